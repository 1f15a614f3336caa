import { UPLOAD_MAX_BYTES, WALLET_PATHS } from '@portal/contracts';
import {
  ZBankAccountRequest,
  ZBankDepositRequest,
  ZBetQuery,
  ZDepositListQuery,
  ZOnlineDepositRequest,
  ZPeriodQuery,
  ZRecallRequest,
  ZRecordQuery,
  ZTransferRequest,
  ZWithdrawalConfirm,
  ZWithdrawalListQuery,
  ZWithdrawalRequest,
} from '@portal/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { type PayloadKey, readSealedBody } from '../../platform/payload-crypto.ts';
import { ZIdParams, ZNoQuery } from '../../platform/route-schemas.ts';
import { hashToken } from '../../platform/tokens.ts';
import { parseInput } from '../../platform/validation.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import type { UploadService } from '../payments/uploads.service.ts';
import type { RecordService } from './records.service.ts';
import type { TransferService } from './transfers.service.ts';
import type { WalletService } from './wallet.service.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

/**
 * Money commands: a member cannot fire them faster than this, counted per session rather than
 * per address (players behind one carrier NAT share an address), on top of the global limit.
 * Calls without a token are refused anyway; they count by address.
 */
const COMMAND_LIMIT = {
  rateLimit: {
    max: 60,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const header = request.headers.authorization;
      return typeof header === 'string' && header.startsWith('Bearer ')
        ? `money:${hashToken(header.slice(7).trim())}`
        : `money-ip:${request.ip}`;
    },
  },
};

export interface WalletDeps {
  config: AppConfig;
  brands: BrandService;
  wallet: WalletService;
  transfers: TransferService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  records: RecordService;
  uploads: UploadService;
  payloadKey: PayloadKey;
  now: () => Date;
}

/**
 * The wallet calls of spec section 7 and the member-centre pages behind them. Every call needs a
 * real member's session (trial accounts get NEED_REAL_ACCOUNT) and reads only that member's money.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: WalletDeps): void {
  const member = (request: FastifyRequest) => {
    const session = requireSession(request);
    return { brand: brandOf(request), memberId: session.memberId, account: session.account };
  };
  const noQuery = (request: FastifyRequest) => parseInput(ZNoQuery, request.query, request.language);
  const originOf = (request: FastifyRequest) =>
    deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get(WALLET_PATHS.balance, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.wallet.balance(m.brand, m.memberId));
  });
  app.get(WALLET_PATHS.funds, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.wallet.funds(m.brand, m.memberId));
  });
  app.get(WALLET_PATHS.merchantWallet, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.wallet.merchantWallet(m.brand));
  });

  app.post(WALLET_PATHS.transfer, { config: COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const input = parseInput(ZTransferRequest, request.body, request.language);
    return ok(await deps.transfers.transfer(m.brand, m.memberId, input));
  });
  app.post(WALLET_PATHS.recall, { config: COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const { requestId } = parseInput(ZRecallRequest, request.body, request.language);
    return ok(await deps.transfers.recall(m.brand, m.memberId, requestId));
  });

  // Deposits.
  app.get(WALLET_PATHS.paymentMethods, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.deposits.methods(m.brand));
  });
  app.post(WALLET_PATHS.onlineDeposit, { config: COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const input = parseInput(ZOnlineDepositRequest, request.body, request.language);
    return ok(
      await deps.deposits.startOnline(m.brand, { id: m.memberId, account: m.account }, input, {
        returnOrigin: originOf(request),
        language: request.language,
      }),
    );
  });
  app.post(WALLET_PATHS.bankDeposit, { config: COMMAND_LIMIT }, async (request) => {
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
        config: { ...COMMAND_LIMIT, acceptBodies: ['image/png', 'image/jpeg'] },
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

  // Withdrawals.
  app.get(WALLET_PATHS.bankAccounts, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.withdrawals.bankAccounts(m.brand, m.memberId));
  });
  app.post(WALLET_PATHS.bankAccounts, { config: COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const input = parseInput(ZBankAccountRequest, request.body, request.language);
    return ok(await deps.withdrawals.addBankAccount(m.brand, m.memberId, input));
  });
  app.get(WALLET_PATHS.withdrawalInfo, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.withdrawals.info(m.brand, m.memberId));
  });
  app.post(WALLET_PATHS.withdrawals, { config: COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    // E: the payment password travels sealed like the login password.
    const input = readSealedBody(request, deps.payloadKey, ZWithdrawalRequest, {
      required: m.brand.settings.security.encryptPayloads,
      now: deps.now(),
      language: request.language,
    });
    return ok(await deps.withdrawals.request(m.brand, m.memberId, input));
  });
  app.get(WALLET_PATHS.withdrawals, async (request) => {
    const m = member(request);
    const query = parseInput(ZWithdrawalListQuery, request.query, request.language);
    return ok(await deps.withdrawals.list(m.brand, m.memberId, query));
  });
  app.post(`${WALLET_PATHS.withdrawals}/:id/confirm`, { config: COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const { id } = parseInput(ZIdParams, request.params, request.language);
    const input = parseInput(ZWithdrawalConfirm, request.body, request.language);
    return ok(await deps.withdrawals.confirm(m.brand, m.memberId, id, input));
  });

  // Records.
  app.get(WALLET_PATHS.accountRecord, async (request) => {
    const m = member(request);
    const query = parseInput(ZRecordQuery, request.query, request.language);
    return ok(await deps.records.accountRecord(m.brand, m.memberId, query));
  });
  app.get(WALLET_PATHS.bets, async (request) => {
    const m = member(request);
    const query = parseInput(ZBetQuery, request.query, request.language);
    return ok(await deps.records.bets(m.brand, m.memberId, query));
  });
  app.get(WALLET_PATHS.profit, async (request) => {
    const m = member(request);
    const query = parseInput(ZPeriodQuery, request.query, request.language);
    return ok(await deps.records.profitLoss(m.brand, m.memberId, query));
  });
  app.get(WALLET_PATHS.bonuses, async (request) => {
    const m = member(request);
    const { type: _type, ...query } = parseInput(ZRecordQuery, request.query, request.language);
    return ok(await deps.records.bonuses(m.brand, m.memberId, query));
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
