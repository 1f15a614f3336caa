import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ok } from './envelope.ts';
import { moduleIdOf } from './module-id.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // What the request's own logger carries, as every log line of the request will.
      app.get('/wps/test/log-bindings', async (request) =>
        ok((request.log as unknown as { bindings(): Record<string, unknown> }).bindings()),
      );
    },
  });
});
afterAll(() => t.close());

const tiger = { 'x-merchant': 'TIGER' };

describe('module identifier (spec section 7)', () => {
  it('reads a well-formed x-module-id and marks anything else invalid', () => {
    expect(moduleIdOf({ 'x-module-id': 'web.member.withdraw' })).toBe('web.member.withdraw');
    expect(moduleIdOf({})).toBeNull();
    expect(moduleIdOf({ 'x-module-id': 'web home\nforged line' })).toBe('invalid');
    expect(moduleIdOf({ 'x-module-id': 'x'.repeat(81) })).toBe('invalid');
    expect(moduleIdOf({ 'x-module-id': ['web.home', 'web.vip'] })).toBe('web.home');
  });

  it('logs every request with the module that made it', async () => {
    const res = await t.app.inject({
      url: '/wps/test/log-bindings',
      headers: { ...tiger, 'x-module-id': 'web.member.withdraw' },
    });
    expect(res.json().value).toMatchObject({ moduleId: 'web.member.withdraw' });
    const forged = await t.app.inject({
      url: '/wps/test/log-bindings',
      headers: { ...tiger, 'x-module-id': '"}{"level":60' },
    });
    expect(forged.json().value).toMatchObject({ moduleId: 'invalid' });
    const none = await t.app.inject({ url: '/wps/test/log-bindings', headers: tiger });
    expect(none.json().value).not.toHaveProperty('moduleId');
  });
});

describe('language codes in any case (the spec writes EN, BN)', () => {
  it('answers helpCenter?lang=EN as lang=en, and BN as bn', async () => {
    const lower = await t.app.inject({ url: '/wps/system/helpCenter?lang=en', headers: tiger });
    const upper = await t.app.inject({ url: '/wps/system/helpCenter?lang=EN', headers: tiger });
    expect(upper.statusCode).toBe(200);
    expect(upper.json()).toEqual(lower.json());
    const bn = await t.app.inject({ url: '/wps/system/helpCenter?lang=BN', headers: tiger });
    expect(bn.json().success).toBe(true);
    expect(bn.json().value[0].title).toMatch(/[\u0980-\u09FF]/);
    const unknown = await t.app.inject({ url: '/wps/system/helpCenter?lang=XX', headers: tiger });
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
  });

  it('takes an upper-case x-language header and language choice', async () => {
    const res = await t.app.inject({ url: '/wps/system/config', headers: { ...tiger, 'x-language': 'BN' } });
    expect(res.json().value.merchant.tagline).toMatch(/[\u0980-\u09FF]/);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { ...tiger, 'content-type': 'application/json' },
      payload: { language: 'BN' },
    });
    expect(chosen.json()).toMatchObject({ success: true, value: { language: 'bn' } });
  });
});
