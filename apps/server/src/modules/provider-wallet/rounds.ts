import type { Db } from '../../db/database.ts';
import type { BetsTable } from '../../db/schema.ts';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';
import {
  claimOpenBet,
  lockRoundBet,
  openBetsPlacedBefore,
  openRoundBet,
  type RoundBet,
  updateRoundBet,
} from '../wallet/betting-record.ts';
import { recordWager, unrecordWager } from '../wallet/turnover.ts';
import { noCallSince } from './provider-wallet.repository.ts';

/**
 * A round is one row of `bets` (the betting record and profit and loss read it): opened by its
 * first bet, stake and payout accumulated, SETTLED when the provider closes it, CANCELLED when
 * every bet of it is rolled back. `valid_bet` is the part of the stake already counted towards
 * wagering requirements: it is counted when the round settles (the stake then), so an open round
 * shows none.
 */
export type Round = RoundBet;

/** The round of a bet, locked: opened (empty) when new. */
export function openRound(
  trx: Trx,
  r: {
    merchantId: number;
    memberId: bigint;
    vendorCode: string;
    gameCode: string;
    gameName: string;
    category: string;
    round: string;
    at: Date;
  },
): Promise<Round> {
  return openRoundBet(trx, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    vendorCode: r.vendorCode,
    gameCode: r.gameCode,
    gameName: r.gameName,
    category: r.category,
    externalId: r.round,
    at: r.at,
  });
}

export function lockRound(trx: Trx, id: bigint): Promise<Round> {
  return lockRoundBet(trx, id);
}

/**
 * Writes a round's new stake, payout and status. A round that settles counts its stake towards
 * the member's wagering (what was not counted before: a round re-opened by a late bet counts
 * only the new stake); a round rolled back (CANCELLED) or left with a smaller stake takes back
 * what it counted beyond it (issue 18).
 */
export async function saveRound(
  trx: Trx,
  brand: Brand,
  before: Round,
  after: { stake: bigint; payout: bigint; status: BetsTable['status'] },
  at: Date,
): Promise<void> {
  let validBet = before.valid_bet;
  if (after.status === 'SETTLED' && after.stake > validBet) {
    await recordWager(trx, brand, before.member_id, after.stake - validBet);
    validBet = after.stake;
  }
  const counted = validBet;
  if (after.status === 'CANCELLED') validBet = 0n;
  else if (validBet > after.stake) validBet = after.stake;
  if (validBet < counted) await unrecordWager(trx, brand, before.member_id, counted - validBet);
  const settles = after.status !== 'OPEN' && (before.status !== after.status || before.settled_at === null);
  await updateRoundBet(
    trx,
    before,
    {
      stake: after.stake,
      payout: after.payout,
      status: after.status,
      validBet,
      settledAt: after.status === 'OPEN' ? null : settles ? at : before.settled_at,
    },
    { at, currency: brand.currency },
  );
}

/** Rounds the 48-hour job looks at per run, oldest first. */
const STALE_BATCH = 100;

/**
 * Closes rounds with no call for `idleMs` (a provider that timed out mid-round): SETTLED with what
 * was paid. Safe on every node at once: each round is claimed with SKIP LOCKED and re-checked.
 */
export async function closeStaleRounds(
  db: Db,
  brandOf: (id: number) => Promise<Brand | null>,
  now: Date,
  idleMs: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - idleMs);
  const idle = noCallSince(cutoff);
  const stale = await openBetsPlacedBefore(db, cutoff, idle, STALE_BATCH);
  let closed = 0;
  for (const candidate of stale) {
    const brand = await brandOf(candidate.merchant_id);
    if (!brand) continue;
    const done = await db.transaction().execute(async (trx) => {
      // Checked again under the lock: a call may have come since the round was picked.
      const round = await claimOpenBet(trx, candidate.id, idle);
      if (!round) return false;
      await saveRound(
        trx,
        brand,
        round,
        { stake: round.stake, payout: round.payout, status: 'SETTLED' },
        now,
      );
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}
