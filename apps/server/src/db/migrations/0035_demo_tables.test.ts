import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGames } from '../../seed/games.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { up } from './0035_demo_tables.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

type Names = { en: string; bn: string; fil: string };

async function row(code: string) {
  return database.db
    .selectFrom('games')
    .select(['names', 'engine', 'classify', 'search_text'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

/** The first seeded game of a vendor and category whose English name starts with `prefix`. */
function seeded(vendor: string, prefix: string) {
  const game = demoGames().find((g) => g.vendorCode === vendor && g.names.en.startsWith(prefix));
  if (!game) throw new Error(`No seeded ${vendor} game named ${prefix}…`);
  return game;
}

async function setOld(code: string, fields: { names?: Names; engine: string; classify?: string }) {
  await database.db
    .updateTable('games')
    .set({
      engine: fields.engine,
      ...(fields.classify ? { classify: fields.classify } : {}),
      ...(fields.names
        ? {
            names: JSON.stringify(fields.names) as never,
            search_text: `${fields.names.en} ${fields.names.bn} ${fields.names.fil}`.toLowerCase(),
          }
        : {}),
    })
    .where('code', '=', code)
    .execute();
}

describe('migration 0035 (demo tables)', () => {
  it('gives an install seeded before the names and engines a fresh seed has, and keeps operator changes', async () => {
    const dream = seeded('RLV', 'Dream Wheel ');
    const holdem = demoGames().find((g) => g.vendorCode === 'ACP' && g.names.en === 'Card Room Baccarat 2');
    const baccarat = seeded('CCL', 'Baccarat Royal Hall');
    const tigerDuel = seeded('LTL', 'Dragon Tiger Duel');
    const miniBaccarat = seeded('DMD', 'Mini Baccarat');
    const fish = demoGames().find((g) => g.category === 'FISH');
    const ring = demoGames().find((g) => g.code === 'DS88-LOBBY');
    if (!holdem || !fish || !ring) throw new Error('seed changed');

    // As seeded before ADR 0042.
    const hall = dream.names.en.slice('Dream Wheel '.length);
    const hallBn = dream.names.bn.slice('স্বপ্নের চাকা '.length);
    const hallFil = dream.names.fil.slice('Gulong ng Pangarap '.length);
    await setOld(dream.code, {
      names: { en: `Roulette ${hall}`, bn: `রুলেট ${hallBn}`, fil: `Roulette ${hallFil}` },
      engine: 'wheel',
      classify: 'ROULETTE',
    });
    await setOld(holdem.code, {
      names: { en: "Texas Hold'em 2", bn: 'টেক্সাস হোল্ডেম 2', fil: "Texas Hold'em 2" },
      engine: 'wheel',
      classify: 'POKER',
    });
    await setOld(baccarat.code, { engine: 'wheel' });
    const tigerHall = tigerDuel.names.en.slice('Dragon Tiger Duel '.length);
    const tigerHallBn = tigerDuel.names.bn.slice('ড্রাগন টাইগার দ্বৈরথ '.length);
    const tigerHallFil = tigerDuel.names.fil.slice('Tunggalian ng Dragon Tiger '.length);
    await setOld(tigerDuel.code, {
      names: {
        en: `Live Teen Patti ${tigerHall}`,
        bn: `লাইভ তিন পাত্তি ${tigerHallBn}`,
        fil: `Live Teen Patti ${tigerHallFil}`,
      },
      engine: 'wheel',
      classify: 'TEEN_PATTI',
    });
    // An operator moved this one to the slot already: it is left alone.
    const operatorNames = { en: 'Sic Bo Classic', bn: 'সিক বো ক্লাসিক', fil: 'Sic Bo Klasiko' };
    await setOld(miniBaccarat.code, { names: operatorNames, engine: 'slot', classify: 'SICBO' });
    await setOld(fish.code, { engine: 'slot' });
    await setOld(ring.code, { engine: 'wheel' });
    await database.db
      .updateTable('game_vendors')
      .set({ wallet_mode: 'TRANSFER', wallet_public_key: null })
      .where('code', '=', 'DS88')
      .execute();

    await up(database.db);
    // Twice: the second run changes nothing.
    await up(database.db);

    for (const game of [dream, holdem, baccarat, tigerDuel, fish, ring]) {
      const after = await row(game.code);
      expect(after.names, game.code).toEqual(game.names);
      expect(after.engine, game.code).toBe(game.engine);
      expect(after.classify, game.code).toBe(game.classify);
      expect(after.search_text).toBe([game.names.en, game.names.bn, game.names.fil].join(' ').toLowerCase());
    }
    expect(dream.engine).toBe('wheel');
    expect(holdem.engine).toBe('baccarat');
    expect(tigerDuel.engine).toBe('dragon-tiger');
    expect(fish.engine).toBe('fish');
    expect(ring.engine).toBe('cockfight');
    const kept = await row(miniBaccarat.code);
    expect(kept).toMatchObject({ names: operatorNames, engine: 'slot', classify: 'SICBO' });

    const vendors = await database.db
      .selectFrom('game_vendors')
      .select(['code', 'wallet_mode', 'wallet_public_key'])
      .where('code', 'in', ['DS88', 'CPA'])
      .orderBy('code')
      .execute();
    expect(vendors[1]).toMatchObject({ code: 'DS88', wallet_mode: 'SEAMLESS' });
    expect(vendors[1]?.wallet_public_key).toBe(vendors[0]?.wallet_public_key);
    expect(vendors[1]?.wallet_public_key).toContain('PUBLIC KEY');
  });

  it('seeds no game named for something its engine does not play', () => {
    const dishonest =
      /roulette|sic bo|blackjack|andar bahar|teen patti|hold'em|omaha|rummy|tongits|pusoy|ludo|call break/i;
    const tables = demoGames().filter((g) => ['LIVE', 'PVP', 'FISH', 'COCKFIGHT'].includes(g.category));
    expect(tables.filter((g) => dishonest.test(g.names.en)).map((g) => g.names.en)).toEqual([]);
    for (const game of tables) {
      if (/baccarat|punto banco/i.test(game.names.en)) expect(game.engine, game.names.en).toBe('baccarat');
      else if (/dragon tiger|high card/i.test(game.names.en))
        expect(game.engine, game.names.en).toBe('dragon-tiger');
      else if (/wheel/i.test(game.names.en)) expect(game.engine, game.names.en).toBe('wheel');
      else if (game.category === 'FISH') expect(game.engine).toBe('fish');
      else if (game.category === 'COCKFIGHT') expect(game.engine).toBe('cockfight');
      else throw new Error(`Unexpected table ${game.names.en}`);
    }
  });
});
