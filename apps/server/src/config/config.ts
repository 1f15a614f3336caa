import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, for the default data folder and the built web app. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Development only: the secret the sandbox provider also falls back to (ADR 0014). */
export const DEVELOPMENT_SANDBOX_SECRET = 'sandbox-development-secret';

/**
 * Values that are public (in this repository, its documentation or common examples), so a
 * production secret must never be one of them, nor a repetition of one character.
 */
const PUBLISHED_SECRETS = new Set([
  DEVELOPMENT_SANDBOX_SECRET,
  'changeme',
  'change-me',
  'secret',
  'development',
  'development-secret',
  'please-change-this-secret-key-in-production',
]);

export function isWeakSecret(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (PUBLISHED_SECRETS.has(v)) return true;
  if (/^(.)\1*$/.test(v)) return true;
  // Any published value padded to length ("changeme-changeme-...", "sandbox-development-secret-1").
  for (const published of PUBLISHED_SECRETS) {
    if (published.length >= 6 && v.replaceAll(published, '').replace(/[^a-z0-9]/g, '').length < 8)
      return true;
  }
  return new Set(v).size < 8;
}

const ZMode = z.enum(['development', 'production', 'test']);
export type AppMode = z.infer<typeof ZMode>;

const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((part) => part.trim());
    for (const entry of list) {
      if (!z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]).safeParse(entry).success) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address or CIDR` });
      }
    }
    return list;
  });

const ZEnv = z
  .object({
    APP_MODE: ZMode.optional(),
    NODE_ENV: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_PREPARE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** The embedded database's shared buffers and sort memory in MB (ADR 0054); PostgreSQL's are its own. */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
    PGLITE_WORK_MEM_MB: z.coerce.number().int().min(1).max(1024).default(4),
    /** Provider wallet money calls arriving together share a transaction (ADR 0060); off by default. */
    WALLET_GROUP_COMMIT: z
      .enum(['on', 'off'])
      .default('off')
      .transform((value) => value === 'on'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    TRUST_PROXY: ZTrustProxy.default(false),
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/i)
      .optional(),
    DEFAULT_MERCHANT: z
      .string()
      .regex(/^[A-Z0-9]{2,16}$/)
      .optional(),
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
    LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
    /** Load shedding (ADR 0051): requests a node works on at once (0: no limit); off in tests unless set. */
    LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** How late (ms) the event loop may be when a request is picked up before it is refused; 0: off. */
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** How long (ms) a new connection's first request may have waited since its accept; 0: off. */
    LOAD_SHED_MAX_QUEUE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** V8 heap in use (MB) past which requests are refused; 0: off; default 90 % of V8's heap limit. */
    LOAD_SHED_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_000_000).optional(),
    LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
    LOAD_SHED_SAMPLE_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    WEB_DIST: z.string().optional(),
    ADMIN_DIST: z.string().optional(),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
    /** The master secret before a rotation: still read (unsealed, verified), never written. */
    SECRET_KEY_PREVIOUS: z.string().min(32, 'at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).max(200).optional(),
    SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMS_GATEWAY_TOKEN: z.string().min(1).max(500).optional(),
    PAYMENT_SANDBOX_URL: z.url({ protocol: /^https?$/ }).optional(),
    PAYMENT_SANDBOX_SECRET: z.string().min(16, 'at least 16 characters').optional(),
    PAYMENT_WEBHOOK_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    /** The portal's RSA private key for provider wallet answers (ADR 0015): PEM text or a file path. */
    PROVIDER_WALLET_PRIVATE_KEY: z.string().trim().min(1).optional(),
    DEMO_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Deposits and paid withdrawals post to a PAYMENT_CLEARING account per member (ADR 0052); false: one per brand. */
    PAYMENT_CLEARING_PER_MEMBER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Days finished crash rounds and their bets are kept (ADR 0052); the betting record is kept forever. */
    ROUND_RETENTION_DAYS: z.coerce.number().int().min(31).max(3650).default(92),
    /** Origins game providers' pages load from, comma-separated (the demo provider's is added). */
    GAME_FRAME_ORIGINS: z
      .string()
      .max(2000)
      .optional()
      .transform((value, ctx) => {
        const origins = (value ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);
        for (const origin of origins) {
          if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin))
            ctx.addIssue({ code: 'custom', message: `not an origin: ${origin}` });
        }
        return origins;
      }),
  })
  .superRefine((env, ctx) => {
    const mode = env.APP_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
    if (mode !== 'production') return;
    // Production is many stateless nodes behind a proxy: everything that differs per deployment
    // must be said out loud rather than defaulted.
    if (!env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'required in production' });
    if (!env.PUBLIC_ORIGIN?.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'an https:// origin is required in production',
      });
    }
    if (!env.HOST) ctx.addIssue({ code: 'custom', path: ['HOST'], message: 'required in production' });
    if (!env.SECRET_KEY)
      ctx.addIssue({ code: 'custom', path: ['SECRET_KEY'], message: 'required in production' });
    // Codes and reset links must reach real people: no development outbox in production.
    if (!env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production' });
    if (!env.SMS_GATEWAY_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: 'required in production' });
    if (env.SECRET_KEY && isWeakSecret(env.SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRET_KEY'],
        message: 'a development or example value; set 32+ random characters (openssl rand -base64 48)',
      });
    }
    if (env.SECRET_KEY_PREVIOUS && env.SECRET_KEY_PREVIOUS === env.SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SECRET_KEY_PREVIOUS'], message: 'equal to SECRET_KEY' });
    }
    // The sandbox provider is optional in production, but never with the published development
    // secret: anyone could sign a webhook with it and credit deposits.
    if (env.PAYMENT_SANDBOX_URL && !env.PAYMENT_SANDBOX_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX_SECRET'],
        message: 'required in production when PAYMENT_SANDBOX_URL is set',
      });
    }
    if (env.PAYMENT_SANDBOX_SECRET && isWeakSecret(env.PAYMENT_SANDBOX_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX_SECRET'],
        message: 'the development secret (or another published value) cannot be used in production',
      });
    }
    if (!env.PROVIDER_WALLET_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROVIDER_WALLET_PRIVATE_KEY'],
        message: 'required in production',
      });
    }
  });

/** Development only: the portal's provider wallet key checked into the repository (dev-keys/). */
export const DEVELOPMENT_WALLET_KEY_PATH = path.join(REPO_ROOT, 'dev-keys/portal-wallet.dev.pem');
/** SHA-256 of that key's public half (SPKI, DER): production refuses it however it is given. */
const DEVELOPMENT_WALLET_KEY_FINGERPRINT = '78ebdec678a786a2e7618065c660abb2979cd1107a03711d012e2f441e2aa2ce';

/**
 * The provider wallet key as PEM text: the variable's PEM (with `\n` escapes allowed, as env files
 * write them) or the file it names; the development key when unset outside production. Returns
 * the problem instead when it is no usable private key, or the development key in production.
 */
function readWalletKey(
  value: string | undefined,
  isProduction: boolean,
): { pem: string } | { problem: string } {
  let pem: string;
  try {
    if (value === undefined) pem = readFileSync(DEVELOPMENT_WALLET_KEY_PATH, 'utf8');
    else if (value.includes('-----BEGIN')) pem = value.replace(/\\n/g, '\n');
    else pem = readFileSync(path.resolve(REPO_ROOT, value), 'utf8');
  } catch {
    return {
      problem: value === undefined ? 'not set, and the development key is missing' : 'file not readable',
    };
  }
  let fingerprint: string;
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') return { problem: 'must be an RSA key' };
    const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
    fingerprint = createHash('sha256').update(spki).digest('hex');
  } catch {
    return { problem: 'not a private key in PEM' };
  }
  if (isProduction && fingerprint === DEVELOPMENT_WALLET_KEY_FINGERPRINT)
    return { problem: 'the development key (dev-keys/) cannot be used in production' };
  return { pem };
}

/** Load shedding (ADR 0051); see apps/server/src/platform/load-shedding.ts. */
export interface LoadSheddingLimits {
  /** Requests this node works on at once; 0: no limit. */
  maxInFlight: number;
  /** How late the event loop may be (measured when a request is picked up) before it is refused; 0: off. */
  maxEventLoopDelayMs: number;
  /** How long a new connection's first request may have waited since it was accepted; 0: off. */
  maxQueueMs: number;
  /** V8 heap in use past which requests are refused; null: 90 % of V8's heap limit; 0: off. */
  maxHeapUsedBytes: number | null;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** The window over which the worst event-loop delay is kept and the heap is sampled. */
  sampleIntervalMs: number;
}

/** Requests in flight per node by default: measured with bench/spike.ts on a 2-core machine. */
export const DEFAULT_MAX_IN_FLIGHT = 64;
/** How late the event loop may be when a request is picked up, by default (bench/spike.ts). */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 250;
/** How long a new connection's first request may wait after its accept, by default (bench/spike.ts). */
export const DEFAULT_MAX_QUEUE_MS = 500;

export interface AppConfig {
  mode: AppMode;
  isProduction: boolean;
  /** Development conveniences (demo data, the development page, brand switching by query). */
  isDevelopment: boolean;
  port: number;
  host: string;
  database:
    | { kind: 'postgres'; url: string; poolSize: number; prepare: boolean }
    | {
        kind: 'pglite';
        dataDir: string | null;
        /** Memory settings of the embedded database (ADR 0054); defaults in db/database.ts. */
        memory?: { sharedBuffersMb: number; workMemMb: number };
        /** Named statements for repeated texts (ADR 0057); on unless false. */
        prepare?: boolean;
      };
  /** Provider wallet money calls arriving together share one transaction (ADR 0060). */
  walletGroupCommit: boolean;
  redisUrl: string | null;
  logLevel: string;
  trustProxy: boolean | number | string[];
  geoCountryHeader: string | null;
  defaultMerchant: string | null;
  publicOrigin: string | null;
  rateLimitPerMinute: number;
  /** Per address, on each sign-in call (login, registration, codes, resets); on top of the throttles. */
  authRateLimitPerMinute: number;
  /** Live WebSockets one address may hold open on a node (visitors may follow the crash game). */
  liveSocketsPerAddress: number;
  /** Load shedding (ADR 0051): bounded requests in flight, event-loop delay and heap limits. */
  loadShedding: LoadSheddingLimits;
  shutdownTimeoutMs: number;
  webDist: string;
  /** The built operator console (apps/admin), served under /admin. */
  adminDist: string;
  seedDemo: boolean;
  /** Master secret; generated and kept in the database when absent outside production. */
  secretKey: string | null;
  /** The master secret before the last rotation: read, never written (ADR 0020). */
  previousSecretKey: string | null;
  /** smtp(s)://user:pass@host:port; without it (development) mail goes to the development outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** HTTP SMS gateway; without it (development) messages go to the development outbox. */
  smsGateway: { url: string; token: string | null } | null;
  /** Online deposits: the sandbox payment provider (ADR 0014), or none (online methods are off). */
  paymentSandbox: { url: string; secret: string } | null;
  /** Where the demo provider's games launch (ADR 0015); vendors with their own launch URL ignore it. */
  demoProviderUrl: string | null;
  /** Where game frames may come from: the demo provider and GAME_FRAME_ORIGINS. */
  gameFrameOrigins: string[];
  /** The origin the payment provider calls back (webhooks): PUBLIC_ORIGIN or this node. */
  paymentWebhookOrigin: string;
  /** PEM of the RSA key the portal signs provider wallet answers with (ADR 0015). */
  providerWalletPrivateKey: string;
  /** A PAYMENT_CLEARING account per member (true) or the brand's single row (ADR 0052). */
  paymentClearingPerMember: boolean;
  /** Days finished crash rounds and their bets are kept before the retention job purges them. */
  roundRetentionDays: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Parses the environment once; throws ConfigError listing every problem at once. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const mode: AppMode = e.APP_MODE ?? (e.NODE_ENV === 'production' ? 'production' : 'development');
  const isProduction = mode === 'production';
  const walletKey = readWalletKey(e.PROVIDER_WALLET_PRIVATE_KEY, isProduction);
  if ('problem' in walletKey) throw new ConfigError([`PROVIDER_WALLET_PRIVATE_KEY: ${walletKey.problem}`]);
  const dataDir = e.DATA_DIR === 'memory' ? null : path.resolve(REPO_ROOT, e.DATA_DIR ?? '.data/pglite');
  const config: AppConfig = {
    mode,
    isProduction,
    isDevelopment: mode !== 'production',
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, prepare: e.DATABASE_PREPARE }
      : {
          kind: 'pglite',
          dataDir,
          memory: { sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB, workMemMb: e.PGLITE_WORK_MEM_MB },
          prepare: e.DATABASE_PREPARE,
        },
    walletGroupCommit: e.WALLET_GROUP_COMMIT,
    redisUrl: e.REDIS_URL ?? null,
    logLevel: e.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    geoCountryHeader: e.GEO_COUNTRY_HEADER?.toLowerCase() ?? null,
    defaultMerchant: e.DEFAULT_MERCHANT ?? null,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    liveSocketsPerAddress: e.LIVE_SOCKETS_PER_ADDRESS,
    // Tests run many apps side by side on few cores: shedding is off there unless a test sets it.
    loadShedding: {
      maxInFlight: e.LOAD_SHED_MAX_IN_FLIGHT ?? (mode === 'test' ? 0 : DEFAULT_MAX_IN_FLIGHT),
      maxEventLoopDelayMs:
        e.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS ?? (mode === 'test' ? 0 : DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
      maxQueueMs: e.LOAD_SHED_MAX_QUEUE_MS ?? (mode === 'test' ? 0 : DEFAULT_MAX_QUEUE_MS),
      maxHeapUsedBytes:
        e.LOAD_SHED_MAX_HEAP_USED_MB !== undefined
          ? e.LOAD_SHED_MAX_HEAP_USED_MB * 1024 * 1024
          : mode === 'test'
            ? 0
            : null,
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_SECONDS,
      sampleIntervalMs: e.LOAD_SHED_SAMPLE_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    adminDist: path.resolve(REPO_ROOT, e.ADMIN_DIST ?? 'apps/admin/dist'),
    seedDemo: !isProduction && e.SEED_DEMO === 'auto',
    secretKey: e.SECRET_KEY ?? null,
    previousSecretKey: e.SECRET_KEY_PREVIOUS ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Portal <no-reply@portal.localhost>',
    smsGateway: e.SMS_GATEWAY_URL ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN ?? null } : null,
    gameFrameOrigins: [
      ...new Set([
        ...(e.DEMO_PROVIDER_URL || !isProduction
          ? [new URL(e.DEMO_PROVIDER_URL ?? 'http://127.0.0.1:3002').origin]
          : []),
        ...e.GAME_FRAME_ORIGINS,
      ]),
    ],
    demoProviderUrl:
      e.DEMO_PROVIDER_URL || !isProduction
        ? (e.DEMO_PROVIDER_URL ?? 'http://127.0.0.1:3002').replace(/\/$/, '')
        : null,
    paymentSandbox:
      e.PAYMENT_SANDBOX_URL || !isProduction
        ? {
            url: (e.PAYMENT_SANDBOX_URL ?? 'http://127.0.0.1:3001').replace(/\/$/, ''),
            secret: e.PAYMENT_SANDBOX_SECRET ?? DEVELOPMENT_SANDBOX_SECRET,
          }
        : null,
    paymentWebhookOrigin: (
      e.PAYMENT_WEBHOOK_ORIGIN ??
      e.PUBLIC_ORIGIN ??
      `http://${e.HOST && e.HOST !== '0.0.0.0' ? e.HOST : '127.0.0.1'}:${e.PORT}`
    ).replace(/\/$/, ''),
    providerWalletPrivateKey: walletKey.pem,
    paymentClearingPerMember: e.PAYMENT_CLEARING_PER_MEMBER,
    roundRetentionDays: e.ROUND_RETENTION_DAYS,
    ...overrides,
  };
  return Object.freeze(config);
}
