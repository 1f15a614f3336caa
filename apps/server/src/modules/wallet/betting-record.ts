import { appendEvents, type NewEvent } from '../../platform/outbox/index.ts';
import type { Trx } from '../ledger/ledger.ts';
import * as repo from './bets.repository.ts';

/**
 * The wallet's betting record as other modules use it (ADR 0022): the wallet owns `bets`, and
 * games, originals, crash, lottery and the provider wallet record their bets through these calls,
 * inside their own transactions, never by writing the table themselves.
 *
 * Every call that takes a stake or settles a row writes its `wager.placed` / `wager.settled`
 * events (ADR 0021) in the same transaction, in one statement; the caller wakes the dispatchers
 * after the commit (`WalletService.wagersCommitted`). Where the caller writes the row before it
 * takes the member's wallet lock (crash, lottery, provider rounds), two concurrent bets of one
 * member may be numbered against their commit order; one bet's events, and a bet after the
 * deposit that paid for it, are always in order.
 */
export {
  type BetCondition,
  type BetRow,
  type BetStatus,
  claimOpenBet,
  lockRoundBet,
  type NewBet,
  openBetsPlacedBefore,
  openRoundBet,
  playedBetInsert,
  type RoundBet,
} from './bets.repository.ts';

/** The brand's currency, which the events name. */
type Priced = { currency: string };

type Placed = Pick<
  repo.BetRow,
  'id' | 'merchant_id' | 'member_id' | 'vendor_code' | 'game_code' | 'category'
>;

function placedEvent(bet: Placed, stake: bigint, at: Date, currency: string): NewEvent<'wager.placed'> {
  return {
    type: 'wager.placed',
    aggregate: 'member',
    aggregateId: bet.member_id,
    merchantId: bet.merchant_id,
    payload: {
      memberId: String(bet.member_id),
      betId: String(bet.id),
      vendorCode: bet.vendor_code,
      gameCode: bet.game_code,
      category: bet.category,
      currency,
      stake: String(stake),
      placedAt: at.toISOString(),
    },
  };
}

function settledEvent(bet: repo.BetRow, currency: string): NewEvent<'wager.settled'> {
  const settled = bet.status === 'SETTLED';
  return {
    type: 'wager.settled',
    aggregate: 'member',
    aggregateId: bet.member_id,
    merchantId: bet.merchant_id,
    payload: {
      memberId: String(bet.member_id),
      betId: String(bet.id),
      vendorCode: bet.vendor_code,
      gameCode: bet.game_code,
      category: bet.category,
      currency,
      stake: String(bet.stake),
      validBet: String(bet.valid_bet),
      payout: String(bet.payout),
      winLoss: String(settled ? bet.payout - bet.stake : 0n),
      outcome: settled ? 'SETTLED' : 'CANCELLED',
      placedAt: bet.placed_at.toISOString(),
      settledAt: (bet.settled_at ?? bet.placed_at).toISOString(),
    },
  };
}

const rowOf = (b: repo.NewBet, id: bigint): Placed => ({
  id,
  merchant_id: b.merchantId,
  member_id: b.memberId,
  vendor_code: b.vendorCode,
  game_code: b.gameCode,
  category: b.category,
});

/** A new OPEN row (a crash bet, a lottery ticket) and its `wager.placed`; its id. */
export async function insertOpenBet(trx: Trx, b: repo.NewBet & Priced): Promise<bigint> {
  const id = await repo.insertOpenBet(trx, b);
  await appendEvents(trx, [placedEvent(rowOf(b, id), b.stake, b.at, b.currency)]);
  return id;
}

/**
 * The events of a row `playedBetInsert` wrote (id `id`): `wager.placed`, and `wager.settled` too
 * when it was played to its end at once. Call it in the same transaction, after that statement.
 */
export async function playedBetWritten(
  trx: Trx,
  b: repo.NewBet & Priced & { id: bigint; payout: bigint; settled: boolean },
): Promise<void> {
  const placed = rowOf(b, b.id);
  const events: NewEvent<'wager.placed' | 'wager.settled'>[] = [
    placedEvent(placed, b.stake, b.at, b.currency),
  ];
  if (b.settled) {
    const row = { ...placed, stake: b.stake, payout: b.payout, valid_bet: b.stake, placed_at: b.at };
    events.push(settledEvent({ ...row, status: 'SETTLED', settled_at: b.at }, b.currency));
  }
  await appendEvents(trx, events);
}

/**
 * Settles (payout counted, valid bet = stake) or cancels (nothing counted) the rows still OPEN
 * among `ids`, each with its `wager.settled`; rows already closed are left as they are, and
 * raise nothing.
 */
export async function closeOpenBets(
  trx: Trx,
  ids: bigint[],
  c: { status: 'SETTLED' | 'CANCELLED'; payout?: bigint; at: Date } & Priced,
): Promise<void> {
  const closed = await repo.closeOpenBets(trx, ids, c);
  await appendEvents(
    trx,
    closed.map((row) => settledEvent(row, c.currency)),
  );
}

/** An in-house round that ends: its row settled with payout and valid bet, and its `wager.settled`. */
export async function settleBet(
  trx: Trx,
  id: bigint,
  s: { validBet: bigint; payout: bigint; at: Date } & Priced,
): Promise<void> {
  const row = await repo.settleBet(trx, id, s);
  if (row) await appendEvents(trx, [settledEvent(row, s.currency)]);
}

/**
 * A provider round's new figures (`before` is the row as locked). A stake that grew is a bet
 * placed (`wager.placed` with what this call took); a round that is SETTLED or CANCELLED after the
 * call and was not, or whose figures changed, raises `wager.settled` with its figures now.
 */
export async function updateRoundBet(
  trx: Trx,
  before: repo.RoundBet,
  r: { stake: bigint; payout: bigint; status: repo.BetStatus; validBet: bigint; settledAt: Date | null },
  c: { at: Date } & Priced,
): Promise<void> {
  await repo.updateRoundBet(trx, before.id, r);
  const events: NewEvent<'wager.placed' | 'wager.settled'>[] = [];
  if (r.stake > before.stake) events.push(placedEvent(before, r.stake - before.stake, c.at, c.currency));
  const changed =
    r.status !== before.status ||
    r.stake !== before.stake ||
    r.payout !== before.payout ||
    r.validBet !== before.valid_bet;
  if (r.status !== 'OPEN' && changed) {
    const after = {
      ...before,
      stake: r.stake,
      payout: r.payout,
      status: r.status,
      valid_bet: r.validBet,
      settled_at: r.settledAt,
    };
    events.push(settledEvent(after, c.currency));
  }
  await appendEvents(trx, events);
}
