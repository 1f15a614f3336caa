import { sql } from 'kysely';

/**
 * The agent centre's team overview (issue 16; ADR 0034) for an agent with 10,000 members across
 * five levels and 1,000,000 settled bets over the last 30 days (plus another branch of 2,000
 * members and 200,000 bets that must not count, deposits and withdrawals), generated with
 * generate_series on a fresh embedded database (PGlite, in-process; with DATABASE_URL, that
 * PostgreSQL). Timed at the service level (`teamOverview`: the head counts, four periods in the
 * agent's clock and a 30-day series; no HTTP, no session) against ONE hand-written aggregate SQL
 * statement over the same data computing the same month's figures (new members, first deposits,
 * active members, deposits, withdrawals, bets, valid bet, profit/loss), in the same run. Rounds
 * alternate so a noisy neighbour hurts both; the best median of each is kept. The overview's month
 * figures are checked against the baseline's, so both compute the same thing.
 *   npm run bench:agent-overview
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const OTHER_BETS = Math.round(BETS / 5);
/** Members per level under the agent: 10,000 in all, agents on the first three levels. */
const LEVELS = [10, 90, 900, 3000, 6000];
const OTHER_MEMBERS = 2000;
const OFFSET = 360;

const { createTestDatabase } = await import('../apps/server/src/test/test-app.ts');
const { teamScopeOf, prefixEnd } = await import('../apps/server/src/modules/member/members.ts');
const { teamOverview, periodsOf, startOf } = await import(
  '../apps/server/src/modules/agents/team-figures.service.ts'
);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
};
const log = (line: string) => process.stdout.write(`${line}\n`);

