import { useMemo, useRef } from 'react';
import { ApiError } from '@/lib/api-client';

/** A v4 UUID; randomUUID needs a secure context, getRandomValues does not. */
export function newRequestId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed command may have been carried out anyway, so a retry must reuse its id. */
function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'NETWORK' || error.code === 'INTERNAL_ERROR';
}

/**
 * The idempotency key of a money command. The same submission (same content) keeps its id while
 * its outcome is unknown, so a retry after a lost answer replays the first one instead of moving
 * money twice; any answer from the server, or changed content, starts a fresh id.
 */
export function useRequestId() {
  const last = useRef<{ content: string; id: string } | null>(null);
  return useMemo(
    () => ({
      async send<T>(content: unknown, command: (requestId: string) => Promise<T>): Promise<T> {
        const text = JSON.stringify(content);
        if (last.current?.content !== text) last.current = { content: text, id: newRequestId() };
        try {
          const result = await command(last.current.id);
          last.current = null;
          return result;
        } catch (error) {
          if (!outcomeUnknown(error)) last.current = null;
          throw error;
        }
      },
    }),
    [],
  );
}
