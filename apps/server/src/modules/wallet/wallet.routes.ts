import { WALLET_PATHS } from '@portal/contracts';
import {
  ZBankAccountRequest,
  ZBetQuery,
  ZPeriodQuery,
  ZRecallRequest,
  ZRecordQuery,
  ZTransferRequest,
  ZWithdrawalConfirm,
  ZWithdrawalListQuery,
  ZWithdrawalRequest,
} from '@portal/contracts/schemas/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { type PayloadKey, readSealedBody } from '../../platform/payload-crypto.ts';
import { ZIdParams, ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import { MONEY_COMMAND_LIMIT } from './command-limit.ts';
import type { RecordService } from './records.service.ts';
import type { TransferService } from './transfers.service.ts';
import type { WalletService } from './wallet.service.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

export interface WalletDeps {
  wallet: WalletService;
  transfers: TransferService;
  withdrawals: WithdrawalService;
  records: RecordService;
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

  app.post(WALLET_PATHS.transfer, { config: MONEY_COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const input = parseInput(ZTransferRequest, request.body, request.language);
    return ok(await deps.transfers.transfer(m.brand, m.memberId, input));
  });
  app.post(WALLET_PATHS.recall, { config: MONEY_COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const { requestId } = parseInput(ZRecallRequest, request.body, request.language);
    return ok(await deps.transfers.recall(m.brand, m.memberId, requestId));
  });

  // Withdrawals.
  app.get(WALLET_PATHS.bankAccounts, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.withdrawals.bankAccounts(m.brand, m.memberId));
  });
  app.post(WALLET_PATHS.bankAccounts, { config: MONEY_COMMAND_LIMIT }, async (request) => {
    const m = member(request);
    const input = parseInput(ZBankAccountRequest, request.body, request.language);
    return ok(await deps.withdrawals.addBankAccount(m.brand, m.memberId, input));
  });
  app.get(WALLET_PATHS.withdrawalInfo, async (request) => {
    noQuery(request);
    const m = member(request);
    return ok(await deps.withdrawals.info(m.brand, m.memberId));
  });
  app.post(WALLET_PATHS.withdrawals, { config: MONEY_COMMAND_LIMIT }, async (request) => {
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
  app.post(`${WALLET_PATHS.withdrawals}/:id/confirm`, { config: MONEY_COMMAND_LIMIT }, async (request) => {
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
}
