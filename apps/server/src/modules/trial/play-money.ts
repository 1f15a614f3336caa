import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Brand } from '../brands/brand.ts';

/**
 * The port through which games move play money (ADR 0044): the trial module's `TrialWallet`
 * provides it, and the in-house games and the provider wallet take it at wiring. A move runs in
 * the caller's transaction (atomic with the round it pays for), is idempotent per key (a
 * repeated key moves nothing and answers the balance its first move left) and never takes the
 * balance below zero (INSUFFICIENT_FUNDS).
 */
export interface PlayMoneyWallet {
  /** Moves `delta` (negative: a stake) and answers the balance before and after. */
  move(
    trx: Transaction<Database>,
    brand: Brand,
    memberId: bigint,
    move: { key: string; kind: 'BET' | 'WIN' | 'REFUND'; delta: bigint; at: Date },
  ): Promise<{ before: bigint; after: bigint }>;
  /** The balance as it is (made with its opening balance the first time). */
  balanceOf(db: Transaction<Database> | null, brand: Brand, memberId: bigint): Promise<bigint>;
}
