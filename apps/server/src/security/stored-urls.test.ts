import {
  contactHref,
  FIELD_MESSAGES,
  isSafeTextLink,
  isSafeUrl,
  type TBanner,
  type TCustomerServiceEntry,
  type TResource,
} from '@portal/contracts';
import { ZBrandSettings } from '@portal/contracts/schemas/brand';
import { ZBannerInput } from '@portal/contracts/schemas/content';
import { ZLotteryLaunch } from '@portal/contracts/schemas/lottery';
import { ZRegisterRequest } from '@portal/contracts/schemas/members';
import { ZCustomerServiceEntry, ZResource } from '@portal/contracts/schemas/urls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../modules/brands/brand.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { operatorSession } from '../test/wallet.ts';

/**
 * Security issue 13: the banner API stored `javascript:` links. Every URL the portal stores is an
 * absolute http(s) URL or a path of the site (one `/`), by one rule (@portal/contracts urls.ts)
 * that the schemas, the server's reads and the player site all apply.
 */
let t: TestApp;
let content: Record<string, string>;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  content = await operatorSession(t, 'TIGER', 'content');
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());

/** What an attacker tries instead of a link: other schemes, disguised, or another host. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'javascript :alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\u3000javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox(1)',
  'file:///etc/passwd',
  'ftp://evil.example/',
  '//evil.example',
  ' //evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\u200b/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:///evil.example',
  'https://evil.example/\u202egnp.exe',
  'evil.example',
  'promotions',
];

const banner = (linkageType: string, linkageValue: string | null, extra: Record<string, unknown> = {}) => ({
  groupName: 'w_home',
  title: 'Summer cup',
  linkageType,
  linkageValue,
  ...extra,
});

const postBanner = (payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/banners',
    headers: { ...content, 'x-language': language },
    payload,
  });

const bannerCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('banners')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('stored URLs', () => {
  it('refuses javascript:, data:, vbscript:, disguised schemes and other hosts with 400, storing nothing', async () => {
    const before = await bannerCount();
    for (const value of HOSTILE) {
      for (const [type, field, payload] of [
        ['URL', 'linkageValue', banner('URL', value)],
        ['ROUTE', 'linkageValue', banner('ROUTE', value)],
        ['NONE', 'linkageValue', banner('NONE', value)],
        ['image', 'imageUrl', banner('NONE', null, { imageUrl: value })],
      ] as const) {
        const res = await postBanner(payload, 'bn');
        const body = res.json();
        // NUL-like and whitespace tricks may be caught by the input guard first; either way a 400
        // naming the field, in the caller's language.
        expect([type, value, res.statusCode, body.code]).toEqual([type, value, 400, 'VALIDATION_ERROR']);
        const problem = body.value.fields.find((f: { field: string }) => f.field === field);
        expect(problem, `${type} ${JSON.stringify(value)}`).toBeDefined();
        expect(Object.values(FIELD_MESSAGES.bn)).toContain(problem.message);
      }
    }
    // The answer names what is wanted, in the caller's language, not just "not valid".
    const plain = (await postBanner(banner('URL', 'javascript:alert(1)'), 'bn')).json();
    expect(plain.value.fields[0].message).not.toBe(FIELD_MESSAGES.bn.invalid);
    expect(
      Object.entries(FIELD_MESSAGES.bn).find(([, text]) => text === plain.value.fields[0].message)?.[0],
    ).toMatch(/url|Url|Path/);
    // A route is a page of this site, never another one.
    const offSite = await postBanner(banner('ROUTE', 'https://evil.example/'));
    expect([offSite.statusCode, offSite.json().value.fields[0].field]).toEqual([400, 'linkageValue']);
    // Images are https (the page is).
    expect(
      (await postBanner(banner('NONE', null, { imageUrl: 'http://cdn.example/a.png' }))).statusCode,
    ).toBe(400);
    expect(await bannerCount()).toBe(before);
  });

  it('accepts https links and paths of the site, and the player site gets them as stored', async () => {
    const accepted = [
      banner('URL', 'https://promo.example/summer?utm=home#top'),
      banner('URL', 'http://promo.example'),
      banner('URL', '/promotions'),
      banner('ROUTE', '/promotions'),
      banner('ROUTE', '/member?page=rewardCenter'),
      banner('PROMOTION', 'summer-2026'),
      banner('NONE', null, { imageUrl: 'https://cdn.example/banners/summer.png' }),
    ];
    for (const payload of accepted) {
      const res = await postBanner(payload);
      expect([payload.linkageValue, res.statusCode, res.json().success]).toEqual([
        payload.linkageValue,
        200,
        true,
      ]);
    }
    const list = (
      await t.app.inject({ url: '/wps/banners?group=w_home', headers: { 'x-merchant': 'TIGER' } })
    ).json().value as TBanner[];
    const values = list.map((b) => b.linkageValue);
    for (const payload of accepted) if (payload.linkageValue) expect(values).toContain(payload.linkageValue);
    expect(list.map((b) => b.url)).toContain('https://cdn.example/banners/summer.png');
  });

  it('keeps no unsafe link in rich text (announcements)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/announcements',
      headers: content,
      payload: {
        type: 'PL',
        language: 'en',
        title: 'Links',
        content:
          '<p><a href="javascript:alert(1)">a</a><a href="/\\evil.example">b</a><a href="//evil.example">c</a><a href="&#106;avascript:alert(1)">d</a><a href="/promotions">ok</a><a href="https://promo.example/">ok</a></p>',
      },
    });
    expect(res.json().success).toBe(true);
    const row = await t.db
      .selectFrom('announcements')
      .select('content')
      .where('id', '=', BigInt(res.json().value.id))
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(
      '<p><a>a</a><a>b</a><a>c</a><a>d</a><a href="/promotions">ok</a><a href="https://promo.example/">ok</a></p>',
    );
  });

  it('never hands out a bad value stored before the rule: banners, customer service, resources, live chat', async () => {
    const bad = 'javascript:alert(1)';
    const stored = await t.db
      .insertInto('banners')
      .values({
        merchant_id: brand.id,
        group_name: 'w_login',
        title: 'Old banner',
        image_url: bad,
        linkage_type: 'URL',
        linkage_value: bad,
        colours: ['#000000', '#ffffff'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const banners = (
      await t.app.inject({ url: '/wps/banners?group=w_login', headers: { 'x-merchant': 'TIGER' } })
    ).json().value as TBanner[];
    const old = banners.find((b) => b.id === String(stored.id));
    expect(old).toMatchObject({ linkageValue: null, url: `/wps/content/banners/${stored.id}.svg?m=TIGER` });

    await t.db
      .insertInto('customer_service_entries')
      .values([
        { merchant_id: brand.id, type: 'LIVE_CHAT', cs_position: 9, title: 'Old chat', path: bad },
        {
          merchant_id: brand.id,
          type: 'TELEGRAM',
          cs_position: 9,
          title: 'Old telegram',
          path: '//evil.example',
        },
        {
          merchant_id: brand.id,
          type: 'EMAIL',
          cs_position: 9,
          title: 'Old mail',
          path: 'mailto:x@y.example?body=<script>',
        },
      ])
      .execute();
    await t.db
      .insertInto('brand_resources')
      .values({
        merchant_id: brand.id,
        resource_type: 'Android',
        url: bad,
        label_name_en: 'Old app',
        sort: 9,
      })
      .execute();
    t.app.services.brands.invalidate();

    const entries = (
      await t.app.inject({ url: '/wps/relay/CBS_modelList', headers: { 'x-merchant': 'TIGER' } })
    ).json().value as TCustomerServiceEntry[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.title.startsWith('Old '))).toEqual([]);
    for (const e of entries) expect(contactHref(e)).not.toBeNull();

    const config = (
      await t.app.inject({ url: '/wps/system/config', headers: { 'x-merchant': 'TIGER' } })
    ).json().value as { resources: TResource[]; customerService: TCustomerServiceEntry[] };
    expect(config.resources.length).toBeGreaterThan(0);
    for (const r of config.resources) expect(isSafeUrl(r.url)).toBe(true);
    expect(config.customerService.filter((e) => e.title.startsWith('Old '))).toEqual([]);

    const chat = (
      await t.app.inject({ url: '/wps/relay/CBS_launchChat', headers: { 'x-merchant': 'TIGER' } })
    ).json().value as { chatUrl: string };
    expect(chat.chatUrl).toMatch(/^https:\/\//);
  });

  it('applies the same rule to every other stored URL: brand settings, resources, contacts, registration, lottery', () => {
    const settings = brand.settings;
    for (const value of ['javascript:alert(1)', '//evil.example', 'data:,x']) {
      expect(ZBrandSettings.safeParse({ ...settings, imageCDNs: [value] }).success).toBe(false);
      expect(ZBrandSettings.safeParse({ ...settings, launchGameCDNs: [value] }).success).toBe(false);
      expect(
        ZBrandSettings.safeParse({
          ...settings,
          social: {
            google: { issuer: value, clientId: 'a', clientSecret: 'b', label: 'Google' },
            facebook: null,
          },
        }).success,
      ).toBe(false);
      expect(ZResource.safeParse({ resourceType: 'Android', url: value, labelNameEn: null }).success).toBe(
        false,
      );
      expect(
        ZCustomerServiceEntry.safeParse({ type: 'TELEGRAM', csPosition: 1, title: 'T', path: value }).success,
      ).toBe(false);
      expect(ZRegisterRequest.safeParse({ registerUrl: value }).success).toBe(false);
      expect(ZLotteryLaunch.safeParse({ launchMode: 'LOTT', backUrl: value }).success).toBe(false);
    }
    expect(ZBrandSettings.safeParse({ ...settings, imageCDNs: ['https://img.example'] }).success).toBe(true);
    expect(
      ZResource.safeParse({ resourceType: 'iOS', url: 'https://x.example/ios', labelNameEn: null }).success,
    ).toBe(true);
    for (const [type, path] of [
      ['EMAIL', 'mailto:help@tiger.example'],
      ['EMAIL', 'help@tiger.example'],
      ['PHONE', '+880 1700-000000'],
      ['LIVE_CHAT', 'https://chat.example/'],
      ['LIVE_CHAT', '/chat'],
    ] as const)
      expect(ZCustomerServiceEntry.safeParse({ type, csPosition: 1, title: 'T', path }).success).toBe(true);
    expect(ZRegisterRequest.safeParse({ registerUrl: 'https://tiger.example/register?aff=1' }).success).toBe(
      true,
    );
    expect(ZLotteryLaunch.safeParse({ launchMode: 'LOTT', backUrl: '/lott' }).success).toBe(true);
    expect(ZBannerInput.safeParse(banner('URL', 'https://promo.example/')).success).toBe(true);
    // Rich text also allows anchors, e-mail and phone links, and nothing else.
    for (const href of ['#terms', 'mailto:help@tiger.example', 'tel:+8801700000000'])
      expect(isSafeTextLink(href)).toBe(true);
    for (const href of HOSTILE) expect(isSafeTextLink(href)).toBe(false);
  });
});
