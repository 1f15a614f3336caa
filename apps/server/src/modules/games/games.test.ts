import { GAME_ROUTES, type TGameCard, type TGamePage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';

let t: TestApp;
let tiger: Brand;
beforeAll(async () => {
  t = await createTestApp();
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());

const visitor = { 'x-merchant': 'TIGER' };
const get = (url: string, headers: Record<string, string> = visitor) => t.app.inject({ url, headers });
const page = async (url: string, headers?: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.json().code, res.body).toBe('OK');
  return res.json().value as TGamePage;
};

describe('the catalogue', () => {
  it('holds the demo catalogue: over 30 vendors and 3,000 games', async () => {
    const vendors = await t.db.selectFrom('game_vendors').select('code').execute();
    const games = await t.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(vendors.length).toBeGreaterThanOrEqual(30);
    expect(Number(games.n)).toBeGreaterThanOrEqual(3000);
  });

  it('lists a centre 20 to a page in the brand order, with a total, and empty pages past the end', async () => {
    const first = await page(`${GAME_ROUTES.list.path}?gameType=LIVE&pageNo=1&pageSize=20&language=en`);
    expect(first.content).toHaveLength(20);
    expect(first.totalElements).toBe(240);
    expect(first.totalPages).toBe(12);
    // TIGER ranks its live vendors RLV, CCL, LTL, DMD.
    expect(first.content[0]).toMatchObject({ vassalage: 'RLV', gameType: 'LIVE', isGame: 'GAME' });
    expect(first.content[0]?.iconUrl).toMatch(/^\/wps\/system\/game-icon\/RLV\/RLV-LI0001\.svg$/);
    const last = await page(`${GAME_ROUTES.list.path}?gameType=LIVE&pageNo=12`);
    expect(last.content[19]?.vassalage).toBe('DMD');
    const beyond = await page(`${GAME_ROUTES.list.path}?gameType=LIVE&pageNo=13`);
    expect(beyond).toMatchObject({ content: [], pageNum: 13, totalPages: 12, totalElements: 240 });
  });

  it('refuses oversized pages, unknown categories and vendors the brand does not offer', async () => {
    expect((await get(`${GAME_ROUTES.list.path}?gameType=LIVE&pageSize=21`)).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await get(`${GAME_ROUTES.list.path}?gameType=CASINO`)).json().code).toBe('VALIDATION_ERROR');
    expect((await get(`${GAME_ROUTES.list.path}?gameType=LIVE&pageNo=0`)).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await get(`${GAME_ROUTES.list.path}?gameType=LIVE&vassalage=OCK`)).json().code).toBe('NOT_FOUND');
    expect((await get(`${GAME_ROUTES.list.path}?gameType=LIVE&vassalage=NOPE`)).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await get(`${GAME_ROUTES.list.path}?gameType=LIVE&surprise=1`)).json().code).toBe(
      'UNKNOWN_FIELD',
    );
  });

  it('filters by vendor, classification, hot, new and name, in every language', async () => {
    const royal = await page(`${GAME_ROUTES.list.path}?gameType=LIVE&vassalage=RLV`);
    expect(royal.totalElements).toBe(60);
    expect(royal.content.every((g) => g.vassalage === 'RLV')).toBe(true);
    const dragonTiger = await page(`${GAME_ROUTES.list.path}?gameType=LIVE&gameClassify=DRAGON_TIGER`);
    expect(dragonTiger.totalElements).toBeGreaterThan(0);
    expect(dragonTiger.content.every((g) => g.gameClassify === 'DRAGON_TIGER')).toBe(true);
    // The slots centre also lists jackpot and mini games, each classified.
    const jackpots = await page(`${GAME_ROUTES.list.path}?gameType=RNG&gameClassify=JACKPOT`);
    expect(jackpots.totalElements).toBe(180);
    const hot = await page(`${GAME_ROUTES.list.path}?gameType=RNG&filter=HOT`);
    expect(hot.totalElements).toBeGreaterThan(0);
    expect(hot.content.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await page(`${GAME_ROUTES.list.path}?gameType=RNG&filter=NEW`);
    expect(fresh.content.every((g) => g.isNew === 1)).toBe(true);
    const found = await page(
      `${GAME_ROUTES.list.path}?gameType=LIVE&keyword=${encodeURIComponent('speed baccarat')}`,
    );
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.content.every((g) => /speed baccarat/i.test(g.gameName))).toBe(true);
    // Bengali names, and a search in Bengali.
    const bengali = await page(
      `${GAME_ROUTES.list.path}?gameType=LIVE&keyword=${encodeURIComponent('ড্রাগন টাইগার')}`,
      {
        ...visitor,
        'accept-language': 'bn',
      },
    );
    expect(bengali.totalElements).toBeGreaterThan(0);
    expect(bengali.content[0]?.gameName).toMatch(/ড্রাগন টাইগার/);
    // Wildcards are text.
    expect((await page(`${GAME_ROUTES.list.path}?gameType=LIVE&keyword=%25`)).totalElements).toBe(0);
  });

  it('keeps each brand to its own vendors and games', async () => {
    // JADE offers no lottery vendor; TIGER offers two (four VN games, two 4D games).
    const jade = await t.app.inject({
      url: `${GAME_ROUTES.list.path}?gameType=LOTT`,
      headers: { 'x-merchant': 'JADE' },
    });
    expect(jade.json().value.totalElements).toBe(0);
    expect((await page(`${GAME_ROUTES.list.path}?gameType=LOTT`)).totalElements).toBe(6); // the six lottery games of LTA and VNL
    // A game the brand switched off is gone from its lists.
    const first = (await page(`${GAME_ROUTES.list.path}?gameType=LIVE&vassalage=RLV`))
      .content[0] as TGameCard;
    await t.db
      .insertInto('merchant_games')
      .values({
        merchant_id: tiger.id,
        game_id: BigInt(first.gameId),
        enabled: false,
        sort: null,
        is_hot: null,
      })
      .execute();
    // A change made outside the console is announced by whoever makes it (ADR 0050).
    t.app.services.games.invalidate(tiger.id);
    try {
      const after = await page(`${GAME_ROUTES.list.path}?gameType=LIVE&vassalage=RLV`);
      expect(after.totalElements).toBe(59);
      expect(after.content.map((g) => g.gameId)).not.toContain(first.gameId);
    } finally {
      await t.db.deleteFrom('merchant_games').where('game_id', '=', BigInt(first.gameId)).execute();
      t.app.services.games.invalidate(tiger.id);
    }
  });

  it('gives the home page its vendor rows of at most 12 games, hot games and new-game vendors', async () => {
    const lanes = (
      await get(`${GAME_ROUTES.vendorLanes.path}?gameCategory=ALL&platform=html5-desktop`)
    ).json().value.data.lanes;
    expect(lanes.length).toBeGreaterThan(20);
    expect(lanes.every((l: { games: unknown[] }) => l.games.length <= 12)).toBe(true);
    expect(lanes.find((l: { vendorCode: string }) => l.vendorCode === 'SPF')).toMatchObject({ total: 210 });
    const hot = (await get(GAME_ROUTES.hot.path)).json().value.list as TGameCard[];
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.length).toBeLessThanOrEqual(20);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    const fresh = (await get(GAME_ROUTES.newGameVendor.path)).json().value;
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('draws each game tile', async () => {
    const res = await get('/wps/system/game-icon/SPF/SPF-RN0001.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/<svg[^>]+aria-label="[^"]+"/);
    expect((await get('/wps/system/game-icon/SPF/NOPE.svg')).statusCode).toBe(404);
  });
});

