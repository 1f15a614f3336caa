import { isTrialType } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import type { Job } from '../../platform/jobs.ts';
import { appendEvent, type DeliveredEvent, type Subscriber } from '../../platform/outbox/index.ts';
import type { JobScope, PeriodJob } from '../../platform/period-jobs/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { creditedDepositOrdinal } from '../payments/promotion-figures.ts';
import { memberNetLoss, netLossByMember, validBetIn } from '../wallet/promotion-figures.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  configOf,
  DAY_MS,
  limitWindow,
  localWeekday,
  minorOf,
  offsetOf,
  type PromotionConfig,
  promotionPeriod,
  rewardAmount,
} from './promotion-rules.ts';
import type { PromotionRow } from './promotions.repository.ts';
import * as repo from './promotions.repository.ts';
import { type AfterCommit, afterCommit, type PromotionService } from './promotions.service.ts';
import type { EntitlementSource } from './promotions.tables.ts';

/**
 * What makes members qualify (issue 18; ADR 0039), each in the transaction of the event's
 * delivery (or the period job's step), exactly once through the entitlement's unique key:
 * SIGNUP on `member.registered` (issued at once), DEPOSIT on `deposit.credited` (the Nth credited
 * deposit, a minimum, weekdays in the brand's clock; claimable), WAGER_VOLUME on `wager.settled`
 * (valid bet of the period since joining; claimable), NET_LOSS by a keyed period job when the
 * period closes (cashback; claimable). Opt-in promotions count only what came after joining; the
 * audience and the household rule are checked here and again at the claim.
 */
export class PromotionTriggers {
  readonly #promotions: PromotionService;
  readonly #brands: BrandService;

  constructor(deps: { promotions: PromotionService; brands: BrandService }) {
    this.#promotions = deps.promotions;
    this.#brands = deps.brands;
  }

