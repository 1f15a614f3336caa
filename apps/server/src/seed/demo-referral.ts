import { DEFAULT_LOYALTY_SETTINGS, type LanguageCode, type TBrandSettings } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import type { Brand } from '../modules/brands/brand.ts';
import type { BrandService } from '../modules/brands/brands.service.ts';
import type { Trx } from '../modules/ledger/ledger.ts';
import { loyaltyRewardPayer } from '../modules/points/loyalty-rewards.ts';
import { ReferralService } from '../modules/referral/referral.service.ts';
import { BonusService } from '../modules/wallet/bonus.service.ts';
import { SimulatedVendorGateway } from '../modules/wallet/vendor-gateway.ts';
import { WalletService } from '../modules/wallet/wallet.service.ts';
import { createLocalBus } from '../platform/events.ts';
import type { DeliveredEvent } from '../platform/outbox/index.ts';

/**
 * Demo referrals (issue 19; ADR 0040): on Tiger Star, demo01 invited some of the agent team's
 * members (seed/demo-team.ts, registered over the last 60 days with real credited deposits and
 * settled bets). Each referee is marked as registered with demo01's code, then run through the
 * referral module's own handlers in time order, exactly as the events would have been delivered:
 * the link at registration (with the anti-abuse check), each credited deposit, each settled bet.
 * Who qualified within the brand's window is paid through the loyalty payer (cash from the
 * brand's promotion account, with its `referral.rewarded`, so the inbox message follows when the
 * server starts), the monthly cap holds, and what did not qualify in time is EXPIRED. Nothing is
 * invented: the states and sums are what the seeded money says. Written once per referee.
 */
const DEMO_REFERRALS: Record<string, { referrer: string; referees: string[] }> = {
  TIGER: {
    referrer: 'demo01',
    referees: ['player04', 'player05', 'player11', 'player12', 'player13', 'player14'],
  },
};

export interface ReferralSeedBrand {
  id: number;
  code: string;
  currency: string;
  exponent: number;
  settings: TBrandSettings;
  defaultLanguage: LanguageCode;
}

type Step =
  | { at: Date; kind: 'deposit'; id: bigint; amount: bigint }
  | { at: Date; kind: 'bet'; id: bigint; validBet: bigint; category: string; vendor: string; game: string };

export async function seedDemoReferral(
  db: Db,
  seed: ReferralSeedBrand,
  now: Date,
): Promise<{ linked: number; rewarded: number }> {
  const plan = DEMO_REFERRALS[seed.code];
  if (!plan) return { linked: 0, rewarded: 0 };
  const trx = db as unknown as Trx;
  const brand = {
    id: seed.id,
    code: seed.code,
    currency: seed.currency,
    currencyExponent: seed.exponent,
    settings: { ...seed.settings, loyalty: seed.settings.loyalty ?? DEFAULT_LOYALTY_SETTINGS },
    defaultLanguage: seed.defaultLanguage,
  } as unknown as Brand;
  const referrer = await db
    .selectFrom('members')
    .select(['id'])
    .where('merchant_id', '=', seed.id)
    .where('account', '=', plan.referrer)
    .executeTakeFirst();
  if (!referrer) return { linked: 0, rewarded: 0 };
  const referees = await db
    .selectFrom('members')
    .select(['id', 'account', 'created_at', 'referred_by'])
    .where('merchant_id', '=', seed.id)
    .where('account', 'in', plan.referees)
    .orderBy('created_at')
    .execute();

  const bus = createLocalBus();
  const wallet = new WalletService(db, bus, new SimulatedVendorGateway(db));
  const bonusWallet = new BonusService({ db, events: bus, wallet, now: () => now });
  const referrals = new ReferralService({
    db,
    now: () => now,
    brands: { findById: async () => brand } as unknown as BrandService,
    pay: loyaltyRewardPayer({
      wallet: bonusWallet,
      credit: async () => {
        throw new Error('the demo referral reward is paid in cash');
      },
    }),
  });
  const event = <T extends DeliveredEvent['type']>(type: T, memberId: bigint, payload: unknown, at: Date) =>
    ({
      id: 0n,
      type,
      aggregate: 'member',
      aggregateId: String(memberId),
      merchantId: seed.id,
      payload,
      createdAt: at,
    }) as DeliveredEvent<T>;

  let linked = 0;
  for (const m of referees) {
    // Written once: a referee already linked (or linked to someone else) is left as it is.
    if (m.referred_by !== null && m.referred_by !== referrer.id) continue;
    const known = await trx
      .selectFrom('referrals')
      .select('id')
      .where('referee_id', '=', m.id)
      .executeTakeFirst();
    if (known) continue;
    await trx.updateTable('members').set({ referred_by: referrer.id }).where('id', '=', m.id).execute();
    const row = await referrals.onRegistered(
      trx,
      event(
        'member.registered',
        m.id,
        {
          memberId: String(m.id),
          account: m.account,
          referredBy: String(referrer.id),
          agentId: null,
          method: 'SEED',
          registeredAt: m.created_at.toISOString(),
        },
        m.created_at,
      ),
    );
    if (!row) continue;
    linked += 1;
    // The referee's seeded money, in the order it happened.
    const deposits = await trx
      .selectFrom('deposits')
      .select(['id', 'amount', 'completed_at'])
      .where('merchant_id', '=', seed.id)
      .where('member_id', '=', m.id)
      .where('status', '=', 'CREDITED')
      .where('completed_at', 'is not', null)
      .execute();
    const bets = await trx
      .selectFrom('bets')
      .select(['id', 'valid_bet', 'settled_at', 'category', 'vendor_code', 'game_code'])
      .where('merchant_id', '=', seed.id)
      .where('member_id', '=', m.id)
      .where('status', '=', 'SETTLED')
      .where('settled_at', 'is not', null)
      .execute();
    const steps: Step[] = [
      ...deposits.map(
        (d): Step => ({ at: d.completed_at as Date, kind: 'deposit', id: d.id, amount: d.amount }),
      ),
      ...bets.map(
        (b): Step => ({
          at: b.settled_at as Date,
          kind: 'bet',
          id: b.id,
          validBet: b.valid_bet,
          category: b.category,
          vendor: b.vendor_code,
          game: b.game_code,
        }),
      ),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const s of steps) {
      if (s.kind === 'deposit') {
        await referrals.onDeposit(
          trx,
          event(
            'deposit.credited',
            m.id,
            {
              memberId: String(m.id),
              depositId: String(s.id),
              amount: String(s.amount),
              currency: seed.currency,
              creditedAt: s.at.toISOString(),
            },
            s.at,
          ),
        );
      } else {
        await referrals.onWager(
          trx,
          event(
            'wager.settled',
            m.id,
            {
              memberId: String(m.id),
              betId: String(s.id),
              vendorCode: s.vendor,
              gameCode: s.game,
              category: s.category,
              currency: seed.currency,
              stake: String(s.validBet),
              validBet: String(s.validBet),
              payout: '0',
              winLoss: '0',
              outcome: 'SETTLED',
              placedAt: s.at.toISOString(),
              settledAt: s.at.toISOString(),
            },
            s.at,
          ),
        );
      }
    }
  }
  // What did not qualify within its window has expired by now.
  await referrals.expire(now);
  await bus.close();
  const rewarded = await trx
    .selectFrom('referrals')
    .select('id')
    .where('merchant_id', '=', seed.id)
    .where('referrer_id', '=', referrer.id)
    .where('state', '=', 'REWARDED')
    .execute();
  return { linked, rewarded: rewarded.length };
}
