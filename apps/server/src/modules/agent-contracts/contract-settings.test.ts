import { DEFAULT_CONTRACT_SETTINGS, FIELD_MESSAGES, type TContractSettings } from '@portal/contracts';
import { adminContractEndpoints as a } from '@portal/contracts/endpoints';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';

/** The brand's contract settings in the console (issue 17): adminContracts.settings / setSettings. */

const PATH = a.settings.path;

let t: TestApp;
let owner: Record<string, string>;
let support: Record<string, string>;
let finance: Record<string, string>;
let content: Record<string, string>;
let jadeOwner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
  support = await operatorSession(t, 'TIGER', 'support');
  finance = await operatorSession(t, 'TIGER', 'finance');
  content = await operatorSession(t, 'TIGER', 'content');
  jadeOwner = await operatorSession(t, 'JADE', 'owner');
});
afterAll(() => t.close());

const send = (
  headers: Record<string, string>,
  method: InjectOptions['method'],
  payload?: object,
  merchant = 'TIGER',
) =>
  t.app.inject({
    method,
    url: PATH,
    headers: { 'x-merchant': merchant, ...headers },
    ...(payload ? { payload } : {}),
  });
const value = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  if (!body.success) throw new Error(`${args[1]} ${PATH}: ${res.statusCode} ${res.body}`);
  return body.value as { settings: TContractSettings; currency: string; currencyExponent: number };
};
const refusal = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  return {
    status: res.statusCode,
    code: body.code as string,
    fields: Object.fromEntries(
      ((body.value?.fields ?? []) as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    ),
  };
};

const merchantId = async (code: string) => {
  const brand = await t.app.services.brands.findByCode(code);
  if (!brand) throw new Error(`no brand ${code}`);
  return brand.id;
};

const audits = async (code: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'details', 'actor_id', 'merchant_id'])
    .where('merchant_id', '=', await merchantId(code))
    .where('action', '=', 'settings.contracts')
    .orderBy('id')
    .execute();

const stored = async (code: string) => {
  const row = await t.db
    .selectFrom('merchants')
    .select('settings')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const settings = (typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings) as {
    contracts?: TContractSettings;
  };
  return settings.contracts;
};

const copy = (): TContractSettings => structuredClone(DEFAULT_CONTRACT_SETTINGS);

describe('reading', () => {
  it('answers the defaults for a brand whose settings document has no contract settings', async () => {
    // A document written before agent contracts (brand.ts: absent means the defaults).
    await t.db
      .updateTable('merchants')
      .set({ settings: sql`settings - 'contracts'` })
      .where('code', '=', 'TIGER')
      .execute();
    await t.app.services.brands.changed('TIGER');
    expect(await stored('TIGER')).toBeUndefined();
    const view = await value(support, 'GET');
    expect(view).toEqual({ settings: DEFAULT_CONTRACT_SETTINGS, currency: 'BDT', currencyExponent: 2 });
  });

  it('is read with contracts.view (finance, support) and refused to the rest (content: 403)', async () => {
    expect((await send(finance, 'GET')).statusCode).toBe(200);
    expect((await send(owner, 'GET')).statusCode).toBe(200);
    const refused = await refusal(content, 'GET');
    expect(refused.status).toBe(403);
    expect((await send({}, 'GET')).statusCode).toBe(401);
  });
});

describe('writing', () => {
  it('writes, reads back on every path and audits before and after in one row', async () => {
    const before = (await value(owner, 'GET')).settings;
    const current = await t.app.services.brands.findByCode('TIGER');
    const others = { theme: current?.settings.theme, agents: current?.settings.agents };
    const auditsBefore = (await audits('TIGER')).length;
    const next = copy();
    next.utcOffsetMinutes = 480;
    next.types.HOURLY_SALARY.enabled = false;
    next.types.DAILY_SALARY.template = [
      { thresholdMinor: 2_000_000, minValidBetMinor: 2_000_000, activeMembers: 4, rateBps: 40 },
      { thresholdMinor: 6_000_000, minValidBetMinor: 6_000_000, activeMembers: 6, rateBps: 90 },
    ];
    // Periods twice and out of order are kept once each, in their own order.
    next.dividendPeriods = ['M', 'D', 'M'];
    next.collection = 'CLAIM';
    next.approvalThresholdMinor = 5_000_000;
    next.abuse.duplicateMinAccounts = 3;

    const saved = await value(owner, 'PUT', next);
    const expected = { ...next, dividendPeriods: ['D', 'M'] };
    expect(saved).toEqual({ settings: expected, currency: 'BDT', currencyExponent: 2 });
    // Read back by the console, stored in the brand's document, and the brand every node reads.
    expect((await value(finance, 'GET')).settings).toEqual(expected);
    expect(await stored('TIGER')).toEqual(expected);
    const brand = await t.app.services.brands.findByCode('TIGER');
    expect(brand?.settings.contracts).toEqual(expected);

    const rows = await audits('TIGER');
    expect(rows).toHaveLength(auditsBefore + 1);
    const last = rows.at(-1);
    expect(last?.target).toBe('brand:TIGER');
    expect(last?.details).toEqual({ before, after: expected });
    expect(last?.actor_id).not.toBeNull();

    // The same settings again write and record nothing.
    expect((await value(owner, 'PUT', next)).settings).toEqual(expected);
    expect(await audits('TIGER')).toHaveLength(auditsBefore + 1);

    // The other parts of the brand's document are untouched.
    const after = await t.app.services.brands.findByCode('TIGER');
    expect({ theme: after?.settings.theme, agents: after?.settings.agents }).toEqual(others);
  });

  it('is written with settings.write only: support and finance (contracts.view) get 403', async () => {
    const before = await stored('TIGER');
    const count = (await audits('TIGER')).length;
    const next = copy();
    next.offerDays = 30;
    expect((await refusal(support, 'PUT', next)).status).toBe(403);
    expect((await refusal(finance, 'PUT', next)).status).toBe(403);
    expect((await refusal(content, 'PUT', next)).status).toBe(403);
    expect((await send({}, 'PUT', next)).statusCode).toBe(401);
    expect(await stored('TIGER')).toEqual(before);
    expect(await audits('TIGER')).toHaveLength(count);
  });

  it("changes the operator's own brand only", async () => {
    const tiger = await stored('TIGER');
    const next = copy();
    next.offerDays = 12;
    // A JADE owner writes JADE's settings whatever brand the request names.
    await value(jadeOwner, 'PUT', next, 'JADE');
    expect((await stored('JADE'))?.offerDays).toBe(12);
    expect(await stored('TIGER')).toEqual(tiger);
    expect((await audits('JADE')).at(-1)?.target).toBe('brand:JADE');
  });
});

