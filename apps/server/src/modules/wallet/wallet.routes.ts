import { walletEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { type ServeOptions, serve } from '../../platform/endpoint.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
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
  /** Check answers against their declared contracts (tests). */
  checkResponses: boolean;
}

/**
 * The wallet calls of spec section 7 and the member-centre pages behind them, served from their
 * declarations (packages/contracts endpoints/wallet.ts). Every call needs a real member's session
 * (trial accounts get NEED_REAL_ACCOUNT) and reads only that member's money.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: WalletDeps): void {
  const read: ServeOptions = { checkResponses: deps.checkResponses };
  const command: ServeOptions = { ...read, config: MONEY_COMMAND_LIMIT };

  serve(app, walletEndpoints.balance, read, async ({ request, session }) =>
    deps.wallet.balance(brandOf(request), session.memberId),
  );
  serve(app, walletEndpoints.funds, read, async ({ request, session }) =>
    deps.wallet.funds(brandOf(request), session.memberId),
  );
  serve(app, walletEndpoints.merchantWallet, read, async ({ request }) =>
    deps.wallet.merchantWallet(brandOf(request)),
  );

  serve(app, walletEndpoints.transfer, command, async ({ body, request, session }) =>
    deps.transfers.transfer(brandOf(request), session.memberId, body),
  );
  serve(app, walletEndpoints.recall, command, async ({ body, request, session }) =>
    deps.transfers.recall(brandOf(request), session.memberId, body.requestId),
  );

  // Withdrawals.
  serve(app, walletEndpoints.bankAccounts, read, async ({ request, session }) =>
    deps.withdrawals.bankAccounts(brandOf(request), session.memberId),
  );
  serve(app, walletEndpoints.addBankAccount, command, async ({ body, request, session }) =>
    deps.withdrawals.addBankAccount(brandOf(request), session.memberId, body),
  );
  serve(app, walletEndpoints.withdrawalInfo, read, async ({ request, session }) =>
    deps.withdrawals.info(brandOf(request), session.memberId),
  );
  // E: the payment password travels sealed like the login password.
  serve(
    app,
    walletEndpoints.requestWithdrawal,
    { ...command, sealing: { key: deps.payloadKey, now: deps.now } },
    async ({ body, request, session }) => deps.withdrawals.request(brandOf(request), session.memberId, body),
  );
  serve(app, walletEndpoints.withdrawals, read, async ({ query, request, session }) =>
    deps.withdrawals.list(brandOf(request), session.memberId, query),
  );
  serve(app, walletEndpoints.confirmWithdrawal, command, async ({ params, body, request, session }) =>
    deps.withdrawals.confirm(brandOf(request), session.memberId, params.id, body),
  );

  // Records.
  serve(app, walletEndpoints.accountRecord, read, async ({ query, request, session }) =>
    deps.records.accountRecord(brandOf(request), session.memberId, query),
  );
  serve(app, walletEndpoints.bets, read, async ({ query, request, session }) =>
    deps.records.bets(brandOf(request), session.memberId, query),
  );
  serve(app, walletEndpoints.profit, read, async ({ query, request, session }) =>
    deps.records.profitLoss(brandOf(request), session.memberId, query),
  );
}
