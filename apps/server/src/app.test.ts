import { FEATURE_FLAGS, REGISTER_FIELDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './platform/envelope.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // A brand-scoped call outside /wps/system, to see the maintenance and region gate at work.
      app.post('/wps/test/echo', async (request) => ok(request.body));
    },
  });
});
afterAll(() => t.close());

const tiger = { 'x-merchant': 'TIGER' };

describe('envelope and brand resolution', () => {
  it('answers system calls in the envelope for the brand named by x-merchant', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: tiger });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 'OK',
      message: '',
      value: { status: 0, ip: '127.0.0.1', country: null, message: null, maintenanceEndsAt: null },
    });
  });

  it('resolves the brand from the Host when there is no header', async () => {
    const res = await t.app.inject({ url: '/wps/system/config', headers: { host: 'jade.localhost:3000' } });
    expect(res.json().value.merchant).toMatchObject({
      code: 'JADE',
      currency: 'PHP',
      languages: ['en', 'fil'],
    });
  });

  it('refuses an unknown brand with UNKNOWN_MERCHANT, localised', async () => {
    const res = await t.app.inject({
      url: '/wps/system/status',
      headers: { 'x-merchant': 'NOPE', 'accept-language': 'bn' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT', value: null });
    expect(res.json().message).toMatch(/URL/);
    const malformed = await t.app.inject({
      url: '/wps/system/status',
      headers: { 'x-merchant': "' or 1=1 --" },
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().code).toBe('UNKNOWN_MERCHANT');
  });

  it('localises messages by x-language within the brand languages', async () => {
    const bn = await t.app.inject({ url: '/wps/nothing-here', headers: { ...tiger, 'x-language': 'bn' } });
    expect(bn.json().message).toBe('অনুরোধ করা বিষয়টি পাওয়া যায়নি।');
    // Filipino is not a Tiger Star language: the brand default answers.
    const fil = await t.app.inject({ url: '/wps/nothing-here', headers: { ...tiger, 'x-language': 'fil' } });
    expect(fil.json().message).toBe('The requested resource was not found.');
  });
});

describe('bad input', () => {
  it('answers malformed JSON with MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { ...tiger, 'content-type': 'application/json' },
      payload: '{"language": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
  });

  it('answers wrong types with VALIDATION_ERROR naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: tiger,
      payload: { language: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().value.fields[0].field).toBe('language');
  });

  it('answers unknown fields with UNKNOWN_FIELD instead of ignoring them', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: tiger,
      payload: { language: 'bn', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_FIELD', value: { fields: [{ field: 'isAdmin' }] } });
    const query = await t.app.inject({ url: '/wps/system/status?debug=1', headers: tiger });
    expect(query.json().code).toBe('UNKNOWN_FIELD');
  });

  it('answers a body over 1 MB with PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { ...tiger, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { ...tiger, 'content-type': 'application/xml' },
      payload: '<language>bn</language>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a method that does not exist with METHOD_NOT_ALLOWED and an Allow header', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/wps/system/status', headers: tiger });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers an unknown API path with NOT_FOUND', async () => {
    const res = await t.app.inject({ url: '/lgw/unknown/thing', headers: tiger });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers a language the brand does not offer with UNSUPPORTED_LANGUAGE', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: tiger,
      payload: { language: 'fil' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNSUPPORTED_LANGUAGE');
    const good = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: tiger,
      payload: { language: 'bn' },
    });
    expect(good.json()).toEqual({ success: true, code: 'OK', message: '', value: { language: 'bn' } });
  });

  it('keeps serving after all of the above', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { status: 'ok' } });
  });
});

