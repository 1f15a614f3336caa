import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LOYALTY_REWARD_KINDS, VIP_BASES } from '../loyalty.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ZAmount } from '../wallet.schemas.ts';
import { ADMIN_VIP_ROUTES, VIP_ROUTES } from './vip.routes.ts';
import { ZMoney } from './wallet.ts';

/**
 * VIP levels (issue 19; ADR 0040). Money is decimal text in the brand currency's exponent
 * ("1234.50"); a POINTS reward's amount is whole points as text; rates are basis points (10000 =
 * ×1 for the points multiplier); instants are ISO strings.
 */

/** The looks a level may take on the VIP page and in the console (a colour and an icon each). */
export const VIP_STYLES = [
  'iron',
  'bronze',
  'silver',
  'gold',
  'platinum',
  'ruby',
  'sapphire',
  'emerald',
  'diamond',
  'crown',
] as const;
export type VipStyle = (typeof VIP_STYLES)[number];

/** How many levels a brand may have (level 0 included). */
export const VIP_MAX_LEVELS = 20;
/** The points multiplier's bounds: ×1 to ×5. */
export const VIP_MULTIPLIER_MIN_BPS = 10_000;
export const VIP_MULTIPLIER_MAX_BPS = 50_000;
/** The largest extra rebate rate a level may add (2%). */
export const VIP_REBATE_EXTRA_MAX_BPS = 200;

export const ZVipReward = z.strictObject({
  kind: z.enum(LOYALTY_REWARD_KINDS),
  /** CASH and BONUS: money text; POINTS: whole points. */
  amount: z.string(),
  /** BONUS: the wagering multiple. */
  wagerMultiple: z.number().int(),
});
export type TVipReward = z.infer<typeof ZVipReward>;

/** One level as the player site shows it (the name in the asker's language). */
export const ZVipLevel = z.strictObject({
  level: z.number().int(),
  name: z.string(),
  style: z.enum(VIP_STYLES),
  validBet: ZMoney,
  deposits: ZMoney,
  pointsMultiplierBps: z.number().int(),
  rebateExtraBps: z.number().int(),
  /** The level's daily withdrawal limit; null: the brand's limits only. */
  withdrawalDailyLimit: ZMoney.nullable(),
  /** Whether members of this level get a dedicated contact (shown to them only). */
  hasContact: z.boolean(),
  /** Paid once when a member first reaches the level; null: none. */
  reward: ZVipReward.nullable(),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

export const ZVipLadder = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  basis: z.enum(VIP_BASES),
  rollingDays: z.number().int(),
  downgrades: z.boolean(),
  noticeDays: z.number().int(),
  levels: z.array(ZVipLevel),
});
export type TVipLadder = z.infer<typeof ZVipLadder>;

/** One measure on the way to the next level. */
export const ZVipMeasure = z.strictObject({
  have: ZMoney,
  need: ZMoney,
  /** What is still missing ("0" when met). */
  left: ZMoney,
  /** 0 … 10000 */
  bps: z.number().int(),
});

export const ZVipStatus = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  style: z.enum(VIP_STYLES),
  reachedAt: z.string().nullable(),
  basis: z.enum(VIP_BASES),
  /** The figures the level is measured on (lifetime, or the rolling window's). */
  validBet: ZMoney,
  deposits: ZMoney,
  next: z
    .strictObject({
      level: z.number().int(),
      name: z.string(),
      validBet: ZVipMeasure,
      deposits: ZVipMeasure,
      /** Both must be met: the weaker of the two (progressToNext). */
      bps: z.number().int(),
    })
    .nullable(),
  perks: z.strictObject({
    pointsMultiplierBps: z.number().int(),
    rebateExtraBps: z.number().int(),
    withdrawalDailyLimit: ZMoney.nullable(),
    /** The level's dedicated contact (a VIP manager's Telegram, a phone); null: none. */
    contact: z.string().nullable(),
  }),
  rewards: z.array(
    z.strictObject({
      level: z.number().int(),
      kind: z.enum(LOYALTY_REWARD_KINDS),
      amount: z.string(),
      wagerMultiple: z.number().int(),
      paidAt: z.string(),
    }),
  ),
  /** A move down announced for the next review (downgrades on), until the figures hold the level again. */
  notice: z.strictObject({ toLevel: z.number().int(), reviewAt: z.string() }).nullable(),
});
export type TVipStatus = z.infer<typeof ZVipStatus>;

// ---- The console ------------------------------------------------------------------------------

const ZName = z.string().trim().max(40);

