import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeliveredEvent, EventType } from './event-types.ts';
import { claimHandled, claimHandledMany, clearFailure, clearFailures } from './outbox.repository.ts';

/**
 * Something that reacts to domain events. Its progress is stored under `name`, so renaming a
 * subscriber makes it a new one (which starts again from `startFrom`).
 */
export interface Subscriber<T extends EventType = EventType> {
  /** Stable, lower case: letters, digits, '.', '-', '_' (at most 64). */
  name: string;
  types: readonly T[];
  /**
   * Runs inside the transaction that records the event as handled by this subscriber, so its
   * database effect and that record commit together: write with `trx` only (on the embedded
   * database the plain `db` would wait for this very transaction). Throwing rolls the effect back
   * and schedules a retry. Effects outside the database (a live notification) may repeat.
   */
  handle(trx: Transaction<Database>, event: DeliveredEvent<T>): Promise<void>;
  /** Failed attempts before the event is dead for this subscriber (default of the dispatcher). */
  maxAttempts?: number;
  /**
   * Where a subscriber seen for the first time begins: the oldest retained event (default; none
   * is lost) or events committed from now on (a feature that must not act on history).
   */
  startFrom?: 'earliest' | 'now';
}

export const SUBSCRIBER_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * Hands one event to one subscriber exactly once as far as the database can tell: 'already' when
 * another delivery (a racing node, an earlier attempt that committed) got there first.
 */
export async function deliverEvent(
  db: Kysely<Database>,
  subscriber: Subscriber,
  event: DeliveredEvent,
  now: Date,
): Promise<'handled' | 'already'> {
  return db.transaction().execute(async (trx) => {
    // Claim first: a second deliverer blocks on this row until we commit, then finds it taken.
    if (!(await claimHandled(trx, subscriber.name, event.id, now))) return 'already';
    await subscriber.handle(trx, event);
    await clearFailure(trx, subscriber.name, event.id);
    return 'handled';
  });
}

/**
 * Hands several events to one subscriber in one transaction, in order: claimed together, handled
 * one after another, committed together (the cost of a transaction and a claim is paid once per
 * batch, not per event). If any handler throws, nothing of the batch is kept and the error is
 * thrown: the dispatcher then delivers the batch's events one at a time, so the others go through
 * and only the failing one waits for its retry.
 */
export async function deliverEvents(
  db: Kysely<Database>,
  subscriber: Subscriber,
  events: readonly DeliveredEvent[],
  now: Date,
): Promise<('handled' | 'already')[]> {
  return db.transaction().execute(async (trx) => {
    const ids = events.map((e) => e.id);
    const claimed = await claimHandledMany(trx, subscriber.name, ids, now);
    const outcomes: ('handled' | 'already')[] = [];
    for (const event of events) {
      if (!claimed.has(event.id)) {
        outcomes.push('already');
        continue;
      }
      await subscriber.handle(trx as Transaction<Database>, event);
      outcomes.push('handled');
    }
    // A failure another node noted meanwhile must not stay behind a handled event.
    await clearFailures(trx, subscriber.name, ids);
    return outcomes;
  });
}
