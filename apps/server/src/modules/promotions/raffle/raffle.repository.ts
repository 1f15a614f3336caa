import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type {
  PromotionsTable,
  RaffleDrawsTable,
  RaffleTicketsTable,
  RaffleWinnersTable,
} from '../promotions.tables.ts';

/**
 * The raffle's reads and writes (issue 18; ADR 0039): the only SQL on `raffle_draws`,
 * `raffle_tickets` and `raffle_winners`, plus the narrow reads of a RAFFLE promotion's row and its
 * joiners (`promotions`, `promotion_members`, the same module's tables) the raffle needs.
 */

const PROMOTION_COLUMNS = [
  'id',
  'merchant_id',
  'status',
  'content',
  'starts_at',
  'ends_at',
  'trigger',
  'reward',
] as const;

/** One RAFFLE promotion of the brand (any status), or undefined. */
export function findRafflePromotion(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('trigger_type', '=', 'RAFFLE')
    .executeTakeFirst();
}

/** Published RAFFLE promotions running at `at` (every brand, or one). */
export function runningRaffles(db: Db, at: Date, merchantId?: number) {
  let q = db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('trigger_type', '=', 'RAFFLE')
    .where('status', '=', 'PUBLISHED')
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]));
  if (merchantId !== undefined) q = q.where('merchant_id', '=', merchantId);
  return q.orderBy('id').execute();
}

/** The raffle promotions a member joined that run at `at` (tickets are earned only in those). */
export function joinedRunningRaffles(db: Db, merchantId: number, memberId: bigint, at: Date) {
  return db
    .selectFrom('promotion_members as pm')
    .innerJoin('promotions as p', 'p.id', 'pm.promotion_id')
    .select([
      'p.id',
      'p.merchant_id',
      'p.status',
      'p.content',
      'p.starts_at',
      'p.ends_at',
      'p.trigger',
      'p.reward',
      'pm.joined_at',
    ])
    .where('pm.merchant_id', '=', merchantId)
    .where('pm.member_id', '=', memberId)
    .where('p.trigger_type', '=', 'RAFFLE')
    .where('p.status', '=', 'PUBLISHED')
    .where('p.starts_at', '<=', at)
    .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', at)]))
    .orderBy('p.id')
    .execute();
}

/** Brands with a raffle that is or was published (their draws are drawn). */
export async function raffleBrands(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('promotions')
    .select('merchant_id')
    .distinct()
    .where('trigger_type', '=', 'RAFFLE')
    .where('status', '<>', 'DRAFT')
    .execute();
  return rows.map((r) => r.merchant_id);
}

