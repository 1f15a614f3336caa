/**
 * The fish shooter. Every shot is a round: the stake is the shot's cost, and the server decides
 * whether the fish the player aimed at is caught. A fish worth `m` times the stake is caught with
 * probability RTP / m, so every shot, whatever the fish, returns exactly FISH_RTP_PERCENT on
 * average: the catch is `randomInt(100 × m) < FISH_RTP_PERCENT` (fish.test.ts enumerates it).
 * The browser only draws the sea; which fish is hit and whether it is caught are decided here.
 */

export const FISH_RTP_PERCENT = 96;

export const FISH_KINDS = [
  'clownfish',
  'angelfish',
  'pufferfish',
  'turtle',
  'lionfish',
  'octopus',
  'shark',
  'whale',
  'dragon',
] as const;
export type FishKind = (typeof FISH_KINDS)[number];

/** What a catch pays, as a multiple of the shot's stake (the stake is spent either way). */
export const FISH_VALUES: Record<FishKind, number> = {
  clownfish: 2,
  angelfish: 3,
  pufferfish: 5,
  turtle: 8,
  lionfish: 10,
  octopus: 20,
  shark: 50,
  whale: 100,
  dragon: 200,
};

export function isFishKind(value: unknown): value is FishKind {
  return typeof value === 'string' && (FISH_KINDS as readonly string[]).includes(value);
}

export interface ShotOutcome {
  fish: FishKind;
  value: number;
  caught: boolean;
  win: number;
}

/** The tickets a shot at a fish draws from, and how many of them catch it. */
export function catchOdds(fish: FishKind): { catching: number; tickets: number } {
  return { catching: FISH_RTP_PERCENT, tickets: 100 * FISH_VALUES[fish] };
}

/** Settles a shot for a given ticket (0 ≤ ticket < tickets). */
export function settleShot(fish: FishKind, stake: number, ticket: number): ShotOutcome {
  const { catching, tickets } = catchOdds(fish);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= tickets) {
    throw new Error(`Ticket ${ticket} is outside 0..${tickets - 1}.`);
  }
  const value = FISH_VALUES[fish];
  const caught = ticket < catching;
  return { fish, value, caught, win: caught ? stake * value : 0 };
}

/** One shot, its ticket from the random source (crypto.randomInt in production). */
export function shoot(fish: FishKind, stake: number, randomInt: (max: number) => number): ShotOutcome {
  return settleShot(fish, stake, randomInt(catchOdds(fish).tickets));
}
