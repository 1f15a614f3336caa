import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What must always hold in the ledger, checked from the rows themselves: every journal transaction
 * has at least two postings summing to zero; every cached balance equals the sum of its account's
 * postings and its last posting's balance; versions count the postings; no member balance is
 * negative. Returns the problems found (none when healthy). Tests run it after every money test;
 * operators can run it on a live database.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await sql<{ transaction_id: string; total: string; n: string }>`
    select t.id as transaction_id, coalesce(sum(p.amount), 0)::text as total, count(p.id)::text as n
    from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
    group by t.id
    having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`.execute(db);
  for (const row of unbalanced.rows) {
    problems.push(`transaction ${row.transaction_id}: ${row.n} postings summing to ${row.total}`);
  }
  const drifted = await sql<{
    id: string;
    balance: string;
    total: string;
    version: string;
    n: string;
    last: string | null;
  }>`
    select a.id::text, a.balance::text, coalesce(sum(p.amount), 0)::text as total, a.version::text,
      count(p.id)::text as n,
      (select p2.balance_after::text from ledger_postings p2 where p2.account_id = a.id order by p2.id desc limit 1) as last
    from ledger_accounts a left join ledger_postings p on p.account_id = a.id
    group by a.id
    having a.balance <> coalesce(sum(p.amount), 0) or a.version <> count(p.id)
      or a.balance <> coalesce((select p3.balance_after from ledger_postings p3 where p3.account_id = a.id order by p3.id desc limit 1), 0)`.execute(
    db,
  );
  for (const row of drifted.rows) {
    problems.push(
      `account ${row.id}: balance ${row.balance}, postings sum ${row.total}, last balance ${row.last}, version ${row.version} for ${row.n} postings`,
    );
  }
  const negative = await sql<{ id: string; balance: string }>`
    select id::text, balance::text from ledger_accounts where member_id is not null and kind <> 'HOUSE' and balance < 0`.execute(
    db,
  );
  for (const row of negative.rows) problems.push(`member account ${row.id} is negative: ${row.balance}`);
  return problems;
}
