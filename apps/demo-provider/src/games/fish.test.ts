import { describe, expect, it } from 'vitest';
import { catchOdds, FISH_KINDS, FISH_RTP_PERCENT, FISH_VALUES, settleShot, shoot } from './fish.ts';

describe('the fish shooter', () => {
  it('returns exactly 96% on every fish, enumerated over every ticket', () => {
    for (const fish of FISH_KINDS) {
      const { tickets } = catchOdds(fish);
      let paid = 0;
      for (let ticket = 0; ticket < tickets; ticket += 1) paid += settleShot(fish, 1, ticket).win;
      // paid / tickets = 0.96 exactly, in integers.
      expect(paid * 100, fish).toBe(FISH_RTP_PERCENT * tickets);
    }
  });

  it('stays within bounds of 96% over a seeded simulation of a million shots', () => {
    // mulberry32: a fixed seed, so the run is the same every time.
    let state = 20_261_126;
    const random = (max: number) => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
    };
    let staked = 0;
    let paid = 0;
    for (let shot = 0; shot < 1_000_000; shot += 1) {
      const fish = FISH_KINDS[shot % 5] as (typeof FISH_KINDS)[number]; // the small fish players shoot most
      staked += 1;
      paid += shoot(fish, 1, random).win;
    }
    expect(paid / staked).toBeGreaterThan(0.95);
    expect(paid / staked).toBeLessThan(0.97);
  });

  it('pays the fish value times the stake on a catch and nothing on a miss', () => {
    expect(settleShot('shark', 100_000, 0)).toEqual({
      fish: 'shark',
      value: 50,
      caught: true,
      win: 5_000_000,
    });
    expect(settleShot('shark', 100_000, FISH_RTP_PERCENT - 1).caught).toBe(true);
    expect(settleShot('shark', 100_000, FISH_RTP_PERCENT)).toEqual({
      fish: 'shark',
      value: 50,
      caught: false,
      win: 0,
    });
    expect(() => settleShot('shark', 1, 100 * FISH_VALUES.shark)).toThrow('outside');
  });

  it('catches a bigger fish less often', () => {
    const chance = (fish: (typeof FISH_KINDS)[number]) => catchOdds(fish).catching / catchOdds(fish).tickets;
    for (let i = 1; i < FISH_KINDS.length; i += 1) {
      const smaller = FISH_KINDS[i - 1] as (typeof FISH_KINDS)[number];
      const bigger = FISH_KINDS[i] as (typeof FISH_KINDS)[number];
      expect(FISH_VALUES[bigger]).toBeGreaterThan(FISH_VALUES[smaller]);
      expect(chance(bigger)).toBeLessThan(chance(smaller));
    }
  });

  it("asks the random source for a ticket among the fish's tickets", () => {
    const asked: number[] = [];
    shoot('whale', 1, (max) => {
      asked.push(max);
      return max - 1;
    });
    expect(asked).toEqual([10_000]);
  });
});
