/**
 * Browser storage that never throws (private modes and full quotas do). Keys are namespaced so
 * logout can clear the session's keys and keep the brand code (spec section 4).
 */
const PREFIX = 'portal.';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string) => safe(() => window.localStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string) =>
    safe(() => window.localStorage.setItem(PREFIX + key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(PREFIX + key), undefined),
};

export const session = {
  get: (key: string) => safe(() => window.sessionStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string) =>
    safe(() => window.sessionStorage.setItem(PREFIX + key, value), undefined),
  remove: (key: string) => safe(() => window.sessionStorage.removeItem(PREFIX + key), undefined),
};

export const STORAGE_KEYS = {
  merchant: 'merchant',
  language: 'language',
  sideMenuCollapsed: 'sideMenuCollapsed',
  session: 'session',
  remember: 'remember',
  affiliateCode: 'affiliateCode',
  /** A member's invite link brought their referral code (issue 19): the register form fills it in. */
  referralCode: 'referralCode',
  /** Set by a login that was the account's first (the F audience of announcements). */
  firstLogin: 'firstLogin',
  /** Followed by the audience: the announcement popup was closed for this session. */
  announcementsClosed: 'announcementsClosed.',
} as const;
