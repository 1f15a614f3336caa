import { isTrialType } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProviderTransactionsTable } from '../../db/schema.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { BetCondition } from '../wallet/betting-record.ts';
import type { Answer } from './protocol.ts';

type Executor = Db | Trx;

export interface VendorRow {
  code: string;
  wallet_public_key: string | null;
}

export function findVendor(db: Executor, code: string): Promise<VendorRow | undefined> {
  return db
    .selectFrom('game_vendors')
    .select(['code', 'wallet_public_key'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export interface MemberContext {
  member: {
    id: bigint;
    status: 'active' | 'disabled';
    account: string;
    nickname: string | null;
    language: string | null;
    /** A trial account (type 4): plays with play money (ADR 0044). */
    trial: boolean;
  } | null;
  /** The vendor for this brand: enabled in some category, listed but switched off, or never listed. */
  vendor: 'ENABLED' | 'DISABLED' | 'NONE';
}

/** A game session (launch token) as the checks read it. */
export interface SessionRow {
  id: bigint;
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  vendor_code: string;
  expires_at: Date;
}

/** Everything a call is checked against, read in one statement (ADR 0057). */
export interface CallContext extends MemberContext {
  /** The game named by the call (for this brand), when it names one that exists. */
  game: GameRow | undefined;
  /** The launch token's session, when the call carries a token that exists. */
  session: SessionRow | undefined;
  /** A call already seen under this transaction id (a replay), unlocked. */
  transaction: TransactionRow | undefined;
}

/**
 * The member, the vendor for the brand, the game (as `findGame` reads it), the launch token's
 * session and a transaction seen before under the call's id (as `findTransaction` reads it), in
 * one statement: each part is a left join on its own key, so a part that does not exist is null.
 */
export async function findCallContext(
  db: Executor,
  key: {
    merchantId: number;
    memberId: bigint;
    vendorCode: string;
    gameCode: string | null;
    tokenHash: string | null;
    transactionUuid: string | null;
  },
): Promise<CallContext> {
  const { rows } = await sql<Record<string, unknown>>`
    select m.id, m.status, m.account, m.nickname, m.language, m.type,
      (select bool_or(v.enabled) from merchant_vendors v
        where v.merchant_id = ${key.merchantId} and v.vendor_code = ${key.vendorCode}) as vendor_enabled,
      g.id as g_id, g.code as g_code, g.names as g_names, g.category as g_category,
      g.enabled and coalesce(mg.enabled, true) as g_enabled,
      s.id as s_id, s.merchant_id as s_merchant_id, s.member_id as s_member_id, s.game_id as s_game_id,
      s.vendor_code as s_vendor_code, s.expires_at as s_expires_at,
      t.id as t_id, t.merchant_id as t_merchant_id, t.vendor_code as t_vendor_code,
      t.transaction_uuid as t_transaction_uuid, t.kind as t_kind, t.member_id as t_member_id,
      t.game_code as t_game_code, t.round as t_round, t.amount as t_amount, t.currency as t_currency,
      t.reference_uuid as t_reference_uuid, t.content_hash as t_content_hash, t.answer as t_answer,
      t.rolled_back as t_rolled_back, t.tombstone as t_tombstone, t.bet_id as t_bet_id,
      t.play_money as t_play_money
    from (select 1) one
    left join members m on m.id = ${key.memberId} and m.merchant_id = ${key.merchantId}
    left join games g on g.vendor_code = ${key.vendorCode} and g.code = ${key.gameCode}
    left join merchant_games mg on mg.game_id = g.id and mg.merchant_id = ${key.merchantId}
    left join game_sessions s on s.token_hash = ${key.tokenHash}
    left join provider_transactions t
      on t.vendor_code = ${key.vendorCode} and t.transaction_uuid = ${key.transactionUuid}`.execute(db);
  const row = rows[0] ?? {};
  const member = row.id != null && row.status != null && row.account != null;
  return {
    member: member
      ? {
          id: row.id as bigint,
          status: row.status as 'active' | 'disabled',
          account: row.account as string,
          nickname: (row.nickname as string | null) ?? null,
          language: (row.language as string | null) ?? null,
          trial: isTrialType((row.type as number | null) ?? -1),
        }
      : null,
    vendor: row.vendor_enabled == null ? 'NONE' : row.vendor_enabled ? 'ENABLED' : 'DISABLED',
    game:
      row.g_id == null
        ? undefined
        : {
            id: row.g_id as bigint,
            code: row.g_code as string,
            names: row.g_names as Record<string, string>,
            category: row.g_category as string,
            enabled: row.g_enabled as boolean,
          },
    session:
      row.s_id == null
        ? undefined
        : {
            id: row.s_id as bigint,
            merchant_id: row.s_merchant_id as number,
            member_id: row.s_member_id as bigint,
            game_id: row.s_game_id as bigint,
            vendor_code: row.s_vendor_code as string,
            expires_at: row.s_expires_at as Date,
          },
    transaction:
      row.t_id == null
        ? undefined
        : (Object.fromEntries(
            TRANSACTION_COLUMNS.map((column) => [column, row[`t_${column}`]]),
          ) as TransactionRow),
  };
}

export interface GameRow {
  id: bigint;
  code: string;
  names: Record<string, string>;
  category: string;
  /** Enabled in the catalogue and not switched off for the brand. */
  enabled: boolean;
}

export async function findGame(
  db: Executor,
  merchantId: number,
  vendorCode: string,
  gameCode: string,
): Promise<GameRow | undefined> {
  return db
    .selectFrom('games as g')
    .leftJoin('merchant_games as mg', (join) =>
      join.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', merchantId),
    )
    .select([
      'g.id',
      'g.code',
      'g.names',
      'g.category',
      sql<boolean>`g.enabled and coalesce(mg.enabled, true)`.as('enabled'),
    ])
    .where('g.vendor_code', '=', vendorCode)
    .where('g.code', '=', gameCode)
    .executeTakeFirst();
}

/** Moves a session's expiry to `until`, unless it already ends at or after `unlessAfter`. */
export async function extendSession(db: Executor, id: bigint, until: Date, unlessAfter: Date): Promise<void> {
  await db
    .updateTable('game_sessions')
    .set({ expires_at: until })
    .where('id', '=', id)
    .where('expires_at', '<', unlessAfter)
    .execute();
}

export type TransactionRow = Pick<
  ProviderTransactionsTable,
  | 'merchant_id'
  | 'vendor_code'
  | 'transaction_uuid'
  | 'kind'
  | 'member_id'
  | 'game_code'
  | 'round'
  | 'currency'
  | 'reference_uuid'
  | 'content_hash'
  | 'tombstone'
  | 'bet_id'
  | 'play_money'
> & { id: bigint; amount: bigint; answer: Answer; rolled_back: boolean };

const TRANSACTION_COLUMNS = [
  'id',
  'merchant_id',
  'vendor_code',
  'transaction_uuid',
  'kind',
  'member_id',
  'game_code',
  'round',
  'amount',
  'currency',
  'reference_uuid',
  'content_hash',
  'answer',
  'rolled_back',
  'tombstone',
  'bet_id',
  'play_money',
] as const;

export async function findTransaction(
  db: Executor,
  vendorCode: string,
  uuid: string,
  lock = false,
): Promise<TransactionRow | undefined> {
  let query = db
    .selectFrom('provider_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('vendor_code', '=', vendorCode)
    .where('transaction_uuid', '=', uuid);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as TransactionRow | undefined;
}

export interface NewTransaction {
  merchantId: number;
  vendorCode: string;
  uuid: string;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  memberId: bigint;
  gameCode: string;
  round: string;
  amount: bigint;
  currency: string | null;
  referenceUuid: string | null;
  contentHash: string;
  answer: Answer;
  rolledBack?: boolean;
  tombstone?: boolean;
  /** A trial account's play money (ADR 0044). */
  playMoney?: boolean;
  createdAt: Date;
}

/**
 * Claims a transaction id: the row is written unless the id is known (then null). A racing
 * claim of the same id waits here until the first one commits or rolls back.
 */
export async function claimTransaction(trx: Trx, t: NewTransaction): Promise<bigint | null> {
  const row = await trx
    .insertInto('provider_transactions')
    .values({
      merchant_id: t.merchantId,
      vendor_code: t.vendorCode,
      transaction_uuid: t.uuid,
      kind: t.kind,
      member_id: t.memberId,
      game_code: t.gameCode,
      round: t.round,
      amount: t.amount,
      currency: t.currency,
      reference_uuid: t.referenceUuid,
      content_hash: t.contentHash,
      answer: JSON.stringify(t.answer),
      rolled_back: t.rolledBack ?? false,
      tombstone: t.tombstone ?? false,
      play_money: t.playMoney ?? false,
      created_at: t.createdAt,
    })
    .onConflict((oc) => oc.columns(['vendor_code', 'transaction_uuid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function finishTransaction(
  trx: Trx,
  id: bigint,
  change: { answer: Answer; betId?: bigint | null; tombstone?: boolean },
): Promise<void> {
  await trx
    .updateTable('provider_transactions')
    .set({
      answer: JSON.stringify(change.answer),
      ...(change.betId !== undefined ? { bet_id: change.betId } : {}),
      ...(change.tombstone !== undefined ? { tombstone: change.tombstone } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The late bet meets its tombstone: the placeholder a rollback left under the bet's id takes the
 * bet's content and answer, once (a racing copy of the bet finds it filled and compares).
 */
export async function fillTombstone(
  trx: Trx,
  id: bigint,
  fill: { contentHash: string; amount: bigint; currency: string; answer: Answer },
): Promise<boolean> {
  const row = await trx
    .updateTable('provider_transactions')
    .set({
      content_hash: fill.contentHash,
      amount: fill.amount,
      currency: fill.currency,
      answer: JSON.stringify(fill.answer),
    })
    .where('id', '=', id)
    .where('content_hash', '=', '')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markRolledBack(trx: Trx, id: bigint): Promise<void> {
  await trx.updateTable('provider_transactions').set({ rolled_back: true }).where('id', '=', id).execute();
}

/** The first rollback of a bet (a second rollback replays its answer). */
export async function findFirstRollback(trx: Trx, vendorCode: string, betUuid: string) {
  return (await trx
    .selectFrom('provider_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('vendor_code', '=', vendorCode)
    .where('reference_uuid', '=', betUuid)
    .where('kind', '=', 'ROLLBACK')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()) as TransactionRow | undefined;
}

/** Whether a win with money in it refers to this bet (which then cannot be rolled back). */
export async function hasPaidWin(trx: Trx, vendorCode: string, betUuid: string): Promise<boolean> {
  const row = await trx
    .selectFrom('provider_transactions')
    .select('id')
    .where('vendor_code', '=', vendorCode)
    .where('reference_uuid', '=', betUuid)
    .where('kind', '=', 'WIN')
    .where('amount', '>', 0n)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Bets of the round that still stand (neither rolled back nor a tombstone's placeholder). */
export async function countLiveBets(trx: Trx, betId: bigint): Promise<number> {
  const row = await trx
    .selectFrom('provider_transactions')
    .select(sql<string>`count(*)::text`.as('n'))
    .where('bet_id', '=', betId)
    .where('kind', '=', 'BET')
    .where('rolled_back', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** No provider call on the round (the `bets` row `b`) since `cutoff`. */
export const noCallSince =
  (cutoff: Date): BetCondition =>
  ({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('provider_transactions as p')
          .select(sql`1`.as('one'))
          .whereRef('p.bet_id', '=', 'b.id')
          .where('p.created_at', '>=', cutoff),
      ),
    );