describe('system calls', () => {
  it('lists all eleven flags in the whitelabel tree', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { 'x-merchant': 'JADE' } });
    const tree = res.json().value as {
      modId: string;
      enabled: string;
      childrenNodes: { modId: string; enabled: string }[];
    }[];
    const leaves = tree.flatMap((node) => node.childrenNodes);
    expect(leaves.map((l) => l.modId).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(leaves.find((l) => l.modId === 'USERNAMEREG3')?.enabled).toBe('1');
    expect(leaves.find((l) => l.modId === 'FREEPLAY3')?.enabled).toBe('0');
  });

  it('gives the registration rules of every field', async () => {
    const res = await t.app.inject({ url: '/wps/system/setting/register', headers: tiger });
    const rules = res.json().value as Record<string, unknown>[];
    expect(rules.map((r) => r.field).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(rules.find((r) => r.field === 'username')).toEqual({
      field: 'username',
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'ALNUM_LETTER_FIRST',
      minLength: 6,
      maxLength: 16,
    });
    // A disabled field is never required.
    expect(rules.find((r) => r.field === 'qqNum')).toMatchObject({ enabled: false, required: false });
  });

  it('lists domain routes', async () => {
    const res = await t.app.inject({ url: '/wps/system/domainRoute', headers: { 'x-merchant': 'JADE' } });
    expect(res.json().value).toContainEqual({ domain: 'jade.localhost', type: 'PLAYER', primary: true });
  });

  it('serves the help centre per language, falling back to the brand default', async () => {
    const bn = await t.app.inject({ url: '/wps/system/helpCenter?lang=bn&device=WEB', headers: tiger });
    const articles = bn.json().value as { anchor: string; kind: string; title: string; content: string }[];
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(articles.some((a) => a.anchor === 'terms' && a.kind === 'terms')).toBe(true);
    expect(articles[0]?.title).toMatch(/[\u0980-\u09FF]/);
    const unsupported = await t.app.inject({ url: '/wps/system/helpCenter?lang=fil', headers: tiger });
    expect(unsupported.json().code).toBe('UNSUPPORTED_LANGUAGE');
    const badDevice = await t.app.inject({ url: '/wps/system/helpCenter?device=TV', headers: tiger });
    expect(badDevice.json().code).toBe('VALIDATION_ERROR');
  });

  it('gives the whole config in one document', async () => {
    const res = await t.app.inject({ url: '/wps/system/config', headers: { ...tiger, 'x-language': 'bn' } });
    const config = res.json().value;
    expect(config.merchant).toMatchObject({
      code: 'TIGER',
      name: 'Tiger Star',
      currency: 'BDT',
      tagline: 'সাহস করে খেলুন, বড় জিতুন',
    });
    expect(config.customerService.filter((c: { type: string }) => c.type === 'TELEGRAM')).toHaveLength(3);
    expect(config.resources.find((r: { resourceType: string }) => r.resourceType === 'Android').qrUrl).toBe(
      '/wps/system/qr/Android.svg?m=TIGER',
    );
    expect(config.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(config.gameMenus.map((m: { gameCategory: string }) => m.gameCategory)).toContain('COCKFIGHT');
    for (const key of [
      'mainDomain',
      'imageCDNs',
      'launchGameCDNs',
      'maintenance',
      'regionRestriction',
      'whitelabel',
      'registerRules',
      'domainRoute',
    ]) {
      expect(config).toHaveProperty(key);
    }
  });

  it('draws brand artwork: logo, vendor marks and QR codes', async () => {
    const logo = await t.app.inject({ url: '/wps/system/logo.svg?m=JADE' });
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toContain('#1fd39a');
    const vendor = await t.app.inject({ url: '/wps/system/vendor-logo/DS88.svg', headers: tiger });
    expect(vendor.body).toContain('DS88 SABONG');
    const qr = await t.app.inject({ url: '/wps/system/qr/iOS.svg?m=TIGER' });
    expect(qr.statusCode).toBe(200);
    expect(qr.body).toMatch(/^<svg/);
    const missing = await t.app.inject({ url: '/wps/system/qr/iOSLite.svg?m=JADE' });
    expect(missing.statusCode).toBe(404);
    const unknownVendor = await t.app.inject({ url: '/wps/system/vendor-logo/NOPE.svg', headers: tiger });
    expect(unknownVendor.json().code).toBe('NOT_FOUND');
  });
});

describe('cross-cutting', () => {
  it('sends the security headers on every answer', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: tiger });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    // Games open in frames from their provider, and from nowhere else.
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:3002;");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'client-req-12345' } });
    expect(given.headers['x-request-id']).toBe('client-req-12345');
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports readiness with the database checked', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { database: 'ok' } });
  });
});

