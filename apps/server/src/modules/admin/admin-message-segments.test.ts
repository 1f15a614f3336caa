import { randomUUID } from 'node:crypto';
import { AGENT_TYPES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';

/** Console messages to a segment: every agent of the brand (issue 15 "Content", issue 16's agents). */
let t: TestApp;
let support: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  support = await operatorSession(t, 'TIGER', 'support');
});
afterAll(() => t.close());

const post = (headers: Record<string, string>, payload: object, merchant = 'TIGER') =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/messages',
    headers: { 'x-merchant': merchant, ...headers },
    payload,
  });

async function brandId(code: string): Promise<number> {
  const brand = await t.app.services.brands.findByCode(code);
  if (!brand) throw new Error(`no brand ${code}`);
  return brand.id;
}

const member = (merchant: string, type: number) => insertMember(t, merchant, { type });

const inboxTitles = async (merchant: string, memberId: bigint) =>
  (
    await t.app.services.inbox.list(
      { merchantId: await brandId(merchant), memberId },
      { status: 'all', pageNo: 1, pageSize: 50 },
    )
  ).list.map((m) => m.title);

describe('a message to every agent', () => {
  it('reaches each agent of the brand (and no player, and no other brand), audited once', async () => {
    const agents = [await member('TIGER', 1), await member('TIGER', 2), await member('TIGER', 41)];
    const player = await member('TIGER', 0);
    const trial = await member('TIGER', 4);
    const jadeAgent = await member('JADE', 1);
    const everyAgent = (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', await brandId('TIGER'))
        .where('type', 'in', [...AGENT_TYPES])
        .execute()
    ).map((r) => r.id);
    expect(everyAgent).toEqual(expect.arrayContaining(agents));

    const title = `Commission day ${randomUUID().slice(0, 6)}`;
    const res = await post(support, {
      segment: 'agents',
      title,
      content: '<p>Paid <script>x</script>today</p>',
    });
    expect(res.statusCode, res.body).toBe(200);

    for (const agent of agents) expect(await inboxTitles('TIGER', agent)).toContain(title);
    for (const other of [player, trial]) expect(await inboxTitles('TIGER', other)).not.toContain(title);
    expect(await inboxTitles('JADE', jadeAgent)).not.toContain(title);

    const stored = await t.db
      .selectFrom('messages')
      .select(['member_id', 'content', 'language'])
      .where('title', '=', title)
      .execute();
    expect(stored.map((m) => m.member_id).sort()).toEqual([...everyAgent].sort());
    // Sanitised like any message; each copy to one member, so no language filter applies.
    expect(stored.every((m) => !m.content.includes('<script') && m.language === null)).toBe(true);

    const entries = await t.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'message.send')
      .where('target', '=', String(res.json().value.id))
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({
      segment: 'agents',
      recipients: everyAgent.length,
      after: { to: 'agents', recipients: everyAgent.length, title },
    });
  });

  it('refuses a segment with an account or a language, or an unknown segment, field by field (400)', async () => {
    const cases: [object, string][] = [
      [{ segment: 'agents', account: 'demo01', title: 'x', content: 'y' }, 'account'],
      [{ segment: 'agents', language: 'bn', title: 'x', content: 'y' }, 'language'],
      [{ segment: 'vips', title: 'x', content: 'y' }, 'segment'],
      [{ segment: 'agents', title: '   ', content: 'y' }, 'title'],
    ];
    for (const [payload, field] of cases) {
      const res = await post({ ...support, 'accept-language': 'bn' }, payload);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      const fields = body.value.fields as { field: string; message: string }[];
      expect(fields.map((f) => f.field)).toContain(field);
      expect(fields.find((f) => f.field === field)?.message).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('answers 404 when the brand has no agent, sending nothing', async () => {
    const jadeSupport = await operatorSession(t, 'JADE', 'support');
    const jadeId = await brandId('JADE');
    // Make JADE agent-free for this test: its agents become players.
    await t.db
      .updateTable('members')
      .set({ type: 0 })
      .where('merchant_id', '=', jadeId)
      .where('type', 'in', [...AGENT_TYPES])
      .execute();
    const title = `Nobody ${randomUUID().slice(0, 6)}`;
    const res = await post(jadeSupport, { segment: 'agents', title, content: 'z' }, 'JADE');
    expect(res.statusCode, res.body).toBe(404);
    const stored = await t.db.selectFrom('messages').select('id').where('title', '=', title).execute();
    expect(stored).toEqual([]);
  });
});
