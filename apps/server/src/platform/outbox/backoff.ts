/**
 * Wait before retry number `attempt` (1 for the first retry): doubling from `baseMs` up to
 * `maxMs`, so a broken handler costs a few queries an hour instead of one per poll. The outbox and
 * the period jobs share it.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  const doublings = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(maxMs, baseMs * 2 ** doublings);
}
