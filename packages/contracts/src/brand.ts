import type { CarryForward, ContractMode, ContractType, DividendPeriod } from './agent-contracts.ts';
import type { LanguageCode } from './languages.ts';
import type { TLoyaltySettings } from './loyalty.ts';
import type { TPromotionSettings } from './promotions.ts';

export interface TTheme {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
}

export const THEME_KEYS = [
  'primary',
  'primaryContrast',
  'accent',
  'background',
  'surface',
  'surfaceRaised',
  'border',
  'text',
  'textMuted',
] as const satisfies readonly (keyof TTheme)[];

export interface TMaintenance {
  enabled: boolean;
  /** Optional window: maintenance applies only between these instants. */
  startsAt: string | null;
  endsAt: string | null;
  /** Message per language; the page falls back to the generic text when missing. */
  message: Partial<Record<LanguageCode, string>>;
}

export interface TRegionRestriction {
  /** ISO 3166-1 alpha-2 codes, read from the trusted geo header (GEO_COUNTRY_HEADER). */
  blockedCountries: string[];
  blockedCidrs: string[];
  /** Networks that are never blocked (offices, monitoring); they win over both lists above. */
  allowedCidrs: string[];
}

export interface TPhoneSettings {
  countryCode: string;
  countryDialingCode: string;
  minDigits: number;
  maxDigits: number;
  placeholder: string;
}

/** Sign-in and session rules of a brand. */
export interface TSecuritySettings {
  /** A session ends after this long without a request. */
  sessionIdleMinutes: number;
  /** And after this long in any case. */
  sessionAbsoluteHours: number;
  /** With PWDEXPFORCECHANGE3 on, a password older than this must be changed at login. */
  passwordMaxAgeDays: number;
  /** Payloads marked E in the spec must arrive encrypted (ADR 0010). */
  encryptPayloads: boolean;
  /** Failed logins (per account name or per address) after which the image captcha is required. */
  captchaAfterFailures: number;
  /** Failed logins on one account name after which it is locked for lockMinutes. */
  lockAfterFailures: number;
  lockMinutes: number;
  /** Ask for a second factor when an account logs in from an address it has not used. */
  twoFactorOnNewAddress: boolean;
}

/**
 * How phone numbers are verified: 'internal' sends our own codes through the SMS provider;
 * 'phone-auth-token' trusts ID tokens signed by an external phone-auth service (the spec's
 * alternate provider: firebaseChannel and firebaseIdToken).
 */
export interface TSmsSettings {
  verifier: 'internal' | 'phone-auth-token';
  codeLength: number;
  expiredMinutes: number;
  phoneAuth: { issuer: string; audience: string; jwksUrl: string | null; publicKeysPem: string[] } | null;
}

export interface TSocialProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button. */
  label: string;
}

export interface TSocialSettings {
  google: TSocialProvider | null;
  facebook: TSocialProvider | null;
}

/** Brand settings kept as one validated JSON document beside the brand row (ADR 0004). */
/** Money rules of a brand (ADR 0013). Amounts are minor units. */
export interface TWalletSettings {
  /** All games on one (seamless) wallet; otherwise transfer-wallet vendors have wallets of their own. */
  isSingleWallet: boolean;
  /** Each deposit must be wagered this many percent of its amount before a withdrawal (100 = once). */
  depositTurnoverPercent: number;
  withdrawalMinMinor: number;
  withdrawalMaxMinor: number;
  withdrawalsPerDay: number;
  /** A paid withdrawal the player does not confirm counts as received after this many minutes. */
  autoConfirmMinutes: number;
  /** Banks a player can bind for withdrawals. */
  banks: string[];
}

export const DEFAULT_WALLET_SETTINGS: TWalletSettings = {
  isSingleWallet: false,
  depositTurnoverPercent: 100,
  withdrawalMinMinor: 50_000,
  withdrawalMaxMinor: 5_000_000,
  withdrawalsPerDay: 5,
  autoConfirmMinutes: 60,
  banks: [],
};

