import { DEFAULT_LOYALTY_SETTINGS, type LanguageCode, type TBrandSettings } from '@portal/contracts';
import type { TVipLevelInput } from '@portal/contracts/endpoints';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Brand } from '../modules/brands/brand.ts';
import type { BrandService } from '../modules/brands/brands.service.ts';
import { InboxService } from '../modules/content/inbox.service.ts';
import type { Trx } from '../modules/ledger/ledger.ts';
import { loyaltyRewardPayer } from '../modules/points/loyalty-rewards.ts';
import { ladderValues } from '../modules/vip/vip.console.ts';
import { levelsOf, lockMemberState, replaceLevels } from '../modules/vip/vip.repository.ts';
import { localDay, offsetOf, VipService, vipAfter } from '../modules/vip/vip.service.ts';
import { BonusService } from '../modules/wallet/bonus.service.ts';
import { SimulatedVendorGateway } from '../modules/wallet/vendor-gateway.ts';
import { WalletService } from '../modules/wallet/wallet.service.ts';
import { createLocalBus } from '../platform/events.ts';

/**
 * The demo VIP ladder (issue 19; ADR 0040): ten levels per demo brand (0 is everyone's), English,
 * Bengali and Filipino names, thresholds in whole units of the brand's currency, perks (points
 * multiplier, extra manual-rebate rate; the dedicated contact is the brand's own "VIP desk"
 * customer-service entry where it has one, else none) and level-up rewards in cash or bonus money.
 * Written once per brand (an operator's later changes are kept). Then the demo members' levels:
 * their real seeded settled bets and credited deposits are counted through the vip module's own
 * functions (each bet and deposit once) and each member is settled as a live event would settle
 * them, rewards paid through the loyalty payer (the wallet's payCash and bonus wallet).
 */

interface Step {
  en: string;
  bn: string;
  fil: string;
  style: TVipLevelInput['style'];
  validBet: number;
  deposits: number;
  multiplierBps: number;
  rebateExtraBps: number;
  reward: TVipLevelInput['reward'];
}

const cash = (amount: number) => ({ kind: 'CASH' as const, amount: String(amount), wagerMultiple: 0 });
const bonus = (amount: number, wager: number) => ({
  kind: 'BONUS' as const,
  amount: String(amount),
  wagerMultiple: wager,
});

/** Whole units of a two-decimal currency with the buying power of the Bangladeshi taka. */
const STEPS: Step[] = [
  {
    en: 'Member',
    bn: 'সদস্য',
    fil: 'Miyembro',
    style: 'iron',
    validBet: 0,
    deposits: 0,
    multiplierBps: 10_000,
    rebateExtraBps: 0,
    reward: null,
  },
  {
    en: 'Bronze',
    bn: 'ব্রোঞ্জ',
    fil: 'Tanso',
    style: 'bronze',
    validBet: 5_000,
    deposits: 1_000,
    multiplierBps: 10_500,
    rebateExtraBps: 0,
    reward: cash(50),
  },
  {
    en: 'Silver',
    bn: 'সিলভার',
    fil: 'Pilak',
    style: 'silver',
    validBet: 20_000,
    deposits: 5_000,
    multiplierBps: 11_000,
    rebateExtraBps: 5,
    reward: cash(150),
  },
  {
    en: 'Gold',
    bn: 'গোল্ড',
    fil: 'Ginto',
    style: 'gold',
    validBet: 50_000,
    deposits: 15_000,
    multiplierBps: 12_000,
    rebateExtraBps: 10,
    reward: bonus(500, 3),
  },
  {
    en: 'Platinum',
    bn: 'প্লাটিনাম',
    fil: 'Platinum',
    style: 'platinum',
    validBet: 150_000,
    deposits: 40_000,
    multiplierBps: 13_000,
    rebateExtraBps: 15,
    reward: cash(1_000),
  },
  {
    en: 'Ruby',
    bn: 'রুবি',
    fil: 'Rubi',
    style: 'ruby',
    validBet: 400_000,
    deposits: 100_000,
    multiplierBps: 15_000,
    rebateExtraBps: 20,
    reward: bonus(3_000, 3),
  },
  {
    en: 'Sapphire',
    bn: 'স্যাফায়ার',
    fil: 'Sapiro',
    style: 'sapphire',
    validBet: 1_000_000,
    deposits: 250_000,
    multiplierBps: 17_500,
    rebateExtraBps: 30,
    reward: cash(6_000),
  },
  {
    en: 'Emerald',
    bn: 'এমারেল্ড',
    fil: 'Esmeralda',
    style: 'emerald',
    validBet: 2_500_000,
    deposits: 600_000,
    multiplierBps: 20_000,
    rebateExtraBps: 40,
    reward: cash(12_000),
  },
  {
    en: 'Diamond',
    bn: 'ডায়মন্ড',
    fil: 'Diyamante',
    style: 'diamond',
    validBet: 6_000_000,
    deposits: 1_500_000,
    multiplierBps: 25_000,
    rebateExtraBps: 50,
    reward: bonus(30_000, 5),
  },
  {
    en: 'Crown',
    bn: 'ক্রাউন',
    fil: 'Korona',
    style: 'crown',
    validBet: 15_000_000,
    deposits: 4_000_000,
    multiplierBps: 30_000,
    rebateExtraBps: 60,
    reward: cash(60_000),
  },
];

