import { GAME_ROUTES, type TGameMenu, type TRoom } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';

/**
 * Issue 20: vendors under maintenance are marked in the navigation and do not launch, the room
 * list of a live or poker lobby (GLS2_roomList), and no category of any brand without a game that
 * launches.
 */
let t: TestApp;
let tiger: Brand;
beforeAll(async () => {
  t = await createTestApp();
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());

const noAudit = async () => {};
const maintenance = (brand: Brand, vendorCode: string, on: boolean) =>
  t.app.services.gameConsole.setVendorMaintenance(brand, vendorCode, { on, message: 'Upgrade' }, noAudit);
const rooms = (headers: Record<string, string>, vassalage?: string) =>
  t.app.inject({
    url: GAME_ROUTES.roomList.path,
    headers,
    query: vassalage === undefined ? {} : { vassalage },
  });
const launch = (m: TestMember, payload: object) =>
  t.app.inject({ method: 'POST', url: GAME_ROUTES.launch.path, headers: m.headers, payload });

describe('vendors under maintenance', () => {
  it('are marked in game_menus and their games do not launch, until the console ends it', async () => {
    const m = await walletMember(t);
    const marks = async () =>
      (
        (await t.app.inject({ url: GAME_ROUTES.menus.path, headers: { 'x-merchant': 'TIGER' } })).json()
          .value as TGameMenu[]
      )
        .flatMap((menu) => menu.vendors)
        .filter((v) => v.maintenance)
        .map((v) => v.vendorCode);
    expect(await marks()).toEqual([]);
    await maintenance(tiger, 'CCL', true);
    expect([...new Set(await marks())]).toEqual(['CCL']);
    const list = await rooms(m.headers, 'CCL');
    const first = (list.json().value.list as TRoom[])[0];
    expect(first?.status).toBe('MAINTENANCE');
    expect((await launch(m, { vendorCode: 'CCL', gameId: first?.gameId })).json().code).toBe(
      'GAME_MAINTENANCE',
    );
    await maintenance(tiger, 'CCL', false);
    expect(await marks()).toEqual([]);
    expect((await launch(m, { vendorCode: 'CCL', gameId: first?.gameId })).statusCode).toBe(200);
  });
});

describe('GLS2_roomList', () => {
  it("lists a live vendor's tables with the brand's limits, each one launchable", async () => {
    const m = await walletMember(t);
    const res = await rooms(m.headers, 'RLV');
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as TRoom[];
    expect(list.length).toBeGreaterThan(0);
    for (const room of list) {
      expect(room).toMatchObject({ gameType: 'LIVE', status: 'OPEN', currency: 'BDT', minBet: null });
      // The brand's default largest bet for provider games (no game of the demo has its own).
      expect(room.maxBet).toBe('100000.00');
    }
    const picked = list[0] as TRoom;
    expect((await launch(m, { vendorCode: 'RLV', gameId: picked.gameId })).statusCode).toBe(200);
    // A poker vendor's lobby is a room list too.
    const poker = (await rooms(m.headers, 'ACP')).json().value.list as TRoom[];
    expect(poker.length).toBeGreaterThan(0);
    expect(poker.every((room) => room.gameType === 'PVP')).toBe(true);
  });

  it('is for members only, checks its query, and knows only the brand’s live and poker vendors', async () => {
    const m = await walletMember(t);
    expect((await rooms({ 'x-merchant': 'TIGER' }, 'RLV')).json().code).toBe('NOT_LOGGED_IN');
    const missing = await rooms(m.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    expect((await rooms(m.headers, 'R L V!')).statusCode).toBe(400);
    // A slots vendor has no room list; a vendor no brand has is not found either.
    expect((await rooms(m.headers, 'LKR')).statusCode).toBe(404);
    expect((await rooms(m.headers, 'NOPE')).statusCode).toBe(404);
    // A live vendor the brand does not offer: switched off for this brand only.
    await t.app.services.gameConsole.setVendorEnabled(tiger, 'LIVE', 'LTL', false, noAudit);
    try {
      expect((await rooms(m.headers, 'LTL')).statusCode).toBe(404);
      const jade = await walletMember(t, { merchant: 'JADE' });
      expect((await rooms(jade.headers, 'LTL')).statusCode).toBe(200);
    } finally {
      await t.app.services.gameConsole.setVendorEnabled(tiger, 'LIVE', 'LTL', true, noAudit);
    }
  });
});

describe('every category of every brand', () => {
  it('has at least one game that launches (no dead category)', async () => {
    for (const code of ['TIGER', 'JADE']) {
      const brand = (await t.app.services.brands.findByCode(code)) as Brand;
      const m = await walletMember(t, { merchant: code });
      const dead: string[] = [];
      for (const menu of brand.gameMenus) {
        let launched = false;
        for (const vendor of menu.vendors) {
          const page = await t.app.inject({
            url: GAME_ROUTES.list.path,
            headers: { 'x-merchant': code },
            query: { gameType: menu.gameCategory, vassalage: vendor.vendorCode, filter: 'ALL', pageNo: '1' },
          });
          const game = page.json().value?.content?.[0];
          if (!game) continue;
          const res = await launch(m, { vendorCode: vendor.vendorCode, gameId: game.gameId });
          if (res.statusCode === 200 && typeof res.json().value?.url === 'string') {
            launched = true;
            break;
          }
        }
        if (!launched) dead.push(menu.gameCategory);
      }
      expect({ brand: code, dead }).toEqual({ brand: code, dead: [] });
    }
  });
});
