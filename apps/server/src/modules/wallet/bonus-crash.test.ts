import { CRASH_ROUTES } from '@portal/contracts';
import type { TBonusTerms } from '@portal/contracts/endpoints';
import { crashElapsedFor } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import type { CrashEngine } from '../crash/crash.engine.ts';
import type { RoundRow } from '../crash/crash.repository.ts';
import { DEFAULT_TIMING } from '../crash/crash.service.ts';
import { balanceOf } from '../ledger/ledger.ts';

/**
 * Crash with bonus money (issue 18; ADR 0039): the stake real money first, the cash-out shared
 * like it, a voided round's refund going back the way the stake came, and the max bet.
 */

let t: TestApp;
let tiger: Brand;
let engine: CrashEngine;
let nowMs = new Date('2026-11-23T10:00:00Z').getTime();
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

/** Plays out whatever is in play, then opens the next round with its crash point set. */
async function freshRound(point: number): Promise<RoundRow> {
  await engine.runOnce();
  let round = await latest();
  if (round.status === 'BETTING') {
    advance(round.betting_ends_at.getTime() - nowMs);
    await engine.runOnce();
    round = await latest();
  }
  if (round.status === 'RUNNING' && round.started_at) {
    advance(round.started_at.getTime() + crashElapsedFor(round.crash_point) - nowMs);
    await engine.runOnce();
    round = await latest();
  }
  for (let i = 0; i < 3 && round.status !== 'BETTING'; i += 1) {
    advance(DEFAULT_TIMING.pauseMs);
    await engine.runOnce();
    round = await latest();
  }
  expect(round.status).toBe('BETTING');
  await t.db.updateTable('crash_rounds').set({ crash_point: point }).where('id', '=', round.id).execute();
  return { ...round, crash_point: point };
}

const bet = (m: TestMember, amount: string, autoCashout?: number) =>
  t.app.inject({
    method: 'POST',
    url: CRASH_ROUTES.bet.path,
    headers: m.headers,
    payload: { requestId: rid(), amount, ...(autoCashout ? { autoCashout } : {}) },
  });
const main = (m: TestMember) => balanceOf(t.db, tiger.id, m.id, 'MAIN');
const bonusOf = (m: TestMember) => balanceOf(t.db, tiger.id, m.id, 'BONUS');
const grant = (m: TestMember, amount: bigint, over: Partial<TBonusTerms> = {}) =>
  t.db.transaction().execute((trx) =>
    t.app.services.bonus.grantBonus(trx, tiger, {
      memberId: m.id,
      promotionId: null,
      entitlementId: null,
      source: 'OPERATOR',
      idempotencyKey: rid(),
      title: 'Crash bonus',
      amount,
      deposit: 0n,
      terms: {
        wagerMultiplier: 10,
        wagerBase: 'BONUS',
        expiryDays: 7,
        maxBet: '0',
        maxConversion: '0',
        ...over,
      },
      grantedBy: null,
    }),
  );

describe('crash with a bonus', () => {
  it('stakes real money first, shares the cash-out, refunds a voided round the way it came, holds the max bet', async () => {
    const m = await walletMember(t, { balance: '2.00' });
    await grant(m, 2_000n);
    const round = await freshRound(500);
    expect((await bet(m, '10.00', 200)).json().success).toBe(true);
    expect(await main(m)).toBe(0n);
    expect(await bonusOf(m)).toBe(1_200n);
    // The max bet, in the same round.
    const n = await walletMember(t, { balance: '50.00' });
    await grant(n, 1_000n, { maxBet: '5.00' });
    const refused = await bet(n, '6.00');
    expect(refused.json()).toMatchObject({ code: 'BONUS_MAX_BET' });
    expect(await main(n)).toBe(5_000n);
    expect((await bet(n, '5.00')).json().success).toBe(true);
    advance(round.betting_ends_at.getTime() - nowMs);
    await engine.runOnce();
    const running = await latest();
    advance((running.started_at as Date).getTime() + crashElapsedFor(250) - nowMs);
    await engine.runOnce();
    // 20.00 at 2.00×, shared 2 : 8 like the stake.
    expect(await main(m)).toBe(400n);
    expect(await bonusOf(m)).toBe(1_200n + 1_600n);

    // A round voided by a restart refunds a bonus stake to the bonus wallet.
    const next = await freshRound(500);
    expect((await bet(m, '10.00')).json().success).toBe(true);
    expect(await main(m)).toBe(0n);
    expect(await bonusOf(m)).toBe(2_200n);
    expect(await t.app.services.crash.voidRound(tiger, next.id)).toBe(1);
    expect(await main(m)).toBe(400n);
    expect(await bonusOf(m)).toBe(2_800n);
  });
});
