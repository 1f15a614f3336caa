import { z } from 'zod';
import {
  BILL_FLAGS,
  BILL_STATES,
  CONTRACT_ACTIONS,
  CONTRACT_END_REASONS,
  CONTRACT_MODES,
  CONTRACT_PERIODS,
  CONTRACT_STATES,
  CONTRACT_TYPES,
  DIVIDEND_PERIODS,
  FULL_RATE_BPS,
  MAX_TIERS,
} from '../agent-contracts.ts';
import { ZContractSettings } from '../brand.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ZAmount, ZId, ZRequestId } from '../wallet.schemas.ts';
import { ADMIN_CONTRACT_ROUTES, AGENT_CONTRACT_ROUTES } from './agent-contracts.routes.ts';
import { ZMoney } from './wallet.ts';

/**
 * Agent contracts (issue 17; ADR 0038): dividend, daily, hourly and real-time salary between an
 * upline and a direct downline agent, with offers, bills and exactly-once settlement. Money is
 * decimal text in the brand currency's exponent; a rate is in basis points (750 = 7.5 %).
 */

export const ZContractType = z.enum(CONTRACT_TYPES);
export const ZDividendPeriod = z.enum(DIVIDEND_PERIODS);

/** One tier as sent and answered: amounts are decimal text, the rate basis points. */
export const ZContractTier = z.strictObject({
  /** Least basis (team loss for a dividend, team valid bet for a salary) that reaches the tier. */
  threshold: ZAmount,
  /** Least team valid bet of the period (dividends; "0" for salaries). */
  minValidBet: ZAmount,
  /** Least active members of the period. */
  activeMembers: z.number().int().min(0).max(1_000_000),
  rateBps: z.number().int().min(1).max(FULL_RATE_BPS),
});
export type TContractTier = z.infer<typeof ZContractTier>;

const ZParty = z.strictObject({ id: z.string(), account: z.string(), nickname: z.string().nullable() });

