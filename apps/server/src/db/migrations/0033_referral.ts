import { type Kysely, sql } from 'kysely';

/**
 * Referral (issue 19; ADR 0040), owned by the referral module.
 *
 * `referrals`: one row per referee (the unique key links a member once), its referrer, when the
 * window to qualify ends, the referee's progress (the qualifying deposit seen, the valid bet so
 * far), the anti-abuse flags with what matched, the reward paid (kind, amount, when) and the
 * operator's decision on a flagged one. `referral_bets`: what each settled bet of a referee
 * counted, so a round settled again moves the valid bet by the difference (counted once).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table referrals (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      referrer_id bigint not null references members(id),
      referee_id bigint not null references members(id),
      state text not null default 'REGISTERED'
        check (state in ('REGISTERED', 'REWARDED', 'FLAGGED', 'EXPIRED', 'QUALIFIED', 'REJECTED')),
      registered_at timestamptz not null,
      expires_at timestamptz not null,
      deposit_id bigint,
      deposit_minor bigint,
      deposit_at timestamptz,
      valid_bet_minor bigint not null default 0 check (valid_bet_minor >= 0),
      qualified_at timestamptz,
      flags text[] not null default '{}',
      flag_details jsonb not null default '[]'::jsonb,
      reward_kind text check (reward_kind in ('CASH', 'BONUS', 'POINTS')),
      reward_amount bigint check (reward_amount is null or reward_amount > 0),
      rewarded_at timestamptz,
      decided_by bigint,
      decided_at timestamptz,
      decision_note text,
      created_at timestamptz not null default now(),
      unique (merchant_id, referee_id),
      check (referrer_id <> referee_id),
      check ((state = 'REWARDED') = (rewarded_at is not null))
    )`.execute(db);
  await sql`create index referrals_referrer on referrals (merchant_id, referrer_id, id desc)`.execute(db);
  await sql`create index referrals_state on referrals (merchant_id, state, id desc)`.execute(db);
  await sql`create index referrals_rewarded on referrals (merchant_id, referrer_id, rewarded_at) where rewarded_at is not null`.execute(
    db,
  );
  await sql`create index referrals_open on referrals (expires_at) where state in ('REGISTERED', 'FLAGGED') and qualified_at is null`.execute(
    db,
  );
  await sql`
    create table referral_bets (
      referral_id bigint not null references referrals(id),
      bet_id bigint not null,
      valid_bet_minor bigint not null check (valid_bet_minor >= 0),
      primary key (referral_id, bet_id)
    )`.execute(db);
}
