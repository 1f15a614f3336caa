import type {
  FeatureFlag,
  GameCategory,
  LanguageCode,
  PatternId,
  RegisterField,
  TBrandSettings,
  TCustomerServiceEntry,
  TDomainRoute,
  TResource,
} from '@portal/contracts';
import { DEFAULT_SECURITY_SETTINGS, DEFAULT_SMS_SETTINGS } from '@portal/contracts/schemas/brand';

export interface RuleSeed {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
  patternId: PatternId;
  min: number;
  max: number;
}

export interface BrandSeed {
  code: string;
  name: string;
  currency: string;
  currencyExponent: number;
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
  supportEmail: string;
  settings: TBrandSettings;
  flags: Record<FeatureFlag, boolean>;
  domains: TDomainRoute[];
  rules: RuleSeed[];
  customerService: TCustomerServiceEntry[];
  resources: Omit<TResource, 'qrUrl'>[];
  /** Vendor codes per category, in display order; absent categories are switched off. */
  vendors: Partial<Record<GameCategory, string[]>>;
}

function rule(
  field: RegisterField,
  patternId: PatternId,
  min: number,
  max: number,
  required = false,
  enabled = true,
): RuleSeed {
  return { field, enabled, required, patternId, min, max };
}

const off = (field: RegisterField): RuleSeed => rule(field, 'ANY', 0, 50, false, false);

/**
 * Tiger Star: the Bangladeshi brand, in English and Bengali, with every feature flag on but the
 * manual rebate, so each flag can be switched off and watched on the development page.
 */
