import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type Db, pingDatabase } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok } from '../../platform/envelope.ts';

/**
 * Liveness says the process answers; readiness says it can do useful work (database and Redis
 * reachable, not shutting down, not shedding load), so a load balancer stops sending traffic
 * before we close or while this node is full. Neither is ever shed (ADR 0051).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: Db; redis: Redis | null; isShuttingDown: () => boolean },
): void {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ok({ status: 'ok' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (request) => {
    if (deps.isShuttingDown()) throw new AppError('NOT_READY', { value: { reason: 'shutting down' } });
    // A node that sheds load (ADR 0051) is not ready: the balancer sends elsewhere until it
    // recovers. Answered without the database, which is what a busy node waits on.
    const load = app.loadShedding.state();
    if (load.shedding) {
      const retryAfter = String(app.loadShedding.retryAfterSeconds);
      throw new AppError('SERVER_BUSY', {
        headers: { 'retry-after': retryAfter, 'cache-control': 'no-store' },
        value: {
          reason: load.reason ?? 'shed recently',
          inFlight: load.inFlight,
          maxInFlight: load.maxInFlight,
          eventLoopDelayMs: Math.round(load.eventLoopDelayMs),
        },
      });
    }
    const checks: Record<string, 'ok' | 'failed'> = {};
    try {
      await pingDatabase(deps.db);
      checks.database = 'ok';
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      checks.database = 'failed';
    }
    if (deps.redis) {
      try {
        await deps.redis.ping();
        checks.redis = 'ok';
      } catch (error) {
        request.log.warn({ err: error }, 'redis not ready');
        checks.redis = 'failed';
      }
    }
    if (Object.values(checks).includes('failed')) throw new AppError('NOT_READY', { value: checks });
    return ok(checks);
  });
}
