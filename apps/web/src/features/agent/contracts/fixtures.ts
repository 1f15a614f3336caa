import type {
  TBill,
  TContract,
  TContractInfo,
  TContractPage,
  TContractTier,
} from '@portal/contracts/endpoints';

/** Test data of agent contracts, as the server answers them (decimal text, rates in basis points). */

export const tier = (threshold: string, activeMembers: number, rateBps: number, minValidBet = '0.00') => ({
  threshold,
  minValidBet,
  activeMembers,
  rateBps,
});

/** The brand's default daily salary template (0.3 % to 1.2 %). */
export const DAILY_TIERS: TContractTier[] = [
  tier('10000.00', 3, 30),
  tier('50000.00', 5, 50),
  tier('200000.00', 10, 80),
  tier('500000.00', 20, 120),
];

export const contract = (change: Partial<TContract> = {}): TContract => ({
  id: '501',
  type: 'DAILY_SALARY',
  period: 'D',
  mode: 'FIXED',
  state: 'VALID',
  endReason: null,
  upline: { id: '10', account: 'boss01', nickname: 'Big Boss' },
  agent: { id: '20', account: 'agent01', nickname: null },
  tiers: DAILY_TIERS,
  offeredAt: '2026-11-01T04:00:00.000Z',
  offerExpiresAt: '2026-11-08T04:00:00.000Z',
  decidedAt: '2026-11-01T05:00:00.000Z',
  effectiveFrom: '2026-11-01T05:00:00.000Z',
  endedAt: null,
  replacesId: null,
  ...change,
});

export const info = (change: Partial<TContractInfo> = {}): TContractInfo => ({
  enabled: true,
  dailysalreqtype: 'VALID',
  divtypereq: 'NONE',
  contracthoursalreq: 'NONE',
  realtimesalreqtype: 'NONE',
  dailySalary: true,
  hourSalary: false,
  salary: false,
  enableCt: false,
  pendingOffers: 0,
  currency: 'BDT',
  exponent: 2,
  types: [
    {
      type: 'DAILY_SALARY',
      enabled: true,
      mode: 'FIXED',
      maxRateBps: 200,
      periods: ['D'],
      template: [tier('10000.00', 3, 30), tier('50000.00', 5, 60)],
    },
  ],
  ...change,
});

export const contractPage = (change: Partial<TContractPage> = {}): TContractPage => ({
  type: 'DAILY_SALARY',
  currency: 'BDT',
  exponent: 2,
  current: contract(),
  offer: null,
  history: [],
  downline: [],
  canOffer: true,
  targets: [
    { id: '30', account: 'subagent01', nickname: 'Sub One', contract: 'NONE' },
    { id: '31', account: 'subagent02', nickname: null, contract: 'VALID' },
  ],
  nextPeriod: { key: '2026-11-26', start: '2026-11-25T18:00:00.000Z', end: '2026-11-26T18:00:00.000Z' },
  ...change,
});

export const bill = (change: Partial<TBill> = {}): TBill => ({
  id: '9001',
  contractId: '501',
  type: 'DAILY_SALARY',
  period: '2026-11-24',
  periodStart: '2026-11-23T18:00:00.000Z',
  periodEnd: '2026-11-24T18:00:00.000Z',
  revision: 0,
  agent: { id: '20', account: 'agent01' },
  payer: { id: '10', account: 'boss01' },
  figures: {
    basis: '60000.00',
    validBet: '60000.00',
    activeMembers: 6,
    teamProfitLoss: '-1500.00',
    carriedIn: '0.00',
    carryOut: '0.00',
  },
  tier: 1,
  rateBps: 50,
  gross: '300.00',
  downlinePaid: '120.00',
  levelDifference: '180.00',
  amount: '300.00',
  paid: '300.00',
  state: 'PAID',
  flags: [],
  createdAt: '2026-11-24T18:15:00.000Z',
  paidAt: '2026-11-24T18:15:03.000Z',
  decisionNote: null,
  ...change,
});
