import {
  DEFAULT_LOYALTY_SETTINGS,
  isAgentType,
  isTrialType,
  type ReferralState,
  type TPage,
  type TReferralSettings,
} from '@portal/contracts';
import type { TReferee, TReferralView } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { ipInCidr } from '../../platform/ip.ts';
import { appendEvent, type DeliveredEvent } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { maskAccount } from '../games/catalogue.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { MemberRow } from '../member/member.tables.ts';
import { findMemberById, lockMember, memberAccountsOf, memberKnownAddresses } from '../member/members.ts';
import type { PayLoyaltyReward } from '../points/loyalty-rewards.ts';
import { moneyText } from '../wallet/amounts.ts';
import * as repo from './referral.repository.ts';
import type { FlagDetail, ReferralRow } from './referral.tables.ts';

const DAY_MS = 86_400_000;

/** The brand's referral rules (the defaults for a brand document written before loyalty). */
export function referralSettingsOf(brand: Pick<Brand, 'settings'>): TReferralSettings {
  return brand.settings.loyalty?.referral ?? DEFAULT_LOYALTY_SETTINGS.referral;
}

/** The brand's clock (the settlement clock, GMT+6 by default): calendar months for the cap. */
export const offsetOf = (brand: Pick<Brand, 'settings'>): number =>
  brand.settings.contracts?.utcOffsetMinutes ?? 360;

/** [start, end) of the calendar month of `at` in the brand's clock. */
export function monthOf(at: Date, offsetMinutes: number): { start: Date; end: Date } {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMinutes * 60_000;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offsetMinutes * 60_000;
  return { start: new Date(start), end: new Date(end) };
}

/** A loopback address is this machine (development, e2e): it names no one and flags nothing. */
export const isLoopback = (ip: string): boolean =>
  ipInCidr(ip, '127.0.0.0/8') || ip === '::1' || ipInCidr(ip, '::ffff:127.0.0.0/104');

/** A bank account name as compared: case, spacing and punctuation aside. */
const nameKey = (name: string | null): string | null => {
  if (!name) return null;
  const key = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return key.length > 0 ? key : null;
};

/**
 * What the referee shares with the referrer: an address either registered or signed in from
 * (loopback aside), or the bank account (payee) name. The portal records no device identifier
 * (sessions keep a user agent, which many devices share), so SAME_DEVICE is never raised here.
 */
export function flagsOf(
  referrer: { addresses: readonly (string | null)[]; payeeName: string | null },
  referee: { addresses: readonly (string | null)[]; payeeName: string | null },
): FlagDetail[] {
  const flags: FlagDetail[] = [];
  const mine = new Set(
    referrer.addresses.filter((ip): ip is string => Boolean(ip) && !isLoopback(ip as string)),
  );
  const shared = [
    ...new Set(referee.addresses.filter((ip): ip is string => Boolean(ip) && mine.has(ip as string))),
  ];
  for (const ip of shared.slice(0, 5)) flags.push({ flag: 'SAME_IP', value: ip });
  const a = nameKey(referrer.payeeName);
  if (a !== null && a === nameKey(referee.payeeName))
    flags.push({ flag: 'SAME_BANK_NAME', value: referee.payeeName ?? '' });
  return flags;
}

export interface ReferralDeps {
  db: Db;
  now: () => Date;
  brands: BrandService;
  /** The one way a loyalty reward is paid (points/loyalty-rewards.ts), built at wiring. */
  pay: PayLoyaltyReward;
}

/** How a reward reads: money text for CASH and BONUS, whole points for POINTS. */
export const rewardAmountText = (brand: Pick<Brand, 'currencyExponent'>, kind: string, amount: bigint) =>
  kind === 'POINTS' ? amount.toString() : moneyText(brand, amount);

/**
 * Referral (issue 19; ADR 0040): a referee registered with a member's code is linked once; the
 * referee's qualifying deposit and valid bet are counted from the domain events (each bet once,
 * a round settled again by the difference); when both are met within the window the referrer is
 * paid once (the referral row's lock and the reward's idempotency key), within the monthly cap
 * (counted under the referrer's lock). A referee sharing an address or bank account name with
 * the referrer is FLAGGED and earns nothing until an operator approves it.
 */
