import { z } from 'zod';
import { ZPromotionSettings } from '../brand.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { ZLanguageCode } from '../languages.schemas.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  APPLICATION_STATES,
  AUDIENCE_KINDS,
  BONUS_END_REASONS,
  BONUS_STATES,
  CLAIM_LIMITS,
  FULL_BPS,
  PROMOTION_ACTIONS,
  PROMOTION_CATEGORIES,
  PROMOTION_PERIODS,
  PROMOTION_STATES,
  PROMOTION_STATUSES,
  PROMOTION_TRIGGERS,
  REWARD_TYPES,
  WAGER_BASES,
} from '../promotions.ts';
import { ZAmount, ZId, ZRequestId, ZUploadId } from '../wallet.schemas.ts';
import { ADMIN_PROMOTION_ROUTES, PROMOTION_ROUTES } from './promotions.routes.ts';
import { ZMoney } from './wallet.ts';

/**
 * Promotions and bonuses (issue 18; ADR 0039). Money is decimal text in the brand currency's
 * exponent ("1234.50"); rates are basis points; instants are ISO strings.
 */

const ZIdParams = z.strictObject({ id: ZId });
const ZRequest = z.strictObject({ requestId: ZRequestId });
const ZBps = z.number().int().min(0).max(FULL_BPS);

// ---- What a promotion is (the operator writes it; the player reads it) -------------------------

/** One language's text. `body` and `terms` are sanitised HTML. */
export const ZPromotionText = z.strictObject({
  title: z.string().trim().min(1).max(80),
  summary: z.string().trim().max(200),
  body: z.string().max(20_000),
  terms: z.string().max(20_000),
});

export const ZPromotionTrigger = z.strictObject({
  type: z.enum(PROMOTION_TRIGGERS),
  /** DEPOSIT: which deposit counts (1 = first, 2 = second…); null = every deposit. */
  nth: z.number().int().min(1).max(20).nullable(),
  /** DEPOSIT: the least deposit that qualifies. */
  minDeposit: ZAmount,
  /** DEPOSIT: weekdays in the brand's clock (0 Sunday … 6 Saturday); empty = every day. */
  weekdays: z.array(z.number().int().min(0).max(6)).max(7),
  /** PROMO_CODE: the code members enter (letters and digits, compared without case). */
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/)
    .nullable(),
  /** WAGER_VOLUME, NET_LOSS, RAFFLE: the period. */
  period: z.enum(PROMOTION_PERIODS).nullable(),
  /** WAGER_VOLUME: valid bet needed in the period. */
  minValidBet: ZAmount,
  /** NET_LOSS: the least net loss of the period that earns cashback. */
  minLoss: ZAmount,
  /** RAFFLE: one ticket per this much deposited (0: deposits earn none). */
  ticketPerDeposit: ZAmount,
  /** RAFFLE: one ticket per this much valid bet (0: bets earn none). */
  ticketPerValidBet: ZAmount,
  /** Must the member join (Join) before the qualifying deposit or play counts? */
  optIn: z.boolean(),
});
export type TPromotionTrigger = z.infer<typeof ZPromotionTrigger>;

export const ZPromotionReward = z.strictObject({
  type: z.enum(REWARD_TYPES),
  /** PERCENT, CASHBACK: the rate of the basis (deposit, net loss). */
  percentBps: ZBps,
  /** FIXED: the amount; PERCENT, CASHBACK: the cap ("0": none). */
  amount: ZAmount,
  /** RAFFLE_TICKETS: tickets given (also the extra tickets of a raffle's joiners). */
  tickets: z.number().int().min(0).max(1000),
  /** RAFFLE: the prizes by rank (first prize first). */
  prizes: z.array(ZAmount).max(50),
});
export type TPromotionReward = z.infer<typeof ZPromotionReward>;