const tiger: BrandSeed = {
  code: 'TIGER',
  name: 'Tiger Star',
  currency: 'BDT',
  currencyExponent: 2,
  defaultLanguage: 'en',
  languages: ['en', 'bn'],
  supportEmail: 'support@tigerstar.example',
  settings: {
    theme: {
      primary: '#f5b301',
      primaryContrast: '#1a1200',
      accent: '#ff7a1a',
      background: '#0a0e18',
      surface: '#121a2b',
      surfaceRaised: '#1a2439',
      border: '#2a3652',
      text: '#f2f5fb',
      textMuted: '#aab4c8',
    },
    maintenance: {
      enabled: false,
      startsAt: null,
      endsAt: null,
      message: {
        en: 'We are upgrading our games and payments. Your balance is safe; we will be back shortly.',
        bn: 'আমরা আমাদের গেম ও পেমেন্ট ব্যবস্থা উন্নত করছি। আপনার ব্যালেন্স নিরাপদ আছে; আমরা শীঘ্রই ফিরে আসব।',
      },
    },
    regionRestriction: { blockedCountries: ['US', 'GB', 'FR'], blockedCidrs: [], allowedCidrs: [] },
    mainDomain: 'tigerstar.example',
    analyticsId: null,
    imageCDNs: [],
    launchGameCDNs: [],
    phone: {
      countryCode: 'BD',
      countryDialingCode: '+880',
      minDigits: 10,
      maxDigits: 10,
      placeholder: '01712345678',
    },
    minimumAge: 18,
    tagline: { en: 'Play bold, win big', bn: 'সাহস করে খেলুন, বড় জিতুন' },
    security: DEFAULT_SECURITY_SETTINGS,
    sms: DEFAULT_SMS_SETTINGS,
    social: { google: null, facebook: null },
    wallet: {
      isSingleWallet: false,
      depositTurnoverPercent: 100,
      withdrawalMinMinor: 50_000,
      withdrawalMaxMinor: 5_000_000,
      withdrawalsPerDay: 5,
      autoConfirmMinutes: 60,
      banks: [
        'Dutch-Bangla Bank',
        'BRAC Bank',
        'Islami Bank Bangladesh',
        'Sonali Bank',
        'Eastern Bank',
        'The City Bank',
        'bKash',
        'Nagad',
      ],
    },
  },
  flags: {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: true,
    MOBILEVERCODELOGIN3: true,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    CHNGPASSVERIF3: true,
    AGENTPOLICY3: true,
    PTSYS3: true,
    MANPLAYREB3: false,
  },
  domains: [
    { domain: 'localhost', type: 'PLAYER', primary: true },
    { domain: '127.0.0.1', type: 'PLAYER', primary: false },
    { domain: 'tiger.localhost', type: 'PLAYER', primary: false },
    { domain: 'agent.tiger.localhost', type: 'AGENT', primary: false },
    { domain: 'tigerstar-1.example', type: 'ALTERNATE', primary: false },
    { domain: 'tigerstar-2.example', type: 'ALTERNATE', primary: false },
  ],
  rules: [
    rule('username', 'ALNUM_LETTER_FIRST', 6, 16, true),
    rule('password', 'PASSWORD', 8, 128, true),
    rule('confirmPassword', 'PASSWORD', 8, 128, true),
    rule('payeeName', 'FULL_NAME', 3, 60),
    rule('email', 'EMAIL', 6, 100),
    off('qqNum'),
    rule('mobileNum', 'DIGITS', 10, 11, true),
    off('recommenderId'),
    // The proof-of-work check guards sign-up here; Jade Palace adds the image captcha.
    off('captcha'),
    rule('verificationCode', 'DIGITS', 4, 8, true),
    rule('affiliateCode', 'NO_SPACES', 4, 20),
    off('paymentPassword'),
    off('line'),
    rule('whatsapp', 'DIGITS', 8, 15),
    off('facebook'),
    off('wechat'),
    off('idNumber'),
    rule('referralCode', 'NO_SPACES', 4, 20),
  ],
  customerService: [
    { type: 'LIVE_CHAT', csPosition: 1, title: 'Live chat', path: 'https://chat.tigerstar.example/' },
    { type: 'TELEGRAM', csPosition: 1, title: 'Telegram support', path: 'https://t.me/tigerstar_support' },
    { type: 'TELEGRAM', csPosition: 2, title: 'Telegram VIP desk', path: 'https://t.me/tigerstar_vip' },
    { type: 'TELEGRAM', csPosition: 3, title: 'Telegram news', path: 'https://t.me/tigerstar_news' },
    {
      type: 'FACEBOOK',
      csPosition: 1,
      title: 'Facebook',
      path: 'https://www.facebook.com/tigerstar.example',
    },
    { type: 'EMAIL', csPosition: 1, title: 'E-mail', path: 'mailto:support@tigerstar.example' },
  ],
  resources: [
    {
      resourceType: 'Android',
      url: 'https://tigerstar.example/download/android',
      labelNameEn: 'Android app',
    },
    { resourceType: 'iOS', url: 'https://tigerstar.example/download/ios', labelNameEn: 'iPhone app' },
    {
      resourceType: 'iOSLite',
      url: 'https://tigerstar.example/download/ios-lite',
      labelNameEn: 'iPhone lite',
    },
  ],
  vendors: {
    LIVE: ['RLV', 'CCL', 'LTL', 'DMD'],
    RNG: ['SPF', 'LKR', 'MGS', 'GDS', 'JGP', 'SLG', 'NEO', 'FTW', 'PXR', 'JPC'],
    FISH: ['OCK', 'DSF', 'FHT', 'SPF', 'GDS'],
    PVP: ['ACP', 'CDM', 'TPC'],
    BGS: ['BGS'],
    SPORTS: ['BTI', 'GLN', 'SB1'],
    ESPORTS: ['IMES', 'ARE'],
    LOTT: ['LTA', 'VNL'],
    ELOTT: ['QDR', 'KNX'],
    COCKFIGHT: ['DS88', 'CPA'],
    JACKPOT: ['JPC', 'MGS', 'FTW'],
    MINI: ['MNA', 'PXR', 'KNX'],
  },
};

/**
 * Jade Palace: the Philippine brand, another theme, currency (PHP) and language set (English and
 * Filipino), with username registration only and password resets by e-mail.
 */