export class ReferralService {
  readonly #d: ReferralDeps;

  constructor(deps: ReferralDeps) {
    this.#d = deps;
  }

  #brand(merchantId: number, trx?: Trx): Promise<Brand | null> {
    return this.#d.brands.findById(merchantId, trx as Db | undefined);
  }

  async #member(db: Db | Trx, brand: Brand, memberId: bigint): Promise<MemberRow | null> {
    return (await findMemberById(db as Db, brand.id, memberId)) ?? null;
  }

  /** Everything a member's identity for the anti-abuse check: addresses and bank account name. */
  async #identity(db: Db | Trx, member: MemberRow) {
    const known = await memberKnownAddresses(db as Db, member.id, 50);
    return {
      addresses: [member.register_ip, member.last_login_ip, ...known.map((k) => k.ip)],
      payeeName: member.payee_name,
    };
  }

  async #flags(db: Db | Trx, referrer: MemberRow, referee: MemberRow): Promise<FlagDetail[]> {
    return flagsOf(await this.#identity(db, referrer), await this.#identity(db, referee));
  }

  // ---- The domain events ---------------------------------------------------------------------

  /** member.registered: the referee is linked to the referrer once (REGISTERED or FLAGGED). */
  async onRegistered(trx: Trx, event: DeliveredEvent<'member.registered'>): Promise<ReferralRow | null> {
    const p = event.payload;
    if (!p.referredBy) return null;
    const brand = await this.#brand(event.merchantId, trx);
    if (!brand) return null;
    const settings = referralSettingsOf(brand);
    if (!settings.enabled) return null;
    const refereeId = BigInt(p.memberId);
    const referrerId = BigInt(p.referredBy);
    if (refereeId === referrerId) return null;
    const [referee, referrer] = await Promise.all([
      this.#member(trx, brand, refereeId),
      this.#member(trx, brand, referrerId),
    ]);
    // Agents invite through the agent centre; trial accounts take part in nothing.
    if (!referee || !referrer || isTrialType(referee.type) || isAgentType(referrer.type)) return null;
    const flags = await this.#flags(trx, referrer, referee);
    const registeredAt = new Date(p.registeredAt);
    return repo.insertReferral(trx, {
      merchantId: brand.id,
      referrerId,
      refereeId,
      state: flags.length > 0 ? 'FLAGGED' : 'REGISTERED',
      registeredAt,
      expiresAt: new Date(registeredAt.getTime() + settings.windowDays * DAY_MS),
      flags,
    });
  }

  /** deposit.credited: a referee's first deposit of at least the minimum within the window. */
  async onDeposit(trx: Trx, event: DeliveredEvent<'deposit.credited'>): Promise<void> {
    const p = event.payload;
    const refereeId = BigInt(p.memberId);
    if (!(await repo.isReferee(trx, event.merchantId, refereeId))) return;
    const brand = await this.#brand(event.merchantId, trx);
    if (!brand) return;
    const ref = await repo.lockByReferee(trx, brand.id, refereeId);
    const at = new Date(p.creditedAt);
    if (!ref || !open(ref) || at > ref.expires_at) return;
    const settings = referralSettingsOf(brand);
    const amount = BigInt(p.amount);
    if (ref.deposit_id === null && amount >= BigInt(settings.minDepositMinor)) {
      await repo.setDeposit(trx, ref.id, { depositId: BigInt(p.depositId), amount, at });
      ref.deposit_id = BigInt(p.depositId);
    }
    await this.#maybeQualify(trx, brand, ref, at);
  }

  /** wager.settled: a referee's valid bet within the window, each bet counted once. */
  async onWager(trx: Trx, event: DeliveredEvent<'wager.settled'>): Promise<void> {
    const p = event.payload;
    const refereeId = BigInt(p.memberId);
    if (!(await repo.isReferee(trx, event.merchantId, refereeId))) return;
    const ref = await repo.lockByReferee(trx, event.merchantId, refereeId);
    const at = new Date(p.settledAt);
    if (!ref || !open(ref) || at > ref.expires_at || at < ref.registered_at) return;
    const brand = await this.#brand(event.merchantId, trx);
    if (!brand) return;
    const validBet = p.outcome === 'SETTLED' ? BigInt(p.validBet) : 0n;
    ref.valid_bet_minor = await repo.countBet(trx, ref.id, BigInt(p.betId), validBet < 0n ? 0n : validBet);
    await this.#maybeQualify(trx, brand, ref, at);
  }

  /**
   * The referee met the condition (a qualifying deposit and the valid bet): checked for abuse
   * again (a bank account name added since registering), then paid, or held FLAGGED or, past the
   * monthly cap, QUALIFIED without pay. `ref` is locked by the caller.
   */
  async #maybeQualify(trx: Trx, brand: Brand, ref: ReferralRow, at: Date): Promise<void> {
    const settings = referralSettingsOf(brand);
    if (ref.qualified_at !== null || ref.deposit_id === null) return;
    if (ref.valid_bet_minor < BigInt(settings.minValidBetMinor)) return;
    // Referral off: progress is kept, nothing is decided until it is on again.
    if (!settings.enabled) return;
    const approved = ref.decided_by !== null && ref.state === 'REGISTERED';
    if (!approved) {
      const [referrer, referee] = await Promise.all([
        this.#member(trx, brand, ref.referrer_id),
        this.#member(trx, brand, ref.referee_id),
      ]);
      if (!referrer || !referee) return;
      const flags = mergeFlags(ref.flag_details ?? [], await this.#flags(trx, referrer, referee));
      if (flags.length > 0 || ref.state === 'FLAGGED') {
        await repo.setFlags(trx, ref.id, flags, 'FLAGGED');
        await repo.markQualified(trx, ref.id, at, 'FLAGGED');
        return;
      }
    }
    await this.pay(trx, brand, ref, at);
  }

  /**
   * Pays the referrer for a referral that qualified (locked by the caller): under the referrer's
   * lock the month's rewards are counted against the cap; past it the referral is QUALIFIED and
   * nothing is paid. Otherwise the reward goes through the loyalty payer once (key
   * `referral:<id>`), the row becomes REWARDED and `referral.rewarded` is written.
   */
  async pay(trx: Trx, brand: Brand, ref: ReferralRow, at: Date): Promise<ReferralState> {
    const settings = referralSettingsOf(brand);
    await lockMember(trx as unknown as Db, ref.referrer_id);
    if (settings.monthlyCap > 0) {
      const month = monthOf(at, offsetOf(brand));
      const paid = await repo.rewardedBetween(trx, brand.id, ref.referrer_id, month.start, month.end);
      if (paid >= settings.monthlyCap) {
        await repo.markQualified(trx, ref.id, at, 'QUALIFIED');
        return 'QUALIFIED';
      }
    }
    const amount = BigInt(settings.rewardAmount);
    if (amount <= 0n) {
      // A reward of nothing: the referral qualified, there is nothing to pay.
      await repo.markQualified(trx, ref.id, at, 'QUALIFIED');
      return 'QUALIFIED';
    }
    const referee = await this.#member(trx, brand, ref.referee_id);
    await this.#d.pay(
      trx,
      brand,
      { kind: settings.rewardKind, amount, wagerMultiple: settings.rewardWagerMultiple },
      {
        memberId: ref.referrer_id,
        idempotencyKey: `referral:${ref.id}`,
        title: `Referral reward: ${maskAccount(referee?.account ?? '')}`,
        cashKind: 'REFERRAL_REWARD',
        pointsKind: 'REFERRAL',
        metadata: { referralId: String(ref.id), refereeId: String(ref.referee_id) },
      },
    );
    await repo.markRewarded(trx, ref.id, {
      kind: settings.rewardKind,
      amount,
      at,
      qualifiedAt: ref.qualified_at ?? at,
    });
    await appendEvent(trx, {
      type: 'referral.rewarded',
      aggregate: 'member',
      aggregateId: ref.referrer_id,
      merchantId: brand.id,
      payload: {
        referralId: String(ref.id),
        referrerId: String(ref.referrer_id),
        refereeId: String(ref.referee_id),
        kind: settings.rewardKind,
        amount: String(amount),
        rewardedAt: at.toISOString(),
      },
    });
    return 'REWARDED';
  }

  /** Open referrals whose window closed without qualifying become EXPIRED. */
  expire(now: Date = this.#d.now()): Promise<number> {
    return repo.expireDue(this.#d.db, now);
  }

  // ---- The member's invite page --------------------------------------------------------------

  #enabled(brand: Brand): TReferralSettings {
    const settings = referralSettingsOf(brand);
    if (!settings.enabled) throw new AppError('REFERRAL_DISABLED');
    return settings;
  }

  /** My code, the link that opens registration with it, the rules and my figures. */
  async view(brand: Brand, memberId: bigint, origin: string): Promise<TReferralView> {
    const settings = this.#enabled(brand);
    const me = await this.#member(this.#d.db, brand, memberId);
    if (!me) throw new AppError('NOT_LOGGED_IN');
    const link = new URL('/', origin);
    link.searchParams.set('referralCode', me.referral_code);
    const stats = await repo.statsOfReferrer(this.#d.db, brand.id, memberId);
    return {
      code: me.referral_code,
      link: link.toString(),
      currency: brand.currency,
      rules: {
        minDeposit: moneyText(brand, BigInt(settings.minDepositMinor)),
        minValidBet: moneyText(brand, BigInt(settings.minValidBetMinor)),
        windowDays: settings.windowDays,
        rewardKind: settings.rewardKind,
        reward: rewardAmountText(brand, settings.rewardKind, BigInt(settings.rewardAmount)),
        rewardWagerMultiple: settings.rewardWagerMultiple,
        monthlyCap: settings.monthlyCap,
      },
      stats: {
        invited: stats.invited,
        qualified: stats.qualified,
        rewarded: stats.rewarded,
        earnedCash: moneyText(brand, stats.cash),
        earnedBonus: moneyText(brand, stats.bonus),
        earnedPoints: stats.points.toString(),
      },
    };
  }

  /** The friends I invited, masked, newest first: only my own referrals are read. */
  async referees(
    brand: Brand,
    memberId: bigint,
    page: { pageNo: number; pageSize: number },
  ): Promise<TPage<TReferee>> {
    const settings = this.#enabled(brand);
    const db = this.#d.db;
    const result = await paginate(
      page,
      () => repo.countOfReferrer(db, brand.id, memberId),
      (window) => repo.pageOfReferrer(db, brand.id, memberId, window),
      (row) => row,
    );
    const accounts = await memberAccounts(
      db,
      brand.id,
      result.list.map((r) => r.referee_id),
    );
    return {
      ...result,
      list: result.list.map((r) => ({
        id: String(r.id),
        account: maskAccount(accounts.get(r.referee_id) ?? ''),
        registeredAt: r.registered_at.toISOString(),
        expiresAt: r.expires_at.toISOString(),
        state: r.state,
        depositMet: r.deposit_id !== null,
        validBetMet: r.valid_bet_minor >= BigInt(settings.minValidBetMinor),
        reward:
          r.reward_kind && r.reward_amount !== null
            ? rewardAmountText(brand, r.reward_kind, r.reward_amount)
            : null,
        rewardKind: r.reward_kind,
        rewardedAt: r.rewarded_at?.toISOString() ?? null,
      })),
    };
  }
}

/** Accounts by member id through the member module's published call. */
export function memberAccounts(db: Db, merchantId: number, ids: bigint[]): Promise<Map<bigint, string>> {
  return memberAccountsOf(db, merchantId, ids);
}

/** Still waiting to qualify (REGISTERED, or FLAGGED and not decided yet). */
const open = (ref: ReferralRow) =>
  ref.qualified_at === null && (ref.state === 'REGISTERED' || ref.state === 'FLAGGED');

/** The flags found before and now, each (flag, value) once. */
function mergeFlags(before: FlagDetail[], now: FlagDetail[]): FlagDetail[] {
  const seen = new Set<string>();
  const out: FlagDetail[] = [];
  for (const f of [...before, ...now]) {
    const key = `${f.flag}:${f.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}