/** Game rules of a brand (ADR 0015). */
export interface TGameSettings {
  /** The largest single bet a game provider may place, a decimal in the brand currency ("100000.00"). */
  maxBet: string;
  /** In-house games and the crash game (ADR 0017); absent: the defaults below. */
  originals?: TOriginalsSettings;
  /** Lottery bets, per bet line; absent: the defaults below. */
  lottery?: TBetLimits;
  /**
   * The largest win of one bet in the in-house games, crash and the lottery, a decimal in the brand
   * currency (ADR 0029); absent: DEFAULT_MAX_WIN. A game of the brand may set its own.
   */
  maxWin?: string;
}

/** The largest win of one bet when a brand has not set one (ADR 0029). */
export const DEFAULT_MAX_WIN = '1000000.00';

/** Decimal bet limits in the brand currency. */
export interface TBetLimits {
  minBet: string;
  maxBet: string;
}

export interface TOriginalsSettings extends TBetLimits {
  /** Basis points (100 = 1%), between HOUSE_EDGE_BPS.min and .max of @portal/fairness (1% to 5%). */
  houseEdgeBps: number;
}

export const DEFAULT_GAME_SETTINGS: TGameSettings = { maxBet: '100000.00' };
export const DEFAULT_ORIGINALS_SETTINGS: TOriginalsSettings = {
  minBet: '1.00',
  maxBet: '10000.00',
  houseEdgeBps: 100,
};
export const DEFAULT_LOTTERY_SETTINGS: TBetLimits = { minBet: '1.00', maxBet: '5000.00' };

/**
 * The agent tree and the agent centre of a brand (issue 16; ADR 0033). Amounts are minor units.
 */
export interface TAgentSettings {
  /**
   * How many agents deep a chain may go: 1 lets only top agents exist (they register members),
   * 3 allows agent → sub-agent → sub-sub-agent. Members may sit under any agent.
   */
  maxAgentDepth: number;
  /** Agent types (of AGENT_TYPES) that may register sub-agents. */
  recruitingTypes: number[];
  /** The type a sub-agent gets when its upline registers it. */
  subAgentType: number;
  /** Whether team management shows each team member's main balance to their agents. */
  showTeamBalances: boolean;
  /** Upline/downline transfers (spec: "Upline/downline transfer is for agents"). */
  transfers: {
    /** An agent may send to its direct downline. */
    toDownline: boolean;
    /** A sub-agent may send to its upline. */
    toUpline: boolean;
    /** Smallest transfer. */
    minMinor: number;
    /** What one agent may send in a day (UTC), both directions together. */
    dailyLimitMinor: number;
  };
}

export const DEFAULT_AGENT_SETTINGS: TAgentSettings = {
  maxAgentDepth: 3,
  recruitingTypes: [1, 2, 41, 42],
  subAgentType: 2,
  showTeamBalances: false,
  transfers: { toDownline: true, toUpline: false, minMinor: 100, dailyLimitMinor: 10_000_000 },
};

/** One contract type of a brand (issue 17; ADR 0038). Amounts are minor units. */
export interface TContractTypeSettings {
  /** Agents may hold and offer contracts of this type. */
  enabled: boolean;
  /** FIXED: the whole basis at the reached tier's rate; FLOATING: each slice at its own rate. */
  mode: ContractMode;
  /** The highest rate any tier may pay (basis points: 3500 = 35 %). */
  maxRateBps: number;
  /** The tiers the offer dialog starts from, and the console's suggestion for top agents. */
  template: { thresholdMinor: number; minValidBetMinor: number; activeMembers: number; rateBps: number }[];
}

/** Agent contracts of a brand (issue 17; ADR 0038). Amounts are minor units. */
export interface TContractSettings {
  /**
   * The clock bills are settled in: minutes east of UTC (360 = GMT+6, Bangladesh; 480 = the
   * Philippines). A day, week, half month and month begin at local midnight of this clock.
   */
  utcOffsetMinutes: number;
  types: Record<ContractType, TContractTypeSettings>;
  /** Periods a dividend offer may choose (spec: D daily, W weekly, H semimonthly, M monthly). */
  dividendPeriods: DividendPeriod[];
  /** What happens to a dividend period the team won (a negative basis). */
  carryForward: CarryForward;
  /** An active member must also have a credited deposit in the period (besides a settled bet). */
  activeNeedsDeposit: boolean;
  /** Bills above this wait for an operator's approval (0: none do); flagged bills always wait. */
  approvalThresholdMinor: number;
  /** AUTO: bills are paid at settlement; CLAIM: the agent collects each bill in its contract page. */
  collection: 'AUTO' | 'CLAIM';
  /** Days a bill awaits collection before it expires. */
  collectDays: number;
  /** Days an offer waits for an answer before it expires. */
  offerDays: number;
  /** Abuse signals (a flagged bill with something to pay waits for an operator). */
  abuse: {
    /** Active members whose valid bet in the period is below this count as padding… */
    paddingMinBetMinor: number;
    /** …and the bill is flagged when they are at least this share (percent) of the active members. */
    paddingSharePct: number;
    /** Flag wash volume when the team's payout/stake is within this many basis points of 100 %… */
    washRtpBandBps: number;
    /** …over at least this valid bet. */
    washMinValidBetMinor: number;
    /** Flag when at least this many active members share a sign-up IP or device with another. */
    duplicateMinAccounts: number;
  };
}