const jade: BrandSeed = {
  code: 'JADE',
  name: 'Jade Palace',
  currency: 'PHP',
  currencyExponent: 2,
  defaultLanguage: 'en',
  languages: ['en', 'fil'],
  supportEmail: 'help@jadepalace.example',
  settings: {
    theme: {
      primary: '#1fd39a',
      primaryContrast: '#00170e',
      accent: '#e6bd55',
      background: '#05110d',
      surface: '#0c1e18',
      surfaceRaised: '#132c23',
      border: '#214737',
      text: '#eefaf4',
      textMuted: '#a3c6b7',
    },
    maintenance: {
      enabled: false,
      startsAt: null,
      endsAt: null,
      message: {
        en: 'Jade Palace is getting a fresh coat of paint. Please come back in a little while.',
        fil: 'May inaayos kami sa Jade Palace. Bumalik po kayo maya-maya.',
      },
    },
    regionRestriction: { blockedCountries: ['US', 'SG'], blockedCidrs: [], allowedCidrs: [] },
    mainDomain: 'jadepalace.example',
    analyticsId: null,
    imageCDNs: [],
    launchGameCDNs: [],
    phone: {
      countryCode: 'PH',
      countryDialingCode: '+63',
      minDigits: 10,
      maxDigits: 10,
      placeholder: '09171234567',
    },
    minimumAge: 21,
    tagline: { en: 'Fortune favours the jade', fil: 'Swerte sa bawat laro' },
    // Stricter sign-in: shorter sessions, captcha from the second failure, yearly password changes.
    security: {
      ...DEFAULT_SECURITY_SETTINGS,
      sessionIdleMinutes: 30,
      captchaAfterFailures: 2,
      passwordMaxAgeDays: 365,
    },
    sms: DEFAULT_SMS_SETTINGS,
    social: { google: null, facebook: null },
    // One wallet for every game, and no turnover asked on deposits.
    wallet: {
      isSingleWallet: true,
      depositTurnoverPercent: 0,
      withdrawalMinMinor: 20_000,
      withdrawalMaxMinor: 10_000_000,
      withdrawalsPerDay: 10,
      autoConfirmMinutes: 30,
      banks: [
        'BDO Unibank',
        'BPI',
        'Metrobank',
        'Land Bank of the Philippines',
        'UnionBank',
        'Security Bank',
        'GCash',
        'Maya',
      ],
    },
  },
  flags: {
    USERNAMEREG3: true,
    MOBILENUMREG3: false,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: false,
    MOBILEVERCODELOGIN3: false,
    FREEPLAY3: false,
    PWDEXPFORCECHANGE3: false,
    CHNGPASSVERIF3: false,
    AGENTPOLICY3: true,
    PTSYS3: false,
    MANPLAYREB3: true,
  },
  domains: [
    { domain: 'jade.localhost', type: 'PLAYER', primary: true },
    { domain: 'agent.jade.localhost', type: 'AGENT', primary: false },
    { domain: 'jadepalace-1.example', type: 'ALTERNATE', primary: false },
  ],
  rules: [
    rule('username', 'ALNUM_LETTER_FIRST', 5, 14, true),
    rule('password', 'STRONG_PASSWORD', 8, 128, true),
    rule('confirmPassword', 'STRONG_PASSWORD', 8, 128, true),
    rule('payeeName', 'FULL_NAME', 3, 60, true),
    rule('email', 'EMAIL', 6, 100, true),
    off('qqNum'),
    rule('mobileNum', 'DIGITS', 10, 11),
    off('recommenderId'),
    rule('captcha', 'NO_SPACES', 4, 6, true),
    off('verificationCode'),
    rule('affiliateCode', 'NO_SPACES', 4, 20),
    rule('paymentPassword', 'DIGITS', 6, 6),
    rule('line', 'NO_SPACES', 3, 30),
    off('whatsapp'),
    rule('facebook', 'NO_SPACES', 3, 60),
    off('wechat'),
    off('idNumber'),
    rule('referralCode', 'NO_SPACES', 4, 20),
  ],
  customerService: [
    { type: 'LIVE_CHAT', csPosition: 1, title: 'Live chat', path: 'https://chat.jadepalace.example/' },
    { type: 'TELEGRAM', csPosition: 1, title: 'Telegram', path: 'https://t.me/jadepalace_ph' },
    {
      type: 'FACEBOOK',
      csPosition: 1,
      title: 'Facebook',
      path: 'https://www.facebook.com/jadepalace.example',
    },
    { type: 'EMAIL', csPosition: 1, title: 'E-mail', path: 'mailto:help@jadepalace.example' },
  ],
  resources: [
    { resourceType: 'Android', url: 'https://jadepalace.example/app/android', labelNameEn: 'Android app' },
    { resourceType: 'iOS', url: 'https://jadepalace.example/app/ios', labelNameEn: 'iPhone app' },
  ],
  vendors: {
    COCKFIGHT: ['DS88', 'CPA'],
    LIVE: ['LTL', 'RLV', 'CCL'],
    RNG: ['GDS', 'FTW', 'LKR', 'SPF', 'NEO', 'JPC'],
    FISH: ['OCK', 'FHT'],
    PVP: ['TPC', 'ACP'],
    BGS: ['BGS'],
    SPORTS: ['BTI', 'SB1'],
    ESPORTS: ['IMES'],
    ELOTT: ['KNX'],
    JACKPOT: ['JPC', 'FTW'],
  },
};

export const DEMO_BRANDS: BrandSeed[] = [tiger, jade];
