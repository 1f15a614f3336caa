import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';

/** The member search's tag filter (issue 15, "Members": the tags of the member 360 page). */
let t: TestApp;
let owner: Record<string, string>;
let jadeOwner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
  jadeOwner = await operatorSession(t, 'JADE', 'owner');
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-merchant': 'TIGER', ...headers } });

const member = async (merchant: string, account: string) =>
  String(await insertMember(t, merchant, { account }));

async function tag(headers: Record<string, string>, id: string, tags: string[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/admin/api/members/${id}/tags`,
    headers: { 'x-merchant': 'TIGER', ...headers },
    payload: { tags },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('member search by tag', () => {
  it('lists only the members carrying the tag, compared without case, only in the operator’s brand', async () => {
    const prefix = `tg${randomUUID().slice(0, 6)}`;
    const vipA = await member('TIGER', `${prefix}a`);
    const vipB = await member('TIGER', `${prefix}b`);
    const plain = await member('TIGER', `${prefix}c`);
    const other = await member('TIGER', `${prefix}d`);
    const jade = await member('JADE', `${prefix}e`);
    const label = `VIP ${prefix}`;
    await tag(owner, vipA, [label, 'watch']);
    await tag(owner, vipB, [label.toLowerCase()]);
    await tag(owner, other, ['watch']);
    await tag(jadeOwner, jade, [label]);
    void plain;

    const res = await get(
      owner,
      `/admin/api/members?tag=${encodeURIComponent(label.toUpperCase())}&sort=account&order=asc`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().value as { list: { id: string; account: string }[]; total: number };
    expect(page.list.map((m) => m.id)).toEqual([vipA, vipB]);
    expect(page.total).toBe(2);

    // With the other filters: the account prefix narrows the tagged members further.
    const narrowed = await get(
      owner,
      `/admin/api/members?tag=${encodeURIComponent(label)}&by=account&q=${prefix}b`,
    );
    expect((narrowed.json().value as { list: { id: string }[] }).list.map((m) => m.id)).toEqual([vipB]);

    // A tag nobody carries finds nobody (not everybody).
    const none = await get(owner, `/admin/api/members?tag=${encodeURIComponent(`none ${prefix}`)}`);
    expect(none.statusCode).toBe(200);
    expect(none.json().value).toMatchObject({ list: [], total: 0 });

    // The other brand's operator finds only their own member with that tag.
    const theirs = await get(jadeOwner, `/admin/api/members?tag=${encodeURIComponent(label)}`);
    expect((theirs.json().value as { list: { id: string }[] }).list.map((m) => m.id)).toEqual([jade]);
  });

  it('refuses a malformed tag with a localised 400, never a 500', async () => {
    for (const bad of ['', '<script>', '-dash-first', 'x'.repeat(33), '%00']) {
      const res = await get(owner, `/admin/api/members?tag=${encodeURIComponent(bad)}`);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const bengali = await get({ ...owner, 'accept-language': 'bn' }, '/admin/api/members?tag=%3Cb%3E');
    expect(bengali.statusCode).toBe(400);
    const fields = (bengali.json().value as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => f.field)).toEqual(['tag']);
    expect(fields[0]?.message).toMatch(/[\u0980-\u09FF]/);
  });
});