describe('favourites and recent games', () => {
  let m: TestMember;
  beforeAll(async () => {
    m = await walletMember(t);
  });

  it('are for members only', async () => {
    expect((await get(GAME_ROUTES.favourites.path)).json().code).toBe('NOT_LOGGED_IN');
    expect((await get(`${GAME_ROUTES.list.path}?gameType=LIVE&filter=FAV`)).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    expect((await get(GAME_ROUTES.recent.path)).json().code).toBe('NOT_LOGGED_IN');
  });

  it('adds, lists and removes a favourite, marked on the lists', async () => {
    const game = (await page(`${GAME_ROUTES.list.path}?gameType=FISH`, m.headers)).content[2] as TGameCard;
    expect(game.isFavorite).toBe(false);
    const add = await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.addFavourite.path,
      headers: m.headers,
      payload: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'FISH' },
    });
    expect(add.json().code).toBe('OK');
    // Twice is fine.
    await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.addFavourite.path,
      headers: m.headers,
      payload: { nodeId: game.nodeId },
    });
    expect((await get(GAME_ROUTES.favouriteIds.path, m.headers)).json().value).toEqual([game.nodeId]);
    const list = await page(`${GAME_ROUTES.favourites.path}?pageSize=999`, m.headers);
    expect(list.content.map((g) => g.gameId)).toEqual([game.gameId]);
    expect(list.content[0]?.isFavorite).toBe(true);
    const fav = await page(`${GAME_ROUTES.list.path}?gameType=FISH&filter=FAV`, m.headers);
    expect(fav.content.map((g) => g.gameId)).toEqual([game.gameId]);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${GAME_ROUTES.removeFavourite.path}?nodeId=${game.nodeId}`,
      headers: m.headers,
    });
    expect(remove.json().code).toBe('OK');
    expect((await page(GAME_ROUTES.favourites.path, m.headers)).content).toEqual([]);
  });

  it('refuses favourites of games the brand does not offer', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.addFavourite.path,
      headers: m.headers,
      payload: { nodeId: '999999999' },
    });
    expect(unknown.json().code).toBe('NOT_FOUND');
    // Arena eSports has games, but JADE does not offer that vendor.
    const esports = await t.db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', '=', 'ARE')
      .executeTakeFirstOrThrow();
    const jade = await walletMember(t, { merchant: 'JADE' });
    const res = await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.addFavourite.path,
      headers: jade.headers,
      payload: { nodeId: String(esports.id) },
    });
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('launch', () => {
  it('gives a member the provider URL with a launch token kept only as its hash, and remembers the play', async () => {
    const m = await walletMember(t);
    const game = (await page(`${GAME_ROUTES.list.path}?gameType=RNG&vassalage=LKR`, m.headers))
      .content[0] as TGameCard;
    const res = await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.launch.path,
      headers: m.headers,
      payload: { gameId: game.gameId, vendorCode: 'LKR' },
    });
    expect(res.json().code, res.body).toBe('OK');
    const url = new URL(res.json().value.url);
    expect(url.pathname).toBe('/launch');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      user: `TIGER-${m.id}`,
      vendor: 'LKR',
      game: game.gameCode,
      engine: 'slot',
      currency: 'BDT',
      lang: 'en',
    });
    const token = url.searchParams.get('token') as string;
    const session = await t.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ member_id: m.id, vendor_code: 'LKR', game_id: BigInt(game.gameId) });
    expect(Object.values(session).map(String)).not.toContain(token);
    const recent = await page(GAME_ROUTES.recent.path, m.headers);
    expect(recent.content.map((g) => g.gameId)).toEqual([game.gameId]);
    const recentFilter = await page(`${GAME_ROUTES.list.path}?gameType=RNG&filter=RECENT`, m.headers);
    expect(recentFilter.content.map((g) => g.gameId)).toEqual([game.gameId]);
  });

  it('asks visitors to log in, launches trial accounts for play money, refuses unknown games and unconnected vendors', async () => {
    const payload = { gameCode: 'LKR-RN0001', vendorCode: 'LKR' };
    expect(
      (await t.app.inject({ method: 'POST', url: GAME_ROUTES.launch.path, headers: visitor, payload })).json()
        .code,
    ).toBe('NOT_LOGGED_IN');
    const trial = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: visitor,
        payload: {},
      })
    ).json().value;
    const trialRes = await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.launch.path,
      headers: { ...visitor, authorization: `Bearer ${trial.token}` },
      payload,
    });
    // A trial account plays a seamless game with play money (ADR 0044); the game is told so.
    expect(new URL(trialRes.json().value.url).searchParams.get('play'), trialRes.body).toBe('1');
    // A transfer-wallet vendor needs a real account.
    const trialTransfer = await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.launch.path,
      headers: { ...visitor, authorization: `Bearer ${trial.token}` },
      payload: { gameCode: 'SB1-LOBBY', vendorCode: 'SB1' },
    });
    expect(trialTransfer.json().code, trialTransfer.body).toBe('NEED_REAL_ACCOUNT');
    const m = await walletMember(t);
    const launch = (body: object) =>
      t.app.inject({ method: 'POST', url: GAME_ROUTES.launch.path, headers: m.headers, payload: body });
    expect((await launch({ gameCode: 'LKR-NOPE', vendorCode: 'LKR' })).json().code).toBe('NOT_FOUND');
    expect((await launch({ gameCode: 'LKR-RN0001', vendorCode: 'OCK' })).json().code).toBe('NOT_FOUND');
    expect((await launch({ vendorCode: 'LKR' })).json().code).toBe('VALIDATION_ERROR');
    // The sports book is a seamless vendor since issue 20: its lobby opens the demo sportsbook.
    const book = (await launch({ gameCode: 'BTI-LOBBY', vendorCode: 'BTI' })).json();
    expect(new URL(book.value.url).searchParams.get('engine'), JSON.stringify(book)).toBe('sportsbook');
  });

  it('tells a malformed launch what is wrong by the schema its launchMode names, on both paths', async () => {
    const m = await walletMember(t);
    for (const url of [GAME_ROUTES.launch.path, GAME_ROUTES.launchFB.path]) {
      const launch = async (payload: object) =>
        (await t.app.inject({ method: 'POST', url, headers: m.headers, payload })).json();
      // A game launch without its vendor: that field, not "the body is none of two shapes".
      expect(await launch({ gameId: '1' })).toMatchObject({
        code: 'VALIDATION_ERROR',
        value: { fields: [{ field: 'vendorCode' }] },
      });
      // A lottery launch carrying a game's fields: those fields are unknown to it.
      const lott = await launch({ launchMode: 'LOTT', gameId: '1', vendorCode: 'LKR' });
      expect(lott.code).toBe('UNKNOWN_FIELD');
      expect(lott.value.fields.map((f: { field: string }) => f.field).sort()).toEqual([
        'gameId',
        'vendorCode',
      ]);
      expect(await launch({ launchMode: 'LOTT', lottoPrizeMode: 'NOPE' })).toMatchObject({
        code: 'VALIDATION_ERROR',
        value: { fields: [{ field: 'lottoPrizeMode' }] },
      });
      // Any other launchMode is not a field of a game launch.
      expect((await launch({ launchMode: 'SLOT', gameCode: 'LKR-RN0001', vendorCode: 'LKR' })).code).toBe(
        'UNKNOWN_FIELD',
      );
      expect((await launch({ launchMode: 'LOTT' })).code).toBe('OK');
    }
  });
});

describe('the spec relays', () => {
  it('ignore the extra query fields of spec clients where they always did, and refuse them elsewhere', async () => {
    const m = await walletMember(t);
    const extra = 'clientType=WEB&token=abc&anything=1';
    for (const path of [GAME_ROUTES.menus.path, GAME_ROUTES.newGameVendor.path]) {
      expect((await get(`${path}?${extra}`)).json().code, path).toBe('OK');
    }
    expect((await get(`${GAME_ROUTES.favouriteIds.path}?${extra}`, m.headers)).json().code).toBe('OK');
    const game = (await page(`${GAME_ROUTES.list.path}?gameType=FISH`, m.headers)).content[0] as TGameCard;
    const add = await t.app.inject({
      method: 'POST',
      url: `${GAME_ROUTES.addFavourite.path}?${extra}`,
      headers: m.headers,
      payload: { nodeId: game.nodeId },
    });
    expect(add.json().code).toBe('OK');
    // The lists name their query fields: anything else is refused, not ignored.
    expect((await get(`${GAME_ROUTES.list.path}?gameType=FISH&anything=1`)).json().code).toBe(
      'UNKNOWN_FIELD',
    );
    expect((await get(`${GAME_ROUTES.hot.path}?anything=1`)).json().code).toBe('UNKNOWN_FIELD');
  });

  it('are documented with their query fields and both shapes of a launch', async () => {
    const doc = (await get('/openapi.json')).json();
    const list = doc.paths['/wps/relay/GCSGAME_gameList'].get;
    expect(list.operationId).toBe('games.relayList');
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['gameType', 'vassalage', 'filter', 'pageNo', 'pageSize']),
    );
    const body = doc.paths['/wps/game/launchGame'].post.requestBody.content['application/json'].schema;
    expect(body.anyOf).toHaveLength(2);
    expect(doc.paths['/wps/relay/MCSFE_removeFavoriteGameV2'].delete['x-access']).toBe('member');
  });

  it('remove a favourite named in a JSON body (the query is then not read) or in the query', async () => {
    const m = await walletMember(t);
    const [one, two] = (await page(`${GAME_ROUTES.list.path}?gameType=FISH`, m.headers))
      .content as TGameCard[];
    for (const game of [one, two] as TGameCard[]) {
      await t.app.inject({
        method: 'POST',
        url: GAME_ROUTES.addFavourite.path,
        headers: m.headers,
        payload: { nodeId: game.nodeId },
      });
    }
    const remove = (query: string, payload?: object) =>
      t.app.inject({
        method: 'DELETE',
        url: `${GAME_ROUTES.removeFavourite.path}${query}`,
        headers: m.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await remove('?anything=1', { nodeId: one?.nodeId })).json().code).toBe('OK');
    expect((await remove(`?nodeId=${two?.nodeId}&anything=1`)).json().code).toBe('UNKNOWN_FIELD');
    expect((await remove('')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      value: { fields: [{ field: 'nodeId' }] },
    });
    expect((await get(GAME_ROUTES.favouriteIds.path, m.headers)).json().value).toEqual([two?.nodeId]);
    expect((await remove(`?nodeId=${two?.nodeId}`)).json().code).toBe('OK');
    expect((await get(GAME_ROUTES.favouriteIds.path, m.headers)).json().value).toEqual([]);
  });
});

describe('launch tokens', () => {
  it('are forgotten a day after they expire', async () => {
    const m = await walletMember(t);
    const game = await t.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', 'LKR-RN0002')
      .executeTakeFirstOrThrow();
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    await t.db
      .insertInto('game_sessions')
      .values([
        {
          token_hash: `old-${m.id}`,
          merchant_id: tiger.id,
          member_id: m.id,
          game_id: game.id,
          vendor_code: 'LKR',
          currency: 'BDT',
          expires_at: at(-25),
        },
        {
          token_hash: `recent-${m.id}`,
          merchant_id: tiger.id,
          member_id: m.id,
          game_id: game.id,
          vendor_code: 'LKR',
          currency: 'BDT',
          expires_at: at(-23),
        },
      ])
      .execute();
    expect(await t.app.services.launcher.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('game_sessions')
      .select('token_hash')
      .where('member_id', '=', m.id)
      .execute();
    expect(left).toEqual([{ token_hash: `recent-${m.id}` }]);
  });
});

describe('winners', () => {
  it('lists the biggest settled wins of the week with masked names', async () => {
    // The demo players' rounds fill the board already.
    const before = (await get(`${GAME_ROUTES.rankList.path}?gameCategory=ALL&limitNum=20`)).json().value.list;
    expect(before).toHaveLength(20);
    const m = await walletMember(t);
    const now = new Date();
    const old = new Date(now.getTime() - 8 * 86_400_000);
    for (const [round, payout, at] of [
      ['w1', 9_999_999_00n, now],
      ['w2', 9_999_999_99n, old],
      ['w3', 0n, now],
    ] as const) {
      await t.db
        .insertInto('bets')
        .values({
          merchant_id: tiger.id,
          member_id: m.id,
          vendor_code: 'LKR',
          game_code: 'LKR-RN0001',
          game_name: 'Test',
          category: 'RNG',
          external_id: `${m.id}-${round}`,
          stake: 1_000n,
          payout,
          status: 'SETTLED',
          placed_at: at,
          settled_at: at,
        })
        .execute();
    }
    const list = (await get(`${GAME_ROUTES.rankList.path}?gameCategory=ALL&limitNum=20`)).json().value.list;
    expect(list).toHaveLength(20);
    // The biggest win of the week leads; last week's bigger one is not counted.
    expect(list[0]).toMatchObject({
      winAmount: '9999999.00',
      vendorCode: 'LKR',
      gameName: expect.any(String),
    });
    expect(list[0].customerName).toMatch(/^\w{2}\*\*\*\w{2}$/);
    expect(list[0].customerName).not.toBe(m.account);
    expect(list.map((w: { winAmount: string }) => w.winAmount)).not.toContain('9999999.99');
    const amounts = list.map((w: { winAmount: string }) => Number(w.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const nine = (await get(`${GAME_ROUTES.rankList.path}?limitNum=9`)).json().value.list;
    expect(nine).toEqual(list.slice(0, 9));
    expect((await get(`${GAME_ROUTES.rankList.path}?limitNum=21`)).json().code).toBe('VALIDATION_ERROR');
  });
});
