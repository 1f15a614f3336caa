import { type Kysely, sql } from 'kysely';

/**
 * Promotions and bonuses (issue 18; ADR 0039).
 *
 * Owned by the promotions module: `promotions` (what operators write; text per language, trigger,
 * reward, bonus terms, limits and audience as validated JSON, the budget's use), `promotion_members`
 * (who joined an opt-in promotion), `promotion_entitlements` (each reward a member qualified for,
 * one per promotion, member and limit window: the unique key is what makes ten parallel claims pay
 * once), `promotion_applications` (the remark and the images' upload ids, reviewed by operators),
 * the raffle (`raffle_draws` with the committed seed hash, `raffle_tickets`, `raffle_winners`) and
 * the manual rebate (`rebate_accruals` one per settled bet, `rebate_claims`).
 *
 * Owned by the wallet: the bonus wallet's grants (`bonus_grants`, at most one ACTIVE per member;
 * the money is on the member's BONUS ledger account), their append-only entries
 * (`bonus_grant_entries`), what each settled bet counted towards a grant (`bonus_wagers`, so a bet
 * settled again or rolled back changes the progress by the difference) and the bonus part of each
 * stake (`bonus_stakes`, so its payout is shared the same way).
 */
const GRANTS: Record<string, readonly string[]> = {
  owner: ['promotions.view', 'promotions.manage', 'promotions.review', 'promotions.grant'],
  finance: ['promotions.view', 'promotions.grant'],
  support: ['promotions.view', 'promotions.review'],
  content: ['promotions.view', 'promotions.manage'],
  marketing: ['promotions.view', 'promotions.manage', 'promotions.review'],
  risk: ['promotions.view'],
  'read-only': ['promotions.view'],
};

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  for (const [key, permissions] of Object.entries(GRANTS)) {
    for (const permission of permissions) {
      await sql`
        update operator_roles
        set permissions = array_append(permissions, ${permission}::text)
        where built_in and key = ${key} and not (${permission}::text = any (permissions))`.execute(db);
    }
  }

  await sql`
    create table promotions (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      slug text not null check (slug ~ '^[a-z0-9][a-z0-9-]{1,47}$'),
      category text not null check (category in ('NEW_MEMBER', 'DEPOSIT', 'CASHBACK', 'RAFFLE', 'EVENT')),
      status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
      content jsonb not null,
      image_url text,
      shows_from timestamptz,
      starts_at timestamptz not null,
      ends_at timestamptz,
      audience jsonb not null,
      trigger_type text not null check (trigger_type in ('SIGNUP', 'DEPOSIT', 'PROMO_CODE', 'APPLICATION', 'WAGER_VOLUME', 'NET_LOSS', 'RAFFLE')),
      trigger jsonb not null,
      reward jsonb not null,
      bonus_terms jsonb not null,
      limits jsonb not null,
      promo_code text,
      budget_minor bigint check (budget_minor is null or budget_minor > 0),
      spent_minor bigint not null default 0 check (spent_minor >= 0),
      sort_order integer not null default 0,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      published_at timestamptz,
      check (ends_at is null or ends_at > starts_at),
      check (budget_minor is null or spent_minor <= budget_minor)
    )`.execute(db);
  await sql`create unique index promotions_slug on promotions (merchant_id, slug)`.execute(db);
  await sql`create unique index promotions_code on promotions (merchant_id, upper(promo_code)) where promo_code is not null and status <> 'ARCHIVED'`.execute(
    db,
  );
  await sql`create index promotions_listed on promotions (merchant_id, status, sort_order)`.execute(db);

  await sql`
    create table promotion_members (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      promotion_id bigint not null references promotions(id),
      member_id bigint not null references members(id),
      joined_at timestamptz not null default now(),
      unique (promotion_id, member_id)
    )`.execute(db);
  await sql`create index promotion_members_member on promotion_members (member_id)`.execute(db);

  await sql`
    create table promotion_entitlements (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      promotion_id bigint not null references promotions(id),
      member_id bigint not null references members(id),
      window_key text not null,
      source text not null check (source in ('SIGNUP', 'DEPOSIT', 'CODE', 'APPLICATION', 'WAGER_VOLUME', 'NET_LOSS', 'RAFFLE', 'OPERATOR')),
      source_ref text,
      basis_minor bigint not null default 0,
      amount_minor bigint not null default 0 check (amount_minor >= 0),
      tickets integer not null default 0 check (tickets >= 0),
      household_key text,
      state text not null check (state in ('CLAIMABLE', 'CLAIMED', 'ISSUED', 'EXPIRED', 'VOID')),
      claim_expires_at timestamptz,
      grant_id bigint,
      request_id text,
      created_at timestamptz not null default now(),
      claimed_at timestamptz,
      unique (promotion_id, member_id, window_key)
    )`.execute(db);
  await sql`create index promotion_entitlements_member on promotion_entitlements (member_id, state, created_at desc)`.execute(
    db,
  );
  await sql`create index promotion_entitlements_household on promotion_entitlements (promotion_id, household_key, window_key) where household_key is not null`.execute(
    db,
  );
  await sql`create index promotion_entitlements_open on promotion_entitlements (merchant_id, claim_expires_at) where state = 'CLAIMABLE'`.execute(
    db,
  );

  await sql`
    create table promotion_applications (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      promotion_id bigint not null references promotions(id),
      member_id bigint not null references members(id),
      request_id text not null,
      remark text not null check (char_length(remark) <= 140),
      image_ids text[] not null default '{}' check (cardinality(image_ids) <= 3),
      state text not null default 'APPLYING' check (state in ('APPLYING', 'APPROVED', 'REJECTED')),
      amount_minor bigint,
      decision_note text,
      decided_by bigint,
      decided_at timestamptz,
      entitlement_id bigint references promotion_entitlements(id),
      created_at timestamptz not null default now(),
      unique (merchant_id, member_id, request_id)
    )`.execute(db);
  await sql`create unique index promotion_applications_one_open on promotion_applications (promotion_id, member_id) where state = 'APPLYING'`.execute(
    db,
  );
  await sql`create index promotion_applications_queue on promotion_applications (merchant_id, state, created_at)`.execute(
    db,
  );

  await sql`
    create table raffle_draws (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      promotion_id bigint not null references promotions(id),
      period_key text not null,
      opens_at timestamptz not null,
      draws_at timestamptz not null,
      seed_hash text not null,
      server_seed text not null,
      client_seed text,
      state text not null default 'OPEN' check (state in ('OPEN', 'DRAWN', 'VOID')),
      ticket_count integer not null default 0,
      drawn_at timestamptz,
      unique (promotion_id, period_key)
    )`.execute(db);
  await sql`
    create table raffle_tickets (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      draw_id bigint not null references raffle_draws(id),
      member_id bigint not null references members(id),
      source text not null check (source in ('DEPOSIT', 'WAGER', 'JOIN', 'PROMOTION')),
      source_ref text not null,
      tickets integer not null check (tickets > 0),
      created_at timestamptz not null default now(),
      unique (draw_id, source, source_ref)
    )`.execute(db);
  await sql`create index raffle_tickets_member on raffle_tickets (draw_id, member_id)`.execute(db);
  await sql`
    create table raffle_winners (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      draw_id bigint not null references raffle_draws(id),
      member_id bigint not null references members(id),
      rank integer not null,
      ticket_no integer not null,
      prize_minor bigint not null check (prize_minor >= 0),
      ledger_transaction_id bigint,
      paid_at timestamptz,
      unique (draw_id, rank)
    )`.execute(db);

  await sql`
    create table rebate_accruals (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      bet_id bigint not null,
      category text not null,
      valid_bet_minor bigint not null,
      rate_bps integer not null,
      amount_minor bigint not null,
      claim_id bigint,
      settled_at timestamptz not null,
      unique (merchant_id, bet_id)
    )`.execute(db);
  await sql`create index rebate_accruals_open on rebate_accruals (member_id) where claim_id is null`.execute(
    db,
  );
  await sql`
    create table rebate_claims (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      request_id text not null,
      amount_minor bigint not null check (amount_minor > 0),
      valid_bet_minor bigint not null,
      lines jsonb not null,
      ledger_transaction_id bigint,
      created_at timestamptz not null default now(),
      unique (merchant_id, member_id, request_id)
    )`.execute(db);
  await sql`create index rebate_claims_member on rebate_claims (member_id, created_at desc)`.execute(db);

  // The wallet's bonus tables.
  await sql`
    create table bonus_grants (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      promotion_id bigint,
      entitlement_id bigint unique,
      source text not null check (source in ('PROMOTION', 'APPLICATION', 'OPERATOR')),
      idempotency_key text not null,
      title text not null,
      amount_minor bigint not null check (amount_minor > 0),
      deposit_minor bigint not null default 0,
      wager_required_minor bigint not null check (wager_required_minor >= 0),
      wagered_minor bigint not null default 0 check (wagered_minor >= 0),
      max_bet_minor bigint,
      max_conversion_minor bigint,
      expiry_days integer not null,
      contributions jsonb not null,
      terms jsonb not null,
      state text not null check (state in ('PENDING', 'ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'CANCELLED')),
      end_reason text,
      converted_minor bigint,
      removed_minor bigint,
      granted_by bigint,
      created_at timestamptz not null default now(),
      activated_at timestamptz,
      expires_at timestamptz,
      ended_at timestamptz,
      unique (merchant_id, idempotency_key)
    )`.execute(db);
  await sql`create unique index bonus_grants_one_active on bonus_grants (member_id) where state = 'ACTIVE'`.execute(
    db,
  );
  await sql`create index bonus_grants_member on bonus_grants (member_id, created_at desc)`.execute(db);
  await sql`create index bonus_grants_expiring on bonus_grants (expires_at) where state = 'ACTIVE'`.execute(
    db,
  );
  await sql`create index bonus_grants_queued on bonus_grants (member_id, id) where state = 'PENDING'`.execute(
    db,
  );
  await sql`create index bonus_grants_promotion on bonus_grants (promotion_id) where promotion_id is not null`.execute(
    db,
  );
  await sql`
    create table bonus_grant_entries (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      grant_id bigint not null references bonus_grants(id),
      kind text not null check (kind in ('GRANTED', 'ACTIVATED', 'WAGERED', 'CONVERTED', 'EXPIRED', 'FORFEITED', 'CANCELLED', 'REMOVED')),
      amount_minor bigint not null default 0,
      ledger_transaction_id bigint,
      note text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index bonus_grant_entries_grant on bonus_grant_entries (grant_id, id)`.execute(db);
  await sql`
    create table bonus_wagers (
      grant_id bigint not null references bonus_grants(id),
      bet_id bigint not null,
      merchant_id integer not null,
      counted_minor bigint not null,
      primary key (grant_id, bet_id)
    )`.execute(db);
  await sql`
    create table bonus_stakes (
      id bigserial primary key,
      merchant_id integer not null references merchants(id),
      member_id bigint not null references members(id),
      grant_id bigint not null references bonus_grants(id),
      ref text not null,
      stake_minor bigint not null,
      bonus_stake_minor bigint not null check (bonus_stake_minor > 0),
      created_at timestamptz not null default now(),
      unique (merchant_id, ref)
    )`.execute(db);
}
