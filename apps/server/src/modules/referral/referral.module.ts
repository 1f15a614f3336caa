import type { Db } from '../../db/database.ts';
import type { Job } from '../../platform/jobs.ts';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { Subscriber } from '../../platform/outbox/index.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { maskAccount } from '../games/catalogue.service.ts';
import { findMemberById } from '../member/members.ts';
import { loyaltyRewardPayer, type RewardWallet, rewardText } from '../points/loyalty-rewards.ts';
import type { CreditPoints } from '../points/points-port.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { ReferralConsole } from './referral.console.ts';
import { registerReferralRoutes } from './referral.routes.ts';
import { ReferralService } from './referral.service.ts';
import { referralTexts } from './referral-texts.ts';

/**
 * Referral (issue 19; ADR 0040): above the wallet (whose payCash and bonus wallet pay the
 * rewards) and the points (whose credit pays them in points, handed in at wiring), beside the
 * promotions. Its subscribers link referees and count their deposits and bets; a job expires
 * what did not qualify in time.
 */
export function createReferralModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    wallet: WalletService;
    bonuses: RewardWallet;
    /** The points module's credit (points.services.points.credit); a POINTS reward needs it. */
    credit: CreditPoints;
    inbox: InboxService;
    operatorReader: OperatorReader;
  },
) {
  const { db, now, events, checkResponses } = platform;
  const referrals = new ReferralService({
    db,
    now,
    brands: deps.brands,
    pay: loyaltyRewardPayer({ wallet: deps.bonuses, credit: deps.credit }),
  });
  const referralConsole = new ReferralConsole({ db, brands: deps.brands, referrals, events, now });
  return defineModule({
    name: 'referral',
    services: { referrals, referralConsole },
    jobs: [referralExpiryJob({ referrals, now })],
    subscribers: referralSubscribers({
      referrals,
      brands: deps.brands,
      wallet: deps.wallet,
      inbox: deps.inbox,
    }),
    register(app) {
      registerReferralRoutes(app, {
        referrals,
        console: referralConsole,
        operators: deps.operatorReader,
        checkResponses,
      });
    },
  });
}

/** Referrals whose window closed without qualifying become EXPIRED (one conditional statement). */
export function referralExpiryJob(deps: { referrals: ReferralService; now: () => Date }): Job {
  return { name: 'referral-expiry', everyMs: 60_000, run: () => deps.referrals.expire(deps.now()) };
}

/**
 * `referral.link` (member.registered), `referral.deposit` (deposit.credited), `referral.wager`
 * (wager.settled): each in the delivery's transaction, so a replayed event changes nothing
 * (the referee's unique row, the deposit kept once, each bet's figure replaced).
 * `referral.notify` (referral.rewarded): the referrer's inbox message, written in the delivery's
 * transaction (once), and their tabs hear their balance (a retry may tell that twice).
 */
export function referralSubscribers(deps: {
  referrals: ReferralService;
  brands: BrandService;
  wallet: WalletService;
  inbox: InboxService;
}): Subscriber[] {
  const link: Subscriber<'member.registered'> = {
    name: 'referral.link',
    types: ['member.registered'],
    async handle(trx, event) {
      await deps.referrals.onRegistered(trx, event);
    },
  };
  const deposit: Subscriber<'deposit.credited'> = {
    name: 'referral.deposit',
    types: ['deposit.credited'],
    async handle(trx, event) {
      await deps.referrals.onDeposit(trx, event);
    },
  };
  const wager: Subscriber<'wager.settled'> = {
    name: 'referral.wager',
    types: ['wager.settled'],
    async handle(trx, event) {
      await deps.referrals.onWager(trx, event);
    },
  };
  const notify: Subscriber<'referral.rewarded'> = {
    name: 'referral.notify',
    types: ['referral.rewarded'],
    async handle(trx, event) {
      const p = event.payload;
      const brand = await deps.brands.findById(event.merchantId, trx);
      if (!brand) return;
      const referrerId = BigInt(p.referrerId);
      const [referrer, referee] = await Promise.all([
        findMemberById(trx as unknown as Db, brand.id, referrerId),
        findMemberById(trx as unknown as Db, brand.id, BigInt(p.refereeId)),
      ]);
      if (!referrer) return;
      // In the delivery's transaction: the message is written once, with its message.sent.
      const texts = referralTexts(referrer.language ?? brand.defaultLanguage);
      const message = texts.rewarded({
        friend: maskAccount(referee?.account ?? ''),
        reward: rewardText(brand, { kind: p.kind, amount: BigInt(p.amount), wagerMultiple: 0 }, texts),
      });
      await deps.inbox.sendIn(trx, {
        merchantId: brand.id,
        memberId: referrerId,
        language: null,
        kind: 'PROMOTION',
        title: message.title,
        content: message.content,
      });
      if (p.kind !== 'POINTS') await deps.wallet.publishBalances(brand, [referrerId], trx);
    },
  };
  return [link as Subscriber, deposit as Subscriber, wager as Subscriber, notify as Subscriber];
}

export type ReferralModule = ReturnType<typeof createReferralModule>;
