/** The outbox's public face: modules import from here, never from its repository (ADR 0021). */
export { appendEvent, appendEvents, type NewEvent } from './append.ts';
export { createDispatcher, type Dispatcher, type DispatcherOptions, type PassResult } from './dispatcher.ts';
export type {
  AggregateType,
  DeliveredEvent,
  DomainEventPayloads,
  EventType,
  IdText,
  Instant,
  Minor,
} from './event-types.ts';
export { EVENT_TYPES } from './event-types.ts';
export { type DeadLetter, listDeadLetters, retryDeadLetter } from './outbox.repository.ts';
export type { Subscriber } from './subscriber.ts';
export { OUTBOX_WAKE_CHANNEL, wakeDispatchers } from './wake.ts';
