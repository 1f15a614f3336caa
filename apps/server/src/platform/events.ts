import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Live events between the services and the WebSocket connections. In one process an emitter is
 * enough; with Redis every node publishes to and hears from the same channels, so a member
 * connected to node A sees what node B did.
 */
export interface EventBus {
  publish(channel: string, event: object): Promise<void>;
  /** Resolves once events on the channel will be heard; returns the way to stop. */
  subscribe(channel: string, handler: (event: object) => void): Promise<() => void>;
  close(): Promise<void>;
}

export const memberChannel = (merchantId: number, memberId: bigint | string) =>
  `member:${merchantId}:${memberId}`;
export const brandChannel = (merchantId: number) => `brand:${merchantId}`;

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, event) {
      emitter.emit(channel, event);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const PREFIX = 'portal:events:';

/** Redis pub/sub: one connection publishes, a duplicate listens (a subscribed connection can do nothing else). */
export function createRedisBus(redis: Redis): EventBus {
  const subscriber = redis.duplicate();
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  let closed = false;
  subscriber.on('message', (channel: string, message: string) => {
    try {
      local.emit(channel.slice(PREFIX.length), JSON.parse(message));
    } catch {
      // a malformed message is dropped
    }
  });
  return {
    async publish(channel, event) {
      await redis.publish(PREFIX + channel, JSON.stringify(event));
    },
    async subscribe(channel, handler) {
      local.on(channel, handler);
      const count = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, count);
      // Redis confirms a subscription; the same command again is harmless, so every caller waits.
      await subscriber.subscribe(PREFIX + channel);
      return () => {
        local.off(channel, handler);
        if (closed) return;
        const left = (counts.get(channel) ?? 1) - 1;
        if (left <= 0) {
          counts.delete(channel);
          // Losing this only leaves a channel subscribed until the connection ends.
          subscriber.unsubscribe(PREFIX + channel).catch(() => undefined);
        } else {
          counts.set(channel, left);
        }
      };
    },
    async close() {
      closed = true;
      local.removeAllListeners();
      await subscriber.quit();
    },
  };
}
