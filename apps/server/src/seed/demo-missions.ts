import type { Db } from '../db/database.ts';
import type { Trx } from '../modules/ledger/ledger.ts';
import { periodOf } from '../modules/missions/mission-rules.ts';
import * as repo from '../modules/missions/missions.repository.ts';

/**
 * The demo missions and leaderboard (issue 19; ADR 0040), written once per brand (an operator's
 * later changes are kept): a daily "Place 20 bets on slots" (the RNG category), a weekly "Deposit
 * twice", a daily "Win on 3 different games", a one-time "Add your Zalo handle" and a weekly
 * valid-bet leaderboard with prizes. The Zalo mission is the spec's "131K": where the brand offers
 * points (PTSYS3) it pays 131,000 points and says "131K points"; elsewhere it pays 131 in the
 * brand's currency and says so. Every reward is the mission's real one, in its text.
 */

interface DemoBrand {
  id: number;
  currency: string;
  exponent: number;
  /** PTSYS3: whether the brand offers points. */
  points: boolean;
  utcOffsetMinutes: number;
}

const units = (brand: DemoBrand, whole: number) => BigInt(whole) * 10n ** BigInt(brand.exponent);

export async function seedDemoMissions(db: Db, brand: DemoBrand, now: Date): Promise<void> {
  if ((await repo.listMissions(db, brand.id)).length > 0) return;
  const c = brand.currency;
  // From the start of this week in the brand's clock, so the current periods all count.
  const weekStart = periodOf('WEEKLY', now, brand.utcOffsetMinutes).start ?? now;
  const zalo = brand.points
    ? {
        reward_kind: 'POINTS' as const,
        reward_amount: 131_000n,
        en: 'Add your Zalo handle: 131K points',
        bn: 'আপনার Zalo হ্যান্ডেল যোগ করুন: 131K পয়েন্ট',
        fil: 'Idagdag ang iyong Zalo handle: 131K na puntos',
      }
    : {
        reward_kind: 'CASH' as const,
        reward_amount: units(brand, 131),
        en: `Add your Zalo handle: ${c} 131`,
        bn: `আপনার Zalo হ্যান্ডেল যোগ করুন: ${c} 131`,
        fil: `Idagdag ang iyong Zalo handle: ${c} 131`,
      };
  const missions = [
    {
      content: {
        en: { title: 'Place 20 bets on slots', description: 'Every settled slot bet counts, once.' },
        bn: { title: 'স্লটে 20টি বাজি ধরুন', description: 'প্রতিটি নিষ্পত্তি হওয়া স্লট বাজি একবার গণনা হয়।' },
        fil: {
          title: 'Tumaya nang 20 beses sa slots',
          description: 'Bilang nang isang beses ang bawat tapos na taya sa slot.',
        },
      },
      kind: 'BETS' as const,
      target: 20n,
      category: 'RNG',
      field: null,
      period: 'DAILY' as const,
      reward_kind: 'CASH' as const,
      reward_amount: units(brand, 20),
      reward_wager_multiple: 0,
      sort_order: 10,
    },
    {
      content: {
        en: { title: 'Deposit twice this week', description: 'Two credited deposits of any amount.' },
        bn: { title: 'এই সপ্তাহে দুবার ডিপোজিট করুন', description: 'যেকোনো পরিমাণের দুটি জমা হওয়া ডিপোজিট।' },
        fil: {
          title: 'Mag-deposit nang dalawang beses ngayong linggo',
          description: 'Dalawang na-credit na deposit, kahit magkano.',
        },
      },
      kind: 'DEPOSITS' as const,
      target: 2n,
      category: null,
      field: null,
      period: 'WEEKLY' as const,
      reward_kind: 'BONUS' as const,
      reward_amount: units(brand, 100),
      reward_wager_multiple: 5,
      sort_order: 20,
    },
    {
      content: {
        en: {
          title: 'Win on 3 different games',
          description: 'A winning bet on three different games today.',
        },
        bn: { title: '3টি ভিন্ন গেমে জিতুন', description: 'আজ তিনটি ভিন্ন গেমে একটি করে জয়ী বাজি।' },
        fil: {
          title: 'Manalo sa 3 magkakaibang laro',
          description: 'Isang panalong taya sa tatlong magkakaibang laro ngayong araw.',
        },
      },
      kind: 'WIN_DIFFERENT_GAMES' as const,
      target: 3n,
      category: null,
      field: null,
      period: 'DAILY' as const,
      reward_kind: brand.points ? ('POINTS' as const) : ('CASH' as const),
      reward_amount: brand.points ? 500n : units(brand, 15),
      reward_wager_multiple: 0,
      sort_order: 30,
    },
    {
      content: {
        en: { title: zalo.en, description: 'Add it once in My account (security centre).' },
        bn: { title: zalo.bn, description: 'আমার অ্যাকাউন্টে (নিরাপত্তা কেন্দ্র) একবার যোগ করুন।' },
        fil: {
          title: zalo.fil,
          description: 'Idagdag ito nang isang beses sa Aking account (security center).',
        },
      },
      kind: 'PROFILE_FIELD' as const,
      target: 1n,
      category: null,
      field: 'zalo',
      period: 'ONCE' as const,
      reward_kind: zalo.reward_kind,
      reward_amount: zalo.reward_amount,
      reward_wager_multiple: 0,
      sort_order: 40,
    },
  ];
  const write = async (trx: Trx) => {
    for (const m of missions)
      await repo.insertMission(trx, {
        ...m,
        merchant_id: brand.id,
        starts_at: weekStart,
        ends_at: null,
        created_by: null,
        status: 'ACTIVE',
      });
    await repo.insertBoard(trx, {
      merchant_id: brand.id,
      content: {
        en: { title: 'Weekly valid-bet race' },
        bn: { title: 'সাপ্তাহিক বৈধ বাজির প্রতিযোগিতা' },
        fil: { title: 'Lingguhang karera ng valid bet' },
      },
      metric: 'VALID_BET',
      period: 'WEEKLY',
      category: null,
      min_stake_minor: 0n,
      prizes: [
        { kind: 'CASH', amount: `1000.${'0'.repeat(brand.exponent)}`, wagerMultiple: 0 },
        { kind: 'CASH', amount: `500.${'0'.repeat(brand.exponent)}`, wagerMultiple: 0 },
        { kind: 'CASH', amount: `250.${'0'.repeat(brand.exponent)}`, wagerMultiple: 0 },
      ].map((p) => (brand.exponent === 0 ? { ...p, amount: p.amount.replace('.', '') } : p)),
      starts_at: weekStart,
      ends_at: null,
      sort_order: 10,
      created_by: null,
      status: 'ACTIVE',
    });
  };
  // The seed may already run in a transaction (the test databases' templates).
  if (db.isTransaction) await write(db as Trx);
  else await db.transaction().execute(write);
}