/** The wagering terms of the bonus a promotion gives; multiplier 0 pays real money. */
export const ZBonusTerms = z.strictObject({
  wagerMultiplier: z.number().min(0).max(100).multipleOf(0.1),
  wagerBase: z.enum(WAGER_BASES),
  expiryDays: z.number().int().min(1).max(365),
  /** Largest stake while the bonus is active ("0": the brand's default). */
  maxBet: ZAmount,
  /** Largest amount that converts to real money ("0": no cap). */
  maxConversion: ZAmount,
});
export type TBonusTerms = z.infer<typeof ZBonusTerms>;

export const ZPromotionLimits = z.strictObject({
  perMember: z.enum(CLAIM_LIMITS),
  /** Once per household: members sharing a sign-up or sign-in IP count as one. */
  household: z.boolean(),
  /** Total the promotion may pay ("0": no budget). */
  budget: ZAmount,
  /** A CLAIM waits this many days before it lapses. */
  claimDays: z.number().int().min(1).max(90),
});
export type TPromotionLimits = z.infer<typeof ZPromotionLimits>;

export const ZAudience = z.strictObject({
  kind: z.enum(AUDIENCE_KINDS),
  /** NEW_MEMBERS: registered at most this many days ago. */
  newWithinDays: z.number().int().min(1).max(365).nullable(),
  /** AGENT_TEAMS: agents' accounts whose whole teams may take part. */
  agents: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(100),
  /** TAGS: members with any of these tags (the member 360 page's tags). */
  tags: z.array(z.string().trim().min(1).max(32)).max(20),
  /** VIP_LEVELS: members at this VIP level or above (issue 19); absent in audiences written before. */
  minVipLevel: z.number().int().min(1).max(99).nullable().optional(),
  /** Always in, always out (accounts). */
  include: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(500),
  exclude: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(500),
});
export type TAudience = z.infer<typeof ZAudience>;

// ---- The player's side ------------------------------------------------------------------------

