import type { GameCategory } from '@portal/contracts';
import { lotteryGames } from './lottery-games.ts';
import { originalGames } from './original-games.ts';
import { DEMO_VENDORS } from './vendors.ts';

/**
 * The demo catalogue: about 3,000 games over the demo vendors, with names in English, Bengali and
 * Filipino made from translated word lists, artwork colours, hot and new flags, all generated from
 * a fixed seed so every install has the same catalogue. Each game names the demo provider engine
 * that plays it (ADR 0015): reels for slots, jackpots and mini games; baccarat, dragon tiger or the
 * money wheel for the tables and card games, each named for what it plays; the fish shooter and the
 * cockfight ring (ADR 0042); the money wheel for lotteries; the sportsbook and e-sports book for the
 * book-makers' lobbies (ADR 0041).
 */
export interface GameSeed {
  vendorCode: string;
  code: string;
  category: GameCategory;
  gameType: GameCategory;
  classify: string;
  names: { en: string; bn: string; fil: string };
  /** The demo provider's slot or wheel; our own in-house games and lottery (ADR 0017). */
  engine:
    | 'slot'
    | 'wheel'
    | 'original'
    | 'crash'
    | 'lottery-vn'
    | 'lottery-sea'
    | 'sportsbook'
    | 'esports'
    | TableEngine;
  colours: [string, string];
  isHot: boolean;
  isNew: boolean;
  sort: number;
}

type Word = readonly [en: string, bn: string, fil: string];

/** The demo provider's table games (ADR 0042). */
type TableEngine = 'baccarat' | 'dragon-tiger' | 'fish' | 'cockfight';
/** A table's name says what its engine plays (ADR 0042); migration 0035 renamed the older ones. */
type Table = { classify: string; names: Word; engine: 'baccarat' | 'dragon-tiger' | 'wheel' };

/** Adjectives; the Filipino form carries its linker. */
const ADJECTIVES: Word[] = [
  ['Golden', 'সোনালী', 'Gintong'],
  ['Lucky', 'ভাগ্যবান', 'Masuwerteng'],
  ['Royal', 'রাজকীয়', 'Maharlikang'],
  ['Wild', 'বুনো', 'Mabangis na'],
  ['Mega', 'মেগা', 'Megang'],
  ['Mystic', 'রহস্যময়', 'Mahiwagang'],
  ['Blazing', 'জ্বলন্ত', 'Nagliliyab na'],
  ['Silver', 'রুপালি', 'Pilak na'],
  ['Jade', 'জেড', 'Jade na'],
  ['Crystal', 'স্ফটিক', 'Kristal na'],
  ['Thunder', 'বজ্র', 'Kulog na'],
  ['Shining', 'ঝলমলে', 'Nagniningning na'],
  ['Ancient', 'প্রাচীন', 'Sinaunang'],
  ['Sacred', 'পবিত্র', 'Banal na'],
  ['Neon', 'নিয়ন', 'Neon na'],
  ['Cosmic', 'মহাজাগতিক', 'Kosmikong'],
  ['Frozen', 'বরফে ঢাকা', 'Nagyeyelong'],
  ['Crimson', 'লাল', 'Pulang'],
  ['Emerald', 'পান্না', 'Esmeraldang'],
  ['Sunny', 'রোদেলা', 'Maaraw na'],
  ['Midnight', 'মধ্যরাতের', 'Hatinggabing'],
  ['Rapid', 'দ্রুত', 'Mabilis na'],
  ['Happy', 'খুশির', 'Masayang'],
  ['Brave', 'সাহসী', 'Matapang na'],
  ['Grand', 'বিশাল', 'Dakilang'],
  ['Secret', 'গোপন', 'Lihim na'],
  ['Magic', 'জাদুর', 'Mahikang'],
  ['Tropical', 'গ্রীষ্মমণ্ডলীয়', 'Tropikal na'],
  ['Starry', 'তারাভরা', 'Mabituing'],
  ['Diamond', 'হীরার', 'Diyamanteng'],
  ['Electric', 'বৈদ্যুতিক', 'Elektrikong'],
  ['Hidden', 'লুকানো', 'Nakatagong'],
  ['Flying', 'উড়ন্ত', 'Lumilipad na'],
  ['Sweet', 'মিষ্টি', 'Matamis na'],
  ['Fiery', 'অগ্নিময়', 'Maapoy na'],
  ['Ocean', 'সাগরের', 'Karagatang'],
  ['Jungle', 'জঙ্গলের', 'Gubat na'],
  ['Imperial', 'সাম্রাজ্যের', 'Imperyal na'],
  ['Rising', 'উদীয়মান', 'Sumisikat na'],
  ['Infinite', 'অসীম', 'Walang-hanggang'],
];

