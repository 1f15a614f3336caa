/**
 * Zod schemas of the API inputs and stored documents. Kept apart from the plain constants and
 * types (index.ts) so the player site's first load does not carry the validation library.
 */
import { z } from 'zod';
import type {
  TBrandSettings,
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
import { DEFAULT_GAME_SETTINGS, DEFAULT_WALLET_SETTINGS } from './brand.ts';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  DEFAULT_PAGE_SIZE,
  FEEDBACK_TYPES,
  LINKAGE_TYPES,
  MAX_PAGE_SIZE,
  POPUP_AUDIENCES,
} from './content.ts';
import { FEATURE_FLAGS, type FeatureFlag } from './flags.ts';
import { GAME_CATEGORY_CODES, type GameCategory } from './games.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { PROFILE_FIELDS } from './members.ts';
import {
  PATTERN_IDS,
  type PatternId,
  REGISTER_FIELDS,
  VERIFICATION_CODE_MAX_LENGTH,
} from './register-rules.ts';
import { HELP_DEVICES } from './system.ts';
import { checkLinkage, ZAbsoluteUrl, zSafeUrl } from './urls.schemas.ts';
import {
  CONFIRMATIONS,
  DEPOSIT_STATUSES,
  RECORD_MAX_DAYS,
  RECORD_TYPES,
  UPLOAD_MAX_FILES,
  WITHDRAWAL_STATUSES,
} from './wallet.ts';

export const ZLanguageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
export const ZFeatureFlag = z.enum(FEATURE_FLAGS as [FeatureFlag, ...FeatureFlag[]]);
export const ZGameCategory = z.enum(GAME_CATEGORY_CODES as [GameCategory, ...GameCategory[]]);
export const ZPatternId = z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]);
export const ZRegisterField = z.enum(REGISTER_FIELDS);

export const ZRegisterRule = z.object({
  field: ZRegisterField,
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: ZPatternId,
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1).max(VERIFICATION_CODE_MAX_LENGTH),
});

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
  })
  .strict() satisfies z.ZodType<TGameSettings, unknown>;

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
  })
  .strict() satisfies z.ZodType<TBrandSettings, unknown>;

export const ZHelpQuery = z
  .object({
    lang: ZLanguageCode.optional(),
    device: z.enum(HELP_DEVICES).default('WEB'),
  })
  .strict();

export const ZLanguageUpdate = z.object({ language: ZLanguageCode }).strict();

// ---- Accounts and sessions (issue 3) ----

const ZHumanCheck = z.string().max(2000);
const ZCaptchaId = z.string().max(64);
const ZCaptchaAnswer = z.string().trim().max(16);
const ZPassword = z.string().max(255);
const ZMobile = z.string().trim().min(1).max(24);
const ZDialingCode = z.string().trim().max(6);
const ZCode = z.string().trim().max(255);

export const ZLoginRequest = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('username'),
      username: z.string().trim().min(1).max(64),
      password: ZPassword.default(''),
      rememberToken: z.string().max(100).optional(),
      remember: z.boolean().default(false),
      captchaId: ZCaptchaId.optional(),
      captcha: ZCaptchaAnswer.optional(),
      humanCheck: ZHumanCheck.optional(),
      agent: z.boolean().default(false),
    })
    .strict(),
  z
    .object({
      type: z.literal('sms'),
      mobileNum: ZMobile,
      countryDialingCode: ZDialingCode.optional(),
      verificationCode: ZCode.default(''),
      firebaseChannel: z.literal('sms').optional(),
      firebaseIdToken: z.string().max(8192).optional(),
      remember: z.boolean().default(false),
      agent: z.boolean().default(false),
    })
    .strict(),
]);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZFreeplayRequest = z
  .object({
    os: z.string().max(32).optional(),
    platform: z.string().max(8).optional(),
    encryption: z.union([z.boolean(), z.string().max(16)]).optional(),
    gatewayVersion: z.union([z.number(), z.string().max(8)]).optional(),
  })
  .strict();

export const ZTwoFactorMethod = z.enum(['TOTP', 'SMS', 'EMAIL', 'BANK_NAME']);
export const ZTwoFactorSend = z.object({ challengeId: z.uuid(), method: ZTwoFactorMethod }).strict();
export const ZTwoFactorVerify = z
  .object({ challengeId: z.uuid(), method: ZTwoFactorMethod, code: ZCode.min(1) })
  .strict();