  /** The brand inside a delivery's transaction (read through it when not cached). */
  #brand(trx: Trx, merchantId: number): Promise<Brand | null> {
    return this.#brands.findById(merchantId, trx);
  }

  /**
   * Writes a member's entitlement of a promotion when they are in its audience and no other
   * account of their household has one in the window; answers it (null: none written).
   */
  async #entitle(
    trx: Trx,
    brand: Brand,
    row: PromotionRow,
    config: PromotionConfig,
    q: {
      memberId: bigint;
      window: string;
      source: EntitlementSource;
      sourceRef: string | null;
      basis: bigint;
      at: Date;
      after: AfterCommit;
    },
  ) {
    const member = await this.#promotions.member(trx, brand, q.memberId).catch(() => null);
    if (!member || isTrialType(member.type)) return null;
    if (!(await this.#promotions.inAudience(trx, brand, config, member))) return null;
    const key = config.limits.household ? this.#promotions.householdKey(member) : null;
    if (
      key !== null &&
      (await repo.householdTaken(trx, {
        promotionId: row.id,
        windowKey: q.window,
        key,
        memberId: q.memberId,
        paidOnly: false,
      }))
    )
      return null;
    const amount = rewardAmount(brand, config.reward, q.basis);
    const tickets = config.reward.type === 'RAFFLE_TICKETS' ? config.reward.tickets : 0;
    if (amount <= 0n && tickets <= 0) return null;
    const ent = await repo.insertEntitlement(trx, {
      merchantId: brand.id,
      promotionId: row.id,
      memberId: q.memberId,
      windowKey: q.window,
      source: q.source,
      sourceRef: q.sourceRef,
      basis: q.basis,
      amount,
      tickets,
      householdKey: key,
      state: 'CLAIMABLE',
      claimExpiresAt: new Date(q.at.getTime() + config.limits.claimDays * DAY_MS),
      at: q.at,
    });
    if (ent)
      await appendEvent(trx, {
        type: 'promotion.reward_claimable',
        aggregate: 'member',
        aggregateId: q.memberId,
        merchantId: brand.id,
        payload: {
          promotionId: String(row.id),
          entitlementId: String(ent.id),
          memberId: String(q.memberId),
          amount: String(ent.amount_minor),
          tickets: ent.tickets,
          claimExpiresAt: ent.claim_expires_at?.toISOString() ?? null,
        },
      });
    return ent;
  }

  /** Opt-in: the member joined by `at` (when they joined); not opt-in: always (null). */
  async #joinedBy(trx: Trx, config: PromotionConfig, row: PromotionRow, memberId: bigint, at: Date) {
    if (!config.trigger.optIn) return { ok: true, joinedAt: null as Date | null };
    const joins = await repo.joinsOf(trx, memberId, [row.id]);
    const joinedAt = joins.get(String(row.id)) ?? null;
    return { ok: joinedAt !== null && joinedAt <= at, joinedAt };
  }

  /** SIGNUP: a new account gets the reward at once (ISSUED), within the budget. */
  async onRegistered(trx: Trx, event: DeliveredEvent<'member.registered'>): Promise<AfterCommit> {
    const after = afterCommit();
    const brand = await this.#brand(trx, event.merchantId);
    if (!brand) return after;
    const at = new Date(event.payload.registeredAt);
    const memberId = BigInt(event.payload.memberId);
    for (const row of await repo.runningPromotions(trx, brand.id, 'SIGNUP', at)) {
      const config = configOf(row);
      const ent = await this.#entitle(trx, brand, row, config, {
        memberId,
        window: 'ONCE',
        source: 'SIGNUP',
        sourceRef: event.payload.memberId,
        basis: 0n,
        at,
        after,
      });
      if (!ent) continue;
      const locked = await repo.lockEntitlement(trx, ent.id);
      if (!locked) continue;
      try {
        await this.#promotions.payEntitlement(trx, brand, locked, {
          state: 'ISSUED',
          requestId: null,
          source: 'PROMOTION',
          grantedBy: null,
          after,
        });
      } catch (error) {
        // The budget ran out meanwhile: the entitlement stays claimable (the card says CLOSE).
        if (!(error instanceof AppError && error.code === 'PROMOTION_BUDGET_SPENT')) throw error;
      }
    }
    return after;
  }

  /** DEPOSIT: the Nth credited deposit of at least the minimum, on the given weekdays. */
  async onDeposit(trx: Trx, event: DeliveredEvent<'deposit.credited'>): Promise<AfterCommit> {
    const after = afterCommit();
    const brand = await this.#brand(trx, event.merchantId);
    if (!brand) return after;
    const p = event.payload;
    const at = new Date(p.creditedAt);
    const memberId = BigInt(p.memberId);
    const deposit = BigInt(p.amount);
    const offset = offsetOf(brand);
    let ordinal: number | null | undefined;
    for (const row of await repo.runningPromotions(trx, brand.id, 'DEPOSIT', at)) {
      const config = configOf(row);
      const t = config.trigger;
      if (deposit < minorOf(brand, t.minDeposit)) continue;
      if (t.weekdays.length > 0 && !t.weekdays.includes(localWeekday(at, offset))) continue;
      if (t.nth !== null) {
        if (ordinal === undefined)
          ordinal = await creditedDepositOrdinal(trx, {
            merchantId: brand.id,
            memberId,
            depositId: BigInt(p.depositId),
          });
        if (ordinal !== t.nth) continue;
      }
      if (!(await this.#joinedBy(trx, config, row, memberId, at)).ok) continue;
      const window = limitWindow(config.limits.perMember, at, offset) ?? `DEP:${p.depositId}`;
      await this.#entitle(trx, brand, row, config, {
        memberId,
        window,
        source: 'DEPOSIT',
        sourceRef: p.depositId,
        basis: deposit,
        at,
        after,
      });
    }
    return after;
  }

  /** WAGER_VOLUME: the valid bet of the period since joining reached the target. */
  async onWager(trx: Trx, event: DeliveredEvent<'wager.settled'>): Promise<AfterCommit> {
    const after = afterCommit();
    const p = event.payload;
    if (p.outcome !== 'SETTLED' || BigInt(p.validBet) <= 0n) return after;
    const at = new Date(p.settledAt);
    const running = await repo.runningPromotions(trx, event.merchantId, 'WAGER_VOLUME', at);
    if (running.length === 0) return after;
    const brand = await this.#brand(trx, event.merchantId);
    if (!brand) return after;
    const memberId = BigInt(p.memberId);
    const offset = offsetOf(brand);
    for (const row of running) {
      const config = configOf(row);
      const t = config.trigger;
      const joined = await this.#joinedBy(trx, config, row, memberId, at);
      if (!joined.ok) continue;
      const period = promotionPeriod(t.period ?? 'DAY', at, offset);
      const window = config.limits.perMember === 'ONCE' ? 'ONCE' : period.key;
      const existing = await repo.entitlementsOf(trx, memberId, [row.id]);
      if (existing.some((e) => e.window_key === window)) continue;
      const starts = [period.start, row.starts_at, ...(joined.joinedAt ? [joined.joinedAt] : [])];
      const from = new Date(Math.max(...starts.map((d) => d.getTime())));
      const valid = await validBetIn(trx, { merchantId: brand.id, memberId, from, to: period.end });
      if (valid < minorOf(brand, t.minValidBet)) continue;
      await this.#entitle(trx, brand, row, config, {
        memberId,
        window,
        source: 'WAGER_VOLUME',
        sourceRef: period.key,
        basis: valid,
        at,
        after,
      });
    }
    return after;
  }

  /**
   * NET_LOSS: the cashback of a closed period for every NET_LOSS promotion of that period kind
   * running in it: each participant's net loss (stakes − payouts of bets settled in the period;
   * opt-in: since joining) of at least the minimum earns a claimable entitlement keyed by the
   * period, so running again writes nothing.
   */
  async cashback(
    trx: Trx,
    brand: Brand,
    period: 'DAY' | 'WEEK',
    window: { start: Date; end: Date },
  ): Promise<{ promotions: number; entitled: number; after: AfterCommit }> {
    const after = afterCommit();
    let promotions = 0;
    let entitled = 0;
    const offset = offsetOf(brand);
    const rows = await repo.promotionsOverlapping(trx, brand.id, 'NET_LOSS', window.start, window.end);
    for (const row of rows) {
      const config = configOf(row);
      if ((config.trigger.period ?? 'WEEK') !== period) continue;
      promotions += 1;
      const key = promotionPeriod(period, window.start, offset).key;
      const from = new Date(Math.max(window.start.getTime(), row.starts_at.getTime()));
      const to = row.ends_at && row.ends_at < window.end ? row.ends_at : window.end;
      const minLoss = minorOf(brand, config.trigger.minLoss);
      let losers: { memberId: bigint; loss: bigint }[];
      if (config.trigger.optIn) {
        losers = [];
        for (const j of await repo.joinedMembers(trx, row.id, to)) {
          const since = j.joined_at > from ? j.joined_at : from;
          const r = await memberNetLoss(trx, {
            merchantId: brand.id,
            memberId: j.member_id,
            from: since,
            to,
          });
          if (r.loss > 0n && r.loss >= minLoss) losers.push(r);
        }
      } else {
        losers = await netLossByMember(trx, { merchantId: brand.id, from, to, minLoss });
      }
      const windowKey = config.limits.perMember === 'ONCE' ? 'ONCE' : key;
      for (const l of losers) {
        const ent = await this.#entitle(trx, brand, row, config, {
          memberId: l.memberId,
          window: windowKey,
          source: 'NET_LOSS',
          sourceRef: key,
          basis: l.loss,
          at: window.end,
          after,
        });
        if (ent) entitled += 1;
      }
    }
    return { promotions, entitled, after };
  }
}

