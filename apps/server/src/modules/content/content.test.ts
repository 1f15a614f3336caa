import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMessage, loginAs, tokenFor } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await tokenFor(t.app, 'TIGER', 'demo01', 'Play@2026');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { 'x-merchant': 'TIGER' }) =>
  t.app.inject({ url, headers });

describe('announcements', () => {
  it('lists notices 9 to a page, newest first, and an empty page past the end', async () => {
    const first = (await get('/wps/announcements?type=PL&platform=W&pageNo=1&pageSize=9')).json().value;
    expect(first.list).toHaveLength(9);
    expect(first.pageSize).toBe(9);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    expect(Date.parse(first.list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(first.list[8].createdAt));
    const beyond = (await get(`/wps/announcements?type=PL&pageNo=${first.totalPages + 1}`)).json();
    expect(beyond).toMatchObject({ success: true, value: { list: [], pageNum: first.totalPages + 1 } });
    // The relay name of the spec answers the same.
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?type=PL')).json().value.total).toBe(first.total);
  });

  it('answers in the language asked, falling back to the brand default when it has none', async () => {
    const bn = (await get('/wps/announcements?type=PL', { 'x-merchant': 'TIGER', 'x-language': 'bn' })).json()
      .value;
    expect(bn.list[0].title).toMatch(/[\u0980-\u09FF]/);
    await t.db.deleteFrom('announcements').where('type', '=', 'PR').where('language', '=', 'bn').execute();
    const fallback = (
      await get('/wps/announcements?type=PR', { 'x-merchant': 'TIGER', 'x-language': 'bn' })
    ).json().value;
    expect(fallback.list[0].title).toBe('100% welcome bonus');
  });

  it('shows each popup to its audience: A logged in, B visitors, F first login', async () => {
    const titles = async (audience: string) =>
      (
        (await get(`/wps/announcements?type=PU&audience=${audience}`)).json().value.list as {
          title: string;
        }[]
      ).map((a) => a.title);
    expect(await titles('A')).toEqual(['Weekly cashback is live']);
    expect(await titles('B')).toEqual(['Welcome to Tiger Star']);
    // A first login sees the logged-in popups and its own.
    expect(await titles('F')).toEqual(['Weekly cashback is live', 'Welcome to Tiger Star']);
  });

  it("keeps operators' HTML safe and respects the publishing window", async () => {
    const brand = await t.app.services.brands.findByCode('JADE');
    await t.app.services.announcements.create(
      brand!,
      {
        type: 'H',
        language: 'en',
        title: 'Safe',
        content: '<p>ok<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        audience: ['A', 'B'],
        startsAt: null,
        endsAt: null,
        sort: 5,
      },
      null,
    );
    await t.app.services.announcements.create(
      brand!,
      {
        type: 'H',
        language: 'en',
        title: 'Expired',
        content: '<p>old</p>',
        audience: ['A', 'B'],
        startsAt: null,
        endsAt: '2020-01-01T00:00:00Z',
        sort: 5,
      },
      null,
    );
    const list = (await get('/wps/announcements?type=H', { 'x-merchant': 'JADE' })).json().value.list as {
      title: string;
      content: string;
    }[];
    expect(list[0]).toMatchObject({ title: 'Safe', content: '<p>ok</p>' });
    expect(list.map((a) => a.title)).not.toContain('Expired');
  });

  it('shows agent announcements (AG) to signed-in agents of the brand only', async () => {
    expect((await get('/wps/announcements?type=AG')).json().code).toBe('NOT_LOGGED_IN');
    const member = await tokenFor(t.app, 'TIGER', 'player01', 'Player@2026');
    const refused = await get('/wps/announcements?type=AG', bearer(member));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_AGENT']);
    const agent = await tokenFor(t.app, 'TIGER', 'agent01', 'Agent@2026');
    const page = (await get('/wps/announcements?type=AG', bearer(agent))).json().value;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list[0].type).toBe('AG');
    // Agent announcements never show in the players' notice list.
    const notices = (await get('/wps/announcements?type=PL&pageSize=50')).json().value.list as {
      type: string;
    }[];
    expect(notices.every((a) => a.type === 'PL')).toBe(true);
  });

  it('refuses unknown types and oversized pages', async () => {
    expect((await get('/wps/announcements?type=XX')).json().code).toBe('VALIDATION_ERROR');
    expect((await get('/wps/announcements?type=PL&pageSize=500')).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('banners', () => {
  it('lists a group in the brand order, with generated artwork', async () => {
    const banners = (await get('/wps/banners?group=w_home')).json().value as {
      title: string;
      url: string;
      linkageType: string;
    }[];
    expect(banners.map((b) => b.linkageType)).toEqual(['REGISTER', 'ROUTE', 'ROUTE', 'ROUTE']);
    const art = await t.app.inject({ url: banners[0]?.url as string });
    expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(art.body).toContain('100% welcome bonus');
    expect((await get('/wps/banners?group=w_nowhere')).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('inbox', () => {
  it("counts unread messages, marks them read, and keeps members out of each other's messages", async () => {
    const counts = async (token: string) =>
      (await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: bearer(token) })).json().value;
    // The reward and mission badges are the promotions' and missions' counts (their tests prove them).
    expect((await counts(demo)).messageV2).toBe(1);
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'demo01')
      .executeTakeFirstOrThrow();
    const brand = await t.app.services.brands.findByCode('TIGER');
    const id = await t.app.services.inbox.send({
      merchantId: brand!.id,
      memberId: member.id,
      language: null,
      kind: 'DEPOSIT_CREDITED',
      title: 'Deposit credited',
      content: '<p>500.00 BDT is in your wallet.</p>',
    });
    expect((await counts(demo)).messageV2).toBe(2);
    const list = (
      await t.app.inject({ url: '/wps/member/messages?status=unread', headers: bearer(demo) })
    ).json().value;
    expect(list.list[0]).toMatchObject({
      id,
      kind: 'DEPOSIT_CREDITED',
      title: 'Deposit credited',
      read: false,
    });

    const other = await tokenFor(t.app, 'TIGER', 'player02', 'Player@2026');
    const intrusion = await t.app.inject({
      method: 'POST',
      url: `/wps/member/messages/${id}/read`,
      headers: bearer(other),
    });
    expect(intrusion.json().code).toBe('NOT_FOUND');
    expect(
      (
        (await t.app.inject({ url: '/wps/member/messages', headers: bearer(other) })).json().value.list as {
          id: string;
        }[]
      ).map((m) => m.id),
    ).not.toContain(id);

    const read = await t.app.inject({
      method: 'POST',
      url: `/wps/member/messages/${id}/read`,
      headers: bearer(demo),
    });
    expect(read.json().value.messageV2).toBe(1);
    const all = await t.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read-all',
      headers: bearer(demo),
    });
    expect(all.json().value.messageV2).toBe(0);
  });

  it('sends broadcasts to the members of their language who had joined', async () => {
    const brand = await t.app.services.brands.findByCode('TIGER');
    // Logging in with the site in Bengali makes Bengali the member's language.
    const login = await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', { language: 'bn' });
    const bnToken = login.json().value.token as string;
    const row = await t.db
      .selectFrom('members')
      .select('language')
      .where('account', '=', 'player01')
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('bn');
    const before = (
      await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: bearer(bnToken) })
    ).json().value.messageV2;
    await t.app.services.inbox.send({
      merchantId: brand!.id,
      memberId: null,
      language: 'bn',
      kind: 'PROMOTION',
      title: 'বাংলা অফার',
      content: '<p>x</p>',
    });
    expect(
      (await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: bearer(bnToken) })).json().value
        .messageV2,
    ).toBe(before + 1);
    const enMessages = (await t.app.inject({ url: '/wps/member/messages', headers: bearer(demo) })).json()
      .value.list as { title: string }[];
    expect(enMessages.map((m) => m.title)).not.toContain('বাংলা অফার');
  });

  it('is not for trial accounts or visitors', async () => {
    const trial = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { 'x-merchant': 'TIGER' },
        payload: {},
      })
    ).json().value;
    expect(
      (await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: bearer(trial.token) })).json().code,
    ).toBe('NEED_REAL_ACCOUNT');
    expect((await get('/wps/member/messages')).json().code).toBe('NOT_LOGGED_IN');
  });

  it('answers inside the declared contracts: a bad id, an undeclared query and a wrong status are refused', async () => {
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: bearer(demo) });
    expect((await post('/wps/member/messages/abc/read')).json().code).toBe('VALIDATION_ERROR');
    expect((await post('/wps/member/messages/read-all?everything=1')).json().code).toBe('UNKNOWN_FIELD');
    expect((await get('/wps/relay/CSP_unreadCount?x=1', bearer(demo))).json().code).toBe('UNKNOWN_FIELD');
    expect((await get('/wps/member/messages?status=read', bearer(demo))).json().code).toBe(
      'VALIDATION_ERROR',
    );
    // Who may call comes first: a visitor hears NOT_LOGGED_IN, whatever the query.
    expect((await get('/wps/member/messages?status=read')).json().code).toBe('NOT_LOGGED_IN');
  });
});

