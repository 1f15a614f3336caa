import type { CS_TYPES } from './system.ts';

/**
 * The one rule for every URL the portal stores and later renders as a link, a redirect or an
 * image (issue 13: the banner API stored `javascript:` links). A URL is safe when it is either
 * - an absolute http(s) URL with a host, or
 * - a path on this site: a single leading `/` (not `//` or `/\`, which browsers read as another
 *   host).
 * Anything else is refused: other schemes (`javascript:`, `data:`, `vbscript:`, `file:` ...),
 * relative references, entity-encoded text, and any whitespace, control character or backslash
 * anywhere, because browsers drop or rewrite those before parsing (`java\tscript:`, `/\t/evil`).
 * The server validates with it (`ZSafeUrl` in schemas.ts), and the player site checks again
 * before it renders a link, so a bad value stored before this rule is never followed.
 */
export type SafeUrlKind = 'absolute' | 'path';

/** Longest URL stored anywhere (browsers and proxies handle 2,000 everywhere). */
export const SAFE_URL_MAX_LENGTH = 2000;

// Controls (C0, DEL, C1), invisible format characters (zero-width, bidi overrides, BOM), every
// kind of space, and the backslash.
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\\]/u;

/**
 * An absolute http(s) URL with a host: the scheme and `//` literally (the URL parser would also
 * take `https:evil.example` or `https:///evil.example`), optional user info, a host name (letters,
 * digits, dots, hyphens, underscores, or any non-ASCII letter of an international name) or an IPv6
 * literal, an optional port, then the end or a path, query or fragment. Read the same way by the
 * server and every browser, without depending on either's URL parser.
 */
const ABSOLUTE_URL =
  /^https?:\/\/(?:[^/?#@]*@)?(?:[A-Za-z0-9_.\u00a1-\uffff-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#]|$)/i;

/** What kind of safe URL a value is, or null when it is not one. */
export function safeUrlKind(value: unknown): SafeUrlKind | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > SAFE_URL_MAX_LENGTH) return null;
  if (UNSAFE_CHARACTER.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : 'path';
  return ABSOLUTE_URL.test(value) ? 'absolute' : null;
}

export interface SafeUrlOptions {
  /** In-site paths are accepted (default true). */
  paths?: boolean;
  /** Absolute URLs are accepted (default true). */
  absolute?: boolean;
  /** Absolute URLs must be https (images on an https page). */
  httpsOnly?: boolean;
}

export function isSafeUrl(value: unknown, options: SafeUrlOptions = {}): value is string {
  const kind = safeUrlKind(value);
  if (kind === 'path') return options.paths !== false;
  if (kind === 'absolute') {
    if (options.absolute === false) return false;
    return !options.httpsOnly || /^https:/i.test(value as string);
  }
  return false;
}

/** The value when it is safe to render as a link, else null (render no link at all). */
export function safeHref(value: unknown, options: SafeUrlOptions = {}): string | null {
  return isSafeUrl(value, options) ? value : null;
}

/**
 * Links inside operators' rich text (announcements, messages, help): the rule above, an anchor
 * on the same page, or an e-mail or phone link. The server keeps no other href when it stores
 * the text, and the site drops any other it finds in text stored before.
 */
export function isSafeTextLink(href: string): boolean {
  if (isSafeUrl(href)) return true;
  if (/^#[\w-]{0,100}$/.test(href)) return true;
  return /^(mailto:[^\s@:/\\<>"'`]+@[A-Za-z0-9.-]+|tel:\+?[0-9][0-9().-]{2,30})$/i.test(href);
}

type CsType = (typeof CS_TYPES)[number];

const EMAIL_ADDRESS = /^[^\s@:/\\<>"'`]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PHONE_NUMBER = /^\+?[0-9][0-9 ().-]{2,30}$/;

/**
 * Where a customer-service entry leads: e-mail and phone entries hold an address or a number
 * (with or without `mailto:` / `tel:`), every other kind a safe URL. Null when the stored path is
 * none of these, so nothing is rendered for it.
 */
export function contactHref(entry: { type: CsType; path: string }): string | null {
  const { type, path } = entry;
  if (type === 'EMAIL') {
    const address = path.replace(/^mailto:/i, '');
    return EMAIL_ADDRESS.test(address) ? `mailto:${address}` : null;
  }
  if (type === 'PHONE') {
    const number = path.replace(/^tel:/i, '');
    return PHONE_NUMBER.test(number) ? `tel:${number.replace(/[\s().-]+/g, '')}` : null;
  }
  return safeHref(path);
}

/** Whether a stored customer-service path is acceptable for its kind (the write-side check). */
export function isSafeContactPath(type: CsType, path: string): boolean {
  return contactHref({ type, path }) !== null;
}
