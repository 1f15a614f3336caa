import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Trx = Transaction<Database>;
type Work<T> = (trx: Trx) => Promise<T>;

/**
 * Group commit (ADR 0060): units of work that arrive together (in one turn of the event loop, up
 * to `maxBatch`) share one database transaction, so they share its BEGIN, its COMMIT and, with a
 * durable PostgreSQL, its WAL flush. Each unit keeps its own result and its own failure:
 *
 * - A batch runs its units one after another in one transaction, with no savepoints on the happy
 *   path (a savepoint and its release would cost the two statements a batch saves).
 * - A unit that throws takes the batch down with it (the transaction rolls back, nothing of any
 *   unit is kept). It then runs alone, in a transaction of its own, exactly as it would without
 *   batching, and answers what it answers there; the others run again as a batch. So a failing
 *   unit never fails another, and every unit is applied exactly once or not at all.
 * - A batch whose COMMIT fails runs each unit alone.
 *
 * A unit must therefore be safe to run again after a rollback: its effects are database writes
 * in `trx` only (what it does after commit belongs to the caller, once `run` resolves). Units of
 * one batch hold their row locks until the batch commits; `maxBatch` bounds that.
 */
export interface GroupCommitter {
  run<T>(work: Work<T>): Promise<T>;
  /** Batches and units run so far (for benchmarks and tests). */
  stats(): { batches: number; units: number; alone: number };
}

export interface GroupCommitOptions {
  /** Units in one transaction at most (default 32). */
  maxBatch?: number;
  /** Batches running at once (default 1; more only with a connection pool). */
  maxInFlight?: number;
}

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommitter(db: Kysely<Database>, options: GroupCommitOptions = {}): GroupCommitter {
  const maxBatch = Math.max(1, Math.min(options.maxBatch ?? 32, 1000));
  const maxInFlight = Math.max(1, options.maxInFlight ?? 1);
  const queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  const counts = { batches: 0, units: 0, alone: 0 };

  /** One unit in a transaction of its own: what it answers without batching. */
  const alone = async (unit: Pending): Promise<void> => {
    try {
      unit.resolve(await db.transaction().execute(unit.work));
    } catch (error) {
      unit.reject(error);
    } finally {
      counts.units += 1;
    }
  };

  const runBatch = async (batch: Pending[]): Promise<void> => {
    counts.batches += 1;
    const values: unknown[] = [];
    let failed = -1;
    try {
      await db.transaction().execute(async (trx) => {
        for (const [i, unit] of batch.entries()) {
          try {
            values.push(await unit.work(trx));
          } catch (error) {
            failed = i;
            throw error;
          }
        }
      });
    } catch {
      if (failed < 0) {
        // The commit itself failed: nothing was kept; each unit runs alone.
        for (const unit of batch) {
          counts.alone += 1;
          await alone(unit);
        }
        return;
      }
      // In the order they came: the units before the failing one again, the failing one alone
      // (it answers what it answers without batching), then the rest with the next batch.
      if (failed > 0) await runBatch(batch.slice(0, failed));
      counts.alone += 1;
      await alone(batch[failed] as Pending);
      queue.unshift(...batch.slice(failed + 1));
      return;
    }
    counts.units += batch.length;
    for (const [i, unit] of batch.entries()) unit.resolve(values[i]);
  };

  const pump = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      const done = batch.length === 1 ? alone(batch[0] as Pending) : runBatch(batch);
      void done.finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  return {
    run<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        // Everything submitted in this turn of the event loop joins the same batch.
        if (!scheduled && inFlight < maxInFlight) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
    stats: () => ({ ...counts }),
  };
}

/** Runs a unit of work in a transaction: a transaction of its own, or a share of a batch's. */
export type RunTransaction = <T>(work: Work<T>) => Promise<T>;

/** Through the committer when there is one (WALLET_GROUP_COMMIT=on), else each in its own. */
export function transactionRunner(
  db: Kysely<Database>,
  committer: GroupCommitter | null | undefined,
): RunTransaction {
  return committer ? (work) => committer.run(work) : (work) => db.transaction().execute(work);
}
