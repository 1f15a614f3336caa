/**
 * Account types (spec sections 3 and 6). Agents are 1, 2, 41 and 42; trial accounts are 4.
 * Service accounts (9) belong to the platform and can never log in to the player site.
 */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_SUB: 2,
  TRIAL: 4,
  SERVICE: 9,
  AGENT_DIVIDEND: 41,
  AGENT_SALARY: 42,
} as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPES: readonly number[] = [4];
/** Types that may log in to the player site. */
export const LOGIN_TYPES: readonly number[] = [0, 1, 2, 4, 41, 42];

export const isAgentType = (type: number) => AGENT_TYPES.includes(type);
export const isTrialType = (type: number) => TRIAL_TYPES.includes(type);

/** The password that forces a change at the next login (spec section 9). */
export const DEFAULT_PASSWORD = '123456';

export interface TMemberInfo {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
}

export interface TLoginResult {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The default password was used: the change-password popup must open (not for SMS login). */
  mustChangePassword: boolean;
  /** Present when "remember password" was ticked: a one-day token that replaces the password. */
  rememberToken: string | null;
  rememberExpiresAt: string | null;
}

export type TwoFactorMethod = 'TOTP' | 'SMS' | 'EMAIL' | 'BANK_NAME';

/** Login from an address the account has not used before asks for a second factor. */
export interface TTwoFactorChallenge {
  twoFactorRequired: true;
  challengeId: string;
  methods: TwoFactorMethod[];
  maskedMobile: string | null;
  maskedEmail: string | null;
}

export type TLoginResponse = (TLoginResult & { twoFactorRequired?: false }) | TTwoFactorChallenge;

export interface THumanCheckChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxNumber: number;
  signature: string;
}

export interface TCaptcha {
  captchaId: string;
  /** data: URL of the image. */
  image: string;
  expiresInSeconds: number;
}

/** Profile fields of the security centre (spec section 3, "other profile labels"). */
export const PROFILE_FIELDS = [
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'zalo',
  'telegram',
  'qq',
  'wechat',
  'line',
  'whatsapp',
  'facebook',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface TSecurityOverview {
  account: string;
  type: number;
  profile: Partial<Record<ProfileField, string>>;
  payeeName: string | null;
  mobile: string | null;
  mobileVerified: boolean;
  email: string | null;
  emailVerified: boolean;
  hasPaymentPassword: boolean;
  totpEnabled: boolean;
  passwordChangedAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}

export interface TCountry {
  countryCode: string;
  countryDialingCode: string;
}
