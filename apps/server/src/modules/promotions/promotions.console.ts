import {
  DEFAULT_PROMOTION_SETTINGS,
  FULL_BPS,
  type LanguageCode,
  type PromotionCategory,
  type PromotionStatus,
  parseMoney,
  type TPage,
  type TPromotionSettings,
} from '@portal/contracts';
import type {
  TAdminApplication,
  TAdminPromotion,
  TPromotionInput,
  TPromotionReport,
  TPromotionSettingsView,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { appendEvent } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import { operatorNames } from '../admin/operator-directory.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { findMemberByAccount, memberAccountsOf } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { BonusPort, UploadClaims } from './ports.ts';
import {
  configOf,
  limitWindow,
  minorOf,
  offsetOf,
  type PromotionText,
  promotionProblem,
  textOf,
} from './promotion-rules.ts';
import { promotionTexts } from './promotion-texts.ts';
import type { ApplicationRow, PromotionRow } from './promotions.repository.ts';
import * as repo from './promotions.repository.ts';
import { type AfterCommit, afterCommit, type Payment, type PromotionService } from './promotions.service.ts';

type Client = { ip: string };
const DAY_MS = 86_400_000;

/** JSON with object keys sorted (settings compared whatever order their keys came in). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The console's promotions (issue 18; ADR 0039): authoring (checked: trigger, reward and terms fit
 * together, English text, sanitised HTML, unique slug and code), publishing and archiving, the
 * applications' review (APPROVE pays at once like a claim), the report and the brand's promotion
 * settings. Every write is audited in its own transaction.
 */
export class PromotionConsole {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #promotions: PromotionService;
  readonly #bonus: BonusPort;
  readonly #uploads: UploadClaims;
  readonly #inbox: InboxService | null;
  readonly #now: () => Date;

  constructor(deps: {
    db: Db;
    brands: BrandService;
    promotions: PromotionService;
    bonus: BonusPort;
    uploads: UploadClaims;
    inbox: InboxService | null;
    now: () => Date;
  }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#promotions = deps.promotions;
    this.#bonus = deps.bonus;
    this.#uploads = deps.uploads;
    this.#inbox = deps.inbox;
    this.#now = deps.now;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  // ---- Promotions --------------------------------------------------------------------------

  async #views(brand: Brand, rows: readonly PromotionRow[]): Promise<TAdminPromotion[]> {
    const counts = await repo.promotionCounts(
      this.#db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const config = configOf(row);
      const c = counts.get(String(row.id)) ?? { grants: 0, waiting: 0 };
      return {
        id: String(row.id),
        slug: row.slug,
        category: row.category,
        content: config.content,
        imageUrl: row.image_url,
        showsFrom: row.shows_from?.toISOString() ?? null,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at?.toISOString() ?? null,
        audience: config.audience,
        trigger: config.trigger,
        reward: config.reward,
        bonusTerms: config.terms,
        limits: config.limits,
        sortOrder: row.sort_order,
        status: row.status,
        spent: moneyText(brand, row.spent_minor),
        grants: c.grants,
        applicationsWaiting: c.waiting,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        publishedAt: row.published_at?.toISOString() ?? null,
      };
    });
  }

  async list(
    operator: OperatorPrincipal,
    query: {
      status?: PromotionStatus | undefined;
      category?: PromotionCategory | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TPage<TAdminPromotion>> {
    const brand = await this.#brand(operator);
    const filter = { merchantId: brand.id, status: query.status, category: query.category };
    const page = await paginate(
      query,
      () => repo.countAdminPromotions(this.#db, filter),
      (w) => repo.adminPromotionsPage(this.#db, filter, w),
      (row) => row,
    );
    return { ...page, list: await this.#views(brand, page.list) };
  }

  async #find(brand: Brand, id: bigint): Promise<PromotionRow> {
    const row = await repo.findPromotion(this.#db, brand.id, id);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  }

  async get(operator: OperatorPrincipal, id: bigint): Promise<TAdminPromotion> {
    const brand = await this.#brand(operator);
    const [view] = await this.#views(brand, [await this.#find(brand, id)]);
    return view as TAdminPromotion;
  }

  /** The input checked and made ready to store (sanitised text, amounts in minor units). */
  #values(brand: Brand, input: TPromotionInput): repo.PromotionValues {
    const content = input.content as Partial<Record<LanguageCode, PromotionText>>;
    const problem = promotionProblem(brand, {
      content,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      showsFrom: input.showsFrom,
      trigger: input.trigger,
      reward: input.reward,
      bonusTerms: input.bonusTerms,
      limits: input.limits,
    });
    if (problem) throw new AppError('PROMOTION_INVALID', { params: { reason: problem } });
    const clean: Partial<Record<LanguageCode, PromotionText>> = {};
    for (const [lang, text] of Object.entries(content) as [LanguageCode, PromotionText][]) {
      clean[lang] = {
        title: text.title,
        summary: text.summary,
        body: sanitizeRichText(text.body),
        terms: sanitizeRichText(text.terms),
      };
    }
    const code = input.trigger.type === 'PROMO_CODE' ? (input.trigger.code ?? null) : null;
    const budget = parseMoney(input.limits.budget, brand.currencyExponent) ?? 0n;
    return {
      merchant_id: brand.id,
      slug: input.slug,
      category: input.category,
      content: clean,
      image_url: input.imageUrl,
      shows_from: input.showsFrom ? new Date(input.showsFrom) : null,
      starts_at: new Date(input.startsAt),
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      audience: input.audience,
      trigger_type: input.trigger.type,
      trigger: { ...input.trigger, code: code ? code.toUpperCase() : null },
      reward: input.reward,
      bonus_terms: input.bonusTerms,
      limits: input.limits,
      promo_code: code ? code.toUpperCase() : null,
      budget_minor: budget > 0n ? budget : null,
      sort_order: input.sortOrder,
    };
  }

  async #checkUnique(trx: Trx, brand: Brand, values: repo.PromotionValues, exceptId?: bigint): Promise<void> {
    const slug = await repo.findPromotionBySlug(trx, brand.id, values.slug);
    if (slug && slug.id !== exceptId)
      throw new AppError('PROMOTION_INVALID', { params: { reason: `The slug "${values.slug}" is taken.` } });
    if (values.promo_code && (await repo.findByCode(trx, brand.id, values.promo_code, exceptId)))
      throw new AppError('PROMOTION_INVALID', {
        params: { reason: `The code ${values.promo_code} belongs to another promotion.` },
      });
  }

  #auditView(row: PromotionRow) {
    return {
      id: String(row.id),
      slug: row.slug,
      status: row.status,
      trigger: row.trigger_type,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      reward: row.reward,
      terms: row.bonus_terms,
      limits: row.limits,
      audience: row.audience,
    };
  }

  async #audit(
    trx: Trx,
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

  async create(
    operator: OperatorPrincipal,
    input: TPromotionInput,
    client: Client,
  ): Promise<TAdminPromotion> {
    const brand = await this.#brand(operator);
    const values = this.#values(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      await this.#checkUnique(trx, brand, values);
      const created = await repo.insertPromotion(trx, { ...values, created_by: BigInt(operator.operatorId) });
      await this.#audit(trx, operator, client, 'promotions.create', `promotion:${created.id}`, {
        after: this.#auditView(created),
      });
      return created;
    });
    const [view] = await this.#views(brand, [row]);
    return view as TAdminPromotion;
  }

  async update(
    operator: OperatorPrincipal,
    id: bigint,
    input: TPromotionInput,
    client: Client,
  ): Promise<TAdminPromotion> {
    const brand = await this.#brand(operator);
    const values = this.#values(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockPromotion(trx, brand.id, id);
      if (!before) throw new AppError('PROMOTION_NOT_FOUND');
      if (before.status === 'ARCHIVED') throw new AppError('PROMOTION_STATE');
      if (before.status === 'PUBLISHED') {
        const was = configOf(before);
        if (
          before.trigger_type !== values.trigger_type ||
          !sameJson(was.trigger, values.trigger) ||
          !sameJson(was.reward, values.reward) ||
          !sameJson(was.terms, values.bonus_terms)
        )
          throw new AppError('PROMOTION_INVALID', {
            params: {
              reason:
                'A published promotion keeps its trigger, reward and bonus terms; archive it and write a new one.',
            },
          });
      }
      if (values.budget_minor !== null && values.budget_minor < before.spent_minor)
        throw new AppError('PROMOTION_INVALID', {
          params: {
            reason: `The budget cannot be below what it has paid (${moneyText(brand, before.spent_minor)}).`,
          },
        });
      await this.#checkUnique(trx, brand, values, id);
      const after = await repo.updatePromotion(trx, id, {
        ...values,
        updated_by: BigInt(operator.operatorId),
        now: this.#now(),
      });
      await this.#audit(trx, operator, client, 'promotions.update', `promotion:${id}`, {
        before: this.#auditView(before),
        after: this.#auditView(after),
      });
      return after;
    });
    const [view] = await this.#views(brand, [row]);
    return view as TAdminPromotion;
  }

  /** DRAFT → PUBLISHED, DRAFT or PUBLISHED → ARCHIVED; the same status again changes nothing. */
  async setStatus(
    operator: OperatorPrincipal,
    id: bigint,
    status: PromotionStatus,
    client: Client,
  ): Promise<TAdminPromotion> {
    const brand = await this.#brand(operator);
    const row = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockPromotion(trx, brand.id, id);
      if (!before) throw new AppError('PROMOTION_NOT_FOUND');
      if (before.status === status) return before;
      const allowed =
        (before.status === 'DRAFT' && (status === 'PUBLISHED' || status === 'ARCHIVED')) ||
        (before.status === 'PUBLISHED' && status === 'ARCHIVED');
      if (!allowed) throw new AppError('PROMOTION_STATE');
      if (
        status === 'PUBLISHED' &&
        before.promo_code &&
        (await repo.findByCode(trx, brand.id, before.promo_code, id))
      )
        throw new AppError('PROMOTION_INVALID', {
          params: { reason: `The code ${before.promo_code} belongs to another promotion.` },
        });
      const after = await repo.setPromotionStatus(trx, id, status, BigInt(operator.operatorId), this.#now());
      await this.#audit(trx, operator, client, 'promotions.status', `promotion:${id}`, {
        before: before.status,
        after: after.status,
      });
      return after;
    });
    const [view] = await this.#views(brand, [row]);
    return view as TAdminPromotion;
  }

  // ---- Applications ------------------------------------------------------------------------

  async #applicationViews(brand: Brand, rows: readonly ApplicationRow[]): Promise<TAdminApplication[]> {
    const [accounts, promotions, operators] = await Promise.all([
      memberAccountsOf(
        this.#db,
        brand.id,
        rows.map((r) => r.member_id),
      ),
      repo.promotionsByIds(this.#db, brand.id, [...new Set(rows.map((r) => r.promotion_id))]),
      operatorNames(
        this.#db,
        rows.flatMap((r) => (r.decided_by === null ? [] : [Number(r.decided_by)])),
      ),
    ]);
    const titles = new Map(promotions.map((p) => [String(p.id), textOf(configOf(p), 'en').title]));
    return rows.map((r) => ({
      id: String(r.id),
      promotionId: String(r.promotion_id),
      promotionTitle: titles.get(String(r.promotion_id)) ?? '',
      memberId: String(r.member_id),
      account: accounts.get(r.member_id) ?? '',
      state: r.state,
      remark: r.remark,
      images: r.image_ids,
      amount: r.amount_minor === null ? null : moneyText(brand, r.amount_minor),
      note: r.decision_note,
      decidedBy: r.decided_by === null ? null : (operators.get(Number(r.decided_by)) ?? String(r.decided_by)),
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
    }));
  }

  async applications(
    operator: OperatorPrincipal,
    query: {
      state?: 'APPLYING' | 'APPROVED' | 'REJECTED' | undefined;
      promotionId?: string | undefined;
      account?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TPage<TAdminApplication>> {
    const brand = await this.#brand(operator);
    let memberId: bigint | undefined;
    if (query.account) {
      const member = await findMemberByAccount(this.#db, brand.id, query.account);
      if (!member)
        return { list: [], pageNum: query.pageNo, pageSize: query.pageSize, total: 0, totalPages: 0 };
      memberId = member.id;
    }
    const filter = {
      merchantId: brand.id,
      state: query.state,
      promotionId: query.promotionId === undefined ? undefined : BigInt(query.promotionId),
      memberId,
    };
    const page = await paginate(
      query,
      () => repo.countApplications(this.#db, filter),
      (w) => repo.applicationsPage(this.#db, filter, w),
      (row) => row,
    );
    return { ...page, list: await this.#applicationViews(brand, page.list) };
  }

  async application(operator: OperatorPrincipal, id: bigint): Promise<TAdminApplication> {
    const brand = await this.#brand(operator);
    const row = await repo.findApplication(this.#db, brand.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await this.#applicationViews(brand, [row]);
    return view as TAdminApplication;
  }

  /** One of an application's images (only ids the application holds). */
  async applicationImage(
    operator: OperatorPrincipal,
    id: bigint,
    image: string,
  ): Promise<{ contentType: string; data: Buffer }> {
    const brand = await this.#brand(operator);
    const row = await repo.findApplication(this.#db, brand.id, id);
    if (!row?.image_ids.includes(image)) throw new AppError('NOT_FOUND');
    const file = await this.#uploads.read(brand, image);
    if (!file) throw new AppError('NOT_FOUND');
    return file;
  }

  /**
   * Approves (the reward paid at once, ISSUED, like a claim: household and budget checked) or
   * rejects an application with a note the member sees; `promotion.application_decided` and the
   * audit entry in the same transaction; then an inbox message to the member.
   */
  async decide(
    operator: OperatorPrincipal,
    id: bigint,
    body: { decision: 'APPROVE' | 'REJECT'; amount?: string | undefined; note: string },
    client: Client,
  ): Promise<TAdminApplication> {
    const brand = await this.#brand(operator);
    const after: AfterCommit = afterCommit();
    const now = this.#now();
    const { row, promotion, payment } = await this.#db.transaction().execute(async (trx) => {
      const app = await repo.lockApplication(trx, brand.id, id);
      if (!app) throw new AppError('NOT_FOUND');
      if (app.state !== 'APPLYING') throw new AppError('PROMOTION_STATE');
      const promotion = await repo.findPromotion(trx, brand.id, app.promotion_id);
      if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
      const config = configOf(promotion);
      let payment: Payment | null = null;
      if (body.decision === 'APPROVE') {
        const given = body.amount === undefined ? 0n : parseMoney(body.amount, brand.currencyExponent);
        if (given === null) throw new AppError('AMOUNT_INVALID');
        const amount =
          given > 0n ? given : config.reward.type === 'FIXED' ? minorOf(brand, config.reward.amount) : 0n;
        if (amount <= 0n)
          throw new AppError('PROMOTION_INVALID', {
            params: { reason: 'Give the amount to grant: this promotion has no fixed amount.' },
          });
        const member = await this.#promotions.member(trx, brand, app.member_id);
        const window = limitWindow(config.limits.perMember, now, offsetOf(brand)) ?? `APP:${app.id}`;
        const ent = await repo.insertEntitlement(trx, {
          merchantId: brand.id,
          promotionId: promotion.id,
          memberId: app.member_id,
          windowKey: window,
          source: 'APPLICATION',
          sourceRef: String(app.id),
          basis: 0n,
          amount,
          tickets: 0,
          householdKey: config.limits.household ? this.#promotions.householdKey(member) : null,
          state: 'CLAIMABLE',
          claimExpiresAt: null,
          at: now,
        });
        if (!ent)
          throw new AppError('PROMOTION_LIMIT_REACHED', { params: { limit: config.limits.perMember } });
        payment = await this.#promotions.payEntitlement(trx, brand, ent, {
          state: 'ISSUED',
          requestId: `application:${app.id}`,
          source: 'APPLICATION',
          grantedBy: BigInt(operator.operatorId),
          after,
        });
      }
      const decided = await repo.decideApplication(trx, id, {
        state: body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
        amount: payment ? payment.entitlement.amount_minor : null,
        note: body.note,
        by: BigInt(operator.operatorId),
        at: now,
        entitlementId: payment ? payment.entitlement.id : null,
      });
      await appendEvent(trx, {
        type: 'promotion.application_decided',
        aggregate: 'member',
        aggregateId: app.member_id,
        merchantId: brand.id,
        payload: {
          applicationId: String(app.id),
          promotionId: String(app.promotion_id),
          memberId: String(app.member_id),
          decision: decided.state === 'APPROVED' ? 'APPROVED' : 'REJECTED',
          note: body.note,
          decidedAt: now.toISOString(),
        },
      });
      await this.#audit(trx, operator, client, 'promotions.decide', `promotion-application:${id}`, {
        promotionId: String(app.promotion_id),
        memberId: String(app.member_id),
        decision: decided.state,
        amount: decided.amount_minor === null ? null : String(decided.amount_minor),
        note: body.note,
      });
      return { row: decided, promotion, payment };
    });
    await this.#promotions.announce(brand, after);
    await this.#tell(brand, row, promotion, payment).catch(() => undefined);
    const [view] = await this.#applicationViews(brand, [row]);
    return view as TAdminApplication;
  }

  /** The member's inbox message about a decision, in their language. */
  async #tell(
    brand: Brand,
    app: ApplicationRow,
    promotion: PromotionRow,
    payment: Payment | null,
  ): Promise<void> {
    if (!this.#inbox) return;
    const language = (await this.#inbox.languageOf({
      merchantId: brand.id,
      memberId: app.member_id,
    })) as LanguageCode;
    const texts = promotionTexts(language);
    const title = textOf(configOf(promotion), language).title;
    const message =
      app.state === 'APPROVED'
        ? texts.applicationApproved({
            title,
            amount: moneyText(brand, payment?.entitlement.amount_minor ?? 0n),
          })
        : texts.applicationRejected({ title, note: app.decision_note ?? '' });
    await this.#inbox.send({
      merchantId: brand.id,
      memberId: app.member_id,
      language: null,
      kind: 'PROMOTION',
      title: message.title.slice(0, 120),
      content: message.content,
    });
  }

  // ---- The report --------------------------------------------------------------------------

  /**
   * Per promotion, for entitlements and grants made in [from, to] (days in the brand's clock):
   * members eligible and paid, conversion, bonus granted, converted and removed, cash paid, cost
   * (converted + cash) and the recipients' GGR while their bonuses were active.
   */
  async report(operator: OperatorPrincipal, query: { from: string; to: string }): Promise<TPromotionReport> {
    const brand = await this.#brand(operator);
    const offsetMs = offsetOf(brand) * 60_000;
    const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - offsetMs);
    const to = new Date(Date.parse(`${query.to}T00:00:00Z`) - offsetMs + DAY_MS);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from)
      throw new AppError('VALIDATION_ERROR');
    const [promotions, entitlements, applicants, grants] = await Promise.all([
      repo.allPromotions(this.#db, brand.id),
      repo.entitlementFigures(this.#db, brand.id, from, to),
      repo.applicantFigures(this.#db, brand.id, from, to),
      this.#bonus.promotionFigures(this.#db, brand.id, from, to, this.#now()),
    ]);
    interface Acc {
      eligible: number;
      claimed: number;
      granted: bigint;
      cash: bigint;
      converted: bigint;
      removed: bigint;
      ggr: bigint;
    }
    const zero = (): Acc => ({
      eligible: 0,
      claimed: 0,
      granted: 0n,
      cash: 0n,
      converted: 0n,
      removed: 0n,
      ggr: 0n,
    });
    const acc = new Map<string, Acc>();
    const at = (id: string) => {
      let a = acc.get(id);
      if (!a) {
        a = zero();
        acc.set(id, a);
      }
      return a;
    };
    for (const e of entitlements) {
      const a = at(String(e.promotion_id));
      a.eligible += Number(e.eligible);
      a.claimed += Number(e.claimed);
      a.cash += BigInt(e.cash);
    }
    for (const r of applicants) {
      const a = at(String(r.promotion_id));
      a.eligible = Math.max(a.eligible, Number(r.members));
    }
    for (const g of grants) {
      const a = at(g.promotionId === null ? 'none' : String(g.promotionId));
      a.granted += g.granted;
      a.converted += g.converted;
      a.removed += g.removed;
      a.ggr += g.ggr;
      if (g.promotionId === null) {
        a.eligible += g.grants;
        a.claimed += g.grants;
      }
    }
    const title = new Map(promotions.map((p) => [String(p.id), textOf(configOf(p), 'en').title]));
    const row = (promotionId: string | null, name: string, a: Acc) => {
      const cost = a.converted + a.cash;
      return {
        promotionId,
        title: name,
        eligible: a.eligible,
        claimed: a.claimed,
        conversionBps: a.eligible > 0 ? Math.round((a.claimed * FULL_BPS) / a.eligible) : 0,
        bonusGranted: moneyText(brand, a.granted),
        cashPaid: moneyText(brand, a.cash),
        bonusConverted: moneyText(brand, a.converted),
        bonusRemoved: moneyText(brand, a.removed),
        cost: moneyText(brand, cost),
        ggr: moneyText(brand, a.ggr),
        costToGgrBps: a.ggr > 0n ? Number((cost * BigInt(FULL_BPS)) / a.ggr) : null,
      };
    };
    const rows = [...acc.entries()]
      .sort(([a], [b]) => (a === 'none' ? 1 : b === 'none' ? -1 : Number(BigInt(a) - BigInt(b))))
      .map(([id, a]) =>
        id === 'none' ? row(null, 'Manual bonuses', a) : row(id, title.get(id) ?? `#${id}`, a),
      );
    const total = zero();
    for (const a of acc.values()) {
      total.eligible += a.eligible;
      total.claimed += a.claimed;
      total.granted += a.granted;
      total.cash += a.cash;
      total.converted += a.converted;
      total.removed += a.removed;
      total.ggr += a.ggr;
    }
    return {
      from: query.from,
      to: query.to,
      currency: brand.currency,
      rows,
      total: row(null, 'Total', total),
    };
  }

  // ---- Settings ----------------------------------------------------------------------------

  #settingsView(brand: Brand): TPromotionSettingsView {
    return {
      settings: brand.settings.promotions ?? DEFAULT_PROMOTION_SETTINGS,
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
    };
  }

  async settings(operator: OperatorPrincipal): Promise<TPromotionSettingsView> {
    return this.#settingsView(await this.#brand(operator));
  }

  /** Replaces settings.promotions through the brands module, audited with before and after. */
  async setSettings(
    operator: OperatorPrincipal,
    input: TPromotionSettings,
    client: Client,
  ): Promise<TPromotionSettingsView> {
    const brand = await this.#brand(operator);
    if (sameJson(brand.settings.promotions ?? DEFAULT_PROMOTION_SETTINGS, input))
      return this.#settingsView(brand);
    await this.#brands.updateSettings(
      brand,
      (settings) => ({ ...settings, promotions: input }),
      async (trx, change) => {
        const before = (change.before as { promotions?: unknown }).promotions;
        const after = (change.after as { promotions?: unknown }).promotions;
        if (sameJson(before, after)) return;
        await recordAudit(trx, {
          merchantId: operator.merchantId,
          actorType: 'operator',
          actorId: String(operator.operatorId),
          action: 'settings.promotions',
          target: `brand:${brand.code}`,
          ip: client.ip,
          details: { before, after },
        });
      },
    );
    return this.#settingsView(await this.#brand(operator));
  }
}
