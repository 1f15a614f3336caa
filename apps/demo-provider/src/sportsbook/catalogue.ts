/**
 * The made-up competitions the demo books list. Every club, player and team name is invented, so
 * the demo carries no real marks. Ratings drive the odds model (model.ts): a higher rating scores
 * more (goals) or wins more maps and sets (series).
 */

export type BookKind = 'sports' | 'esports';
/** The engines the portal launches (ADR 0041): one per book. */
export const BOOK_ENGINES = { sportsbook: 'sports', esports: 'esports' } as const;
export type BookEngine = keyof typeof BOOK_ENGINES;

export function isBookEngine(value: unknown): value is BookEngine {
  return value === 'sportsbook' || value === 'esports';
}

export type SportCode = 'football' | 'tennis' | 'moba' | 'rift' | 'shooter';
/** Goals: a 90-minute match of two Poisson scorers. Series: best of three games (maps or sets). */
export type ModelKind = 'goals' | 'series';

export interface Team {
  name: string;
  rating: number;
}

export interface League {
  code: string;
  name: string;
  sport: SportCode;
  book: BookKind;
  model: ModelKind;
  teams: Team[];
}

const teams = (entries: [string, number][]): Team[] => entries.map(([name, rating]) => ({ name, rating }));

export const LEAGUES: League[] = [
  {
    code: 'BPL',
    name: 'Bay Premier League',
    sport: 'football',
    book: 'sports',
    model: 'goals',
    teams: teams([
      ['Riverside Rovers', 0.32],
      ['Harbour City', 0.25],
      ['Northgate United', 0.18],
      ['Kestrel Town', 0.06],
      ['Meadow Park', 0],
      ['Ironbridge FC', -0.08],
      ['Saltmarsh Athletic', -0.16],
      ['Redcliff Wanderers', -0.27],
    ]),
  },
  {
    code: 'DLC',
    name: 'Delta Cup',
    sport: 'football',
    book: 'sports',
    model: 'goals',
    teams: teams([
      ['Padma Stars', 0.28],
      ['Sundarban Royals', 0.2],
      ['Meghna FC', 0.1],
      ['Jamuna City', 0.03],
      ['Karnaphuli United', -0.05],
      ['Surma Athletic', -0.12],
      ['Teesta Rangers', -0.2],
      ['Rupsha Dynamos', -0.3],
    ]),
  },
  {
    code: 'OPS',
    name: 'Open Series',
    sport: 'tennis',
    book: 'sports',
    model: 'series',
    teams: teams([
      ['A. Rahman', 0.9],
      ['L. Moreau', 0.7],
      ['K. Tanaka', 0.5],
      ['D. Silva', 0.3],
      ['J. Novak', 0.1],
      ['M. Okafor', -0.1],
      ['S. Reyes', -0.35],
      ['T. Lindqvist', -0.6],
    ]),
  },
  {
    code: 'APL',
    name: 'Ancients Pro League',
    sport: 'moba',
    book: 'esports',
    model: 'series',
    teams: teams([
      ['Void Ravens', 0.8],
      ['Crimson Hydra', 0.55],
      ['Nebula Five', 0.35],
      ['Iron Talons', 0.15],
      ['Frostbyte', -0.05],
      ['Solar Drakes', -0.25],
      ['Phantom Unit', -0.45],
      ['Tidebreakers', -0.7],
    ]),
  },
  {
    code: 'RFM',
    name: 'Rift Masters',
    sport: 'rift',
    book: 'esports',
    model: 'series',
    teams: teams([
      ['Azure Dynasty', 0.75],
      ['Night Lotus', 0.5],
      ['Storm Kittens', 0.3],
      ['Jade Serpents', 0.1],
      ['Ember Wolves', -0.1],
      ['Lunar Owls', -0.3],
      ['Copper Giants', -0.5],
      ['Echo Squad', -0.75],
    ]),
  },
  {
    code: 'STC',
    name: 'Strike Circuit',
    sport: 'shooter',
    book: 'esports',
    model: 'series',
    teams: teams([
      ['Steel Vipers', 0.7],
      ['Blacksite', 0.5],
      ['Red Reload', 0.25],
      ['Headshot Heroes', 0.1],
      ['Desert Foxes', -0.1],
      ['Zero Recoil', -0.3],
      ['Flashpoint', -0.5],
      ['Last Round', -0.7],
    ]),
  },
];

export function leaguesOf(book: BookKind): League[] {
  return LEAGUES.filter((league) => league.book === book);
}

export function leagueByCode(code: string): League | undefined {
  return LEAGUES.find((league) => league.code === code);
}
