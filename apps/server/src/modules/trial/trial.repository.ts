import { MEMBER_TYPE } from '@portal/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TrialMoveKind } from './trial.tables.ts';

type Conn = Db | Transaction<Database>;

export interface TrialWalletRow {
  member_id: bigint;
  merchant_id: number;
  balance: bigint;
  refills: number;
  refill_window_start: Date | null;
  refills_in_window: number;
}

const COLUMNS = [
  'member_id',
  'merchant_id',
  'balance',
  'refills',
  'refill_window_start',
  'refills_in_window',
] as const;

/**
 * The play-money wallet of a trial member, made with its opening balance the first time (and its
 * OPEN move). Only a trial account of the brand gets one: the row is made from the member row and
 * its type, so a real member can never hold play money (null for them).
 */
export async function ensureWallet(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
  opening: bigint,
  at: Date,
): Promise<boolean> {
  const made = await trx
    .insertInto('trial_wallets')
    .columns(['member_id', 'merchant_id', 'balance', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('members')
        .select([
          'members.id',
          'members.merchant_id',
          sql<bigint>`${opening}::bigint`.as('balance'),
          sql<Date>`${at}::timestamptz`.as('created_at'),
          sql<Date>`${at}::timestamptz`.as('updated_at'),
        ])
        .where('members.id', '=', memberId)
        .where('members.merchant_id', '=', merchantId)
        .where('members.type', '=', MEMBER_TYPE.TRIAL),
    )
    .onConflict((oc) => oc.column('member_id').doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (made) {
    await trx
      .insertInto('trial_wallet_moves')
      .values({
        member_id: memberId,
        idempotency_key: 'open',
        kind: 'OPEN',
        delta: opening,
        balance_after: opening,
        created_at: at,
      })
      .execute();
  }
  return made !== undefined;
}

/** The wallet, locked for the rest of the transaction (a member's moves run one at a time). */
export function lockWallet(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<TrialWalletRow | undefined> {
  return trx
    .selectFrom('trial_wallets')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

export function findWallet(
  db: Conn,
  merchantId: number,
  memberId: bigint,
): Promise<TrialWalletRow | undefined> {
  return db
    .selectFrom('trial_wallets')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function findMove(trx: Conn, memberId: bigint, key: string) {
  return trx
    .selectFrom('trial_wallet_moves')
    .select(['kind', 'delta', 'balance_after'])
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Writes the new balance and the move that led to it (the database refuses a negative one). */
export async function writeMove(
  trx: Transaction<Database>,
  memberId: bigint,
  move: { key: string; kind: TrialMoveKind; delta: bigint; balanceAfter: bigint; at: Date },
  refill?: { windowStart: Date; inWindow: number },
): Promise<void> {
  await trx
    .updateTable('trial_wallets')
    .set({
      balance: move.balanceAfter,
      updated_at: move.at,
      ...(refill
        ? {
            refills: sql<number>`refills + 1`,
            refill_window_start: refill.windowStart,
            refills_in_window: refill.inWindow,
          }
        : {}),
    })
    .where('member_id', '=', memberId)
    .execute();
  await trx
    .insertInto('trial_wallet_moves')
    .values({
      member_id: memberId,
      idempotency_key: move.key,
      kind: move.kind,
      delta: move.delta,
      balance_after: move.balanceAfter,
      created_at: move.at,
    })
    .execute();
}
