import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import type {
  EntitlementSource,
  EntitlementState,
  PromotionApplicationsTable,
  PromotionCategoryText,
  PromotionEntitlementsTable,
  PromotionStatusText,
  PromotionsTable,
  PromotionTriggerText,
} from './promotions.tables.ts';

/**
 * The only SQL on `promotions`, `promotion_members`, `promotion_entitlements` and
 * `promotion_applications` (issue 18; ADR 0039). The raffle and the manual rebate keep their own
 * repositories in raffle/ and rebate/.
 */

export type PromotionRow = Selectable<PromotionsTable>;
export type EntitlementRow = Selectable<PromotionEntitlementsTable>;
export type ApplicationRow = Selectable<PromotionApplicationsTable>;
type Reader = Db | Trx;

// ---- Promotions ------------------------------------------------------------------------------

/** JSON columns are written as JSON text (jsonb accepts it on both databases). */
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export interface PromotionValues {
  merchant_id: number;
  slug: string;
  category: PromotionCategoryText;
  content: unknown;
  image_url: string | null;
  shows_from: Date | null;
  starts_at: Date;
  ends_at: Date | null;
  audience: unknown;
  trigger_type: PromotionTriggerText;
  trigger: unknown;
  reward: unknown;
  bonus_terms: unknown;
  limits: unknown;
  promo_code: string | null;
  budget_minor: bigint | null;
  sort_order: number;
}

const jsonValues = (v: PromotionValues) => ({
  ...v,
  content: json(v.content),
  audience: json(v.audience),
  trigger: json(v.trigger),
  reward: json(v.reward),
  bonus_terms: json(v.bonus_terms),
  limits: json(v.limits),
});