/** A member's active or queued bonus as the reward centre shows it. */
export const ZBonusGrant = z.strictObject({
  id: z.string(),
  promotionId: z.string().nullable(),
  title: z.string(),
  state: z.enum(BONUS_STATES),
  endReason: z.enum(BONUS_END_REASONS).nullable(),
  amount: ZMoney,
  /** What the bonus wallet holds for it now (ACTIVE only; "0" otherwise). */
  balance: ZMoney,
  wagerRequired: ZMoney,
  wagered: ZMoney,
  /** 0 … 10000 */
  progressBps: z.number().int(),
  maxBet: ZMoney.nullable(),
  maxConversion: ZMoney.nullable(),
  converted: ZMoney.nullable(),
  removed: ZMoney.nullable(),
  /** Contributions as the grant keeps them, for the terms' table: category → bps. */
  contributions: z.record(z.string(), z.number().int()),
  grantedAt: z.string(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type TBonusGrant = z.infer<typeof ZBonusGrant>;

export const ZBonusEntry = z.strictObject({
  kind: z.enum([
    'GRANTED',
    'ACTIVATED',
    'WAGERED',
    'CONVERTED',
    'EXPIRED',
    'FORFEITED',
    'CANCELLED',
    'REMOVED',
  ]),
  amount: ZMoney,
  note: z.string().nullable(),
  at: z.string(),
});
export const ZBonusDetail = z.strictObject({ grant: ZBonusGrant, entries: z.array(ZBonusEntry) });
export type TBonusDetail = z.infer<typeof ZBonusDetail>;

/** One promotion as a member or a visitor sees it in the list. */
export const ZPromotionCard = z.strictObject({
  id: z.string(),
  slug: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  trigger: z.enum(PROMOTION_TRIGGERS),
  state: z.enum(PROMOTION_STATES),
  action: z.enum(PROMOTION_ACTIONS),
  /** A short line about the state ("Deposit 500.00 or more", "Wagering 40 %", "Next draw 20:00"). */
  stateNote: z.string().nullable(),
  /** CLAIM: the amount waiting (or tickets for a raffle). */
  claimable: ZMoney.nullable(),
  /** The reward in words ("100 % up to 5,000.00, 20× wagering"). */
  rewardText: z.string(),
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;

export const ZPromotionListQuery = z.strictObject({ category: z.enum(PROMOTION_CATEGORIES).optional() });

export const ZApplicationView = z.strictObject({
  id: z.string(),
  state: z.enum(APPLICATION_STATES),
  remark: z.string(),
  images: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const ZPromotionDetail = z.strictObject({
  card: ZPromotionCard,
  body: z.string(),
  terms: z.string(),
  bonusTerms: ZBonusTerms.nullable(),
  /**
   * The game contributions a bonus of it would count wagering with (category → bps, from the
   * brand's settings), for the terms' table; absent: the page shows a grant's, or none.
   */
  contributions: z.record(z.string(), z.number().int()).optional(),
  /** The member's applications (APPLICATION), newest first; empty for a visitor. */
  applications: z.array(ZApplicationView),
  /** The member's grants from this promotion, newest first. */
  grants: z.array(ZBonusGrant),
});
export type TPromotionDetail = z.infer<typeof ZPromotionDetail>;

export const ZClaim = z.strictObject({ requestId: ZRequestId, code: z.string().trim().max(20).optional() });
export const ZApply = z.strictObject({
  requestId: ZRequestId,
  remark: z.string().trim().max(APPLICATION_REMARK_MAX),
  /** Images sent first through payments.upload (PNG or JPEG, sniffed, at most 5 MB each). */
  images: z.array(ZUploadId).max(APPLICATION_IMAGES_MAX),
});
export const ZRedeemCode = z.strictObject({
  requestId: ZRequestId,
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/),
});

/** What a claim, join, application or code did; the card as it now stands. */
export const ZPromotionOutcome = z.strictObject({
  card: ZPromotionCard,
  grant: ZBonusGrant.nullable(),
  /** Real money paid straight to the main wallet (rewards without wagering). */
  paid: ZMoney.nullable(),
});
export type TPromotionOutcome = z.infer<typeof ZPromotionOutcome>;

export const ZClaimable = z.strictObject({
  promotionId: z.string(),
  title: z.string(),
  amount: ZMoney.nullable(),
  tickets: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
});

export const ZRewardCentre = z.strictObject({
  currency: z.string(),
  /** What the bonus wallet holds. */
  bonusBalance: ZMoney,
  active: ZBonusGrant.nullable(),
  queued: z.array(ZBonusGrant),
  claimable: z.array(ZClaimable),
  /** The red badge of rewardCenter: claimable rewards. */
  badge: z.number().int(),
  /** Manual rebate waiting (MANPLAYREB3 on), else null. */
  rebate: ZMoney.nullable(),
});
export type TRewardCentre = z.infer<typeof ZRewardCentre>;

export const REWARD_KINDS = [
  'BONUS',
  'CASH',
  'CASHBACK',
  'RAFFLE_PRIZE',
  'RAFFLE_TICKETS',
  'REBATE',
] as const;
export const ZRewardHistoryItem = z.strictObject({
  id: z.string(),
  kind: z.enum(REWARD_KINDS),
  title: z.string(),
  amount: ZMoney.nullable(),
  tickets: z.number().int().nullable(),
  state: z.string(),
  at: z.string(),
});
export type TRewardHistoryItem = z.infer<typeof ZRewardHistoryItem>;
export const ZRewardHistoryQuery = z.strictObject({ kind: z.enum(REWARD_KINDS).optional(), ...ZPageQuery });
export const ZBonusRecordQuery = z.strictObject({ state: z.enum(BONUS_STATES).optional(), ...ZPageQuery });

// Raffle.

export const ZRaffleWinner = z.strictObject({
  rank: z.number().int(),
  /** Masked like the winner board ("ab***9"). */
  name: z.string(),
  ticket: z.number().int(),
  prize: ZMoney,
});
export const ZRaffleDraw = z.strictObject({
  id: z.string(),
  period: z.string(),
  opensAt: z.string(),
  drawsAt: z.string(),
  state: z.enum(['OPEN', 'DRAWN', 'VOID']),
  /** SHA-256 of the server seed, published when the period opens. */
  seedHash: z.string(),
  /** Revealed after the draw. */
  serverSeed: z.string().nullable(),
  /** The public input fixed at the draw (the tickets list's digest). */
  clientSeed: z.string().nullable(),
  tickets: z.number().int(),
  winners: z.array(ZRaffleWinner),
});
export type TRaffleDraw = z.infer<typeof ZRaffleDraw>;
export const ZRaffleView = z.strictObject({
  promotionId: z.string(),
  title: z.string(),
  joined: z.boolean(),
  current: ZRaffleDraw.nullable(),
  /** The member's tickets in the current draw (0 for a visitor). */
  myTickets: z.number().int(),
  prizes: z.array(ZMoney),
  past: z.array(ZRaffleDraw),
});
export type TRaffleView = z.infer<typeof ZRaffleView>;
export const ZClaimRaffle = z.strictObject({ promotionId: ZId, requestId: ZRequestId });

// Manual rebate.

export const ZRebateLine = z.strictObject({
  category: z.string(),
  validBet: ZMoney,
  rateBps: z.number().int(),
  amount: ZMoney,
});
export const ZRebateSummary = z.strictObject({
  currency: z.string(),
  since: z.string().nullable(),
  lines: z.array(ZRebateLine),
  total: ZMoney,
  minClaim: ZMoney,
  canClaim: z.boolean(),
});
export type TRebateSummary = z.infer<typeof ZRebateSummary>;
export const ZRebateClaim = z.strictObject({
  id: z.string(),
  amount: ZMoney,
  validBet: ZMoney,
  lines: z.array(ZRebateLine),
  createdAt: z.string(),
});
export type TRebateClaim = z.infer<typeof ZRebateClaim>;

export const promotionEndpoints = {
  list: endpoint({
    ...PROMOTION_ROUTES.list,
    summary:
      "The brand's published promotions in the caller's language, by category; each with the caller's state (a visitor sees Join).",
    query: ZPromotionListQuery,
    response: z.array(ZPromotionCard),
  }),
  detail: endpoint({
    ...PROMOTION_ROUTES.detail,
    summary: 'One promotion with its text, terms, bonus terms and the member’s applications and grants.',
    params: ZIdParams,
    response: ZPromotionDetail,
  }),
  join: endpoint({
    ...PROMOTION_ROUTES.join,
    summary:
      'Joins an opt-in promotion; qualifying deposits and play count from now. Repeating it changes nothing.',
    params: ZIdParams,
    body: ZRequest,
    response: ZPromotionOutcome,
  }),
  claim: endpoint({
    ...PROMOTION_ROUTES.claim,
    summary:
      'Claims the reward waiting (CLAIM): bonus money under wagering, or real money without. Idempotent by requestId; parallel claims pay once.',
    params: ZIdParams,
    body: ZClaim,
    response: ZPromotionOutcome,
  }),
  apply: endpoint({
    ...PROMOTION_ROUTES.apply,
    summary:
      'Applies for a promotion reviewed by an operator: a remark of up to 140 characters and up to 3 images.',
    params: ZIdParams,
    body: ZApply,
    response: ZPromotionOutcome,
  }),
  redeemCode: endpoint({
    ...PROMOTION_ROUTES.redeemCode,
    summary: 'Redeems a promotion code: the promotion it belongs to is claimed as if its Claim were pressed.',
    body: ZRedeemCode,
    response: ZPromotionOutcome,
  }),
  rewardCentre: endpoint({
    ...PROMOTION_ROUTES.rewardCentre,
    summary:
      'The reward centre: the bonus wallet, the active and queued bonuses, claimable rewards, the badge.',
    response: ZRewardCentre,
  }),
  rewardHistory: endpoint({
    ...PROMOTION_ROUTES.rewardHistory,
    summary: 'Every reward the member received, newest first.',
    query: ZRewardHistoryQuery,
    response: zPage(ZRewardHistoryItem),
  }),
  forfeitBonus: endpoint({
    ...PROMOTION_ROUTES.forfeitBonus,
    summary:
      'Gives up an active or queued bonus: the bonus wallet’s money of it is removed and a queued one starts. Idempotent.',
    params: ZIdParams,
    body: ZRequest,
    response: ZBonusGrant,
  }),
  bonusRecord: endpoint({
    ...PROMOTION_ROUTES.bonusRecord,
    summary: 'bonusDetails: the member’s bonus grants, newest first.',
    query: ZBonusRecordQuery,
    response: zPage(ZBonusGrant),
  }),
  bonus: endpoint({
    ...PROMOTION_ROUTES.bonus,
    summary: 'One of the member’s grants with its entries.',
    params: ZIdParams,
    response: ZBonusDetail,
  }),
  raffle: endpoint({
    ...PROMOTION_ROUTES.raffle,
    summary:
      'A raffle: the current draw with its committed seed hash, the prizes, the past draws with seeds and winners.',
    params: ZIdParams,
    response: ZRaffleView,
  }),
  claimRaffle: endpoint({
    ...PROMOTION_ROUTES.claimRaffle,
    summary:
      'MCS2 claimRafflePromotion: joins the raffle; the joiner’s deposits and valid bets earn tickets from now.',
    body: ZClaimRaffle,
    response: ZRaffleView,
  }),
  rebate: endpoint({
    ...PROMOTION_ROUTES.rebate,
    summary:
      'Manual rebate (MANPLAYREB3): what valid bets since the last claim earned, per game type, at the brand’s rates.',
    response: ZRebateSummary,
  }),
  claimRebate: endpoint({
    ...PROMOTION_ROUTES.claimRebate,
    summary:
      'Claims the accrued rebate into the main wallet (at least the minimum); one claim at a time; idempotent.',
    body: ZRequest,
    response: ZRebateClaim,
  }),
  rebateHistory: endpoint({
    ...PROMOTION_ROUTES.rebateHistory,
    summary: 'The member’s rebate claims, newest first.',
    query: z.strictObject({ ...ZPageQuery }),
    response: zPage(ZRebateClaim),
  }),
} as const;

// ---- The console ------------------------------------------------------------------------------

/** A promotion as the operator writes it. */
export const ZPromotionInput = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,47}$/),
  category: z.enum(PROMOTION_CATEGORIES),
  /** Text per language; English is required. */
  content: z.partialRecord(ZLanguageCode, ZPromotionText),
  imageUrl: z.string().trim().max(500).nullable(),
  /** Shown as "coming soon" from here until it starts (null: from when it is published). */
  showsFrom: z.string().datetime({ offset: true }).nullable(),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }).nullable(),
  audience: ZAudience,
  trigger: ZPromotionTrigger,
  reward: ZPromotionReward,
  bonusTerms: ZBonusTerms,
  limits: ZPromotionLimits,
  sortOrder: z.number().int().min(0).max(10_000),
});
export type TPromotionInput = z.infer<typeof ZPromotionInput>;

