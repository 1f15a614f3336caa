import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Deposits and paid withdrawals now post to a PAYMENT_CLEARING account of their member, not to
  // the brand's single row that every deposit and withdrawal of the brand locked in turn
  // (ADR 0052), as transit and holds (0005) and the game HOUSE (0009) were split before. Such an
  // account goes below zero as the member deposits (the provider holds the money it collected),
  // like a member's HOUSE account when they are ahead. The brand's clearing balance is the sum of
  // all its PAYMENT_CLEARING rows; the brand-level row stays valid for what it already holds, and
  // member rows are opened by their first posting, so nothing has to move here.
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner check (
    (case
      when kind in ('MAIN', 'BONUS', 'VENDOR') then member_id is not null
      when kind in ('PROVIDER_CLEARING', 'WITHDRAWAL_HOLD', 'HOUSE', 'PAYMENT_CLEARING') then true
      else member_id is null
    end)
    and (kind = 'VENDOR') = (vendor_code is not null))`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_member_not_negative`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_member_not_negative
    check (member_id is null or kind in ('HOUSE', 'PAYMENT_CLEARING') or balance >= 0)`.execute(db);
}
