import {
  DEFAULT_LOYALTY_SETTINGS,
  type ReferralFlag,
  type ReferralState,
  type TPage,
  type TReferralSettings,
} from '@portal/contracts';
import type {
  TAdminReferral,
  TReferralDecision,
  TReferralReport,
  TReferralSettingsView,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import { operatorNames } from '../admin/operator-directory.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { findMemberByAccount } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import * as repo from './referral.repository.ts';
import {
  memberAccounts,
  offsetOf,
  type ReferralService,
  referralSettingsOf,
  rewardAmountText,
} from './referral.service.ts';
import type { ReferralRow } from './referral.tables.ts';

type Client = { ip: string };
const DAY_MS = 86_400_000;
const TOP_REFERRERS = 10;

/**
 * The console's referral screens (issue 19; ADR 0040): the rules (settings.loyalty.referral
 * only), the referrals with the flagged queue and the decision on one (APPROVE pays once when
 * the referee qualified, REJECT pays nothing; audited in the decision's transaction), the report.
 */
export class ReferralConsole {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #referrals: ReferralService;
  readonly #events: EventBus;
  readonly #now: () => Date;

  constructor(deps: {
    db: Db;
    brands: BrandService;
    referrals: ReferralService;
    events: EventBus;
    now: () => Date;
  }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#referrals = deps.referrals;
    this.#events = deps.events;
    this.#now = deps.now;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('NOT_FOUND');
    return brand;
  }

  #settingsView(brand: Brand): TReferralSettingsView {
    return {
      settings: referralSettingsOf(brand),
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
    };
  }

  async settings(operator: OperatorPrincipal): Promise<TReferralSettingsView> {
    return this.#settingsView(await this.#brand(operator));
  }

  /** Replaces settings.loyalty.referral (the points and VIP parts stay), audited with before and after. */
  async setSettings(
    operator: OperatorPrincipal,
    input: TReferralSettings,
    client: Client,
  ): Promise<TReferralSettingsView> {
    const brand = await this.#brand(operator);
    await this.#brands.updateSettings(
      brand,
      (settings) => ({
        ...settings,
        loyalty: { ...(settings.loyalty ?? DEFAULT_LOYALTY_SETTINGS), referral: input },
      }),
      async (trx, change) => {
        const before = (change.before as { loyalty?: { referral?: unknown } }).loyalty?.referral;
        const after = (change.after as { loyalty?: { referral?: unknown } }).loyalty?.referral;
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await recordAudit(trx, {
          merchantId: operator.merchantId,
          actorType: 'operator',
          actorId: String(operator.operatorId),
          action: 'settings.loyalty.referral',
          target: `brand:${brand.code}`,
          ip: client.ip,
          details: { before, after },
        });
      },
    );
    return this.#settingsView(await this.#brand(operator));
  }

  async list(
    operator: OperatorPrincipal,
    query: {
      state?: ReferralState | undefined;
      account?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TPage<TAdminReferral>> {
    const brand = await this.#brand(operator);
    let memberId: bigint | undefined;
    if (query.account) {
      const member = await findMemberByAccount(this.#db, brand.id, query.account);
      if (!member)
        return { list: [], pageNum: query.pageNo, pageSize: query.pageSize, total: 0, totalPages: 0 };
      memberId = member.id;
    }
    const filter = { state: query.state, memberId };
    const page = await paginate(
      query,
      () => repo.countForConsole(this.#db, brand.id, filter),
      (window) => repo.pageForConsole(this.#db, brand.id, filter, window),
      (row) => row,
    );
    return { ...page, list: await this.#views(brand, page.list) };
  }

  async #views(brand: Brand, rows: ReferralRow[]): Promise<TAdminReferral[]> {
    const accounts = await memberAccounts(
      this.#db,
      brand.id,
      rows.flatMap((r) => [r.referrer_id, r.referee_id]),
    );
    const names = await operatorNames(
      this.#db,
      rows.flatMap((r) => (r.decided_by === null ? [] : [Number(r.decided_by)])),
    );
    return rows.map((r) => ({
      id: String(r.id),
      referrer: accounts.get(r.referrer_id) ?? '',
      referee: accounts.get(r.referee_id) ?? '',
      state: r.state,
      registeredAt: r.registered_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
      deposit: r.deposit_minor === null ? null : moneyText(brand, r.deposit_minor),
      depositAt: r.deposit_at?.toISOString() ?? null,
      validBet: moneyText(brand, r.valid_bet_minor),
      qualifiedAt: r.qualified_at?.toISOString() ?? null,
      flags: (r.flag_details ?? []).map((f) => ({ flag: f.flag as ReferralFlag, value: f.value })),
      rewardKind: r.reward_kind,
      reward:
        r.reward_kind && r.reward_amount !== null
          ? rewardAmountText(brand, r.reward_kind, r.reward_amount)
          : null,
      rewardedAt: r.rewarded_at?.toISOString() ?? null,
      decidedBy: r.decided_by === null ? null : (names.get(Number(r.decided_by)) ?? String(r.decided_by)),
      decidedAt: r.decided_at?.toISOString() ?? null,
      decisionNote: r.decision_note,
    }));
  }

  /**
   * A flagged referral: APPROVE clears it (paid now, once, when the referee already qualified;
   * else when they do), REJECT closes it without pay. Under the referral's lock, audited in the
   * same transaction; a referral not FLAGGED is INVALID_STATE.
   */
  async decide(
    operator: OperatorPrincipal,
    id: bigint,
    body: TReferralDecision,
    client: Client,
  ): Promise<TAdminReferral> {
    const brand = await this.#brand(operator);
    const now = this.#now();
    const row = await this.#db.transaction().execute(async (trx) => {
      const ref = await repo.lockById(trx, brand.id, id);
      if (!ref) throw new AppError('NOT_FOUND');
      if (ref.state !== 'FLAGGED') throw new AppError('INVALID_STATE');
      const by = BigInt(operator.operatorId);
      let outcome: ReferralState;
      if (body.decision === 'REJECT') {
        await repo.decide(trx, ref.id, { state: 'REJECTED', by, at: now, note: body.note });
        outcome = 'REJECTED';
      } else {
        await repo.decide(trx, ref.id, { state: 'REGISTERED', by, at: now, note: body.note });
        outcome =
          ref.qualified_at === null
            ? 'REGISTERED'
            : await this.#referrals.pay(trx, brand, { ...ref, state: 'REGISTERED', decided_by: by }, now);
      }
      await recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action: body.decision === 'APPROVE' ? 'referral.approve' : 'referral.reject',
        target: `referral:${ref.id}`,
        ip: client.ip,
        details: { note: body.note, flags: ref.flag_details, outcome },
      });
      return repo.findById(trx, brand.id, ref.id);
    });
    wakeDispatchers(this.#events);
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await this.#views(brand, [row]);
    return view as TAdminReferral;
  }

  /** Registrations, qualified, rewarded and cost in [from, to] (days in the brand's clock), top referrers. */
  async report(operator: OperatorPrincipal, query: { from: string; to: string }): Promise<TReferralReport> {
    const brand = await this.#brand(operator);
    const offsetMs = offsetOf(brand) * 60_000;
    const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - offsetMs);
    const to = new Date(Date.parse(`${query.to}T00:00:00Z`) - offsetMs + DAY_MS);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from)
      throw new AppError('VALIDATION_ERROR');
    const [figures, top] = await Promise.all([
      repo.reportFigures(this.#db, brand.id, from, to),
      repo.topReferrers(this.#db, brand.id, from, to, TOP_REFERRERS),
    ]);
    const accounts = await memberAccounts(
      this.#db,
      brand.id,
      top.map((t) => t.referrer_id),
    );
    return {
      from: query.from,
      to: query.to,
      currency: brand.currency,
      registered: figures.registered,
      qualified: figures.qualified,
      rewarded: figures.rewarded,
      flagged: figures.flagged,
      cash: moneyText(brand, figures.cash),
      bonus: moneyText(brand, figures.bonus),
      points: figures.points.toString(),
      cost: moneyText(brand, figures.cash + figures.bonus),
      top: top.map((t) => ({
        account: accounts.get(t.referrer_id) ?? '',
        registered: Number(t.registered),
        rewarded: Number(t.rewarded),
        money: moneyText(brand, BigInt(t.money)),
        points: BigInt(t.points).toString(),
      })),
    };
  }
}
