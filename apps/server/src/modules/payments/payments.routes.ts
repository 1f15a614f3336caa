import { UPLOAD_MAX_BYTES, WALLET_PATHS } from '@portal/contracts';
import {
  ZBankDepositRequest,
  ZDepositListQuery,
  ZOnlineDepositRequest,
} from '@portal/contracts/schemas/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { ZIdParams, ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { MONEY_COMMAND_LIMIT } from '../wallet/command-limit.ts';
import type { DepositService } from './deposits.service.ts';
import type { UploadService } from './uploads.service.ts';

export interface PaymentDeps {
  config: AppConfig;
  brands: BrandService;
  deposits: DepositService;
  uploads: UploadService;
}

/**
 * The deposit calls of spec section 7 (under the wallet's paths), proof uploads and the payment
 * provider's notifications. Member calls need a real member's session and read only their own.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps): void {
  const member = (request: FastifyRequest) => {
    const session = requireSession(request);
    return { brand: brandOf(request), memberId: session.memberId, account: session.account };
  };
  const noQuery = (request: FastifyRequest) => parseInput(ZNoQuery, request.query, request.language);
  const originOf = (request: FastifyRequest) =>
    deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  // Deposits.
  app.get(WALLET_PATHS.paymentMethods, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.deposits.methods(m.brand));
  });
  app.post(WALLET_PATHS.onlineDeposit, { config: MONEY_COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const input = parseInput(ZOnlineDepositRequest, request.body, request.language);
    return ok(
      await deps.deposits.startOnline(m.brand, { id: m.memberId, account: m.account }, input, {
        returnOrigin: originOf(request),
        language: request.language,
      }),
    );
  });
  app.post(WALLET_PATHS.bankDeposit, { config: MONEY_COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const input = parseInput(ZBankDepositRequest, request.body, request.language);
    return ok(await deps.deposits.bankTransfer(m.brand, m.memberId, input));
  });
  app.get(WALLET_PATHS.deposits, async (request) => {
    const m = member(request);
    const query = parseInput(ZDepositListQuery, request.query, request.language);
    return ok(await deps.deposits.list(m.brand, m.memberId, query));
  });
  app.get(`${WALLET_PATHS.deposits}/:id`, async (request) => {
    const m = member(request);
    const { id } = parseInput(ZIdParams, request.params, request.language);
    noQuery(request);
    return ok(await deps.deposits.get(m.brand, m.memberId, id));
  });

  // Proof images arrive as the raw file, not JSON.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['image/png', 'image/jpeg'],
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.post(
      WALLET_PATHS.uploads,
      {
        bodyLimit: UPLOAD_MAX_BYTES,
        config: { ...MONEY_COMMAND_LIMIT, acceptBodies: ['image/png', 'image/jpeg'] },
      },
      async (request) => {
        const m = member(request);
        if (!Buffer.isBuffer(request.body)) throw new AppError('UPLOAD_INVALID');
        return ok(
          await deps.uploads.save(m.brand, m.memberId, request.headers['content-type'] ?? '', request.body),
        );
      },
    );
  });

  // The payment provider's notifications (outside the brand paths: no brand header, no maintenance
  // gate), verified over the raw body, so JSON is kept as text here.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    );
    scope.post('/hooks/payments/sandbox', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['sandbox-signature'];
      const answer = await deps.deposits.handleEvent(
        (id) => deps.brands.findById(id),
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      request.log.info({ outcome: answer.outcome }, 'payment notification');
      if (answer.status === 401) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      if (answer.status === 404) throw new AppError('NOT_FOUND');
      if (answer.status === 409) throw new AppError('CONFLICT');
      return reply.send(ok({ received: true, outcome: answer.outcome }));
    });
  });
}
