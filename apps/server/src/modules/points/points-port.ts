import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * What the points module publishes to the other loyalty modules (issue 19; ADR 0040): points are
 * paid in only through `credit`, in the caller's transaction, once per idempotency key (a repeat
 * answers the first entry with `duplicate: true`). VIP, missions and referral take it at wiring;
 * they never touch the points tables.
 */
export interface PointsCreditInput {
  memberId: bigint;
  /** Whole points, > 0. */
  points: bigint;
  kind: 'MISSION' | 'LEADERBOARD' | 'REFERRAL' | 'VIP' | 'ADJUST';
  /** Unique per brand, e.g. `mission:<id>:<period>:<member>`. */
  idempotencyKey: string;
  /** What the member's points details show for the entry (already in the member's language or neutral). */
  note: string;
}

export interface PointsCredited {
  entryId: bigint;
  /** The member's balance after the entry. */
  balance: bigint;
  duplicate: boolean;
}

export type CreditPoints = (trx: Trx, brand: Brand, input: PointsCreditInput) => Promise<PointsCredited>;
