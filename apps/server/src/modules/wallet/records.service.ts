import type { RecordType, TAccountRecord, TBetPage, TBetTotals, TPage, TProfitLoss } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import { countWalletPostings, walletFlows, walletPostingsPage } from '../ledger/ledger.ts';
import { moneyText } from './amounts.ts';
import {
  type MemberBets,
  memberBetSums,
  memberBetsPage,
  memberSettledByCategory,
} from './bets.repository.ts';

export interface Period {
  from: string;
  to: string;
}

/** Contract pay (issue 17; ledger/agent-income.ts): the agent's income, the upline's payment. */
const CONTRACT_PAY_KINDS: Record<string, RecordType> = {
  AGENT_DIVIDEND: 'AGENT_DIVIDEND',
  AGENT_DAILY_SALARY: 'AGENT_DAILY_SALARY',
  AGENT_HOURLY_SALARY: 'AGENT_HOURLY_SALARY',
  AGENT_REALTIME_SALARY: 'AGENT_REALTIME_SALARY',
};

/** Journal kinds of promotions' money reaching the member (profit and loss: bonuses). */
const BONUS_FLOW_KINDS = [
  'BONUS',
  'BONUS_GRANT',
  'BONUS_REMOVE',
  'PROMOTION_CASH',
  'RAFFLE_PRIZE',
  'REBATE',
  // Loyalty (issue 19).
  'POINTS_CONVERSION',
  'POINTS_VOUCHER',
  'MISSION_REWARD',
  'LEADERBOARD_PRIZE',
  'REFERRAL_REWARD',
  'VIP_REWARD',
];

/** How a journal kind reads in the account record, by the direction of the member's posting. */
function recordType(kind: string, amount: bigint): RecordType {
  const contractPay = CONTRACT_PAY_KINDS[kind];
  // Money in: the agent's contract pay by its kind; money out: an upline paid its downline.
  if (contractPay) return amount < 0n ? 'CONTRACT_PAID' : contractPay;
  switch (kind) {
    case 'DEPOSIT':
      return 'DEPOSIT';
    case 'WITHDRAWAL_HOLD':
      return 'WITHDRAWAL';
    case 'WITHDRAWAL_RETURNED':
      return 'WITHDRAWAL_RETURNED';
    case 'TRANSFER_OUT':
      return 'TRANSFER_OUT';
    case 'TRANSFER_IN':
      return 'TRANSFER_IN';
    case 'TRANSFER_RETURN':
      return 'REFUND';
    case 'BONUS':
      return 'BONUS';
    case 'BET':
    case 'GAME_BET':
      return 'BET';
    case 'PAYOUT':
    case 'GAME_WIN':
      return 'PAYOUT';
    case 'BET_REFUND':
    case 'GAME_ROLLBACK':
      return 'REFUND';
    case 'AGENT_TRANSFER':
      return 'AGENT_TRANSFER';
    // The bonus wallet and promotions (issue 18; ADR 0039).
    case 'BONUS_GRANT':
      return 'BONUS';
    case 'BONUS_CONVERT':
      return 'BONUS_CONVERTED';
    case 'BONUS_REMOVE':
      return 'BONUS_REMOVED';
    case 'PROMOTION_CASH':
      return 'PROMOTION_REWARD';
    case 'RAFFLE_PRIZE':
      return 'RAFFLE_PRIZE';
    case 'REBATE':
      return 'REBATE';
    case 'POINTS_CONVERSION':
    case 'POINTS_VOUCHER':
      return 'POINTS_CONVERTED';
    case 'MISSION_REWARD':
      return 'MISSION_REWARD';
    case 'LEADERBOARD_PRIZE':
      return 'LEADERBOARD_PRIZE';
    case 'REFERRAL_REWARD':
      return 'REFERRAL_REWARD';
    case 'VIP_REWARD':
      return 'VIP_REWARD';
    default:
      return 'ADJUSTMENT';
  }
}

