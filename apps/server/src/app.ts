import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/config.ts';
import type { Db } from './db/database.ts';
import { createGroupCommitter } from './db/group-commit.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { createAgentContractsModule } from './modules/agent-contracts/agent-contracts.module.ts';
import { createAgentOpsModule } from './modules/agent-ops/agent-ops.module.ts';
import { createAgentsModule } from './modules/agents/agents.module.ts';
import { createBrandsModule } from './modules/brands/brands.module.ts';
import { createContentModule } from './modules/content/content.module.ts';
import { createCrashModule } from './modules/crash/crash.module.ts';
import { createDevModule } from './modules/dev/dev.module.ts';
import { createGamesModule } from './modules/games/games.module.ts';
import { createLiveModule } from './modules/live/live.module.ts';
import { createLotteryModule } from './modules/lottery/lottery.module.ts';
import { createMailModule } from './modules/mail/mail.module.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { createMemberModule } from './modules/member/member.module.ts';
import { createMemberOpsModule } from './modules/member-ops/member-ops.module.ts';
import { tagsOf as memberTagsOf } from './modules/member-ops/member-ops.repository.ts';
import { teamAdjustmentsList } from './modules/member-ops/team-adjustments.ts';
import { createMissionsModule } from './modules/missions/missions.module.ts';
import { createOriginalsModule } from './modules/originals/originals.module.ts';
import { createPaymentsModule } from './modules/payments/payments.module.ts';
import type { PaymentProvider } from './modules/payments/sandbox-provider.ts';
import { createPointsModule } from './modules/points/points.module.ts';
import { createPromotionsModule } from './modules/promotions/promotions.module.ts';
import { createProviderWalletModule } from './modules/provider-wallet/provider-wallet.module.ts';
import { createReferralModule } from './modules/referral/referral.module.ts';
import { createReportsModule } from './modules/reports/reports.module.ts';
import { createSessionModule } from './modules/session/session.module.ts';
import { createSystemModule } from './modules/system/system.module.ts';
import { createTrialModule } from './modules/trial/trial.module.ts';
import type { SmsProvider } from './modules/verification/sms-provider.ts';
import { createVerificationModule } from './modules/verification/verification.module.ts';
import { createVipModule } from './modules/vip/vip.module.ts';
import type { VendorGateway } from './modules/wallet/vendor-gateway.ts';
import { createWalletModule } from './modules/wallet/wallet.module.ts';
import { createWebModule } from './modules/web/web.module.ts';
import { AppError } from './platform/app-error.ts';
import { createBrandResolver, isBrandPath, registerRequestContext } from './platform/context.ts';
import { registerWriteGuard } from './platform/csrf.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { createLocalBus, createRedisBus, type EventBus } from './platform/events.ts';
import { startJobs } from './platform/jobs.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { type AppModule, collectServices, type Platform } from './platform/module.ts';
import { registerModuleIdLogging } from './platform/module-id.ts';
import { createDispatcher, type Dispatcher, type Subscriber } from './platform/outbox/index.ts';
import { createPayloadKey, type PayloadKey } from './platform/payload-crypto.ts';
import { createPeriodRunner, type PeriodRunner } from './platform/period-jobs/index.ts';
import { loadSecrets, type Secrets } from './platform/secrets.ts';
import { registerInputGuards } from './platform/validation.ts';

/** Largest request body accepted anywhere (uploads have their own limits in their modules). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Background work waits this long after ready outside tests, so a start answers first (ADR 0054). */
export const BACKGROUND_START_DELAY_MS = 1000;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  redis?: Redis | null;
  /** Replacements for the outside world in tests: mail, SMS, secrets, the event bus. */
  mailer?: Mailer;
  events?: EventBus;
  sms?: SmsProvider;
  secrets?: Secrets;
  /** The web app's index.html; read from the build when absent. */
  webTemplate?: string;
  now?: () => Date;
  /** Human-readable logs for a developer's terminal; structured JSON otherwise. */
  prettyLogs?: boolean;
  /** Transfer-wallet vendors; the simulated ones when absent. */
  vendorGateway?: VendorGateway;
  /** The payment provider; the configured sandbox when absent (null: online deposits off). */
  paymentProvider?: PaymentProvider | null;
  /** Background jobs (reconciliation, auto-confirmation); on by default, off in tests that drive them. */
  jobs?: boolean;
  /** How long after ready (and, for period runs, after listen) background work starts; 0 in tests. */
  backgroundDelayMs?: number;
  /**
   * Check every declared endpoint's answer against its contract (ADR 0023); by default in test
   * mode only. Benchmarks turn it off to time what production serves.
   */
  checkResponses?: boolean;
}

