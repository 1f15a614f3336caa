import type { TBonusGrant, TRewardHistoryItem } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandMoney, BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { BonusPort, GrantBonusInput, MemberTags, PayCashInput, UploadClaims } from './ports.ts';
import { configOf } from './promotion-rules.ts';
import {
  cashbackPeriodJobs,
  claimExpiryJob,
  PromotionTriggers,
  triggerSubscribers,
} from './promotion-triggers.ts';
import { PromotionConsole } from './promotions.console.ts';
import * as repo from './promotions.repository.ts';
import { registerPromotionRoutes } from './promotions.routes.ts';
import { PromotionService } from './promotions.service.ts';
import { raffleParts } from './raffle/raffle.parts.ts';
import { rebateParts } from './rebate/rebate.parts.ts';

/** The reward history's line for a rebate claim. */
const REBATE_TITLE = { en: 'Rebate', bn: 'রিবেট' };

/** The wallet's bonus service as the promotions call it (wallet/bonus.service.ts BonusService). */
export interface BonusWallet {
  grantBonus(trx: Trx, brand: Brand, input: GrantBonusInput): Promise<TBonusGrant>;
  payCash(trx: Trx, brand: BrandMoney, input: PayCashInput): Promise<bigint>;
  activeAndQueued(
    db: Db | Trx | undefined,
    brand: Brand,
    memberId: bigint,
  ): Promise<{ active: TBonusGrant | null; queued: TBonusGrant[] }>;
  bonusBalance(db: Db | Trx, brand: Brand, memberId: bigint): Promise<bigint>;
  promotionFigures(
    db: Db | Trx,
    brand: Pick<Brand, 'id'>,
    from: Date,
    to: Date,
  ): Promise<Awaited<ReturnType<BonusPort['promotionFigures']>>>;
}

/** The port over the wallet's bonus service. */
export function bonusPortOf(bonus: BonusWallet): BonusPort {
  return {
    grantBonus: (trx, brand, input) => bonus.grantBonus(trx, brand, input),
    payCash: (trx, brand, input) => bonus.payCash(trx, brand, input),
    activeAndQueued: async (db, brand, memberId) => {
      const r = await bonus.activeAndQueued(db, brand, memberId);
      return { active: r.active, queued: r.queued };
    },
    bonusBalance: (db, brand, memberId) => bonus.bonusBalance(db, brand, memberId),
    promotionFigures: (db, merchantId, from, to) => bonus.promotionFigures(db, { id: merchantId }, from, to),
  };
}

/**
 * Promotions (issue 18; ADR 0039): what operators write, who joined, the entitlements (the
 * exactly-once key of every reward), the applications, and the triggers that make members
 * qualify; the raffle (raffle/) and the manual rebate (rebate/) add their parts. Above the
 * wallet (whose bonus wallet pays the rewards) and payments (whose uploads hold the
 * applications' images), beside the game modules.
 */