const database = await createTestDatabase({ seed: true });
const db = database.db;
try {
  const brand = await db
    .selectFrom('merchants')
    .select(['id', 'currency', 'currency_exponent'])
    .where('code', '=', 'TIGER')
    .executeTakeFirstOrThrow();
  const m = brand.id;
  const method = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('merchant_id', '=', m)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const started = performance.now();

  // The tree: the agent, then each level's members under the previous level's, round robin.
  const countOf = async (pattern: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*)::text as n from members where merchant_id = ${m} and account similar to ${pattern}`.execute(
          db,
        )
      ).rows[0]?.n,
    );
  const insertMembers = async (prefix: string, count: number, type: number, parents: string | null) => {
    const n = parents === null ? 1 : await countOf(`${parents}%`);
    await sql`
      with parents as (
        select id, (row_number() over (order by id)) - 1 as rn
        from members where merchant_id = ${m} and account similar to ${`${parents ?? '-'}%`})
      insert into members (merchant_id, account, type, password_hash, referral_code, register_method, parent_id, created_at)
      select ${m}, ${prefix} || g, ${type}, 'unused', upper(${prefix}) || g, 'BENCH',
        ${parents === null ? sql`null` : sql`p.id`},
        now() - make_interval(mins => (g * 7919) % (90 * 1440))
      from generate_series(1, ${count}) g
      ${parents === null ? sql`` : sql`join parents p on p.rn = g % ${n}`}`.execute(db);
  };
  await insertMembers('bagent', 1, 1, null);
  await insertMembers('bother', 1, 1, null);
  let parent = 'bagent';
  for (const [i, count] of LEVELS.entries()) {
    const prefix = `bl${i + 1}x`;
    await insertMembers(prefix, count, i < 3 ? 2 : 0, parent);
    parent = prefix;
  }
  await insertMembers('box', OTHER_MEMBERS, 0, 'bother');
  const agent = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', m)
    .where('account', '=', 'bagent1')
    .executeTakeFirstOrThrow();
  const scope = await teamScopeOf(db, m, agent.id);
  if (!scope) throw new Error('no scope');

  // Bets over the last 30 days: the team's (every member, any level) and the other branch's.
  const insertBets = async (accounts: string, count: number, tag: string) => {
    const n = await countOf(accounts);
    await sql`
      with players as (
        select id, (row_number() over (order by id)) - 1 as rn
        from members where merchant_id = ${m} and account similar to ${accounts})
      insert into bets (merchant_id, member_id, vendor_code, game_code, game_name, category, external_id,
        stake, valid_bet, payout, status, placed_at, settled_at)
      select ${m}, p.id, 'SIM', 'g' || (g % 50), 'Game',
        'SLOT', ${tag} || g, 100 + (g % 900), 100 + (g % 900), (g::bigint * 31) % 1500, 'SETTLED',
        now() - make_interval(secs => (g * 2654435761::bigint) % (30 * 86400)) - interval '1 minute',
        now() - make_interval(secs => (g * 2654435761::bigint) % (30 * 86400))
      from generate_series(1, ${count}) g join players p on p.rn = (g::bigint * 7907) % ${n}`.execute(db);
  };
  await insertBets('bl[0-9]x%', BETS, 'bt');
  await insertBets('box%', OTHER_BETS, 'bo');
  // Deposits (two thirds credited) and withdrawals (paid, some refunded) over 60 days.
  await sql`
    insert into deposits (merchant_id, member_id, method_id, amount, currency, status, request_id, created_at, completed_at)
    select ${m}, mm.id, ${method.id}, 1000 * (1 + g % 20), ${brand.currency},
      case when g % 3 = 0 then 'FAILED' else 'CREDITED' end, 'bench-d-' || g,
      now() - make_interval(mins => (g * 7919) % (60 * 1440)) - interval '1 minute',
      now() - make_interval(mins => (g * 7919) % (60 * 1440))
    from generate_series(1, 40000) g
    join members mm on mm.merchant_id = ${m} and mm.account = case when g % 6 = 0
      then 'box' || (1 + g % ${OTHER_MEMBERS}) else 'bl' || (4 + g % 2) || 'x' || (1 + g % 3000) end`.execute(
    db,
  );
  await sql`
    insert into member_bank_accounts (merchant_id, member_id, bank_name, account_number_sealed, account_number_hash,
      account_number_last4, account_name)
    select ${m}, id, 'Bench Bank', 'sealed', 'bench-' || id, '0000', 'Bench'
    from members where merchant_id = ${m} and (account similar to 'bl[0-9]x%' or account like 'box%')`.execute(
    db,
  );
  await sql`
    insert into withdrawals (merchant_id, member_id, bank_account_id, amount, currency, status, request_id, created_at, decided_at)
    select ${m}, a.member_id, a.id, 500 * (1 + g % 10), ${brand.currency},
      case when g % 10 = 0 then 'REFUNDED' else 'PAID' end, 'bench-w-' || g,
      now() - make_interval(mins => (g * 104729) % (60 * 1440)) - interval '1 hour',
      now() - make_interval(mins => (g * 104729) % (60 * 1440))
    from generate_series(1, 15000) g
    join (select id, member_id, (row_number() over (order by id)) - 1 as rn from member_bank_accounts
      where merchant_id = ${m} and account_name = 'Bench') a on a.rn = (g * 13) % 12000`.execute(db);
  await sql`analyze`.execute(db);
  log(
    `data: ${LEVELS.reduce((a, b) => a + b, 0)} team members on ${LEVELS.length} levels, ${BETS} team bets, ` +
      `${OTHER_MEMBERS} members and ${OTHER_BETS} bets in another branch, 40000 deposits, 15000 withdrawals ` +
      `(generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  // The month of the agent's clock, as the overview counts it.
  const now = new Date();
  const month = periodsOf(now, OFFSET).thisMonth;
  const from = startOf(month.from, OFFSET);
  const to = new Date(startOf(month.to, OFFSET).getTime() + 86_400_000);
  const baseline = () =>
    sql<Record<string, string>>`
    with team as (
      select id, created_at, type from members
      where merchant_id = ${m} and upline_path >= ${scope.prefix} and upline_path < ${prefixEnd(scope.prefix)})
    select
      (select count(*) from team where created_at >= ${from} and created_at < ${to} and type not in (4, 9))::text as new_members,
      b.n::text as bets, b.valid::text as valid, b.pl::text as pl, b.active::text as active,
      d.n::text as deposits_n, d.amount::text as deposits, d.first_n::text as first_n, d.first_amount::text as first_amount,
      w.n::text as withdrawals_n, w.amount::text as withdrawals
    from
      (select count(*) as n, coalesce(sum(valid_bet), 0) as valid, coalesce(sum(payout - stake), 0) as pl,
          count(distinct member_id) as active
        from bets where merchant_id = ${m} and status = 'SETTLED' and settled_at >= ${from} and settled_at < ${to}
          and member_id in (select id from team)) b,
      (select count(*) as n, coalesce(sum(amount), 0) as amount,
          count(*) filter (where not exists (select 1 from deposits e where e.merchant_id = d.merchant_id
            and e.member_id = d.member_id and e.status = 'CREDITED' and (e.completed_at, e.id) < (d.completed_at, d.id))) as first_n,
          coalesce(sum(amount) filter (where not exists (select 1 from deposits e where e.merchant_id = d.merchant_id
            and e.member_id = d.member_id and e.status = 'CREDITED' and (e.completed_at, e.id) < (d.completed_at, d.id))), 0) as first_amount
        from deposits d where merchant_id = ${m} and status = 'CREDITED' and completed_at >= ${from} and completed_at < ${to}
          and member_id in (select id from team)) d,
      (select count(*) as n, coalesce(sum(amount), 0) as amount from withdrawals
        where merchant_id = ${m} and status in ('PAID', 'DISPUTED', 'COMPLETED') and decided_at >= ${from} and decided_at < ${to}
          and member_id in (select id from team)) w`.execute(db);
  const overview = () =>
    teamOverview(
      { db, brand: { currency: brand.currency, currencyExponent: brand.currency_exponent } },
      scope,
      { utcOffset: OFFSET, days: 30, now },
    );

  // Same figures, both ways.
  const [base] = (await baseline()).rows;
  const mine = (await overview()).periods.thisMonth;
  const exp = 10n ** BigInt(brand.currency_exponent);
  const minor = (text: string) => {
    const [whole = '0', frac = ''] = text.replace('-', '').split('.');
    const value = BigInt(whole) * exp + BigInt(frac.padEnd(brand.currency_exponent, '0') || '0');
    return String(text.startsWith('-') ? -value : value);
  };
  const pairs: [string, string | number, string | undefined][] = [
    ['new members', mine.newMembers, base?.new_members],
    ['active members', mine.activeMembers, base?.active],
    ['bets', mine.betCount, base?.bets],
    ['valid bet', minor(mine.validBet), base?.valid],
    ['profit/loss', minor(mine.profitLoss), base?.pl],
    ['deposits', mine.depositCount, base?.deposits_n],
    ['deposit amount', minor(mine.deposits), base?.deposits],
    ['first deposits', mine.firstDeposits, base?.first_n],
    ['first deposit amount', minor(mine.firstDepositAmount), base?.first_amount],
    ['withdrawals', mine.withdrawalCount, base?.withdrawals_n],
    ['withdrawal amount', minor(mine.withdrawals), base?.withdrawals],
  ];
  for (const [name, a, b] of pairs) {
    if (String(a) !== String(b)) throw new Error(`${name}: overview ${a}, baseline ${b}`);
  }
  log(
    `this month (from ${month.from}, GMT+06:00): ${mine.betCount} bets, ${mine.activeMembers} active members, ` +
      `valid bet ${mine.validBet}, profit/loss ${mine.profitLoss}; the overview and the baseline agree on all 11 figures`,
  );

  if (process.env.BENCH_DETAIL === '1') {
    // Each source's statement on its own, and the plans (to see where the time goes).
    const { registrationsOfSubject, teamCounts } = await import(
      '../apps/server/src/modules/member/members.ts'
    );
    const { creditedTeamDeposits } = await import('../apps/server/src/modules/payments/team-figures.ts');
    const { paidTeamWithdrawals, settledTeamBets } = await import(
      '../apps/server/src/modules/wallet/team-figures.ts'
    );
    const periods = periodsOf(now, OFFSET);
    const first = [periods.thisMonth.from, periods.yesterday.from].sort()[0] as string;
    const w = { from: startOf(first, OFFSET), to, utcOffsetMinutes: OFFSET };
    const sources: [string, () => Promise<unknown>][] = [
      ['head counts', () => teamCounts(db, scope, [1, 2, 41, 42])],
      ['registrations', () => registrationsOfSubject(db, scope, w)],
      ['deposits', () => creditedTeamDeposits(db, scope, w)],
      ['withdrawals', () => paidTeamWithdrawals(db, scope, w)],
      ['bets', () => settledTeamBets(db, scope, w, Object.values(periods))],
    ];
    for (const [name, run] of sources) {
      const t0 = performance.now();
      await run();
      log(`  ${name}: ${(performance.now() - t0).toFixed(0)} ms`);
    }
  }

  const time = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    return times;
  };
  let bestOverview = Number.POSITIVE_INFINITY;
  let bestBaseline = Number.POSITIVE_INFINITY;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const b = await time(baseline);
    const o = await time(overview);
    bestBaseline = Math.min(bestBaseline, quantile(b, 0.5));
    bestOverview = Math.min(bestOverview, quantile(o, 0.5));
    log(
      `round ${round}: team overview median ${quantile(o, 0.5).toFixed(0)} ms; one aggregate statement for the month median ${quantile(b, 0.5).toFixed(0)} ms`,
    );
  }
  log(
    `ratio: the team overview (head counts, 4 periods, 30-day series) takes ${(bestOverview / bestBaseline).toFixed(2)} times ` +
      `one hand-written aggregate statement of the month's figures (medians ${bestOverview.toFixed(0)} ms and ${bestBaseline.toFixed(0)} ms; goal ≤ 2)`,
  );
} finally {
  await database.close();
}
