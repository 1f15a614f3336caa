/**
 * Punto banco baccarat and its one-card cousin dragon tiger, dealt from an eight-deck shoe that is
 * shuffled afresh for every hand (so no hand tells anything about the next). Cards are drawn from
 * the provider's random source one at a time, without replacement; the drawing rules are the
 * standard tableau (see `bankerDraws`). Payouts (stake included in the amounts returned):
 *
 * - Player 1 to 1; Banker 1 to 1 less a 5% commission on the winnings (0.95 to 1); both push on a tie.
 * - Tie 8 to 1; Player Pair and Banker Pair (the first two cards of a side share a rank) 11 to 1.
 * - Dragon / Tiger 1 to 1; on a tie they lose half the stake; Tie 11 to 1.
 *
 * Amounts that are not whole minor units of the currency (a commission on an odd stake) are
 * rounded down to the minor unit (`grain`).
 */

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export interface Card {
  /** 1 (ace) to 13 (king). */
  rank: number;
  /** 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
  suit: number;
}

export type BaccaratSpot = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
export const BACCARAT_SPOTS: readonly BaccaratSpot[] = [
  'player',
  'banker',
  'tie',
  'playerPair',
  'bankerPair',
];
export type DragonTigerSpot = 'dragon' | 'tiger' | 'tie';
export const DRAGON_TIGER_SPOTS: readonly DragonTigerSpot[] = ['dragon', 'tiger', 'tie'];

/** What a winning stake returns, as a fraction of the stake (stake included). */
export const BACCARAT_PAYS: Record<BaccaratSpot, { numerator: number; denominator: number }> = {
  player: { numerator: 2, denominator: 1 },
  banker: { numerator: 39, denominator: 20 },
  tie: { numerator: 9, denominator: 1 },
  playerPair: { numerator: 12, denominator: 1 },
  bankerPair: { numerator: 12, denominator: 1 },
};
export const DRAGON_TIGER_PAYS: Record<DragonTigerSpot, { numerator: number; denominator: number }> = {
  dragon: { numerator: 2, denominator: 1 },
  tiger: { numerator: 2, denominator: 1 },
  tie: { numerator: 12, denominator: 1 },
};

/**
 * The return to player of each bet for an eight-deck shoe, exact to two decimals; baccarat.test.ts
 * derives every figure by enumerating the shoe and fails if one of these disagrees.
 */
export const BACCARAT_RTP: Record<BaccaratSpot, string> = {
  player: '98.76%',
  banker: '98.94%',
  tie: '85.64%',
  playerPair: '89.64%',
  bankerPair: '89.64%',
};
export const DRAGON_TIGER_RTP: Record<DragonTigerSpot, string> = {
  dragon: '96.27%',
  tiger: '96.27%',
  tie: '89.64%',
};

/** A card's baccarat value: aces one, tens and pictures nothing. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/**
 * The banker's third-card rule once the player has drawn `playerThird` (a value 0 to 9), or
 * stood (`null`: then the banker draws on 0 to 5 like the player).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Draws cards one at a time from a fresh shoe: each draw is uniform over the cards still in it. */
export function shoeDrawer(randomInt: (max: number) => number): () => Card {
  // A partial Fisher–Yates over the virtual array 0..415, keeping only the swapped positions.
  const swapped = new Map<number, number>();
  let drawn = 0;
  return () => {
    if (drawn >= SHOE_SIZE) throw new Error('The shoe is empty.');
    const pick = drawn + randomInt(SHOE_SIZE - drawn);
    const card = swapped.get(pick) ?? pick;
    swapped.set(pick, swapped.get(drawn) ?? drawn);
    drawn += 1;
    const index = card % 52;
    return { rank: (index % 13) + 1, suit: Math.floor(index / 13) };
  };
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

/** Deals one hand: player, banker, player, banker; then the third cards by the tableau. */
export function dealBaccarat(draw: () => Card): BaccaratHand {
  const first = [draw(), draw(), draw(), draw()] as [Card, Card, Card, Card];
  const player = [first[0], first[2]];
  const banker = [first[1], first[3]];
  let playerTotal = handTotal(player);
  let bankerTotal = handTotal(banker);
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerTotal <= 5) {
      const card = draw();
      player.push(card);
      playerThird = cardValue(card);
      playerTotal = handTotal(player);
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      banker.push(draw());
      bankerTotal = handTotal(banker);
    }
  }
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    playerPair: first[0].rank === first[2].rank,
    bankerPair: first[1].rank === first[3].rank,
    natural,
  };
}

/** Rounds down to a whole number of `grain` units (the currency's minor unit). */
export function floorTo(units: number, grain: number): number {
  return units - (units % grain);
}

function pays(stake: number, fraction: { numerator: number; denominator: number }, grain: number): number {
  return floorTo(Math.floor((stake * fraction.numerator) / fraction.denominator), grain);
}

export type Stakes<Spot extends string> = Partial<Record<Spot, number>>;

export interface TableSettlement<Spot extends string> {
  /** Units returned per spot that returned anything (a push returns the stake). */
  returns: Partial<Record<Spot, number>>;
  win: number;
}

export function settleBaccarat(
  stakes: Stakes<BaccaratSpot>,
  hand: BaccaratHand,
  grain: number,
): TableSettlement<BaccaratSpot> {
  const returns: Partial<Record<BaccaratSpot, number>> = {};
  for (const spot of BACCARAT_SPOTS) {
    const stake = stakes[spot];
    if (!stake) continue;
    let paid = 0;
    if (spot === 'player' || spot === 'banker') {
      if (hand.winner === spot) paid = pays(stake, BACCARAT_PAYS[spot], grain);
      else if (hand.winner === 'tie') paid = stake;
    } else if (spot === 'tie') {
      if (hand.winner === 'tie') paid = pays(stake, BACCARAT_PAYS.tie, grain);
    } else if (hand[spot]) {
      paid = pays(stake, BACCARAT_PAYS[spot], grain);
    }
    if (paid > 0) returns[spot] = paid;
  }
  return { returns, win: Object.values(returns).reduce<number>((sum, v) => sum + (v ?? 0), 0) };
}

export interface DragonTigerHand {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerSpot;
}

/** One card to the dragon, one to the tiger; the higher rank wins (ace low, king high). */
export function dealDragonTiger(draw: () => Card): DragonTigerHand {
  const dragon = draw();
  const tiger = draw();
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
}

export function settleDragonTiger(
  stakes: Stakes<DragonTigerSpot>,
  hand: DragonTigerHand,
  grain: number,
): TableSettlement<DragonTigerSpot> {
  const returns: Partial<Record<DragonTigerSpot, number>> = {};
  for (const spot of DRAGON_TIGER_SPOTS) {
    const stake = stakes[spot];
    if (!stake) continue;
    let paid = 0;
    if (hand.winner === spot) paid = pays(stake, DRAGON_TIGER_PAYS[spot], grain);
    else if (hand.winner === 'tie' && spot !== 'tie') paid = floorTo(Math.floor(stake / 2), grain);
    if (paid > 0) returns[spot] = paid;
  }
  return { returns, win: Object.values(returns).reduce<number>((sum, v) => sum + (v ?? 0), 0) };
}
