import { z } from 'zod';
import { ZLoyaltySettings } from '../brand.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { LOYALTY_REWARD_KINDS, REFERRAL_FLAGS, REFERRAL_STATES } from '../loyalty.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ZId } from '../wallet.schemas.ts';
import { ADMIN_REFERRAL_ROUTES, REFERRAL_ROUTES } from './referral.routes.ts';

/**
 * Referral (issue 19; ADR 0040). Money is decimal text in the brand currency's exponent
 * ("500.00"); points are whole numbers as text; instants are ISO strings.
 */

const ZMoneyText = z.string();
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The brand's condition and reward, as the invite page words them. */
export const ZReferralRules = z.strictObject({
  /** The least single deposit ("0.00": any deposit). */
  minDeposit: ZMoneyText,
  /** The valid bet to reach ("0.00": none). */
  minValidBet: ZMoneyText,
  windowDays: z.number().int(),
  rewardKind: z.enum(LOYALTY_REWARD_KINDS),
  /** Money text for CASH and BONUS, whole points for POINTS. */
  reward: z.string(),
  rewardWagerMultiple: z.number().int(),
  /** 0: no limit. */
  monthlyCap: z.number().int(),
});
export type TReferralRules = z.infer<typeof ZReferralRules>;

export const ZReferralStats = z.strictObject({
  invited: z.number().int(),
  qualified: z.number().int(),
  rewarded: z.number().int(),
  /** Paid as real money and as bonus money (money text), and as points. */
  earnedCash: ZMoneyText,
  earnedBonus: ZMoneyText,
  earnedPoints: z.string(),
});
export type TReferralStats = z.infer<typeof ZReferralStats>;

export const ZReferralView = z.strictObject({
  code: z.string(),
  /** Opens the site's registration with the code filled in. */
  link: z.string(),
  currency: z.string(),
  rules: ZReferralRules,
  stats: ZReferralStats,
});
export type TReferralView = z.infer<typeof ZReferralView>;

/** A friend I invited, as I see them: the account masked, where they stand, never their money. */
export const ZReferee = z.strictObject({
  id: ZId,
  account: z.string(),
  registeredAt: z.string(),
  /** Until when they may qualify. */
  expiresAt: z.string(),
  state: z.enum(REFERRAL_STATES),
  depositMet: z.boolean(),
  validBetMet: z.boolean(),
  /** What I got for them (REWARDED): money text or points. */
  reward: z.string().nullable(),
  rewardKind: z.enum(LOYALTY_REWARD_KINDS).nullable(),
  rewardedAt: z.string().nullable(),
});
export type TReferee = z.infer<typeof ZReferee>;

export const referralEndpoints = {
  view: endpoint({
    ...REFERRAL_ROUTES.view,
    summary:
      'Invite friends: the member’s referral code and registration link, the brand’s condition and reward, the member’s figures. REFERRAL_DISABLED when the brand has referral off.',
    response: ZReferralView,
  }),
  referees: endpoint({
    ...REFERRAL_ROUTES.referees,
    summary: 'The friends the member invited (accounts masked), newest first, with where each stands.',
    query: z.strictObject({ ...ZPageQuery }),
    response: zPage(ZReferee),
  }),
} as const;

// ---- The console ------------------------------------------------------------------------------

export const ZReferralSettings = ZLoyaltySettings.shape.referral;

export const ZReferralSettingsView = z.strictObject({
  settings: ZReferralSettings,
  currency: z.string(),
  /** Digits after the point of the brand currency: the minor amounts' scale. */
  currencyExponent: z.number().int(),
});
export type TReferralSettingsView = z.infer<typeof ZReferralSettingsView>;

export const ZReferralFlagDetail = z.strictObject({ flag: z.enum(REFERRAL_FLAGS), value: z.string() });

export const ZAdminReferral = z.strictObject({
  id: ZId,
  referrer: z.string(),
  referee: z.string(),
  state: z.enum(REFERRAL_STATES),
  registeredAt: z.string(),
  expiresAt: z.string(),
  /** The qualifying deposit (money text), when seen. */
  deposit: ZMoneyText.nullable(),
  depositAt: z.string().nullable(),
  validBet: ZMoneyText,
  qualifiedAt: z.string().nullable(),
  flags: z.array(ZReferralFlagDetail),
  rewardKind: z.enum(LOYALTY_REWARD_KINDS).nullable(),
  /** Money text or points. */
  reward: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type TAdminReferral = z.infer<typeof ZAdminReferral>;

export const ZAdminReferralQuery = z.strictObject({
  state: z.enum(REFERRAL_STATES).optional(),
  /** The referrer's or referee's account. */
  account: z.string().trim().min(1).max(32).optional(),
  ...ZPageQuery,
});

export const ZReferralDecision = z.strictObject({
  decision: z.enum(['APPROVE', 'REJECT']),
  note: z.string().trim().min(1).max(500),
});
export type TReferralDecision = z.infer<typeof ZReferralDecision>;

export const ZReferralReportQuery = z.strictObject({ from: ZDay, to: ZDay });

export const ZReferralReport = z.strictObject({
  from: ZDay,
  to: ZDay,
  currency: z.string(),
  registered: z.number().int(),
  qualified: z.number().int(),
  rewarded: z.number().int(),
  /** Waiting for an operator now (whenever registered). */
  flagged: z.number().int(),
  /** Paid in the range: real money, bonus money, points. */
  cash: ZMoneyText,
  bonus: ZMoneyText,
  points: z.string(),
  /** What the range cost in money (cash + bonus). */
  cost: ZMoneyText,
  top: z.array(
    z.strictObject({
      account: z.string(),
      registered: z.number().int(),
      rewarded: z.number().int(),
      money: ZMoneyText,
      points: z.string(),
    }),
  ),
});
export type TReferralReport = z.infer<typeof ZReferralReport>;

export const adminReferralEndpoints = {
  settings: endpoint({
    ...ADMIN_REFERRAL_ROUTES.settings,
    summary: 'The brand’s referral rules (settings.loyalty.referral); amounts in minor units.',
    response: ZReferralSettingsView,
  }),
  setSettings: endpoint({
    ...ADMIN_REFERRAL_ROUTES.setSettings,
    summary: 'Replaces the referral rules only (the rest of settings.loyalty stays); audited.',
    body: ZReferralSettings,
    response: ZReferralSettingsView,
  }),
  list: endpoint({
    ...ADMIN_REFERRAL_ROUTES.list,
    summary: 'Referrals, newest first; by state (FLAGGED: the queue, with the reasons) or by an account.',
    query: ZAdminReferralQuery,
    response: zPage(ZAdminReferral),
  }),
  decide: endpoint({
    ...ADMIN_REFERRAL_ROUTES.decide,
    summary:
      'A flagged referral: APPROVE (paid once now if the referee already qualified, else when they do) or REJECT (nothing paid); audited.',
    params: z.strictObject({ id: ZId }),
    body: ZReferralDecision,
    response: ZAdminReferral,
  }),
  report: endpoint({
    ...ADMIN_REFERRAL_ROUTES.report,
    summary:
      'Registrations, qualified, rewarded and cost in a range of days (brand clock), and the top referrers.',
    query: ZReferralReportQuery,
    response: ZReferralReport,
  }),
} as const;
