import type { Db } from '../../db/database.ts';
import * as repo from './ledger.repository.ts';

/**
 * What must always hold in the ledger, checked from the rows themselves: every journal transaction
 * has at least two postings summing to zero; every cached balance equals the sum of its account's
 * postings and its last posting's balance; versions count the postings; no member balance is
 * negative. Returns the problems found (none when healthy). Tests run it after every money test;
 * operators can run it on a live database.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await repo.unbalancedTransactions(db);
  for (const row of unbalanced) {
    problems.push(`transaction ${row.transaction_id}: ${row.n} postings summing to ${row.total}`);
  }
  const drifted = await repo.driftedAccounts(db);
  for (const row of drifted) {
    problems.push(
      `account ${row.id}: balance ${row.balance}, postings sum ${row.total}, last balance ${row.last}, version ${row.version} for ${row.n} postings`,
    );
  }
  const negative = await repo.negativeMemberAccounts(db);
  for (const row of negative) problems.push(`member account ${row.id} is negative: ${row.balance}`);
  return problems;
}