describe('feedback', () => {
  const send = async (
    content: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const captcha = (await get('/wps/captcha')).json().value;
    const answer = await lastMessage(t.db, 'captcha', captcha.captchaId);
    return t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { 'x-merchant': 'TIGER', ...headers },
      payload: {
        content,
        type: 1,
        captcha: answer,
        captchaId: captcha.captchaId,
        sender: 'someone',
        ...extra,
      },
    });
  };

  it('needs 20 to 200 characters: 19 are refused, 20 are kept', async () => {
    const short = await send('x'.repeat(19));
    expect(short.json().value.fields).toEqual([{ field: 'content', message: 'Enter 20 to 200 characters.' }]);
    const bn = await send('x'.repeat(201), {}, { 'x-language': 'bn' });
    expect(bn.json().value.fields).toEqual([{ field: 'content', message: '20 থেকে 200টি অক্ষর লিখুন।' }]);
    const ok = await send('My deposit is late..');
    expect(ok.json()).toMatchObject({ success: true, value: { id: expect.any(String) } });
    const row = await t.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', BigInt(ok.json().value.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sender: 'visitor', type: 1, content: 'My deposit is late..' });
  });

  it('counts characters, not bytes, and records the member', async () => {
    const ok = await send('আমার ডিপোজিট এখনো আসেনি দয়া করে', {}, { authorization: `Bearer ${demo}` });
    const row = await t.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', BigInt(ok.json().value.id))
      .executeTakeFirstOrThrow();
    expect(row.sender).toBe('demo01');
  });

  it('needs a right captcha and a known question type', async () => {
    expect((await send('A long enough feedback text', { captcha: 'zzzz' })).json().code).toBe(
      'CAPTCHA_INVALID',
    );
    expect((await send('A long enough feedback text', { type: 5 })).json().code).toBe('VALIDATION_ERROR');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { 'x-merchant': 'TIGER' },
      payload: {},
    });
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('customer service', () => {
  it('lists the contact entries and launches live chat for the caller', async () => {
    const models = (await get('/wps/relay/CBS_modelList')).json().value as { type: string }[];
    expect(models.map((m) => m.type)).toContain('TELEGRAM');
    const visitor = (await get('/wps/relay/CBS_launchChat')).json().value.chatUrl as string;
    expect(new URL(visitor).searchParams.get('user')).toBeNull();
    const member = (await get('/wps/relay/CBS_launchChat', { ...bearer(demo), 'x-language': 'bn' })).json()
      .value.chatUrl as string;
    expect(member).toBe('https://chat.tigerstar.example/?brand=TIGER&lang=bn&user=demo01');
  });
});