/**
 * The modules (ADR 0024). Each is created after the modules it calls (the call direction of
 * ARCHITECTURE.md), from the platform and their services; the object lists them in the order
 * their hooks and routes are registered (unchanged from before: the live module's WebSocket plugin
 * must come before the crash routes, as it wraps every route registered after it).
 */
function createModules(platform: Platform, deps: AppDeps, isShuttingDown: () => boolean) {
  const brands = createBrandsModule(platform);
  const system = createSystemModule(platform, { ...brands.services, isShuttingDown });
  const mail = createMailModule(platform, { mailer: deps.mailer });
  // The account modules call down session -> member -> verification; the ways back up are ports:
  // verification asks the member module who holds a number (resolved when routes are registered),
  // member logs in and signs out through the session module's signIn.
  const verification = createVerificationModule(platform, {
    ...mail.services,
    sms: deps.sms,
    phoneOwners: () => member.services.phoneOwners,
  });
  const session = createSessionModule(platform, { ...brands.services, ...verification.services });
  const member = createMemberModule(platform, {
    ...mail.services,
    ...verification.services,
    signIn: session.services.signIn,
  });
  // The badge counts of the modules above content (issue 19) are read through ports, filled below.
  const content = createContentModule(platform, {
    ...brands.services,
    ...verification.services,
    badges: () => ({
      rewardCenter: (db, reader) =>
        promotions.services.promotions.claimableCount(reader.merchantId, reader.memberId, db),
      missionLeaderboard: (db, reader) =>
        missions.services.missionBadge(db, reader.merchantId, reader.memberId),
    }),
  });
  const payments = createPaymentsModule(platform, {
    ...brands.services,
    ...content.services,
    paymentProvider: deps.paymentProvider,
  });
  // Withdrawals claim proof images through a port: payments' uploads.
  const wallet = createWalletModule(platform, {
    ...brands.services,
    ...content.services,
    proofClaims: payments.services.uploads,
    vendorGateway: deps.vendorGateway,
    // The bonus grants' console screens (issue 18): the admin module is made further down.
    operatorReader: () => admin.services.operatorReader,
    // The VIP level's daily withdrawal limit (issue 19): the vip module is made further down.
    withdrawalDailyLimit: (trx, brand, memberId) =>
      vip.services.vip.withdrawalDailyLimit(trx, brand, memberId),
  });
  // The lottery uses the catalogue; the games' routes reach its launcher when they are registered.
  const games = createGamesModule(platform, {
    lottery: () => lottery.services.lottery,
    transferSessions: wallet.services.vendorGateway,
  });
  const lottery = createLotteryModule(platform, {
    ...brands.services,
    ...wallet.services,
    ...games.services,
  });
  // Trial accounts play with play money (issue 20; ADR 0044): the games take its port.
  const trial = createTrialModule(platform);
  // In-house rounds played straight from their pages go to the recent list (issue 20).
  const recordPlay = (merchantId: number, memberId: bigint, gameCode: string) =>
    games.services.recentPlays.recordInHouse(merchantId, memberId, gameCode);
  const originals = createOriginalsModule(platform, { ...wallet.services, ...trial.services, recordPlay });
  const providerWallet = createProviderWalletModule(platform, {
    ...brands.services,
    ...wallet.services,
    ...trial.services,
  });
  const crash = createCrashModule(platform, {
    ...brands.services,
    ...wallet.services,
    ...trial.services,
    recordPlay,
  });
  const live = createLiveModule(platform, {
    ...brands.services,
    ...session.services,
    ...content.services,
    ...crash.services,
  });
  const admin = createAdminModule(platform, {
    ...brands.services,
    ...content.services,
    ...payments.services,
    ...wallet.services,
    gameConsole: games.services.gameConsole,
    lotterySettings: lottery.services.lotterySettings,
  });
  // The operators' member screens: members, sessions, wallets, payments and the agent tree.
  const memberOps = createMemberOpsModule(platform, {
    ...brands.services,
    ...wallet.services,
    ...payments.services,
    signIn: session.services.signIn,
    operatorReader: admin.services.operatorReader,
  });
  // The agent centre (issue 16): its transfers move money through the wallet; the console's
  // agent screens need the operator reader.
  const agents = createAgentsModule(platform, {
    ...brands.services,
    ...wallet.services,
    operatorReader: admin.services.operatorReader,
    teamAdjustments: teamAdjustmentsList,
  });
  // Agent contracts (issue 17): offers, answers, termination and the settlement of bills.
  const agentContracts = createAgentContractsModule(platform, {
    ...brands.services,
    ...wallet.services,
    operatorReader: admin.services.operatorReader,
  });
  // Points and the points mall (issue 19; ADR 0040; PTSYS3): conversions and vouchers through the
  // wallet's payCash, mall bonuses through its bonus wallet, decisions told in the inbox.
  const points = createPointsModule(platform, {
    ...brands.services,
    bonuses: wallet.services.bonus,
    wallet: wallet.services.wallet,
    inbox: content.services.inbox,
    operatorReader: admin.services.operatorReader,
    // The VIP level's points multiplier (the vip module is made just below).
    multiplierBps: (trx, brand, memberId) => vip.services.vip.pointsMultiplierBps(trx, brand, memberId),
  });
  // VIP levels (issue 19; ADR 0040): level-up rewards through the loyalty payer (the wallet's
  // payCash and bonus wallet, the points' credit), messages in the change's transaction.
  const vip = createVipModule(platform, {
    ...brands.services,
    rewardWallet: wallet.services.bonus,
    credit: () => points.services.creditPoints,
    notify: (trx, message) => content.services.inbox.sendIn(trx, message),
    publishBalance: async (trx, merchantId, memberId) => {
      const brand = await brands.services.brands.moneyOf(merchantId, trx);
      if (brand) await wallet.services.wallet.publishBalances(brand, [memberId], trx);
    },
    operatorReader: admin.services.operatorReader,
  });
  // Promotions (issue 18; ADR 0039): rewards paid through the wallet's bonus wallet, the
  // applications' images are payments' uploads, TAGS audiences read the member-ops' tags.
  const promotions = createPromotionsModule(platform, {
    ...brands.services,
    wallet: wallet.services.wallet,
    bonuses: wallet.services.bonus,
    uploads: payments.services.uploads,
    inbox: content.services.inbox,
    operatorReader: admin.services.operatorReader,
    memberTags: (db, merchantId, memberId) => memberTagsOf(db, merchantId, memberId),
    vip: {
      levelOf: (db, _brand, memberId) => vip.services.vip.levelOf(db, memberId),
      rebateExtraBps: (trx, brand, memberId) => vip.services.vip.rebateExtraBps(trx, brand, memberId),
    },
  });
  // Referral (issue 19; ADR 0040): rewards through the loyalty payer (the wallet's payCash and
  // bonus wallet, the points' credit).
  const referral = createReferralModule(platform, {
    ...brands.services,
    wallet: wallet.services.wallet,
    bonuses: wallet.services.bonus,
    credit: (trx, brand, input) => points.services.creditPoints(trx, brand, input),
    inbox: content.services.inbox,
    operatorReader: admin.services.operatorReader,
  });
  // Missions and leaderboards (issue 19; ADR 0040): rewards and prizes through the loyalty payer
  // (the wallet's payCash and bonus wallet, the points' credit).
  const missions = createMissionsModule(platform, {
    ...brands.services,
    wallet: wallet.services.wallet,
    rewards: wallet.services.bonus,
    credit: () => points.services.creditPoints,
    operatorReader: admin.services.operatorReader,
  });
  // The dashboard and reports: figures read from the wallet, payments, member and content.
  const reports = createReportsModule(platform, {
    ...brands.services,
    ...content.services,
    operatorReader: admin.services.operatorReader,
  });
  // The console's agent tools: the tree (the member module's) and the brand's agent settings.
  const agentOps = createAgentOpsModule(platform, {
    ...brands.services,
    operatorReader: admin.services.operatorReader,
  });
  const dev = createDevModule(platform, { ...brands.services, ...wallet.services });
  const web = createWebModule(platform, {
    ...brands.services,
    ...system.services,
    ...content.services,
    template: deps.webTemplate,
  });
  return {
    brands,
    system,
    mail,
    verification,
    session,
    member,
    agents,
    agentContracts,
    promotions,
    points,
    vip,
    referral,
    missions,
    content,
    wallet,
    payments,
    games,
    lottery,
    trial,
    originals,
    providerWallet,
    live,
    crash,
    admin,
    memberOps,
    agentOps,
    reports,
    dev,
    web,
  };
}