/** The demo seed's narrow insert of a raffle promotion (the console writes them otherwise). */
export async function insertRafflePromotion(
  db: Db,
  row: Omit<Insertable<PromotionsTable>, 'trigger_type' | 'category'>,
): Promise<bigint | null> {
  const inserted = await db
    .insertInto('promotions')
    .values({ ...row, trigger_type: 'RAFFLE', category: 'RAFFLE' })
    .onConflict((oc) => oc.columns(['merchant_id', 'slug']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** A promotion id by its slug (the seed's re-run). */
export async function promotionIdBySlug(db: Db, merchantId: number, slug: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id ?? null;
}

// Joiners.

/** Joins the member (once); the joining time either way. */
export async function joinPromotion(
  db: Db,
  q: { merchantId: number; promotionId: bigint; memberId: bigint; now: Date },
): Promise<{ joinedAt: Date; created: boolean }> {
  const inserted = await db
    .insertInto('promotion_members')
    .values({
      merchant_id: q.merchantId,
      promotion_id: q.promotionId,
      member_id: q.memberId,
      joined_at: q.now,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .returning('joined_at')
    .executeTakeFirst();
  if (inserted) return { joinedAt: inserted.joined_at, created: true };
  const row = await db
    .selectFrom('promotion_members')
    .select('joined_at')
    .where('promotion_id', '=', q.promotionId)
    .where('member_id', '=', q.memberId)
    .executeTakeFirstOrThrow();
  return { joinedAt: row.joined_at, created: false };
}

export async function joinedAt(db: Db, promotionId: bigint, memberId: bigint): Promise<Date | null> {
  const row = await db
    .selectFrom('promotion_members')
    .select('joined_at')
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.joined_at ?? null;
}

// Draws.

export type RaffleDrawRow = {
  id: bigint;
  merchant_id: number;
  promotion_id: bigint;
  period_key: string;
  opens_at: Date;
  draws_at: Date;
  seed_hash: string;
  server_seed: string;
  client_seed: string | null;
  state: 'OPEN' | 'DRAWN' | 'VOID';
  ticket_count: number;
  drawn_at: Date | null;
};

const DRAW_COLUMNS = [
  'id',
  'merchant_id',
  'promotion_id',
  'period_key',
  'opens_at',
  'draws_at',
  'seed_hash',
  'server_seed',
  'client_seed',
  'state',
  'ticket_count',
  'drawn_at',
] as const;

/** Writes the period's draw unless it exists; the draw either way. */
export async function ensureDraw(
  db: Db,
  row: Insertable<RaffleDrawsTable> & { merchant_id: number; promotion_id: bigint; period_key: string },
): Promise<RaffleDrawRow> {
  const inserted = await db
    .insertInto('raffle_draws')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'period_key']).doNothing())
    .returning(DRAW_COLUMNS)
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('raffle_draws')
    .select(DRAW_COLUMNS)
    .where('promotion_id', '=', row.promotion_id)
    .where('period_key', '=', row.period_key)
    .executeTakeFirstOrThrow();
}

/** The draw of a raffle period, if written. */
export function drawOfPeriod(db: Db, promotionId: bigint, periodKey: string) {
  return db
    .selectFrom('raffle_draws')
    .select(DRAW_COLUMNS)
    .where('promotion_id', '=', promotionId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/**
 * The draw still open for tickets, share-locked so the draw (which locks it for update) waits for
 * tickets being added and tickets wait for a draw under way; undefined when drawn or absent.
 */
export function shareOpenDraw(db: Db, drawId: bigint) {
  return db
    .selectFrom('raffle_draws')
    .select(DRAW_COLUMNS)
    .where('id', '=', drawId)
    .where('state', '=', 'OPEN')
    .forShare()
    .executeTakeFirst();
}

/** Locks a draw for its drawing. */
export function lockDraw(db: Db, drawId: bigint) {
  return db
    .selectFrom('raffle_draws')
    .select(DRAW_COLUMNS)
    .where('id', '=', drawId)
    .forUpdate()
    .executeTakeFirst();
}

/** Open draws of a brand due by `at` (their period ended), oldest first. */
export function dueDraws(db: Db, merchantId: number, at: Date) {
  return db
    .selectFrom('raffle_draws')
    .select(['id', 'promotion_id', 'period_key'])
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'OPEN')
    .where('draws_at', '<=', at)
    .orderBy('draws_at')
    .orderBy('id')
    .execute();
}

export async function markDrawn(
  db: Db,
  q: { drawId: bigint; clientSeed: string; tickets: number; now: Date },
): Promise<void> {
  await db
    .updateTable('raffle_draws')
    .set({ state: 'DRAWN', client_seed: q.clientSeed, ticket_count: q.tickets, drawn_at: q.now })
    .where('id', '=', q.drawId)
    .where('state', '=', 'OPEN')
    .execute();
}

/** A raffle's draws before the given one (newest first). */
export function pastDraws(db: Db, promotionId: bigint, limit: number, exceptId: bigint | null) {
  let q = db
    .selectFrom('raffle_draws')
    .select(DRAW_COLUMNS)
    .where('promotion_id', '=', promotionId)
    .where('state', '<>', 'OPEN');
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return q.orderBy('draws_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The console's page of draws of the brand (one raffle or all), newest first. */
export async function drawsPage(
  db: Db,
  q: { merchantId: number; promotionId?: bigint; offset: number; limit: number },
) {
  let base = db.selectFrom('raffle_draws').where('merchant_id', '=', q.merchantId);
  if (q.promotionId !== undefined) base = base.where('promotion_id', '=', q.promotionId);
  const total = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
  const rows =
    q.offset >= total
      ? []
      : await base
          .select(DRAW_COLUMNS)
          .orderBy('draws_at', 'desc')
          .orderBy('id', 'desc')
          .offset(q.offset)
          .limit(q.limit)
          .execute();
  return { total, rows };
}

/** The titles (content JSON) of promotions, by id. */
export async function promotionContents(db: Db, ids: readonly bigint[]): Promise<Map<bigint, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotions')
    .select(['id', 'content'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.content]));
}

// Tickets.

/** Adds a ticket row unless one of the same source and reference exists in the draw; whether it did. */
export async function insertTickets(db: Db, row: Insertable<RaffleTicketsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('raffle_tickets')
    .values(row)
    .onConflict((oc) => oc.columns(['draw_id', 'source', 'source_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A draw's ticket rows in id order (the order tickets are numbered in). */
export function ticketRows(db: Db, drawId: bigint) {
  return db
    .selectFrom('raffle_tickets')
    .select(['id', 'member_id', 'tickets'])
    .where('draw_id', '=', drawId)
    .orderBy('id')
    .execute();
}

/** Tickets in a set of draws: the total, and one member's. */
export async function ticketCounts(
  db: Db,
  drawIds: readonly bigint[],
  memberId: bigint | null,
): Promise<Map<bigint, { total: number; mine: number }>> {
  if (drawIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('raffle_tickets')
    .select((eb) => [
      'draw_id',
      eb.fn.sum<string>('tickets').as('total'),
      sql<string>`coalesce(sum(tickets) filter (where member_id = ${memberId ?? -1n}), 0)`.as('mine'),
    ])
    .where('draw_id', 'in', [...drawIds])
    .groupBy('draw_id')
    .execute();
  return new Map(rows.map((r) => [r.draw_id, { total: Number(r.total ?? 0), mine: Number(r.mine) }]));
}

// Winners.

export async function insertWinner(db: Db, row: Insertable<RaffleWinnersTable>): Promise<void> {
  await db
    .insertInto('raffle_winners')
    .values(row)
    .onConflict((oc) => oc.columns(['draw_id', 'rank']).doNothing())
    .execute();
}

export function winnersOf(db: Db, drawIds: readonly bigint[]) {
  if (drawIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('raffle_winners')
    .select(['draw_id', 'member_id', 'rank', 'ticket_no', 'prize_minor', 'paid_at'])
    .where('draw_id', 'in', [...drawIds])
    .orderBy('draw_id')
    .orderBy('rank')
    .execute();
}

/** A member's raffle prizes, newest first (the reward history). */
export function prizesOfMember(db: Db, merchantId: number, memberId: bigint, limit: number) {
  return db
    .selectFrom('raffle_winners as w')
    .innerJoin('raffle_draws as d', 'd.id', 'w.draw_id')
    .select(['w.id', 'd.promotion_id', 'w.prize_minor', 'w.paid_at', 'd.drawn_at', 'w.rank'])
    .where('w.merchant_id', '=', merchantId)
    .where('w.member_id', '=', memberId)
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}
