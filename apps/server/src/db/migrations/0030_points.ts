import { type Kysely, sql } from 'kysely';

/**
 * Points and the points mall (issue 19; ADR 0040; flag PTSYS3), owned by the points module.
 *
 * `points_balances`: one row per member, the balance never negative (the check decides a spend
 * that would go below zero), the milli-point fraction carried to the next bet, net earned and
 * spent totals and what reversed bets could not take back. `points_entries`: the append-only
 * ledger (kind, signed change, balance after, a unique key per brand). `points_bet_earnings`: what
 * each settled bet earned so far in milli-points, so a round settled again moves the difference.
 * `points_mall_items` and `points_redemptions` (In Process → Approved or Rejected; one per member
 * and request id).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table points_balances (
      member_id bigint primary key references members(id),
      merchant_id integer not null references merchants(id),
      balance bigint not null default 0 check (balance >= 0),
      carry_milli bigint not null default 0 check (carry_milli >= 0 and carry_milli < 1000),
      earned bigint not null default 0,
      spent bigint not null default 0,
      unrecovered bigint not null default 0 check (unrecovered >= 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index points_balances_brand on points_balances (merchant_id)`.execute(db);

  await sql`
    create table points_entries (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      kind text not null check (kind in ('EARN', 'EARN_REVERSED', 'CONVERT', 'REDEEM', 'REDEEM_RETURNED',
        'MISSION', 'LEADERBOARD', 'REFERRAL', 'VIP', 'ADJUST')),
      delta bigint not null check (delta <> 0),
      balance_after bigint not null check (balance_after >= 0),
      idempotency_key text not null,
      note text not null default '',
      ref text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index points_entries_key on points_entries (merchant_id, idempotency_key)`.execute(
    db,
  );
  await sql`create index points_entries_member on points_entries (member_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index points_entries_brand_time on points_entries (merchant_id, created_at)`.execute(db);
  // Append-only: entries are never changed or removed.
  await sql`
    create function points_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'points_entries is append-only';
    end $$`.execute(db);
  await sql`
    create trigger points_entries_no_change before update or delete on points_entries
    for each row execute function points_entries_append_only()`.execute(db);

  await sql`
    create table points_bet_earnings (
      merchant_id integer not null references merchants(id),
      bet_id bigint not null,
      member_id bigint not null references members(id),
      earned_milli bigint not null check (earned_milli >= 0),
      updated_at timestamptz not null default now(),
      primary key (merchant_id, bet_id)
    )`.execute(db);

  await sql`
    create table points_mall_items (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      kind text not null check (kind in ('CASH', 'BONUS', 'PHYSICAL')),
      content jsonb not null,
      image_url text,
      price_points bigint not null check (price_points > 0),
      min_deposits_minor bigint not null default 0 check (min_deposits_minor >= 0),
      value_minor bigint not null default 0 check (value_minor >= 0),
      wager_multiple integer not null default 0 check (wager_multiple >= 0),
      stock integer check (stock is null or stock >= 0),
      per_member_limit integer not null default 0 check (per_member_limit >= 0),
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'HIDDEN')),
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (kind = 'PHYSICAL' or value_minor > 0),
      check (kind <> 'BONUS' or wager_multiple > 0)
    )`.execute(db);
  await sql`create index points_mall_items_brand on points_mall_items (merchant_id, status, sort_order)`.execute(
    db,
  );

  await sql`
    create table points_redemptions (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      item_id bigint not null references points_mall_items(id),
      kind text not null check (kind in ('CASH', 'BONUS', 'PHYSICAL')),
      name text not null,
      points bigint not null check (points > 0),
      value_minor bigint not null default 0 check (value_minor >= 0),
      wager_multiple integer not null default 0,
      state text not null default 'IN_PROCESS' check (state in ('IN_PROCESS', 'APPROVED', 'REJECTED')),
      address text,
      request_id text not null,
      decided_by bigint,
      decided_at timestamptz,
      note text,
      created_at timestamptz not null default now(),
      check ((state = 'IN_PROCESS') = (decided_at is null))
    )`.execute(db);
  await sql`create unique index points_redemptions_request on points_redemptions (member_id, request_id)`.execute(
    db,
  );
  await sql`create index points_redemptions_member on points_redemptions (member_id, created_at desc)`.execute(
    db,
  );
  await sql`create index points_redemptions_queue on points_redemptions (merchant_id, state, created_at)`.execute(
    db,
  );
  await sql`create index points_redemptions_item on points_redemptions (item_id, member_id)`.execute(db);
}
