import { CRASH_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import { crashElapsedFor, nextChainHash } from '@portal/fairness';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPeriodRunner, listRuns } from '../../platform/period-jobs/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import type { CrashEngine } from './crash.engine.ts';
import type { RoundRow } from './crash.repository.ts';
import { purgeFinishedRounds } from './crash.repository.ts';
import { crashRetentionJob } from './crash.retention.ts';
import { DEFAULT_TIMING } from './crash.service.ts';

let t: TestApp;
let tiger: Brand;
let engine: CrashEngine;
let nowMs = Date.now();
const advance = (ms: number) => {
  nowMs += ms;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  engine = t.app.services.crashEngine;
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const latest = async (): Promise<RoundRow> => {
  const round = await t.app.services.crash.latestRound(tiger);
  if (!round) throw new Error('no round');
  return round;
};

/** Opens a round, lets `m` bet on it if given, and plays it out to its crash. */
async function playRound(m: TestMember | null): Promise<RoundRow> {
  await engine.runOnce();
  let round = await latest();
  if (round.status === 'CRASHED' || round.status === 'VOID') {
    advance(DEFAULT_TIMING.pauseMs);
    await engine.runOnce();
    round = await latest();
  }
  expect(round.status).toBe('BETTING');
  if (m) {
    const res = await t.app.inject({
      method: 'POST',
      url: CRASH_ROUTES.bet.path,
      headers: m.headers,
      payload: { requestId: rid(), amount: '1.00' },
    });
    expect(res.json().code).toBe('OK');
  }
  advance(round.betting_ends_at.getTime() - nowMs);
  await engine.runOnce();
  round = await latest();
  // A round whose crash point is 1.00× ends the moment it starts (the house's instant bust).
  if (round.status !== 'CRASHED') {
    expect(round.status).toBe('RUNNING');
    advance((round.started_at as Date).getTime() + crashElapsedFor(round.crash_point) - nowMs);
    await engine.runOnce();
    round = await latest();
  }
  expect(round.status).toBe('CRASHED');
  return round;
}

const roundDetails = (id: bigint) =>
  t.app.inject({ url: CRASH_ROUTES.round.path.replace(':roundId', String(id)) });

describe('crash retention (ADR 0052)', () => {
  it('purges finished rounds and their bets past the retention, keeps the rest checkable, once', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const rounds: RoundRow[] = [];
    for (let i = 0; i < 4; i += 1) rounds.push(await playRound(i < 3 ? m : null));
    const [r1, r2, r3, r4] = rounds as [RoundRow, RoundRow, RoundRow, RoundRow];
    expect(r2.game_index).toBe(r1.game_index + 1);
    expect(r3.game_index).toBe(r2.game_index + 1);
    // The first two are 100 days old, the third 80 (inside the 92 days kept by default).
    await sql`update crash_rounds set created_at = now() - interval '100 days' where id in (${r1.id}, ${r2.id})`.execute(
      t.db,
    );
    await sql`update crash_rounds set created_at = now() - interval '80 days' where id = ${r3.id}`.execute(
      t.db,
    );
    const recordIds = await t.db
      .selectFrom('crash_bets')
      .select(['round_id', 'record_id'])
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(recordIds).toHaveLength(3);

    // One run per day and brand, in batches of one round to show they resume from their step.
    const job = crashRetentionJob({
      db: t.db,
      brands: t.app.services.brands,
      retentionDays: t.config.roundRetentionDays,
      batch: 1,
    });
    expect(t.config.roundRetentionDays).toBe(92);
    const runner = createPeriodRunner({ db: t.db, jobs: [job], clock: () => new Date(nowMs) });
    const first = await runner.tick();
    expect(first.failed).toEqual([]);
    expect(first.done.length).toBeGreaterThan(0);
    const runs = await listRuns(t.db, { job: 'crash-retention', merchantId: tiger.id, limit: 10 });
    const purged = runs.reduce((sum, r) => sum + ((r.result as { rounds?: number } | null)?.rounds ?? 0), 0);
    expect(purged).toBe(2);

    const left = await t.db
      .selectFrom('crash_rounds')
      .select('id')
      .where('id', 'in', [r1.id, r2.id, r3.id, r4.id])
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.id)).toEqual([r3.id, r4.id]);
    const bets = await t.db
      .selectFrom('crash_bets')
      .select('round_id')
      .where('member_id', '=', m.id)
      .execute();
    expect(bets.map((b) => b.round_id)).toEqual([r3.id]);

    // The money stays: the betting record still has every bet, and the journal is whole (afterEach).
    const record = await t.app.inject({
      url: `${WALLET_ROUTES.bets.path}?from=${encodeURIComponent(new Date(nowMs - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(nowMs + 86_400_000).toISOString())}&pageNo=1&pageSize=20`,
      headers: m.headers,
    });
    const crashLines = (record.json().value.list as { id: string }[]).filter((line) =>
      recordIds.some((r) => String(r.record_id) === line.id),
    );
    expect(crashLines).toHaveLength(3);
    const records = await t.db
      .selectFrom('bets')
      .select('id')
      .where(
        'id',
        'in',
        recordIds.map((r) => r.record_id as bigint),
      )
      .execute();
    expect(records).toHaveLength(3);

    // Fairness: a purged round is gone; the oldest kept is still checked against its predecessor.
    expect((await roundDetails(r1.id)).json().code).toBe('NOT_FOUND');
    const oldest = (await roundDetails(r3.id)).json().value;
    expect(oldest.previousHash).toBe(r2.hash);
    expect(nextChainHash(oldest.hash)).toBe(oldest.previousHash);
    const next = (await roundDetails(r4.id)).json().value;
    expect(nextChainHash(next.hash)).toBe(next.previousHash);
    // The member's crash bets list what is kept.
    const mine = await t.app.inject({
      url: `${CRASH_ROUTES.myBets.path}?pageNo=1&pageSize=10`,
      headers: m.headers,
    });
    expect(mine.json().value.content.map((b: { roundId: string }) => b.roundId)).toEqual([String(r3.id)]);

    // Twice is once: the runner never runs a day again, and the same cutoff finds nothing more.
    const again = await runner.tick();
    expect(again.done).toEqual([]);
    const cutoff = new Date(Date.now() - 92 * 86_400_000);
    const repeat = await t.db.transaction().execute((trx) => purgeFinishedRounds(trx, tiger.id, cutoff, 100));
    expect(repeat).toEqual({ rounds: 0, bets: 0 });
    expect(await t.db.selectFrom('crash_rounds').select('id').where('id', '=', r3.id).execute()).toHaveLength(
      1,
    );
  });
});
