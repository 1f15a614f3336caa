/**
 * Mobile wallets as payment methods (issue 20; ADR 0047): bKash and Nagad in Bangladesh, GCash and
 * Maya in the Philippines. A deposit method with a `channel` asks for the payer's wallet number; a
 * withdrawal account whose bank name is a wallet's name is a wallet number. Both sides (the
 * server's validation and the player site's form) use these rules.
 */
export const MOBILE_WALLETS = {
  BKASH: { name: 'bKash', country: 'BD', example: '01712345678', colour: '#e2136e' },
  NAGAD: { name: 'Nagad', country: 'BD', example: '01812345678', colour: '#ec1c24' },
  GCASH: { name: 'GCash', country: 'PH', example: '09171234567', colour: '#0a5bd7' },
  MAYA: { name: 'Maya', country: 'PH', example: '09181234567', colour: '#00835b' },
} as const;

export const MOBILE_WALLET_CODES = Object.keys(MOBILE_WALLETS) as (keyof typeof MOBILE_WALLETS)[];
export type MobileWallet = keyof typeof MOBILE_WALLETS;

/** Bangladesh: 01, an operator digit 3–9, eight digits. The Philippines: 09 and nine digits. */
const NUMBER_PATTERNS: Record<'BD' | 'PH', RegExp> = {
  BD: /^01[3-9]\d{8}$/,
  PH: /^09\d{9}$/,
};

export const isMobileWallet = (value: string): value is MobileWallet => Object.hasOwn(MOBILE_WALLETS, value);

/** The wallet a withdrawal account's bank name names ("bKash", "GCash"…), else null. */
export function mobileWalletOf(bankName: string): MobileWallet | null {
  const name = bankName.trim().toLowerCase();
  return MOBILE_WALLET_CODES.find((code) => MOBILE_WALLETS[code].name.toLowerCase() === name) ?? null;
}

/**
 * The number as the wallet knows it: spaces, dashes and dots out, and the country code written
 * as the national 0 (+880 1712… → 01712…, +63 917… → 0917…).
 */
export function normaliseWalletNumber(wallet: MobileWallet, value: string): string {
  const digits = value.replace(/[\s.()-]/g, '');
  const { country } = MOBILE_WALLETS[wallet];
  if (country === 'BD') return digits.replace(/^(?:\+?880|00880)(?=1)/, '0');
  return digits.replace(/^(?:\+?63|0063)(?=9)/, '0');
}

/** Whether the (normalised) number is a valid wallet number of that wallet's country. */
export function isWalletNumber(wallet: MobileWallet, value: string): boolean {
  return NUMBER_PATTERNS[MOBILE_WALLETS[wallet].country].test(normaliseWalletNumber(wallet, value));
}
