import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Money in transit to a vendor (PROVIDER_CLEARING) and money held for a withdrawal
  // (WITHDRAWAL_HOLD) now sit in accounts of their member, not in one account per brand that
  // every transfer and withdrawal had to lock in turn (ADR 0013). Being a member's, they can never
  // go below zero either. Brand-level rows of these kinds stay valid for what they already hold.
  const stranded = await sql<{ id: string; kind: string; balance: string }>`
    select id::text, kind, balance::text from ledger_accounts
    where member_id is null and kind in ('PROVIDER_CLEARING', 'WITHDRAWAL_HOLD') and balance <> 0`.execute(
    db,
  );
  if (stranded.rows.length > 0) {
    const list = stranded.rows.map((r) => `${r.kind} account ${r.id} holds ${r.balance}`).join('; ');
    throw new Error(
      `Settle pending transfers and withdrawals before upgrading (${list}): their money would stay in the brand account.`,
    );
  }
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner check (
    (case
      when kind in ('MAIN', 'BONUS', 'VENDOR') then member_id is not null
      when kind in ('PROVIDER_CLEARING', 'WITHDRAWAL_HOLD') then true
      else member_id is null
    end)
    and (kind = 'VENDOR') = (vendor_code is not null))`.execute(db);
}
