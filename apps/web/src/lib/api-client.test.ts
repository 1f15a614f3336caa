import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, BUSY_RETRIES, busyRetryDelayMs, configureApiClient, mayResend } from './api-client';

const BUSY = 'The service is busy right now. Please try again in a few seconds.';

const busy = (retryAfter: string | null = '2') =>
  new Response(
    JSON.stringify({ success: false, code: 'SERVER_BUSY', message: BUSY, value: { retryAfterSeconds: 2 } }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
    },
  );
const done = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ merchant: 'TIGER', language: 'en', token: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Settles a call while letting fake time pass in steps, counting the requests sent by then. */
async function sentAfter(ms: number): Promise<number> {
  await vi.advanceTimersByTimeAsync(ms);
  return fetchMock.mock.calls.length;
}

describe('the web client on a busy server (503 + Retry-After)', () => {
  it('sends a read again after Retry-After plus jitter, and returns its answer', async () => {
    fetchMock
      .mockResolvedValueOnce(busy('2'))
      .mockResolvedValueOnce(busy('2'))
      .mockResolvedValueOnce(done(7));
    const result = api<number>('/wps/system/status');
    expect(await sentAfter(0)).toBe(1);
    // 2 s, plus half of the 50 % jitter (Math.random is 0.5): 2.5 s.
    expect(await sentAfter(2_499)).toBe(1);
    expect(await sentAfter(1)).toBe(2);
    expect(await sentAfter(2_500)).toBe(3);
    await expect(result).resolves.toBe(7);
  });

  it('gives up after two retries with the server’s localised busy message', async () => {
    fetchMock.mockImplementation(async () => busy('1'));
    const result = api('/wps/system/status').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SERVER_BUSY', status: 503, message: BUSY });
    expect(fetchMock).toHaveBeenCalledTimes(1 + BUSY_RETRIES);
  });

  it('sends a command with a request id again with the same request id', async () => {
    fetchMock.mockResolvedValueOnce(busy('1')).mockResolvedValueOnce(done({ status: 'DONE' }));
    const body = { from: 'MAIN', to: 'BTI', amount: '1.00', requestId: 'req-0123456789' };
    const result = api('/wps/relay/GCS_walletTransfer', { method: 'POST', body });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toEqual({ status: 'DONE' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
    expect(bodies[0].requestId).toBe('req-0123456789');
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('does not send a command without a request id again: the user sees the busy message', async () => {
    fetchMock.mockResolvedValue(busy('1'));
    const result = api('/wps/member/profile', { method: 'POST', body: { nickname: 'x' } });
    await expect(result).rejects.toMatchObject({ code: 'SERVER_BUSY', message: BUSY });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 503 without Retry-After, nor one that asks for longer than it waits', async () => {
    fetchMock.mockResolvedValueOnce(busy(null));
    await expect(api('/wps/system/status')).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    fetchMock.mockResolvedValueOnce(busy('120'));
    await expect(api('/wps/system/status')).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when the call is aborted', async () => {
    fetchMock.mockResolvedValue(busy('2'));
    const controller = new AbortController();
    const result = api('/wps/system/status', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(((await result) as Error).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('busyRetryDelayMs and mayResend', () => {
  it('reads Retry-After as seconds or a date, adds up to half again, and refuses long or bad ones', () => {
    expect(busyRetryDelayMs('2', () => 0)).toBe(2_000);
    expect(busyRetryDelayMs('2', () => 0.999)).toBe(2_999);
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(busyRetryDelayMs('Thu, 26 Nov 2026 12:00:04 GMT', () => 0, now)).toBe(4_000);
    expect(busyRetryDelayMs('Thu, 26 Nov 2026 11:59:00 GMT', () => 0, now)).toBe(0);
    expect(busyRetryDelayMs('31', () => 0)).toBeNull();
    expect(busyRetryDelayMs('soon', () => 0)).toBeNull();
    expect(busyRetryDelayMs(null)).toBeNull();
  });

  it('lets reads and commands with a request id be sent again, nothing else', () => {
    expect(mayResend('GET', undefined)).toBe(true);
    expect(mayResend('POST', { requestId: 'abc' })).toBe(true);
    expect(mayResend('POST', { requestId: '' })).toBe(false);
    expect(mayResend('POST', { amount: '1' })).toBe(false);
    expect(mayResend('DELETE', undefined)).toBe(false);
    // Sealed bodies carry their request id inside the ciphertext: never sent again.
    expect(mayResend('POST', { enc: 'v1', ct: '...' })).toBe(false);
  });
});