export const ZRememberForget = z.object({ rememberToken: z.string().max(100) }).strict();

/** The spec calls the number mobileNum in one request and mobileNo in another: both are taken. */
export const ZSmsCodeRequest = z
  .object({
    mobileNum: ZMobile.optional(),
    mobileNo: ZMobile.optional(),
    countryDialingCode: ZDialingCode.optional(),
    purpose: z.enum(['login', 'reset']).default('login'),
    humanCheck: ZHumanCheck.optional(),
  })
  .strict();

export const ZRegisterRequest = z
  .object({
    ...Object.fromEntries(REGISTER_FIELDS.map((field) => [field, z.string().max(255).optional()])),
    countryDialingCode: ZDialingCode.optional(),
    registerUrl: zSafeUrl({ paths: false, max: 500 }).optional(),
    domain: z.string().max(253).optional(),
    registerMethod: z.literal('WEB').default('WEB'),
    login: z.boolean().default(true),
    termsAccepted: z.boolean().default(false),
    humanCheck: ZHumanCheck.optional(),
    captchaId: ZCaptchaId.optional(),
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().max(8192).optional(),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequest> &
  Partial<Record<(typeof REGISTER_FIELDS)[number], string>>;

export const ZChangePassword = z
  .object({ oldPassword: ZPassword.default(''), newPassword: ZPassword, confirmNewPassword: ZPassword })
  .strict();

/** Forgot by e-mail: the brand's image captcha is required, so the form cannot be scripted (issue 13). */
export const ZForgotByEmail = z
  .object({
    username: z.string().trim().max(64),
    email: z.string().trim().max(254),
    captchaId: ZCaptchaId,
    captcha: ZCaptchaAnswer,
  })
  .strict();

export const ZResetPassword = z
  .object({ token: z.string().max(100), newPassword: ZPassword, confirmNewPassword: ZPassword })
  .strict();

export const ZForgotByPhone = z
  .object({
    mobileNum: ZMobile,
    countryDialingCode: ZDialingCode.optional(),
    verificationCode: ZCode.default(''),
    newPassword: ZPassword,
    confirmNewPassword: ZPassword.optional(),
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().max(8192).optional(),
  })
  .strict();

export const ZProfileUpdate = z
  .object({
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().trim().max(100).optional()])),
    payeeName: z.string().trim().max(100).optional(),
  })
  .strict();

export const ZBindMobileSend = z
  .object({ mobileNum: ZMobile, countryDialingCode: ZDialingCode.optional() })
  .strict();
export const ZBindMobile = z
  .object({ mobileNum: ZMobile, countryDialingCode: ZDialingCode.optional(), verificationCode: ZCode })
  .strict();
export const ZBindEmailSend = z.object({ email: z.string().trim().max(254) }).strict();
export const ZBindEmail = z.object({ email: z.string().trim().max(254), verificationCode: ZCode }).strict();
export const ZPaymentPassword = z
  .object({ loginPassword: ZPassword, paymentPassword: ZPassword, confirmPaymentPassword: ZPassword })
  .strict();
export const ZTotpEnable = z.object({ code: z.string().trim().max(12) }).strict();
export const ZAffiliateQuery = z
  .object({ code: z.string().trim().min(1).max(32), domain: z.string().max(253).optional() })
  .strict();

// ---- Content (issue 4) ----

export const ZPageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const ZAnnouncementQuery = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    audience: z.enum(POPUP_AUDIENCES).optional(),
    platform: z.literal('W').optional(),
    ...ZPageQuery,
  })
  .strict();

export const ZBannerQuery = z.object({ group: z.enum(BANNER_GROUPS) }).strict();
export const ZInboxQuery = z
  .object({ status: z.enum(['all', 'unread']).default('all'), ...ZPageQuery })
  .strict();

export const ZFeedbackRequest = z
  .object({
    content: z.string().max(1000),
    sender: z.string().max(64).optional(),
    type: z.coerce
      .number()
      .int()
      .refine((value) => (FEEDBACK_TYPES as readonly number[]).includes(value), 'unknown question type'),
    captcha: z.string().trim().max(16),
    captchaId: z.string().max(64),
  })
  .strict();

