import type { TPointsSettings } from '@portal/contracts';
import { DEFAULT_LOYALTY_SETTINGS, parseMoney, type RedemptionState, type TPage } from '@portal/contracts';
import type {
  TAdminMallItem,
  TAdminRedemption,
  TMallItemInput,
  TMemberPoints,
  TPointsReport,
  TPointsSettingsView,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Client } from '../../platform/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { wakeDispatchers } from '../../platform/outbox/index.ts';
import { pageOf } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { findMemberByAccount, findMemberById, memberAccountsOf } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import { loyaltyBonusTerms, type RewardWallet } from './loyalty-rewards.ts';
import * as repo from './points.repository.ts';
import {
  clockOf,
  dayWindow,
  type PointsService,
  type PointsWallet,
  pointsSettingsOf,
} from './points.service.ts';
import { pointsTexts } from './points-texts.ts';

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The console's points screens (issue 19; ADR 0040): settings.loyalty.points, the mall's items,
 * the redemption queue (approve pays a cash voucher or grants a bonus; reject gives the points and
 * the stock back), a member's points with adjustments, and the report. Every write is audited in
 * the transaction of the change; the member hears of a decision in their inbox, in the same
 * transaction.
 */
export class PointsConsole {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #events: EventBus;
  readonly #brands: BrandService;
  readonly #points: PointsService;
  readonly #wallet: PointsWallet & Pick<RewardWallet, 'grantBonus'>;
  readonly #inbox: InboxService | null;

  constructor(deps: {
    db: Db;
    now: () => Date;
    events: EventBus;
    brands: BrandService;
    points: PointsService;
    wallet: PointsWallet & Pick<RewardWallet, 'grantBonus'>;
    inbox: InboxService | null;
  }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#events = deps.events;
    this.#brands = deps.brands;
    this.#points = deps.points;
    this.#wallet = deps.wallet;
    this.#inbox = deps.inbox;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  async #audit(
    trx: Db,
    operator: OperatorPrincipal,
    client: Client,
    action: string,
    target: string,
    details: Record<string, unknown>,
  ) {
    await recordAudit(trx, {
      merchantId: operator.merchantId,
      actorType: 'operator',
      actorId: String(operator.operatorId),
      action,
      target,
      ip: client.ip,
      details,
    });
  }

  // ---- Settings ----------------------------------------------------------------------------------

