import { LOTTERY_ENGINES } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { StoredLine } from './lottery.tables.ts';

type Executor = Db | Trx;

const ENGINES = Object.values(LOTTERY_ENGINES);

export interface GameRow {
  merchant_id: number;
  id: bigint;
  code: string;
  vendor_code: string;
  engine: string;
  classify: string | null;
  names: Record<string, string>;
}

/**
 * The lottery games each active brand offers (all brands when `merchantId` is null): enabled, of
 * a vendor the brand has on in the game's category, and not switched off by the brand.
 */
export function lotteryGames(db: Executor, merchantId: number | null): Promise<GameRow[]> {
  let query = db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (join) =>
      join
        .onRef('mv.vendor_code', '=', 'g.vendor_code')
        .onRef('mv.game_category', '=', 'g.category')
        .on('mv.enabled', '=', true),
    )
    .innerJoin('merchants as m', 'm.id', 'mv.merchant_id')
    .leftJoin('merchant_games as mg', (join) =>
      join.onRef('mg.game_id', '=', 'g.id').onRef('mg.merchant_id', '=', 'mv.merchant_id'),
    )
    .where('g.enabled', '=', true)
    .where('g.engine', 'in', ENGINES)
    .where('m.status', '=', 'active')
    .where((eb) => eb.or([eb('mg.enabled', 'is', null), eb('mg.enabled', '=', true)]))
    .select(['mv.merchant_id', 'g.id', 'g.code', 'g.vendor_code', 'g.engine', 'g.classify', 'g.names'])
    .orderBy('mv.merchant_id')
    .orderBy('mv.sort')
    .orderBy('g.sort')
    .orderBy('g.id');
  if (merchantId !== null) query = query.where('mv.merchant_id', '=', merchantId);
  return query.execute();
}

/** The latest scheduled draw of each game still in the future: when it is drawn and closes. */
export async function lastFutureDraws(
  db: Executor,
  now: Date,
): Promise<Map<string, { drawAt: Date; closesAt: Date }>> {
  const rows = await db
    .selectFrom('lottery_draws')
    .distinctOn(['merchant_id', 'game_code'])
    .select(['merchant_id', 'game_code', 'draw_at', 'closes_at'])
    .where('status', '<>', 'SETTLED')
    .where('draw_at', '>', now)
    .orderBy('merchant_id')
    .orderBy('game_code')
    .orderBy('draw_at', 'desc')
    .execute();
  return new Map(
    rows.map((r) => [
      `${r.merchant_id}|${r.game_code}`,
      { drawAt: new Date(r.draw_at), closesAt: new Date(r.closes_at) },
    ]),
  );
}

export interface NewDraw {
  merchant_id: number;
  game_id: bigint;
  game_code: string;
  style: 'VN' | 'SEA';
  draw_no: string;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  server_seed: string;
  server_seed_hash: string;
}

