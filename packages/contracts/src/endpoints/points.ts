import { z } from 'zod';
import { ZLoyaltySettings } from '../brand.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { MALL_ITEM_KINDS, MALL_ITEM_STATUSES, POINT_ENTRY_KINDS, REDEMPTION_STATES } from '../loyalty.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ZAmount, ZId, ZRequestId } from '../wallet.schemas.ts';
import { ADMIN_POINTS_ROUTES, POINTS_ROUTES } from './points.routes.ts';
import { ZMoney } from './wallet.ts';

/**
 * Points and the points mall (issue 19; ADR 0040; flag PTSYS3). Points are whole numbers written
 * as decimal text ("12500"); money is decimal text in the brand currency's exponent; instants are
 * ISO strings; days are yyyy-MM-dd in the brand's clock.
 */

/** Whole points as text: digits, at most 15 (a JavaScript number keeps them exact). */
export const ZPoints = z.string().regex(/^\d{1,15}$/);
/** A signed change of points (an operator's adjustment), not zero. */
export const ZSignedPoints = z
  .string()
  .regex(/^-?\d{1,15}$/)
  .refine((v) => BigInt(v) !== 0n, { message: 'zero' });

/** A calendar day, yyyy-MM-dd, that exists. */
export const ZPointsDay = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
});

const ZIdParams = z.strictObject({ id: ZId });

// ---- The member's side ----------------------------------------------------------------------------

export const ZPointBalance = z.strictObject({
  balance: ZPoints,
  /** Net points earned from bets, and points given as rewards or adjustments. */
  earned: ZPoints,
  /** Points converted or spent in the mall (returned ones taken off). */
  spent: ZPoints,
  /** What the balance would convert to at the brand's ratio (rounded down). */
  cashValue: ZMoney,
  currency: z.string(),
});
export type TPointBalance = z.infer<typeof ZPointBalance>;

/** Why a member cannot redeem an item now (null: they can). */
export const MALL_BLOCKS = ['POINTS', 'DEPOSITS', 'STOCK', 'LIMIT'] as const;
export type MallBlock = (typeof MALL_BLOCKS)[number];

export const ZMallItem = z.strictObject({
  id: ZId,
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** The points price. */
  points: ZPoints,
  /** The spec's amount requirement: credited deposits of at least this (null: none). */
  minDeposits: ZMoney.nullable(),
  /** CASH and BONUS: what it pays; PHYSICAL: null. */
  value: ZMoney.nullable(),
  /** BONUS: the wagering multiple of the bonus. */
  wagerMultiple: z.number().int(),
  /** Left in stock (null: unlimited). */
  stock: z.number().int().nullable(),
  /** Redemptions one member may make (0: no limit), and the member's so far (rejected ones not counted). */
  perMemberLimit: z.number().int(),
  redeemed: z.number().int(),
  blockedBy: z.enum(MALL_BLOCKS).nullable(),
});
export type TMallItem = z.infer<typeof ZMallItem>;

export const ZPointMall = z.strictObject({
  balance: ZPoints,
  /** The member's credited deposits (for the amount requirements). */
  deposits: ZMoney,
  currency: z.string(),
  items: z.array(ZMallItem),
});
export type TPointMall = z.infer<typeof ZPointMall>;

