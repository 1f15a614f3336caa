import type { TBrandSettings } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import type { Trx } from '../modules/ledger/ledger.ts';
import { earnOnBet } from '../modules/points/points.service.ts';

/**
 * The points mall of a brand that runs points (PTSYS3; issue 19): three items in English, Bengali
 * and Filipino (a cash voucher, a bonus, a physical gift in small stock), written once. The demo
 * members' points are only what their seeded settled bets earn, through the same earning the
 * `wager.settled` subscriber runs (one entry per bet, keyed by it), at the brand's rates and no
 * VIP multiplier: nothing is granted that play did not earn.
 */
export async function seedDemoPoints(
  db: Db,
  brand: {
    id: number;
    exponent: number;
    settings: TBrandSettings;
    flags: Record<string, boolean>;
  },
  now: Date,
): Promise<void> {
  if (!brand.flags.PTSYS3) return;
  const unit = 10n ** BigInt(brand.exponent);
  const has = await db
    .selectFrom('points_mall_items')
    .select('id')
    .where('merchant_id', '=', brand.id)
    .limit(1)
    .executeTakeFirst();
  if (!has) {
    const items = [
      {
        kind: 'CASH' as const,
        content: {
          en: {
            name: 'Cash voucher 50',
            description: '50 into your main wallet once an operator approves it.',
          },
          bn: { name: 'ক্যাশ ভাউচার ৫০', description: 'অপারেটর অনুমোদন করলে আপনার মূল ওয়ালেটে ৫০।' },
          fil: {
            name: 'Cash voucher 50',
            description: '50 sa main wallet mo kapag inaprubahan ng operator.',
          },
        },
        price_points: 5_000n,
        value_minor: 50n * unit,
        wager_multiple: 0,
        stock: null,
        per_member_limit: 0,
        min_deposits_minor: 0n,
        sort_order: 1,
      },
      {
        kind: 'BONUS' as const,
        content: {
          en: { name: 'Bonus 200', description: 'A 200 bonus in your reward centre, with 5× wagering.' },
          bn: { name: 'বোনাস ২০০', description: 'আপনার রিওয়ার্ড সেন্টারে ২০০ বোনাস, ৫× বাজির শর্তে।' },
          fil: {
            name: 'Bonus 200',
            description: 'Isang 200 na bonus sa reward centre mo, may 5× na wagering.',
          },
        },
        price_points: 15_000n,
        value_minor: 200n * unit,
        wager_multiple: 5,
        stock: null,
        per_member_limit: 3,
        min_deposits_minor: 1_000n * unit,
        sort_order: 2,
      },
      {
        kind: 'PHYSICAL' as const,
        content: {
          en: { name: 'Logo cap', description: 'A cap with the site’s logo, sent to your delivery address.' },
          bn: { name: 'লোগো ক্যাপ', description: 'সাইটের লোগোসহ একটি ক্যাপ, আপনার ঠিকানায় পাঠানো হবে।' },
          fil: { name: 'Logo cap', description: 'Isang cap na may logo ng site, ipapadala sa address mo.' },
        },
        price_points: 8_000n,
        value_minor: 0n,
        wager_multiple: 0,
        stock: 20,
        per_member_limit: 1,
        min_deposits_minor: 0n,
        sort_order: 3,
      },
    ];
    for (const item of items) {
      await db
        .insertInto('points_mall_items')
        .values({
          ...item,
          merchant_id: brand.id,
          content: JSON.stringify(item.content),
          image_url: null,
          status: 'ACTIVE',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
  // The brand's settled bets that have not earned yet, oldest first.
  const bets = await db
    .selectFrom('bets as b')
    .leftJoin('points_bet_earnings as e', (join) =>
      join.onRef('e.merchant_id', '=', 'b.merchant_id').onRef('e.bet_id', '=', 'b.id'),
    )
    .select(['b.id', 'b.member_id', 'b.category', 'b.game_code', 'b.valid_bet'])
    .where('b.merchant_id', '=', brand.id)
    .where('b.status', '=', 'SETTLED')
    .where('b.valid_bet', '>', 0n)
    .where('e.bet_id', 'is', null)
    .orderBy('b.settled_at')
    .orderBy('b.id')
    .execute();
  const target = { id: brand.id, currencyExponent: brand.exponent, settings: brand.settings };
  const work = async (trx: Trx) => {
    for (const b of bets) {
      await earnOnBet(
        trx,
        target,
        {
          memberId: b.member_id,
          betId: b.id,
          category: b.category,
          gameCode: b.game_code,
          validBet: b.valid_bet,
        },
        { key: `earn:bet:${b.id}`, multiplier: async () => 10_000, at: now },
      );
    }
  };
  if (db.isTransaction) await work(db as unknown as Trx);
  else await db.transaction().execute(work);
}
