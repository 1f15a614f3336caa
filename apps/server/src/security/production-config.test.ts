import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SANDBOX_SECRET, loadConfig } from '../config/config.ts';
import { checkSecrets, describeSecrets } from '../config/secrets-check.ts';

const walletKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string;

const SECRET = 'k7Qp2Vx9Lm4Rt8Zc1Wn6Hy3Bd5Fg0Js2';
const SANDBOX_SECRET = 'Zr5tY8uP1oQ4wE7rT0yU3iO6pA9sD2fG';
const PRODUCTION = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgresql://portal:db-pass-123@db.internal/portal',
  PUBLIC_ORIGIN: 'https://play.example.com',
  HOST: '0.0.0.0',
  SECRET_KEY: SECRET,
  SMTP_URL: 'smtp://mailer:mail-pass@mail.internal:587',
  SMS_GATEWAY_URL: 'https://sms.internal/send',
  SMS_GATEWAY_TOKEN: 'sms-token-value-9f8e7d',
  PROVIDER_WALLET_PRIVATE_KEY: walletKey,
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
}

describe('production refuses development secrets', () => {
  it('starts with secrets of its own', () => {
    expect(problemsOf(PRODUCTION)).toBe('');
    expect(
      problemsOf({
        ...PRODUCTION,
        PAYMENT_SANDBOX_URL: 'https://pay.example',
        PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      }),
    ).toBe('');
  });

  it('never signs payment webhooks with the published development secret, however it is configured', () => {
    // Under NODE_ENV as well as APP_MODE; missing, given explicitly, or padded.
    const { APP_MODE: _mode, ...withoutMode } = PRODUCTION;
    for (const base of [PRODUCTION, { ...withoutMode, NODE_ENV: 'production' }] as Record<string, string>[]) {
      expect(problemsOf({ ...base, PAYMENT_SANDBOX_URL: 'https://pay.example' })).toMatch(
        /PAYMENT_SANDBOX_SECRET/,
      );
      expect(
        problemsOf({
          ...base,
          PAYMENT_SANDBOX_URL: 'https://pay.example',
          PAYMENT_SANDBOX_SECRET: DEVELOPMENT_SANDBOX_SECRET,
        }),
      ).toMatch(/PAYMENT_SANDBOX_SECRET: the development secret/);
      expect(
        problemsOf({
          ...base,
          PAYMENT_SANDBOX_URL: 'https://pay.example',
          PAYMENT_SANDBOX_SECRET: `${DEVELOPMENT_SANDBOX_SECRET}-1`,
        }),
      ).toMatch(/PAYMENT_SANDBOX_SECRET/);
      // Without the sandbox, there is no webhook secret at all, so nothing can verify against one.
      expect(loadConfig(base).paymentSandbox).toBeNull();
    }
  });

  it('refuses a missing, short or example master secret and names the variable', () => {
    const { SECRET_KEY: _omit, ...withoutKey } = PRODUCTION;
    expect(problemsOf(withoutKey)).toMatch(/SECRET_KEY: required in production/);
    expect(problemsOf({ ...PRODUCTION, SECRET_KEY: 'short' })).toMatch(/SECRET_KEY: at least 32/);
    for (const weak of ['x'.repeat(40), 'changeme'.repeat(5), 'abababababababababababababababab12']) {
      expect(problemsOf({ ...PRODUCTION, SECRET_KEY: weak })).toMatch(
        /SECRET_KEY: a development or example value/,
      );
    }
    expect(problemsOf({ ...PRODUCTION, SECRET_KEY_PREVIOUS: SECRET })).toMatch(/SECRET_KEY_PREVIOUS/);
  });

  it('refuses the development wallet key of the repository', () => {
    const { PROVIDER_WALLET_PRIVATE_KEY: _omit, ...withoutKey } = PRODUCTION;
    expect(problemsOf(withoutKey)).toMatch(/PROVIDER_WALLET_PRIVATE_KEY/);
  });
});

describe('the secrets self-check', () => {
  it('lists every secret and where it came from, never a value', () => {
    const env = {
      ...PRODUCTION,
      PAYMENT_SANDBOX_URL: 'https://pay.example',
      PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      SECRET_KEY_PREVIOUS: 'Pq9wE2rT5yU8iO1pA4sD7fG0hJ3kL6zX',
    };
    const statuses = checkSecrets(loadConfig(env), env);
    expect(statuses.map((s) => s.name)).toEqual([
      'SECRET_KEY',
      'SECRET_KEY_PREVIOUS',
      'PAYMENT_SANDBOX_SECRET',
      'PROVIDER_WALLET_PRIVATE_KEY',
      'SMS_GATEWAY_TOKEN',
      'SMTP_URL (password)',
      'DATABASE_URL (password)',
      'REDIS_URL (password)',
    ]);
    expect(statuses.every((s) => s.problem === null)).toBe(true);
    const text = JSON.stringify(describeSecrets(statuses));
    for (const value of [
      SECRET,
      SANDBOX_SECRET,
      env.SECRET_KEY_PREVIOUS,
      'db-pass-123',
      'mail-pass',
      'sms-token-value-9f8e7d',
      'BEGIN',
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('says which development defaults a development node runs on, and would refuse them in production', () => {
    const statuses = checkSecrets(loadConfig({}), {});
    expect(statuses.find((s) => s.name === 'PAYMENT_SANDBOX_SECRET')?.source).toBe('development default');
    expect(statuses.find((s) => s.name === 'PROVIDER_WALLET_PRIVATE_KEY')?.source).toBe(
      'development default',
    );
    expect(statuses.find((s) => s.name === 'SECRET_KEY')?.source).toBe('generated in the database');
    // The same defaults under a production config that slipped past the schema are problems.
    const production = { ...loadConfig({}), isProduction: true, secretKey: null };
    const problems = checkSecrets(production, {})
      .filter((s) => s.problem)
      .map((s) => s.name);
    expect(problems).toEqual(['SECRET_KEY', 'PAYMENT_SANDBOX_SECRET', 'PROVIDER_WALLET_PRIVATE_KEY']);
  });
});
