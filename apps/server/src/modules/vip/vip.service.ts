import {
  DEFAULT_LOYALTY_SETTINGS,
  isTrialType,
  type LanguageCode,
  levelFor,
  progressToNext,
  type TVipSettings,
  type VipThreshold,
} from '@portal/contracts';
import type { TVipLadder, TVipLevel, TVipReward, TVipStatus, VipStyle } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import { appendEvent, type DeliveredEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { NewMessage } from '../content/inbox.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { findMemberById } from '../member/members.ts';
import { type PayLoyaltyReward, rewardText } from '../points/loyalty-rewards.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { VipLevelRow, VipMemberRow } from './vip.repository.ts';
import * as repo from './vip.repository.ts';
import { langOf, vipText } from './vip-texts.ts';

const DAY_MS = 86_400_000;
const FULL_BPS = 10_000;

/** Writes one member's inbox message in the caller's transaction (the content module's inbox). */
export type NotifyIn = (trx: Trx, message: NewMessage & { memberId: bigint }) => Promise<unknown>;

/** Tells a member's tabs their balance (a CASH reward moved it) once the change has committed. */
export type PublishBalance = (trx: Trx, merchantId: number, memberId: bigint) => Promise<void>;

/** The brand's VIP settings (the defaults for a document written before issue 19). */
export const vipSettingsOf = (brand: Pick<Brand, 'settings'>): TVipSettings =>
  brand.settings.loyalty?.vip ?? DEFAULT_LOYALTY_SETTINGS.vip;

/** The brand's clock (the settlement clock, GMT+6 by default), minutes east of UTC. */
export const offsetOf = (brand: Pick<Brand, 'settings'>): number =>
  brand.settings.contracts?.utcOffsetMinutes ?? 360;

/** The local calendar day (YYYY-MM-DD) of an instant in a clock. */
export const localDay = (at: Date, offsetMinutes: number): string =>
  new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The day `days` before a YYYY-MM-DD day. */
export const dayBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The instant the monthly review of a local month ("2026-11") happens: the next month's start. */
export function reviewInstant(month: string, offsetMinutes: number): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1) - offsetMinutes * 60_000);
}

export const thresholdsOf = (levels: readonly VipLevelRow[]): VipThreshold[] =>
  levels.map((l) => ({ level: l.level, validBet: l.valid_bet_minor, deposits: l.deposits_minor }));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function levelName(row: Pick<VipLevelRow, 'names' | 'level'> | undefined, language: string): string {
  if (!row) return '';
  const names = row.names as unknown as { en: string; bn: string; fil?: string };
  return (language === 'bn' ? names.bn : language === 'fil' ? names.fil : undefined) || names.en;
}

/** What happened in a transaction that the member's tabs should hear once it commits. */
export interface VipAfter {
  live: { merchantId: number; memberId: bigint; level: number; progressBps: number }[];
  balances: { merchantId: number; memberId: bigint }[];
  messages: number;
}
export const vipAfter = (): VipAfter => ({ live: [], balances: [], messages: 0 });

/**
 * VIP levels (issue 19; ADR 0040): members' figures from settled bets and credited deposits
 * (each counted once, a round settled again by the difference), the level they reach (upgrades at
 * once, in the event's transaction, paying each passed level's reward once), the monthly review
 * with notice when the brand enables downgrades, the perks other modules ask for, and the ladder
 * and status the player site shows.
 */
export class VipService {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #brands: BrandService;
  readonly #pay: PayLoyaltyReward;
  readonly #notify: NotifyIn;
  readonly #events: EventBus;
  readonly #publishBalance: PublishBalance;

  constructor(deps: {
    db: Db;
    now: () => Date;
    brands: BrandService;
    pay: PayLoyaltyReward;
    notify: NotifyIn;
    events: EventBus;
    publishBalance: PublishBalance;
  }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#brands = deps.brands;
    this.#pay = deps.pay;
    this.#notify = deps.notify;
    this.#events = deps.events;
    this.#publishBalance = deps.publishBalance;
  }

  levels(db: Db | Trx, merchantId: number): Promise<VipLevelRow[]> {
    return repo.levelsOf(db, merchantId);
  }

  // ---- Figures and upgrades ------------------------------------------------------------------

