import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { useSimulatedTransferVendors } from '../../test/wallet.ts';

describe('development page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every brand with its flags', async () => {
    const res = await t.app.inject({ url: '/__dev' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tiger Star');
    expect(res.body).toContain('Jade Palace');
    expect(res.body).toContain('MOBILEVERCODELOGIN3');
  });

  it('browses the declared API: every domain, access and permission, linked from the page', async () => {
    expect((await t.app.inject({ url: '/__dev' })).body).toContain('href="/__dev/api"');
    const res = await t.app.inject({ url: '/__dev/api' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const tag of ['session', 'member', 'wallet', 'games', 'content', 'admin']) {
      expect(res.body).toContain(`id="tag-${tag}"`);
    }
    // A sealed member call, an operator call with its permission, an operation id as an anchor.
    expect(res.body).toContain('id="wallet.requestWithdrawal"');
    expect(res.body).toContain('A sealed payload');
    expect(res.body).toMatch(/access <code>operator<\/code> · permission <code>[a-z.]+<\/code>/);
    expect(res.body).toContain('id="session.login"');
    expect(res.body).not.toContain('<script');
  });

  it('switches a flag, and the whitelabel tree follows at once', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/JADE/flags',
      headers: form,
      payload: 'flag=FREEPLAY3&enabled=1',
    });
    expect(res.statusCode).toBe(303);
    const tree = await t.app.inject({ url: '/wps/system/whitelabel', headers: { 'x-merchant': 'JADE' } });
    const leaves = (tree.json().value as { childrenNodes: { modId: string; enabled: string }[] }[]).flatMap(
      (n) => n.childrenNodes,
    );
    expect(leaves.find((l) => l.modId === 'FREEPLAY3')?.enabled).toBe('1');
  });

  it('starts and ends maintenance, and blocks the caller by address', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/maintenance',
      headers: form,
      payload: 'enabled=1',
    });
    let status = await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant': 'TIGER' } });
    expect(status.json().value.status).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/maintenance',
      headers: form,
      payload: 'enabled=0',
    });
    await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/region',
      headers: form,
      payload: 'action=block-me',
    });
    status = await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant': 'TIGER' } });
    expect(status.json().value.status).toBe(2);
    await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/region',
      headers: form,
      payload: 'action=clear',
    });
    status = await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant': 'TIGER' } });
    expect(status.json().value.status).toBe(0);
  });

  it('creates test members with a balance and a payment password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__dev/members',
      payload: {
        merchant: 'JADE',
        account: 'devrich1',
        password: 'x',
        balance: '1234.56',
        paymentPassword: '123456',
      },
    });
    expect(res.statusCode).toBe(200);
    const id = BigInt(res.json().value.id);
    const brand = await t.app.services.brands.findByCode('JADE');
    if (!brand) throw new Error('no JADE');
    expect((await t.app.services.wallet.balance(brand, id)).main).toBe('1234.56');
    const member = await t.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(member.payment_password_hash).toMatch(/^\$argon2id\$/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/__dev/members',
      payload: { merchant: 'JADE', account: 'devrich2', password: 'x', balance: '-5' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a simulated vendor down and brings it back', async () => {
    await useSimulatedTransferVendors(t, ['BTI']);
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    const down = await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/vendors',
      headers: form,
      payload: 'vendor=BTI&mode=DOWN',
    });
    expect(down.statusCode).toBe(303);
    const page = await t.app.inject({ url: '/__dev' });
    expect(page.body).toMatch(/<code>BTI<\/code><\/td><td class="off">down/);
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER');
    expect(await t.app.services.vendorGateway.isAvailable(brand, 'BTI')).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/vendors',
      headers: form,
      payload: 'vendor=BTI&mode=UP',
    });
    expect(await t.app.services.vendorGateway.isAvailable(brand, 'BTI')).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/vendors',
      headers: form,
      payload: 'vendor=BTI&mode=SIDEWAYS',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses cross-site posts and bad forms', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/maintenance',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'enabled=1',
    });
    expect(crossSite.statusCode).toBe(403);
    const badFlag = await t.app.inject({
      method: 'POST',
      url: '/__dev/brands/TIGER/flags',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'flag=DROP_TABLES&enabled=1',
    });
    expect(badFlag.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: { mode: 'production', isProduction: true, isDevelopment: false, secretKey: 'x'.repeat(40) },
    });
  });
  afterAll(() => t.close());

  it('has no development page', async () => {
    const res = await t.app.inject({ url: '/__dev' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('never switches brands by query and refuses unknown hosts', async () => {
    const res = await t.app.inject({ url: '/?merchant=JADE', headers: { host: 'localhost' } });
    expect(res.body).toContain('"code":"TIGER"');
    expect(res.body).toContain('"development":false');
    const unknown = await t.app.inject({ url: '/wps/system/status', headers: { host: 'unknown.example' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UNKNOWN_MERCHANT');
  });

  it('asks browsers to upgrade insecure requests', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