const SLOT_NOUNS: Word[] = [
  ['Dragon', 'ড্রাগন', 'Dragon'],
  ['Tiger', 'বাঘ', 'Tigre'],
  ['Fortune', 'ভাগ্য', 'Kapalaran'],
  ['Gems', 'রত্ন', 'Hiyas'],
  ['Phoenix', 'ফিনিক্স', 'Phoenix'],
  ['Treasure', 'গুপ্তধন', 'Kayamanan'],
  ['Lotus', 'পদ্ম', 'Lotus'],
  ['Pharaoh', 'ফারাও', 'Paraon'],
  ['Panda', 'পান্ডা', 'Panda'],
  ['Koi', 'কই মাছ', 'Koi'],
  ['Temple', 'মন্দির', 'Templo'],
  ['Empire', 'সাম্রাজ্য', 'Imperyo'],
  ['Fruits', 'ফল', 'Prutas'],
  ['Stars', 'তারা', 'Bituin'],
  ['Riches', 'সম্পদ', 'Yaman'],
  ['Lion', 'সিংহ', 'Leon'],
  ['Elephant', 'হাতি', 'Elepante'],
  ['Peacock', 'ময়ূর', 'Paboreal'],
  ['Festival', 'উৎসব', 'Pista'],
  ['Moon', 'চাঁদ', 'Buwan'],
  ['Sun', 'সূর্য', 'Araw'],
  ['Bells', 'ঘণ্টা', 'Kampana'],
  ['Sevens', 'সাত', 'Pito'],
  ['Coins', 'মুদ্রা', 'Barya'],
  ['Pearls', 'মুক্তা', 'Perlas'],
  ['Wolf', 'নেকড়ে', 'Lobo'],
  ['Eagle', 'ঈগল', 'Agila'],
  ['Samurai', 'সামুরাই', 'Samurai'],
  ['Queen', 'রানি', 'Reyna'],
  ['King', 'রাজা', 'Hari'],
  ['Ninja', 'নিনজা', 'Ninja'],
  ['Genie', 'জিন', 'Genie'],
  ['Rhino', 'গন্ডার', 'Rhino'],
  ['Buffalo', 'মহিষ', 'Kalabaw'],
  ['Cherries', 'চেরি', 'Seresa'],
  ['Candy', 'ক্যান্ডি', 'Kendi'],
  ['Volcano', 'আগ্নেয়গিরি', 'Bulkan'],
  ['Rainbow', 'রংধনু', 'Bahaghari'],
  ['Galaxy', 'ছায়াপথ', 'Galaksiya'],
  ['Kingdom', 'রাজ্য', 'Kaharian'],
  ['Carnival', 'কার্নিভাল', 'Karnabal'],
  ['Jewels', 'গহনা', 'Alahas'],
  ['Mermaid', 'মৎস্যকন্যা', 'Sirena'],
  ['Wizard', 'জাদুকর', 'Salamangkero'],
  ['Horse', 'ঘোড়া', 'Kabayo'],
  ['Monkey', 'বানর', 'Unggoy'],
  ['Ox', 'ষাঁড়', 'Baka'],
  ['Rooster', 'মোরগ', 'Tandang'],
  ['Cat', 'বিড়াল', 'Pusa'],
  ['Gold Rush', 'সোনার খোঁজ', 'Gold Rush'],
];

