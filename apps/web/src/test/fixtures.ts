import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet, type TSystemConfig } from '@portal/contracts';

const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FlagSet;

/** A brand config as the server would inline it, for component tests. */
export function testConfig(change: Partial<TSystemConfig> = {}): TSystemConfig {
  return {
    merchant: {
      code: 'TIGER',
      name: 'Tiger Star',
      currency: 'BDT',
      currencyExponent: 2,
      defaultLanguage: 'en',
      languages: ['en', 'bn'],
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
      logoUrl: '/wps/system/logo.svg?m=TIGER',
      tagline: 'Play bold, win big',
      minimumAge: 18,
      phone: { countryDialingCode: '+880', minDigits: 10, maxDigits: 11, placeholder: '01712345678' },
    },
    status: { status: 0, ip: '203.0.113.9', country: null, message: null, maintenanceEndsAt: null },
    whitelabel: buildWhitelabelTree(flags),
    registerRules: [],
    customerService: [
      { type: 'LIVE_CHAT', csPosition: 1, title: 'Live chat', path: 'https://chat.example/' },
      { type: 'TELEGRAM', csPosition: 1, title: 'Telegram 1', path: 'https://t.me/one' },
      { type: 'TELEGRAM', csPosition: 2, title: 'Telegram 2', path: 'https://t.me/two' },
      { type: 'FACEBOOK', csPosition: 1, title: 'Facebook', path: 'https://facebook.com/x' },
    ],
    resources: [
      {
        resourceType: 'Android',
        url: 'https://x.example/a',
        labelNameEn: 'Android',
        qrUrl: '/wps/system/qr/Android.svg?m=TIGER',
      },
      {
        resourceType: 'iOS',
        url: 'https://x.example/i',
        labelNameEn: 'iOS',
        qrUrl: '/wps/system/qr/iOS.svg?m=TIGER',
      },
    ],
    domainRoute: [],
    gameMenus: [
      {
        gameCategory: 'LIVE',
        vendors: [{ vendorCode: 'RLV', name: 'Royal Live', logoUrl: '/v/RLV.svg' }],
      },
      {
        gameCategory: 'SPORTS',
        vendors: [
          { vendorCode: 'BTI', name: 'BTi Sports', logoUrl: '/v/BTI.svg' },
          { vendorCode: 'RLV', name: 'Royal Live', logoUrl: '/v/RLV.svg' },
        ],
      },
      { gameCategory: 'FISH', vendors: [] },
    ],
    mainDomain: 'tigerstar.example',
    analyticsId: null,
    location: { ip: '203.0.113.9', country: null },
    imageCDNs: [],
    launchGameCDNs: [],
    maintenance: { active: false, endsAt: null },
    regionRestriction: { restricted: false },
    development: false,
    auth: { socialProviders: [], smsVerifier: 'internal', encryptPayloads: true },
    ...change,
  };
}
