import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { Subscriber } from '../../platform/outbox/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { creditedDepositsPerMember } from '../payments/team-figures.ts';
import type { RewardWallet } from './loyalty-rewards.ts';
import { PointsConsole } from './points.console.ts';
import { registerPointsRoutes } from './points.routes.ts';
import { type MultiplierBps, PointsService, type PointsWallet } from './points.service.ts';

/**
 * Points and the points mall (issue 19; ADR 0040; flag PTSYS3): the lowest of the loyalty modules.
 * It publishes `credit` (points-port.ts) for VIP, missions and referral, earns from settled bets
 * (subscriber `points.earn`), converts through the wallet's payCash and pays the mall's vouchers
 * and bonuses through the wallet's payCash and grantBonus. The VIP multiplier is a port
 * (`multiplierBps`) handed in at wiring.
 */
export function createPointsModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    /** The wallet's bonus service: payCash and grantBonus. */
    bonuses: Pick<PointsWallet, 'payCash'> & Pick<RewardWallet, 'grantBonus'>;
    /** The wallet's balance notices. */
    wallet: { publishBalances(brand: Brand, memberIds: bigint[]): Promise<void> };
    inbox: InboxService;
    operatorReader: OperatorReader;
    multiplierBps: MultiplierBps;
  },
) {
  const { db, now, events, checkResponses } = platform;
  const wallet: PointsWallet & Pick<RewardWallet, 'grantBonus'> = {
    payCash: (trx, brand, input) => deps.bonuses.payCash(trx, brand, input),
    grantBonus: (trx, brand, input) => deps.bonuses.grantBonus(trx, brand, input),
    publishBalances: (brand, memberIds) => deps.wallet.publishBalances(brand, memberIds),
  };
  const points = new PointsService({
    db,
    now,
    events,
    brands: deps.brands,
    wallet,
    multiplierBps: deps.multiplierBps,
    deposits: async (brand, memberId) => {
      const far = new Date(now().getTime() + 86_400_000);
      const rows = await creditedDepositsPerMember(
        db,
        { merchantId: brand.id, memberId },
        { from: new Date(0), to: far },
      );
      return BigInt(rows[0]?.amount ?? '0');
    },
  });
  const pointsConsole = new PointsConsole({
    db,
    now,
    events,
    brands: deps.brands,
    points,
    wallet,
    inbox: deps.inbox,
  });
  // Earning starts with the bets settled after the first run: turning points on never pays history.
  const earn: Subscriber<'wager.settled'> = {
    name: 'points.earn',
    types: ['wager.settled'],
    startFrom: 'now',
    handle: (trx, event) => points.onWager(trx, event),
  };
  return defineModule({
    name: 'points',
    services: { points, pointsConsole, creditPoints: points.credit },
    subscribers: [earn as Subscriber],
    register(app) {
      registerPointsRoutes(app, {
        points,
        console: pointsConsole,
        operators: deps.operatorReader,
        payloadKey: platform.payloadKey,
        now,
        checkResponses,
      });
    },
  });
}

export type PointsModule = ReturnType<typeof createPointsModule>;
