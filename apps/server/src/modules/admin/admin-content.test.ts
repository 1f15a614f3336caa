import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';

/** The console's content edits (issue 15): announcements and banners changed in place, sent messages. */
let t: TestApp;
let tiger: Record<string, string>;
let jade: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  tiger = await operatorSession(t, 'TIGER', 'content');
  jade = await operatorSession(t, 'JADE', 'owner');
});
afterAll(() => t.close());

const send = (
  headers: Record<string, string>,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'TIGER', ...headers },
    ...(payload ? { payload } : {}),
  });
const value = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  if (!body.success) throw new Error(`${args[2]}: ${res.statusCode} ${res.body}`);
  return body.value;
};

/** The newest audit entry of an action in TIGER's chain, straight from the table. */
async function lastAudit(action: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'details', 'actor_id'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const notice = {
  type: 'PL',
  language: 'en',
  title: 'Maintenance tonight',
  content: '<p>From 02:00</p>',
  audience: ['A', 'B'],
  startsAt: null,
  endsAt: null,
  sort: 0,
};

describe('editing an announcement', () => {
  it('saves the change sanitised, answers it, and audits the before and after in its transaction', async () => {
    const { id } = await value(tiger, 'POST', '/admin/api/announcements', notice);
    const saved = await value(tiger, 'PUT', `/admin/api/announcements/${id}`, {
      ...notice,
      title: 'Maintenance moved',
      content: '<p onclick="x()">From 03:00<script>alert(1)</script></p>',
      sort: 5,
    });
    expect(saved).toMatchObject({ id, title: 'Maintenance moved', sort: 5 });
    expect(saved.content).toContain('From 03:00');
    expect(saved.content).not.toMatch(/script|onclick/);

    const entry = await lastAudit('announcement.update');
    expect(entry?.target).toBe(id);
    const details = entry?.details as { before: { title: string }; after: { title: string; sort: number } };
    expect(details.before.title).toBe('Maintenance tonight');
    expect(details.after).toMatchObject({ title: 'Maintenance moved', sort: 5 });

    // Players get the new title.
    const list = await t.app.inject({
      url: '/wps/announcements?type=PL&pageNo=1&pageSize=50',
      headers: { 'x-merchant': 'TIGER' },
    });
    const titles = (list.json().value.list as { id: string; title: string }[])
      .filter((a) => a.id === id)
      .map((a) => a.title);
    expect(titles).toEqual(['Maintenance moved']);
  });

  it('refuses bad input with field errors, and rows it does not have with NOT_FOUND, changing nothing', async () => {
    const { id } = await value(tiger, 'POST', '/admin/api/announcements', notice);
    const blank = await send(tiger, 'PUT', `/admin/api/announcements/${id}`, { ...notice, title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().value.fields.map((f: { field: string }) => f.field)).toContain('title');
    expect((await send(tiger, 'PUT', '/admin/api/announcements/abc', notice)).statusCode).toBe(400);
    expect((await send(tiger, 'PUT', '/admin/api/announcements/900000001', notice)).json().code).toBe(
      'NOT_FOUND',
    );
    const before = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'announcement.update')
      .execute();
    // Another brand's operator meets NOT_FOUND for this brand's row, and it stays as it was.
    const other = await send(jade, 'PUT', `/admin/api/announcements/${id}`, { ...notice, title: 'Hijacked' });
    expect([other.statusCode, other.json().code]).toEqual([404, 'NOT_FOUND']);
    const row = await t.db
      .selectFrom('announcements')
      .select('title')
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    expect(row?.title).toBe('Maintenance tonight');
    const after = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'announcement.update')
      .execute();
    expect(after.length).toBe(before.length);
  });
});

const banner = {
  groupName: 'w_home',
  language: null,
  title: 'Welcome bonus',
  subtitle: 'Up to 500',
  imageUrl: null,
  linkageType: 'ROUTE',
  linkageValue: '/promotions',
  startsAt: null,
  endsAt: null,
  sort: 1,
};