/** From this level up, members get the brand's VIP desk as their dedicated contact. */
const CONTACT_FROM = 5;

export interface VipSeedBrand {
  id: number;
  code: string;
  currency: string;
  exponent: number;
  settings: TBrandSettings;
  defaultLanguage: LanguageCode;
  /** The brand's own VIP desk (a customer-service entry), when it has one. */
  vipDesk: string | null;
}

/** The ladder as the console writes it, scaled to the brand's currency (PHP: about half the units). */
export function demoLadder(brand: Pick<VipSeedBrand, 'currency' | 'vipDesk'>): TVipLevelInput[] {
  const scale = brand.currency === 'PHP' ? 0.5 : 1;
  const units = (n: number) => String(Math.round(n * scale));
  return STEPS.map((s, level) => ({
    level,
    names: { en: s.en, bn: s.bn, fil: s.fil },
    style: s.style,
    validBet: units(s.validBet),
    deposits: units(s.deposits),
    pointsMultiplierBps: s.multiplierBps,
    rebateExtraBps: s.rebateExtraBps,
    withdrawalDailyLimit: null,
    contact: level >= CONTACT_FROM && brand.vipDesk ? brand.vipDesk : null,
    reward: s.reward ? { ...s.reward, amount: units(Number(s.reward.amount)) } : null,
  }));
}