export const ZVipLevelInput = z.strictObject({
  level: z
    .number()
    .int()
    .min(0)
    .max(VIP_MAX_LEVELS - 1),
  names: z.strictObject({ en: ZName.min(1), bn: ZName.min(1), fil: ZName.optional() }),
  style: z.enum(VIP_STYLES),
  validBet: ZAmount,
  deposits: ZAmount,
  pointsMultiplierBps: z.number().int().min(0).max(1_000_000),
  rebateExtraBps: z.number().int().min(0).max(10_000),
  /** null: the brand's limits only. */
  withdrawalDailyLimit: ZAmount.nullable(),
  contact: z.string().trim().max(200).nullable(),
  reward: z
    .strictObject({
      kind: z.enum(LOYALTY_REWARD_KINDS),
      amount: ZAmount,
      wagerMultiple: z.number().int().min(0).max(100),
    })
    .nullable(),
});
export type TVipLevelInput = z.infer<typeof ZVipLevelInput>;

export const ZVipLevelsInput = z.strictObject({ levels: z.array(ZVipLevelInput).min(1).max(VIP_MAX_LEVELS) });
export type TVipLevelsInput = z.infer<typeof ZVipLevelsInput>;

export const ZAdminVipLevel = ZVipLevelInput.extend({
  /** Members holding the level (level 0: members with figures still at 0). */
  members: z.number().int(),
});
export type TAdminVipLevel = z.infer<typeof ZAdminVipLevel>;

export const ZAdminVipLevels = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  levels: z.array(ZAdminVipLevel),
});
export type TAdminVipLevels = z.infer<typeof ZAdminVipLevels>;

export const ZVipSettings = z.strictObject({
  basis: z.enum(VIP_BASES),
  rollingDays: z.number().int().min(7).max(365),
  downgrades: z.boolean(),
  noticeDays: z.number().int().min(1).max(28),
});
export type TVipSettingsInput = z.infer<typeof ZVipSettings>;

export const ZAdminVipMember = z.strictObject({
  memberId: z.string(),
  account: z.string(),
  level: z.number().int(),
  reachedAt: z.string().nullable(),
  validBet: ZMoney,
  deposits: ZMoney,
  /** The level a notice says the member moves down to at the review. */
  noticeLevel: z.number().int().nullable(),
});
export type TAdminVipMember = z.infer<typeof ZAdminVipMember>;

export const ZAdminVipChange = z.strictObject({
  id: z.string(),
  account: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(['UPGRADE', 'REVIEW']),
  at: z.string(),
});
export type TAdminVipChange = z.infer<typeof ZAdminVipChange>;

export const vipEndpoints = {
  levels: endpoint({
    ...VIP_ROUTES.levels,
    summary: "The brand's VIP ladder: what each level needs and gives, and how levels are measured.",
    response: ZVipLadder,
  }),
  status: endpoint({
    ...VIP_ROUTES.status,
    summary: "The member's own VIP level, progress to the next, perks, rewards received and any notice.",
    response: ZVipStatus,
  }),
} as const;

export const adminVipEndpoints = {
  levels: endpoint({
    ...ADMIN_VIP_ROUTES.levels,
    summary: 'The VIP levels as written, with the members holding each.',
    response: ZAdminVipLevels,
  }),
  saveLevels: endpoint({
    ...ADMIN_VIP_ROUTES.saveLevels,
    summary:
      'Replaces the VIP ladder (levels 0..N in order, thresholds rising, sane multipliers; a level members hold stays); audited.',
    body: ZVipLevelsInput,
    response: ZAdminVipLevels,
  }),
  settings: endpoint({
    ...ADMIN_VIP_ROUTES.settings,
    summary: 'settings.loyalty.vip: the basis, the rolling window, downgrades and their notice.',
    response: ZVipSettings,
  }),
  setSettings: endpoint({
    ...ADMIN_VIP_ROUTES.setSettings,
    summary: 'Replaces settings.loyalty.vip only; audited.',
    body: ZVipSettings,
    response: ZVipSettings,
  }),
  members: endpoint({
    ...ADMIN_VIP_ROUTES.members,
    summary: 'Members by VIP level, highest first.',
    query: z.strictObject({
      level: z.coerce
        .number()
        .int()
        .min(0)
        .max(VIP_MAX_LEVELS - 1)
        .optional(),
      ...ZPageQuery,
    }),
    response: zPage(ZAdminVipMember),
  }),
  changes: endpoint({
    ...ADMIN_VIP_ROUTES.changes,
    summary: 'Recent level changes (upgrades and review moves), newest first.',
    query: z.strictObject({ ...ZPageQuery }),
    response: zPage(ZAdminVipChange),
  }),
} as const;
