import { type AppConfig, DEVELOPMENT_SANDBOX_SECRET } from './config.ts';

export type SecretSource = 'environment' | 'generated in the database' | 'development default' | 'not set';

export interface SecretStatus {
  name: string;
  /** What the secret protects, for the operator reading the start-up log. */
  purpose: string;
  source: SecretSource;
  /** Production cannot run like this (a development default, or missing while required). */
  problem: string | null;
}

/**
 * Every secret the node uses, where it came from, and whether production may run with it. Never
 * the value. A new secret belongs in this list, so the start-up log and `npm run secrets:check`
 * speak of it.
 */
export function checkSecrets(config: AppConfig, env: NodeJS.ProcessEnv = process.env): SecretStatus[] {
  const prod = config.isProduction;
  const set = (name: string) => typeof env[name] === 'string' && env[name] !== '';
  const status = (
    name: string,
    purpose: string,
    source: SecretSource,
    problem: string | null = null,
  ): SecretStatus => ({ name, purpose, source, problem: prod ? problem : null });
  const urlHasPassword = (url: string | null | undefined) => {
    try {
      return url ? new URL(url).password !== '' : false;
    } catch {
      return false;
    }
  };
  const sandbox = config.paymentSandbox;
  return [
    status(
      'SECRET_KEY',
      'master secret: payload encryption, code and challenge keys, sealed TOTP seeds and bank accounts, CSRF tokens',
      config.secretKey ? 'environment' : prod ? 'not set' : 'generated in the database',
      config.secretKey ? null : 'required in production',
    ),
    status(
      'SECRET_KEY_PREVIOUS',
      'the master secret before the last rotation (read only, until `npm run secrets:reseal` has run and the sessions before it have expired)',
      config.previousSecretKey ? 'environment' : 'not set',
    ),
    status(
      'PAYMENT_SANDBOX_SECRET',
      'signs payment-provider webhooks (a forged one would credit deposits)',
      !sandbox
        ? 'not set'
        : sandbox.secret === DEVELOPMENT_SANDBOX_SECRET
          ? 'development default'
          : 'environment',
      sandbox?.secret === DEVELOPMENT_SANDBOX_SECRET ? 'the published development secret' : null,
    ),
    status(
      'PROVIDER_WALLET_PRIVATE_KEY',
      'signs the provider wallet answers game providers verify',
      set('PROVIDER_WALLET_PRIVATE_KEY') ? 'environment' : 'development default',
      set('PROVIDER_WALLET_PRIVATE_KEY') ? null : 'the development key (dev-keys/)',
    ),
    status(
      'SMS_GATEWAY_TOKEN',
      'authenticates to the SMS gateway',
      set('SMS_GATEWAY_TOKEN') ? 'environment' : 'not set',
    ),
    status(
      'SMTP_URL (password)',
      'authenticates to the mail server',
      urlHasPassword(config.smtpUrl) ? 'environment' : 'not set',
    ),
    status(
      'DATABASE_URL (password)',
      'authenticates to PostgreSQL',
      urlHasPassword(config.database.kind === 'postgres' ? config.database.url : null)
        ? 'environment'
        : 'not set',
    ),
    status(
      'REDIS_URL (password)',
      'authenticates to Redis',
      urlHasPassword(config.redisUrl) ? 'environment' : 'not set',
    ),
  ];
}

/** One line per secret for the start-up log: name, source, and a problem if production has one. */
export function describeSecrets(statuses: SecretStatus[]): string[] {
  return statuses.map(
    (s) => `${s.name}: ${s.source}${s.problem ? ` — REFUSED in production: ${s.problem}` : ''}`,
  );
}