// Operator input.
const ZOptionalInstant = z.iso.datetime({ offset: true }).nullable().default(null);

export const ZAnnouncementInput = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    language: ZLanguageCode,
    title: z.string().trim().min(1).max(200),
    content: z.string().max(20_000),
    audience: z.array(z.enum(POPUP_AUDIENCES)).min(1).max(3).default(['A', 'B']),
    startsAt: ZOptionalInstant,
    endsAt: ZOptionalInstant,
    sort: z.number().int().min(-1000).max(1000).default(0),
  })
  .strict();

export const ZBannerInput = z
  .object({
    groupName: z.enum(BANNER_GROUPS),
    language: ZLanguageCode.nullable().default(null),
    title: z.string().trim().min(1).max(80),
    subtitle: z.string().trim().max(140).nullable().default(null),
    imageUrl: zSafeUrl({ paths: false, httpsOnly: true, max: 500 }).nullable().default(null),
    linkageType: z.enum(LINKAGE_TYPES),
    linkageValue: z.string().trim().max(500).nullable().default(null),
    startsAt: ZOptionalInstant,
    endsAt: ZOptionalInstant,
    sort: z.number().int().min(-1000).max(1000).default(0),
  })
  .strict()
  // Issue 13: a `javascript:` link was stored here. Links and routes must be safe URLs.
  .superRefine(checkLinkage);

export const ZMessageInput = z
  .object({
    /** An account name, or none for every member of the brand. */
    account: z.string().trim().min(1).max(64).nullable().default(null),
    language: ZLanguageCode.nullable().default(null),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(10_000),
  })
  .strict();

// Wallet. Amounts stay strings here; the service reads them in the brand currency's exponent.

/** A client-chosen id that makes a money command safe to retry (a UUID in practice). */
export const ZRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const ZAmount = z.string().trim().max(24);
/** The main wallet or a vendor code. */
const ZWalletRef = z.string().regex(/^(MAIN|[A-Z0-9]{2,16})$/);
const ZId = z.string().regex(/^\d{1,18}$/);
const ZUploadId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const ZTransferRequest = z
  .object({ from: ZWalletRef, to: ZWalletRef, amount: ZAmount, requestId: ZRequestId })
  .strict();
export const ZRecallRequest = z.object({ requestId: ZRequestId }).strict();

export const ZOnlineDepositRequest = z
  .object({ methodId: ZId, amount: ZAmount, requestId: ZRequestId })
  .strict();
export const ZBankDepositRequest = z
  .object({
    methodId: ZId,
    amount: ZAmount,
    /** The reference the player's bank shows for the transfer. */
    reference: z.string().trim().min(1).max(64),
    proofIds: z.array(ZUploadId).max(UPLOAD_MAX_FILES).default([]),
    requestId: ZRequestId,
  })
  .strict();
export const ZDepositListQuery = z
  .object({ status: z.enum(DEPOSIT_STATUSES).optional(), ...ZPageQuery })
  .strict();

export const ZBankAccountRequest = z
  .object({
    bankName: z.string().trim().min(1).max(80),
    /** Digits only; spaces and dashes are taken out first. */
    accountNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6,24}$/)),
  })
  .strict();
export const ZWithdrawalRequest = z
  .object({
    bankAccountId: ZId,
    amount: ZAmount,
    paymentPassword: z.string().min(1).max(128),
    requestId: ZRequestId,
  })
  .strict();
export const ZWithdrawalConfirm = z
  .object({
    action: z.enum(['RECEIVED', 'NOT_RECEIVED']),
    proofIds: z.array(ZUploadId).max(UPLOAD_MAX_FILES).default([]),
  })
  .strict();
export const ZWithdrawalListQuery = z
  .object({ status: z.enum(WITHDRAWAL_STATUSES).optional(), ...ZPageQuery })
  .strict();

