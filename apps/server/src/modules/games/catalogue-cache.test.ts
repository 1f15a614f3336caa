import { gunzipSync } from 'node:zlib';
import { GAME_ROUTES, type TGameCard, type TGameMenu, type TGamePage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '../../platform/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { GameCatalogue } from './catalogue.service.ts';
import { GameConsole } from './catalogue-admin.service.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import { acceptsGzip, matches } from './conditional-answer.ts';
import { shareFavouriteChanges } from './games.module.ts';

/** Issue 21, "Catalogue" (ADR 0050): answers from memory, invalidated on change, with ETags. */
let t: TestApp;
let tiger: Brand;
beforeAll(async () => {
  t = await createTestApp();
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());

const noAudit = async () => {};
const visitor = { 'x-merchant': 'TIGER' };
const get = (url: string, headers: Record<string, string> = visitor) => t.app.inject({ url, headers });
const pageOf = (res: { json(): { value: unknown } }) => res.json().value as TGamePage;

/** A brand as the cache sees it: only the id and what the fingerprint reads. */
const brandOf = (id: number) => ({ ...tiger, id }) as Brand;

describe('the cache', () => {
  const answer = (n: number) => async () => ({ n, text: 'x'.repeat(100) });

  it('keeps an answer once, the same bytes every time, loading it once for callers at the same time', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { games: [1, 2, 3] };
    };
    const [a, b] = await Promise.all([cache.get(tiger, ['v'], load), cache.get(tiger, ['v'], load)]);
    const c = await cache.get(tiger, ['v'], load);
    expect(loads).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.body).toBe('{"success":true,"code":"OK","message":"","value":{"games":[1,2,3]}}');
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(JSON.parse(gunzipSync(a.gzip()).toString())).toEqual(JSON.parse(a.body));
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('evicts the least recently used answer past its bound of entries, and of bytes', async () => {
    const cache = new CatalogueCache({ maxEntries: 3 });
    for (const n of [1, 2, 3]) await cache.get(tiger, [n], answer(n));
    await cache.get(tiger, [1], answer(99)); // 1 is used again: 2 is now the oldest
    await cache.get(tiger, [4], answer(4));
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1 });
    expect((await cache.get(tiger, [1], answer(-1))).value.n).toBe(1);
    expect((await cache.get(tiger, [2], answer(-2))).value.n).toBe(-2); // evicted, read again

    const one = (await new CatalogueCache().get(tiger, ['size'], answer(0))).body.length;
    const small = new CatalogueCache({ maxBytes: one * 5 * 10 });
    for (let n = 0; n < 30; n += 1) await small.get(tiger, [n], answer(n));
    const stats = small.stats();
    expect(stats.bytes).toBeLessThanOrEqual(one * 5 * 10);
    expect(stats.entries).toBeLessThan(10);
    expect(stats.evictions).toBe(30 - stats.entries);
  });

  it('reads again after its time, after a bump of the brand (not other brands), and keeps no failure', async () => {
    let now = 0;
    const cache = new CatalogueCache({ ttlMs: 1_000 }, () => now);
    await cache.get(brandOf(1), ['v'], answer(1));
    now = 999;
    expect((await cache.get(brandOf(1), ['v'], answer(2))).value.n).toBe(1);
    now = 1_000;
    expect((await cache.get(brandOf(1), ['v'], answer(3))).value.n).toBe(3);
    await cache.get(brandOf(2), ['v'], answer(1));
    cache.bump(1);
    expect((await cache.get(brandOf(1), ['v'], answer(4))).value.n).toBe(4);
    expect((await cache.get(brandOf(2), ['v'], answer(5))).value.n).toBe(1);
    cache.bumpAll();
    expect((await cache.get(brandOf(2), ['v'], answer(6))).value.n).toBe(6);
    await expect(
      cache.get(brandOf(1), ['fails'], async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect((await cache.get(brandOf(1), ['fails'], answer(7))).value.n).toBe(7);
  });

  it('does not keep an answer read before a change that came while it was read', async () => {
    const cache = new CatalogueCache();
    let release = () => {};
    const slow = cache.get(
      tiger,
      ['v'],
      () => new Promise<{ n: number }>((r) => (release = () => r({ n: 1 }))),
    );
    await Promise.resolve();
    cache.bump(tiger.id);
    release();
    expect((await slow).value.n).toBe(1); // the caller who asked before the change gets it
    expect((await cache.get(tiger, ['v'], answer(2))).value.n).toBe(2);
  });

  it('keys by the parts of the brand its answers read: a reloaded brand with other menus misses', async () => {
    const cache = new CatalogueCache();
    await cache.get(tiger, ['menus'], answer(1));
    const reloaded = { ...tiger, gameMenus: tiger.gameMenus.slice(1) } as Brand;
    expect((await cache.get(reloaded, ['menus'], answer(2))).value.n).toBe(2);
    expect((await cache.get({ ...tiger } as Brand, ['menus'], answer(3))).value.n).toBe(1);
  });
});

describe('conditional requests', () => {
  it('compares tags weakly, lists and *; knows who takes gzip', () => {
    expect(matches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matches('"abc"', 'W/"abc"')).toBe(true);
    expect(matches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matches('*', 'W/"abc"')).toBe(true);
    expect(matches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matches(undefined, 'W/"abc"')).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('x-gzip;q=0.5')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('answers with an ETag and no-cache, the same bytes again, and 304 without a body when unchanged', async () => {
    const url = `${GAME_ROUTES.list.path}?gameType=SPORTS&pageSize=5`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const hits = t.app.services.games.cacheStats().hits;
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(t.app.services.games.cacheStats().hits).toBe(hits + 1);

    const unchanged = await get(url, { ...visitor, 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['content-length']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(etag);
    const other = await get(url, { ...visitor, 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
    // Another variant (page, language) has another tag: a stored answer of one never validates another.
    const page2 = await get(`${url}&pageNo=2`, { ...visitor, 'if-none-match': etag });
    expect(page2.statusCode).toBe(200);
    const bengali = await get(url, { ...visitor, 'x-language': 'bn', 'if-none-match': etag });
    expect(bengali.statusCode).toBe(200);
    expect(bengali.headers.etag).not.toBe(etag);
  });

  it('sends the prepared gzip to a client that takes it, the same answer', async () => {
    const url = `${GAME_ROUTES.vendorLanes.path}?gameCategory=ALL`;
    const plain = await get(url);
    const zipped = await t.app.inject({ url, headers: { ...visitor, 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.json().value.data.lanes.length).toBeGreaterThan(20);
  });

  it('tags every catalogue answer: menus, hot games, new-game vendors', async () => {
    for (const url of [GAME_ROUTES.menus.path, GAME_ROUTES.hot.path, GAME_ROUTES.newGameVendor.path]) {
      const res = await get(url);
      expect(res.json().code, url).toBe('OK');
      const again = await get(url, { ...visitor, 'if-none-match': res.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
    }
  });
});

describe('changes', () => {
  it('show at once after a console change of a game, a vendor, maintenance; the tag changes', async () => {
    const url = `${GAME_ROUTES.list.path}?gameType=FISH&filter=HOT&pageSize=20`;
    const before = await get(url);
    const fish = pageOf(await get(`${GAME_ROUTES.list.path}?gameType=FISH&filter=ALL&pageSize=20`));
    const cold = fish.content.find((g) => g.isHot === 0) as TGameCard;
    expect(pageOf(before).content.map((g) => g.gameId)).not.toContain(cold.gameId);
    await t.app.services.gameConsole.updateGame(tiger, BigInt(cold.gameId), { hot: true }, 'en', noAudit);
    try {
      const after = await get(url);
      expect(pageOf(after).content.map((g) => g.gameId)).toContain(cold.gameId);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(
        (await get(url, { ...visitor, 'if-none-match': before.headers.etag as string })).statusCode,
      ).toBe(200);
    } finally {
      await t.app.services.gameConsole.updateGame(tiger, BigInt(cold.gameId), { hot: false }, 'en', noAudit);
    }
    expect(pageOf(await get(url)).content.map((g) => g.gameId)).not.toContain(cold.gameId);

    const vendor = cold.vassalage;
    const menusOf = async () => (await get(GAME_ROUTES.menus.path)).json().value as TGameMenu[];
    const marked = async () =>
      (await menusOf()).flatMap((m) => m.vendors).find((v) => v.vendorCode === vendor)?.maintenance;
    expect(await marked()).toBe(false);
    await t.app.services.gameConsole.setVendorMaintenance(tiger, vendor, { on: true, message: 'x' }, noAudit);
    try {
      expect(await marked()).toBe(true);
    } finally {
      await t.app.services.gameConsole.setVendorMaintenance(
        tiger,
        vendor,
        { on: false, message: '' },
        noAudit,
      );
    }
    expect(await marked()).toBe(false);
  });

  it('of one brand leave the answers of another brand kept', async () => {
    const jade = (await t.app.services.brands.findByCode('JADE')) as Brand;
    const url = `${GAME_ROUTES.list.path}?gameType=LIVE&pageSize=3`;
    await get(url, { 'x-merchant': 'JADE' });
    const { hits } = t.app.services.games.cacheStats();
    await t.app.services.gameConsole.setVendorMaintenance(tiger, 'RLV', { on: true, message: 'x' }, noAudit);
    await t.app.services.gameConsole.setVendorMaintenance(tiger, 'RLV', { on: false, message: '' }, noAudit);
    await get(url, { 'x-merchant': 'JADE' });
    expect(t.app.services.games.cacheStats().hits).toBe(hits + 1);
    expect(jade.id).not.toBe(tiger.id);
  });

  it('reach every node through the bus: a change on one node drops the answers of another', async () => {
    const bus = createLocalBus();
    const node = () => {
      const catalogue = new GameCatalogue(t.db, () => new Date());
      const console = new GameConsole({
        db: t.db,
        catalogue,
        now: () => new Date(),
        events: bus,
        onAnnounceFailed: (error) => {
          throw error;
        },
      });
      return { catalogue, console };
    };
    const a = node();
    const b = node();
    const stops = [await a.console.listen(), await b.console.listen()];
    try {
      const hot = async () => (await b.catalogue.hot(tiger, 'en', null)).value.list;
      const first = (await hot())[0] as TGameCard;
      expect((await hot())[0]?.isHot).toBe(1);
      await a.console.updateGame(tiger, BigInt(first.gameId), { hot: false }, 'en', noAudit);
      try {
        expect((await hot()).map((g) => g.gameId)).not.toContain(first.gameId);
      } finally {
        await a.console.updateGame(tiger, BigInt(first.gameId), { hot: true }, 'en', noAudit);
      }
      expect((await hot()).map((g) => g.gameId)).toContain(first.gameId);
    } finally {
      for (const stop of stops) stop();
      await bus.close();
    }
  });
});

/** Adds a favourite as a member would, through the API. */
async function addFavourite(headers: Record<string, string>, nodeId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: GAME_ROUTES.addFavourite.path,
    headers,
    payload: { nodeId },
  });
  expect(res.json().code).toBe('OK');
}

describe('favourite marks', () => {
  it("come from memory after a member's first list, and follow the member's changes at once", async () => {
    const member = await walletMember(t);
    const url = `${GAME_ROUTES.list.path}?gameType=RNG&pageSize=10`;
    const game = pageOf(await get(url)).content[5] as TGameCard;
    const marked = async () =>
      pageOf(await get(url, member.headers))
        .content.filter((g) => g.isFavorite)
        .map((g) => g.gameId);
    const before = t.app.services.games.favouriteStats();
    expect(await marked()).toEqual([]);
    expect(await marked()).toEqual([]);
    const after = t.app.services.games.favouriteStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    await addFavourite(member.headers, game.nodeId);
    expect(await marked()).toEqual([game.gameId]);
    const ids = await t.app.inject({
      method: 'GET',
      url: GAME_ROUTES.favouriteIds.path,
      headers: member.headers,
    });
    expect(ids.json().value).toEqual([game.gameId]);
  });

  it("reach every node through the bus: a member's change on one node drops the copy of another", async () => {
    const bus = createLocalBus();
    const fail = (error: unknown) => {
      throw error;
    };
    const a = new GameCatalogue(t.db, () => new Date());
    const b = new GameCatalogue(t.db, () => new Date());
    const stops = [await shareFavouriteChanges(a, bus, fail), await shareFavouriteChanges(b, bus, fail)];
    try {
      const member = await walletMember(t);
      const game = (await b.hot(tiger, 'en', null)).value.list[0] as TGameCard;
      const marksOnB = async () =>
        (await b.hot(tiger, 'en', member.id)).value.list.filter((g) => g.isFavorite).map((g) => g.gameId);
      expect(await marksOnB()).toEqual([]);
      await a.addFavourite(tiger, member.id, BigInt(game.gameId));
      await vi.waitFor(async () => expect(await marksOnB()).toEqual([game.gameId]));
      await a.removeFavourite(tiger, member.id, BigInt(game.gameId));
      await vi.waitFor(async () => expect(await marksOnB()).toEqual([]));
    } finally {
      for (const stop of stops) stop();
      await bus.close();
    }
  });

  it("are the member's own: never shown to another member or a visitor, whoever asks first", async () => {
    const a = await walletMember(t);
    const b = await walletMember(t);
    const url = `${GAME_ROUTES.list.path}?gameType=RNG&pageSize=10`;
    const shared = pageOf(await get(url));
    const game = shared.content[3] as TGameCard;
    await addFavourite(a.headers, game.nodeId);
    const favourites = (page: TGamePage) => page.content.filter((g) => g.isFavorite).map((g) => g.gameId);

    // The visitor filled the cache; A sees the mark, B and the visitor do not; then again with A
    // asking first after a change.
    for (let round = 0; round < 2; round += 1) {
      if (round === 1) t.app.services.games.invalidate(tiger.id);
      const mine = await get(url, a.headers);
      expect(favourites(pageOf(mine))).toEqual([game.gameId]);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(favourites(pageOf(await get(url, b.headers)))).toEqual([]);
      expect(favourites(pageOf(await get(url)))).toEqual([]);
    }
    // A trial player gets the shared answer (play money, no favourites), kept private.
    const trial = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: visitor,
        payload: {},
      })
    ).json().value;
    const trialRes = await get(url, { ...visitor, authorization: `Bearer ${trial.token}` });
    expect(trialRes.body).toBe((await get(url)).body);
    expect(trialRes.headers['cache-control']).toBe('private, no-cache');
    // A's answer and the shared one differ, so do their tags: B cannot revalidate into A's.
    const mine = await get(url, a.headers);
    const theirs = await get(url, b.headers);
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
    expect((await get(url, { ...b.headers, 'if-none-match': mine.headers.etag as string })).statusCode).toBe(
      200,
    );
    expect(theirs.body).toBe((await get(url)).body);

    // Hot games too, A asking first this time.
    const hotUrl = `${GAME_ROUTES.hot.path}?language=en`;
    const hotGame = ((await get(hotUrl)).json().value.list as TGameCard[])[0] as TGameCard;
    t.app.services.games.invalidate(tiger.id);
    await addFavourite(a.headers, hotGame.nodeId);
    const hotOf = async (headers: Record<string, string>) =>
      ((await get(hotUrl, headers)).json().value.list as TGameCard[])
        .filter((g) => g.isFavorite)
        .map((g) => g.gameId);
    expect(await hotOf(a.headers)).toEqual([hotGame.gameId]);
    expect(await hotOf(b.headers)).toEqual([]);
    expect(await hotOf(visitor)).toEqual([]);

    // Taken back: gone from A's answer too.
    await t.app.inject({
      method: 'DELETE',
      url: `${GAME_ROUTES.removeFavourite.path}?nodeId=${game.nodeId}`,
      headers: a.headers,
    });
    expect(favourites(pageOf(await get(url, a.headers)))).toEqual([]);
  });
});
