import { type Kysely, sql } from 'kysely';

/**
 * Play money for trial accounts (issue 20; ADR 0044), owned by the trial module.
 *
 * `trial_wallets`: one play-money balance per trial member (never negative), with its refills.
 * Only a trial account (members.type 4) can ever have a row: the module inserts it from the
 * member row and the type. `trial_wallet_moves`: every movement under its idempotency key (a
 * retry meets its key and replays the balance it left). Nothing here is an account of the real
 * ledger, and no journal row is ever written for play money.
 *
 * `original_rounds.play_money`: a round of an in-house game staked with play money (no betting
 * record, no journal row); `provider_transactions.play_money` the same for the seamless wallet;
 * `crash_bets.play_money` for crash, whose play-money bets have no betting-record line (`record_id`
 * null exactly then).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table trial_wallets (
      member_id bigint primary key references members(id),
      merchant_id integer not null references merchants(id),
      balance bigint not null check (balance >= 0),
      refills integer not null default 0 check (refills >= 0),
      refill_window_start timestamptz,
      refills_in_window integer not null default 0 check (refills_in_window >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table trial_wallet_moves (
      id bigserial primary key,
      member_id bigint not null references trial_wallets(member_id),
      idempotency_key text not null,
      kind text not null check (kind in ('OPEN', 'REFILL', 'BET', 'WIN', 'REFUND')),
      delta bigint not null,
      balance_after bigint not null check (balance_after >= 0),
      created_at timestamptz not null default now(),
      constraint trial_wallet_moves_key unique (member_id, idempotency_key)
    )`.execute(db);
  await sql`alter table original_rounds add column play_money boolean not null default false`.execute(db);
  await sql`alter table provider_transactions add column play_money boolean not null default false`.execute(
    db,
  );
  await sql`alter table crash_bets add column play_money boolean not null default false`.execute(db);
  await sql`alter table crash_bets alter column record_id drop not null`.execute(db);
  await sql`alter table crash_bets add constraint crash_bets_play_money check (play_money = (record_id is null))`.execute(
    db,
  );
}
