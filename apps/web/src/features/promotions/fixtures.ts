import type { PromotionAction, PromotionCategory, PromotionState } from '@portal/contracts';
import type {
  TBonusGrant,
  TPromotionCard,
  TPromotionDetail,
  TRaffleView,
  TRebateSummary,
  TRewardCentre,
} from '@portal/contracts/endpoints';

/** A promotion as the list gives it, open to join unless the test says otherwise. */
export const card = (change: Partial<TPromotionCard> = {}): TPromotionCard => ({
  id: '1',
  slug: 'welcome-bonus',
  category: 'NEW_MEMBER' as PromotionCategory,
  title: 'Welcome bonus 100%',
  summary: 'Double your first deposit',
  imageUrl: null,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  trigger: 'DEPOSIT',
  state: 'JOIN' as PromotionState,
  action: 'JOIN' as PromotionAction,
  stateNote: null,
  claimable: null,
  rewardText: '100 % up to 5,000.00, 20× wagering',
  ...change,
});

export const grant = (change: Partial<TBonusGrant> = {}): TBonusGrant => ({
  id: '70',
  promotionId: '1',
  title: 'Welcome bonus 100%',
  state: 'ACTIVE',
  endReason: null,
  amount: '500.00',
  balance: '420.00',
  wagerRequired: '10000.00',
  wagered: '2500.00',
  progressBps: 2500,
  maxBet: '50.00',
  maxConversion: '2000.00',
  converted: null,
  removed: null,
  contributions: { RNG: 10_000, LIVE: 1000, LOTT: 0 },
  grantedAt: '2026-03-10T10:00:00.000Z',
  activatedAt: '2026-03-10T10:00:00.000Z',
  expiresAt: new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000).toISOString(),
  endedAt: null,
  ...change,
});

export const detail = (change: Partial<TPromotionDetail> = {}): TPromotionDetail => ({
  card: card(),
  body: '<p>Deposit and get the same again.</p>',
  terms: '<p>One per household.</p>',
  bonusTerms: {
    wagerMultiplier: 20,
    wagerBase: 'BONUS',
    expiryDays: 14,
    maxBet: '50.00',
    maxConversion: '0',
  },
  contributions: { RNG: 10_000, LIVE: 1000, LOTT: 0 },
  applications: [],
  grants: [],
  ...change,
});

export const centre = (change: Partial<TRewardCentre> = {}): TRewardCentre => ({
  currency: 'BDT',
  bonusBalance: '420.00',
  active: grant(),
  queued: [],
  claimable: [],
  badge: 0,
  rebate: null,
  ...change,
});

export const raffle = (change: Partial<TRaffleView> = {}): TRaffleView => ({
  promotionId: '9',
  title: 'Weekly raffle',
  joined: false,
  current: {
    id: '300',
    period: '2026-W11',
    opensAt: '2026-03-09T00:00:00.000Z',
    drawsAt: new Date(Date.now() + 86_400_000).toISOString(),
    state: 'OPEN',
    seedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: null,
    tickets: 120,
    winners: [],
  },
  myTickets: 0,
  prizes: ['1000.00', '500.00'],
  past: [
    {
      id: '299',
      period: '2026-W10',
      opensAt: '2026-03-02T00:00:00.000Z',
      drawsAt: '2026-03-09T00:00:00.000Z',
      state: 'DRAWN',
      seedHash: 'b'.repeat(64),
      serverSeed: 'c'.repeat(64),
      clientSeed: 'd'.repeat(64),
      tickets: 80,
      winners: [{ rank: 1, name: 'ab***9', ticket: 17, prize: '1000.00' }],
    },
  ],
  ...change,
});

export const rebateSummary = (change: Partial<TRebateSummary> = {}): TRebateSummary => ({
  currency: 'BDT',
  since: '2026-03-01T00:00:00.000Z',
  lines: [
    { category: 'RNG', validBet: '10000.00', rateBps: 80, amount: '80.00' },
    { category: 'LIVE', validBet: '2000.00', rateBps: 50, amount: '10.00' },
  ],
  total: '90.00',
  minClaim: '100.00',
  canClaim: false,
  ...change,
});