export async function seedDemoVip(
  db: Db,
  seed: VipSeedBrand,
  now: Date,
): Promise<{ members: number; leveled: number }> {
  const trx = db as unknown as Trx;
  const brand = {
    id: seed.id,
    code: seed.code,
    currency: seed.currency,
    currencyExponent: seed.exponent,
    settings: { ...seed.settings, loyalty: seed.settings.loyalty ?? DEFAULT_LOYALTY_SETTINGS },
    defaultLanguage: seed.defaultLanguage,
  } as unknown as Brand;
  if ((await levelsOf(trx, seed.id)).length === 0)
    await replaceLevels(trx, seed.id, ladderValues(brand, demoLadder(seed)));

  // Every settled bet and credited deposit of the brand's real members, counted once.
  const offset = offsetOf(brand);
  const dayOf = (column: string) =>
    sql<string>`to_char((${sql.ref(column)} + make_interval(mins => ${offset})) at time zone 'UTC', 'YYYY-MM-DD')`;
  await trx
    .insertInto('vip_counted')
    .columns(['merchant_id', 'source', 'ref', 'member_id', 'day', 'amount_minor'])
    .expression(
      trx
        .selectFrom('bets as b')
        .innerJoin('members as m', 'm.id', 'b.member_id')
        .select([
          'b.merchant_id',
          sql<'BET'>`'BET'`.as('source'),
          'b.id',
          'b.member_id',
          dayOf('b.settled_at').as('day'),
          'b.valid_bet',
        ])
        .where('b.merchant_id', '=', seed.id)
        .where('b.status', '=', 'SETTLED')
        .where('b.valid_bet', '>', 0n)
        .where('b.settled_at', 'is not', null)
        .where('m.type', '!=', 4),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'source', 'ref']).doNothing())
    .execute();
  await trx
    .insertInto('vip_counted')
    .columns(['merchant_id', 'source', 'ref', 'member_id', 'day', 'amount_minor'])
    .expression(
      trx
        .selectFrom('deposits as d')
        .innerJoin('members as m', 'm.id', 'd.member_id')
        .select([
          'd.merchant_id',
          sql<'DEPOSIT'>`'DEPOSIT'`.as('source'),
          'd.id',
          'd.member_id',
          dayOf('d.completed_at').as('day'),
          'd.amount',
        ])
        .where('d.merchant_id', '=', seed.id)
        .where('d.status', '=', 'CREDITED')
        .where('d.completed_at', 'is not', null)
        .where('m.type', '!=', 4),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'source', 'ref']).doNothing())
    .execute();
  // Per day and per member, as the counted rows add up.
  await sql`
    insert into vip_days (member_id, day, merchant_id, valid_bet_minor, deposits_minor)
    select member_id, day, merchant_id,
      coalesce(sum(amount_minor) filter (where source = 'BET'), 0),
      coalesce(sum(amount_minor) filter (where source = 'DEPOSIT'), 0)
    from vip_counted where merchant_id = ${seed.id}
    group by member_id, day, merchant_id
    on conflict (member_id, day) do update
      set valid_bet_minor = excluded.valid_bet_minor, deposits_minor = excluded.deposits_minor`.execute(trx);
  await sql`
    insert into vip_members (member_id, merchant_id, valid_bet_minor, deposits_minor)
    select member_id, merchant_id,
      coalesce(sum(amount_minor) filter (where source = 'BET'), 0),
      coalesce(sum(amount_minor) filter (where source = 'DEPOSIT'), 0)
    from vip_counted where merchant_id = ${seed.id}
    group by member_id, merchant_id
    on conflict (member_id) do update
      set valid_bet_minor = excluded.valid_bet_minor, deposits_minor = excluded.deposits_minor`.execute(trx);

  // Each member settled as an event would settle them: upgrades, rewards paid once, messages.
  const bus = createLocalBus();
  const wallet = new WalletService(db, bus, new SimulatedVendorGateway(db));
  const bonusWallet = new BonusService({ db, events: bus, wallet, now: () => now });
  const inbox = new InboxService(db, bus);
  const vip = new VipService({
    db,
    now: () => now,
    brands: { findById: async () => brand } as unknown as BrandService,
    pay: loyaltyRewardPayer({
      wallet: bonusWallet,
      credit: async () => {
        throw new Error('the demo ladder pays no points');
      },
    }),
    notify: (t, message) => inbox.sendIn(t, message),
    events: bus,
    publishBalance: async () => undefined,
  });
  const members = await trx
    .selectFrom('vip_members')
    .select('member_id')
    .where('merchant_id', '=', seed.id)
    .orderBy('member_id')
    .execute();
  const today = localDay(now, offset);
  let leveled = 0;
  for (const { member_id } of members) {
    const state = await lockMemberState(trx, seed.id, member_id);
    await vip.settle(trx, brand, state, today, vipAfter());
    const after = await lockMemberState(trx, seed.id, member_id);
    if (after.level > 0) leveled += 1;
  }
  await bus.close();
  return { members: members.length, leveled };
}

/** The brand's VIP desk among its customer-service entries ("Telegram VIP desk"), if any. */
export function vipDeskOf(entries: readonly { title: string; path: string }[]): string | null {
  const desk = entries.find((e) => /\bVIP\b/i.test(e.title));
  return desk ? `${desk.title}: ${desk.path}` : null;
}
