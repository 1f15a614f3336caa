import { ORIGINALS_ROUTES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession, rid, walletMember } from '../../test/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VALID = {
  maxBet: '50000',
  originalsMinBet: '5',
  originalsMaxBet: '2000.50',
  houseEdgePercent: '2.5',
  lotteryMinBet: '2',
  lotteryMaxBet: '1000',
};

/** The page as a browser holds it: the session cookie (not the API's bearer token) and its CSRF token. */
async function signedIn(merchant: string, role: 'owner' | 'content') {
  const { authorization } = await operatorSession(t, merchant, role);
  const headers = { cookie: `portal_op=${(authorization as string).slice('Bearer '.length)}` };
  const me = await t.app.inject({ url: '/admin/api/me', headers });
  return { headers, csrf: me.json().value.csrfToken as string };
}

/** Posts the settings form from the page's own origin, with its `_csrf` field. */
const post = (operator: { headers: Record<string, string>; csrf: string }, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/games',
    headers: {
      ...operator.headers,
      origin: 'http://localhost:80',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ _csrf: operator.csrf, ...fields }).toString(),
  });

describe('operator game settings', () => {
  it('lets an owner set limits and the house edge, which the games then apply and the audit records', async () => {
    const owner = await signedIn('JADE', 'owner');
    const page = await t.app.inject({ url: '/admin/games', headers: owner.headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('House edge (%)');
    expect(page.body).toContain(`<input type="hidden" name="_csrf" value="${owner.csrf}">`);
    const saved = await post(owner, VALID);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Saved.');
    const config = await t.app.inject({
      url: ORIGINALS_ROUTES.config.path,
      headers: { 'x-merchant': 'JADE' },
    });
    expect(config.json().value).toMatchObject({ minBet: '5.00', maxBet: '2000.50', houseEdgeBps: 250 });
    const m = await walletMember(t, { merchant: 'JADE', balance: '100.00' });
    const low = await t.app.inject({
      method: 'POST',
      url: ORIGINALS_ROUTES.dice.path,
      headers: m.headers,
      payload: { requestId: rid(), amount: '4.99', direction: 'OVER', target: 5000 },
    });
    expect(low.json().code).toBe('BET_OUT_OF_RANGE');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'settings.games')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ after: { originals: { houseEdgeBps: 250 } } });
  });

  it('refuses an edge outside 1% to 5%, a minimum above the maximum and bad amounts, keeping what was typed', async () => {
    const owner = await signedIn('TIGER', 'owner');
    for (const [change, message] of [
      [{ houseEdgePercent: '0.5' }, 'between 1% and 5%'],
      [{ houseEdgePercent: '6' }, 'between 1% and 5%'],
      [{ originalsMinBet: '3000' }, 'minimum bet is above the maximum'],
      [{ lotteryMaxBet: '-1' }, 'lotteryMaxBet'],
      [{ maxBet: '1.001' }, 'decimals'],
    ] as const) {
      const res = await post(owner, { ...VALID, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const tiger = await t.app.services.brands.findByCode('TIGER');
    expect(tiger?.settings.games?.originals).toBeUndefined();
  });

  it('is for owners only', async () => {
    const content = await signedIn('TIGER', 'content');
    expect((await t.app.inject({ url: '/admin/games', headers: content.headers })).statusCode).toBe(403);
    expect((await post(content, VALID)).json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url: '/admin/games' })).statusCode).toBe(303);
  });
});
