import { type Kysely, sql } from 'kysely';

/**
 * The demo provider's table games (issue 20; ADR 0042), for installs seeded before. A fresh
 * database gets the same from the seed (seed/games.ts, seed/vendors.ts), which runs after this.
 *
 * - Every demo game's name says what its engine plays: LIVE and PVP games named for a game the
 *   demo provider does not play (roulette, sic bo, blackjack, andar bahar, teen patti, poker,
 *   rummy, tongits, ludo, call break) are renamed for the baccarat, dragon tiger or money wheel
 *   they open; the name's hall or number is kept. Only games still named and engined as seeded are
 *   touched: an operator's own change stays.
 * - Baccarat-named tables play `baccarat`, dragon tiger tables `dragon-tiger`, fish games `fish`,
 *   the cockfight lobbies `cockfight`.
 * - DS88 settles over the seamless wallet like CPA (unless its simulated transfer wallets still
 *   hold a member's money, as in migration 0034), with the demo provider's key.
 */

type Word = readonly [en: string, bn: string, fil: string];
interface Rename {
  category: 'LIVE' | 'PVP';
  from: Word;
  to: Word;
  classify: string;
}

const RENAMES: Rename[] = [
  {
    category: 'LIVE',
    from: ['Roulette', 'রুলেট', 'Roulette'],
    to: ['Dream Wheel', 'স্বপ্নের চাকা', 'Gulong ng Pangarap'],
    classify: 'WHEEL',
  },
  {
    category: 'LIVE',
    from: ['Lightning Roulette', 'বিদ্যুৎ রুলেট', 'Kidlat na Roulette'],
    to: ['Lucky Multiplier Wheel', 'লাকি মাল্টিপ্লায়ার চাকা', 'Gulong ng Lucky Multiplier'],
    classify: 'WHEEL',
  },
  {
    category: 'LIVE',
    from: ['Sic Bo', 'সিক বো', 'Sic Bo'],
    to: ['Mini Baccarat', 'মিনি ব্যাকারাট', 'Mini Baccarat'],
    classify: 'BACCARAT',
  },
  {
    category: 'LIVE',
    from: ['Blackjack', 'ব্ল্যাকজ্যাক', 'Blackjack'],
    to: ['Lucky Dragon Tiger', 'লাকি ড্রাগন টাইগার', 'Masuwerteng Dragon Tiger'],
    classify: 'DRAGON_TIGER',
  },
  {
    category: 'LIVE',
    from: ['Andar Bahar', 'আন্দার বাহার', 'Andar Bahar'],
    to: ['Baccarat Deluxe', 'ব্যাকারাট ডিলাক্স', 'Baccarat Deluxe'],
    classify: 'BACCARAT',
  },
  {
    category: 'LIVE',
    from: ['Live Teen Patti', 'লাইভ তিন পাত্তি', 'Live Teen Patti'],
    to: ['Dragon Tiger Duel', 'ড্রাগন টাইগার দ্বৈরথ', 'Tunggalian ng Dragon Tiger'],
    classify: 'DRAGON_TIGER',
  },
  {
    category: 'PVP',
    from: ["Texas Hold'em", 'টেক্সাস হোল্ডেম', "Texas Hold'em"],
    to: ['Card Room Baccarat', 'কার্ড রুম ব্যাকারাট', 'Baccarat sa Card Room'],
    classify: 'BACCARAT',
  },
  {
    category: 'PVP',
    from: ['Omaha', 'ওমাহা', 'Omaha'],
    to: ['Card Room Dragon Tiger', 'কার্ড রুম ড্রাগন টাইগার', 'Dragon Tiger sa Card Room'],
    classify: 'DRAGON_TIGER',
  },
  {
    category: 'PVP',
    from: ['Teen Patti', 'তিন পাত্তি', 'Teen Patti'],
    to: ['Baccarat Showdown', 'ব্যাকারাট শোডাউন', 'Baccarat Showdown'],
    classify: 'BACCARAT',
  },
  {
    category: 'PVP',
    from: ['Rummy', 'রামি', 'Rummy'],
    to: ['Dragon Tiger Showdown', 'ড্রাগন টাইগার শোডাউন', 'Dragon Tiger Showdown'],
    classify: 'DRAGON_TIGER',
  },
  {
    category: 'PVP',
    from: ['Tongits', 'টঙ্গিটস', 'Tongits'],
    to: ['High Card Duel', 'হাই কার্ড দ্বৈরথ', 'Tunggalian ng Mataas na Baraha'],
    classify: 'DRAGON_TIGER',
  },
  {
    category: 'PVP',
    from: ['Pusoy', 'পুসয়', 'Pusoy'],
    to: ['Punto Banco', 'পুন্তো বাঙ্কো', 'Punto Banco'],
    classify: 'BACCARAT',
  },
  {
    category: 'PVP',
    from: ['Ludo Arena', 'লুডো অ্যারেনা', 'Ludo Arena'],
    to: ['Baccarat Arena', 'ব্যাকারাট অ্যারেনা', 'Baccarat Arena'],
    classify: 'BACCARAT',
  },
  {
    category: 'PVP',
    from: ['Call Break', 'কল ব্রেক', 'Call Break'],
    to: ['Dragon Tiger Arena', 'ড্রাগন টাইগার অ্যারেনা', 'Dragon Tiger Arena'],
    classify: 'DRAGON_TIGER',
  },
];