const KINDS_OF: Record<RecordType, string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL_HOLD'],
  WITHDRAWAL_RETURNED: ['WITHDRAWAL_RETURNED'],
  TRANSFER_OUT: ['TRANSFER_OUT'],
  TRANSFER_IN: ['TRANSFER_IN'],
  // A bonus reaching the bonus wallet: the old kind and the bonus wallet's grant (issue 18).
  BONUS: ['BONUS', 'BONUS_GRANT'],
  ADJUSTMENT: ['ADJUSTMENT'],
  // Seamless game rounds (ADR 0015): stake, win and returned stake.
  BET: ['BET', 'GAME_BET'],
  PAYOUT: ['PAYOUT', 'GAME_WIN'],
  REFUND: ['TRANSFER_RETURN', 'BET_REFUND', 'GAME_ROLLBACK'],
  // An agent's upline/downline transfer (ADR 0036): out for the sender, in for the recipient.
  AGENT_TRANSFER: ['AGENT_TRANSFER'],
  // Contract pay (issue 17): received by kind; paid to a downline agent, any of them (the
  // kinds are shared, so a filter by one shows the upline's own payments of that kind too).
  AGENT_DIVIDEND: ['AGENT_DIVIDEND'],
  AGENT_DAILY_SALARY: ['AGENT_DAILY_SALARY'],
  AGENT_HOURLY_SALARY: ['AGENT_HOURLY_SALARY'],
  AGENT_REALTIME_SALARY: ['AGENT_REALTIME_SALARY'],
  CONTRACT_PAID: Object.keys(CONTRACT_PAY_KINDS),
  // The bonus wallet (issue 18): converted (out of BONUS, into MAIN) and removed; promotions'
  // real-money rewards.
  BONUS_CONVERTED: ['BONUS_CONVERT'],
  BONUS_REMOVED: ['BONUS_REMOVE'],
  PROMOTION_REWARD: ['PROMOTION_CASH'],
  RAFFLE_PRIZE: ['RAFFLE_PRIZE'],
  REBATE: ['REBATE'],
  POINTS_CONVERTED: ['POINTS_CONVERSION', 'POINTS_VOUCHER'],
  MISSION_REWARD: ['MISSION_REWARD'],
  LEADERBOARD_PRIZE: ['LEADERBOARD_PRIZE'],
  REFERRAL_REWARD: ['REFERRAL_REWARD'],
  VIP_REWARD: ['VIP_REWARD'],
};

/**
 * The records of the member centre: the account record (every movement of the member's wallets,
 * straight from the journal), the betting record, profit and loss, and bonus details.
 */
const REFERENCE_PREFIXES: Record<string, string> = {
  deposit: 'D',
  withdrawal: 'W',
  transfer: 'T',
  bet: 'B',
  'agent-transfer': 'A',
  // A contract bill's payment (issue 17): K and the bill's id.
  'contract-bill': 'K',
  // A bonus grant's movements (issue 18): G and the grant's id.
  bonus: 'G',
};

/**
 * The journal's reference as a player reads it: `withdrawal:42` is W42, a short code customer
 * service finds on the operator pages (withdrawal 42). Others show as they are.
 */
export function displayReference(reference: string | null): string | null {
  if (!reference) return null;
  const [kind = '', id] = reference.split(':');
  const prefix = REFERENCE_PREFIXES[kind];
  return prefix && id && /^\d+$/.test(id) ? `${prefix}${id}` : reference;
}