/** The triggers' outbox subscribers; live notices are sent once the delivery commits. */
export function triggerSubscribers(deps: {
  triggers: PromotionTriggers;
  promotions: PromotionService;
  brands: BrandService;
  wallet: WalletService;
  events: EventBus;
}): Subscriber[] {
  const signup: Subscriber<'member.registered'> = {
    name: 'promotions.signup',
    types: ['member.registered'],
    async handle(trx, event) {
      await deps.triggers.onRegistered(trx, event);
    },
  };
  const deposit: Subscriber<'deposit.credited'> = {
    name: 'promotions.deposit',
    types: ['deposit.credited'],
    async handle(trx, event) {
      await deps.triggers.onDeposit(trx, event);
    },
  };
  const wager: Subscriber<'wager.settled'> = {
    name: 'promotions.wager-volume',
    types: ['wager.settled'],
    async handle(trx, event) {
      await deps.triggers.onWager(trx, event);
    },
  };
  // The member's tabs hear a reward waiting or paid once the change that made it has committed
  // (nothing written; a retry may tell it twice).
  const live: Subscriber<'promotion.reward_claimable' | 'promotion.reward_issued'> = {
    name: 'promotions.live-reward',
    types: ['promotion.reward_claimable', 'promotion.reward_issued'],
    startFrom: 'now',
    async handle(trx, event) {
      await deps.events.publish(memberChannel(event.merchantId, event.payload.memberId), {
        type: 'reward',
        promotionId: event.payload.promotionId,
        state: event.type === 'promotion.reward_claimable' ? 'CLAIMABLE' : 'ISSUED',
      });
      // A paid reward changed the balance: read through the handler's transaction (the current one).
      if (event.type === 'promotion.reward_issued') {
        const brand = await deps.brands.moneyOf(event.merchantId, trx);
        if (brand) await deps.wallet.publishBalances(brand, [BigInt(event.payload.memberId)], trx);
      }
    },
  };
  return [signup as Subscriber, deposit as Subscriber, wager as Subscriber, live as Subscriber];
}

