import { GAME_ROUTES, ORIGINALS_ROUTES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rid, type TestMember, walletMember } from '../../test/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
});
afterAll(() => t.close());

const recentCodes = async (m: TestMember): Promise<string[]> => {
  const res = await t.app.inject({
    url: `${GAME_ROUTES.recent.path}?pageNo=1&pageSize=20`,
    headers: m.headers,
  });
  expect(res.json()).toMatchObject({ success: true });
  return (res.json().value.content as { gameCode: string }[]).map((g) => g.gameCode);
};
const bet = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload: { requestId: rid(), ...payload } });

describe('recent games (issue 20)', () => {
  it('lists an in-house game played straight from its page, without a launch, for that member only', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const other = await walletMember(t, { balance: '100.00' });
    expect(await recentCodes(m)).toEqual([]);

    const dice = await bet(m, ORIGINALS_ROUTES.dice.path, {
      amount: '1.00',
      direction: 'OVER',
      target: 5050,
    });
    expect(dice.json()).toMatchObject({ success: true });
    expect(await recentCodes(m)).toEqual(['DICE']);

    // A second game comes first; replaying the dice within seconds (autobet) does not add a row.
    const limbo = await bet(m, ORIGINALS_ROUTES.limbo.path, { amount: '1.00', target: 200 });
    expect(limbo.json()).toMatchObject({ success: true });
    await bet(m, ORIGINALS_ROUTES.dice.path, { amount: '1.00', direction: 'OVER', target: 5050 });
    expect(await recentCodes(m)).toEqual(['LIMBO', 'DICE']);
    const rows = await t.db
      .selectFrom('game_recent')
      .select('game_id')
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(2);

    expect(await recentCodes(other)).toEqual([]);
  });

  it('does not list a refused bet', async () => {
    const m = await walletMember(t, { balance: '0.50' });
    const refused = await bet(m, ORIGINALS_ROUTES.dice.path, {
      amount: '1.00',
      direction: 'OVER',
      target: 5050,
    });
    expect(refused.json()).toMatchObject({ success: false });
    expect(await recentCodes(m)).toEqual([]);
  });
});