export const ZAdminPromotion = ZPromotionInput.extend({
  id: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  /** What it has paid so far (budget use). */
  spent: ZMoney,
  grants: z.number().int(),
  applicationsWaiting: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TAdminPromotion = z.infer<typeof ZAdminPromotion>;

export const ZAdminPromotionQuery = z.strictObject({
  status: z.enum(PROMOTION_STATUSES).optional(),
  category: z.enum(PROMOTION_CATEGORIES).optional(),
  ...ZPageQuery,
});
export const ZSetPromotionStatus = z.strictObject({ status: z.enum(PROMOTION_STATUSES) });

export const ZAdminApplication = z.strictObject({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  memberId: z.string(),
  account: z.string(),
  state: z.enum(APPLICATION_STATES),
  remark: z.string(),
  /** Image ids for applicationImage. */
  images: z.array(z.string()),
  amount: ZMoney.nullable(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdminApplication = z.infer<typeof ZAdminApplication>;
export const ZAdminApplicationQuery = z.strictObject({
  state: z.enum(APPLICATION_STATES).optional(),
  promotionId: ZId.optional(),
  account: z.string().trim().toLowerCase().min(1).max(64).optional(),
  ...ZPageQuery,
});
export const ZApplicationDecision = z.strictObject({
  decision: z.enum(['APPROVE', 'REJECT']),
  /** APPROVE: the reward ("0" or absent: the promotion's FIXED amount). */
  amount: ZAmount.optional(),
  note: z.string().trim().min(1).max(500),
});

export const ZAdminGrant = ZBonusGrant.extend({
  memberId: z.string(),
  account: z.string(),
  grantedBy: z.string().nullable(),
});
export type TAdminGrant = z.infer<typeof ZAdminGrant>;
export const ZAdminGrantQuery = z.strictObject({
  state: z.enum(BONUS_STATES).optional(),
  promotionId: ZId.optional(),
  account: z.string().trim().toLowerCase().min(1).max(64).optional(),
  ...ZPageQuery,
});
export const ZManualGrant = z.strictObject({
  requestId: ZRequestId,
  account: z.string().trim().toLowerCase().min(1).max(64),
  amount: ZAmount,
  /** Null: a goodwill bonus not tied to a promotion. */
  promotionId: ZId.nullable(),
  terms: ZBonusTerms,
  reason: z.string().trim().min(1).max(500),
});
export const ZRevokeGrant = z.strictObject({ reason: z.string().trim().min(1).max(500) });

export const ZPromotionReportRow = z.strictObject({
  promotionId: z.string().nullable(),
  title: z.string(),
  /** Members who qualified (a claim offered, an application, a grant). */
  eligible: z.number().int(),
  claimed: z.number().int(),
  /** claimed / eligible, in basis points. */
  conversionBps: z.number().int(),
  bonusGranted: ZMoney,
  /** Paid as real money without wagering (cashback, rebates, prizes). */
  cashPaid: ZMoney,
  bonusConverted: ZMoney,
  bonusRemoved: ZMoney,
  /** What it cost the brand: converted bonus + cash paid. */
  cost: ZMoney,
  /** The recipients' GGR (stakes − payouts) while their grants were active. */
  ggr: ZMoney,
  /** cost / GGR in basis points (null when GGR ≤ 0). */
  costToGgrBps: z.number().int().nullable(),
});
export const ZPromotionReport = z.strictObject({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  rows: z.array(ZPromotionReportRow),
  total: ZPromotionReportRow,
});
export type TPromotionReport = z.infer<typeof ZPromotionReport>;
export const ZPromotionReportQuery = z.strictObject({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const ZAdminDraw = ZRaffleDraw.extend({ promotionId: z.string(), promotionTitle: z.string() });
export const ZPromotionSettingsView = z.strictObject({
  settings: ZPromotionSettings,
  currency: z.string(),
  currencyExponent: z.number().int(),
});
export type TPromotionSettingsView = z.infer<typeof ZPromotionSettingsView>;

export const adminPromotionEndpoints = {
  list: endpoint({
    ...ADMIN_PROMOTION_ROUTES.list,
    summary:
      'Every promotion of the brand, filtered by status and category, with budget use and waiting applications.',
    query: ZAdminPromotionQuery,
    response: zPage(ZAdminPromotion),
  }),
  get: endpoint({
    ...ADMIN_PROMOTION_ROUTES.get,
    summary: 'One promotion as written.',
    params: ZIdParams,
    response: ZAdminPromotion,
  }),
  create: endpoint({
    ...ADMIN_PROMOTION_ROUTES.create,
    summary:
      'Writes a new promotion as a draft (checked: trigger and reward fit, dates in order, English text).',
    body: ZPromotionInput,
    response: ZAdminPromotion,
  }),
  update: endpoint({
    ...ADMIN_PROMOTION_ROUTES.update,
    summary:
      'Replaces a promotion; grants already made keep the terms they were made with. A published one may change text, dates, audience and limits.',
    params: ZIdParams,
    body: ZPromotionInput,
    response: ZAdminPromotion,
  }),
  setStatus: endpoint({
    ...ADMIN_PROMOTION_ROUTES.setStatus,
    summary: 'Publishes a draft, or ends (archives) a promotion; audited.',
    params: ZIdParams,
    body: ZSetPromotionStatus,
    response: ZAdminPromotion,
  }),
  applications: endpoint({
    ...ADMIN_PROMOTION_ROUTES.applications,
    summary: 'Applications to promotions, waiting ones first.',
    query: ZAdminApplicationQuery,
    response: zPage(ZAdminApplication),
  }),
  application: endpoint({
    ...ADMIN_PROMOTION_ROUTES.application,
    summary: 'One application.',
    params: ZIdParams,
    response: ZAdminApplication,
  }),
  applicationImage: endpoint({
    ...ADMIN_PROMOTION_ROUTES.applicationImage,
    summary: 'An image of an application, as the member sent it.',
    params: z.strictObject({ id: ZId, image: ZUploadId }),
    /** The image's bytes in its own media type (not the envelope). */
    response: z.string(),
  }),
  decide: endpoint({
    ...ADMIN_PROMOTION_ROUTES.decide,
    summary:
      'Approves (the reward is granted at once) or rejects an application, with a note the member sees.',
    params: ZIdParams,
    body: ZApplicationDecision,
    response: ZAdminApplication,
  }),
  grants: endpoint({
    ...ADMIN_PROMOTION_ROUTES.grants,
    summary: 'Bonus grants of the brand.',
    query: ZAdminGrantQuery,
    response: zPage(ZAdminGrant),
  }),
  grant: endpoint({
    ...ADMIN_PROMOTION_ROUTES.grant,
    summary: 'Grants a bonus by hand with its wagering terms and a reason; idempotent by requestId; audited.',
    body: ZManualGrant,
    response: ZAdminGrant,
  }),
  revoke: endpoint({
    ...ADMIN_PROMOTION_ROUTES.revoke,
    summary: 'Cancels a pending or active grant: its bonus money is removed; audited with the reason.',
    params: ZIdParams,
    body: ZRevokeGrant,
    response: ZAdminGrant,
  }),
  report: endpoint({
    ...ADMIN_PROMOTION_ROUTES.report,
    summary: 'Cost per promotion, conversion, bonus cost against the recipients’ GGR, for a date range.',
    query: ZPromotionReportQuery,
    response: ZPromotionReport,
  }),
  draws: endpoint({
    ...ADMIN_PROMOTION_ROUTES.draws,
    summary: 'Raffle draws, newest first, with seeds and winners.',
    query: z.strictObject({ promotionId: ZId.optional(), ...ZPageQuery }),
    response: zPage(ZAdminDraw),
  }),
  settings: endpoint({
    ...ADMIN_PROMOTION_ROUTES.settings,
    summary: "The brand's promotion settings: wagering contributions, bonus defaults, manual rebate rates.",
    response: ZPromotionSettingsView,
  }),
  setSettings: endpoint({
    ...ADMIN_PROMOTION_ROUTES.setSettings,
    summary: 'Replaces the promotion settings; grants already made keep their contributions; audited.',
    body: ZPromotionSettings,
    response: ZPromotionSettingsView,
  }),
} as const;