const CASHBACK_JOBS = [
  { name: 'promotion-cashback-d', period: 'DAY' as const, kind: 'daily' as const, catchUp: 7 * DAY_MS },
  { name: 'promotion-cashback-w', period: 'WEEK' as const, kind: 'weekly' as const, catchUp: 15 * DAY_MS },
];

/** Brands with a published cashback promotion, each in its clock. */
async function cashbackScopes(db: Db, brands: BrandService): Promise<JobScope[]> {
  const scopes: JobScope[] = [];
  for (const merchantId of await repo.brandsWithTrigger(db, 'NET_LOSS')) {
    const brand = await brands.findById(merchantId);
    if (brand) scopes.push({ merchantId, utcOffsetMinutes: offsetOf(brand) });
  }
  return scopes;
}

/**
 * The cashback's period jobs: one per period kind, keyed per brand and period by the runner, a
 * quarter of an hour after the period ends (late settlements); the whole period in one step.
 */
export function cashbackPeriodJobs(deps: {
  db: Db;
  brands: BrandService;
  triggers: PromotionTriggers;
  promotions: PromotionService;
}): PeriodJob<{ entitled: number; promotions: number }>[] {
  return CASHBACK_JOBS.map((spec) => ({
    name: spec.name,
    period: { kind: spec.kind },
    dueAfterMs: 15 * 60_000,
    maxCatchUpMs: spec.catchUp,
    scopes: () => cashbackScopes(deps.db, deps.brands),
    async run(ctx) {
      if (ctx.merchantId === null) return undefined;
      const brand = await deps.brands.findById(ctx.merchantId);
      if (!brand) return undefined;
      let after: AfterCommit = afterCommit();
      const done =
        ctx.checkpoint ??
        (await ctx.step(async (trx) => {
          const r = await deps.triggers.cashback(trx, brand, spec.period, { start: ctx.start, end: ctx.end });
          after = r.after;
          return { entitled: r.entitled, promotions: r.promotions };
        }));
      await deps.promotions.announce(brand, after);
      return { promotions: done.promotions, entitled: done.entitled };
    },
  }));
}

/** Claims not taken within their promotion's claimDays lapse (EXPIRED). */
export function claimExpiryJob(deps: { db: Db; now: () => Date }): Job {
  return {
    name: 'promotion-claim-expiry',
    everyMs: 60_000,
    run: async () => (await repo.expireClaims(deps.db, deps.now())).length,
  };
}
