import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { createTestApp, createTestDatabase } from '../test/test-app.ts';

describe('rate limiting in memory', () => {
  it('answers RATE_LIMITED with Retry-After once an address is over its limit', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(
          (await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant': 'TIGER' } })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant': 'TIGER' } });
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own allowance.
      const other = await t.app.inject({
        url: '/wps/system/status',
        headers: { 'x-merchant': 'TIGER' },
        remoteAddress: '10.9.8.7',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in calls', () => {
  it('have their own, stricter, per-address limit', async () => {
    const t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/wps/session/login',
              headers: { 'x-merchant': 'TIGER' },
              payload: {},
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([400, 400, 429]);
      // Reading the site is not affected.
      expect(
        (await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant': 'TIGER' } })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});

// CI sets REDIS_URL; there the counters must be shared by every node.
describe.runIf(process.env.REDIS_URL)('rate limiting through Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL as string);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('shares one allowance between two nodes', async () => {
    const database = await createTestDatabase({ seed: true });
    const config = loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory', RATE_LIMIT_PER_MINUTE: '3' });
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
    const nodeA = await buildApp({ config, db: database.db, redis });
    const nodeB = await buildApp({ config, db: database.db, redis });
    try {
      const hit = (node: typeof nodeA) =>
        node.inject({
          url: '/wps/system/status',
          headers: { 'x-merchant': 'TIGER' },
          remoteAddress: address,
        });
      const codes = [
        (await hit(nodeA)).statusCode,
        (await hit(nodeB)).statusCode,
        (await hit(nodeA)).statusCode,
      ];
      expect(codes).toEqual([200, 200, 200]);
      expect((await hit(nodeB)).statusCode).toBe(429);
    } finally {
      await nodeA.close();
      await nodeB.close();
      await database.close();
    }
  });

  it('reports Redis in readiness', async () => {
    const database = await createTestDatabase({ seed: true });
    const app = await buildApp({
      config: loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory' }),
      db: database.db,
      redis,
    });
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.json().value).toEqual({ database: 'ok', redis: 'ok' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
