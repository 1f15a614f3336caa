import { type LotteryBetType, settleLotteryTicket } from '@portal/fairness';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import { maxWinOf } from '../games/risk-limits.ts';
import { gameHouse, postGuarded } from '../ledger/ledger.ts';
import { closeOpenBets } from '../wallet/betting-record.ts';
import { recordWager } from '../wallet/turnover.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './lottery.repository.ts';
import type { StoredLine } from './lottery.tables.ts';
import { LOTTERY_GAME_DEFINITIONS } from './lottery-games.ts';

type Ticket = Awaited<ReturnType<typeof repo.openTicketsOf>>[number];

interface SettleDeps {
  db: Db;
  wallet: WalletService;
  brandOf: (merchantId: number) => Promise<Brand | null>;
  now: Date;
  /** Draws per run, and tickets per draw per run. */
  batch: number;
}

/**
 * Settles the tickets of drawn draws, then the draws. A ticket is settled exactly once: its
 * OPEN -> SETTLED change is the guard of the win's journal entry (one statement, key
 * `lott:win:<ticketId>`), or a conditional update when it won nothing; a second runner meets a
 * settled ticket and does nothing. Returns the tickets settled here.
 */
export async function settleDrawnTickets(deps: SettleDeps): Promise<number> {
  let settled = 0;
  for (const draw of await repo.drawnDraws(deps.db, deps.batch)) {
    const brand = await deps.brandOf(draw.merchant_id);
    if (!brand) continue;
    const results = draw.results ?? [];
    const maxWin = await lotteryMaxWin(deps.db, brand, draw.game_code);
    for (const ticket of await repo.openTicketsOf(deps.db, draw.id, deps.batch)) {
      if (await settleTicket(deps, brand, ticket, results, maxWin)) settled += 1;
    }
    await repo.markSettled(deps.db, draw.id, deps.now);
  }
  return settled;
}

async function settleTicket(
  deps: SettleDeps,
  brand: Brand,
  ticket: Ticket,
  results: { prize: string; number: string }[],
  maxWin: bigint,
): Promise<boolean> {
  const stored = ticket.lines as StoredLine[];
  // Each line at the odds it was sold at (ADR 0031); lines sold before odds were settings have
  // none and settle at the published odds, which were the only odds then.
  const fair = settleLotteryTicket(
    stored.map((l) => ({
      type: l.type as LotteryBetType,
      numbers: l.numbers,
      stake: BigInt(l.stake),
      ...(l.odds ? { odds: l.odds } : {}),
    })),
    results,
  );
  const outcome = capTicket(fair.payouts, maxWin);
  const lines = stored.map((l, i) => ({ ...l, payout: String(outcome.payouts[i] ?? 0n) }));
  const { now } = deps;
  const done = await deps.db.transaction().execute(async (trx) => {
    let report: unknown;
    if (outcome.total > 0n) {
      const posted = await postGuarded(
        trx,
        {
          merchantId: brand.id,
          currency: brand.currency,
          kind: 'GAME_WIN',
          idempotencyKey: `lott:win:${ticket.id}`,
          reference: ticket.bet_id === null ? null : `bet:${ticket.bet_id}`,
          metadata: { ticket: String(ticket.id) },
          postings: [
            {
              account: { merchantId: brand.id, kind: 'MAIN', memberId: ticket.member_id },
              amount: outcome.total,
            },
            { account: gameHouse(brand.id, ticket.member_id), amount: -outcome.total },
          ],
        },
        {
          name: 'claimed',
          ctes: (ready) => sql`
            claimed as (
              update lottery_tickets
              set status = 'SETTLED', payout = ${outcome.total}::bigint, lines = ${JSON.stringify(lines)}::jsonb,
                settled_at = ${now}::timestamptz
              where id = ${ticket.id}::bigint and status = 'OPEN' and ${ready}
              returning id
            )`,
        },
        deps.wallet.balanceReport(brand, ticket.member_id),
      );
      if (!posted) return null;
      report = posted.report;
    } else if (!(await repo.settleLosingTicket(trx, ticket.id, lines, now))) {
      return null;
    }
    if (ticket.bet_id !== null)
      await closeOpenBets(trx, [ticket.bet_id], {
        status: 'SETTLED',
        payout: outcome.total,
        at: now,
        currency: brand.currency,
      });
    await recordWager(trx, brand, ticket.member_id, ticket.stake);
    return { report };
  });
  if (!done) return false;
  deps.wallet.wagersCommitted();
  if (done.report !== undefined) await deps.wallet.publishReported(brand, ticket.member_id, done.report);
  return true;
}

/** The largest win of one ticket of a lottery game for the brand (ADR 0029). */
export function lotteryMaxWin(db: Db, brand: Brand, gameCode: string): Promise<bigint> {
  const vendorCode = LOTTERY_GAME_DEFINITIONS.find((g) => g.code === gameCode)?.vendorCode ?? '';
  return maxWinOf(db, brand, vendorCode, gameCode);
}

/**
 * A ticket pays at most the largest win (ADR 0029): lines are paid in order until it is reached.
 * Lines whose single top prize exceeds it were refused when the ticket was bought; this holds the
 * rare ticket whose lines win several prizes at once (LO hits, BIG's several prizes).
 */
export function capTicket(payouts: readonly bigint[], maxWin: bigint): { payouts: bigint[]; total: bigint } {
  let room = maxWin;
  const paid = payouts.map((p) => {
    const line = p > room ? room : p;
    room -= line;
    return line;
  });
  return { payouts: paid, total: paid.reduce((sum, p) => sum + p, 0n) };
}
