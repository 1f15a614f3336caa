import { DEVICE_MENU_WORDS } from '@portal/contracts';

/**
 * Latin-script words a catalogue may keep besides the universal ones in
 * packages/contracts/src/i18n/completeness.ts (brands, codes, game and vendor names), per language
 * and section ('' is the main catalogue). Used by the completeness test and the report; keep it
 * short: every word here is one a player of that language really sees in Latin script.
 */
export const ALLOWED_WORDS: Record<string, Record<string, readonly string[]>> = {
  bn: {
    // Install steps quote the phone's own menus; iOS has no Bengali interface.
    '': DEVICE_MENU_WORDS,
    account: DEVICE_MENU_WORDS,
    // The fairness formulas name the random bytes b0…b3.
    originals: ['b'],
  },
  fil: {
    // Every section: English words Filipino players use as they are on gaming and e-wallet sites.
    '*': [
      'Account',
      'Agent',
      'Sub',
      'Team',
      'Upline',
      'Downline',
      'Wallet',
      'Main',
      'Payment',
      'Password',
      'Username',
      'Mail',
      'Captcha',
      'Online',
      'Live',
      'Chat',
      'Casino',
      'Slots',
      'Poker',
      'Jackpot',
      'Sports',
      'Bonus',
      'Cashback',
      'Rebate',
      'Raffle',
      'Reward',
      'Bill',
      'Withdrawal',
      'Lite',
      'Min',
      'Max',
    ],
    '': DEVICE_MENU_WORDS,
    account: DEVICE_MENU_WORDS,
  },
};

/** Keys whose value may equal English's in a language: reviewed one by one. */
export const SAME_AS_ENGLISH: Record<string, Record<string, readonly string[]>> = {};

export function allowedWords(language: string, section: string): readonly string[] {
  return [...(ALLOWED_WORDS[language]?.['*'] ?? []), ...(ALLOWED_WORDS[language]?.[section] ?? [])];
}

export function sameAsEnglish(language: string, section: string): readonly string[] {
  return SAME_AS_ENGLISH[language]?.[section] ?? [];
}