describe('refusals at the field', () => {
  const invalid = FIELD_MESSAGES.en.invalid;

  it('refuses tiers that tierProblem refuses at the tier it names, and stores nothing', async () => {
    const before = await stored('TIGER');
    const count = (await audits('TIGER')).length;

    // Thresholds must rise: the second dividend tier is refused.
    const notRising = copy();
    const dividend = notRising.types.DIVIDEND.template;
    dividend[1] = { ...(dividend[1] as (typeof dividend)[number]), thresholdMinor: 0 };
    const a1 = await refusal(owner, 'PUT', notRising);
    expect([a1.status, a1.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(a1.fields).toEqual({ 'types.DIVIDEND.template.1': invalid });

    // A rate above the type's highest rate: the first tier with it.
    const aboveMax = copy();
    aboveMax.types.HOURLY_SALARY.maxRateBps = 30;
    const a2 = await refusal(owner, 'PUT', aboveMax);
    expect([a2.status, a2.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(a2.fields).toEqual({ 'types.HOURLY_SALARY.template.1': invalid });

    // Rates must rise with the thresholds.
    const ratesFall = copy();
    const realtime = ratesFall.types.REALTIME_SALARY.template;
    realtime[2] = { ...(realtime[2] as (typeof realtime)[number]), rateBps: 15 };
    const a3 = await refusal(owner, 'PUT', ratesFall);
    expect(a3.fields).toEqual({ 'types.REALTIME_SALARY.template.2': invalid });

    // No tiers, or more than ten.
    const none = copy();
    none.types.DAILY_SALARY.template = [];
    // (The list's own rule; ZContractSettings' tier check adds its list-wide NO_TIERS at tier 0.)
    const noTiers = await refusal(owner, 'PUT', none);
    expect([noTiers.status, noTiers.fields['types.DAILY_SALARY.template']]).toEqual([400, invalid]);
    const eleven = copy();
    eleven.types.DAILY_SALARY.template = Array.from({ length: 11 }, (_, i) => ({
      thresholdMinor: (i + 1) * 1000,
      minValidBetMinor: 0,
      activeMembers: 0,
      rateBps: i + 1,
    }));
    const tooMany = await refusal(owner, 'PUT', eleven);
    expect([tooMany.status, tooMany.fields['types.DAILY_SALARY.template']]).toEqual([400, invalid]);

    // In the operator's language.
    const bn = await refusal({ ...owner, 'x-language': 'bn' }, 'PUT', notRising);
    expect(bn.fields).toEqual({ 'types.DIVIDEND.template.1': FIELD_MESSAGES.bn.invalid });

    expect(await stored('TIGER')).toEqual(before);
    expect(await audits('TIGER')).toHaveLength(count);
  });

  it('refuses malformed values at their field with a 400, never a 500', async () => {
    const base = copy();
    const offerDays = await refusal(owner, 'PUT', { ...base, offerDays: 91 });
    expect([offerDays.status, Object.keys(offerDays.fields)]).toEqual([400, ['offerDays']]);
    const clock = await refusal(owner, 'PUT', { ...base, utcOffsetMinutes: 15 * 60 });
    expect(Object.keys(clock.fields)).toEqual(['utcOffsetMinutes']);
    const periods = await refusal(owner, 'PUT', { ...base, dividendPeriods: [] });
    expect(Object.keys(periods.fields)).toEqual(['dividendPeriods']);
    const amount = await refusal(owner, 'PUT', { ...base, approvalThresholdMinor: -1 });
    expect(Object.keys(amount.fields)).toEqual(['approvalThresholdMinor']);
    const rate = copy();
    rate.types.DIVIDEND.maxRateBps = 10_001;
    expect(Object.keys((await refusal(owner, 'PUT', rate)).fields)).toEqual(['types.DIVIDEND.maxRateBps']);
    const missing: Partial<TContractSettings> = copy();
    delete missing.abuse;
    const absent = await refusal(owner, 'PUT', missing);
    expect([absent.status, Object.keys(absent.fields)]).toEqual([400, ['abuse']]);
    expect(absent.fields.abuse).toBe(FIELD_MESSAGES.en.required);
    const unknown = await refusal(owner, 'PUT', { ...base, extra: true });
    expect([unknown.status, unknown.code, Object.keys(unknown.fields)]).toEqual([
      400,
      'UNKNOWN_FIELD',
      ['extra'],
    ]);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: PATH,
      headers: { 'x-merchant': 'TIGER', 'content-type': 'application/json', ...owner },
      payload: '{"utcOffsetMinutes":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
