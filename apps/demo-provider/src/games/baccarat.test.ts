import { describe, expect, it } from 'vitest';
import {
  BACCARAT_PAYS,
  BACCARAT_RTP,
  type Card,
  DRAGON_TIGER_RTP,
  dealBaccarat,
  dealDragonTiger,
  SHOE_SIZE,
  settleBaccarat,
  settleDragonTiger,
  shoeDrawer,
} from './baccarat.ts';

const GRAIN = 1_000; // 0.01 of a two-decimal currency, in units of 1/100000
const STAKE = 1_000_000; // 10.00

/** A card of a rank (suits do not matter to the rules). */
const c = (rank: number, suit = 0): Card => ({ rank, suit });
/** Deals from a fixed sequence, in the order the engine asks. */
function from(cards: Card[]): () => Card {
  let next = 0;
  return () => {
    const card = cards[next];
    next += 1;
    if (!card) throw new Error('The test sequence ran out.');
    return card;
  };
}

function percent(value: number): string {
  return `${(Math.round(value * 10_000) / 100).toFixed(2)}%`;
}

describe('the baccarat tableau', () => {
  // [player cards in draw order, banker cards, expected player cards, banker cards, winner]
  // Dealing order is P B P B, then the player's third, then the banker's.
  const cases: Array<{ name: string; deal: number[]; player: number; banker: number; winner: string }> = [
    { name: 'a natural 9 stands both', deal: [4, 2, 5, 3], player: 2, banker: 2, winner: 'player' },
    { name: 'banker natural 8 beats a player 7', deal: [4, 5, 3, 3], player: 2, banker: 2, winner: 'banker' },
    {
      name: 'player 6 stands, banker 5 draws',
      deal: [3, 2, 3, 3, 2],
      player: 2,
      banker: 3,
      winner: 'banker',
    },
    { name: 'player 7 stands, banker 6 stands', deal: [3, 3, 4, 3], player: 2, banker: 2, winner: 'player' },
    { name: 'player 6 v banker 6 tie', deal: [3, 3, 3, 3], player: 2, banker: 2, winner: 'tie' },
    // Player draws (total 5); banker 3 stands on a player third card of 8.
    { name: 'banker 3 stands on an 8', deal: [2, 1, 3, 2, 8], player: 3, banker: 2, winner: 'tie' },
    { name: 'banker 3 draws on a 9', deal: [2, 1, 3, 2, 9, 2], player: 3, banker: 3, winner: 'banker' },
    // Banker 4: draws on 2..7, stands on 0, 1, 8, 9.
    { name: 'banker 4 draws on a 2', deal: [1, 2, 1, 2, 2, 4], player: 3, banker: 3, winner: 'banker' },
    { name: 'banker 4 stands on an ace', deal: [1, 2, 1, 2, 1], player: 3, banker: 2, winner: 'banker' },
    // Banker 5: draws on 4..7.
    { name: 'banker 5 draws on a 4', deal: [1, 2, 1, 3, 4, 10], player: 3, banker: 3, winner: 'player' },
    { name: 'banker 5 stands on a 3', deal: [1, 2, 1, 3, 3], player: 3, banker: 2, winner: 'tie' },
    // Banker 6: draws on 6 or 7 only.
    { name: 'banker 6 draws on a 7', deal: [1, 3, 1, 3, 7, 3], player: 3, banker: 3, winner: 'tie' },
    { name: 'banker 6 stands on a 5', deal: [1, 3, 1, 3, 5], player: 3, banker: 2, winner: 'player' },
    // Banker 7 always stands; banker 0..2 always draws.
    { name: 'banker 7 stands on a 6', deal: [1, 3, 1, 4, 6], player: 3, banker: 2, winner: 'player' },
    { name: 'banker 2 draws on an 8', deal: [1, 1, 1, 1, 8, 10], player: 3, banker: 3, winner: 'banker' },
    { name: 'pictures count nothing', deal: [13, 12, 11, 10, 10, 10], player: 3, banker: 3, winner: 'tie' },
  ];
  for (const testCase of cases) {
    it(testCase.name, () => {
      const hand = dealBaccarat(from(testCase.deal.map((rank) => c(rank))));
      expect(hand.player).toHaveLength(testCase.player);
      expect(hand.banker).toHaveLength(testCase.banker);
      expect(hand.winner).toBe(testCase.winner);
    });
  }

  it('deals player, banker, player, banker and spots pairs on the first two cards of a side', () => {
    const hand = dealBaccarat(from([c(9, 0), c(4, 1), c(9, 2), c(4, 3)]));
    expect(hand.player.map((card) => card.rank)).toEqual([9, 9]);
    expect(hand.banker.map((card) => card.rank)).toEqual([4, 4]);
    expect(hand).toMatchObject({ playerTotal: 8, bankerTotal: 8, winner: 'tie', natural: true });
    expect(hand.playerPair && hand.bankerPair).toBe(true);
  });
});

