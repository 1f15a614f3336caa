import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // A member's accounts by member (balances, funds, records, live updates): the identity index
  // leads with the brand, so without this a member's look-up reads every account of the brand.
  await db.schema
    .createIndex('ledger_accounts_member')
    .on('ledger_accounts')
    .columns(['member_id', 'kind'])
    .execute();
}
