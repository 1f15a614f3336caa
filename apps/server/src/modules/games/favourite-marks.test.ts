import { describe, expect, it } from 'vitest';
import { FavouriteMarks } from './favourite-marks.ts';

const loader = (ids: string[]) => {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return ids;
  };
  return { calls, load };
};

describe('favourite marks in memory', () => {
  it('reads a member once, then answers from memory until the member changes them', async () => {
    const marks = new FavouriteMarks();
    const { calls, load } = loader(['7', '3']);
    expect((await marks.get(1, 10n, load)).ids).toEqual(['7', '3']);
    expect([...(await marks.get(1, 10n, load)).set]).toEqual(['7', '3']);
    expect(calls.count).toBe(1);
    // Another member, another brand: their own reads.
    await marks.get(1, 11n, load);
    await marks.get(2, 10n, load);
    expect(calls.count).toBe(3);
    marks.forget(1, 10n);
    await marks.get(1, 10n, load);
    expect(calls.count).toBe(4);
    expect(marks.stats()).toMatchObject({ members: 3, ids: 6, hits: 1, misses: 4 });
  });

  it('trusts a copy for ttlMs only', async () => {
    let now = 1_000;
    const marks = new FavouriteMarks({ ttlMs: 100 }, () => now);
    const { calls, load } = loader(['1']);
    await marks.get(1, 1n, load);
    now += 99;
    await marks.get(1, 1n, load);
    expect(calls.count).toBe(1);
    now += 1;
    await marks.get(1, 1n, load);
    expect(calls.count).toBe(2);
    expect(marks.stats().members).toBe(1);
  });

  it('does not keep a read that began before a change: it may be the old favourites', async () => {
    const marks = new FavouriteMarks();
    let release = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return ['old'];
    };
    const pending = marks.get(1, 1n, slow);
    marks.forget(1, 1n);
    release();
    expect((await pending).ids).toEqual(['old']);
    const { calls, load } = loader(['new']);
    expect((await marks.get(1, 1n, load)).ids).toEqual(['new']);
    expect(calls.count).toBe(1);
  });

  it('keeps within its bounds of members and ids, the least recently used going first', async () => {
    const marks = new FavouriteMarks({ maxMembers: 2, maxIds: 100 });
    const { calls, load } = loader(['1', '2']);
    await marks.get(1, 1n, load);
    await marks.get(1, 2n, load);
    await marks.get(1, 1n, load); // 1 is now the most recent
    await marks.get(1, 3n, load); // 2 goes
    expect(marks.stats()).toMatchObject({ members: 2, ids: 4, evictions: 1 });
    await marks.get(1, 1n, load);
    expect(calls.count).toBe(3);
    await marks.get(1, 2n, load);
    expect(calls.count).toBe(4);

    const byIds = new FavouriteMarks({ maxMembers: 100, maxIds: 50 });
    const five = loader(['1', '2', '3', '4', '5']);
    for (let member = 1n; member <= 11n; member += 1n) await byIds.get(1, member, five.load);
    expect(byIds.stats().ids).toBeLessThanOrEqual(50);
    expect(byIds.stats().members).toBe(10);
  });

  it('serves a member with more favourites than a tenth of the bound without keeping them', async () => {
    const marks = new FavouriteMarks({ maxIds: 50 });
    const many = loader(Array.from({ length: 6 }, (_, i) => String(i)));
    await marks.get(1, 1n, many.load);
    await marks.get(1, 1n, many.load);
    expect(many.calls.count).toBe(2);
    expect(marks.stats()).toMatchObject({ members: 0, ids: 0 });
    marks.forgetAll();
    expect(marks.stats().members).toBe(0);
  });
});