const FISH_NOUNS: Word[] = [
  ['Ocean Hunter', 'সাগর শিকারি', 'Mangangaso ng Dagat'],
  ['Fishing Party', 'মাছ ধরার উৎসব', 'Pista ng Pangingisda'],
  ['Shark Strike', 'হাঙর আক্রমণ', 'Salakay ng Pating'],
  ['Reef Raiders', 'প্রবাল অভিযাত্রী', 'Mananalakay ng Bahura'],
  ['Deep Catch', 'গভীরের শিকার', 'Huli sa Kalaliman'],
  ['Whale King', 'তিমির রাজা', 'Hari ng Balyena'],
  ['Golden Toad', 'সোনার ব্যাঙ', 'Gintong Palaka'],
  ['Octopus Clash', 'অক্টোপাসের লড়াই', 'Laban ng Pugita'],
];

const LIVE_TABLES: Table[] = [
  { classify: 'BACCARAT', names: ['Baccarat', 'ব্যাকারাট', 'Baccarat'], engine: 'baccarat' },
  {
    classify: 'BACCARAT',
    names: ['Speed Baccarat', 'স্পিড ব্যাকারাট', 'Mabilis na Baccarat'],
    engine: 'baccarat',
  },
  { classify: 'WHEEL', names: ['Dream Wheel', 'স্বপ্নের চাকা', 'Gulong ng Pangarap'], engine: 'wheel' },
  {
    classify: 'WHEEL',
    names: ['Lucky Multiplier Wheel', 'লাকি মাল্টিপ্লায়ার চাকা', 'Gulong ng Lucky Multiplier'],
    engine: 'wheel',
  },
  { classify: 'BACCARAT', names: ['Mini Baccarat', 'মিনি ব্যাকারাট', 'Mini Baccarat'], engine: 'baccarat' },
  {
    classify: 'DRAGON_TIGER',
    names: ['Dragon Tiger', 'ড্রাগন টাইগার', 'Dragon Tiger'],
    engine: 'dragon-tiger',
  },
  {
    classify: 'DRAGON_TIGER',
    names: ['Lucky Dragon Tiger', 'লাকি ড্রাগন টাইগার', 'Masuwerteng Dragon Tiger'],
    engine: 'dragon-tiger',
  },
  { classify: 'WHEEL', names: ['Money Wheel', 'টাকার চাকা', 'Gulong ng Pera'], engine: 'wheel' },
  {
    classify: 'BACCARAT',
    names: ['Baccarat Deluxe', 'ব্যাকারাট ডিলাক্স', 'Baccarat Deluxe'],
    engine: 'baccarat',
  },
  {
    classify: 'DRAGON_TIGER',
    names: ['Dragon Tiger Duel', 'ড্রাগন টাইগার দ্বৈরথ', 'Tunggalian ng Dragon Tiger'],
    engine: 'dragon-tiger',
  },
];

const TABLE_NAMES: Word[] = [
  ['Royal Hall', 'রয়্যাল হল', 'Royal Hall'],
  ['VIP Room', 'ভিআইপি রুম', 'VIP Room'],
  ['Squeeze', 'স্কুইজ', 'Squeeze'],
  ['Classic', 'ক্লাসিক', 'Klasiko'],
  ['Prestige', 'প্রেস্টিজ', 'Prestihiyo'],
  ['Golden Hall', 'গোল্ডেন হল', 'Gintong Bulwagan'],
];

/** Card games against the house: the demo provider plays no poker, rummy or ludo (ADR 0042). */
const PVP_GAMES: Table[] = [
  {
    classify: 'BACCARAT',
    names: ['Card Room Baccarat', 'কার্ড রুম ব্যাকারাট', 'Baccarat sa Card Room'],
    engine: 'baccarat',
  },
  {
    classify: 'DRAGON_TIGER',
    names: ['Card Room Dragon Tiger', 'কার্ড রুম ড্রাগন টাইগার', 'Dragon Tiger sa Card Room'],
    engine: 'dragon-tiger',
  },
  {
    classify: 'BACCARAT',
    names: ['Baccarat Showdown', 'ব্যাকারাট শোডাউন', 'Baccarat Showdown'],
    engine: 'baccarat',
  },
  {
    classify: 'DRAGON_TIGER',
    names: ['Dragon Tiger Showdown', 'ড্রাগন টাইগার শোডাউন', 'Dragon Tiger Showdown'],
    engine: 'dragon-tiger',
  },
  {
    classify: 'DRAGON_TIGER',
    names: ['High Card Duel', 'হাই কার্ড দ্বৈরথ', 'Tunggalian ng Mataas na Baraha'],
    engine: 'dragon-tiger',
  },
  { classify: 'BACCARAT', names: ['Punto Banco', 'পুন্তো বাঙ্কো', 'Punto Banco'], engine: 'baccarat' },
  {
    classify: 'BACCARAT',
    names: ['Baccarat Arena', 'ব্যাকারাট অ্যারেনা', 'Baccarat Arena'],
    engine: 'baccarat',
  },
  {
    classify: 'DRAGON_TIGER',
    names: ['Dragon Tiger Arena', 'ড্রাগন টাইগার অ্যারেনা', 'Dragon Tiger Arena'],
    engine: 'dragon-tiger',
  },
];

