import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Game money now moves between a member's wallet and a HOUSE account of that member (the house's
  // side of their play), so no bet anywhere in the brand waits on one shared row (ADR 0017). Such an
  // account goes below zero when the member is ahead; the brand's house result is the sum of all
  // HOUSE accounts, and the brand-level HOUSE row stays valid for what it already holds.
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner check (
    (case
      when kind in ('MAIN', 'BONUS', 'VENDOR') then member_id is not null
      when kind in ('PROVIDER_CLEARING', 'WITHDRAWAL_HOLD', 'HOUSE') then true
      else member_id is null
    end)
    and (kind = 'VENDOR') = (vendor_code is not null))`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_member_not_negative`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_member_not_negative
    check (member_id is null or kind = 'HOUSE' or balance >= 0)`.execute(db);
}