  #settingsView(brand: Brand): TPointsSettingsView {
    return {
      settings: pointsSettingsOf(brand),
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
    };
  }

  async settings(operator: OperatorPrincipal): Promise<TPointsSettingsView> {
    return this.#settingsView(await this.#brand(operator));
  }

  /** Replaces settings.loyalty.points only (VIP and referral stay as they are), audited. */
  async setSettings(
    operator: OperatorPrincipal,
    input: TPointsSettings,
    client: Client,
  ): Promise<TPointsSettingsView> {
    const brand = await this.#brand(operator);
    if (sameJson(pointsSettingsOf(brand), input)) return this.#settingsView(brand);
    await this.#brands.updateSettings(
      brand,
      (settings) => ({
        ...settings,
        loyalty: { ...(settings.loyalty ?? DEFAULT_LOYALTY_SETTINGS), points: input },
      }),
      async (trx, change) => {
        const before = (change.before as { loyalty?: { points?: unknown } }).loyalty?.points;
        const after = (change.after as { loyalty?: { points?: unknown } }).loyalty?.points;
        if (sameJson(before, after)) return;
        await this.#audit(trx, operator, client, 'settings.loyalty.points', `brand:${brand.code}`, {
          before,
          after,
        });
      },
    );
    return this.#settingsView(await this.#brand(operator));
  }

  // ---- Mall items --------------------------------------------------------------------------------

  #itemView(brand: Brand, r: repo.ItemRow, counts?: { open: number; approved: number }): TAdminMallItem {
    const text = (r.content ?? {}) as TAdminMallItem['text'];
    return {
      id: String(r.id),
      kind: r.kind,
      text,
      imageUrl: r.image_url,
      points: r.price_points.toString(),
      minDeposits: moneyText(brand, r.min_deposits_minor),
      value: moneyText(brand, r.value_minor),
      wagerMultiple: r.wager_multiple,
      stock: r.stock,
      perMemberLimit: r.per_member_limit,
      status: r.status,
      sortOrder: r.sort_order,
      inProcess: counts?.open ?? 0,
      approved: counts?.approved ?? 0,
      updatedAt: r.updated_at.toISOString(),
    };
  }

  async items(operator: OperatorPrincipal): Promise<TAdminMallItem[]> {
    const brand = await this.#brand(operator);
    const [rows, counts] = await Promise.all([
      repo.listItems(this.#db, brand.id, false),
      repo.itemCounts(this.#db, brand.id),
    ]);
    return rows.map((r) => this.#itemView(brand, r, counts.get(String(r.id))));
  }

  #values(brand: Brand, input: TMallItemInput): repo.ItemValues {
    const money = (text: string, field: string) => {
      const minor = parseMoney(text.trim() === '' ? '0' : text, brand.currencyExponent);
      if (minor === null || minor < 0n) throw new AppError('AMOUNT_INVALID', { value: { field } });
      return minor;
    };
    const value = input.kind === 'PHYSICAL' ? 0n : money(input.value, 'value');
    if (input.kind !== 'PHYSICAL' && value <= 0n) throw new AppError('AMOUNT_INVALID');
    const text: Record<string, { name: string; description: string }> = {
      en: input.text.en,
      bn: input.text.bn,
    };
    if (input.text.fil?.name.trim()) text.fil = input.text.fil;
    return {
      kind: input.kind,
      content: JSON.stringify(text),
      image_url: input.imageUrl,
      price_points: BigInt(input.points),
      min_deposits_minor: money(input.minDeposits, 'minDeposits'),
      value_minor: value,
      wager_multiple: input.kind === 'BONUS' ? input.wagerMultiple : 0,
      stock: input.stock,
      per_member_limit: input.perMemberLimit,
      status: input.status,
      sort_order: input.sortOrder,
    };
  }

  #auditItem(r: repo.ItemRow) {
    return {
      kind: r.kind,
      content: r.content,
      points: r.price_points.toString(),
      minDeposits: r.min_deposits_minor.toString(),
      value: r.value_minor.toString(),
      wagerMultiple: r.wager_multiple,
      stock: r.stock,
      perMemberLimit: r.per_member_limit,
      status: r.status,
    };
  }

  async createItem(
    operator: OperatorPrincipal,
    input: TMallItemInput,
    client: Client,
  ): Promise<TAdminMallItem> {
    const brand = await this.#brand(operator);
    const values = this.#values(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      const created = await repo.insertItem(trx, brand.id, values, this.#now());
      await this.#audit(trx, operator, client, 'points.item.create', `points-item:${created.id}`, {
        after: this.#auditItem(created),
      });
      return created;
    });
    return this.#itemView(brand, row);
  }

  async updateItem(
    operator: OperatorPrincipal,
    id: bigint,
    input: TMallItemInput,
    client: Client,
  ): Promise<TAdminMallItem> {
    const brand = await this.#brand(operator);
    const values = this.#values(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockItem(trx, brand.id, id);
      if (!before) throw new AppError('MALL_ITEM_NOT_FOUND');
      const after = await repo.updateItem(trx, id, values, this.#now());
      await this.#audit(trx, operator, client, 'points.item.update', `points-item:${id}`, {
        before: this.#auditItem(before),
        after: this.#auditItem(after),
      });
      return after;
    });
    const counts = await repo.itemCounts(this.#db, brand.id);
    return this.#itemView(brand, row, counts.get(String(row.id)));
  }

  // ---- Redemptions -------------------------------------------------------------------------------

  async #adminViews(brand: Brand, rows: repo.RedemptionRow[]): Promise<TAdminRedemption[]> {
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      rows.map((r) => r.member_id),
    );
    return rows.map((r) => ({
      ...this.#points.redemptionView(brand, r),
      memberId: String(r.member_id),
      account: accounts.get(r.member_id) ?? '',
      decidedBy: r.decided_by === null ? null : String(r.decided_by),
    }));
  }

  async redemptions(
    operator: OperatorPrincipal,
    q: { pageNo: number; pageSize: number; state?: RedemptionState | undefined },
  ): Promise<TPage<TAdminRedemption>> {
    const brand = await this.#brand(operator);
    const { rows, total } = await repo.redemptionsPage(
      this.#db,
      brand.id,
      { state: q.state },
      { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize, oldestFirst: q.state === 'IN_PROCESS' },
    );
    return pageOf(await this.#adminViews(brand, rows), total, q.pageNo, q.pageSize);
  }

  /**
   * Decides an In Process redemption under its lock: approving pays a cash voucher (PROMOTION →
   * MAIN, POINTS_VOUCHER) or grants the bonus (source LOYALTY); a physical item is marked approved
   * (sent). Rejecting gives the points back (REDEEM_RETURNED) and the stock. The audit entry and the
   * member's inbox message are written in the same transaction. A second decision is REDEMPTION_STATE.
   */
  async decide(
    operator: OperatorPrincipal,
    id: bigint,
    decision: { state: 'APPROVED' | 'REJECTED'; note: string | null },
    client: Client,
  ): Promise<TAdminRedemption> {
    const brand = await this.#brand(operator);
    const found = await repo.findRedemption(this.#db, brand.id, id);
    if (!found) throw new AppError('REDEMPTION_NOT_FOUND');
    const language = this.#inbox
      ? await this.#inbox.languageOf({ merchantId: brand.id, memberId: found.member_id })
      : 'en';
    const texts = pointsTexts(language);
    const outcome = await this.#db.transaction().execute(async (trx) => {
      const r = await repo.lockRedemption(trx, brand.id, id);
      if (!r) throw new AppError('REDEMPTION_NOT_FOUND');
      if (r.state !== 'IN_PROCESS') throw new AppError('REDEMPTION_STATE');
      const at = this.#now();
      let moved: Awaited<ReturnType<PointsService['move']>> | null = null;
      if (decision.state === 'APPROVED') {
        if (r.kind === 'CASH') {
          await this.#wallet.payCash(trx, brand, {
            memberId: r.member_id,
            amount: r.value_minor,
            idempotencyKey: `points-redeem:${r.id}`,
            kind: 'POINTS_VOUCHER',
            metadata: { redemptionId: String(r.id), points: r.points.toString() },
          });
        } else if (r.kind === 'BONUS') {
          await this.#wallet.grantBonus(trx, brand, {
            memberId: r.member_id,
            promotionId: null,
            entitlementId: null,
            source: 'LOYALTY',
            idempotencyKey: `points-redeem:${r.id}`,
            title: r.name,
            amount: r.value_minor,
            deposit: 0n,
            terms: loyaltyBonusTerms(brand, Math.max(1, r.wager_multiple)),
            grantedBy: null,
          });
        }
      } else {
        moved = await this.#points.move(trx, brand, {
          memberId: r.member_id,
          kind: 'REDEEM_RETURNED',
          delta: r.points,
          key: `redeem-returned:${r.id}`,
          note: r.name,
          ref: `redemption:${r.id}`,
        });
        await repo.moveStock(trx, r.item_id, 1);
      }
      const decided = await repo.decideRedemption(trx, r.id, {
        state: decision.state,
        decidedBy: BigInt(operator.operatorId),
        at,
        note: decision.note,
      });
      await this.#audit(
        trx,
        operator,
        client,
        decision.state === 'APPROVED' ? 'points.redemption.approve' : 'points.redemption.reject',
        `points-redemption:${r.id}`,
        {
          before: { state: r.state },
          after: { state: decided.state, note: decided.note },
          member: String(r.member_id),
          points: r.points.toString(),
        },
      );
      if (this.#inbox) {
        const message =
          decision.state === 'APPROVED'
            ? texts.approved({ name: r.name, kind: r.kind, value: moneyText(brand, r.value_minor) })
            : texts.rejected({
                name: r.name,
                points: r.points.toLocaleString('en-US'),
                note: decision.note ?? '',
              });
        await this.#inbox.sendIn(trx, {
          merchantId: brand.id,
          memberId: r.member_id,
          language: null,
          kind: 'PROMOTION',
          title: message.title.slice(0, 120),
          content: message.content,
        });
      }
      return { decided, moved };
    });
    wakeDispatchers(this.#events);
    if (outcome.moved) await this.#points.publish(brand.id, outcome.decided.member_id, outcome.moved);
    if (decision.state === 'APPROVED' && outcome.decided.kind !== 'PHYSICAL')
      await this.#wallet.publishBalances(brand, [outcome.decided.member_id]).catch(() => undefined);
    const [view] = await this.#adminViews(brand, [outcome.decided]);
    return view as TAdminRedemption;
  }

  // ---- A member's points -------------------------------------------------------------------------

  async #memberView(
    brand: Brand,
    member: { id: bigint; account: string },
    page: { pageNo: number; pageSize: number },
  ): Promise<TMemberPoints> {
    const row = await repo.findBalance(this.#db, brand.id, member.id);
    const balance = row?.balance ?? 0n;
    return {
      memberId: String(member.id),
      account: member.account,
      balance: balance.toString(),
      earned: (row?.earned ?? 0n).toString(),
      spent: (row?.spent ?? 0n).toString(),
      unrecovered: (row?.unrecovered ?? 0n).toString(),
      cashValue: moneyText(brand, this.#points.cashValue(brand, balance)),
      entries: await this.#points.entriesOf(brand, member.id, page),
    };
  }

  async member(
    operator: OperatorPrincipal,
    q: { account: string; pageNo: number; pageSize: number },
  ): Promise<TMemberPoints> {
    const brand = await this.#brand(operator);
    const member = await findMemberByAccount(this.#db, brand.id, q.account.trim().toLowerCase());
    if (!member) throw new AppError('NOT_FOUND');
    return this.#memberView(brand, member, q);
  }

  /** Adds or takes points (an ADJUST entry, never below zero), audited in the same transaction; once per requestId. */
  async adjust(
    operator: OperatorPrincipal,
    memberId: bigint,
    input: { requestId: string; points: string; reason: string },
    client: Client,
  ): Promise<TMemberPoints> {
    const brand = await this.#brand(operator);
    const member = await findMemberById(this.#db, brand.id, memberId);
    if (!member) throw new AppError('NOT_FOUND');
    const delta = BigInt(input.points);
    const moved = await this.#db.transaction().execute(async (trx) => {
      const result = await this.#points.move(trx, brand, {
        memberId,
        kind: 'ADJUST',
        delta,
        key: `adjust:${operator.operatorId}:${input.requestId}`,
        note: input.reason,
        ref: `operator:${operator.operatorId}`,
      });
      if (!result.duplicate) {
        await this.#audit(trx, operator, client, 'points.adjust', `member:${memberId}`, {
          points: delta.toString(),
          reason: input.reason,
          balance: result.balance.toString(),
        });
      }
      return result;
    });
    if (!moved.duplicate) await this.#points.publish(brand.id, memberId, moved);
    return this.#memberView(brand, member, { pageNo: 1, pageSize: 20 });
  }

  // ---- Report ------------------------------------------------------------------------------------

  async report(operator: OperatorPrincipal, q: { from: string; to: string }): Promise<TPointsReport> {
    const brand = await this.#brand(operator);
    const window = dayWindow(brand, q.from, q.to);
    const [rows, owed, open] = await Promise.all([
      repo.brandDays(this.#db, brand.id, { ...window, offsetMinutes: clockOf(brand) }),
      repo.outstanding(this.#db, brand.id),
      repo.openRedemptions(this.#db, brand.id),
    ]);
    const days = new Map<string, Record<string, bigint>>();
    for (const r of rows) {
      const day = days.get(r.day) ?? {};
      day[r.kind] = (day[r.kind] ?? 0n) + BigInt(r.points);
      if (r.kind === 'CONVERT') day.CASH = (day.CASH ?? 0n) + BigInt(r.cash);
      days.set(r.day, day);
    }
    const s = pointsSettingsOf(brand);
    const cashOf = (points: bigint) =>
      (points * 10n ** BigInt(brand.currencyExponent)) / BigInt(s.pointsPerUnit);
    const v = (d: Record<string, bigint>, k: string) => d[k] ?? 0n;
    return {
      from: q.from,
      to: q.to,
      currency: brand.currency,
      days: [...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, d]) => {
          const converted = -v(d, 'CONVERT');
          return {
            day,
            earned: (v(d, 'EARN') + v(d, 'EARN_REVERSED')).toString(),
            rewarded: (v(d, 'MISSION') + v(d, 'LEADERBOARD') + v(d, 'REFERRAL') + v(d, 'VIP')).toString(),
            converted: converted.toString(),
            convertedCash: moneyText(brand, v(d, 'CASH')),
            redeemed: (-v(d, 'REDEEM')).toString(),
            returned: v(d, 'REDEEM_RETURNED').toString(),
            adjusted: v(d, 'ADJUST').toString(),
          };
        }),
      outstanding: owed.points.toString(),
      outstandingCash: moneyText(brand, cashOf(owed.points)),
      members: owed.members,
      inProcess: open,
    };
  }
}
