import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { DEV_PORTAL_PUBLIC_KEY_FILE, DEV_PRIVATE_KEY_FILE } from './keys.ts';
import { PORTAL_PAIR, PROVIDER_PAIR } from './test-helpers.ts';

const providerPem = PROVIDER_PAIR.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const portalPem = PORTAL_PAIR.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('parseConfig', () => {
  it('defaults to port 3002, the portal on 3000 and the development keys', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('; '));
    const { config } = result;
    expect(config.port).toBe(3002);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3002');
    expect(config.walletUrl).toBe('http://127.0.0.1:3000/pw');
    expect(config.frameAncestors).toBe('*');
    expect(config.keys.privateKey.type).toBe('private');
    expect(config.keys.portalPublicKey.type).toBe('public');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('takes keys as PEM text (with or without \\n escapes) or as a file path', () => {
    const escaped = parseConfig({
      DEMO_PROVIDER_PRIVATE_KEY: providerPem.replaceAll('\n', '\\n'),
      PORTAL_WALLET_PUBLIC_KEY: portalPem,
      PORTAL_WALLET_URL: 'http://portal.test:8080/pw/',
    });
    expect(escaped.ok).toBe(true);
    if (escaped.ok) {
      expect(escaped.config.walletUrl).toBe('http://portal.test:8080/pw');
      expect(escaped.config.keys.portalPublicKey.export({ type: 'spki', format: 'pem' }).toString()).toBe(
        portalPem,
      );
    }
    const files = parseConfig({
      DEMO_PROVIDER_PRIVATE_KEY: DEV_PRIVATE_KEY_FILE,
      PORTAL_WALLET_PUBLIC_KEY: DEV_PORTAL_PUBLIC_KEY_FILE,
    });
    expect(files.ok).toBe(true);
  });

  it('lists every problem at once', () => {
    const result = parseConfig({
      PORT: 'eighty',
      PORTAL_WALLET_URL: 'ftp://portal',
      PUBLIC_URL: 'nowhere',
      DEMO_PROVIDER_PRIVATE_KEY: '/no/such/key.pem',
      PORTAL_WALLET_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nnonsense\n-----END PUBLIC KEY-----',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(5);
      expect(result.problems.join('\n')).toMatch(/PORT[\s\S]*PUBLIC_URL[\s\S]*PORTAL_WALLET_URL/);
    }
  });

  it('in production requires both keys and refuses the development ones', () => {
    const missing = parseConfig({ NODE_ENV: 'production' });
    expect(missing).toEqual({
      ok: false,
      problems: [
        'DEMO_PROVIDER_PRIVATE_KEY is required in production (PEM text or a file path).',
        'PORTAL_WALLET_PUBLIC_KEY is required in production (PEM text or a file path).',
      ],
    });
    const dev = parseConfig({
      APP_MODE: 'production',
      DEMO_PROVIDER_PRIVATE_KEY: readFileSync(DEV_PRIVATE_KEY_FILE, 'utf8'),
      PORTAL_WALLET_PUBLIC_KEY: DEV_PORTAL_PUBLIC_KEY_FILE,
    });
    expect(dev.ok).toBe(false);
    if (!dev.ok) {
      expect(dev.problems).toEqual([
        'DEMO_PROVIDER_PRIVATE_KEY must not be the development key from dev-keys/ in production.',
        'PORTAL_WALLET_PUBLIC_KEY must not be the development key from dev-keys/ in production.',
      ]);
    }
    const own = parseConfig({
      NODE_ENV: 'production',
      DEMO_PROVIDER_PRIVATE_KEY: providerPem,
      PORTAL_WALLET_PUBLIC_KEY: portalPem,
      PORTAL_WALLET_URL: 'https://portal.example/pw',
    });
    expect(own.ok).toBe(true);
  });

  it('in production wants the wallet over https unless it is on this machine', () => {
    const result = parseConfig({
      NODE_ENV: 'production',
      DEMO_PROVIDER_PRIVATE_KEY: providerPem,
      PORTAL_WALLET_PUBLIC_KEY: portalPem,
      PORTAL_WALLET_URL: 'http://portal.example/pw',
    });
    expect(result).toEqual({
      ok: false,
      problems: ['PORTAL_WALLET_URL must be https in production (or a loopback address).'],
    });
  });
});