export class RecordService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async accountRecord(
    brand: Brand,
    memberId: bigint,
    query: Period & { type?: RecordType | undefined; pageNo: number; pageSize: number },
  ): Promise<TPage<TAccountRecord>> {
    const postings = {
      merchantId: brand.id,
      memberId,
      from: new Date(query.from),
      to: new Date(query.to),
      kinds: query.type ? KINDS_OF[query.type] : undefined,
    };
    return paginate(
      query,
      () => countWalletPostings(this.#db, postings),
      (window) => walletPostingsPage(this.#db, postings, window),
      (r) => ({
        id: String(r.id),
        type: recordType(r.kind, r.amount),
        amount: moneyText(brand, r.amount),
        balanceAfter: moneyText(brand, r.balance_after),
        wallet:
          r.account_kind === 'VENDOR'
            ? (r.vendor_code as string)
            : r.account_kind === 'BONUS'
              ? 'BONUS'
              : 'MAIN',
        createdAt: r.created_at.toISOString(),
        reference: displayReference(r.reference),
      }),
    );
  }

  #bets(brand: Brand, memberId: bigint, period: Period, category?: string): MemberBets {
    return {
      merchantId: brand.id,
      memberId,
      from: new Date(period.from),
      to: new Date(period.to),
      category,
    };
  }

  #totals(brand: Brand, row: { n: string; stake: string; valid: string; payout: string }): TBetTotals {
    const stake = BigInt(row.stake);
    const payout = BigInt(row.payout);
    return {
      count: Number(row.n),
      stake: moneyText(brand, stake),
      validBet: moneyText(brand, BigInt(row.valid)),
      payout: moneyText(brand, payout),
      profit: moneyText(brand, payout - stake),
    };
  }

  async bets(
    brand: Brand,
    memberId: bigint,
    query: Period & { category?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<TBetPage> {
    const bets = this.#bets(brand, memberId, query, query.category);
    // One pass for the totals (cancelled bets aside) and the count of every bet listed.
    const sums = await memberBetSums(this.#db, bets);
    const page = await paginate(
      query,
      async () => Number(sums.listed),
      (window) => memberBetsPage(this.#db, bets, window),
      (b) => ({
        id: String(b.id),
        vendorCode: b.vendor_code,
        gameName: b.game_name,
        category: b.category,
        stake: moneyText(brand, b.stake),
        validBet: moneyText(brand, b.valid_bet),
        payout: moneyText(brand, b.payout),
        profit: moneyText(brand, b.status === 'SETTLED' ? b.payout - b.stake : 0n),
        status: b.status,
        placedAt: b.placed_at.toISOString(),
        settledAt: b.settled_at?.toISOString() ?? null,
      }),
    );
    return { ...page, totals: this.#totals(brand, sums) };
  }

  async profitLoss(brand: Brand, memberId: bigint, period: Period): Promise<TProfitLoss> {
    const byCategory = await memberSettledByCategory(this.#db, this.#bets(brand, memberId, period));
    const sum = (key: 'n' | 'stake' | 'valid' | 'payout') =>
      byCategory.reduce((total, row) => total + BigInt(row[key]), 0n).toString();
    const flows = await walletFlows(this.#db, {
      merchantId: brand.id,
      memberId,
      from: new Date(period.from),
      to: new Date(period.to),
      kinds: ['DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURNED', ...BONUS_FLOW_KINDS],
    });
    const flow = (kind: string) => BigInt(flows.find((f) => f.kind === kind)?.total ?? '0');
    // Withdrawn: held amounts, less what came back (rejected or refunded).
    const withdrawn = -flow('WITHDRAWAL_HOLD') - flow('WITHDRAWAL_RETURNED');
    return {
      currency: brand.currency,
      categories: byCategory.map((row) => ({ category: row.category, ...this.#totals(brand, row) })),
      total: this.#totals(brand, {
        n: sum('n'),
        stake: sum('stake'),
        valid: sum('valid'),
        payout: sum('payout'),
      }),
      deposits: moneyText(brand, flow('DEPOSIT')),
      withdrawals: moneyText(brand, withdrawn > 0n ? withdrawn : 0n),
      // What promotions gave: bonuses granted less what was removed, and real-money rewards (a
      // conversion only moves money between the member's own wallets).
      bonuses: moneyText(
        brand,
        BONUS_FLOW_KINDS.reduce((sum, kind) => sum + flow(kind), 0n),
      ),
    };
  }
}