const tiers = (rows: [number, number, number][]) =>
  rows.map(([thresholdMinor, activeMembers, rateBps]) => ({
    thresholdMinor,
    minValidBetMinor: 0,
    activeMembers,
    rateBps,
  }));

export const DEFAULT_CONTRACT_SETTINGS: TContractSettings = {
  utcOffsetMinutes: 360,
  types: {
    // Eight tiers from 3 % to 35 % of the team's loss (issue 17's example).
    DIVIDEND: {
      enabled: true,
      mode: 'FLOATING',
      maxRateBps: 3500,
      template: tiers([
        [0, 3, 300],
        [1_000_000, 5, 500],
        [2_500_000, 8, 800],
        [5_000_000, 10, 1200],
        [10_000_000, 15, 1600],
        [25_000_000, 20, 2000],
        [50_000_000, 30, 2800],
        [100_000_000, 50, 3500],
      ]),
    },
    DAILY_SALARY: {
      enabled: true,
      mode: 'FIXED',
      maxRateBps: 200,
      template: tiers([
        [1_000_000, 3, 30],
        [5_000_000, 5, 50],
        [20_000_000, 10, 80],
        [50_000_000, 20, 120],
      ]),
    },
    HOURLY_SALARY: {
      enabled: true,
      mode: 'FIXED',
      maxRateBps: 150,
      template: tiers([
        [100_000, 2, 20],
        [500_000, 3, 40],
        [2_000_000, 5, 60],
      ]),
    },
    REALTIME_SALARY: {
      enabled: true,
      mode: 'FIXED',
      maxRateBps: 100,
      template: tiers([
        [10_000, 1, 10],
        [100_000, 2, 20],
        [500_000, 3, 30],
      ]),
    },
  },
  dividendPeriods: ['D', 'W', 'H', 'M'],
  carryForward: 'NEXT_PERIOD',
  activeNeedsDeposit: false,
  approvalThresholdMinor: 10_000_000,
  collection: 'AUTO',
  collectDays: 30,
  offerDays: 7,
  abuse: {
    paddingMinBetMinor: 1_000,
    paddingSharePct: 50,
    washRtpBandBps: 100,
    washMinValidBetMinor: 10_000_000,
    duplicateMinAccounts: 3,
  },
};

export interface TBrandSettings {
  theme: TTheme;
  maintenance: TMaintenance;
  regionRestriction: TRegionRestriction;
  mainDomain: string;
  analyticsId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  phone: TPhoneSettings;
  /** Minimum age players confirm at sign-up (spec section 9 gives 18; some markets need 21). */
  minimumAge: number;
  tagline: Partial<Record<LanguageCode, string>>;
  security: TSecuritySettings;
  sms: TSmsSettings;
  social: TSocialSettings;
  wallet: TWalletSettings;
  /** Absent in documents written before the games issue: DEFAULT_GAME_SETTINGS then. */
  games?: TGameSettings;
  /** Absent in documents written before the agent centre: DEFAULT_AGENT_SETTINGS then. */
  agents?: TAgentSettings;
  /** Absent in documents written before agent contracts: DEFAULT_CONTRACT_SETTINGS then. */
  contracts?: TContractSettings;
  /** Absent in documents written before promotions (issue 18): DEFAULT_PROMOTION_SETTINGS then. */
  promotions?: TPromotionSettings;
  /** Absent in documents written before loyalty (issue 19): DEFAULT_LOYALTY_SETTINGS then. */
  loyalty?: TLoyaltySettings;
}
