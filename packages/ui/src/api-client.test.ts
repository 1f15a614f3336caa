import { SYSTEM_ROUTES } from '@portal/contracts';
import type { EndpointsById } from '@portal/contracts/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';

type Sent = { url: string; init: RequestInit };

const headersOf = (sent: Sent | undefined) => (sent?.init.headers ?? {}) as Record<string, string>;

function answering(status: number, body: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      sent.push({ url: String(url), init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('sends the brand, language and bearer token, and unwraps the value', async () => {
    const sent = answering(200, { success: true, code: 'OK', message: '', value: { answer: 42 } });
    const client = createApiClient<EndpointsById>({ merchant: 'TIGER', language: 'bn', token: 'tok' });
    await expect(client.api('/admin/api/me', { query: { a: 1, b: undefined } })).resolves.toEqual({
      answer: 42,
    });
    const headers = headersOf(sent[0]);
    expect(sent[0]?.url).toBe(`${window.location.origin}/admin/api/me?a=1`);
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['x-merchant']).toBe('TIGER');
    expect(headers['x-language']).toBe('bn');
    expect(headers['x-module-id']).toBeUndefined();
  });

  it('sends the module identifier the app gives, read at each call', async () => {
    const sent = answering(200, { success: true, code: 'OK', message: '', value: null });
    let page = 'console.members';
    const client = createApiClient<EndpointsById>({ moduleId: () => page });
    await client.api('/admin/api/me');
    page = 'console.reports';
    await client.api('/admin/api/me');
    expect(sent.map((s) => headersOf(s)['x-module-id'])).toEqual(['console.members', 'console.reports']);
  });

  it('takes method and path from a declaration and fills in its parameters', async () => {
    const sent = answering(200, { success: true, code: 'OK', message: '', value: null });
    const client = createApiClient<EndpointsById>();
    await client.call(SYSTEM_ROUTES.encryptionKey, {});
    expect(sent[0]?.init.method).toBe(SYSTEM_ROUTES.encryptionKey.method);
    expect(sent[0]?.url).toBe(`${window.location.origin}${SYSTEM_ROUTES.encryptionKey.path}`);
  });

  it('turns a refusal into an ApiError with the code, message, status and value', async () => {
    answering(423, {
      success: false,
      code: 'ACCOUNT_LOCKED',
      message: 'Locked for 15 minutes',
      value: { m: 15 },
    });
    const client = createApiClient<EndpointsById>();
    const error = await client.api('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      status: 423,
      message: 'Locked for 15 minutes',
      value: { m: 15 },
    });
  });

  it('reports a network error, or an answer that is no envelope, in the configured words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const client = createApiClient<EndpointsById>({ networkErrorMessage: 'No connection' });
    await expect(client.api('/x')).rejects.toMatchObject({ code: 'NETWORK', message: 'No connection' });
    answering(502, '<html>Bad gateway</html>');
    await expect(client.api('/x')).rejects.toMatchObject({ code: 'NETWORK', status: 502 });
  });

  it('calls onSessionLost only for the session the call was made with', async () => {
    const lost = vi.fn();
    const client = createApiClient<EndpointsById>({ token: 'old', onSessionLost: lost });
    const refusal = { success: false, code: 'NOT_LOGGED_IN', message: 'Sign in', value: null };
    answering(401, refusal);
    await expect(client.api('/x')).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
    // Without a token (a failed sign-in step), nothing is lost.
    client.configure({ token: null });
    await expect(client.api('/x')).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('keeps one context per client', async () => {
    const sent = answering(200, { success: true, code: 'OK', message: '', value: null });
    const a = createApiClient<EndpointsById>({ token: 'a' });
    const b = createApiClient<EndpointsById>();
    await a.api('/x');
    await b.api('/x');
    expect(headersOf(sent[0]).authorization).toBe('Bearer a');
    expect(headersOf(sent[1]).authorization).toBeUndefined();
  });

  it('refuses to send a sealed declaration as a plain call', async () => {
    const client = createApiClient<EndpointsById>();
    const sealed = { id: 'x', method: 'POST', path: '/x', access: 'public', sealed: true } as const;
    // @ts-expect-error a sealed route is not a plain call
    await expect(client.call(sealed, {})).rejects.toThrow('sealed');
  });
});