/** A period of records: two instants (the browser's own day boundaries), at most 92 days apart. */
const ZPeriod = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};
const withinPeriod = (value: { from: string; to: string }) => {
  const span = Date.parse(value.to) - Date.parse(value.from);
  return span >= 0 && span <= RECORD_MAX_DAYS * 86_400_000;
};
export const ZRecordQuery = z
  .object({ ...ZPeriod, type: z.enum(RECORD_TYPES).optional(), ...ZPageQuery })
  .strict()
  .refine(withinPeriod, { message: 'period', path: ['to'] });
export const ZBetQuery = z
  .object({ ...ZPeriod, category: ZGameCategory.optional(), ...ZPageQuery })
  .strict()
  .refine(withinPeriod, { message: 'period', path: ['to'] });
export const ZPeriodQuery = z
  .object(ZPeriod)
  .strict()
  .refine(withinPeriod, { message: 'period', path: ['to'] });

// Operator decisions on money.
export const ZOperatorDecision = z
  .object({
    /** Shown to the player when a deposit or withdrawal is refused. */
    reason: z.string().trim().max(200).optional(),
    /** The bank or provider reference of a payment made. */
    reference: z.string().trim().max(100).optional(),
  })
  .strict();
export const ZWithdrawalResolution = z
  .object({
    outcome: z.enum(['FULL_PAYMENT', 'FORCED_RECEIPT', 'REFUND'] as const),
    note: z.string().trim().max(200).optional(),
  })
  .strict();
export const ZConfirmation = z.enum(CONFIRMATIONS);

// ---- Games (issue 6) ----

const ZVendorCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,20}$/);
/** Client details the calls of spec section 7 carry; read and ignored (the brand comes from the host). */
const ZClientFields = {
  clientType: z.string().max(20).optional(),
  platform: z.string().max(30).optional(),
  merchant: z.string().max(20).optional(),
  merchantCode: z.string().max(20).optional(),
  isPlatform: z.string().max(10).optional(),
  language: z.string().max(10).optional(),
  device: z.string().max(20).optional(),
};

/** The game list: a category (gameType), optionally one vendor, one classification, a filter and a search. */
export const ZGameListQuery = z
  .object({
    gameType: ZGameCategory,
    vassalage: ZVendorCode.optional().or(z.literal('')),
    gameClassify: z
      .string()
      .trim()
      .regex(/^[A-Z_]{1,20}$/)
      .optional()
      .or(z.literal('')),
    filter: z.enum(['ALL', 'HOT', 'NEW', 'FAV', 'RECENT']).default('ALL'),
    keyword: z.string().trim().max(40).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(20).default(20),
    ...ZClientFields,
  })
  .strict();

export const ZVendorLanesQuery = z
  .object({ gameCategory: ZGameCategory.or(z.literal('ALL')).default('ALL'), ...ZClientFields })
  .strict();

export const ZHotGamesQuery = z
  .object({ vassalage: ZVendorCode.optional().or(z.literal('')), ...ZClientFields })
  .strict();

export const ZWinnerQuery = z
  .object({
    gameCategory: ZGameCategory.or(z.literal('ALL')).default('ALL'),
    limitNum: z.coerce.number().int().min(1).max(20).default(20),
    ...ZClientFields,
  })
  .strict();

export const ZAccountGamesQuery = z
  .object({
    gameType: ZGameCategory.optional().or(z.literal('')),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(999).default(20),
    token: z.string().max(100).optional(),
    ...ZClientFields,
  })
  .strict();

export const ZVendorQuery = z.object({ vassalage: ZVendorCode, ...ZClientFields }).strict();

/** Favourite add (POST) and remove (DELETE): the game's nodeId as a string. */
export const ZFavouriteChange = z
  .object({
    nodeId: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/),
    vendor: ZVendorCode.optional(),
    gameType: ZGameCategory.optional(),
  })
  .strict();

export const ZLaunchRequest = z
  .object({
    gameId: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/)
      .optional(),
    gameCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,40}$/)
      .optional(),
    vendorCode: ZVendorCode,
    platform: z.string().max(30).optional(),
    language: z.string().max(10).optional(),
  })
  .strict()
  .refine((v) => v.gameId !== undefined || v.gameCode !== undefined, { message: 'gameId or gameCode' });
export * from './crash.schemas.ts';
export * from './ids.schemas.ts';
export * from './lottery.schemas.ts';
export * from './originals.schemas.ts';
export * from './urls.schemas.ts';