const LOTTERY_GAMES: Word[] = [
  ['Lucky 5D', 'লাকি ৫ডি', 'Lucky 5D'],
  ['Fast 3', 'ফাস্ট ৩', 'Fast 3'],
  ['Keno 80', 'কেনো ৮০', 'Keno 80'],
  ['Pick 3', 'পিক ৩', 'Pick 3'],
  ['Racing 10', 'রেসিং ১০', 'Racing 10'],
  ['Daily 6/45', 'দৈনিক ৬/৪৫', 'Araw-araw 6/45'],
  ['Super 6/55', 'সুপার ৬/৫৫', 'Super 6/55'],
  ['Minute Draw', 'মিনিট ড্র', 'Minutong Bunutan'],
];

const LOBBIES: Record<string, Word> = {
  SPORTS: ['Sportsbook', 'স্পোর্টসবুক', 'Sportsbook'],
  ESPORTS: ['eSports Arena', 'ই-স্পোর্টস অ্যারেনা', 'eSports Arena'],
  COCKFIGHT: ['Cockfight Arena', 'মোরগ লড়াই অ্যারেনা', 'Sabungan'],
};

/** Games per vendor and category. In-house games (BGS) come with the in-house game issue. */
const PER_CATEGORY: Partial<Record<GameCategory, number>> = {
  RNG: 210,
  FISH: 40,
  JACKPOT: 60,
  MINI: 50,
  LIVE: 60,
  PVP: 50,
  // Our own lottery games come from lottery-games.ts.
  LOTT: 0,
  ELOTT: 8,
  SPORTS: 1,
  ESPORTS: 1,
  COCKFIGHT: 1,
};

/** A small deterministic generator (mulberry32), so the catalogue is the same on every install. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** HSL to hex, so the artwork stays a plain two-colour gradient. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + (((hue % 360) + 360) % 360) / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Two neighbouring hues, deep enough for white text: a tile palette that never clashes. */
function palette(rand: () => number): [string, string] {
  const hue = Math.floor(rand() * 360);
  const saturation = 55 + Math.floor(rand() * 20);
  return [
    hsl(hue, saturation, 34 + Math.floor(rand() * 8)),
    hsl(hue + 30 + Math.floor(rand() * 40), saturation, 26 + Math.floor(rand() * 8)),
  ];
}

const join = (a: Word, b: Word, suffix: Word = ['', '', '']): { en: string; bn: string; fil: string } => ({
  en: `${a[0]} ${b[0]}${suffix[0]}`,
  bn: `${a[1]} ${b[1]}${suffix[1]}`,
  fil: `${a[2]} ${b[2]}${suffix[2]}`,
});

const word = (w: Word, suffix = ''): { en: string; bn: string; fil: string } => ({
  en: `${w[0]}${suffix}`,
  bn: `${w[1]}${suffix}`,
  fil: `${w[2]}${suffix}`,
});