/** Schedules draws; a draw another node scheduled first keeps its seed. */
export async function insertDraws(db: Executor, draws: NewDraw[]): Promise<number> {
  if (draws.length === 0) return 0;
  const rows = await db
    .insertInto('lottery_draws')
    .values(draws)
    .onConflict((oc) => oc.constraint('lottery_draws_number').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Betting over: OPEN draws past their closing time become CLOSED. */
export async function closeDue(db: Executor, now: Date): Promise<number> {
  const result = await db
    .updateTable('lottery_draws')
    .set({ status: 'CLOSED' })
    .where('status', '=', 'OPEN')
    .where('closes_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function dueDraws(db: Executor, now: Date, limit: number) {
  return db
    .selectFrom('lottery_draws')
    .select(['id', 'game_code', 'draw_no', 'style', 'server_seed'])
    .where('status', 'in', ['OPEN', 'CLOSED'])
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/** Writes a draw's results once: only a draw not yet drawn changes. */
export async function markDrawn(
  db: Executor,
  id: bigint,
  results: { prize: string; number: string }[],
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('lottery_draws')
    .set({ status: 'DRAWN', results: JSON.stringify(results), drawn_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['OPEN', 'CLOSED'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function drawnDraws(db: Executor, limit: number) {
  return db
    .selectFrom('lottery_draws')
    .select(['id', 'merchant_id', 'game_code', 'results'])
    .where('status', '=', 'DRAWN')
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

export function openTicketsOf(db: Executor, drawId: bigint, limit: number) {
  return db
    .selectFrom('lottery_tickets')
    .select(['id', 'merchant_id', 'member_id', 'lines', 'stake', 'bet_id'])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'OPEN')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A drawn draw becomes SETTLED once none of its tickets is open. */
export async function markSettled(db: Executor, drawId: bigint, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('lottery_draws')
    .set({ status: 'SETTLED', settled_at: now })
    .where('id', '=', drawId)
    .where('status', '=', 'DRAWN')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_tickets as t')
            .select('t.id')
            .whereRef('t.draw_id', '=', 'lottery_draws.id')
            .where('t.status', '=', 'OPEN'),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A ticket without a win: settled only if still open. */
export async function settleLosingTicket(
  trx: Trx,
  id: bigint,
  lines: StoredLine[],
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('lottery_tickets')
    .set({ status: 'SETTLED', payout: 0n, lines: JSON.stringify(lines), settled_at: now })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const DRAW_COLUMNS = [
  'd.id',
  'd.game_code',
  'd.style',
  'd.draw_no',
  'd.opens_at',
  'd.closes_at',
  'd.draw_at',
  'd.server_seed_hash',
  'd.status',
] as const;

/** The draw a ticket goes on, share-locked so it cannot be drawn while the ticket is written. */
export function lockDrawForBet(
  trx: Trx,
  merchantId: number,
  gameCode: string,
  drawNo: string | null,
  now: Date,
) {
  let query = trx
    .selectFrom('lottery_draws as d')
    .select([...DRAW_COLUMNS, 'd.game_id'])
    .where('d.merchant_id', '=', merchantId)
    .where('d.game_code', '=', gameCode);
  query =
    drawNo === null
      ? query.where('d.opens_at', '<=', now).where('d.closes_at', '>', now).orderBy('d.draw_at').limit(1)
      : query.where('d.draw_no', '=', drawNo);
  return query.forShare().executeTakeFirst();
}

/** The draws taking bets now, one per game at most. */
export function openDraws(db: Executor, merchantId: number, now: Date, gameCode?: string) {
  let query = db
    .selectFrom('lottery_draws as d')
    .select(DRAW_COLUMNS)
    .where('d.merchant_id', '=', merchantId)
    .where('d.status', '=', 'OPEN')
    .where('d.opens_at', '<=', now)
    .where('d.closes_at', '>', now);
  if (gameCode) query = query.where('d.game_code', '=', gameCode);
  return query.orderBy('d.draw_at').execute();
}

const RESULT_COLUMNS = [...DRAW_COLUMNS, 'd.server_seed', 'd.results'] as const;

/** The newest drawn draw of each game of the brand (drawn in the last day). */
export function lastResults(db: Executor, merchantId: number, now: Date) {
  return db
    .selectFrom('lottery_draws as d')
    .select(RESULT_COLUMNS)
    .distinctOn('d.game_code')
    .where('d.merchant_id', '=', merchantId)
    .where('d.status', 'in', ['DRAWN', 'SETTLED'])
    .where('d.draw_at', '>', new Date(now.getTime() - 86_400_000))
    .orderBy('d.game_code')
    .orderBy('d.draw_at', 'desc')
    .execute();
}

function drawnOf(db: Executor, merchantId: number, gameCode: string) {
  return db
    .selectFrom('lottery_draws as d')
    .where('d.merchant_id', '=', merchantId)
    .where('d.game_code', '=', gameCode)
    .where('d.status', 'in', ['DRAWN', 'SETTLED']);
}

export const resultsQuery = (db: Executor, merchantId: number, gameCode: string) =>
  drawnOf(db, merchantId, gameCode).select(RESULT_COLUMNS);

export function readResults(
  db: Executor,
  merchantId: number,
  gameCode: string,
  window: { offset: number; limit: number },
) {
  return drawnOf(db, merchantId, gameCode)
    .select(RESULT_COLUMNS)
    .orderBy('d.draw_at', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

const TICKET_COLUMNS = [
  't.id',
  't.request_id',
  't.request_hash',
  't.lines',
  't.stake',
  't.payout',
  't.status',
  't.placed_at',
  't.settled_at',
  'd.game_code',
  'd.style',
  'd.draw_no',
  'd.draw_at',
] as const;

function ticketsOf(db: Executor, merchantId: number, memberId: bigint, gameCode?: string) {
  let query = db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
    .where('t.merchant_id', '=', merchantId)
    .where('t.member_id', '=', memberId);
  if (gameCode) query = query.where('d.game_code', '=', gameCode);
  return query;
}

export const ticketsQuery = (db: Executor, merchantId: number, memberId: bigint, gameCode?: string) =>
  ticketsOf(db, merchantId, memberId, gameCode).select(TICKET_COLUMNS);

export function readTickets(
  db: Executor,
  merchantId: number,
  memberId: bigint,
  gameCode: string | undefined,
  window: { offset: number; limit: number },
) {
  return ticketsOf(db, merchantId, memberId, gameCode)
    .select(TICKET_COLUMNS)
    .orderBy('t.placed_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export type TicketRow = Awaited<ReturnType<typeof readTickets>>[number];

export function ticketByRequest(db: Executor, merchantId: number, memberId: bigint, requestId: string) {
  return ticketsOf(db, merchantId, memberId)
    .select(TICKET_COLUMNS)
    .where('t.request_id', '=', requestId)
    .executeTakeFirst();
}

export function ticketById(db: Executor, id: bigint) {
  return db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
    .select(TICKET_COLUMNS)
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function insertTicket(
  trx: Trx,
  t: {
    merchantId: number;
    memberId: bigint;
    drawId: bigint;
    requestId: string;
    requestHash: string;
    lines: StoredLine[];
    stake: bigint;
    at: Date;
  },
): Promise<bigint | null> {
  const row = await trx
    .insertInto('lottery_tickets')
    .values({
      merchant_id: t.merchantId,
      member_id: t.memberId,
      draw_id: t.drawId,
      request_id: t.requestId,
      request_hash: t.requestHash,
      lines: JSON.stringify(t.lines),
      stake: t.stake,
      placed_at: t.at,
    })
    .onConflict((oc) => oc.constraint('lottery_tickets_request').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The ticket's row in the betting record (`bets`, the wallet's), open until its draw settles. */
export async function linkBet(trx: Trx, ticketId: bigint, betId: bigint): Promise<void> {
  await trx.updateTable('lottery_tickets').set({ bet_id: betId }).where('id', '=', ticketId).execute();
}

/** The member's recently played lottery games, newest first. */
export async function recentGameIds(
  db: Executor,
  merchantId: number,
  memberId: bigint,
  limit: number,
): Promise<bigint[]> {
  const rows = await db
    .selectFrom('game_recent as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select('r.game_id')
    .where('r.merchant_id', '=', merchantId)
    .where('r.member_id', '=', memberId)
    .where('g.engine', 'in', ENGINES)
    .orderBy('r.played_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.game_id);
}

/** Old settled draws nobody bet on: results history keeps `keepMs`; at most `limit` per run. */
export async function purgeDraws(db: Executor, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('lottery_draws')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('lottery_draws as d')
        .select('d.id')
        .where('d.status', '=', 'SETTLED')
        .where('d.draw_at', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('lottery_tickets as t').select('t.id').whereRef('t.draw_id', '=', 'd.id'))),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