  /** The figures a level is measured on for a member on a day (lifetime, or the rolling window's). */
  async figures(
    db: Db | Trx,
    brand: Brand,
    state: Pick<VipMemberRow, 'member_id' | 'valid_bet_minor' | 'deposits_minor'>,
    day: string,
  ): Promise<{ validBet: bigint; deposits: bigint }> {
    const s = vipSettingsOf(brand);
    if (s.basis === 'LIFETIME') return { validBet: state.valid_bet_minor, deposits: state.deposits_minor };
    return repo.windowFigures(db, state.member_id, dayBefore(day, s.rollingDays - 1), day);
  }

  /** `wager.settled`: the bet's valid bet (0 once cancelled) counts once, by the difference. */
  async onWager(trx: Trx, event: DeliveredEvent<'wager.settled'>, after: VipAfter): Promise<void> {
    const p = event.payload;
    const amount = p.outcome === 'SETTLED' ? BigInt(p.validBet) : 0n;
    await this.#count(trx, event.merchantId, BigInt(p.memberId), {
      source: 'BET',
      ref: BigInt(p.betId),
      amount,
      at: new Date(p.settledAt),
      after,
    });
  }

  /** `deposit.credited`: the deposit counts once. */
  async onDeposit(trx: Trx, event: DeliveredEvent<'deposit.credited'>, after: VipAfter): Promise<void> {
    const p = event.payload;
    await this.#count(trx, event.merchantId, BigInt(p.memberId), {
      source: 'DEPOSIT',
      ref: BigInt(p.depositId),
      amount: BigInt(p.amount),
      at: new Date(p.creditedAt),
      after,
    });
  }

  async #count(
    trx: Trx,
    merchantId: number,
    memberId: bigint,
    q: { source: 'BET' | 'DEPOSIT'; ref: bigint; amount: bigint; at: Date; after: VipAfter },
  ): Promise<void> {
    // The member's state row is the lock that serialises their events (and the review).
    const known = await repo.lockExistingState(trx, memberId);
    if (!known) {
      // Trial (free play) accounts have no VIP level: nothing of theirs is counted.
      const member = await findMemberById(trx, merchantId, memberId);
      if (!member || isTrialType(member.type)) return;
      if (q.amount === 0n) return;
    }
    const brand = await this.#brands.findById(merchantId, trx);
    if (!brand) return;
    if (!known) await repo.lockMemberState(trx, merchantId, memberId);
    const day = localDay(q.at, offsetOf(brand));
    const counted = await repo.countOnce(trx, {
      merchantId,
      source: q.source,
      ref: q.ref,
      memberId,
      day,
      amount: q.amount,
    });
    if (counted.delta === 0n) return;
    const state = await repo.addFigures(trx, {
      merchantId,
      memberId,
      day: counted.day,
      validBet: q.source === 'BET' ? counted.delta : 0n,
      deposits: q.source === 'DEPOSIT' ? counted.delta : 0n,
    });
    await this.settle(
      trx,
      brand,
      state,
      localDay(this.#now() > q.at ? this.#now() : q.at, offsetOf(brand)),
      q.after,
    );
  }

  /**
   * Moves a locked member up to the level their figures reach (never down: that is the review's),
   * paying each passed level's reward once; clears a notice the figures answer again.
   */
  async settle(trx: Trx, brand: Brand, state: VipMemberRow, day: string, after: VipAfter): Promise<void> {
    const levels = await repo.levelsOf(trx, brand.id);
    const thresholds = thresholdsOf(levels);
    const figures = await this.figures(trx, brand, state, day);
    const reached = levelFor(thresholds, figures.validBet, figures.deposits);
    const at = this.#now();
    let level = state.level;
    if (reached > state.level) {
      await this.#upgrade(trx, brand, state, levels, reached, at, after);
      level = reached;
      after.messages += 1;
    } else if (state.notice_review !== null && reached >= state.level) {
      await repo.setNotice(trx, state.member_id, null);
    }
    const progress = progressToNext(thresholds, level, figures.validBet, figures.deposits);
    after.live.push({ merchantId: brand.id, memberId: state.member_id, level, progressBps: progress.bps });
  }

  async #upgrade(
    trx: Trx,
    brand: Brand,
    state: VipMemberRow,
    levels: readonly VipLevelRow[],
    to: number,
    at: Date,
    after: VipAfter,
  ): Promise<void> {
    const member = await findMemberById(trx, brand.id, state.member_id);
    const language = langOf(member?.language ?? brand.defaultLanguage);
    const paid: string[] = [];
    for (const row of levels) {
      if (row.level <= state.level || row.level > to) continue;
      if (!row.reward_kind || row.reward_amount <= 0n) continue;
      const id = await repo.insertReward(trx, {
        merchantId: brand.id,
        memberId: state.member_id,
        level: row.level,
        kind: row.reward_kind,
        amount: row.reward_amount,
        wagerMultiple: row.reward_wager_multiple,
        at,
      });
      // Paid before (the member dropped and climbed again): once is all.
      if (id === null) continue;
      const reward = {
        kind: row.reward_kind,
        amount: row.reward_amount,
        wagerMultiple: row.reward_wager_multiple,
      };
      await this.#pay(trx, brand, reward, {
        memberId: state.member_id,
        idempotencyKey: `vip-level:${state.member_id}:${row.level}`,
        title: `VIP ${levelName(row, 'en')}`,
        cashKind: 'VIP_REWARD',
        pointsKind: 'VIP',
        metadata: { level: row.level, vipRewardId: String(id) },
      });
      if (reward.kind === 'CASH') after.balances.push({ merchantId: brand.id, memberId: state.member_id });
      paid.push(
        rewardText(brand, reward, { bonus: vipText('bonus', language), points: vipText('points', language) }),
      );
    }
    await repo.setLevel(trx, state.member_id, to, at);
    await repo.insertChange(trx, {
      merchantId: brand.id,
      memberId: state.member_id,
      from: state.level,
      to,
      reason: 'UPGRADE',
      at,
    });
    await appendEvent(trx, {
      type: 'vip.level_changed',
      aggregate: 'member',
      aggregateId: String(state.member_id),
      merchantId: brand.id,
      payload: {
        memberId: String(state.member_id),
        fromLevel: state.level,
        toLevel: to,
        changedAt: at.toISOString(),
      },
    });
    const name = escapeHtml(
      levelName(
        levels.find((l) => l.level === to),
        language,
      ),
    );
    await this.#notify(trx, {
      merchantId: brand.id,
      memberId: state.member_id,
      language,
      kind: 'SYSTEM',
      title: vipText('upTitle', language, {
        level: levelName(
          levels.find((l) => l.level === to),
          language,
        ),
      }),
      content:
        vipText('upBody', language, { level: name }) +
        (paid.length > 0 ? vipText('upReward', language, { reward: escapeHtml(paid.join(', ')) }) : ''),
    });
  }

  /** After the transaction committed: wake the dispatchers, tell the member's tabs. */
  async announce(after: VipAfter): Promise<void> {
    if (after.messages > 0) wakeDispatchers(this.#events);
    for (const l of after.live)
      await this.#events.publish(memberChannel(l.merchantId, l.memberId), {
        type: 'vip',
        level: l.level,
        progressBps: l.progressBps,
      });
  }

  /** Inside a delivery: the live notice and the balance (a retry may tell them twice). */
  async announceIn(trx: Trx, after: VipAfter): Promise<void> {
    for (const l of after.live)
      await this.#events.publish(memberChannel(l.merchantId, l.memberId), {
        type: 'vip',
        level: l.level,
        progressBps: l.progressBps,
      });
    for (const b of after.balances) await this.#publishBalance(trx, b.merchantId, b.memberId);
  }

  // ---- The review (downgrades) ---------------------------------------------------------------

  /**
   * The notice of a review: members whose figures on `day` no longer hold their level are told
   * (once per review) what they move to if still short at the review; members whose figures hold
   * it again lose their notice. Answers how many were told.
   */
  async notices(
    trx: Trx,
    brand: Brand,
    review: string,
    day: string,
  ): Promise<{ noticed: number; cleared: number }> {
    const levels = await repo.levelsOf(trx, brand.id);
    const thresholds = thresholdsOf(levels);
    const reviewAt = reviewInstant(review, offsetOf(brand));
    const reviewDay = localDay(new Date(reviewAt.getTime() - 1), offsetOf(brand));
    let noticed = 0;
    let cleared = 0;
    for (const candidate of await repo.leveledMembers(trx, brand.id)) {
      const state = await repo.lockMemberState(trx, brand.id, candidate.member_id);
      const figures = await this.figures(trx, brand, state, day);
      const held = levelFor(thresholds, figures.validBet, figures.deposits);
      if (held >= state.level) {
        if (state.notice_review !== null) {
          await repo.setNotice(trx, state.member_id, null);
          cleared += 1;
        }
        continue;
      }
      if (state.notice_review === review && state.notice_level === held) continue;
      const first = state.notice_review !== review;
      await repo.setNotice(trx, state.member_id, { review, level: held, at: this.#now() });
      if (!first) continue;
      noticed += 1;
      const member = await findMemberById(trx, brand.id, state.member_id);
      const language = langOf(member?.language ?? brand.defaultLanguage);
      const name = (level: number) =>
        levelName(
          levels.find((l) => l.level === level),
          language,
        );
      await this.#notify(trx, {
        merchantId: brand.id,
        memberId: state.member_id,
        language,
        kind: 'SYSTEM',
        title: vipText('noticeTitle', language),
        content: vipText('noticeBody', language, {
          level: escapeHtml(name(state.level)),
          to: escapeHtml(name(held)),
          date: reviewDay,
        }),
      });
    }
    return { noticed, cleared };
  }

  /**
   * The review: members noticed for it whose figures on its day still fall short move down to
   * the level their figures hold (never lower); the others keep their level and lose the notice.
   */
  async review(trx: Trx, brand: Brand, review: string): Promise<{ moved: number; kept: number }> {
    const levels = await repo.levelsOf(trx, brand.id);
    const thresholds = thresholdsOf(levels);
    const reviewAt = reviewInstant(review, offsetOf(brand));
    const day = localDay(new Date(reviewAt.getTime() - 1), offsetOf(brand));
    let moved = 0;
    let kept = 0;
    for (const candidate of await repo.noticedMembers(trx, brand.id, review)) {
      const state = await repo.lockMemberState(trx, brand.id, candidate.member_id);
      if (state.notice_review !== review) continue;
      const figures = await this.figures(trx, brand, state, day);
      const held = levelFor(thresholds, figures.validBet, figures.deposits);
      if (held >= state.level) {
        await repo.setNotice(trx, state.member_id, null);
        kept += 1;
        continue;
      }
      moved += 1;
      await repo.setLevel(trx, state.member_id, held, reviewAt);
      await repo.insertChange(trx, {
        merchantId: brand.id,
        memberId: state.member_id,
        from: state.level,
        to: held,
        reason: 'REVIEW',
        at: reviewAt,
      });
      await appendEvent(trx, {
        type: 'vip.level_changed',
        aggregate: 'member',
        aggregateId: String(state.member_id),
        merchantId: brand.id,
        payload: {
          memberId: String(state.member_id),
          fromLevel: state.level,
          toLevel: held,
          changedAt: reviewAt.toISOString(),
        },
      });
      const member = await findMemberById(trx, brand.id, state.member_id);
      const language = langOf(member?.language ?? brand.defaultLanguage);
      const name = levelName(
        levels.find((l) => l.level === held),
        language,
      );
      await this.#notify(trx, {
        merchantId: brand.id,
        memberId: state.member_id,
        language,
        kind: 'SYSTEM',
        title: vipText('downTitle', language, { level: name }),
        content: vipText('downBody', language, { level: escapeHtml(name) }),
      });
    }
    return { moved, kept };
  }

  // ---- Perks other modules ask for ------------------------------------------------------------

  /** The points multiplier of the member's level (10000 = ×1; ×1 without a ladder). */
  async pointsMultiplierBps(db: Db | Trx, brand: Pick<Brand, 'id'>, memberId: bigint): Promise<number> {
    const row = await repo.levelRowOfMember(db, brand.id, memberId);
    return row?.points_multiplier_bps ?? FULL_BPS;
  }

  /** The extra manual-rebate rate of the member's level (bps; 0 without one). */
  async rebateExtraBps(db: Db | Trx, brand: Pick<Brand, 'id'>, memberId: bigint): Promise<number> {
    const row = await repo.levelRowOfMember(db, brand.id, memberId);
    return row?.rebate_extra_bps ?? 0;
  }

  /** The member's level (0 without one). */
  levelOf(db: Db | Trx, memberId: bigint): Promise<number> {
    return repo.levelOfMember(db, memberId);
  }

  /** The daily withdrawal limit of the member's level (minor units); null: the brand's limits only. */
  async withdrawalDailyLimit(
    db: Db | Trx,
    brand: Pick<Brand, 'id'>,
    memberId: bigint,
  ): Promise<bigint | null> {
    const row = await repo.levelRowOfMember(db, brand.id, memberId);
    return row?.withdrawal_daily_limit_minor ?? null;
  }

  // ---- What the player site shows ---------------------------------------------------------------

  #reward(brand: Brand, row: VipLevelRow): TVipReward | null {
    if (!row.reward_kind || row.reward_amount <= 0n) return null;
    return {
      kind: row.reward_kind,
      amount:
        row.reward_kind === 'POINTS' ? row.reward_amount.toString() : moneyText(brand, row.reward_amount),
      wagerMultiple: row.reward_wager_multiple,
    };
  }

  #level(brand: Brand, language: LanguageCode, row: VipLevelRow): TVipLevel {
    return {
      level: row.level,
      name: levelName(row, language),
      style: row.style as VipStyle,
      validBet: moneyText(brand, row.valid_bet_minor),
      deposits: moneyText(brand, row.deposits_minor),
      pointsMultiplierBps: row.points_multiplier_bps,
      rebateExtraBps: row.rebate_extra_bps,
      withdrawalDailyLimit:
        row.withdrawal_daily_limit_minor === null ? null : moneyText(brand, row.withdrawal_daily_limit_minor),
      hasContact: row.contact !== null && row.contact !== '',
      reward: this.#reward(brand, row),
    };
  }

  async ladder(brand: Brand, language: LanguageCode): Promise<TVipLadder> {
    const s = vipSettingsOf(brand);
    const rows = await repo.levelsOf(this.#db, brand.id);
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      basis: s.basis,
      rollingDays: s.rollingDays,
      downgrades: s.downgrades,
      noticeDays: s.noticeDays,
      levels: rows.map((r) => this.#level(brand, language, r)),
    };
  }

  async status(brand: Brand, language: LanguageCode, memberId: bigint): Promise<TVipStatus> {
    const s = vipSettingsOf(brand);
    const [rows, state, rewards] = await Promise.all([
      repo.levelsOf(this.#db, brand.id),
      repo.memberState(this.#db, memberId),
      repo.rewardsOf(this.#db, memberId),
    ]);
    const day = localDay(this.#now(), offsetOf(brand));
    const figures = state ? await this.figures(this.#db, brand, state, day) : { validBet: 0n, deposits: 0n };
    const level = state?.level ?? 0;
    const current = rows.find((r) => r.level === level);
    const thresholds = thresholdsOf(rows);
    const progress = progressToNext(thresholds, level, figures.validBet, figures.deposits);
    const measure = (have: bigint, need: bigint) => ({
      have: moneyText(brand, have),
      need: moneyText(brand, need),
      left: moneyText(brand, have >= need ? 0n : need - have),
      bps: need <= 0n || have >= need ? FULL_BPS : Number((have * BigInt(FULL_BPS)) / need),
    });
    const nextRow = progress.next ? rows.find((r) => r.level === progress.next?.level) : undefined;
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      level,
      name: levelName(current, language),
      style: (current?.style ?? 'iron') as VipStyle,
      reachedAt: state?.reached_at?.toISOString() ?? null,
      basis: s.basis,
      validBet: moneyText(brand, figures.validBet),
      deposits: moneyText(brand, figures.deposits),
      next:
        progress.next && nextRow
          ? {
              level: progress.next.level,
              name: levelName(nextRow, language),
              validBet: measure(figures.validBet, progress.next.validBet),
              deposits: measure(figures.deposits, progress.next.deposits),
              bps: progress.bps,
            }
          : null,
      perks: {
        pointsMultiplierBps: current?.points_multiplier_bps ?? FULL_BPS,
        rebateExtraBps: current?.rebate_extra_bps ?? 0,
        withdrawalDailyLimit:
          current?.withdrawal_daily_limit_minor == null
            ? null
            : moneyText(brand, current.withdrawal_daily_limit_minor),
        contact: current?.contact ? current.contact : null,
      },
      rewards: rewards.map((r) => ({
        level: r.level,
        kind: r.kind,
        amount: r.kind === 'POINTS' ? r.amount.toString() : moneyText(brand, r.amount),
        wagerMultiple: r.wager_multiple,
        paidAt: r.paid_at.toISOString(),
      })),
      notice:
        state?.notice_review && state.notice_level !== null && s.downgrades
          ? {
              toLevel: state.notice_level,
              reviewAt: reviewInstant(state.notice_review, offsetOf(brand)).toISOString(),
            }
          : null,
    };
  }
}