describe('maintenance and region gate', () => {
  it('closes brand calls with MAINTENANCE while the status call keeps answering', async () => {
    const brand = await t.app.services.brands.findByCode('TIGER');
    await t.app.services.brands.updateSettings(brand!, (s) => ({
      ...s,
      maintenance: { ...s.maintenance, enabled: true },
    }));
    try {
      const status = await t.app.inject({ url: '/wps/system/status', headers: tiger });
      expect(status.json().value).toMatchObject({ status: 1, message: expect.stringContaining('upgrading') });
      const call = await t.app.inject({
        method: 'POST',
        url: '/wps/test/echo',
        headers: tiger,
        payload: { a: 1 },
      });
      expect(call.statusCode).toBe(503);
      expect(call.json().code).toBe('MAINTENANCE');
      // Another brand is not affected.
      const jade = await t.app.inject({
        method: 'POST',
        url: '/wps/test/echo',
        headers: { 'x-merchant': 'JADE' },
        payload: { a: 1 },
      });
      expect(jade.json()).toMatchObject({ success: true, value: { a: 1 } });
    } finally {
      const fresh = await t.app.services.brands.findByCode('TIGER');
      await t.app.services.brands.updateSettings(fresh!, (s) => ({
        ...s,
        maintenance: { ...s.maintenance, enabled: false },
      }));
    }
  });

  it('blocks a visitor from a blocked network with REGION_BLOCKED and status 2', async () => {
    const brand = await t.app.services.brands.findByCode('JADE');
    await t.app.services.brands.updateSettings(brand!, (s) => ({
      ...s,
      regionRestriction: { ...s.regionRestriction, blockedCidrs: ['127.0.0.0/8'] },
    }));
    try {
      const jade = { 'x-merchant': 'JADE' };
      const status = await t.app.inject({ url: '/wps/system/status', headers: jade });
      expect(status.json().value).toMatchObject({ status: 2, ip: '127.0.0.1' });
      const call = await t.app.inject({ method: 'POST', url: '/wps/test/echo', headers: jade, payload: {} });
      expect(call.statusCode).toBe(403);
      expect(call.json().code).toBe('REGION_BLOCKED');
    } finally {
      const fresh = await t.app.services.brands.findByCode('JADE');
      await t.app.services.brands.updateSettings(fresh!, (s) => ({
        ...s,
        regionRestriction: { ...s.regionRestriction, blockedCidrs: [] },
      }));
    }
  });
});

describe('player site HTML', () => {
  it('serves every route with the brand config, theme and language inlined', async () => {
    const res = await t.app.inject({
      url: '/vnLottery?gameCode=X',
      headers: { host: 'jade.localhost', 'accept-language': 'fil' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="fil"');
    expect(res.body).toContain('<title>Jade Palace | Swerte sa bawat laro</title>');
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<style nonce="${nonce}">:root{--c-primary:#1fd39a;`);
    const boot = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(boot ?? 'null')).toMatchObject({
      language: 'fil',
      config: { merchant: { code: 'JADE' } },
    });
  });

  it('inlines the home banners and marquee on home only, and asks for the first banner early', async () => {
    const home = await t.app.inject({ url: '/', headers: { 'accept-language': 'bn' } });
    const boot = JSON.parse(
      /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(home.body)?.[1] ?? 'null',
    );
    // Four home banners since the daily missions came back (issue 19).
    expect(boot.home.banners.map((b: { groupName: string }) => b.groupName)).toEqual([
      'w_home',
      'w_home',
      'w_home',
      'w_home',
    ]);
    expect(boot.home.marquee.list[0].type).toBe('H');
    // In the page's language.
    expect(boot.language).toBe('bn');
    expect(boot.home.banners[0].title).toBe('100% ওয়েলকাম বোনাস');
    expect(home.body).toContain(
      `<link rel="preload" as="image" href="${boot.home.banners[0].url}" fetchpriority="high">`,
    );
    // The first frame keeps the marquee's place, draws the first banners (the page's largest
    // image) in the carousel's classes, then the hero.
    expect(home.body).toContain(
      '<div class="home"><div class="marquee marquee--pending"></div><section class="carousel">',
    );
    expect(home.body).toContain(
      `<div class="banner"><img src="${boot.home.banners[0].url}" alt="100% ওয়েলকাম বোনাস`,
    );
    expect(home.body).toMatch(
      /<div class="carousel__controls carousel__controls--pending"><\/div><\/section><section class="hero">/,
    );

    const other = await t.app.inject({ url: '/promotions' });
    expect(other.body).not.toContain('"home":');
    expect(other.body).not.toContain('rel="preload" as="image"');
  });

  it('answers unknown pages with the app and status 404', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('portal-boot');
  });

  it('matches routes regardless of case, as the player site does', async () => {
    const res = await t.app.inject({ url: '/vnlottery' });
    expect(res.statusCode).toBe(200);
  });

  it('lets development switch brands by ?merchant=', async () => {
    const res = await t.app.inject({ url: '/?merchant=JADE' });
    expect(res.body).toContain('"code":"JADE"');
  });
});
