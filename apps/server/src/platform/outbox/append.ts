import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AggregateType, DomainEventPayloads, EventType } from './event-types.ts';
import { insertEvents } from './outbox.repository.ts';

/** A payload larger than this is a design mistake (events name facts; subscribers read the rest). */
export const MAX_PAYLOAD_BYTES = 16 * 1024;

export interface NewEvent<T extends EventType> {
  type: T;
  aggregate: AggregateType;
  aggregateId: string | bigint;
  merchantId: number;
  payload: DomainEventPayloads[T];
}

/**
 * Records a domain event in the caller's transaction, so the event exists exactly when the change
 * it describes does: a rollback takes both away. Append after taking the aggregate's row lock
 * (every money change already does): events of one aggregate are then numbered in commit order,
 * which is the order subscribers get them in. After the commit, wake the dispatcher
 * (`wakeDispatchers`); it also polls.
 */
export async function appendEvent<T extends EventType>(
  trx: Transaction<Database>,
  event: NewEvent<T>,
): Promise<bigint> {
  const [id] = await appendEvents(trx, [event]);
  return id as bigint;
}

/**
 * Several events in one statement, numbered in the order given (a bet placed and settled at
 * once, the bets a crash round settles together). Nothing is written for none.
 */
export async function appendEvents(
  trx: Transaction<Database>,
  events: readonly NewEvent<EventType>[],
): Promise<bigint[]> {
  // The type already demands a transaction; this catches callers that cast their way around it.
  if (!trx.isTransaction) throw new Error('appendEvent needs the transaction of the change');
  if (events.length === 0) return [];
  return insertEvents(
    trx,
    events.map((event) => ({
      type: event.type,
      aggregate: event.aggregate,
      aggregateId: String(event.aggregateId),
      merchantId: event.merchantId,
      payload: toJson(event.payload),
    })),
  );
}

/** JSON with bigints as decimal strings (a stray bigint would otherwise throw in JSON.stringify). */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
  if (typeof text !== 'string' || !text.startsWith('{')) throw new Error('an event payload is an object');
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`an event payload is at most ${MAX_PAYLOAD_BYTES} bytes`);
  }
  return text;
}