type Modules = ReturnType<typeof createModules>;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** The platform's services and every module's, by name (`t.app.services.X` in tests). */
export type Services = PlatformServices & Intersection<Modules[keyof Modules]['services']>;

interface PlatformServices {
  payloadKey: PayloadKey;
  events: EventBus;
  /** Delivers domain events to the modules' subscribers (ADR 0021); tests drive `runOnce()`. */
  outbox: Dispatcher;
  /** Runs the modules' period jobs (ADR 0021); tests drive `tick()`. */
  periodJobs: PeriodRunner;
  /** Every module's subscribers, as the dispatcher has them (benchmarks time a chosen few). */
  subscribers: readonly Subscriber[];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** True once shutdown has begun: readiness fails so load balancers drain this node. */
    shuttingDown: boolean;
  }
}

/** Builds the whole application without listening; tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const redis = deps.redis ?? null;
  const now = deps.now ?? (() => new Date());

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(deps.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count becomes a function: the closest N proxies are trusted.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  });
  app.decorate('shuttingDown', false);

  const secrets = deps.secrets ?? (await loadSecrets(config, db));
  const payloadKey = createPayloadKey(secrets);
  const events = deps.events ?? (redis ? createRedisBus(redis) : createLocalBus());
  app.addHook('onClose', async () => {
    if (!deps.events) await events.close();
  });
  const checkResponses = deps.checkResponses ?? config.mode === 'test';
  const platform: Platform = {
    config,
    db,
    redis,
    now,
    log: app.log,
    secrets,
    payloadKey,
    events,
    checkResponses,
    // One batch at a time on the embedded database (one connection); one a connection on PostgreSQL.
    groupCommit: config.walletGroupCommit
      ? createGroupCommitter(db, {
          maxInFlight: config.database.kind === 'postgres' ? config.database.poolSize : 1,
        })
      : null,
  };

  const created = createModules(platform, deps, () => app.shuttingDown);
  const modules: AppModule[] = Object.values(created);
  const { brands } = created.brands.services;

  // One dispatcher for every module's subscribers, one runner for every module's period jobs.
  const subscribers = modules.flatMap((module) => module.subscribers ?? []);
  const outbox = createDispatcher({
    db,
    subscribers,
    bus: events,
    log: app.log,
  });
  const periodJobs = createPeriodRunner({
    db,
    jobs: modules.flatMap((module) => module.periodJobs ?? []),
    log: app.log,
  });
  app.decorate('services', {
    ...(collectServices(modules) as Omit<Services, keyof PlatformServices>),
    payloadKey,
    events,
    outbox,
    periodJobs,
    subscribers,
  });

  if (deps.jobs ?? config.mode !== 'test') {
    // Background work (jobs, the modules' engines, the outbox) starts a moment after the app is
    // ready, and period runs a moment after it listens (ADR 0054): the first answers after a start
    // do not queue behind it (on the embedded database every statement shares one connection), and
    // period runs catch up on every missed period after downtime or a fresh install.
    const delayMs = deps.backgroundDelayMs ?? (config.mode === 'test' ? 0 : BACKGROUND_START_DELAY_MS);
    const pending = new Set<NodeJS.Timeout>();
    const stops: Array<() => void | Promise<void>> = [];
    let closing = false;
    const later = (what: string, work: () => Promise<void> | void) => {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (closing) return;
        Promise.resolve()
          .then(work)
          .catch((error: unknown) => app.log.error({ err: error, what }, 'background start failed'));
      }, delayMs);
      pending.add(timer);
    };
    app.addHook('onReady', (done) => {
      later('background', async () => {
        stops.push(
          startJobs(
            modules.flatMap((module) => module.jobs ?? []),
            app.log,
          ),
        );
        for (const module of modules) {
          if (!module.background || closing) continue;
          const { start, stop } = module.background;
          stops.push(stop);
          await start();
        }
        if (!closing) await outbox.start();
      });
      done();
    });
    app.addHook('onListen', (done) => {
      later('period jobs', () => periodJobs.start());
      done();
    });
    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of pending) clearTimeout(timer);
      for (const stop of stops) await stop();
      await Promise.all([outbox.stop(), periodJobs.stop()]);
    });
  }

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app, {
    isApiPath: (url) =>
      isBrandPath(url) ||
      url.startsWith('/__dev') ||
      url.startsWith('/hooks/') ||
      url.startsWith('/admin/api/') ||
      url.startsWith('/admin/uploads/') ||
      url === '/healthz' ||
      url === '/readyz',
    htmlFallback: (request, reply) => created.web.htmlFallback(request, reply),
  });
  // First of the request hooks: past this node's limits a request is refused before any work
  // (body, brand, rate limit, handler) starts (ADR 0051).
  registerLoadShedding(app, config.loadShedding);
  registerRequestContext(app, config, createBrandResolver(config, brands));
  registerModuleIdLogging(app);
  registerInputGuards(app);

  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The player site's service worker and web app manifest (ADR 0047), from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Games open in the game popup frame, from the providers' own addresses (ADR 0015).
        frameSrc: ["'self'", ...config.gameFrameOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Dynamic answers (HTML with the inlined config, JSON) are gzipped; built assets are already
  // compressed on disk and served as they are.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  await app.register(cookie);

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
    keyGenerator: (request) => request.ip,
    allowList: (request) => request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        value: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      }),
  });

  // Before any route: JSON bodies only (unless a route declares others), and writes with a
  // credential cookie need their origin. It also owns the form parser.
  registerWriteGuard(app, { config, brands });

  // Then each module's hooks (health and the status gate, the session reader), before any route.
  for (const module of modules) await module.hooks?.(app);
  for (const module of modules) await module.register?.(app);

  return app;
}
