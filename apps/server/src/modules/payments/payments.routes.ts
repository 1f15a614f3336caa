import { paymentEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { type ServeOptions, serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/envelope.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { MONEY_COMMAND_LIMIT } from '../wallet/command-limit.ts';
import type { DepositService } from './deposits.service.ts';
import type { UploadService } from './uploads.service.ts';

export interface PaymentDeps {
  config: AppConfig;
  brands: BrandService;
  deposits: DepositService;
  uploads: UploadService;
  /** Check answers against their declared contracts (tests). */
  checkResponses: boolean;
}

/**
 * The deposit calls of spec section 7 and proof uploads, served from their declarations
 * (packages/contracts endpoints/payments.ts), and the payment provider's notifications. Member
 * calls need a real member's session and read only their own.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps): void {
  const read: ServeOptions = { checkResponses: deps.checkResponses };
  const command: ServeOptions = { ...read, config: MONEY_COMMAND_LIMIT };
  const originOf = (request: FastifyRequest) =>
    deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  // Deposits.
  serve(app, paymentEndpoints.methods, read, async ({ request }) => deps.deposits.methods(brandOf(request)));
  serve(app, paymentEndpoints.onlineDeposit, command, async ({ body, request, session }) =>
    deps.deposits.startOnline(brandOf(request), { id: session.memberId, account: session.account }, body, {
      returnOrigin: originOf(request),
      language: request.language,
    }),
  );
  serve(app, paymentEndpoints.bankDeposit, command, async ({ body, request, session }) =>
    deps.deposits.bankTransfer(brandOf(request), session.memberId, body),
  );
  serve(app, paymentEndpoints.deposits, read, async ({ query, request, session }) =>
    deps.deposits.list(brandOf(request), session.memberId, query),
  );
  serve(app, paymentEndpoints.deposit, read, async ({ params, request, session }) =>
    deps.deposits.get(brandOf(request), session.memberId, params.id),
  );

  // Proof images arrive as the raw file, not JSON (the declaration's upload).
  serve(app, paymentEndpoints.upload, command, async ({ upload, request, session }) =>
    deps.uploads.save(brandOf(request), session.memberId, upload.contentType, upload.bytes),
  );

  // The payment provider's notifications: the provider's protocol (ADR 0014), not an endpoint of
  // the player API, so not declared. Outside the brand paths (no brand header, no maintenance
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