const LANGUAGES = ['en', 'bn', 'fil'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  for (const rename of RENAMES) {
    // A name is the old word alone or followed by a space (a hall, a number), in every language.
    const starts = LANGUAGES.map((lang, i) => {
      const word = rename.from[i] as string;
      return sql`(names->>${lang} = ${word} or left(names->>${lang}, ${word.length + 1}) = ${`${word} `})`;
    });
    const renamed = (i: number) => {
      const lang = LANGUAGES[i] as string;
      const from = rename.from[i] as string;
      return sql`${rename.to[i] as string}::text || substr(names->>${lang}, ${from.length + 1})`;
    };
    await sql`
      update games set
        names = names || jsonb_build_object('en', ${renamed(0)}, 'bn', ${renamed(1)}, 'fil', ${renamed(2)}),
        search_text = lower(${renamed(0)} || ' ' || ${renamed(1)} || ' ' || ${renamed(2)}),
        classify = ${rename.classify}
      where category = ${rename.category} and engine = 'wheel'
        and ${sql.join(starts, sql` and `)}
    `.execute(db);
  }
  await sql`
    update games set engine = 'baccarat'
    where category in ('LIVE', 'PVP') and classify = 'BACCARAT' and engine = 'wheel'
  `.execute(db);
  await sql`
    update games set engine = 'dragon-tiger'
    where category in ('LIVE', 'PVP') and classify = 'DRAGON_TIGER' and engine = 'wheel'
  `.execute(db);
  await sql`update games set engine = 'fish' where category = 'FISH' and engine = 'slot'`.execute(db);
  await sql`
    update games set engine = 'cockfight' where category = 'COCKFIGHT' and engine = 'wheel'
  `.execute(db);
  await sql`
    update game_vendors v set wallet_mode = 'SEAMLESS'
    where v.code = 'DS88' and v.wallet_mode = 'TRANSFER'
      and not exists (
        select 1 from sim_vendor_wallets w where w.vendor_code = v.code and w.balance > 0
      )
  `.execute(db);
  await sql`
    update game_vendors v set wallet_public_key = (
      select k.wallet_public_key from game_vendors k
      where k.code = 'CPA' and k.wallet_public_key is not null
    )
    where v.code = 'DS88' and v.wallet_mode = 'SEAMLESS' and v.wallet_public_key is null
  `.execute(db);
}
