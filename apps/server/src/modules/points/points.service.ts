import {
  conversionOf,
  DEFAULT_LOYALTY_SETTINGS,
  earnedMilli,
  earnMilliFor,
  type LanguageCode,
  type PointEntryKind,
  type RedemptionState,
  splitMilli,
  type TPage,
  type TPointsSettings,
} from '@portal/contracts';
import type {
  TConversion,
  TMallItem,
  TPointBalance,
  TPointConfig,
  TPointDay,
  TPointEntry,
  TPointMall,
  TRedemption,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events.ts';
import { memberChannel } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import type { DeliveredEvent } from '../../platform/outbox/index.ts';
import { pageOf } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { moneyText } from '../wallet/amounts.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';
import * as repo from './points.repository.ts';
import type { CreditPoints, PointsCredited, PointsCreditInput } from './points-port.ts';

const DAY_MS = 86_400_000;

/** The brand's points settings (the defaults for documents written before loyalty). */
export const pointsSettingsOf = (brand: Pick<Brand, 'settings'>): TPointsSettings =>
  brand.settings.loyalty?.points ?? DEFAULT_LOYALTY_SETTINGS.points;

/** The brand's clock (the settlement clock, GMT+6 by default), minutes east of UTC. */
export const clockOf = (brand: Pick<Brand, 'settings'>): number =>
  brand.settings.contracts?.utcOffsetMinutes ?? 360;

/** [from, to) of local days `from`..`to` (both included) in the brand's clock. */
export function dayWindow(
  brand: Pick<Brand, 'settings'>,
  from: string,
  to: string,
): { from: Date; to: Date } {
  const offsetMs = clockOf(brand) * 60_000;
  return {
    from: new Date(Date.parse(`${from}T00:00:00Z`) - offsetMs),
    to: new Date(Date.parse(`${to}T00:00:00Z`) - offsetMs + DAY_MS),
  };
}

/** The VIP level's points multiplier (basis points, 10000 = ×1), asked at wiring (ADR 0040). */
export type MultiplierBps = (trx: Trx | Db, brand: Brand, memberId: bigint) => Promise<number>;

/** The member's credited deposits in minor units (the mall's amount requirement). */
export type CreditedDeposits = (brand: Brand, memberId: bigint) => Promise<bigint>;

/** The wallet's calls the points need (wallet/bonus.service.ts). */
export interface PointsWallet {
  payCash(
    trx: Trx,
    brand: Brand,
    input: {
      memberId: bigint;
      amount: bigint;
      idempotencyKey: string;
      kind: 'POINTS_CONVERSION' | 'POINTS_VOUCHER';
      metadata?: Record<string, unknown>;
    },
  ): Promise<bigint>;
  publishBalances(brand: Brand, memberIds: bigint[]): Promise<void>;
}

/** One change to a member's points (the only way a balance moves). */
interface Movement {
  memberId: bigint;
  kind: PointEntryKind;
  /** Signed; a negative change that would go below zero is POINTS_INSUFFICIENT. */
  delta: bigint;
  key: string;
  note: string;
  ref: string | null;
}

export interface Moved {
  entryId: bigint;
  balance: bigint;
  delta: bigint;
  kind: PointEntryKind;
  duplicate: boolean;
}

/**
 * Points (issue 19; ADR 0040; flag PTSYS3): the ledger of a member's points (append-only entries
 * beside one balance row that is never negative and is locked for every change), earning from
 * settled bets (per bet, in milli-points, the fraction carried), the published `credit`, the
 * conversion into real money and the mall's redemptions (In Process until an operator decides).
 */
export class PointsService {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #events: EventBus;
  readonly #brands: BrandService;
  readonly #wallet: PointsWallet;
  readonly #multiplier: MultiplierBps;
  readonly #deposits: CreditedDeposits;

  constructor(deps: {
    db: Db;
    now: () => Date;
    events: EventBus;
    brands: BrandService;
    wallet: PointsWallet;
    multiplierBps: MultiplierBps;
    deposits: CreditedDeposits;
  }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#events = deps.events;
    this.#brands = deps.brands;
    this.#wallet = deps.wallet;
    this.#multiplier = deps.multiplierBps;
    this.#deposits = deps.deposits;
  }

  /** POINTS_DISABLED unless the brand runs the points system. */
  enabled(brand: Brand): void {
    if (!brand.flags.PTSYS3) throw new AppError('POINTS_DISABLED');
  }

  // ---- The ledger --------------------------------------------------------------------------------

  /**
   * Moves a member's points under the balance row's lock, once per key (a repeat answers the
   * first entry). A spend below zero is POINTS_INSUFFICIENT (and the database check holds it too).
   */
  async move(trx: Trx, brand: Pick<Brand, 'id'>, m: Movement): Promise<Moved> {
    const known = await repo.findEntryByKey(trx, brand.id, m.key);
    if (known) return this.#known(known);
    const row = await repo.lockBalance(trx, brand.id, m.memberId);
    // Another transaction may have written the key while this one waited for the lock.
    const raced = await repo.findEntryByKey(trx, brand.id, m.key);
    if (raced) return this.#known(raced);
    const balance = row.balance + m.delta;
    if (balance < 0n) {
      throw new AppError('POINTS_INSUFFICIENT', { params: { balance: row.balance.toLocaleString('en-US') } });
    }
    const earnedKinds: PointEntryKind[] = [
      'EARN',
      'EARN_REVERSED',
      'MISSION',
      'LEADERBOARD',
      'REFERRAL',
      'VIP',
      'ADJUST',
    ];
    const earning = earnedKinds.includes(m.kind);
    const at = this.#now();
    await repo.writeBalance(
      trx,
      m.memberId,
      {
        balance,
        carry_milli: row.carry_milli,
        earned: earning ? row.earned + m.delta : row.earned,
        spent: earning ? row.spent : row.spent - m.delta,
        unrecovered: row.unrecovered,
      },
      at,
    );
    const entryId = await repo.insertEntry(trx, {
      merchantId: brand.id,
      memberId: m.memberId,
      kind: m.kind,
      delta: m.delta,
      balanceAfter: balance,
      key: m.key,
      note: m.note,
      ref: m.ref,
      at,
    });
    return { entryId, balance, delta: m.delta, kind: m.kind, duplicate: false };
  }

  #known(e: repo.EntryRow): Moved {
    return { entryId: e.id, balance: e.balance_after, delta: e.delta, kind: e.kind, duplicate: true };
  }

  /** The published credit (points-port.ts): points paid in by VIP, missions, referral. */
  readonly credit: CreditPoints = async (trx, brand, input: PointsCreditInput): Promise<PointsCredited> => {
    if (input.points <= 0n) throw new Error('a points credit needs a positive amount');
    const moved = await this.move(trx, brand, {
      memberId: input.memberId,
      kind: input.kind,
      delta: input.points,
      key: input.idempotencyKey,
      note: input.note.slice(0, 200),
      ref: null,
    });
    if (!moved.duplicate) await this.publish(brand.id, input.memberId, moved);
    return { entryId: moved.entryId, balance: moved.balance, duplicate: moved.duplicate };
  };

  /** A member's balance (0 when they have none yet). */
  async balanceOf(db: Db | Trx, brand: Pick<Brand, 'id'>, memberId: bigint): Promise<bigint> {
    return (await repo.findBalance(db, brand.id, memberId))?.balance ?? 0n;
  }

  /** Tells the member's tabs their points moved (a repeat after a retry is harmless: it carries the balance). */
  async publish(merchantId: number, memberId: bigint, moved: Pick<Moved, 'balance' | 'delta' | 'kind'>) {
    await this.#events
      .publish(memberChannel(merchantId, memberId), {
        type: 'points',
        balance: moved.balance.toString(),
        change: moved.delta > 0n ? `+${moved.delta}` : moved.delta.toString(),
        kind: moved.kind,
      })
      .catch(() => undefined);
  }

  // ---- Earning -----------------------------------------------------------------------------------

  /**
   * `wager.settled` (subscriber points.earn): while PTSYS3 is on, the bet earns valid bet × the
   * category's rate × the VIP multiplier in milli-points. What the bet earned is kept, so a round
   * settled again moves only the difference (an event delivered twice moves nothing). Whole
   * points are posted, the fraction carried; a reversal takes points back, never below zero (what
   * could not be taken back is counted in `unrecovered`).
   */
  async onWager(trx: Trx, event: DeliveredEvent<'wager.settled'>): Promise<void> {
    const brand = await this.#brands.findById(event.merchantId, trx);
    if (!brand?.flags.PTSYS3) return;
    const p = event.payload;
    const memberId = BigInt(p.memberId);
    const validBet = p.outcome === 'SETTLED' ? BigInt(p.validBet) : 0n;
    const moved = await earnOnBet(
      trx,
      brand,
      { memberId, betId: BigInt(p.betId), category: p.category, gameCode: p.gameCode, validBet },
      { key: `earn:${event.id}`, multiplier: () => this.#multiplier(trx, brand, memberId), at: this.#now() },
    );
    if (moved) await this.publish(brand.id, memberId, moved);
  }

  // ---- The member's reads ------------------------------------------------------------------------

  async balance(brand: Brand, memberId: bigint): Promise<TPointBalance> {
    this.enabled(brand);
    const row = await repo.findBalance(this.#db, brand.id, memberId);
    const balance = row?.balance ?? 0n;
    return {
      balance: balance.toString(),
      earned: (row?.earned ?? 0n).toString(),
      spent: (row?.spent ?? 0n).toString(),
      cashValue: moneyText(brand, this.cashValue(brand, balance)),
      currency: brand.currency,
    };
  }

  /** What points are worth at the ratio, rounded down (no minimum or step). */
  cashValue(brand: Brand, points: bigint): bigint {
    const s = pointsSettingsOf(brand);
    return (points * 10n ** BigInt(brand.currencyExponent)) / BigInt(s.pointsPerUnit);
  }

  async config(brand: Brand, memberId: bigint): Promise<TPointConfig> {
    this.enabled(brand);
    const s = pointsSettingsOf(brand);
    return {
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
      pointsPerUnit: s.pointsPerUnit,
      minConvert: s.minConvert,
      convertStep: s.convertStep,
      earn: Object.entries(s.earnMilli)
        .map(([category, milli]) => ({ category, milli }))
        .sort((a, b) => b.milli - a.milli || a.category.localeCompare(b.category)),
      defaultEarnMilli: s.defaultEarnMilli,
      multiplierBps: await this.#multiplier(this.#db, brand, memberId),
    };
  }

  async mall(brand: Brand, language: string, memberId: bigint): Promise<TPointMall> {
    this.enabled(brand);
    const [items, row, redeemed, deposits] = await Promise.all([
      repo.listItems(this.#db, brand.id, true),
      repo.findBalance(this.#db, brand.id, memberId),
      repo.memberRedeemed(this.#db, memberId),
      this.#deposits(brand, memberId),
    ]);
    const balance = row?.balance ?? 0n;
    return {
      balance: balance.toString(),
      deposits: moneyText(brand, deposits),
      currency: brand.currency,
      items: items.map((item) => this.#memberItem(brand, language, item, balance, deposits, redeemed)),
    };
  }

  #memberItem(
    brand: Brand,
    language: string,
    item: repo.ItemRow,
    balance: bigint,
    deposits: bigint,
    redeemed: Map<string, number>,
  ): TMallItem {
    const mine = redeemed.get(String(item.id)) ?? 0;
    const text = itemText(item.content, language);
    return {
      id: String(item.id),
      kind: item.kind,
      name: text.name,
      description: text.description,
      imageUrl: item.image_url,
      points: item.price_points.toString(),
      minDeposits: item.min_deposits_minor > 0n ? moneyText(brand, item.min_deposits_minor) : null,
      value: item.kind === 'PHYSICAL' ? null : moneyText(brand, item.value_minor),
      wagerMultiple: item.wager_multiple,
      stock: item.stock,
      perMemberLimit: item.per_member_limit,
      redeemed: mine,
      blockedBy:
        item.stock !== null && item.stock <= 0
          ? 'STOCK'
          : item.per_member_limit > 0 && mine >= item.per_member_limit
            ? 'LIMIT'
            : deposits < item.min_deposits_minor
              ? 'DEPOSITS'
              : balance < item.price_points
                ? 'POINTS'
                : null,
    };
  }

  redemptionView(brand: Brand, r: repo.RedemptionRow): TRedemption {
    return {
      id: String(r.id),
      itemId: String(r.item_id),
      kind: r.kind,
      name: r.name,
      points: r.points.toString(),
      value: r.kind === 'PHYSICAL' ? null : moneyText(brand, r.value_minor),
      state: r.state,
      address: r.address,
      note: r.note,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
    };
  }

  async redemptions(
    brand: Brand,
    memberId: bigint,
    q: { pageNo: number; pageSize: number; state?: RedemptionState | undefined },
  ): Promise<TPage<TRedemption>> {
    this.enabled(brand);
    const { rows, total } = await repo.redemptionsPage(
      this.#db,
      brand.id,
      { memberId, state: q.state },
      { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize, oldestFirst: false },
    );
    return pageOf(
      rows.map((r) => this.redemptionView(brand, r)),
      total,
      q.pageNo,
      q.pageSize,
    );
  }

  entryView(e: repo.EntryRow): TPointEntry {
    return {
      id: String(e.id),
      kind: e.kind,
      change: e.delta > 0n ? `+${e.delta}` : e.delta.toString(),
      balance: e.balance_after.toString(),
      note: e.note,
      createdAt: e.created_at.toISOString(),
    };
  }

  async entriesOf(
    brand: Brand,
    memberId: bigint,
    q: {
      pageNo: number;
      pageSize: number;
      kind?: PointEntryKind | undefined;
      from?: string | undefined;
      to?: string | undefined;
    },
  ): Promise<TPage<TPointEntry>> {
    const from = q.from ? dayWindow(brand, q.from, q.from).from : undefined;
    const to = q.to ? dayWindow(brand, q.to, q.to).to : undefined;
    const { rows, total } = await repo.entriesPage(
      this.#db,
      brand.id,
      memberId,
      { kind: q.kind, from, to },
      { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
    );
    return pageOf(
      rows.map((e) => this.entryView(e)),
      total,
      q.pageNo,
      q.pageSize,
    );
  }

  async entries(
    brand: Brand,
    memberId: bigint,
    q: {
      pageNo: number;
      pageSize: number;
      kind?: PointEntryKind | undefined;
      from?: string | undefined;
      to?: string | undefined;
    },
  ): Promise<TPage<TPointEntry>> {
    this.enabled(brand);
    return this.entriesOf(brand, memberId, q);
  }

  async days(brand: Brand, memberId: bigint, q: { from: string; to: string }): Promise<TPointDay[]> {
    this.enabled(brand);
    const window = dayWindow(brand, q.from, q.to);
    const rows = await repo.memberDays(this.#db, brand.id, memberId, {
      ...window,
      offsetMinutes: clockOf(brand),
    });
    return rows.map((r) => ({ day: r.day, earned: r.earned, spent: r.spent }));
  }

  // ---- The member's commands ---------------------------------------------------------------------

  /**
   * passwordCheck/convertPoint: the points (at least the minimum, on the step) leave the balance
   * and their value at the ratio is paid PROMOTION → MAIN (POINTS_CONVERSION), in one transaction
   * under the balance row's lock; once per requestId.
   */
  async convert(
    brand: Brand,
    memberId: bigint,
    input: { requestId: string; points: string; paymentPassword: string },
  ): Promise<TConversion> {
    this.enabled(brand);
    const points = BigInt(input.points);
    const settings = pointsSettingsOf(brand);
    const conversion = conversionOf(points, settings, brand.currencyExponent);
    if (!conversion.ok) {
      if (conversion.problem === 'STEP')
        throw new AppError('POINTS_STEP', {
          params: { min: settings.minConvert, step: settings.convertStep },
        });
      throw new AppError('POINTS_BELOW_MINIMUM', { params: { min: settings.minConvert } });
    }
    if (conversion.cash <= 0n)
      throw new AppError('POINTS_BELOW_MINIMUM', { params: { min: settings.minConvert } });
    // Checked before the password, so a conversion that cannot pass costs no attempt.
    const have = await this.balanceOf(this.#db, brand, memberId);
    if (have < points)
      throw new AppError('POINTS_INSUFFICIENT', { params: { balance: have.toLocaleString('en-US') } });
    await checkPaymentPassword(this.#db, brand, memberId, input.paymentPassword, this.#now());
    const done: { moved?: Moved } = {};
    const answer = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `points-convert:${input.requestId}`,
          request: { points: input.points },
        },
        async (): Promise<TConversion> => {
          const key = `convert:${memberId}:${input.requestId}`;
          const moved = await this.move(trx, brand, {
            memberId,
            kind: 'CONVERT',
            delta: -points,
            key,
            note: moneyText(brand, conversion.cash),
            ref: `cash:${conversion.cash}`,
          });
          await this.#wallet.payCash(trx, brand, {
            memberId,
            amount: conversion.cash,
            idempotencyKey: `points-convert:${memberId}:${input.requestId}`,
            kind: 'POINTS_CONVERSION',
            metadata: { points: points.toString() },
          });
          done.moved = moved;
          return {
            points: points.toString(),
            cash: moneyText(brand, conversion.cash),
            balance: moved.balance.toString(),
          };
        },
      ),
    );
    if (done.moved && !done.moved.duplicate) {
      await this.publish(brand.id, memberId, done.moved);
      await this.#wallet.publishBalances(brand, [memberId]).catch(() => undefined);
    }
    return answer;
  }

  /**
   * passwordCheck/redeemPointReward: the item's price leaves the balance and one of its stock is
   * reserved, in one transaction (the item and the balance row locked); the redemption waits In
   * Process for an operator. Once per requestId; a physical item needs the delivery address.
   */
  async redeem(
    brand: Brand,
    language: string,
    memberId: bigint,
    input: { requestId: string; itemId: string; paymentPassword: string; address?: string | undefined },
  ): Promise<{ redemption: TRedemption; balance: string }> {
    this.enabled(brand);
    const itemId = BigInt(input.itemId);
    const known = await repo.findRedemptionByRequest(this.#db, memberId, input.requestId);
    if (known) {
      if (known.item_id !== itemId) throw new AppError('IDEMPOTENCY_CONFLICT');
      return {
        redemption: this.redemptionView(brand, known),
        balance: (await this.balanceOf(this.#db, brand, memberId)).toString(),
      };
    }
    // The checks a member can fix, before the password (they cost no attempt); again under the locks.
    const item = (await repo.listItems(this.#db, brand.id, true)).find((i) => i.id === itemId);
    if (!item) throw new AppError('MALL_ITEM_NOT_FOUND');
    const address = input.address?.trim() ? input.address.trim() : null;
    if (item.kind === 'PHYSICAL' && !address) throw new AppError('MALL_ADDRESS_REQUIRED');
    const deposits = await this.#deposits(brand, memberId);
    const have = await this.balanceOf(this.#db, brand, memberId);
    this.#check(brand, item, have, deposits, await repo.memberRedeemed(this.#db, memberId));
    await checkPaymentPassword(this.#db, brand, memberId, input.paymentPassword, this.#now());

    const done: { moved?: Moved } = {};
    const result = await this.#db.transaction().execute(async (trx) => {
      const locked = await repo.lockItem(trx, brand.id, itemId);
      if (locked?.status !== 'ACTIVE') throw new AppError('MALL_ITEM_NOT_FOUND');
      const row = await repo.lockBalance(trx, brand.id, memberId);
      const again = await repo.findRedemptionByRequest(trx, memberId, input.requestId);
      if (again) {
        if (again.item_id !== itemId) throw new AppError('IDEMPOTENCY_CONFLICT');
        return { redemption: again, balance: row.balance };
      }
      this.#check(brand, locked, row.balance, deposits, await repo.memberRedeemed(trx, memberId));
      const redemption = await repo.insertRedemption(trx, {
        merchant_id: brand.id,
        member_id: memberId,
        item_id: locked.id,
        kind: locked.kind,
        name: itemText(locked.content, language).name,
        points: locked.price_points,
        value_minor: locked.kind === 'PHYSICAL' ? 0n : locked.value_minor,
        wager_multiple: locked.wager_multiple,
        address: locked.kind === 'PHYSICAL' ? address : null,
        request_id: input.requestId,
        created_at: this.#now(),
      });
      await repo.moveStock(trx, locked.id, -1);
      const moved = await this.move(trx, brand, {
        memberId,
        kind: 'REDEEM',
        delta: -locked.price_points,
        key: `redeem:${redemption.id}`,
        note: redemption.name,
        ref: `redemption:${redemption.id}`,
      });
      done.moved = moved;
      return { redemption, balance: moved.balance };
    });
    if (done.moved) await this.publish(brand.id, memberId, done.moved);
    return { redemption: this.redemptionView(brand, result.redemption), balance: result.balance.toString() };
  }

  #check(
    brand: Brand,
    item: repo.ItemRow,
    have: bigint,
    deposits: bigint,
    redeemed: Map<string, number>,
  ): void {
    if (item.stock !== null && item.stock <= 0) throw new AppError('MALL_ITEM_OUT_OF_STOCK');
    if (item.per_member_limit > 0 && (redeemed.get(String(item.id)) ?? 0) >= item.per_member_limit)
      throw new AppError('MALL_ITEM_LIMIT');
    if (deposits < item.min_deposits_minor)
      throw new AppError('MALL_DEPOSITS_REQUIRED', {
        params: { amount: moneyText(brand, item.min_deposits_minor) },
      });
    if (have < item.price_points)
      throw new AppError('POINTS_INSUFFICIENT', { params: { balance: have.toLocaleString('en-US') } });
  }
}

/** An item's text in a language: the language's, else English (fil is optional). */
export function itemText(content: unknown, language: string): { name: string; description: string } {
  const all = (content ?? {}) as Partial<Record<LanguageCode, { name?: string; description?: string }>>;
  const mine = all[language as LanguageCode];
  const en = all.en ?? { name: '', description: '' };
  return {
    name: mine?.name?.trim() ? mine.name : (en.name ?? ''),
    description: mine?.name?.trim() ? (mine.description ?? '') : (en.description ?? ''),
  };
}

/**
 * What one settled bet earns (the earning subscriber's work, and the demo seed's on the bets it
 * writes): valid bet × the category's rate × the multiplier in milli-points; what the bet earned
 * before is kept, so a round settled again moves only the difference; whole points are posted and
 * the fraction carried; a reversal takes points back, never below zero (the rest is counted in
 * `unrecovered`). Null when nothing moved.
 */
export async function earnOnBet(
  trx: Trx,
  brand: Pick<Brand, 'id' | 'currencyExponent' | 'settings'>,
  bet: { memberId: bigint; betId: bigint; category: string; gameCode: string; validBet: bigint },
  options: { key: string; multiplier: () => Promise<number>; at: Date },
): Promise<Pick<Moved, 'balance' | 'delta' | 'kind'> | null> {
  const { memberId, betId } = bet;
  const settings = pointsSettingsOf(brand);
  const multiplier = bet.validBet > 0n ? await options.multiplier() : 10_000;
  const target = earnedMilli(
    bet.validBet,
    brand.currencyExponent,
    earnMilliFor(settings, bet.category),
    multiplier,
  );
  const at = options.at;
  // What the bet earned before and what it earns now, in one statement (the bet's row locked).
  const before = await repo.swapBetEarning(trx, { merchantId: brand.id, betId, memberId, milli: target, at });
  const diff = target - (before ?? 0n);
  if (diff === 0n) return null;
  const row = await repo.lockBalance(trx, brand.id, memberId);
  const split = splitMilli(row.carry_milli, diff);
  let taken = split.points;
  let unrecovered = row.unrecovered;
  if (split.points < 0n && row.balance + split.points < 0n) {
    taken = -row.balance;
    unrecovered += -split.points - row.balance;
  }
  const balance = row.balance + taken;
  await repo.writeBalance(
    trx,
    memberId,
    { balance, carry_milli: split.carry, earned: row.earned + taken, spent: row.spent, unrecovered },
    at,
  );
  if (taken === 0n) return null;
  const kind: PointEntryKind = taken > 0n ? 'EARN' : 'EARN_REVERSED';
  await repo.insertEntry(trx, {
    merchantId: brand.id,
    memberId,
    kind,
    delta: taken,
    balanceAfter: balance,
    key: options.key,
    note: `${bet.category} ${bet.gameCode}`.slice(0, 200),
    ref: `bet:${betId}`,
    at,
  });
  return { balance, delta: taken, kind };
}
