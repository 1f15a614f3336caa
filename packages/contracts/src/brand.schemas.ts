import { z } from 'zod';
import {
  CARRY_FORWARD,
  CONTRACT_MODES,
  DIVIDEND_PERIODS,
  FULL_RATE_BPS,
  MAX_TIERS,
  tierProblem,
} from './agent-contracts.ts';
import type {
  TAgentSettings,
  TBrandSettings,
  TContractSettings,
  TGameSettings,
  TMaintenance,
  TPhoneSettings,
  TRegionRestriction,
  TSecuritySettings,
  TSmsSettings,
  TSocialProvider,
  TSocialSettings,
  TTheme,
  TWalletSettings,
} from './brand.ts';
import {
  DEFAULT_AGENT_SETTINGS,
  DEFAULT_CONTRACT_SETTINGS,
  DEFAULT_GAME_SETTINGS,
  DEFAULT_WALLET_SETTINGS,
} from './brand.ts';
import { ZLanguageCode } from './languages.schemas.ts';
import {
  DEFAULT_LOYALTY_SETTINGS,
  LOYALTY_REWARD_KINDS,
  type TLoyaltySettings,
  VIP_BASES,
} from './loyalty.ts';
import { AGENT_TYPES, isAgentType } from './members.ts';
import { DEFAULT_PROMOTION_SETTINGS, FULL_BPS, type TPromotionSettings } from './promotions.ts';
import { ZAbsoluteUrl } from './urls.schemas.ts';

/** The brand settings document (ADR 0004) and its parts. */
/** Colours go into CSS custom properties, so only plain hex colours are accepted. */
const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

export const ZTheme = z
  .object({
    primary: ZHexColour,
    primaryContrast: ZHexColour,
    accent: ZHexColour,
    background: ZHexColour,
    surface: ZHexColour,
    surfaceRaised: ZHexColour,
    border: ZHexColour,
    text: ZHexColour,
    textMuted: ZHexColour,
  })
  .strict() satisfies z.ZodType<TTheme>;

/** IPv4 or IPv6 network in CIDR notation. */
export const ZCidr = z.union([z.cidrv4(), z.cidrv6()]);

