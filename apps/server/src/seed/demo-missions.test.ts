import { missionEndpoints as e, type TMissionSummary } from '@portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rid, walletMember } from '../test/wallet.ts';

/** The demo missions (issue 19): what the "Daily missions" banner promises, with real rewards. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summaryOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: e.summary.path, headers })).json().value as TMissionSummary;

describe('demo missions', () => {
  it('gives each demo brand the four missions and a weekly leaderboard; the Zalo reward is what its title says', async () => {
    const tiger = await walletMember(t, { merchant: 'TIGER' });
    const jade = await walletMember(t, { merchant: 'JADE' });
    const [ts, js] = [await summaryOf(tiger.headers), await summaryOf(jade.headers)];
    expect(ts.missions.map((m) => [m.kind, m.period, m.target])).toEqual([
      ['BETS', 'DAILY', '20'],
      ['DEPOSITS', 'WEEKLY', '2'],
      ['WIN_DIFFERENT_GAMES', 'DAILY', '3'],
      ['PROFILE_FIELD', 'ONCE', '1'],
    ]);
    const tigerZalo = ts.missions.find((m) => m.kind === 'PROFILE_FIELD');
    expect(tigerZalo).toMatchObject({
      title: 'Add your Zalo handle: 131K points',
      reward: { kind: 'POINTS', amount: '131000' },
    });
    const jadeZalo = js.missions.find((m) => m.kind === 'PROFILE_FIELD');
    expect(jadeZalo).toMatchObject({
      title: 'Add your Zalo handle: PHP 131',
      reward: { kind: 'CASH', amount: '131.00' },
    });
    const board = (
      await t.app.inject({ method: 'GET', url: e.leaderboard.path, headers: tiger.headers })
    ).json().value;
    expect(board.board).toMatchObject({
      title: 'Weekly valid-bet race',
      metric: 'VALID_BET',
      period: 'WEEKLY',
    });
    expect(board.board.prizes.map((p: { reward: { amount: string } }) => p.reward.amount)).toEqual([
      '1000.00',
      '500.00',
      '250.00',
    ]);
  });

  it('pays the Zalo mission in points on a brand with points: 131,000 points once', async () => {
    const m = await walletMember(t, { merchant: 'TIGER' });
    await t.app.inject({
      method: 'PUT',
      url: '/wps/member/profile',
      headers: m.headers,
      payload: { zalo: '0912345678' },
    });
    for (let i = 0; i < 20; i += 1) if (!(await t.app.services.outbox.runOnce()).more) break;
    const zalo = (await summaryOf(m.headers)).missions.find((x) => x.kind === 'PROFILE_FIELD');
    expect(zalo?.state).toBe('COMPLETED');
    const res = await t.app.inject({
      method: 'POST',
      url: e.claim.path.replace(':id', zalo?.id ?? ''),
      headers: m.headers,
      payload: { requestId: rid() },
    });
    expect(res.json().value.state).toBe('CLAIMED');
    const balance = await t.db
      .selectFrom('points_balances')
      .select('balance')
      .where('member_id', '=', m.id)
      .executeTakeFirst();
    expect(balance?.balance).toBe(131_000n);
  });
});