function namesFor(
  category: GameCategory,
  index: number,
  rand: () => number,
): { names: { en: string; bn: string; fil: string }; classify: string; engine?: Table['engine'] } {
  switch (category) {
    case 'RNG':
    case 'JACKPOT':
    case 'MINI': {
      const pairs = ADJECTIVES.length * SLOT_NOUNS.length;
      const pick = (index * 7919 + Math.floor(rand() * pairs)) % pairs;
      const adjective = ADJECTIVES[pick % ADJECTIVES.length] as Word;
      const noun = SLOT_NOUNS[Math.floor(pick / ADJECTIVES.length)] as Word;
      const suffix: Word =
        category === 'JACKPOT'
          ? [' Jackpot', ' জ্যাকপট', ' Jackpot']
          : category === 'MINI'
            ? [' Mini', ' মিনি', ' Mini']
            : ['', '', ''];
      return { names: join(adjective, noun, suffix), classify: category === 'RNG' ? 'SLOT' : category };
    }
    case 'FISH': {
      const base = FISH_NOUNS[index % FISH_NOUNS.length] as Word;
      const round = Math.floor(index / FISH_NOUNS.length);
      return { names: word(base, round === 0 ? '' : ` ${round + 1}`), classify: 'FISH' };
    }
    case 'LIVE': {
      const table = LIVE_TABLES[index % LIVE_TABLES.length] as (typeof LIVE_TABLES)[number];
      const hall = TABLE_NAMES[Math.floor(index / LIVE_TABLES.length) % TABLE_NAMES.length] as Word;
      return { names: join(table.names, hall), classify: table.classify, engine: table.engine };
    }
    case 'PVP': {
      const game = PVP_GAMES[index % PVP_GAMES.length] as (typeof PVP_GAMES)[number];
      const round = Math.floor(index / PVP_GAMES.length);
      return {
        names: word(game.names, round === 0 ? '' : ` ${round + 1}`),
        classify: game.classify,
        engine: game.engine,
      };
    }
    case 'LOTT':
    case 'ELOTT':
      return { names: word(LOTTERY_GAMES[index % LOTTERY_GAMES.length] as Word), classify: category };
    default:
      return { names: word(LOBBIES[category] ?? ['Lobby', 'লবি', 'Lobby']), classify: 'LOBBY' };
  }
}

/** The sports and e-sports lobbies open the demo provider's books (ADR 0041). */
/** The fish shooter and the cockfight ring (ADR 0042); LIVE and PVP tables name their engine. */
const TABLE_CATEGORY_ENGINES: Partial<Record<GameCategory, TableEngine>> = {
  FISH: 'fish',
  COCKFIGHT: 'cockfight',
};

const BOOK_ENGINES: Partial<Record<GameCategory, 'sportsbook' | 'esports'>> = {
  SPORTS: 'sportsbook',
  ESPORTS: 'esports',
};

export function demoGames(): GameSeed[] {
  const games: GameSeed[] = [];
  for (const vendor of DEMO_VENDORS) {
    for (const category of vendor.categories) {
      const count = PER_CATEGORY[category] ?? 0;
      const rand = random(hash(`${vendor.code}:${category}`));
      const seen = new Set<string>();
      for (let i = 0; i < count; i += 1) {
        let { names, classify, engine } = namesFor(category, i, rand);
        // Within a vendor a name is used once; a repeat gets a number.
        for (let n = 2; seen.has(names.en); n += 1) {
          const next = namesFor(category, i, rand);
          names =
            n > 3
              ? { en: `${next.names.en} ${n}`, bn: `${next.names.bn} ${n}`, fil: `${next.names.fil} ${n}` }
              : next.names;
          classify = next.classify;
          engine = next.engine;
        }
        seen.add(names.en);
        const slotLike = category === 'RNG' || category === 'JACKPOT' || category === 'MINI';
        games.push({
          vendorCode: vendor.code,
          code:
            count === 1
              ? `${vendor.code}-LOBBY`
              : `${vendor.code}-${category.slice(0, 2)}${String(i + 1).padStart(4, '0')}`,
          category,
          gameType: category,
          classify,
          names,
          engine:
            engine ??
            TABLE_CATEGORY_ENGINES[category] ??
            BOOK_ENGINES[category] ??
            (slotLike ? 'slot' : 'wheel'),
          colours: palette(rand),
          isHot: i < 3 || rand() < 0.04,
          isNew: i >= count - 4 && count > 4,
          sort: i,
        });
      }
    }
  }
  games.push(...originalGames());
  games.push(...lotteryGames());
  return games;
}
