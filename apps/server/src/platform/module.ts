import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { GroupCommitter } from '../db/group-commit.ts';
import type { EventBus } from './events.ts';
import type { Job } from './jobs.ts';
import type { Subscriber } from './outbox/index.ts';
import type { PayloadKey } from './payload-crypto.ts';
import type { PeriodJob } from './period-jobs/index.ts';
import type { Secrets } from './secrets.ts';

/** What every module may use from below all modules: configuration, database, clock, keys, bus. */
export interface Platform {
  config: AppConfig;
  db: Db;
  redis: Redis | null;
  now: () => Date;
  log: FastifyBaseLogger;
  secrets: Secrets;
  payloadKey: PayloadKey;
  events: EventBus;
  /** Check answers against their declared contracts (tests; ADR 0023). */
  checkResponses: boolean;
  /** Money calls that arrive together share a transaction (WALLET_GROUP_COMMIT, ADR 0060); null: off. */
  groupCommit: GroupCommitter | null;
}

/**
 * One module as `app.ts` sees it (ADR 0024): the services it publishes (to the modules above it
 * and to `app.services`), and what it adds to the application. `app.ts` calls every module's
 * `hooks` (in the modules' order, before any route), then every `register`, and hands `jobs`,
 * `subscribers`, `periodJobs` and `background` to the platform's runners.
 */
export interface AppModule<S extends object = object> {
  readonly name: string;
  readonly services: S;
  /** Request hooks and the routes that must come before them (health before the status gate). */
  hooks?(app: FastifyInstance): void | Promise<void>;
  /** Routes, player and operator. */
  register?(app: FastifyInstance): void | Promise<void>;
  /** Interval jobs (`platform/jobs.ts`); started only when the app runs its background work. */
  jobs?: readonly Job[];
  /** Outbox subscribers (ADR 0021). */
  subscribers?: readonly Subscriber[];
  /** Period jobs (ADR 0021). */
  periodJobs?: readonly PeriodJob[];
  /** Background work with its own timers (the crash rounds); started and stopped with the jobs. */
  background?: { start(): void | Promise<void>; stop(): void | Promise<void> };
}

/** Identity, for inference: `defineModule({ name, services, ... })` keeps the services' type. */
export function defineModule<S extends object>(module: AppModule<S>): AppModule<S> {
  return module;
}

/**
 * The services of all modules as one object (`app.services`); two modules publishing the same
 * name is a wiring mistake and fails at start.
 */
export function collectServices(modules: readonly AppModule[]): Record<string, unknown> {
  const services: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const module of modules) {
    for (const [name, service] of Object.entries(module.services)) {
      const taken = owner.get(name);
      if (taken) throw new Error(`modules ${taken} and ${module.name} both publish the service ${name}`);
      owner.set(name, module.name);
      services[name] = service;
    }
  }
  return services;
}
