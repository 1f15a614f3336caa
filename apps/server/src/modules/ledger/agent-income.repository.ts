import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * An agent's income as the journal holds it (issue 16; ADR 0034): credits to the agent's MAIN
 * wallet by journal transactions of the income kinds, per day of the agent's clock and kind.
 * Published through `agent-income.ts`.
 */
export function incomeCreditsByDay(
  db: Db,
  q: {
    merchantId: number;
    memberId: bigint;
    from: Date;
    to: Date;
    utcOffsetMinutes: number;
    kinds: string[];
  },
): Promise<{ day: string; kind: string; amount: string }[]> {
  if (!Number.isInteger(q.utcOffsetMinutes)) throw new Error('utc offset must be whole minutes');
  const day = sql<string>`to_char((p.created_at at time zone 'UTC') + make_interval(mins => ${sql.lit(q.utcOffsetMinutes)}), 'YYYY-MM-DD')`;
  return db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .where('a.merchant_id', '=', q.merchantId)
    .where('a.member_id', '=', q.memberId)
    .where('a.kind', '=', 'MAIN')
    .where('t.kind', 'in', q.kinds)
    .where('p.created_at', '>=', q.from)
    .where('p.created_at', '<=', q.to)
    .select([day.as('day'), 't.kind', sql<string>`sum(p.amount)::text`.as('amount')])
    .groupBy(sql`1, 2`)
    .orderBy(sql`1`)
    .orderBy(sql`2`)
    .execute();
}