export const ZRedemption = z.strictObject({
  id: ZId,
  itemId: ZId,
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  points: ZPoints,
  value: ZMoney.nullable(),
  state: z.enum(REDEMPTION_STATES),
  address: z.string().nullable(),
  /** The operator's note (a rejection's reason). */
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;

export const ZPointConfig = z.strictObject({
  currency: z.string(),
  currencyExponent: z.number().int(),
  /** Points that make one whole currency unit. */
  pointsPerUnit: z.number().int(),
  minConvert: z.number().int(),
  convertStep: z.number().int(),
  /** Milli-points per whole unit of valid bet, per game type; `defaultEarnMilli` for the rest. */
  earn: z.array(z.strictObject({ category: z.string(), milli: z.number().int() })),
  defaultEarnMilli: z.number().int(),
  /** The member's multiplier now (VIP level), basis points (10000 = ×1). */
  multiplierBps: z.number().int(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

export const ZPointEntry = z.strictObject({
  id: ZId,
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: "+120", "-1000". */
  change: z.string(),
  balance: ZPoints,
  note: z.string(),
  createdAt: z.string(),
});
export type TPointEntry = z.infer<typeof ZPointEntry>;

export const ZPointDay = z.strictObject({ day: z.string(), earned: ZPoints, spent: ZPoints });
export type TPointDay = z.infer<typeof ZPointDay>;

export const ZPointEntriesQuery = z
  .strictObject({
    ...ZPageQuery,
    kind: z.enum(POINT_ENTRY_KINDS).optional(),
    from: ZPointsDay.optional(),
    to: ZPointsDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'period' });

export const ZPointDaysQuery = z
  .strictObject({ from: ZPointsDay, to: ZPointsDay })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
    path: ['to'],
    message: 'period',
  });

export const ZConvertRequest = z.strictObject({
  requestId: ZRequestId,
  points: ZPoints,
  paymentPassword: z.string().min(1).max(128),
});
export const ZConversion = z.strictObject({
  points: ZPoints,
  cash: ZMoney,
  balance: ZPoints,
});
export type TConversion = z.infer<typeof ZConversion>;

export const ADDRESS_MAX = 300;
export const ZRedeemRequest = z.strictObject({
  requestId: ZRequestId,
  itemId: ZId,
  paymentPassword: z.string().min(1).max(128),
  /** PHYSICAL items: where to send it. */
  address: z.string().trim().max(ADDRESS_MAX).optional(),
});

export const pointsEndpoints = {
  balance: endpoint({
    ...POINTS_ROUTES.balance,
    summary: 'MCS2 getPointBalance: my points, what I earned and spent, and their cash value at the ratio.',
    response: ZPointBalance,
  }),
  mall: endpoint({
    ...POINTS_ROUTES.mall,
    summary: 'MCS2 getPointReward: the points mall’s items, each with whether I can redeem it now.',
    response: ZPointMall,
  }),
  redemptions: endpoint({
    ...POINTS_ROUTES.redemptions,
    summary: 'MCS2 getRedeemPointList: my redemptions, newest first (In Process, Approved, Rejected).',
    query: z.strictObject({ ...ZPageQuery, state: z.enum(REDEMPTION_STATES).optional() }),
    response: zPage(ZRedemption),
  }),
  config: endpoint({
    ...POINTS_ROUTES.config,
    summary:
      'MCS2 getPointConfig: the rules: earn rates per game type, my multiplier, the ratio, minimum and step.',
    response: ZPointConfig,
  }),
  redeem: endpoint({
    ...POINTS_ROUTES.redeem,
    summary:
      'MCS2 passwordCheck/redeemPointReward (E): redeems a mall item with the payment password; In Process until an operator decides; idempotent by requestId.',
    body: ZRedeemRequest,
    response: z.strictObject({ redemption: ZRedemption, balance: ZPoints }),
  }),
  convert: endpoint({
    ...POINTS_ROUTES.convert,
    summary:
      'MCS2 passwordCheck/convertPoint (E): converts points into the main wallet at the ratio (minimum, step) with the payment password; idempotent by requestId.',
    body: ZConvertRequest,
    response: ZConversion,
  }),
  entries: endpoint({
    ...POINTS_ROUTES.entries,
    summary: 'Points details: my points entries, newest first, by kind and days.',
    query: ZPointEntriesQuery,
    response: zPage(ZPointEntry),
  }),
  days: endpoint({
    ...POINTS_ROUTES.days,
    summary: 'Points details: points earned and spent per day (brand clock), days with any.',
    query: ZPointDaysQuery,
    response: z.array(ZPointDay),
  }),
} as const;

// ---- The console -----------------------------------------------------------------------------------

export const ZPointsSettingsView = z.strictObject({
  settings: ZLoyaltySettings.shape.points,
  currency: z.string(),
  currencyExponent: z.number().int(),
});
export type TPointsSettingsView = z.infer<typeof ZPointsSettingsView>;

const ZItemText = z.strictObject({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500),
});
const ZOptionalItemText = z.strictObject({
  name: z.string().trim().max(80),
  description: z.string().trim().max(500),
});

export const ZMallItemInput = z
  .strictObject({
    kind: z.enum(MALL_ITEM_KINDS),
    text: z.strictObject({ en: ZItemText, bn: ZItemText, fil: ZOptionalItemText.optional() }),
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/|\/)[^\s"'<>]*$/)
      .nullable(),
    points: ZPoints.refine((v) => BigInt(v) > 0n, { message: 'positive' }),
    /** Money text, "0" for none. */
    minDeposits: ZAmount,
    /** CASH and BONUS: money text; PHYSICAL: "0". */
    value: ZAmount,
    wagerMultiple: z.number().int().min(0).max(100),
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    perMemberLimit: z.number().int().min(0).max(1000),
    status: z.enum(MALL_ITEM_STATUSES),
    sortOrder: z.number().int().min(0).max(10_000),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'BONUS' && v.wagerMultiple < 1)
      ctx.addIssue({ code: 'custom', path: ['wagerMultiple'], message: 'bonus needs wagering' });
  });
export type TMallItemInput = z.input<typeof ZMallItemInput>;

export const ZAdminMallItem = z.strictObject({
  id: ZId,
  kind: z.enum(MALL_ITEM_KINDS),
  text: z.strictObject({ en: ZItemText, bn: ZItemText, fil: ZOptionalItemText.optional() }),
  imageUrl: z.string().nullable(),
  points: ZPoints,
  minDeposits: ZMoney,
  value: ZMoney,
  wagerMultiple: z.number().int(),
  stock: z.number().int().nullable(),
  perMemberLimit: z.number().int(),
  status: z.enum(MALL_ITEM_STATUSES),
  sortOrder: z.number().int(),
  /** Redemptions in process and approved. */
  inProcess: z.number().int(),
  approved: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminMallItem = z.infer<typeof ZAdminMallItem>;

export const ZAdminRedemption = ZRedemption.extend({
  memberId: ZId,
  account: z.string(),
  decidedBy: z.string().nullable(),
});
export type TAdminRedemption = z.infer<typeof ZAdminRedemption>;

export const ZMemberPoints = z.strictObject({
  memberId: ZId,
  account: z.string(),
  balance: ZPoints,
  earned: ZPoints,
  spent: ZPoints,
  /** Points a reversed bet could not take back (the balance was already spent). */
  unrecovered: ZPoints,
  cashValue: ZMoney,
  entries: zPage(ZPointEntry),
});
export type TMemberPoints = z.infer<typeof ZMemberPoints>;

export const ADJUST_REASON_MAX = 200;
export const ZPointsAdjust = z.strictObject({
  requestId: ZRequestId,
  points: ZSignedPoints,
  reason: z.string().trim().min(3).max(ADJUST_REASON_MAX),
});

export const ZPointsReport = z.strictObject({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  days: z.array(
    z.strictObject({
      day: z.string(),
      /** Net: a day of reversed bets can be negative. */
      earned: z.string(),
      rewarded: ZPoints,
      converted: ZPoints,
      convertedCash: ZMoney,
      redeemed: ZPoints,
      returned: ZPoints,
      adjusted: z.string(),
    }),
  ),
  /** Every member's points now, and what they would convert to at the ratio: the liability. */
  outstanding: ZPoints,
  outstandingCash: ZMoney,
  members: z.number().int(),
  inProcess: z.number().int(),
});
export type TPointsReport = z.infer<typeof ZPointsReport>;

export const adminPointsEndpoints = {
  settings: endpoint({
    ...ADMIN_POINTS_ROUTES.settings,
    summary: 'The brand’s points settings (settings.loyalty.points).',
    response: ZPointsSettingsView,
  }),
  setSettings: endpoint({
    ...ADMIN_POINTS_ROUTES.setSettings,
    summary: 'Replaces settings.loyalty.points only (earn rates, ratio, minimum, step); audited.',
    body: ZLoyaltySettings.shape.points,
    response: ZPointsSettingsView,
  }),
  items: endpoint({
    ...ADMIN_POINTS_ROUTES.items,
    summary: 'Every mall item (hidden ones too), in their order.',
    response: z.array(ZAdminMallItem),
  }),
  createItem: endpoint({
    ...ADMIN_POINTS_ROUTES.createItem,
    summary: 'Adds a mall item; audited.',
    body: ZMallItemInput,
    response: ZAdminMallItem,
  }),
  updateItem: endpoint({
    ...ADMIN_POINTS_ROUTES.updateItem,
    summary: 'Changes a mall item (text, price, stock, status); audited.',
    params: ZIdParams,
    body: ZMallItemInput,
    response: ZAdminMallItem,
  }),
  redemptions: endpoint({
    ...ADMIN_POINTS_ROUTES.redemptions,
    summary: 'The redemption queue, oldest first, by state.',
    query: z.strictObject({ ...ZPageQuery, state: z.enum(REDEMPTION_STATES).optional() }),
    response: zPage(ZAdminRedemption),
  }),
  approve: endpoint({
    ...ADMIN_POINTS_ROUTES.approve,
    summary:
      'Approves a redemption: a cash voucher or bonus is paid now, a physical item is marked sent; audited, the member told.',
    params: ZIdParams,
    body: z.strictObject({ note: z.string().trim().max(300).optional() }),
    response: ZAdminRedemption,
  }),
  reject: endpoint({
    ...ADMIN_POINTS_ROUTES.reject,
    summary:
      'Rejects a redemption with a note: the points and the stock come back; audited, the member told.',
    params: ZIdParams,
    body: z.strictObject({ note: z.string().trim().min(3).max(300) }),
    response: ZAdminRedemption,
  }),
  member: endpoint({
    ...ADMIN_POINTS_ROUTES.member,
    summary: 'A member’s points (by account): balance, totals and entries.',
    query: z.strictObject({ ...ZPageQuery, account: z.string().trim().min(1).max(64) }),
    response: ZMemberPoints,
  }),
  adjust: endpoint({
    ...ADMIN_POINTS_ROUTES.adjust,
    summary: 'Adds or takes points with a reason (an ADJUST entry, never below zero); audited.',
    params: ZIdParams,
    body: ZPointsAdjust,
    response: ZMemberPoints,
  }),
  report: endpoint({
    ...ADMIN_POINTS_ROUTES.report,
    summary:
      'Points per day (earned, rewarded, converted, redeemed, returned, adjusted) and the outstanding liability.',
    query: z
      .strictObject({ from: ZPointsDay, to: ZPointsDay })
      .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
        path: ['to'],
        message: 'period',
      }),
    response: ZPointsReport,
  }),
} as const;
