import path from 'node:path';
import { loadKeys, type ProviderKeys } from './keys.ts';

export interface ProviderConfig {
  port: number;
  host: string;
  /** Where browsers reach this server (the launch URL the portal stores is `${publicUrl}/launch`). */
  publicUrl: string;
  /** The portal's wallet API base; calls go to `${walletUrl}/<vendor>/user/balance` and so on. */
  walletUrl: string;
  /** CSP frame-ancestors of the game page: the portals allowed to frame it. */
  frameAncestors: string;
  keys: ProviderKeys;
  production: boolean;
  /** Vendors hosted here with their own transfer wallet (ADR 0043): TRANSFER_VENDORS, SB1 by default. */
  transferVendors: string[];
  /** Their books (a JSON file under DATA_DIR), or null with DATA_DIR=memory. */
  transferBooksFile: string | null;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const VENDOR_CODE = /^[A-Z0-9_]{2,20}$/;

const DEFAULT_PORT = 3002;
const DEFAULT_WALLET_URL = 'http://127.0.0.1:3000/pw';

function httpUrl(value: string): URL | null {
  const url = URL.canParse(value) ? new URL(value) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

/** An absolute http(s) URL without a trailing slash, so paths can be appended with `/`. */
export function normaliseBaseUrl(value: string): string | null {
  const url = httpUrl(value);
  return url ? url.toString().replace(/\/+$/, '') : null;
}

/**
 * Reads the environment once. Every problem is collected, so a bad start lists all of them;
 * the result is frozen.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: ProviderConfig } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production' || env.APP_MODE === 'production';

  const port = Number(env.PORT || DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    problems.push(`PORT must be a port number, got ${env.PORT}.`);
  const host = env.HOST || '127.0.0.1';

  const publicUrl = normaliseBaseUrl(env.PUBLIC_URL || `http://127.0.0.1:${port}`);
  if (!publicUrl) problems.push(`PUBLIC_URL must be an absolute http(s) URL, got ${env.PUBLIC_URL}.`);

  const walletUrl = normaliseBaseUrl(env.PORTAL_WALLET_URL || DEFAULT_WALLET_URL);
  if (!walletUrl)
    problems.push(`PORTAL_WALLET_URL must be an absolute http(s) URL, got ${env.PORTAL_WALLET_URL}.`);
  if (production && walletUrl && new URL(walletUrl).protocol !== 'https:') {
    // Signatures protect integrity, not privacy: tokens and balances must not cross networks in clear.
    const { hostname } = new URL(walletUrl);
    if (hostname !== '127.0.0.1' && hostname !== 'localhost' && hostname !== '[::1]') {
      problems.push('PORTAL_WALLET_URL must be https in production (or a loopback address).');
    }
  }

  // Any portal may frame the game by default; a real deployment lists its operators' origins.
  const frameAncestors = (env.FRAME_ANCESTORS || '*').trim();
  if (!/^[\w\s:/.*'-]+$/.test(frameAncestors)) {
    problems.push('FRAME_ANCESTORS must be a space-separated list of origins (CSP frame-ancestors).');
  }

  const transferVendors = (env.TRANSFER_VENDORS ?? 'SB1')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  for (const code of transferVendors) {
    if (!VENDOR_CODE.test(code)) problems.push(`TRANSFER_VENDORS must list vendor codes, got ${code}.`);
  }
  // Started beside the portal (scripts/dev, e2e), the books follow the portal's DATA_DIR: a fresh
  // portal database (memory, a temporary directory) never meets a vendor's books of an older one.
  const dataDir =
    env.PROVIDER_DATA_DIR ||
    (env.DATA_DIR === 'memory'
      ? 'memory'
      : env.DATA_DIR
        ? `${env.DATA_DIR}-demo-provider`
        : '.data/demo-provider');
  const transferBooksFile =
    dataDir === 'memory' ? null : path.join(path.resolve(REPO_ROOT, dataDir), 'transfer-books.json');

  const keys = loadKeys(env, production, problems);
  if (problems.length > 0 || !keys || !publicUrl || !walletUrl) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    config: Object.freeze({
      port,
      host,
      publicUrl,
      walletUrl,
      frameAncestors,
      keys,
      production,
      transferVendors,
      transferBooksFile,
    }),
  };
}