export const ZContract = z.strictObject({
  id: z.string(),
  type: ZContractType,
  period: z.enum(CONTRACT_PERIODS),
  mode: z.enum(CONTRACT_MODES),
  state: z.enum(CONTRACT_STATES),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** Who pays: the direct upline, or null when the brand itself contracts a top agent. */
  upline: ZParty.nullable(),
  agent: ZParty,
  tiers: z.array(ZContractTier),
  offeredAt: z.string(),
  /** An offer not answered by then expires. */
  offerExpiresAt: z.string(),
  decidedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The contract this offer replaces once accepted (the agent's VALID one of the type). */
  replacesId: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContract>;

/** What accepting an offer would end: downline contracts that pay more than the new terms allow. */
const ZCascadeItem = z.strictObject({ contractId: z.string(), account: z.string(), type: ZContractType });
export type TCascadeItem = z.infer<typeof ZCascadeItem>;

/** Per type: 'NONE', an offer waiting for my answer, or a contract in effect. */
const ZReqType = z.enum(['NONE', 'OFFERED', 'VALID']);

export const ZContractTypeInfo = z.strictObject({
  type: ZContractType,
  /** The brand offers this type. */
  enabled: z.boolean(),
  mode: z.enum(CONTRACT_MODES),
  maxRateBps: z.number().int(),
  /** Periods an offer may choose (dividend) or the type's own period. */
  periods: z.array(z.enum(CONTRACT_PERIODS)),
  /** The brand's template: where the tier editor starts. */
  template: z.array(ZContractTier),
});
export type TContractTypeInfo = z.infer<typeof ZContractTypeInfo>;

/** Spec section 3, "Consolidated contract info", plus what the pages and the popup need. */
export const ZContractInfo = z.strictObject({
  /** AGENTPOLICY3 is on and the caller is an agent. */
  enabled: z.boolean(),
  dailysalreqtype: ZReqType,
  divtypereq: ZReqType,
  contracthoursalreq: ZReqType,
  realtimesalreqtype: ZReqType,
  /** The agent menu's pages: a contract of the type in effect, or one given to a downline. */
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  /** Real-time salary (agentRealtimeSalary). */
  salary: z.boolean(),
  /** Dividend (agentDividendRecordCopy2). */
  enableCt: z.boolean(),
  /** Offers waiting for my answer (the contract popup opens when above 0). */
  pendingOffers: z.number().int(),
  currency: z.string(),
  exponent: z.number().int(),
  types: z.array(ZContractTypeInfo),
});
export type TContractInfo = z.infer<typeof ZContractInfo>;

export const ZContractOffers = z.strictObject({
  offers: z.array(
    z.strictObject({
      offer: ZContract,
      /** My contract of the same type in effect now (the offer replaces it). */
      current: ZContract.nullable(),
      /** Accepting ends these downline contracts of mine (asks agreeCascade). */
      cascade: z.array(ZCascadeItem),
    }),
  ),
});
export type TContractOffers = z.infer<typeof ZContractOffers>;

export const ZProcessContract = z.strictObject({
  contractId: ZId,
  action: z.enum(CONTRACT_ACTIONS),
  /** Accepting terms lower than a downline contract of mine: I agree that it ends. */
  agreeCascade: z.boolean().default(false),
});
export const ZProcessResult = z.strictObject({
  contract: ZContract,
  /** Downline contracts that ended with this answer (the cascade). */
  ended: z.array(ZCascadeItem),
});
export type TProcessResult = z.infer<typeof ZProcessResult>;

export const ZContractPageQuery = z.strictObject({ type: ZContractType });

/** A direct downline agent I may offer a contract of the type to. */
const ZOfferTarget = z.strictObject({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Its contract of the type from me: in effect, offered, or none. */
  contract: ZReqType,
});

export const ZContractPage = z.strictObject({
  type: ZContractType,
  currency: z.string(),
  exponent: z.number().int(),
  /** Mine in effect. */
  current: ZContract.nullable(),
  /** Waiting for my answer. */
  offer: ZContract.nullable(),
  /** My earlier contracts of the type, newest first (at most 20). */
  history: z.array(ZContract),
  /** Contracts of the type I gave my direct downline (in effect and offered; ended in the last 90 days). */
  downline: z.array(ZContract),
  /** I hold a contract of the type in effect, so I may offer it to my direct downline agents. */
  canOffer: z.boolean(),
  targets: z.array(ZOfferTarget),
  /** The period a bill is settled for next ([start, end) and its key), in the brand's clock. */
  nextPeriod: z.strictObject({ key: z.string(), start: z.string(), end: z.string() }).nullable(),
});
export type TContractPage = z.infer<typeof ZContractPage>;

const ZOfferFields = {
  /** The direct downline agent's account. */
  agent: z.string().trim().toLowerCase().min(1).max(64),
  type: ZContractType,
  /** A dividend's period (default W); salaries have their own. */
  period: ZDividendPeriod.optional(),
  tiers: z.array(ZContractTier).min(1).max(MAX_TIERS),
};
export const ZContractOffer = z.strictObject({ ...ZOfferFields, requestId: ZRequestId });
export const ZContractPreviewRequest = z.strictObject(ZOfferFields);

/** A team's figures of one settled period, as a bill keeps them. */
export const ZBillFigures = z.strictObject({
  /** What the rates applied to (team loss after carry-forward, or team valid bet). */
  basis: ZMoney,
  validBet: ZMoney,
  activeMembers: z.number().int(),
  /** The members' result (payout − stake, plus rebates and bonuses): negative when the team lost. */
  teamProfitLoss: ZMoney,
  /** A negative dividend basis brought from earlier periods (0 or negative). */
  carriedIn: ZMoney,
  /** What this period leaves for the next (0 or negative). */
  carryOut: ZMoney,
});

const ZSlice = z.strictObject({
  tier: z.number().int(),
  base: ZMoney,
  rateBps: z.number().int(),
  amount: ZMoney,
});

export const ZContractPreview = z.strictObject({
  /** The last settled period of the type, in the brand's clock. */
  period: z.strictObject({ key: z.string(), start: z.string(), end: z.string() }),
  figures: ZBillFigures,
  /** Reached tier (0-based) or -1. */
  tier: z.number().int(),
  amount: ZMoney,
  slices: z.array(ZSlice),
  /** The agent's downline contracts that would end if it accepts. */
  cascade: z.array(ZCascadeItem),
});
export type TContractPreview = z.infer<typeof ZContractPreview>;

export const ZBill = z.strictObject({
  id: z.string(),
  contractId: z.string(),
  type: ZContractType,
  /** The period key (2026-11-24, 2026-W48, 2026-11-H1, 2026-11, 2026-11-24T10, 2026-11-24T10:05). */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** 0: the period's bill; 1…: corrections after a rerun. */
  revision: z.number().int(),
  agent: z.strictObject({ id: z.string(), account: z.string() }),
  /** null: the brand pays. */
  payer: z.strictObject({ id: z.string(), account: z.string() }).nullable(),
  figures: ZBillFigures,
  /** Reached tier (0-based) and its rate, or null. */
  tier: z.number().int().nullable(),
  rateBps: z.number().int().nullable(),
  /** What the contract computes on the figures. */
  gross: ZMoney,
  /** What this agent owes its own downline on their contracts of the type for the same period. */
  downlinePaid: ZMoney,
  /** gross − downlinePaid: what the agent keeps (the level difference). */
  levelDifference: ZMoney,
  /** Due on this bill (a correction: the difference; negative for an OFFSET). */
  amount: ZMoney,
  paid: ZMoney,
  state: z.enum(BILL_STATES),
  flags: z.array(z.enum(BILL_FLAGS)),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** An operator's decision, when there was one. */
  decisionNote: z.string().nullable(),
});
export type TBill = z.infer<typeof ZBill>;

const ZBillTotals = z.strictObject({ amount: ZMoney, paid: ZMoney, count: z.number().int() });

export const ZBillQuery = z
  .strictObject({
    type: ZContractType,
    /** RECEIVED: bills paying me; PAID: bills I pay my downline. */
    side: z.enum(['RECEIVED', 'PAID']).default('RECEIVED'),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    account: z.string().trim().toLowerCase().min(1).max(64).optional(),
    ...ZPageQuery,
  })
  .refine(
    (v) => Date.parse(v.to) >= Date.parse(v.from) && Date.parse(v.to) - Date.parse(v.from) <= 92 * 86_400_000,
    {
      message: 'period',
      path: ['to'],
    },
  );

export const ZBillPage = z.strictObject({ ...zPage(ZBill).shape, totals: ZBillTotals });
export type TBillPage = z.infer<typeof ZBillPage>;

export const ZBillDetail = z.strictObject({
  bill: ZBill,
  mode: z.enum(CONTRACT_MODES),
  tiers: z.array(ZContractTier),
  slices: z.array(ZSlice),
  payments: z.array(z.strictObject({ amount: ZMoney, at: z.string() })),
  /** The bills this agent pays its direct downline for the same period (the level difference). */
  downline: z.array(
    z.strictObject({ billId: z.string(), account: z.string(), amount: ZMoney, state: z.enum(BILL_STATES) }),
  ),
});
export type TBillDetail = z.infer<typeof ZBillDetail>;

const ZIdParams = z.strictObject({ id: ZId });

export const agentContractEndpoints = {
  info: endpoint({
    ...AGENT_CONTRACT_ROUTES.info,
    summary:
      'Consolidated contract info (spec: dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype; flags dailySalary, hourSalary, salary, enableCt), pending offers and the brand’s contract types.',
    response: ZContractInfo,
  }),
  offers: endpoint({
    ...AGENT_CONTRACT_ROUTES.offers,
    summary: 'Offers from my upline waiting for my answer (the contract popup), with what each would end.',
    response: ZContractOffers,
  }),
  processDividend: endpoint({
    ...AGENT_CONTRACT_ROUTES.processDividend,
    summary:
      'Accept or reject a dividend offer, or terminate my dividend contract (spec MCS2 processDividendReq).',
    body: ZProcessContract,
    response: ZProcessResult,
  }),
  processDailySalary: endpoint({
    ...AGENT_CONTRACT_ROUTES.processDailySalary,
    summary: 'Accept, reject or terminate a daily salary contract (spec MCS2 processDailySalContract).',
    body: ZProcessContract,
    response: ZProcessResult,
  }),
  processHourlySalary: endpoint({
    ...AGENT_CONTRACT_ROUTES.processHourlySalary,
    summary: 'Accept, reject or terminate an hourly salary contract (spec MCS2 processContractHourSalary).',
    body: ZProcessContract,
    response: ZProcessResult,
  }),
  processRealtimeSalary: endpoint({
    ...AGENT_CONTRACT_ROUTES.processRealtimeSalary,
    summary:
      'Accept, reject or terminate a real-time salary contract (spec MCSFE processRealTimeSalaryContract).',
    body: ZProcessContract,
    response: ZProcessResult,
  }),
  page: endpoint({
    ...AGENT_CONTRACT_ROUTES.page,
    summary:
      'A contract page: my contract of the type, its history, the contracts I gave my downline and whom I may offer one.',
    query: ZContractPageQuery,
    response: ZContractPage,
  }),
  offer: endpoint({
    ...AGENT_CONTRACT_ROUTES.offer,
    summary:
      'Offer a contract to a direct downline agent (replaces an unanswered offer of the type); never above my own contract’s rates; idempotent by request id.',
    body: ZContractOffer,
    response: ZContract,
  }),
  preview: endpoint({
    ...AGENT_CONTRACT_ROUTES.preview,
    summary:
      "What an offer would have paid on the downline agent's last settled period, and what it would end.",
    body: ZContractPreviewRequest,
    response: ZContractPreview,
  }),
  withdraw: endpoint({
    ...AGENT_CONTRACT_ROUTES.withdraw,
    summary: 'Withdraw an offer I made that was not answered yet.',
    params: ZIdParams,
    response: ZContract,
  }),
  bills: endpoint({
    ...AGENT_CONTRACT_ROUTES.bills,
    summary: 'Contract records: bills of a type paid to me, or that I pay my downline, in a period.',
    query: ZBillQuery,
    response: ZBillPage,
  }),
  bill: endpoint({
    ...AGENT_CONTRACT_ROUTES.bill,
    summary: 'One bill with its figures, tiers, slices, payments and the level difference.',
    params: ZIdParams,
    response: ZBillDetail,
  }),
  collect: endpoint({
    ...AGENT_CONTRACT_ROUTES.collect,
    summary: 'Collect a bill awaiting collection (brands that pay on collection); idempotent.',
    params: ZIdParams,
    response: z.strictObject({ bill: ZBill, balance: ZMoney }),
  }),
} as const;

// The console.

export const ZAdminContract = z.strictObject({
  ...ZContract.shape,
  offeredByOperator: z.string().nullable(),
  /** The operator's note when an operator ended it. */
  endNote: z.string().nullable(),
});
export type TAdminContract = z.infer<typeof ZAdminContract>;

export const ZAdminContractQuery = z.strictObject({
  type: ZContractType.optional(),
  state: z.enum(CONTRACT_STATES).optional(),
  /** The agent's or the upline's account. */
  account: z.string().trim().toLowerCase().min(1).max(64).optional(),
  ...ZPageQuery,
});

export const ZAdminContractOffer = z.strictObject({ ...ZOfferFields, requestId: ZRequestId });
export const ZAdminTerminate = z.strictObject({ note: z.string().trim().min(1).max(500) });

export const ZAdminBillQuery = z.strictObject({
  type: ZContractType.optional(),
  state: z.enum(BILL_STATES).optional(),
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  account: z.string().trim().toLowerCase().min(1).max(64).optional(),
  period: z.string().max(20).optional(),
  ...ZPageQuery,
});

export const ZBillDecision = z.strictObject({
  decision: z.enum(['APPROVE', 'DENY']),
  note: z.string().trim().min(1).max(500),
});

export const ZContractRun = z.strictObject({
  job: z.string(),
  type: ZContractType,
  period: z.string(),
  state: z.enum(['running', 'done', 'failed', 'dead']),
  attempts: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: z.record(z.string(), z.number()),
  error: z.string().nullable(),
});
export type TContractRun = z.infer<typeof ZContractRun>;

export const ZContractRunQuery = z.strictObject({ type: ZContractType.optional(), ...ZPageQuery });

export const ZRerun = z.strictObject({
  type: ZContractType,
  /** The period key, as the runs list shows it. */
  period: z.string().trim().min(4).max(20),
});
export const ZRerunResult = z.strictObject({
  /** Bills the rerun looked at (contracts in effect at the period's end). */
  bills: z.number().int(),
  /** Correction bills written (0 when the figures had not changed). */
  corrections: z.number().int(),
});

/** The brand's contract settings as the console edits them (amounts are minor units of the currency). */
export const ZContractSettingsView = z.strictObject({
  settings: ZContractSettings,
  currency: z.string(),
  currencyExponent: z.number().int(),
});
export type TContractSettingsView = z.infer<typeof ZContractSettingsView>;

export const adminContractEndpoints = {
  list: endpoint({
    ...ADMIN_CONTRACT_ROUTES.list,
    summary: 'All agent contracts of the brand, filtered by type, state and account.',
    query: ZAdminContractQuery,
    response: zPage(ZAdminContract),
  }),
  offer: endpoint({
    ...ADMIN_CONTRACT_ROUTES.offer,
    summary: 'Offer a contract paid by the brand to a top agent (an agent without an agent above it).',
    body: ZAdminContractOffer,
    response: ZAdminContract,
  }),
  terminate: endpoint({
    ...ADMIN_CONTRACT_ROUTES.terminate,
    summary: 'End a contract (or withdraw an offer); downline contracts of the type below it end too.',
    params: ZIdParams,
    body: ZAdminTerminate,
    response: ZAdminContract,
  }),
  bills: endpoint({
    ...ADMIN_CONTRACT_ROUTES.bills,
    summary: 'All bills, filtered by type, state, abuse flags, account and period, with totals.',
    query: ZAdminBillQuery,
    response: ZBillPage,
  }),
  bill: endpoint({
    ...ADMIN_CONTRACT_ROUTES.bill,
    summary: 'One bill in full.',
    params: ZIdParams,
    response: ZBillDetail,
  }),
  decide: endpoint({
    ...ADMIN_CONTRACT_ROUTES.decide,
    summary: 'Approve (then pay) or deny a bill waiting for approval.',
    params: ZIdParams,
    body: ZBillDecision,
    response: ZBill,
  }),
  runs: endpoint({
    ...ADMIN_CONTRACT_ROUTES.runs,
    summary: 'Settlement runs of the brand (one per type and period), newest first.',
    query: ZContractRunQuery,
    response: zPage(ZContractRun),
  }),
  rerun: endpoint({
    ...ADMIN_CONTRACT_ROUTES.rerun,
    summary:
      'Settle a finished period again: where the figures changed a correction bill is written; a rerun that finds nothing new writes nothing.',
    body: ZRerun,
    response: ZRerunResult,
  }),
  settings: endpoint({
    ...ADMIN_CONTRACT_ROUTES.settings,
    summary:
      "The brand's contract settings (settings.contracts; the defaults where a brand has not set them): the console's brand settings section.",
    response: ZContractSettingsView,
  }),
  setSettings: endpoint({
    ...ADMIN_CONTRACT_ROUTES.setSettings,
    summary:
      "Replaces the brand's contract settings (templates, clock, approval, collection, abuse thresholds); audited with before and after, and every node drops its cached brand. Contracts already made keep their copied terms.",
    body: ZContractSettings,
    response: ZContractSettingsView,
  }),
} as const;
