import type { EventBus } from '../events.ts';

/** The event-bus channel dispatchers listen on; with Redis every node hears it. */
export const OUTBOX_WAKE_CHANNEL = 'outbox:wake';

/** At most one wake message per bus this often; a request inside the window sends one at its end. */
const WAKE_WINDOW_MS = 25;

const pending = new WeakMap<EventBus, { timer: NodeJS.Timeout | null; again: boolean }>();

/**
 * Tells the dispatchers (this node's and, through Redis, the others') that events were committed,
 * so they deliver now instead of at their next poll. Call it after the commit: before it the
 * events are not visible yet. A burst of commits sends a couple of messages, not one each; losing
 * one only delays delivery to the next poll.
 */
export function wakeDispatchers(bus: EventBus): void {
  const state = pending.get(bus);
  if (state) {
    state.again = true;
    return;
  }
  const fresh = { timer: null as NodeJS.Timeout | null, again: false };
  pending.set(bus, fresh);
  send(bus);
  fresh.timer = setTimeout(() => {
    pending.delete(bus);
    if (fresh.again) send(bus);
  }, WAKE_WINDOW_MS);
  fresh.timer.unref();
}

function send(bus: EventBus): void {
  bus.publish(OUTBOX_WAKE_CHANNEL, {}).catch(() => undefined);
}