describe('baccarat payouts', () => {
  const playerWins = dealBaccarat(from([c(4), c(2), c(5), c(3)]));
  const bankerWins = dealBaccarat(from([c(4), c(5), c(3), c(3)]));
  const tie = dealBaccarat(from([c(3), c(3), c(3), c(3)]));

  it('pays player 1 to 1 and banker 0.95 to 1, stake included', () => {
    expect(settleBaccarat({ player: STAKE, banker: STAKE }, playerWins, GRAIN)).toEqual({
      returns: { player: 2 * STAKE },
      win: 2 * STAKE,
    });
    expect(settleBaccarat({ player: STAKE, banker: STAKE }, bankerWins, GRAIN).win).toBe(1_950_000);
  });

  it('pushes player and banker on a tie and pays the tie 8 to 1 and a pair 11 to 1', () => {
    const result = settleBaccarat(
      { player: STAKE, banker: STAKE, tie: STAKE, playerPair: STAKE },
      tie,
      GRAIN,
    );
    expect(result.returns).toEqual({ player: STAKE, banker: STAKE, tie: 9 * STAKE, playerPair: 12 * STAKE });
  });

  it('rounds the commission down to the minor unit', () => {
    // 1.01 on banker wins 0.9595: paid 1.01 + 0.95.
    expect(settleBaccarat({ banker: 101_000 }, bankerWins, GRAIN).win).toBe(196_000);
    // A currency without minor units: 10 on banker returns 19 (19.5 rounded down).
    expect(settleBaccarat({ banker: 1_000_000 }, bankerWins, 100_000).win).toBe(1_900_000);
  });

  it('returns the published RTP on every bet, enumerated over the eight-deck shoe', () => {
    // Value classes: 0 (tens and pictures, 128 cards) and 1..9 (32 cards each).
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const sequence: number[] = [];
    const returns = { player: 0, banker: 0, tie: 0 };
    const walk = (depth: number, probability: number) => {
      if (depth === 6) {
        const hand = dealBaccarat(from(sequence.map((value) => c(value === 0 ? 10 : value))));
        const settled = settleBaccarat({ player: 1_000, banker: 1_000, tie: 1_000 }, hand, 1);
        returns.player += (probability * (settled.returns.player ?? 0)) / 1_000;
        returns.banker += (probability * (settled.returns.banker ?? 0)) / 1_000;
        returns.tie += (probability * (settled.returns.tie ?? 0)) / 1_000;
        return;
      }
      for (let value = 0; value < 10; value += 1) {
        const left = counts[value] as number;
        if (left === 0) continue;
        counts[value] = left - 1;
        sequence.push(value);
        walk(depth + 1, (probability * left) / (SHOE_SIZE - depth));
        sequence.pop();
        counts[value] = left;
      }
    };
    walk(0, 1);
    expect(percent(returns.player)).toBe(BACCARAT_RTP.player);
    expect(percent(returns.banker)).toBe(BACCARAT_RTP.banker);
    expect(percent(returns.tie)).toBe(BACCARAT_RTP.tie);
    // A pair: the second card of the side matches the first's rank (31 of the 415 left).
    const pair = (31 / 415) * BACCARAT_PAYS.playerPair.numerator;
    expect(percent(pair)).toBe(BACCARAT_RTP.playerPair);
    expect(percent(pair)).toBe(BACCARAT_RTP.bankerPair);
  });
});

describe('dragon tiger', () => {
  it('gives the higher rank the win, ace low and king high', () => {
    expect(dealDragonTiger(from([c(13), c(1)])).winner).toBe('dragon');
    expect(dealDragonTiger(from([c(1), c(2)])).winner).toBe('tiger');
    expect(dealDragonTiger(from([c(7, 0), c(7, 3)])).winner).toBe('tie');
  });

  it('pays 1 to 1, the tie 11 to 1, and takes half of a dragon or tiger stake on a tie', () => {
    const tie = dealDragonTiger(from([c(7), c(7)]));
    expect(settleDragonTiger({ dragon: STAKE, tiger: STAKE, tie: STAKE }, tie, GRAIN).returns).toEqual({
      dragon: STAKE / 2,
      tiger: STAKE / 2,
      tie: 12 * STAKE,
    });
    const dragon = dealDragonTiger(from([c(12), c(3)]));
    expect(settleDragonTiger({ dragon: STAKE, tiger: STAKE }, dragon, GRAIN)).toEqual({
      returns: { dragon: 2 * STAKE },
      win: 2 * STAKE,
    });
  });

  it('returns the published RTP, enumerated over the shoe', () => {
    let dragonReturn = 0;
    let tieReturn = 0;
    for (let first = 1; first <= 13; first += 1) {
      for (let second = 1; second <= 13; second += 1) {
        const probability = (32 / SHOE_SIZE) * ((first === second ? 31 : 32) / (SHOE_SIZE - 1));
        const hand = dealDragonTiger(from([c(first), c(second)]));
        const settled = settleDragonTiger({ dragon: 2, tie: 2 }, hand, 1);
        dragonReturn += (probability * (settled.returns.dragon ?? 0)) / 2;
        tieReturn += (probability * (settled.returns.tie ?? 0)) / 2;
      }
    }
    expect(percent(dragonReturn)).toBe(DRAGON_TIGER_RTP.dragon);
    expect(percent(dragonReturn)).toBe(DRAGON_TIGER_RTP.tiger);
    expect(percent(tieReturn)).toBe(DRAGON_TIGER_RTP.tie);
  });
});

describe('the shoe', () => {
  it('deals every one of the 416 cards exactly once', () => {
    let seed = 7;
    const lcg = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    const draw = shoeDrawer(lcg);
    const seen = new Map<string, number>();
    for (let i = 0; i < SHOE_SIZE; i += 1) {
      const card = draw();
      const key = `${card.rank}:${card.suit}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((n) => n === 8)).toBe(true);
    expect(() => draw()).toThrow('empty');
  });

  it('asks the random source for an index among the cards still in the shoe', () => {
    const asked: number[] = [];
    const draw = shoeDrawer((max) => {
      asked.push(max);
      return 0;
    });
    expect(draw()).toEqual({ rank: 1, suit: 0 });
    expect(draw()).toEqual({ rank: 2, suit: 0 });
    expect(asked).toEqual([416, 415]);
  });
});
