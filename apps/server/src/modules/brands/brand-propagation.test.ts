import { SETTINGS_ROUTES, SYSTEM_ROUTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { createLocalBus, type EventBus } from '../../platform/events.ts';
import { createTestDatabase, TEST_TEMPLATE, type TestDatabase } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';

/**
 * A brand change reaches every node without a restart (ADR 0028): two app instances share one
 * database and the platform's bus. Their clock stands still, so a brand cached by node B can only
 * be refreshed by the announcement, never by its 5-second expiry.
 */
const config = loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
const frozen = new Date();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function twoNodes(
  database: TestDatabase,
  buses: { a: { events?: EventBus; redis?: Redis }; b: { events?: EventBus; redis?: Redis } },
) {
  const node = async (deps: { events?: EventBus; redis?: Redis }) => {
    const app = await buildApp({
      config,
      db: database.db,
      webTemplate: TEST_TEMPLATE,
      now: () => frozen,
      ...deps,
    });
    await app.ready();
    cleanups.push(() => app.close());
    return app;
  };
  return { a: await node(buses.a), b: await node(buses.b) };
}

const freeplay = async (app: FastifyInstance) => {
  const res = await app.inject({
    method: 'GET',
    url: SYSTEM_ROUTES.whitelabel.path,
    headers: { 'x-merchant': 'TIGER' },
  });
  const login = (
    res.json().value as { modId: string; childrenNodes: { modId: string; enabled: string }[] }[]
  ).find((group) => group.modId === 'LOGIN');
  return login?.childrenNodes.find((node) => node.modId === 'FREEPLAY3')?.enabled;
};
const maintenanceStatus = async (app: FastifyInstance) =>
  (
    await app.inject({ method: 'GET', url: SYSTEM_ROUTES.status.path, headers: { 'x-merchant': 'TIGER' } })
  ).json().value.status as number;

/** Node A's owner switches FREEPLAY3 off and maintenance on; what node B answers next. */
async function changeOnA(a: FastifyInstance, database: TestDatabase) {
  const owner = await operatorSession({ app: a, db: database.db } as never, 'TIGER', 'owner');
  const headers = { 'x-merchant': 'TIGER', ...owner };
  const flags = await a.inject({
    method: 'PUT',
    url: SETTINGS_ROUTES.updateFlags.path,
    headers,
    payload: { flags: { FREEPLAY3: false } },
  });
  expect(flags.statusCode).toBe(200);
  const maintenance = await a.inject({
    method: 'PUT',
    url: SETTINGS_ROUTES.updateMaintenance.path,
    headers,
    payload: { enabled: true, startsAt: null, endsAt: null, message: {} },
  });
  expect(maintenance.statusCode).toBe(200);
}

async function seeded() {
  const database = await createTestDatabase({ seed: true });
  cleanups.push(() => database.close());
  return database;
}

describe('brand changes across nodes', () => {
  it('node B sees a change made on node A at once through the shared in-process bus', async () => {
    const database = await seeded();
    const bus = createLocalBus();
    const { a, b } = await twoNodes(database, { a: { events: bus }, b: { events: bus } });
    // Node B has the brand cached.
    expect(await freeplay(b)).toBe('1');
    expect(await maintenanceStatus(b)).toBe(0);
    await changeOnA(a, database);
    expect(await freeplay(b)).toBe('0');
    expect(await maintenanceStatus(b)).toBe(1);
  });

  it('without a shared bus node B keeps its cached brand (what the announcement fixes)', async () => {
    const database = await seeded();
    const { a, b } = await twoNodes(database, {
      a: { events: createLocalBus() },
      b: { events: createLocalBus() },
    });
    expect(await freeplay(b)).toBe('1');
    await changeOnA(a, database);
    expect(await freeplay(a)).toBe('0');
    expect(await freeplay(b)).toBe('1');
    expect(await maintenanceStatus(b)).toBe(0);
  });

  // CI sets REDIS_URL; there the nodes hear each other through Redis pub/sub, as in production.
  it.runIf(process.env.REDIS_URL)('node B sees a change made on node A through Redis', async () => {
    const database = await seeded();
    const redisA = new Redis(process.env.REDIS_URL as string);
    const redisB = new Redis(process.env.REDIS_URL as string);
    cleanups.push(
      () => redisA.quit(),
      () => redisB.quit(),
    );
    const { a, b } = await twoNodes(database, { a: { redis: redisA }, b: { redis: redisB } });
    expect(await freeplay(b)).toBe('1');
    await changeOnA(a, database);
    // A message through Redis takes a moment to arrive.
    await expect.poll(() => freeplay(b), { timeout: 2_000 }).toBe('0');
    expect(await maintenanceStatus(b)).toBe(1);
  });
});