export async function insertPromotion(
  db: Reader,
  values: PromotionValues & { status?: PromotionStatusText; created_by: bigint | null },
): Promise<PromotionRow> {
  return db
    .insertInto('promotions')
    .values({
      ...jsonValues(values),
      status: values.status ?? 'DRAFT',
      created_by: values.created_by,
      updated_by: values.created_by,
      published_at: values.status === 'PUBLISHED' ? sql`now()` : null,
    } as unknown as Insertable<PromotionsTable>)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePromotion(
  trx: Reader,
  id: bigint,
  values: PromotionValues & { updated_by: bigint | null; now: Date },
): Promise<PromotionRow> {
  const { now, ...rest } = values;
  return trx
    .updateTable('promotions')
    .set({ ...jsonValues(rest), updated_at: now } as unknown as Updateable<PromotionsTable>)
    .where('id', '=', id)
    .where('merchant_id', '=', values.merchant_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPromotionStatus(
  trx: Reader,
  id: bigint,
  status: PromotionStatusText,
  by: bigint | null,
  now: Date,
): Promise<PromotionRow> {
  return trx
    .updateTable('promotions')
    .set({
      status,
      updated_by: by,
      updated_at: now,
      ...(status === 'PUBLISHED' ? { published_at: sql<Date>`coalesce(published_at, ${now})` } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPromotion(db: Reader, merchantId: number, id: bigint) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPromotionBySlug(db: Reader, merchantId: number, slug: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** A promotion row under lock (a claim's budget check, a console change). */
export async function lockPromotion(trx: Trx, merchantId: number, id: bigint) {
  return trx
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Another live (not archived) promotion of the brand with this code, compared without case. */
export async function findByCode(db: Reader, merchantId: number, code: string, exceptId?: bigint) {
  let q = db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`upper(promo_code)`, '=', code.toUpperCase())
    .where('status', '<>', 'ARCHIVED');
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/**
 * What players see: published promotions shown by now (coming soon from `shows_from`), and those
 * ended less than `endedWithin` ago (shown closed for a while).
 */
export async function listedPromotions(
  db: Reader,
  merchantId: number,
  q: { now: Date; endedSince: Date; category?: PromotionCategoryText | undefined },
): Promise<PromotionRow[]> {
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PUBLISHED')
    .where((eb) => eb.or([eb('shows_from', 'is', null), eb('shows_from', '<=', q.now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', q.endedSince)]));
  if (q.category) query = query.where('category', '=', q.category);
  return query.orderBy('sort_order').orderBy('id', 'desc').execute();
}

/** Published promotions of a trigger running at `at` (the triggers' candidates). */
export async function runningPromotions(
  db: Reader,
  merchantId: number,
  trigger: PromotionTriggerText,
  at: Date,
): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PUBLISHED')
    .where('trigger_type', '=', trigger)
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('id')
    .execute();
}

/** Published promotions of a trigger overlapping [start, end) (a period job's candidates). */
export async function promotionsOverlapping(
  db: Reader,
  merchantId: number,
  trigger: PromotionTriggerText,
  start: Date,
  end: Date,
): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PUBLISHED')
    .where('trigger_type', '=', trigger)
    .where('starts_at', '<', end)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', start)]))
    .orderBy('id')
    .execute();
}

/** Brands with a published promotion of the trigger (a period job's scopes). */
export async function brandsWithTrigger(db: Reader, trigger: PromotionTriggerText): Promise<number[]> {
  const rows = await db
    .selectFrom('promotions')
    .select('merchant_id')
    .distinct()
    .where('status', '=', 'PUBLISHED')
    .where('trigger_type', '=', trigger)
    .execute();
  return rows.map((r) => r.merchant_id);
}

export interface AdminPromotionFilter {
  merchantId: number;
  status?: PromotionStatusText | undefined;
  category?: PromotionCategoryText | undefined;
}

function adminQuery(db: Reader, f: AdminPromotionFilter) {
  let q = db.selectFrom('promotions').where('merchant_id', '=', f.merchantId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.category) q = q.where('category', '=', f.category);
  return q;
}

export async function countAdminPromotions(db: Reader, f: AdminPromotionFilter): Promise<number> {
  const row = await adminQuery(db, f).select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function adminPromotionsPage(
  db: Reader,
  f: AdminPromotionFilter,
  w: { offset: number; limit: number },
): Promise<PromotionRow[]> {
  return adminQuery(db, f)
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id', 'desc')
    .offset(w.offset)
    .limit(w.limit)
    .execute();
}

export async function promotionsByIds(
  db: Reader,
  merchantId: number,
  ids: bigint[],
): Promise<PromotionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .execute();
}

export async function allPromotions(db: Reader, merchantId: number): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

/** Adds a payment to the promotion's budget use (the database refuses going over the budget). */
export async function addSpent(trx: Trx, id: bigint, amount: bigint): Promise<void> {
  await trx
    .updateTable('promotions')
    .set({ spent_minor: sql`spent_minor + ${String(amount)}::bigint` })
    .where('id', '=', id)
    .execute();
}

/** Per promotion: grants (entitlements paid) and applications waiting. */
export async function promotionCounts(
  db: Reader,
  ids: bigint[],
): Promise<Map<string, { grants: number; waiting: number }>> {
  const out = new Map<string, { grants: number; waiting: number }>();
  if (ids.length === 0) return out;
  const paid = await db
    .selectFrom('promotion_entitlements')
    .select(['promotion_id', sql<string>`count(*)::text`.as('n')])
    .where('promotion_id', 'in', ids)
    .where('state', 'in', ['CLAIMED', 'ISSUED'])
    .groupBy('promotion_id')
    .execute();
  const waiting = await db
    .selectFrom('promotion_applications')
    .select(['promotion_id', sql<string>`count(*)::text`.as('n')])
    .where('promotion_id', 'in', ids)
    .where('state', '=', 'APPLYING')
    .groupBy('promotion_id')
    .execute();
  for (const id of ids) out.set(String(id), { grants: 0, waiting: 0 });
  for (const r of paid) {
    const e = out.get(String(r.promotion_id));
    if (e) e.grants = Number(r.n);
  }
  for (const r of waiting) {
    const e = out.get(String(r.promotion_id));
    if (e) e.waiting = Number(r.n);
  }
  return out;
}

// ---- Members who joined ----------------------------------------------------------------------

/** Joins once; the first join time stays. */
export async function insertJoin(
  db: Reader,
  v: { merchantId: number; promotionId: bigint; memberId: bigint; at: Date },
): Promise<void> {
  await db
    .insertInto('promotion_members')
    .values({
      merchant_id: v.merchantId,
      promotion_id: v.promotionId,
      member_id: v.memberId,
      joined_at: v.at,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .execute();
}

export async function joinsOf(
  db: Reader,
  memberId: bigint,
  promotionIds: bigint[],
): Promise<Map<string, Date>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotion_members')
    .select(['promotion_id', 'joined_at'])
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotionIds)
    .execute();
  return new Map(rows.map((r) => [String(r.promotion_id), r.joined_at]));
}

/** The members who joined a promotion before `before`, with when. */
export async function joinedMembers(
  db: Reader,
  promotionId: bigint,
  before: Date,
): Promise<{ member_id: bigint; joined_at: Date }[]> {
  return db
    .selectFrom('promotion_members')
    .select(['member_id', 'joined_at'])
    .where('promotion_id', '=', promotionId)
    .where('joined_at', '<', before)
    .orderBy('member_id')
    .execute();
}

// ---- Entitlements ----------------------------------------------------------------------------

export interface NewEntitlement {
  merchantId: number;
  promotionId: bigint;
  memberId: bigint;
  windowKey: string;
  source: EntitlementSource;
  sourceRef: string | null;
  basis: bigint;
  amount: bigint;
  tickets: number;
  householdKey: string | null;
  state: EntitlementState;
  claimExpiresAt: Date | null;
  at: Date;
}

/**
 * Writes the entitlement of a window unless it exists (the exactly-once key); null when it did,
 * so a replayed event or a racing claim changes nothing.
 */
export async function insertEntitlement(db: Reader, e: NewEntitlement): Promise<EntitlementRow | null> {
  const row = await db
    .insertInto('promotion_entitlements')
    .values({
      merchant_id: e.merchantId,
      promotion_id: e.promotionId,
      member_id: e.memberId,
      window_key: e.windowKey,
      source: e.source,
      source_ref: e.sourceRef,
      basis_minor: e.basis,
      amount_minor: e.amount,
      tickets: e.tickets,
      household_key: e.householdKey,
      state: e.state,
      claim_expires_at: e.claimExpiresAt,
      created_at: e.at,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'window_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function lockEntitlement(trx: Trx, id: bigint) {
  return trx
    .selectFrom('promotion_entitlements')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The member's oldest claimable entitlement of a promotion. */
export async function firstClaimable(db: Reader, promotionId: bigint, memberId: bigint) {
  return db
    .selectFrom('promotion_entitlements')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'CLAIMABLE')
    .orderBy('id')
    .executeTakeFirst();
}

export async function findEntitlementByRequest(
  db: Reader,
  promotionId: bigint,
  memberId: bigint,
  requestId: string,
) {
  return db
    .selectFrom('promotion_entitlements')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function entitlementsOf(
  db: Reader,
  memberId: bigint,
  promotionIds: bigint[],
): Promise<EntitlementRow[]> {
  if (promotionIds.length === 0) return [];
  return db
    .selectFrom('promotion_entitlements')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotionIds)
    .orderBy('id', 'desc')
    .execute();
}

/** The entitlement became paid: CLAIMED (by the member) or ISSUED (without a claim). */
export async function markPaid(
  trx: Trx,
  id: bigint,
  v: {
    state: 'CLAIMED' | 'ISSUED';
    amount: bigint;
    grantId: bigint | null;
    requestId: string | null;
    at: Date;
  },
): Promise<EntitlementRow> {
  return trx
    .updateTable('promotion_entitlements')
    .set({
      state: v.state,
      amount_minor: v.amount,
      grant_id: v.grantId,
      request_id: v.requestId,
      claimed_at: v.at,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Whether another member of the same household (`key`) has an entitlement of the promotion in
 * this window that is not void or lapsed (`paidOnly`: only one that was paid).
 */
export async function householdTaken(
  db: Reader,
  q: { promotionId: bigint; windowKey: string; key: string; memberId: bigint; paidOnly: boolean },
): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_entitlements')
    .select('id')
    .where('promotion_id', '=', q.promotionId)
    .where('household_key', '=', q.key)
    .where('window_key', '=', q.windowKey)
    .where('member_id', '<>', q.memberId)
    .where('state', 'in', q.paidOnly ? ['CLAIMED', 'ISSUED'] : ['CLAIMABLE', 'CLAIMED', 'ISSUED'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another member of the household was paid this promotion in any window of `windowKeys`. */
export async function householdPaidIn(
  db: Reader,
  q: { promotionId: bigint; key: string; memberId: bigint; windowKeys: string[] },
): Promise<boolean> {
  if (q.windowKeys.length === 0) return false;
  const row = await db
    .selectFrom('promotion_entitlements')
    .select('id')
    .where('promotion_id', '=', q.promotionId)
    .where('household_key', '=', q.key)
    .where('window_key', 'in', q.windowKeys)
    .where('member_id', '<>', q.memberId)
    .where('state', 'in', ['CLAIMED', 'ISSUED'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims that lapsed by `now` become EXPIRED; answers how many. */
export async function expireClaims(db: Reader, now: Date): Promise<EntitlementRow[]> {
  return db
    .updateTable('promotion_entitlements')
    .set({ state: 'EXPIRED' })
    .where('state', '=', 'CLAIMABLE')
    .where('claim_expires_at', '<=', now)
    .returningAll()
    .execute();
}

/** The member's claimable rewards with their promotions (the reward centre). */
export async function claimablesOf(db: Reader, merchantId: number, memberId: bigint, now: Date) {
  return db
    .selectFrom('promotion_entitlements as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .selectAll('e')
    .select(['p.content', 'p.status', 'p.ends_at'])
    .where('e.merchant_id', '=', merchantId)
    .where('e.member_id', '=', memberId)
    .where('e.state', '=', 'CLAIMABLE')
    .where((eb) => eb.or([eb('e.claim_expires_at', 'is', null), eb('e.claim_expires_at', '>', now)]))
    .where('p.status', '=', 'PUBLISHED')
    .orderBy('e.id')
    .execute();
}

/** How many rewards wait for the member's claim (the reward centre's red badge). */
export async function claimableCount(
  db: Reader,
  merchantId: number,
  memberId: bigint,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('promotion_entitlements as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('e.merchant_id', '=', merchantId)
    .where('e.member_id', '=', memberId)
    .where('e.state', '=', 'CLAIMABLE')
    .where((eb) => eb.or([eb('e.claim_expires_at', 'is', null), eb('e.claim_expires_at', '>', now)]))
    .where('p.status', '=', 'PUBLISHED')
    // As the reward centre lists them: an ended promotion's rewards are no longer offered.
    .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function historyQuery(db: Reader, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('promotion_entitlements as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .where('e.merchant_id', '=', merchantId)
    .where('e.member_id', '=', memberId)
    .where('e.state', 'in', ['CLAIMED', 'ISSUED']);
}

export type HistoryKindFilter = 'BONUS' | 'CASH' | 'CASHBACK' | 'TICKETS' | undefined;

function historyFiltered(db: Reader, merchantId: number, memberId: bigint, kind: HistoryKindFilter) {
  const q = historyQuery(db, merchantId, memberId);
  switch (kind) {
    case 'BONUS':
      return q.where('e.grant_id', 'is not', null);
    case 'CASH':
      return q.where('e.grant_id', 'is', null).where('e.tickets', '=', 0).where('e.source', '<>', 'NET_LOSS');
    case 'CASHBACK':
      return q.where('e.grant_id', 'is', null).where('e.source', '=', 'NET_LOSS');
    case 'TICKETS':
      return q.where('e.tickets', '>', 0);
    default:
      return q;
  }
}

export async function countHistory(
  db: Reader,
  merchantId: number,
  memberId: bigint,
  kind: HistoryKindFilter,
) {
  const row = await historyFiltered(db, merchantId, memberId, kind)
    .select(sql<string>`count(*)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function historyPage(
  db: Reader,
  merchantId: number,
  memberId: bigint,
  kind: HistoryKindFilter,
  w: { offset: number; limit: number },
) {
  return historyFiltered(db, merchantId, memberId, kind)
    .selectAll('e')
    .select(['p.content'])
    .orderBy('e.claimed_at', 'desc')
    .orderBy('e.id', 'desc')
    .offset(w.offset)
    .limit(w.limit)
    .execute();
}

/** The report's entitlement figures per promotion, for entitlements created in [from, to). */
export async function entitlementFigures(
  db: Reader,
  merchantId: number,
  from: Date,
  to: Date,
): Promise<{ promotion_id: bigint; eligible: string; claimed: string; cash: string }[]> {
  return db
    .selectFrom('promotion_entitlements')
    .select([
      'promotion_id',
      sql<string>`count(distinct member_id)::text`.as('eligible'),
      sql<string>`(count(distinct member_id) filter (where state in ('CLAIMED', 'ISSUED')))::text`.as(
        'claimed',
      ),
      sql<string>`coalesce(sum(amount_minor) filter (where state in ('CLAIMED', 'ISSUED') and grant_id is null and tickets = 0), 0)::text`.as(
        'cash',
      ),
    ])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('promotion_id')
    .execute();
}

/** Members who applied in [from, to) per promotion (eligible too, though not yet entitled). */
export async function applicantFigures(
  db: Reader,
  merchantId: number,
  from: Date,
  to: Date,
): Promise<{ promotion_id: bigint; members: string }[]> {
  return db
    .selectFrom('promotion_applications')
    .select(['promotion_id', sql<string>`count(distinct member_id)::text`.as('members')])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('promotion_id')
    .execute();
}

// ---- Applications ----------------------------------------------------------------------------

export async function insertApplication(
  trx: Trx,
  v: {
    merchantId: number;
    promotionId: bigint;
    memberId: bigint;
    requestId: string;
    remark: string;
    imageIds: string[];
    at: Date;
  },
): Promise<ApplicationRow> {
  return trx
    .insertInto('promotion_applications')
    .values({
      merchant_id: v.merchantId,
      promotion_id: v.promotionId,
      member_id: v.memberId,
      request_id: v.requestId,
      remark: v.remark,
      image_ids: v.imageIds,
      created_at: v.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findApplicationByRequest(
  db: Reader,
  merchantId: number,
  memberId: bigint,
  requestId: string,
) {
  return db
    .selectFrom('promotion_applications')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The member's open application of a promotion, if any. */
export async function openApplication(db: Reader, promotionId: bigint, memberId: bigint) {
  return db
    .selectFrom('promotion_applications')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'APPLYING')
    .executeTakeFirst();
}

/** The member's applications of these promotions, newest first. */
export async function applicationsOf(
  db: Reader,
  memberId: bigint,
  promotionIds: bigint[],
): Promise<ApplicationRow[]> {
  if (promotionIds.length === 0) return [];
  return db
    .selectFrom('promotion_applications')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotionIds)
    .orderBy('id', 'desc')
    .execute();
}

export async function findApplication(db: Reader, merchantId: number, id: bigint) {
  return db
    .selectFrom('promotion_applications')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function lockApplication(trx: Trx, merchantId: number, id: bigint) {
  return trx
    .selectFrom('promotion_applications')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideApplication(
  trx: Trx,
  id: bigint,
  v: {
    state: 'APPROVED' | 'REJECTED';
    amount: bigint | null;
    note: string;
    by: bigint;
    at: Date;
    entitlementId: bigint | null;
  },
): Promise<ApplicationRow> {
  return trx
    .updateTable('promotion_applications')
    .set({
      state: v.state,
      amount_minor: v.amount,
      decision_note: v.note,
      decided_by: v.by,
      decided_at: v.at,
      entitlement_id: v.entitlementId,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ApplicationFilter {
  merchantId: number;
  state?: 'APPLYING' | 'APPROVED' | 'REJECTED' | undefined;
  promotionId?: bigint | undefined;
  memberId?: bigint | undefined;
}

function applicationQuery(db: Reader, f: ApplicationFilter) {
  let q = db.selectFrom('promotion_applications').where('merchant_id', '=', f.merchantId);
  if (f.state) q = q.where('state', '=', f.state);
  if (f.promotionId !== undefined) q = q.where('promotion_id', '=', f.promotionId);
  if (f.memberId !== undefined) q = q.where('member_id', '=', f.memberId);
  return q;
}

export async function countApplications(db: Reader, f: ApplicationFilter): Promise<number> {
  const row = await applicationQuery(db, f)
    .select(sql<string>`count(*)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Waiting ones first (oldest first), then the decided ones newest first. */
export async function applicationsPage(
  db: Reader,
  f: ApplicationFilter,
  w: { offset: number; limit: number },
): Promise<ApplicationRow[]> {
  return applicationQuery(db, f)
    .selectAll()
    .orderBy(sql`case when state = 'APPLYING' then 0 else 1 end`)
    .orderBy(sql`case when state = 'APPLYING' then id else -id end`)
    .offset(w.offset)
    .limit(w.limit)
    .execute();
}
