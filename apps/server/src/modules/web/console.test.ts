import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { consoleCsp, isConsolePath } from './console.routes.ts';

const CONSOLE_HTML =
  '<!doctype html><html><head><script type="module" src="/admin/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let adminDist: string;

beforeAll(async () => {
  // A console build of our own, whether or not apps/admin has been built on this machine.
  adminDist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(path.join(adminDist, 'index.html'), CONSOLE_HTML);
  writeFileSync(path.join(adminDist, 'assets', 'app.js'), 'export {};\n');
  t = await createTestApp({ overrides: { adminDist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(adminDist, { recursive: true, force: true });
});

describe('the operator console at /admin', () => {
  it('serves its page with its own strict policy for /admin and every screen of its router', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/login',
      '/admin/announcements',
      '/admin/members/42?tab=ledger',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CONSOLE_HTML);
      expect(res.headers['cache-control']).toBe('no-store');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toBe(consoleCsp(false));
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // No inline code of any kind: no nonce, no unsafe-inline, no eval.
      expect(csp).not.toMatch(/nonce-|unsafe-inline|unsafe-eval/);
    }
  });

  it('serves its built assets under /admin/assets, cached for good', async () => {
    const res = await t.app.inject({ url: '/admin/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export {};\n');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('leaves the operator API, receipts and missing assets to their own answers', async () => {
    const api = await t.app.inject({ url: '/admin/api/no-such-thing' });
    expect(api.body).not.toContain('id="root"');
    expect(api.statusCode).toBe(404);
    const asset = await t.app.inject({ url: '/admin/assets/missing.js' });
    // (The static route answers as /assets/* does for the player site.)
    expect(asset.statusCode).toBeGreaterThanOrEqual(400);
    expect(asset.body).not.toContain('id="root"');
    // A write to a console path is no page: it is not found (or not allowed), never the page.
    const post = await t.app.inject({ method: 'POST', url: '/admin/members', payload: {} });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.body).not.toContain('id="root"');
  });

  it('tells console paths from the rest', () => {
    expect(isConsolePath('/admin')).toBe(true);
    expect(isConsolePath('/admin/announcements')).toBe(true);
    expect(isConsolePath('/admin/api/me')).toBe(false);
    expect(isConsolePath('/admin/uploads/1')).toBe(false);
    expect(isConsolePath('/admin/assets/x.js')).toBe(false);
    expect(isConsolePath('/administrator')).toBe(false);
    expect(isConsolePath('/')).toBe(false);
  });

  it('has the upgrade directive in production only', () => {
    expect(consoleCsp(true)).toContain('upgrade-insecure-requests');
    expect(consoleCsp(false)).not.toContain('upgrade-insecure-requests');
  });
});