describe('editing a banner', () => {
  it('saves the change (the colours kept), answers it and audits before and after', async () => {
    const { id } = await value(tiger, 'POST', '/admin/api/banners', banner);
    const colours = (
      await t.db
        .selectFrom('banners')
        .select('colours')
        .where('id', '=', BigInt(id))
        .executeTakeFirstOrThrow()
    ).colours;
    const saved = await value(tiger, 'PUT', `/admin/api/banners/${id}`, {
      ...banner,
      groupName: 'w_login',
      title: 'Sign in for a bonus',
      imageUrl: 'https://cdn.example.com/banner.png',
      startsAt: '2030-01-01T00:00:00.000Z',
      sort: 9,
    });
    expect(saved).toMatchObject({
      id,
      groupName: 'w_login',
      title: 'Sign in for a bonus',
      imageUrl: 'https://cdn.example.com/banner.png',
      startsAt: '2030-01-01T00:00:00.000Z',
      sort: 9,
      colours,
    });
    const entry = await lastAudit('banner.update');
    expect(entry?.target).toBe(id);
    expect(entry?.details).toMatchObject({
      before: { group: 'w_home', title: 'Welcome bonus', startsAt: null },
      after: { group: 'w_login', title: 'Sign in for a bonus', startsAt: '2030-01-01T00:00:00.000Z' },
    });
    // Scheduled for later: players of the login group do not see it yet.
    const shown = await t.app.inject({
      url: '/wps/content/banners?group=w_login',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(JSON.stringify(shown.json().value)).not.toContain('Sign in for a bonus');
  });

  it('refuses unsafe links and images with field errors, and another brand with NOT_FOUND', async () => {
    const { id } = await value(tiger, 'POST', '/admin/api/banners', banner);
    const script = await send(tiger, 'PUT', `/admin/api/banners/${id}`, {
      ...banner,
      linkageType: 'URL',
      linkageValue: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['linkageValue']);
    const plain = await send(tiger, 'PUT', `/admin/api/banners/${id}`, {
      ...banner,
      imageUrl: 'http://cdn.example.com/banner.png',
    });
    expect(plain.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['imageUrl']);
    expect((await send(jade, 'PUT', `/admin/api/banners/${id}`, banner)).json().code).toBe('NOT_FOUND');
    expect((await send(tiger, 'PUT', '/admin/api/banners/900000001', banner)).json().code).toBe('NOT_FOUND');
    const row = await t.db
      .selectFrom('banners')
      .select('linkage_value')
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    expect(row?.linkage_value).toBe('/promotions');
  });
});

describe('sent messages', () => {
  it('lists what operators sent, to whom and by whom, newest first; not what the system sent', async () => {
    const support = await operatorSession(t, 'TIGER', 'support');
    const me = await value(support, 'GET', '/admin/api/me');
    await value(support, 'POST', '/admin/api/messages', {
      account: 'demo01',
      title: 'Just for you',
      content: '<p>Hi</p>',
    });
    await value(support, 'POST', '/admin/api/messages', {
      account: null,
      language: 'bn',
      title: 'For Bengali readers',
      content: '<p>Hello</p>',
    });
    const page = await value(support, 'GET', '/admin/api/messages?pageNo=1&pageSize=2');
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list).toMatchObject([
      { account: null, language: 'bn', title: 'For Bengali readers', sentBy: me.username },
      { account: 'demo01', title: 'Just for you', sentBy: me.username },
    ]);
    // JADE's operators see none of TIGER's.
    const jadeList = await value(jade, 'GET', '/admin/api/messages?pageSize=50');
    expect(JSON.stringify(jadeList)).not.toContain('Just for you');
  });
});

describe('the audit log names operators', () => {
  it('answers the actor username and filters by it', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const me = await value(owner, 'GET', '/admin/api/me');
    const { id } = await value(owner, 'POST', '/admin/api/announcements', notice);
    const mine = await value(owner, 'GET', `/admin/api/audit?actor=${me.username}&pageSize=10`);
    expect(mine.list[0]).toMatchObject({ action: 'announcement.create', target: id, actorName: me.username });
    expect(mine.list.every((e: { actorId: string }) => e.actorId === String(me.id))).toBe(true);
    expect((await value(owner, 'GET', '/admin/api/audit?actor=nobody-here')).list).toEqual([]);
  });
});
