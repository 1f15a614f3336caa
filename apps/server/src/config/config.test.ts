import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_WALLET_KEY_PATH, loadConfig } from './config.ts';

/** A portal wallet key of a deployment (not the development one). */
const productionWalletKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string;

describe('loadConfig', () => {
  it('defaults to development on the embedded database in a data folder', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('development');
    expect(config.isDevelopment).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir?.endsWith('.data/pglite')).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('uses PostgreSQL and Redis when their URLs are set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/portal',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/portal',
      poolSize: 10,
      prepare: true,
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('keeps the embedded database in memory for DATA_DIR=memory', () => {
    const config = loadConfig({ DATA_DIR: 'memory' });
    expect(config.database).toMatchObject({ kind: 'pglite', dataDir: null });
  });

  it('bounds the embedded database memory by default and takes the environment over it (ADR 0054)', () => {
    expect(loadConfig({}).database).toMatchObject({ memory: { sharedBuffersMb: 16, workMemMb: 4 } });
    const config = loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64', PGLITE_WORK_MEM_MB: '8' });
    expect(config.database).toMatchObject({ memory: { sharedBuffersMb: 64, workMemMb: 8 } });
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(ConfigError);
  });

  it('refuses production without the settings a deployment must state, listing every problem at once', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('PUBLIC_ORIGIN');
      expect(problems).toContain('HOST');
      expect(problems).toContain('SECRET_KEY');
      expect(problems).toContain('SMTP_URL');
      expect(problems).toContain('SMS_GATEWAY_URL');
      expect(problems).toContain('PROVIDER_WALLET_PRIVATE_KEY');
    }
  });

  it('accepts a complete production config and never seeds demo data there', () => {
    const config = loadConfig({
      APP_MODE: 'production',
      DATABASE_URL: 'postgresql://db.internal/portal',
      PUBLIC_ORIGIN: 'https://play.example.com',
      HOST: '0.0.0.0',
      SECRET_KEY: 'k7Qp2Vx9Lm4Rt8Zc1Wn6Hy3Bd5Fg0Js2',
      SMTP_URL: 'smtp://mail.internal:587',
      SMS_GATEWAY_URL: 'https://sms.internal/send',
      PROVIDER_WALLET_PRIVATE_KEY: productionWalletKey,
    });
    expect(config.isProduction).toBe(true);
    expect(config.isDevelopment).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it('rejects malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, not-an-ip' })).toThrow(/not-an-ip/);
  });

  it('lets game frames come from the demo provider and the listed provider origins only', () => {
    expect(loadConfig({}).gameFrameOrigins).toEqual(['http://127.0.0.1:3002']);
    const listed = loadConfig({
      DEMO_PROVIDER_URL: 'http://127.0.0.1:3302/',
      GAME_FRAME_ORIGINS: 'https://games.example.com, https://live.example.net:8443',
    });
    expect(listed.gameFrameOrigins).toEqual([
      'http://127.0.0.1:3302',
      'https://games.example.com',
      'https://live.example.net:8443',
    ]);
    expect(listed.demoProviderUrl).toBe('http://127.0.0.1:3302');
    expect(() => loadConfig({ GAME_FRAME_ORIGINS: "https://x.example/path, 'unsafe-inline'" })).toThrow(
      ConfigError,
    );
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of networks', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('signs provider wallet answers with the development key outside production, and never in it', () => {
    const development = readFileSync(DEVELOPMENT_WALLET_KEY_PATH, 'utf8');
    expect(loadConfig({}).providerWalletPrivateKey).toBe(development);
    const production = {
      APP_MODE: 'production',
      DATABASE_URL: 'postgresql://db.internal/portal',
      PUBLIC_ORIGIN: 'https://play.example.com',
      HOST: '0.0.0.0',
      SECRET_KEY: 'k7Qp2Vx9Lm4Rt8Zc1Wn6Hy3Bd5Fg0Js2',
      SMTP_URL: 'smtp://mail.internal:587',
      SMS_GATEWAY_URL: 'https://sms.internal/send',
    };
    // However it is given: the file, its text, its text with escaped line breaks.
    for (const value of [DEVELOPMENT_WALLET_KEY_PATH, development, development.replace(/\n/g, '\\n')]) {
      expect(() => loadConfig({ ...production, PROVIDER_WALLET_PRIVATE_KEY: value })).toThrow(
        /PROVIDER_WALLET_PRIVATE_KEY: the development key/,
      );
    }
    // A key of its own, as text or as a file.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wallet-key-')), 'portal.pem');
    writeFileSync(file, productionWalletKey);
    expect(loadConfig({ ...production, PROVIDER_WALLET_PRIVATE_KEY: file }).providerWalletPrivateKey).toBe(
      productionWalletKey,
    );
    expect(
      loadConfig({ ...production, PROVIDER_WALLET_PRIVATE_KEY: productionWalletKey.replace(/\n/g, '\\n') })
        .providerWalletPrivateKey,
    ).toBe(productionWalletKey);
    // Not a key, or not there.
    expect(() => loadConfig({ PROVIDER_WALLET_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnope\n' })).toThrow(
      /not a private key/,
    );
    expect(() => loadConfig({ PROVIDER_WALLET_PRIVATE_KEY: '/no/such/key.pem' })).toThrow(/not readable/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => loadConfig({ PROVIDER_WALLET_PRIVATE_KEY: ec as string })).toThrow(/RSA/);
  });
});
