import { describe, expect, it, vi } from 'vitest';
import { moduleIdOf } from './api-client';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk';

describe('loadChunk (spec sections 8 and 9)', () => {
  it('answers with the chunk when it loads', async () => {
    await expect(loadChunk(async () => 'page')).resolves.toBe('page');
  });

  it('tries a failed chunk once more, and only once', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    await expect(loadChunk(load, { retryDelayMs: 0 })).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);

    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const error = await loadChunk(failing, { retryDelayMs: 0 }).catch((e: unknown) => e);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('network');
  });

  it('gives up on a chunk that takes longer than the timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn(() => new Promise<string>(() => {}));
      const result = loadChunk(never).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(119_999);
      expect(never).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1 + 1_000);
      expect(never).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(120_000);
      const error = await result;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect((error as ChunkLoadError).reason).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises chunk errors, ours and the browsers’', () => {
    expect(isChunkLoadError(new ChunkLoadError('timeout'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('module identifier of a call (spec section 7)', () => {
  it('names the page the call is made from', () => {
    expect(moduleIdOf('/', '')).toBe('web.home');
    expect(moduleIdOf('/live', '?vendor=EVO')).toBe('web.live');
    expect(moduleIdOf('/bgs/dice', '')).toBe('web.bgs');
    expect(moduleIdOf('/member', '?page=withdraw')).toBe('web.member.withdraw');
    expect(moduleIdOf('/member', '')).toBe('web.member');
    expect(moduleIdOf('/agentHome', '?page=agentTeamOverview')).toBe('web.agentHome.agentTeamOverview');
    // Whatever the address holds, the value keeps to the form the server accepts.
    expect(moduleIdOf('/%22%0A', '')).toMatch(/^web\.[A-Za-z0-9_-]*$/);
    expect(moduleIdOf('/member', '?page=a%0Ab"c')).toBe('web.member.abc');
  });
});
