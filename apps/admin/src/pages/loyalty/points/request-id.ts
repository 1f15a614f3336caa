/** A fresh idempotency key for a console command (a v4 UUID). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
