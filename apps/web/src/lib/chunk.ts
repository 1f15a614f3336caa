/**
 * Loading the code of a page or popup (a chunk) the way spec sections 8 and 9 ask: a chunk that
 * has not arrived after 120 s counts as failed ("page load timeout"), and a failed chunk is asked
 * for once more before the page shows the error with a Retry button (ADR 0046).
 */

/** Spec section 9: the chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The pause before the one automatic second try: long enough for a flaky link to come back. */
export const CHUNK_RETRY_DELAY_MS = 1_000;

/** A chunk that did not load: `timeout` when it took longer than CHUNK_TIMEOUT_MS, else `network`. */
export class ChunkLoadError extends Error {
  readonly reason: 'timeout' | 'network';
  constructor(reason: 'timeout' | 'network', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'Chunk load timeout' : 'Chunk load failed', options);
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('network', { cause: error }));
      },
    );
  });
}

/**
 * Loads a chunk with the spec's timeout; a failure is tried once more after a short pause, and a
 * second failure is thrown as a ChunkLoadError for the route's error page to explain.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  options: { timeoutMs?: number; retryDelayMs?: number } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  try {
    return await withTimeout(load, timeoutMs);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? CHUNK_RETRY_DELAY_MS));
    return withTimeout(load, timeoutMs);
  }
}

/** Whether an error is a chunk that failed to load (ours, or the browser's own words for one). */
export function isChunkLoadError(error: unknown): error is Error {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    error.message,
  );
}
