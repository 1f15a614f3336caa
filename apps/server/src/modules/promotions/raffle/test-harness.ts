import { PROMOTION_ROUTES } from '@portal/contracts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config/config.ts';
import type { Platform } from '../../../platform/module.ts';
import { createDispatcher, type Dispatcher } from '../../../platform/outbox/index.ts';
import type { Secrets } from '../../../platform/secrets.ts';
import { createTestDatabase, TEST_TEMPLATE, type TestApp } from '../../../test/test-app.ts';
import type { PayCash } from '../pay-cash.ts';
import { rebateParts } from '../rebate/rebate.parts.ts';
import { raffleParts } from './raffle.parts.ts';

/**
 * Tests of the raffle and the rebate (not production code): the seeded test app with the two parts
 * built on it, their routes registered unless the promotions module already serves them, and a
 * dispatcher of just their subscribers (the app's own does not run in tests).
 */
export async function createPartsHarness(options: { now?: () => Date; payCash?: PayCash } = {}): Promise<{
  t: TestApp;
  raffle: ReturnType<typeof raffleParts>;
  rebate: ReturnType<typeof rebateParts>;
  dispatcher: Dispatcher;
  /** Delivers every pending event to the parts' subscribers. */
  drain(): Promise<void>;
}> {
  const database = await createTestDatabase({ seed: true });
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const now = options.now ?? (() => new Date());
  const app = await buildApp({ config, db: database.db, webTemplate: TEST_TEMPLATE, now });
  const platform: Platform = {
    config,
    db: database.db,
    redis: null,
    now,
    log: app.log,
    // The parts never read secrets.
    secrets: {} as Secrets,
    payloadKey: app.services.payloadKey,
    events: app.services.events,
    checkResponses: true,
    groupCommit: null,
  };
  // The wallet's payCash when the app has it (the promotions module hands it in the same way).
  const bonus = (app.services as { bonus?: { payCash: PayCash } }).bonus;
  const deps = {
    brands: app.services.brands,
    wallet: app.services.wallet,
    operatorReader: app.services.operatorReader,
    payCash:
      options.payCash ??
      (((trx, brand, input) => {
        if (!bonus) throw new Error('the app has no bonus service');
        return bonus.payCash(trx, brand, { metadata: {}, ...input });
      }) as PayCash),
  };
  const raffle = raffleParts(platform, deps);
  const rebate = rebateParts(platform, deps);
  // Registered here until the promotions module serves them itself.
  if (!app.hasRoute({ method: 'GET', url: PROMOTION_ROUTES.raffle.path })) raffle.register(app);
  if (!app.hasRoute({ method: 'GET', url: PROMOTION_ROUTES.rebate.path })) rebate.register(app);
  await app.ready();
  const dispatcher = createDispatcher({
    db: database.db,
    subscribers: [...raffle.subscribers, ...rebate.subscribers],
    bus: app.services.events,
    log: app.log,
    retryBaseMs: 1,
    retryMaxMs: 10,
  });
  return {
    t: {
      app,
      db: database.db,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    },
    raffle,
    rebate,
    dispatcher,
    async drain() {
      for (let i = 0; i < 20; i += 1) {
        const pass = await dispatcher.runOnce();
        if (pass.failed > 0) {
          // A brand snapshot loading: the retry comes after it.
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        if (!pass.more && pass.delivered === 0) return;
      }
    },
  };
}
