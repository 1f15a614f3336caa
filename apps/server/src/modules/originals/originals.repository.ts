import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@portal/fairness';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import { type NewBet, playedBetInsert } from '../wallet/betting-record.ts';
import type { OriginalRoundsTable } from './originals.tables.ts';

/** The in-house games' SQL (ADR 0017). Handles first; the service owns the transactions. */

type Exec = Db | Trx;

export interface PairRow {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  status: 'NEXT' | 'ACTIVE' | 'REVEALED';
  created_at: Date;
  revealed_at: Date | null;
}

const PAIR_COLUMNS = [
  'id',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'status',
  'created_at',
  'revealed_at',
] as const;

/** A fresh server seed: 32 random bytes as hex, committed by its SHA-256. */
export function newServerSeed(): { server_seed: string; server_seed_hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { server_seed: seed, server_seed_hash: sha256Hex(seed) };
}

/** A client seed until the player picks one. */
export const newClientSeed = () => randomBytes(8).toString('hex');

/** The member's ACTIVE and NEXT pairs, made on first use; racing creators end with one of each. */
export async function ensurePairs(db: Exec, merchantId: number, memberId: bigint, at: Date): Promise<void> {
  for (const status of ['ACTIVE', 'NEXT'] as const) {
    await db
      .insertInto('fair_seed_pairs')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        ...newServerSeed(),
        client_seed: newClientSeed(),
        status,
        activated_at: status === 'ACTIVE' ? at : null,
      })
      // A literal predicate: the partial unique index is inferred from it, also once prepared.
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'member_id']).where(sql.ref('status'), '=', sql.lit(status)).doNothing(),
      )
      .execute();
  }
}

export function findPairs(db: Exec, merchantId: number, memberId: bigint): Promise<PairRow[]> {
  return db
    .selectFrom('fair_seed_pairs')
    .select(PAIR_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', 'in', ['ACTIVE', 'NEXT'])
    .execute();
}

/**
 * Takes the active pair's next nonce: the row stays locked until the transaction ends, so a
 * member's bets line up one after another and no nonce is ever used twice.
 */
export function claimNonce(trx: Trx, merchantId: number, memberId: bigint): Promise<PairRow | undefined> {
  return trx
    .updateTable('fair_seed_pairs')
    .set({ nonce: sql`nonce + 1` })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .returning([
      'id',
      'server_seed',
      'server_seed_hash',
      'client_seed',
      sql<number>`nonce - 1`.as('nonce'),
      'status',
      'created_at',
      'revealed_at',
    ])
    .executeTakeFirst();
}

export function lockActivePair(trx: Trx, merchantId: number, memberId: bigint) {
  return trx
    .selectFrom('fair_seed_pairs')
    .select(PAIR_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .forUpdate()
    .executeTakeFirst();
}

export function findPair(db: Exec, id: bigint): Promise<PairRow> {
  return db.selectFrom('fair_seed_pairs').select(PAIR_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Rotation: ACTIVE is revealed, NEXT becomes ACTIVE with the player's client seed, a new NEXT is committed. */
export async function rotatePairs(
  trx: Trx,
  merchantId: number,
  memberId: bigint,
  activeId: bigint,
  clientSeed: string,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('fair_seed_pairs')
    .set({ status: 'REVEALED', revealed_at: at })
    .where('id', '=', activeId)
    .execute();
  const promoted = await trx
    .updateTable('fair_seed_pairs')
    .set({ status: 'ACTIVE', client_seed: clientSeed, activated_at: at })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'NEXT')
    .executeTakeFirst();
  if (promoted.numUpdatedRows === 0n) {
    await trx
      .insertInto('fair_seed_pairs')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        ...newServerSeed(),
        client_seed: clientSeed,
        status: 'ACTIVE',
        activated_at: at,
      })
      .execute();
  }
  await trx
    .insertInto('fair_seed_pairs')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      ...newServerSeed(),
      client_seed: newClientSeed(),
      status: 'NEXT',
    })
    .execute();
}

