import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { SignIn } from '../member/sign-in.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import type { RecordService } from '../wallet/records.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { WithdrawalService } from '../wallet/withdrawals.service.ts';
import { registerMemberOpsRoutes } from './member-ops.routes.ts';
import { MemberOpsService } from './member-ops.service.ts';

/** How often lapsed adjustment proposals are marked EXPIRED. */
const EXPIRE_EVERY_MS = 60_000;

/**
 * Member-ops (issue 15, "Members"; ADR 0026): the operators' member screens. An edge module like
 * admin: it reads members, sessions, wallets, payments and the agent tree through what those
 * modules publish, and owns only its own tables (notes, tags, balance adjustments, policies).
 */
export function createMemberOpsModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    wallet: WalletService;
    records: RecordService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    signIn: SignIn;
    operatorReader: OperatorReader;
  },
) {
  const { db, now, events, checkResponses } = platform;
  const memberOps = new MemberOpsService({
    db,
    now,
    events,
    brands: deps.brands,
    wallet: deps.wallet,
    records: deps.records,
    deposits: deps.deposits,
    withdrawals: deps.withdrawals,
    signIn: deps.signIn,
  });
  return defineModule({
    name: 'member-ops',
    services: { memberOps },
    register(app) {
      registerMemberOpsRoutes(app, { service: memberOps, operators: deps.operatorReader, checkResponses });
    },
    jobs: [{ name: 'adjustment-expiry', everyMs: EXPIRE_EVERY_MS, run: () => memberOps.expireProposals() }],
  });
}

export type MemberOpsModule = ReturnType<typeof createMemberOpsModule>;
