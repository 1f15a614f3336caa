import { PATTERNS, SETTINGS_MESSAGES, SETTINGS_ROUTES, SYSTEM_ROUTES } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';
import { ensureBuiltInRoles } from './operator-admin.ts';

/** The brand-settings screens' API (issue 15): validation, permissions, audit, effect on the player site. */
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
});
afterAll(() => t.close());

const R = SETTINGS_ROUTES;
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
/** The refusal's status, code and field messages by field. */
const refusal = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  const fields: Record<string, string> = {};
  for (const f of (body.value?.fields ?? []) as { field: string; message: string }[])
    fields[f.field] = f.message;
  return { status: res.statusCode, code: body.code as string, fields };
};
const player = async (path: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: path, headers: { 'x-merchant': 'TIGER', ...headers } })).json()
    .value;
const bn = { 'x-language': 'bn' };

async function auditEntries(action: string) {
  const brand = await t.app.services.brands.findByCode('TIGER');
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'details'])
    .where('merchant_id', '=', brand!.id)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

function flagOf(tree: { modId: string; enabled: string; childrenNodes: unknown[] }[], flag: string) {
  for (const group of tree) {
    const node = (group.childrenNodes as { modId: string; enabled: string }[]).find((n) => n.modId === flag);
    if (node) return node.enabled;
  }
  return undefined;
}

describe('reading', () => {
  it('answers the settings with settings.view; roles without it are refused', async () => {
    const settings = await value(owner, 'GET', R.settings.path);
    expect(settings.brand).toMatchObject({ code: 'TIGER', currency: expect.any(String) });
    expect(settings.whitelabel.map((g: { modId: string }) => g.modId)).toEqual([
      'REGISTRATION',
      'LOGIN',
      'SECURITY',
      'AGENT',
      'REWARDS',
    ]);
    expect(settings.registerRules.length).toBeGreaterThan(0);
    expect(settings.domains).toContainEqual({ domain: 'localhost', type: 'PLAYER', primary: true });
    expect(settings.maintenance.active).toBe(false);

    const reader = await operatorSession(t, 'TIGER', 'read-only');
    expect((await value(reader, 'GET', R.settings.path)).brand.code).toBe('TIGER');
    expect((await refusal(reader, 'PUT', R.updateFlags.path, { flags: { FREEPLAY3: false } })).code).toBe(
      'FORBIDDEN',
    );
    const support = await operatorSession(t, 'TIGER', 'support');
    expect((await refusal(support, 'GET', R.settings.path)).code).toBe('FORBIDDEN');
    expect((await refusal({}, 'GET', R.settings.path)).code).toBe('NOT_LOGGED_IN');
  });
});

describe('feature flags', () => {
  it('a switched flag shows in the whitelabel tree at once, audited with before and after', async () => {
    expect(flagOf(await player(SYSTEM_ROUTES.whitelabel.path), 'FREEPLAY3')).toBe('1');
    const after = await value(owner, 'PUT', R.updateFlags.path, { flags: { FREEPLAY3: false } });
    expect(flagOf(after.whitelabel, 'FREEPLAY3')).toBe('0');
    expect(flagOf(await player(SYSTEM_ROUTES.whitelabel.path), 'FREEPLAY3')).toBe('0');
    const [entry] = await auditEntries('settings.flags');
    expect(entry).toMatchObject({
      target: 'flags',
      details: { before: { FREEPLAY3: true }, after: { FREEPLAY3: false } },
    });

    // The same value again changes nothing and records nothing.
    await value(owner, 'PUT', R.updateFlags.path, { flags: { FREEPLAY3: false } });
    expect(await auditEntries('settings.flags')).toHaveLength(1);

    await value(owner, 'PUT', R.updateFlags.path, { flags: { FREEPLAY3: true } });
    expect(flagOf(await player(SYSTEM_ROUTES.whitelabel.path), 'FREEPLAY3')).toBe('1');
  });

  it('refuses an unknown flag with a localised message on its field, changing nothing', async () => {
    const en = await refusal(owner, 'PUT', R.updateFlags.path, {
      flags: { NOSUCH3: true, FREEPLAY3: false },
    });
    expect(en).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(en.fields['flags.NOSUCH3']).toBe(SETTINGS_MESSAGES.en.unknownFlag);
    const inBengali = await refusal({ ...owner, ...bn }, 'PUT', R.updateFlags.path, {
      flags: { NOSUCH3: true },
    });
    expect(inBengali.fields['flags.NOSUCH3']).toBe(SETTINGS_MESSAGES.bn.unknownFlag);
    expect(flagOf(await player(SYSTEM_ROUTES.whitelabel.path), 'FREEPLAY3')).toBe('1');
  });
});

