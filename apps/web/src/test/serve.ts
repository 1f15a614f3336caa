import type { TBalance, TConsolidatedFunds, TPage } from '@portal/contracts';
import { vi } from 'vitest';

export type Handler = (url: URL, init: RequestInit) => unknown;
export interface Call {
  url: URL;
  init: RequestInit;
}

/**
 * Answers API calls by "METHOD /path" in the envelope; an Error answer becomes a failure envelope
 * ("CODE" or "CODE|[fields]"), and a path not listed answers null. Returns the calls made.
 */
export function serve(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.origin);
      calls.push({ url, init });
      const exact = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
      const handler =
        exact ??
        Object.entries(handlers).find(
          ([key]) =>
            key.endsWith('*') && `${init.method ?? 'GET'} ${url.pathname}`.startsWith(key.slice(0, -1)),
        )?.[1];
      const value = handler ? await handler(url, init) : null;
      if (value instanceof Error) {
        const [code, fields] = value.message.split('|');
        return new Response(
          JSON.stringify({
            success: false,
            code,
            message: `Refused: ${code}`,
            value: fields ? { fields: JSON.parse(fields) } : null,
          }),
          { status: 400 },
        );
      }
      return new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), { status: 200 });
    }),
  );
  return calls;
}

/** A signed-in member, as the session provider reads it at start. */
export function signInMember(type = 0): void {
  window.localStorage.setItem(
    'portal.session',
    JSON.stringify({ token: 't'.repeat(43), userName: 'demo01', type }),
  );
}

export const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body ?? 'null'));

export const page = <T>(list: T[], pageNum = 1, pageSize = 9, total = list.length): TPage<T> => ({
  list,
  pageNum,
  pageSize,
  total,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
});

export const balance = (main: string): TBalance => ({
  currency: 'BDT',
  exponent: 2,
  main,
  bonus: '0.00',
  pendingWithdrawal: '0.00',
});

export const funds = (change: Partial<TConsolidatedFunds> = {}): TConsolidatedFunds => ({
  ...balance('1500.00'),
  bonus: '200.00',
  total: '2450.00',
  vendors: [
    { vendorCode: 'RLV', name: 'Royal Live', balance: '750.00', status: 'OK' },
    { vendorCode: 'BTI', name: 'BTi Sports', balance: '0.00', status: 'UNAVAILABLE' },
  ],
  ...change,
});
