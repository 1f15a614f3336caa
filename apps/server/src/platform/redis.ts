import { Redis } from 'ioredis';

/** One Redis connection for commands (rate limits, caches). Fails fast instead of queueing forever. */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    connectTimeout: 5_000,
    lazyConnect: false,
  });
}
