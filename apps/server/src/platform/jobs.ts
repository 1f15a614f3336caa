import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  /** Must be safe to run on every node at once (row locks or single conditional statements). */
  run: () => Promise<number>;
}

/**
 * Periodic background work on this node. Each job is written so that several nodes running it
 * together do each piece once (ARCHITECTURE.md); a run never overlaps the previous one here.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;
  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = job
        .run()
        .then((count) => {
          if (count > 0) log.info({ job: job.name, count }, 'background job did work');
        })
        .catch((error: unknown) => log.error({ job: job.name, err: error }, 'background job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
