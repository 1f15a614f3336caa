import type { GameSeed } from './games.ts';

/**
 * The in-house games (vendor BGS, ADR 0017): provably fair, played on the player site's own
 * screens rather than in a provider's frame. The game code is the game's name in ORIGINAL_PAGES.
 */
const ORIGINALS: {
  code: string;
  names: GameSeed['names'];
  colours: [string, string];
  engine: 'original' | 'crash';
}[] = [
  {
    code: 'CRASH',
    names: { en: 'Crash', bn: 'ক্র্যাশ', fil: 'Crash' },
    colours: ['#7c3aed', '#be185d'],
    engine: 'crash',
  },
  {
    code: 'DICE',
    names: { en: 'Dice', bn: 'ডাইস', fil: 'Dice' },
    colours: ['#0f766e', '#1d4ed8'],
    engine: 'original',
  },
  {
    code: 'MINES',
    names: { en: 'Mines', bn: 'মাইনস', fil: 'Mines' },
    colours: ['#b45309', '#991b1b'],
    engine: 'original',
  },
  {
    code: 'PLINKO',
    names: { en: 'Plinko', bn: 'প্লিংকো', fil: 'Plinko' },
    colours: ['#be123c', '#7e22ce'],
    engine: 'original',
  },
  {
    code: 'LIMBO',
    names: { en: 'Limbo', bn: 'লিম্বো', fil: 'Limbo' },
    colours: ['#4338ca', '#0e7490'],
    engine: 'original',
  },
  {
    code: 'KENO',
    names: { en: 'Keno', bn: 'কেনো', fil: 'Keno' },
    colours: ['#15803d', '#0f766e'],
    engine: 'original',
  },
  {
    code: 'HILO',
    names: { en: 'Hi-Lo', bn: 'হাই-লো', fil: 'Hi-Lo' },
    colours: ['#1e3a8a', '#9d174d'],
    engine: 'original',
  },
];

export function originalGames(): GameSeed[] {
  return ORIGINALS.map((g, i) => ({
    vendorCode: 'BGS',
    code: g.code,
    category: 'BGS',
    gameType: 'BGS',
    classify: 'BGS',
    names: g.names,
    engine: g.engine,
    colours: g.colours,
    isHot: i < 3,
    isNew: false,
    sort: i,
  }));
}