export function createPromotionsModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    wallet: WalletService;
    bonuses: BonusWallet;
    uploads: UploadClaims;
    inbox: InboxService;
    operatorReader: OperatorReader;
    /** The member-ops' tags of a member (TAGS audiences); none when absent. */
    memberTags?: MemberTags | undefined;
    /** The vip module's ports (issue 19): VIP_LEVELS audiences and the manual rebate's extra rate. */
    vip?:
      | {
          levelOf: (db: Db | Trx, brand: Brand, memberId: bigint) => Promise<number>;
          rebateExtraBps: (trx: Trx, brand: Brand, memberId: bigint) => Promise<number>;
        }
      | undefined;
  },
) {
  const { db, now, events, checkResponses } = platform;
  const bonus = bonusPortOf(deps.bonuses);
  const promotions = new PromotionService({
    db,
    now,
    events,
    brands: deps.brands,
    wallet: deps.wallet,
    bonus,
    uploads: deps.uploads,
    memberTags: deps.memberTags ?? (async () => []),
    vipLevel: deps.vip?.levelOf,
  });
  const triggers = new PromotionTriggers({ promotions, brands: deps.brands });
  const promotionConsole = new PromotionConsole({
    db,
    brands: deps.brands,
    promotions,
    bonus,
    uploads: deps.uploads,
    inbox: deps.inbox,
    now,
  });
  // The raffle's part (raffle/): its service, jobs, ticket subscribers, draw period job, routes.
  const raffle = raffleParts(platform, {
    brands: deps.brands,
    wallet: deps.wallet,
    operatorReader: deps.operatorReader,
    payCash: (trx, brand, input) => deps.bonuses.payCash(trx, brand, { metadata: {}, ...input }),
    mayJoin: (trx, brand, promotionId, memberId) =>
      mayTakePart(promotions, trx, brand, promotionId, memberId),
  });
  promotions.useTickets((trx, brand, input) =>
    raffle.services.raffle.addTickets(trx, brand, { ...input, source: 'PROMOTION' }).then(() => undefined),
  );
  // The manual rebate's part (rebate/, flag MANPLAYREB3): accruals, claims, routes.
  const rebate = rebateParts(platform, {
    brands: deps.brands,
    wallet: deps.wallet,
    payCash: (trx, brand, input) => deps.bonuses.payCash(trx, brand, { metadata: {}, ...input }),
    extraBps: deps.vip?.rebateExtraBps,
  });
  promotions.useRebate((brand, memberId) => rebate.services.rebate.unclaimed(brand, memberId));
  // The reward history's raffle prizes and rebate claims.
  promotions.useHistory(async (brand, language, memberId, kind, want) => {
    const items: TRewardHistoryItem[] = [];
    let total = 0;
    if (kind === undefined || kind === 'RAFFLE_PRIZE') {
      const prizes = await raffle.services.raffle.prizesOf(brand, memberId, 1000);
      const titles = await promotions.titles(
        brand,
        language,
        prizes.map((p) => BigInt(p.promotionId)),
      );
      total += prizes.length;
      for (const p of prizes.slice(0, want))
        items.push({
          id: `prize:${p.id}`,
          kind: 'RAFFLE_PRIZE',
          title: titles.get(p.promotionId) ?? '',
          amount: moneyText(brand, p.amount),
          tickets: null,
          state: 'PAID',
          at: p.at.toISOString(),
        });
    }
    if ((kind === undefined || kind === 'REBATE') && brand.flags.MANPLAYREB3) {
      const page = await rebate.services.rebate.history(brand, memberId, {
        pageNo: 1,
        pageSize: Math.max(1, want),
      });
      total += page.total;
      for (const c of page.list)
        items.push({
          id: `rebate:${c.id}`,
          kind: 'REBATE',
          title: REBATE_TITLE[language === 'bn' ? 'bn' : 'en'],
          amount: c.amount,
          tickets: null,
          state: 'PAID',
          at: c.createdAt,
        });
    }
    return { total, items };
  });
  const parts = [raffle, rebate];
  return defineModule({
    name: 'promotions',
    services: {
      promotions,
      promotionTriggers: triggers,
      promotionConsole,
      ...raffle.services,
      ...rebate.services,
    },
    jobs: [claimExpiryJob({ db, now }), ...parts.flatMap((p) => p.jobs)],
    subscribers: [
      ...triggerSubscribers({ triggers, promotions, brands: deps.brands, wallet: deps.wallet, events }),
      ...parts.flatMap((p) => p.subscribers),
    ],
    periodJobs: [
      ...cashbackPeriodJobs({ db, brands: deps.brands, triggers, promotions }),
      ...parts.flatMap((p) => p.periodJobs),
    ],
    register(app) {
      registerPromotionRoutes(app, {
        promotions,
        console: promotionConsole,
        operators: deps.operatorReader,
        checkResponses,
      });
      for (const part of parts) part.register(app);
    },
  });
}

/** Whether a member may take part in a promotion (its audience): the raffle's join rule. */
export async function mayTakePart(
  promotions: PromotionService,
  trx: Trx,
  brand: Brand,
  promotionId: bigint,
  memberId: bigint,
): Promise<boolean> {
  const row = await repo.findPromotion(trx, brand.id, promotionId);
  if (!row) return false;
  const member = await promotions.member(trx, brand, memberId).catch(() => null);
  if (!member) return false;
  return promotions.inAudience(trx, brand, configOf(row), member);
}

export type PromotionsModule = ReturnType<typeof createPromotionsModule>;