describe('register rules', () => {
  const username = {
    field: 'username',
    enabled: true,
    required: true,
    patternId: 'ALNUM_LETTER_FIRST',
    minLength: 6,
    maxLength: 16,
  };

  it('every pattern an operator can pick compiles', () => {
    for (const pattern of Object.values(PATTERNS)) {
      if (pattern !== '*') expect(() => new RegExp(pattern, 'u')).not.toThrow();
    }
  });

  it('refuses an unknown pattern, min above max and required without shown, in the caller’s language', async () => {
    const bad = await refusal({ ...owner, ...bn }, 'PUT', R.updateRegisterRules.path, {
      rules: [
        { ...username, patternId: '^(a+)+$' },
        { ...username, field: 'email', minLength: 20, maxLength: 5 },
        { ...username, field: 'qqNum', enabled: false, required: true },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual({
      'rules.0.patternId': SETTINGS_MESSAGES.bn.unknownPattern,
      'rules.1.minLength': SETTINGS_MESSAGES.bn.minAboveMax,
      'rules.2.required': SETTINGS_MESSAGES.bn.requiredNeedsEnabled,
    });
    const twice = await refusal(owner, 'PUT', R.updateRegisterRules.path, { rules: [username, username] });
    expect(twice.fields['rules.1.field']).toBe(SETTINGS_MESSAGES.en.duplicateField);
  });

  it('a changed rule reaches the register settings and is audited', async () => {
    await value(owner, 'PUT', R.updateRegisterRules.path, {
      rules: [{ ...username, patternId: 'DIGITS', minLength: 7, maxLength: 9 }],
    });
    const rules = await player(SYSTEM_ROUTES.registerSettings.path);
    expect(rules.find((r: { field: string }) => r.field === 'username')).toMatchObject({
      patternId: 'DIGITS',
      acceptedPattern: PATTERNS.DIGITS,
      minLength: 7,
      maxLength: 9,
    });
    const [entry] = await auditEntries('settings.register-rules');
    expect(entry?.details).toMatchObject({
      before: { username: { patternId: 'ALNUM_LETTER_FIRST', minLength: 6 } },
      after: { username: { patternId: 'DIGITS', minLength: 7 } },
    });
    await value(owner, 'PUT', R.updateRegisterRules.path, { rules: [username] });
  });
});

describe('maintenance', () => {
  const off = { enabled: false, startsAt: null, endsAt: null, message: {} };

  it('on: the system status is 1 with the message of the language; off: 0 again', async () => {
    await value(owner, 'PUT', R.updateMaintenance.path, {
      enabled: true,
      startsAt: null,
      endsAt: null,
      message: { en: 'Back soon', bn: 'শীঘ্রই ফিরছি' },
    });
    expect(await player(SYSTEM_ROUTES.status.path)).toMatchObject({ status: 1, message: 'Back soon' });
    expect(await player(SYSTEM_ROUTES.status.path, { 'x-language': 'bn' })).toMatchObject({
      status: 1,
      message: 'শীঘ্রই ফিরছি',
    });
    const [entry] = await auditEntries('settings.maintenance');
    expect(entry?.details).toMatchObject({
      before: { maintenance: { enabled: false } },
      after: { maintenance: { enabled: true, message: { en: 'Back soon' } } },
    });

    await value(owner, 'PUT', R.updateMaintenance.path, off);
    expect((await player(SYSTEM_ROUTES.status.path)).status).toBe(0);
  });

  it('a schedule applies only inside its window', async () => {
    const hour = 3_600_000;
    const later = await value(owner, 'PUT', R.updateMaintenance.path, {
      enabled: true,
      startsAt: new Date(Date.now() + hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
      message: {},
    });
    expect(later.maintenance.active).toBe(false);
    expect((await player(SYSTEM_ROUTES.status.path)).status).toBe(0);
    const now = await value(owner, 'PUT', R.updateMaintenance.path, {
      enabled: true,
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      message: {},
    });
    expect(now.maintenance.active).toBe(true);
    expect((await player(SYSTEM_ROUTES.status.path)).status).toBe(1);
    await value(owner, 'PUT', R.updateMaintenance.path, off);
  });

  it('refuses a window that ends before it starts', async () => {
    const bad = await refusal(owner, 'PUT', R.updateMaintenance.path, {
      ...off,
      startsAt: '2026-12-01T10:00:00Z',
      endsAt: '2026-12-01T09:00:00Z',
    });
    expect(bad.fields.endsAt).toBe(SETTINGS_MESSAGES.en.endsBeforeStarts);
  });
});

describe('region restrictions', () => {
  const open = { blockedCountries: [], blockedCidrs: [], allowedCidrs: [] };

  it('refuses a malformed network and country with localised messages', async () => {
    const bad = await refusal({ ...owner, ...bn }, 'PUT', R.updateRegion.path, {
      blockedCountries: ['BD', 'Bangladesh'],
      blockedCidrs: ['10.0.0.0/33'],
      allowedCidrs: ['not-a-network'],
    });
    expect(bad.fields).toEqual({
      'blockedCountries.1': SETTINGS_MESSAGES.bn.countryCode,
      'blockedCidrs.0': SETTINGS_MESSAGES.bn.cidr,
      'allowedCidrs.0': SETTINGS_MESSAGES.bn.cidr,
    });
  });

  it('a blocked network gives status 2; an allowed network wins over it', async () => {
    // Injected requests come from 127.0.0.1.
    await value(owner, 'PUT', R.updateRegion.path, { ...open, blockedCidrs: ['127.0.0.0/8'] });
    expect((await player(SYSTEM_ROUTES.status.path)).status).toBe(2);
    await value(owner, 'PUT', R.updateRegion.path, {
      ...open,
      blockedCidrs: ['127.0.0.0/8'],
      allowedCidrs: ['127.0.0.1/32'],
    });
    expect((await player(SYSTEM_ROUTES.status.path)).status).toBe(0);
    const [entry] = await auditEntries('settings.region');
    expect(entry?.details).toMatchObject({
      before: { regionRestriction: { blockedCidrs: ['127.0.0.0/8'], allowedCidrs: [] } },
      after: { regionRestriction: { allowedCidrs: ['127.0.0.1/32'] } },
    });
    await value(owner, 'PUT', R.updateRegion.path, open);
    expect((await player(SYSTEM_ROUTES.status.path)).status).toBe(0);
  });
});

describe('languages and theme', () => {
  it('the default language must be offered; a bad colour is refused', async () => {
    const lang = await refusal(owner, 'PUT', R.updateLanguages.path, {
      languages: ['en'],
      defaultLanguage: 'bn',
    });
    expect(lang.fields.defaultLanguage).toBe(SETTINGS_MESSAGES.en.defaultLanguageMissing);
    const settings = await value(owner, 'GET', R.settings.path);
    const colour = await refusal(owner, 'PUT', R.updateTheme.path, { ...settings.theme, primary: 'red;}' });
    expect(colour.fields.primary).toBe(SETTINGS_MESSAGES.en.colour);
  });

  it('changed colours reach the player config; audited', async () => {
    const { theme } = await value(owner, 'GET', R.settings.path);
    await value(owner, 'PUT', R.updateTheme.path, { ...theme, primary: '#123456' });
    expect((await player(SYSTEM_ROUTES.config.path)).merchant.theme.primary).toBe('#123456');
    const [entry] = await auditEntries('settings.theme');
    expect(entry?.details).toMatchObject({
      before: { theme: { primary: theme.primary } },
      after: { theme: { primary: '#123456' } },
    });
    await value(owner, 'PUT', R.updateTheme.path, theme);
  });

  it('offered languages and the default change together', async () => {
    const before = await value(owner, 'GET', R.settings.path);
    const after = await value(owner, 'PUT', R.updateLanguages.path, {
      languages: ['bn', 'en'],
      defaultLanguage: 'bn',
    });
    expect(after).toMatchObject({ languages: ['bn', 'en'], defaultLanguage: 'bn' });
    expect((await player(SYSTEM_ROUTES.config.path)).merchant.defaultLanguage).toBe('bn');
    await value(owner, 'PUT', R.updateLanguages.path, {
      languages: before.languages,
      defaultLanguage: before.defaultLanguage,
    });
  });
});

describe('domains', () => {
  it('refuses a domain another brand has, or a malformed one; adds, routes and removes one', async () => {
    const taken = await refusal({ ...owner, ...bn }, 'POST', R.addDomain.path, {
      domain: 'jade.localhost',
      type: 'PLAYER',
      primary: false,
    });
    expect(taken).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(taken.fields.domain).toBe(SETTINGS_MESSAGES.bn.domainTaken);
    const malformed = await refusal(owner, 'POST', R.addDomain.path, {
      domain: 'bad domain/x',
      type: 'PLAYER',
      primary: false,
    });
    expect(malformed.fields.domain).toBe(SETTINGS_MESSAGES.en.domain);

    await value(owner, 'POST', R.addDomain.path, {
      domain: 'Play.Tiger.Example',
      type: 'AGENT',
      primary: false,
    });
    // The new domain serves the brand at once (no x-merchant: the Host decides).
    const byHost = await t.app.inject({
      method: 'GET',
      url: SYSTEM_ROUTES.domainRoute.path,
      headers: { host: 'play.tiger.example' },
    });
    expect(byHost.json().value).toContainEqual({
      domain: 'play.tiger.example',
      type: 'AGENT',
      primary: false,
    });

    const path = (domain: string) => R.removeDomain.path.replace(':domain', domain);
    expect((await refusal(owner, 'DELETE', path('localhost'))).fields.domain).toBe(
      SETTINGS_MESSAGES.en.primaryDomain,
    );
    await value(owner, 'PUT', path('play.tiger.example'), { type: 'ALTERNATE', primary: false });
    const removed = await value(owner, 'DELETE', path('play.tiger.example'));
    expect(removed.domains.map((d: { domain: string }) => d.domain)).not.toContain('play.tiger.example');
    expect((await auditEntries('settings.domain.remove'))[0]).toMatchObject({
      target: 'play.tiger.example',
      details: { before: { type: 'ALTERNATE' }, after: {} },
    });
    expect((await refusal(owner, 'DELETE', path('play.tiger.example'))).code).toBe('NOT_FOUND');
  });
});

describe('customer service and resources', () => {
  it('refuses unsafe links in the caller’s language; adds, edits and removes entries the player site lists', async () => {
    const unsafe = await refusal({ ...owner, ...bn }, 'POST', R.addCustomerService.path, {
      type: 'TELEGRAM',
      csPosition: 9,
      title: 'Help',
      path: 'javascript:alert(1)',
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.fields.path).toMatch(/https:\/\//);
    expect(unsafe.fields.path).not.toBe(unsafe.fields.path?.replace(/[\u0980-\u09FF]/g, ''));

    const added = await value(owner, 'POST', R.addCustomerService.path, {
      type: 'TELEGRAM',
      csPosition: 9,
      title: 'Night desk',
      path: 'https://t.me/nightdesk',
    });
    const entry = added.customerService.find((c: { title: string }) => c.title === 'Night desk');
    expect((await player(SYSTEM_ROUTES.config.path)).customerService).toContainEqual({
      type: 'TELEGRAM',
      csPosition: 9,
      title: 'Night desk',
      path: 'https://t.me/nightdesk',
    });
    const slot = await refusal(owner, 'POST', R.addCustomerService.path, {
      type: 'TELEGRAM',
      csPosition: 9,
      title: 'Again',
      path: 'https://t.me/again',
    });
    expect(slot).toMatchObject({ status: 409, fields: { csPosition: SETTINGS_MESSAGES.en.slotTaken } });
    const csPath = R.updateCustomerService.path.replace(':id', entry.id);
    await value(owner, 'PUT', csPath, {
      type: 'TELEGRAM',
      csPosition: 9,
      title: 'Night desk',
      path: 'https://t.me/nightdesk2',
    });
    expect((await auditEntries('settings.customer-service.update'))[0]?.details).toMatchObject({
      before: { path: 'https://t.me/nightdesk' },
      after: { path: 'https://t.me/nightdesk2' },
    });
    await value(owner, 'DELETE', csPath);
    expect(
      (await player(SYSTEM_ROUTES.config.path)).customerService.some(
        (c: { title: string }) => c.title === 'Night desk',
      ),
    ).toBe(false);

    const badResource = await refusal(owner, 'POST', R.addResource.path, {
      resourceType: 'Android',
      url: 'data:text/html,hi',
      labelNameEn: null,
    });
    expect(badResource.fields.url).toMatch(/https:\/\//);
    const withResource = await value(owner, 'POST', R.addResource.path, {
      resourceType: 'Android',
      url: 'https://downloads.example/tiger-2.apk',
      labelNameEn: 'Android 2',
    });
    const resource = withResource.resources.find((r: { url: string }) => r.url.endsWith('tiger-2.apk'));
    expect(resource.qrUrl).toMatch(/Android\.svg\?m=TIGER$/);
    const resources = (await player(SYSTEM_ROUTES.config.path)).resources as { url: string }[];
    expect(resources.map((r) => r.url)).toContain('https://downloads.example/tiger-2.apk');
    await value(owner, 'DELETE', R.removeResource.path.replace(':id', resource.id));
    expect((await auditEntries('settings.resource.remove'))[0]?.details).toMatchObject({
      before: { url: 'https://downloads.example/tiger-2.apk' },
      after: {},
    });
    expect((await refusal(owner, 'DELETE', R.removeResource.path.replace(':id', resource.id))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('currency', () => {
  it('is fixed once the brand has moved money: refused with CURRENCY_IN_USE, nothing changed', async () => {
    const view = await value(owner, 'GET', R.settings.path);
    expect(view.brand).toMatchObject({ currency: 'BDT', currencyLocked: true });
    expect(
      await refusal(owner, 'PUT', R.updateCurrency.path, { currency: 'USD', exponent: 2 }),
    ).toMatchObject({
      status: 409,
      code: 'CURRENCY_IN_USE',
    });
    expect((await value(owner, 'GET', R.settings.path)).brand.currency).toBe('BDT');
    expect(await auditEntries('settings.currency')).toEqual([]);
  });

  it('can be set on a brand that has not moved money yet, audited; bad input is refused', async () => {
    await t.db
      .insertInto('merchants')
      .columns([
        'code',
        'name',
        'status',
        'currency',
        'currency_exponent',
        'default_language',
        'languages',
        'settings',
      ])
      .expression(
        t.db
          .selectFrom('merchants')
          .select([
            (eb) => eb.val('FRESH').as('code'),
            (eb) => eb.val('Fresh brand').as('name'),
            'status',
            'currency',
            'currency_exponent',
            'default_language',
            'languages',
            'settings',
          ])
          .where('code', '=', 'TIGER'),
      )
      .execute();
    const freshBrand = await t.app.services.brands.findByCode('FRESH');
    await ensureBuiltInRoles(t.db, freshBrand!.id);
    const fresh = await operatorSession(t, 'FRESH', 'owner');
    const headers = { ...fresh, 'x-merchant': 'FRESH' };
    expect((await value(headers, 'GET', R.settings.path)).brand.currencyLocked).toBe(false);
    expect(
      await refusal(headers, 'PUT', R.updateCurrency.path, { currency: 'usd1', exponent: 2 }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await refusal(headers, 'PUT', R.updateCurrency.path, { currency: 'USD', exponent: 7 }),
    ).toMatchObject({
      status: 400,
    });
    const after = await value(headers, 'PUT', R.updateCurrency.path, { currency: 'php', exponent: 2 });
    expect(after.brand).toMatchObject({ currency: 'PHP', currencyExponent: 2, currencyLocked: false });
    expect((await t.app.services.brands.findByCode('FRESH'))?.currency).toBe('PHP');
    const brand = await t.app.services.brands.findByCode('FRESH');
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('merchant_id', '=', brand!.id)
      .where('action', '=', 'settings.currency')
      .execute();
    expect(audits[0]?.details).toMatchObject({
      before: { currency: 'BDT', exponent: 2 },
      after: { currency: 'PHP', exponent: 2 },
    });
  });
});
