import { type Kysely, sql } from 'kysely';

/**
 * Missions and leaderboards (issue 19; ADR 0040), owned by the missions module.
 *
 * `missions` (what operators write: text per language, the kind and its target, a category or a
 * profile field, the period, the reward), `mission_progress` (one row per mission, member and
 * period key: the progress, IN_PROGRESS → COMPLETED → CLAIMED; the claim locks it),
 * `mission_contributions` (what each bet, deposit, game or profile field added to a progress row,
 * unique per mission, member and source: a round settled again moves only the difference, an
 * event delivered twice adds nothing), `leaderboards` (metric, period, category, the least stake
 * of a win multiple, prizes by rank), `leaderboard_bets` (what each bet counted on a board, unique
 * per board and bet), `leaderboard_scores` (a member's score per board and period and when it was
 * reached: ties go to who got there first) and `leaderboard_results` (a closed period's paid
 * places, unique per board and period: closing twice pays once).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table missions (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      content jsonb not null,
      kind text not null check (kind in ('BETS', 'VALID_BET', 'DEPOSITS', 'DEPOSIT_AMOUNT', 'WIN_DIFFERENT_GAMES', 'PROFILE_FIELD')),
      target bigint not null check (target > 0),
      category text,
      field text,
      period text not null check (period in ('DAILY', 'WEEKLY', 'ONCE')),
      reward_kind text not null check (reward_kind in ('CASH', 'BONUS', 'POINTS')),
      reward_amount bigint not null check (reward_amount > 0),
      reward_wager_multiple integer not null default 0 check (reward_wager_multiple >= 0),
      starts_at timestamptz not null,
      ends_at timestamptz,
      status text not null default 'DRAFT' check (status in ('DRAFT', 'ACTIVE', 'ARCHIVED')),
      sort_order integer not null default 0,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at),
      check ((kind = 'PROFILE_FIELD') = (field is not null))
    )`.execute(db);
  await sql`create index missions_running on missions (merchant_id, status, kind)`.execute(db);

  await sql`
    create table mission_progress (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      mission_id bigint not null references missions(id),
      member_id bigint not null references members(id),
      period_key text not null,
      progress bigint not null default 0 check (progress >= 0),
      state text not null default 'IN_PROGRESS' check (state in ('IN_PROGRESS', 'COMPLETED', 'CLAIMED')),
      completed_at timestamptz,
      claimed_at timestamptz,
      claim_request_id text,
      paid_kind text check (paid_kind in ('CASH', 'BONUS', 'POINTS')),
      paid_amount bigint check (paid_amount >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (mission_id, member_id, period_key),
      check (state = 'IN_PROGRESS' or completed_at is not null),
      check (state <> 'CLAIMED' or claimed_at is not null)
    )`.execute(db);
  await sql`create index mission_progress_member on mission_progress (member_id, period_key)`.execute(db);
  await sql`create index mission_progress_done on mission_progress (merchant_id, completed_at) where completed_at is not null`.execute(
    db,
  );

  await sql`
    create table mission_contributions (
      id bigserial primary key,
      mission_id bigint not null references missions(id),
      member_id bigint not null references members(id),
      source_ref text not null,
      progress_id bigint not null references mission_progress(id),
      amount bigint not null check (amount >= 0),
      updated_at timestamptz not null default now(),
      unique (mission_id, member_id, source_ref)
    )`.execute(db);

  await sql`
    create table leaderboards (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      content jsonb not null,
      metric text not null check (metric in ('VALID_BET', 'WIN_MULTIPLIER')),
      period text not null check (period in ('DAILY', 'WEEKLY')),
      category text,
      min_stake_minor bigint not null default 0 check (min_stake_minor >= 0),
      prizes jsonb not null,
      starts_at timestamptz not null,
      ends_at timestamptz,
      status text not null default 'DRAFT' check (status in ('DRAFT', 'ACTIVE', 'ARCHIVED')),
      sort_order integer not null default 0,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at)
    )`.execute(db);
  await sql`create index leaderboards_running on leaderboards (merchant_id, status)`.execute(db);

  await sql`
    create table leaderboard_bets (
      id bigserial primary key,
      board_id bigint not null references leaderboards(id),
      bet_id bigint not null,
      period_key text not null,
      member_id bigint not null references members(id),
      value bigint not null check (value >= 0),
      at timestamptz not null,
      unique (board_id, bet_id)
    )`.execute(db);
  await sql`create index leaderboard_bets_member on leaderboard_bets (board_id, period_key, member_id)`.execute(
    db,
  );

  await sql`
    create table leaderboard_scores (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      board_id bigint not null references leaderboards(id),
      period_key text not null,
      member_id bigint not null references members(id),
      score bigint not null check (score >= 0),
      reached_at timestamptz not null,
      unique (board_id, period_key, member_id)
    )`.execute(db);
  await sql`create index leaderboard_scores_rank on leaderboard_scores (board_id, period_key, score desc, reached_at, member_id)`.execute(
    db,
  );

  await sql`
    create table leaderboard_results (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      board_id bigint not null references leaderboards(id),
      period_key text not null,
      winners jsonb not null,
      closed_at timestamptz not null default now(),
      unique (board_id, period_key)
    )`.execute(db);
}