export const ZMaintenance = z
  .object({
    enabled: z.boolean(),
    startsAt: z.iso.datetime({ offset: true }).nullable(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    message: z.partialRecord(ZLanguageCode, z.string().max(500)),
  })
  .strict() satisfies z.ZodType<TMaintenance>;

export const ZRegionRestriction = z
  .object({
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    blockedCidrs: z.array(ZCidr).max(500),
    allowedCidrs: z.array(ZCidr).max(500),
  })
  .strict() satisfies z.ZodType<TRegionRestriction>;

export const ZPhoneSettings = z
  .object({
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    countryDialingCode: z.string().regex(/^\+\d{1,4}$/),
    minDigits: z.number().int().min(4).max(15),
    maxDigits: z.number().int().min(4).max(15),
    placeholder: z.string().max(20),
  })
  .strict() satisfies z.ZodType<TPhoneSettings>;

export const DEFAULT_SECURITY_SETTINGS: TSecuritySettings = {
  sessionIdleMinutes: 60,
  sessionAbsoluteHours: 12,
  passwordMaxAgeDays: 90,
  encryptPayloads: true,
  captchaAfterFailures: 3,
  lockAfterFailures: 10,
  lockMinutes: 15,
  twoFactorOnNewAddress: true,
};

export const ZSecuritySettings = z
  .object({
    sessionIdleMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
    sessionAbsoluteHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    passwordMaxAgeDays: z.number().int().min(1).max(3650),
    encryptPayloads: z.boolean(),
    captchaAfterFailures: z.number().int().min(1).max(20),
    lockAfterFailures: z.number().int().min(3).max(10),
    lockMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    twoFactorOnNewAddress: z.boolean(),
  })
  .strict() satisfies z.ZodType<TSecuritySettings>;

export const DEFAULT_SMS_SETTINGS: TSmsSettings = {
  verifier: 'internal',
  codeLength: 6,
  expiredMinutes: 5,
  phoneAuth: null,
};

export const ZSmsSettings = z
  .object({
    verifier: z.enum(['internal', 'phone-auth-token']),
    codeLength: z.number().int().min(4).max(8),
    expiredMinutes: z.number().int().min(1).max(30),
    phoneAuth: z
      .object({
        issuer: z.string().min(1).max(300),
        audience: z.string().min(1).max(300),
        jwksUrl: ZAbsoluteUrl.nullable(),
        publicKeysPem: z.array(z.string().max(4000)).max(10),
      })
      .strict()
      .nullable(),
  })
  .strict() satisfies z.ZodType<TSmsSettings>;

const ZSocialProvider = z
  .object({
    issuer: ZAbsoluteUrl,
    clientId: z.string().min(1).max(300),
    clientSecret: z.string().min(1).max(300),
    label: z.string().min(1).max(40),
  })
  .strict() satisfies z.ZodType<TSocialProvider>;

export const ZSocialSettings = z
  .object({ google: ZSocialProvider.nullable(), facebook: ZSocialProvider.nullable() })
  .strict() satisfies z.ZodType<TSocialSettings>;

const ZWalletSettings = z
  .object({
    isSingleWallet: z.boolean(),
    depositTurnoverPercent: z.number().int().min(0).max(10_000),
    withdrawalMinMinor: z.number().int().min(1),
    withdrawalMaxMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    withdrawalsPerDay: z.number().int().min(1).max(100),
    autoConfirmMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
    banks: z.array(z.string().trim().min(1).max(80)).max(100),
  })
  .strict()
  .refine((w) => w.withdrawalMaxMinor >= w.withdrawalMinMinor, {
    message: 'max below min',
  }) satisfies z.ZodType<TWalletSettings, unknown>;

const ZDecimal = z.string().regex(/^\d{1,16}(\.\d{1,6})?$/);

const ZGameSettings = z
  .object({
    // A decimal amount; read with the brand currency's exponent where it is used.
    maxBet: z.string().regex(/^\d{1,16}(\.\d{1,6})?$/),
    originals: z
      .object({
        minBet: ZDecimal,
        maxBet: ZDecimal,
        // The bounds of @portal/fairness HOUSE_EDGE_BPS (1% to 5%).
        houseEdgeBps: z.number().int().min(100).max(500),
      })
      .strict()
      .optional(),
    lottery: z.object({ minBet: ZDecimal, maxBet: ZDecimal }).strict().optional(),
    // The largest win of one bet (ADR 0029).
    maxWin: ZDecimal.optional(),
  })
  .strict() satisfies z.ZodType<TGameSettings, unknown>;

export const ZAgentSettings = z
  .object({
    maxAgentDepth: z.number().int().min(1).max(10),
    recruitingTypes: z
      .array(z.number().int().refine(isAgentType, { message: 'not an agent type' }))
      .max(AGENT_TYPES.length),
    subAgentType: z.number().int().refine(isAgentType, { message: 'not an agent type' }),
    showTeamBalances: z.boolean(),
    transfers: z
      .object({
        toDownline: z.boolean(),
        toUpline: z.boolean(),
        minMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
        dailyLimitMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      })
      .strict()
      .refine((t) => t.dailyLimitMinor >= t.minMinor, {
        message: 'limit below minimum',
        path: ['dailyLimitMinor'],
      }),
  })
  .strict() satisfies z.ZodType<TAgentSettings, unknown>;

const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const ZContractTypeSettings = z
  .object({
    enabled: z.boolean(),
    mode: z.enum(CONTRACT_MODES),
    maxRateBps: z.number().int().min(1).max(FULL_RATE_BPS),
    template: z
      .array(
        z
          .object({
            thresholdMinor: ZMinor,
            minValidBetMinor: ZMinor,
            activeMembers: z.number().int().min(0).max(1_000_000),
            rateBps: z.number().int().min(1).max(FULL_RATE_BPS),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_TIERS),
  })
  .strict()
  .superRefine((value, ctx) => {
    const problem = tierProblem(
      value.template.map((t) => ({
        threshold: BigInt(t.thresholdMinor),
        minValidBet: BigInt(t.minValidBetMinor),
        activeMembers: t.activeMembers,
        rateBps: t.rateBps,
      })),
      value.maxRateBps,
    );
    if (problem) {
      // A problem of the whole list (none, too many) is the list's; one of a tier is that tier's.
      const path = 'tier' in problem ? ['template', problem.tier] : ['template'];
      ctx.addIssue({ code: 'custom', message: `tiers: ${problem.code}`, path });
    }
  });

export const ZContractSettings = z
  .object({
    utcOffsetMinutes: z
      .number()
      .int()
      .min(-12 * 60)
      .max(14 * 60),
    types: z
      .object({
        DIVIDEND: ZContractTypeSettings,
        DAILY_SALARY: ZContractTypeSettings,
        HOURLY_SALARY: ZContractTypeSettings,
        REALTIME_SALARY: ZContractTypeSettings,
      })
      .strict(),
    dividendPeriods: z.array(z.enum(DIVIDEND_PERIODS)).min(1).max(DIVIDEND_PERIODS.length),
    carryForward: z.enum(CARRY_FORWARD),
    activeNeedsDeposit: z.boolean(),
    approvalThresholdMinor: ZMinor,
    collection: z.enum(['AUTO', 'CLAIM']),
    collectDays: z.number().int().min(1).max(365),
    offerDays: z.number().int().min(1).max(90),
    abuse: z
      .object({
        paddingMinBetMinor: ZMinor,
        paddingSharePct: z.number().int().min(1).max(100),
        washRtpBandBps: z.number().int().min(0).max(FULL_RATE_BPS),
        washMinValidBetMinor: ZMinor,
        duplicateMinAccounts: z.number().int().min(2).max(1000),
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<TContractSettings, unknown>;

const ZBps = z.number().int().min(0).max(FULL_BPS);
const ZWeights = z.record(z.string().regex(/^[A-Z0-9_]{1,32}(:[A-Za-z0-9_.-]{1,64})?$/), ZBps);

/** settings.promotions (issue 18; ADR 0039): wagering contributions, bonus defaults, manual rebate rates. */
export const ZPromotionSettings = z
  .object({
    contributions: z
      .object({ defaultBps: ZBps, byCategory: ZWeights, byVendor: ZWeights, byGame: ZWeights })
      .strict(),
    bonus: z
      .object({ defaultExpiryDays: z.number().int().min(1).max(365), defaultMaxBetMinor: ZMinor })
      .strict(),
    rebate: z
      .object({
        ratesBps: z.record(z.string().regex(/^[A-Z0-9_]{1,32}$/), z.number().int().min(0).max(500)),
        minClaimMinor: ZMinor,
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<TPromotionSettings, unknown>;

const ZCategoryKey = z.string().regex(/^[A-Z0-9_]{1,32}$/);

/** settings.loyalty (issue 19; ADR 0040): points earning and conversion, VIP review, referral rewards. */
export const ZLoyaltySettings = z
  .object({
    points: z
      .object({
        earnMilli: z.record(ZCategoryKey, z.number().int().min(0).max(100_000)),
        defaultEarnMilli: z.number().int().min(0).max(100_000),
        pointsPerUnit: z.number().int().min(1).max(1_000_000),
        minConvert: z.number().int().min(1).max(100_000_000),
        convertStep: z.number().int().min(1).max(100_000_000),
      })
      .strict(),
    vip: z
      .object({
        basis: z.enum(VIP_BASES),
        rollingDays: z.number().int().min(7).max(365),
        downgrades: z.boolean(),
        noticeDays: z.number().int().min(1).max(28),
      })
      .strict(),
    referral: z
      .object({
        enabled: z.boolean(),
        minDepositMinor: ZMinor,
        minValidBetMinor: ZMinor,
        windowDays: z.number().int().min(1).max(365),
        rewardKind: z.enum(LOYALTY_REWARD_KINDS),
        rewardAmount: z.number().int().min(0).max(1_000_000_000_000),
        rewardWagerMultiple: z.number().int().min(0).max(100),
        monthlyCap: z.number().int().min(0).max(10_000),
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<TLoyaltySettings, unknown>;

export const ZBrandSettings = z
  .object({
    theme: ZTheme,
    maintenance: ZMaintenance,
    regionRestriction: ZRegionRestriction,
    mainDomain: z.string().max(253),
    analyticsId: z.string().max(64).nullable(),
    imageCDNs: z.array(ZAbsoluteUrl).max(10),
    launchGameCDNs: z.array(ZAbsoluteUrl).max(10),
    phone: ZPhoneSettings,
    minimumAge: z.number().int().min(18).max(25),
    tagline: z.partialRecord(ZLanguageCode, z.string().max(120)),
    // Settings added after the first release default, so older brand documents stay valid.
    security: ZSecuritySettings.default(DEFAULT_SECURITY_SETTINGS),
    sms: ZSmsSettings.default(DEFAULT_SMS_SETTINGS),
    social: ZSocialSettings.default({ google: null, facebook: null }),
    wallet: ZWalletSettings.default(DEFAULT_WALLET_SETTINGS),
    games: ZGameSettings.default(DEFAULT_GAME_SETTINGS),
    agents: ZAgentSettings.default(DEFAULT_AGENT_SETTINGS),
    contracts: ZContractSettings.default(DEFAULT_CONTRACT_SETTINGS),
    promotions: ZPromotionSettings.default(DEFAULT_PROMOTION_SETTINGS),
    loyalty: ZLoyaltySettings.default(DEFAULT_LOYALTY_SETTINGS),
  })
  .strict() satisfies z.ZodType<TBrandSettings, unknown>;

/** Images and redirects are fetched without our headers, so they name their brand in the query (`m`). */
export const ZBrandHintQuery = z
  .object({
    m: z
      .string()
      .regex(/^[A-Z0-9]{2,16}$/)
      .optional(),
  })
  .strict();
