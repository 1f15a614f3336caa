import { randomUUID } from 'node:crypto';

/**
 * What the loyalty subscribers cost a settled wager (issue 19; ADR 0040; goal ≤ 1.3 times): in-house
 * dice bets of 100.00, played and settled at once, for CLIENTS concurrent players each betting
 * PER_CLIENT times in a row — timed alone ("a settled wager"), and timed together with the delivery
 * of every `wager.settled` to every loyalty subscriber: the app's subscribers whose names start with
 * `points.`, `vip.`, `missions.` or `referral.` (so each loyalty module's joins as it is wired).
 * Both groups play on the same brand (Tiger Star, PTSYS3 on), in the same process and database,
 * back to back in each round (which goes first alternates); the events of the plain group are
 * delivered untimed before the next round, so each timed drain carries only its own group's. The
 * result is the median of the rounds' ratios. The points earned are checked against the maths.
 * On a fresh embedded database (PGlite, in-process); with DATABASE_URL, that PostgreSQL.
 * Results on 26 November 2026 (a shared 2-core machine with other suites running), as of 31f8bcc:
 * PostgreSQL 15, 20 players × 25 bets × 5 rounds: the five loyalty subscribers wired then
 * (points.earn, vip.progress, referral.wager, missions.progress, missions.leaderboard) median 3.29
 * times (rounds 2.09–3.88); points.earn alone 1.76 times (best 5.03 vs 2.87 ms). PGlite, 10 × 10 × 3:
 * points.earn alone 1.42, all five 2.5. Goal missed: each delivery is a transaction of its own
 * (the handled row, the handler's statements), so every subscriber on wager.settled adds one per
 * bet; meeting 1.3 together needs the loyalty work in fewer deliveries (one loyalty subscriber
 * calling each part, or batched delivery), a decision for the lead.
 *   npm run bench:loyalty-wager      (a throwaway PostgreSQL cluster)
 *   node bench/loyalty-wager.ts      (PGlite)
 *   BENCH_ONLY=points. node bench/loyalty-wager.ts   (one module's subscribers alone)
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PER_CLIENT = Number(process.env.BENCH_BETS ?? 25);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL = 1.3;
/** BENCH_ONLY=points. (comma-separated prefixes) times one module's subscribers alone. */
const LOYALTY = (process.env.BENCH_ONLY ?? 'points.,vip.,missions.,referral.').split(',');

const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { walletMember } = await import('../apps/server/src/test/wallet.ts');
const { OriginalsService } = await import('../apps/server/src/modules/originals/originals.service.ts');
const { createDispatcher } = await import('../apps/server/src/platform/outbox/index.ts');
const { ledgerProblems } = await import('../apps/server/src/modules/ledger/invariants.ts');
const { earnedMilli, earnMilliFor } = await import('@portal/contracts');
const { pointsSettingsOf } = await import('../apps/server/src/modules/points/points.service.ts');

const log = (line: string) => process.stdout.write(`${line}\n`);

const t = await createTestApp({ env: { LOG_LEVEL: 'silent' }, checkResponses: false });
try {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand?.flags.PTSYS3) throw new Error('TIGER must run points (PTSYS3)');
  const { wallet } = t.app.services;
  const originals = new OriginalsService({ db: t.db, wallet, now: () => new Date() });
  const loyalty = t.app.services.subscribers.filter(
    (s) => LOYALTY.some((prefix) => s.name.startsWith(prefix)) && s.types.includes('wager.settled'),
  );
  if (!loyalty.some((s) => s.name === 'points.earn')) throw new Error('points.earn is not wired');
  log(`loyalty subscribers on wager.settled: ${loyalty.map((s) => s.name).join(', ')}`);
  const outbox = createDispatcher({ db: t.db, subscribers: loyalty, batchSize: 1000 });
  // Their first pass takes the leases (subscribers that start from "now" begin here).
  await outbox.runOnce();
  const drain = async () => {
    for (;;) {
      const pass = await outbox.runOnce();
      if (pass.failed > 0) throw new Error('a wager event failed');
      if (!pass.more) return;
    }
  };

  const plain = [];
  const loyal = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    plain.push(await walletMember(t, { balance: '100000000.00' }));
    loyal.push(await walletMember(t, { balance: '100000000.00' }));
  }
  const bet = (memberId: bigint) =>
    originals.playInstant(
      brand,
      memberId,
      { requestId: randomUUID(), amount: '100.00' },
      { game: 'DICE', direction: 'OVER', target: 5000 },
    );
  const timed = async (members: { id: bigint }[], perClient: number, deliver: boolean) => {
    const started = performance.now();
    await Promise.all(
      members.map(async (m) => {
        for (let i = 0; i < perClient; i += 1) await bet(m.id);
      }),
    );
    if (deliver) await drain();
    const ms = performance.now() - started;
    // The plain group's events reach the loyalty subscribers too, untimed, before the next group.
    if (!deliver) await drain();
    return ms;
  };
  // One bet each first: seed pairs, HOUSE accounts and balance rows exist before anything is timed.
  await timed(plain, 1, false);
  await timed(loyal, 1, true);

  const bets = CLIENTS * PER_CLIENT;
  let bestPlain = Number.POSITIVE_INFINITY;
  let bestLoyal = Number.POSITIVE_INFINITY;
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const plainFirst = round % 2 === 1;
    const a1 = plainFirst ? await timed(plain, PER_CLIENT, false) : 0;
    const b = await timed(loyal, PER_CLIENT, true);
    const a = plainFirst ? a1 : await timed(plain, PER_CLIENT, false);
    ratios.push(b / a);
    log(
      `round ${round}: a settled wager ${(a / bets).toFixed(2)} ms, with the loyalty subscribers ${(b / bets).toFixed(2)} ms, ${(b / a).toFixed(2)} times (${bets} bets each, ${CLIENTS} players)`,
    );
    bestPlain = Math.min(bestPlain, a);
    bestLoyal = Math.min(bestLoyal, b);
  }

  // Every bet earned its points: balance × 1000 + carry = the milli-points of the member's bets.
  const settings = pointsSettingsOf(brand);
  const perBet = earnedMilli(10_000n, brand.currencyExponent, earnMilliFor(settings, 'BGS'), 10_000);
  const rows = await t.db
    .selectFrom('points_balances')
    .select(['member_id', 'balance', 'carry_milli'])
    .where(
      'member_id',
      'in',
      [...plain, ...loyal].map((m) => m.id),
    )
    .execute();
  const expected = BigInt(PER_CLIENT * ROUNDS + 1) * perBet;
  for (const r of rows) {
    // A VIP multiplier may raise it; never lower.
    if (r.balance * 1000n + r.carry_milli < expected)
      throw new Error(
        `member ${r.member_id} earned ${r.balance} points, expected at least ${expected / 1000n}`,
      );
  }
  if (rows.length !== CLIENTS * 2)
    throw new Error(`balances of ${rows.length} members, expected ${CLIENTS * 2}`);
  const problems = await ledgerProblems(t.db);
  if (problems.length > 0) throw new Error(`ledger: ${problems.join('; ')}`);

  const ratio = [...ratios].sort((x, y) => x - y)[Math.floor(ratios.length / 2)] as number;
  log(
    `ratio: a settled dice bet with the loyalty subscribers costs ${ratio.toFixed(2)} times one without (median of ${ROUNDS} rounds; best ${(bestLoyal / bets).toFixed(2)} vs ${(bestPlain / bets).toFixed(2)} ms; goal ≤ ${GOAL}) — ${ratio <= GOAL ? 'met' : 'missed'}`,
  );
} finally {
  await t.close();
}