export async function revealedPairs(
  db: Exec,
  merchantId: number,
  memberId: bigint,
  page: number,
  size: number,
) {
  const base = db
    .selectFrom('fair_seed_pairs')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'REVEALED');
  const [rows, total] = await Promise.all([
    base
      .select(PAIR_COLUMNS)
      .orderBy('revealed_at', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

// ---- Rounds -----------------------------------------------------------------------------------

export type RoundRow = {
  id: bigint;
  game: string;
  request_hash: string;
  seed_pair_id: bigint;
  nonce: number;
  edge_bps: number;
  stake: bigint;
  payout: bigint;
  multiplier: bigint;
  params: Record<string, unknown>;
  state: Record<string, unknown>;
  status: OriginalRoundsTable['status'];
  balance_before: bigint;
  balance_after: bigint;
  bet_id: bigint | null;
  play_money: boolean;
  created_at: Date;
  settled_at: Date | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  pair_status: PairRow['status'];
};

function rounds(db: Exec) {
  return db
    .selectFrom('original_rounds as r')
    .innerJoin('fair_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .select([
      'r.id',
      'r.game',
      'r.request_hash',
      'r.seed_pair_id',
      'r.nonce',
      'r.edge_bps',
      'r.stake',
      'r.payout',
      'r.multiplier',
      'r.params',
      'r.state',
      'r.status',
      'r.balance_before',
      'r.balance_after',
      'r.bet_id',
      'r.play_money',
      'r.created_at',
      'r.settled_at',
      'p.server_seed',
      'p.server_seed_hash',
      'p.client_seed',
      'p.status as pair_status',
    ]);
}

export function findByRequest(db: Exec, merchantId: number, memberId: bigint, requestId: string) {
  return rounds(db)
    .where('r.merchant_id', '=', merchantId)
    .where('r.member_id', '=', memberId)
    .where('r.request_id', '=', requestId)
    .executeTakeFirst() as Promise<RoundRow | undefined>;
}

export function findRound(db: Exec, merchantId: number, memberId: bigint, id: bigint) {
  return rounds(db)
    .where('r.merchant_id', '=', merchantId)
    .where('r.member_id', '=', memberId)
    .where('r.id', '=', id)
    .executeTakeFirst() as Promise<RoundRow | undefined>;
}

/** The member's open round of a game, locked (for a step), or just read. */
export function findOpenRound(db: Exec, merchantId: number, memberId: bigint, game: string) {
  return rounds(db)
    .where('r.merchant_id', '=', merchantId)
    .where('r.member_id', '=', memberId)
    .where('r.game', '=', game)
    .where('r.status', '=', 'OPEN')
    .executeTakeFirst() as Promise<RoundRow | undefined>;
}

export function lockRound(trx: Trx, merchantId: number, memberId: bigint, id: bigint) {
  return rounds(trx)
    .where('r.merchant_id', '=', merchantId)
    .where('r.member_id', '=', memberId)
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst() as Promise<RoundRow | undefined>;
}

export async function listRounds(
  db: Exec,
  merchantId: number,
  memberId: bigint,
  game: string | undefined,
  page: number,
  size: number,
) {
  let base = db
    .selectFrom('original_rounds as r')
    .where('r.merchant_id', '=', merchantId)
    .where('r.member_id', '=', memberId);
  if (game) base = base.where('r.game', '=', game);
  const [rows, total] = await Promise.all([
    rounds(db)
      .where('r.merchant_id', '=', merchantId)
      .where('r.member_id', '=', memberId)
      .$if(game !== undefined, (q) => q.where('r.game', '=', game as string))
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute() as Promise<RoundRow[]>,
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Whether a round played on the seed pair is still OPEN (it needs the server seed secret). */
export async function hasOpenRound(trx: Trx, pairId: bigint): Promise<boolean> {
  const open = await trx
    .selectFrom('original_rounds')
    .select('id')
    .where('seed_pair_id', '=', pairId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return open !== undefined;
}

/**
 * A round and its line in the betting record (vendor BGS; the wallet's insert), in one statement.
 * Returns the ids and the line as written (for its wager events, `playedBetWritten`).
 */
export async function insertRound(
  trx: Trx,
  row: {
    merchantId: number;
    memberId: bigint;
    game: string;
    requestId: string;
    requestHash: string;
    pairId: bigint;
    nonce: number;
    edgeBps: number;
    stake: bigint;
    payout: bigint;
    multiplier: number;
    params: object;
    state: object;
    status: OriginalRoundsTable['status'];
    balanceBefore: bigint;
    balanceAfter: bigint;
    at: Date;
  },
  record: { gameName: string; externalId: string },
): Promise<{ id: bigint; betId: bigint; bet: NewBet & { payout: bigint; settled: boolean } }> {
  const settled = row.status !== 'OPEN';
  const bet = {
    merchantId: row.merchantId,
    memberId: row.memberId,
    vendorCode: 'BGS',
    gameCode: row.game,
    gameName: record.gameName,
    category: 'BGS',
    externalId: record.externalId,
    stake: row.stake,
    payout: row.payout,
    settled,
    at: row.at,
  };
  const inserted = await trx
    .with('bet', (db) => playedBetInsert(db, bet))
    .insertInto('original_rounds')
    .values((eb) => ({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      game: row.game,
      request_id: row.requestId,
      request_hash: row.requestHash,
      seed_pair_id: row.pairId,
      nonce: row.nonce,
      edge_bps: row.edgeBps,
      stake: row.stake,
      payout: row.payout,
      multiplier: BigInt(row.multiplier),
      params: JSON.stringify(row.params),
      state: JSON.stringify(row.state),
      status: row.status,
      balance_before: row.balanceBefore,
      balance_after: row.balanceAfter,
      bet_id: eb.selectFrom('bet').select('bet.id'),
      created_at: row.at,
      settled_at: settled ? row.at : null,
    }))
    .returning(['id', 'bet_id'])
    .executeTakeFirstOrThrow();
  return { id: inserted.id, betId: inserted.bet_id as bigint, bet };
}

/**
 * A round staked with a trial account's play money (ADR 0044): the round alone, marked, with no
 * line in the betting record (reports, commissions and loyalty never see it).
 */
export async function insertPlayMoneyRound(
  trx: Trx,
  row: Parameters<typeof insertRound>[1],
): Promise<{ id: bigint }> {
  const settled = row.status !== 'OPEN';
  return trx
    .insertInto('original_rounds')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      game: row.game,
      request_id: row.requestId,
      request_hash: row.requestHash,
      seed_pair_id: row.pairId,
      nonce: row.nonce,
      edge_bps: row.edgeBps,
      stake: row.stake,
      payout: row.payout,
      multiplier: BigInt(row.multiplier),
      params: JSON.stringify(row.params),
      state: JSON.stringify(row.state),
      status: row.status,
      balance_before: row.balanceBefore,
      balance_after: row.balanceAfter,
      bet_id: null,
      play_money: true,
      created_at: row.at,
      settled_at: settled ? row.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateRound(
  trx: Trx,
  id: bigint,
  change: {
    state: object;
    status: OriginalRoundsTable['status'];
    multiplier: number;
    payout: bigint;
    balanceAfter: bigint;
    at: Date | null;
  },
): Promise<void> {
  await trx
    .updateTable('original_rounds')
    .set({
      state: JSON.stringify(change.state),
      status: change.status,
      multiplier: BigInt(change.multiplier),
      payout: change.payout,
      balance_after: change.balanceAfter,
      settled_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}
