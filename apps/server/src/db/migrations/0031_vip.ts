import { type Kysely, sql } from 'kysely';

/**
 * VIP levels (issue 19; ADR 0040), owned by the vip module:
 * - `vip_levels`: a brand's ladder, one row per level (0 is everyone's): thresholds (valid bet and
 *   deposits, minor units), perks (points multiplier, extra rebate rate, daily withdrawal limit, a
 *   dedicated contact), the level-up reward, names per language and a style key;
 * - `vip_members`: each member's level, when it was reached, lifetime figures and a pending notice
 *   of a move down at the next review (the review's period key and the level);
 * - `vip_days`: each member's valid bet and deposits per day in the brand's clock (the ROLLING
 *   basis sums a bounded window of these);
 * - `vip_counted`: what each bet and deposit counted (unique per source), so an event delivered
 *   twice counts once and a round settled again moves only the difference;
 * - `vip_rewards`: level-up rewards paid, unique per member and level (paid once, even if the
 *   member drops and climbs again);
 * - `vip_changes`: every level change, for the console and the member's history.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table vip_levels (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      level integer not null check (level between 0 and 99),
      names jsonb not null,
      style text not null,
      valid_bet_minor bigint not null check (valid_bet_minor >= 0),
      deposits_minor bigint not null check (deposits_minor >= 0),
      points_multiplier_bps integer not null check (points_multiplier_bps > 0),
      rebate_extra_bps integer not null default 0 check (rebate_extra_bps >= 0),
      withdrawal_daily_limit_minor bigint check (withdrawal_daily_limit_minor is null or withdrawal_daily_limit_minor > 0),
      contact text,
      reward_kind text check (reward_kind is null or reward_kind in ('CASH', 'BONUS', 'POINTS')),
      reward_amount bigint not null default 0 check (reward_amount >= 0),
      reward_wager_multiple integer not null default 0 check (reward_wager_multiple >= 0),
      updated_at timestamptz not null default now(),
      unique (merchant_id, level)
    )`.execute(db);

  await sql`
    create table vip_members (
      member_id bigint primary key references members(id),
      merchant_id integer not null references merchants(id),
      level integer not null default 0 check (level >= 0),
      reached_at timestamptz,
      valid_bet_minor bigint not null default 0,
      deposits_minor bigint not null default 0,
      notice_review text,
      notice_level integer,
      notice_at timestamptz,
      updated_at timestamptz not null default now(),
      check ((notice_review is null) = (notice_level is null))
    )`.execute(db);
  await sql`create index vip_members_level on vip_members (merchant_id, level)`.execute(db);

  await sql`
    create table vip_days (
      member_id bigint not null references members(id),
      day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      merchant_id integer not null references merchants(id),
      valid_bet_minor bigint not null default 0,
      deposits_minor bigint not null default 0,
      primary key (member_id, day)
    )`.execute(db);

  await sql`
    create table vip_counted (
      merchant_id integer not null references merchants(id),
      source text not null check (source in ('BET', 'DEPOSIT')),
      ref bigint not null,
      member_id bigint not null references members(id),
      day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      amount_minor bigint not null,
      primary key (merchant_id, source, ref)
    )`.execute(db);

  await sql`
    create table vip_rewards (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      level integer not null,
      kind text not null check (kind in ('CASH', 'BONUS', 'POINTS')),
      amount bigint not null check (amount > 0),
      wager_multiple integer not null default 0,
      paid_at timestamptz not null,
      unique (member_id, level)
    )`.execute(db);

  await sql`
    create table vip_changes (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      from_level integer not null,
      to_level integer not null,
      reason text not null check (reason in ('UPGRADE', 'REVIEW')),
      at timestamptz not null
    )`.execute(db);
  await sql`create index vip_changes_recent on vip_changes (merchant_id, id desc)`.execute(db);
  await sql`create index vip_changes_member on vip_changes (member_id, id desc)`.execute(db);
}
