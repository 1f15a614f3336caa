import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, operatorSession, type TestMember, walletMember } from '../../test/wallet.ts';

/** The operators' member screens (issue 15, "Members"; ADR 0026). */
let t: TestApp;
let owner: Record<string, string>;
let support: Record<string, string>;
let finance: Record<string, string>;
let finance2: Record<string, string>;
let reader: Record<string, string>;
let jadeOwner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await operatorSession(t, 'TIGER', 'owner');
  support = await operatorSession(t, 'TIGER', 'support');
  finance = await operatorSession(t, 'TIGER', 'finance');
  finance2 = await operatorSession(t, 'TIGER', 'finance');
  reader = await operatorSession(t, 'TIGER', 'read-only');
  jadeOwner = await operatorSession(t, 'JADE', 'owner');
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
const refusal = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  return { status: res.statusCode, code: res.json().code as string };
};

async function brandId(code: string): Promise<number> {
  const brand = await t.app.services.brands.findByCode(code);
  if (!brand) throw new Error(`no brand ${code}`);
  return brand.id;
}

/** A member who signs in with a password, with a mobile, an e-mail and addresses. */
async function playerWithPassword(merchant = 'TIGER', account = `p${randomUUID().slice(0, 8)}`) {
  const password = 'Secret-pass-42';
  const merchantId = await brandId(merchant);
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      account,
      type: 0,
      password_hash: await hashPassword(password),
      mobile: `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      mobile_verified_at: new Date(),
      email: `${account}@example.test`,
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'TEST',
      register_ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    })
    .returning(['id', 'mobile', 'email', 'register_ip'])
    .executeTakeFirstOrThrow();
  // Known from this address: the login asks for no second factor.
  await t.db
    .insertInto('member_known_ips')
    .values({ merchant_id: merchantId, member_id: row.id, ip: '127.0.0.1' })
    .execute();
  return { ...row, account, password };
}

async function auditOf(action: string, target: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'details', 'action'])
    .where('action', '=', action)
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .execute();
}

async function countRows(table: 'balance_adjustments' | 'ledger_transactions' | 'audit_log') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('member search', () => {
  it('finds by name prefix, mobile, e-mail, id and IP, only in the operator’s brand', async () => {
    const prefix = `srch${randomUUID().slice(0, 4)}`;
    const tiger = await playerWithPassword('TIGER', `${prefix}a`);
    const jade = await playerWithPassword('JADE', `${prefix}b`);
    const found = await value(reader, 'GET', `/admin/api/members?by=account&q=${prefix}`);
    expect(found.list.map((m: { account: string }) => m.account)).toEqual([tiger.account]);
    expect(found.total).toBe(1);
    // The other brand's operator sees only theirs.
    const theirs = await value(jadeOwner, 'GET', `/admin/api/members?by=account&q=${prefix}`);
    expect(theirs.list.map((m: { account: string }) => m.account)).toEqual([jade.account]);

    const one = async (by: string, q: string) =>
      (await value(reader, 'GET', `/admin/api/members?by=${by}&q=${encodeURIComponent(q)}`)).list.map(
        (m: { id: string }) => m.id,
      );
    expect(await one('mobile', (tiger.mobile as string).slice(-6))).toContain(String(tiger.id));
    expect(await one('email', (tiger.email as string).toUpperCase())).toEqual([String(tiger.id)]);
    expect(await one('id', String(tiger.id))).toEqual([String(tiger.id)]);
    expect(await one('id', String(jade.id))).toEqual([]);
    expect(await one('ip', tiger.register_ip as string)).toEqual([String(tiger.id)]);
    // A session's address finds its member too.
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no brand');
    await t.app.services.sessions.create(brand, tiger.id, { ip: '198.51.100.77', userAgent: 'ua' });
    expect(await one('ip', '198.51.100.77')).toContain(String(tiger.id));
    // Wildcards are text, not patterns.
    expect(await one('account', '%')).toEqual([]);

    // The 360 page of another brand's member is not there.
    expect(await refusal(reader, 'GET', `/admin/api/members/${jade.id}`)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      await refusal(owner, 'POST', `/admin/api/members/${jade.id}/lock`, { reason: 'not mine' }),
    ).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('sorts and pages, and refuses malformed queries with 400', async () => {
    const page = await value(reader, 'GET', '/admin/api/members?sort=account&order=asc&pageSize=2&pageNo=1');
    expect(page.list.length).toBeLessThanOrEqual(2);
    const accounts = page.list.map((m: { account: string }) => m.account);
    expect([...accounts].sort()).toEqual(accounts);
    for (const url of [
      '/admin/api/members?by=nothing',
      '/admin/api/members?sort=password',
      '/admin/api/members?pageSize=1000',
      '/admin/api/members?extra=1',
      '/admin/api/members/abc',
      '/admin/api/members/99999999999999999999',
    ]) {
      const res = await send(reader, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('member 360', () => {
  it('answers profile, balances, ledger, bets, deposits, withdrawals, sessions and upline', async () => {
    const agent = await walletMember(t);
    await t.db.updateTable('members').set({ type: 1 }).where('id', '=', agent.id).execute();
    const m = await walletMember(t, { balance: '250.00' });
    await t.db.updateTable('members').set({ parent_id: agent.id }).where('id', '=', m.id).execute();
    const profile = await value(reader, 'GET', `/admin/api/members/${m.id}`);
    expect(profile).toMatchObject({
      id: String(m.id),
      account: m.account,
      status: 'active',
      twoFactor: { enabled: false },
      verification: { bankName: 'Test Player' },
      lock: null,
      upline: [{ id: String(agent.id), level: 1, isAgent: true }],
    });
    const balances = await value(reader, 'GET', `/admin/api/members/${m.id}/balances`);
    expect(balances.main).toBe('250.00');
    const ledger = await value(reader, 'GET', `/admin/api/members/${m.id}/ledger`);
    expect(ledger.list[0]).toMatchObject({ type: 'ADJUSTMENT', amount: '250.00' });
    expect((await value(reader, 'GET', `/admin/api/members/${m.id}/bets`)).totals.count).toBe(0);
    expect((await value(reader, 'GET', `/admin/api/members/${m.id}/deposits`)).total).toBe(0);
    expect((await value(reader, 'GET', `/admin/api/members/${m.id}/withdrawals`)).total).toBe(0);
    const sessions = await value(reader, 'GET', `/admin/api/members/${m.id}/sessions?open=1`);
    expect(sessions.list[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'test', state: 'OPEN' });
  });
});

describe('account actions', () => {
  it('lock: refused without the permission; ends sessions and the live socket, refuses login with ACCOUNT_LOCKED, audited', async () => {
    const p = await playerWithPassword();
    const login = await loginAs(t.app, 'TIGER', p.account, p.password);
    const token = login.json().value.token as string;
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no brand');
    expect(await t.app.services.sessions.resolve(brand, token)).not.toBeNull();

    // A live connection of the member.
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const events: string[] = [];
    socket.addEventListener('message', (e) => events.push(JSON.parse(String(e.data)).type));
    await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
    socket.send(JSON.stringify({ type: 'hello', merchant: 'TIGER', token }));
    await expect.poll(() => events.includes('ready')).toBe(true);

    expect(
      await refusal(reader, 'POST', `/admin/api/members/${p.id}/lock`, { reason: 'fraud check' }),
    ).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await refusal(support, 'POST', `/admin/api/members/${p.id}/lock`, {})).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    const locked = await value(support, 'POST', `/admin/api/members/${p.id}/lock`, { reason: 'fraud check' });
    expect(locked).toMatchObject({ status: 'disabled', lock: { reason: 'fraud check' } });
    expect(await t.app.services.sessions.resolve(brand, token)).toBeNull();
    // The socket closes at once, not at the next ping.
    expect(await closed).toBe(4401);
    expect(events).toContain('session.ended');

    const refused = await loginAs(t.app, 'TIGER', p.account, p.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_LOCKED');
    expect(refused.json().message).toMatch(/locked/i);
    const refusedBn = await loginAs(t.app, 'TIGER', p.account, p.password, { language: 'bn' });
    expect(refusedBn.json().message).toMatch(/লক/);
    // A wrong password still says only that.
    expect((await loginAs(t.app, 'TIGER', p.account, 'wrong-password-1')).json().code).toBe('LOGIN_FAILED');

    const [entry] = await auditOf('member.lock', String(p.id));
    expect(entry?.details).toMatchObject({
      reason: 'fraud check',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    // Locking twice is refused and records nothing more.
    expect(
      (await refusal(support, 'POST', `/admin/api/members/${p.id}/lock`, { reason: 'again' })).code,
    ).toBe('INVALID_STATE');
    expect(await auditOf('member.lock', String(p.id))).toHaveLength(1);

    await value(support, 'POST', `/admin/api/members/${p.id}/unlock`, { reason: 'cleared' });
    expect((await auditOf('member.unlock', String(p.id)))[0]?.details).toMatchObject({
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
    expect((await loginAs(t.app, 'TIGER', p.account, p.password)).json().success).toBe(true);
    const notes = await value(reader, 'GET', `/admin/api/members/${p.id}/notes`);
    expect(notes.list.map((n: { kind: string }) => n.kind)).toEqual(['UNLOCK', 'LOCK']);
  });

  it('force logout ends every session and remember token; audited', async () => {
    const m = await walletMember(t);
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no brand');
    await t.app.services.sessions.create(brand, m.id, { ip: '127.0.0.2', userAgent: 'second' });
    expect(await refusal(finance, 'POST', `/admin/api/members/${m.id}/logout`)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await value(support, 'POST', `/admin/api/members/${m.id}/logout`)).toEqual({ sessionsEnded: 2 });
    expect(await t.app.services.sessions.resolve(brand, m.token)).toBeNull();
    expect((await auditOf('member.logout', String(m.id)))[0]?.details).toMatchObject({
      before: { openSessions: 2 },
      after: { openSessions: 0 },
    });
    const all = await value(reader, 'GET', `/admin/api/members/${m.id}/sessions`);
    expect(all.list.every((s: { state: string }) => s.state === 'ENDED')).toBe(true);
  });

  it('reset password: a one-time password, must change at the next login, sessions end; the audit keeps no password', async () => {
    const p = await playerWithPassword();
    expect(await refusal(reader, 'POST', `/admin/api/members/${p.id}/reset-password`)).toMatchObject({
      code: 'FORBIDDEN',
    });
    const { password } = await value(support, 'POST', `/admin/api/members/${p.id}/reset-password`);
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await loginAs(t.app, 'TIGER', p.account, p.password)).json().code).toBe('LOGIN_FAILED');
    const login = await loginAs(t.app, 'TIGER', p.account, password);
    expect(login.json().value).toMatchObject({ mustChangePassword: true });
    const [entry] = await auditOf('member.resetPassword', String(p.id));
    expect(entry?.details).toMatchObject({
      before: { mustChangePassword: false },
      after: { mustChangePassword: true },
    });
    expect(JSON.stringify(entry?.details)).not.toContain(password);
  });

  it('clear 2FA turns the authenticator off once; audited', async () => {
    const m = await walletMember(t);
    await t.db
      .updateTable('members')
      .set({ totp_secret: 'sealed', totp_enabled_at: new Date() })
      .where('id', '=', m.id)
      .execute();
    expect(await refusal(reader, 'POST', `/admin/api/members/${m.id}/clear-2fa`)).toMatchObject({
      code: 'FORBIDDEN',
    });
    const profile = await value(support, 'POST', `/admin/api/members/${m.id}/clear-2fa`);
    expect(profile.twoFactor).toEqual({ enabled: false, since: null });
    const row = await t.db
      .selectFrom('members')
      .select(['totp_secret'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    expect((await auditOf('member.clear2fa', String(m.id)))[0]?.details).toMatchObject({
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    expect((await refusal(support, 'POST', `/admin/api/members/${m.id}/clear-2fa`)).code).toBe(
      'INVALID_STATE',
    );
  });

  it('notes and tags: written with members.notes, audited with before and after', async () => {
    const m = await walletMember(t);
    expect(await refusal(finance, 'POST', `/admin/api/members/${m.id}/notes`, { body: 'x' })).toMatchObject({
      code: 'FORBIDDEN',
    });
    const note = await value(support, 'POST', `/admin/api/members/${m.id}/notes`, {
      body: 'Called about a bonus',
    });
    expect(note).toMatchObject({ kind: 'NOTE', body: 'Called about a bonus', by: { name: 'Test operator' } });
    expect(await auditOf('member.note', String(m.id))).toHaveLength(1);
    await value(support, 'PUT', `/admin/api/members/${m.id}/tags`, { tags: ['VIP', 'vip', 'bonus-abuse'] });
    const { tags } = await value(support, 'PUT', `/admin/api/members/${m.id}/tags`, { tags: ['VIP'] });
    expect(tags).toEqual(['VIP']);
    expect((await auditOf('member.tags', String(m.id)))[0]?.details).toMatchObject({
      before: { tags: ['VIP', 'bonus-abuse'] },
      after: { tags: ['VIP'] },
    });
    expect((await value(reader, 'GET', `/admin/api/members/${m.id}`)).tags).toEqual(['VIP']);
    expect(
      (await refusal(support, 'PUT', `/admin/api/members/${m.id}/tags`, { tags: ['<script>'] })).status,
    ).toBe(400);
  });
});

describe('balance adjustments', () => {
  const adjust = (who: Record<string, string>, m: TestMember, body: Record<string, unknown>) =>
    send(who, 'POST', `/admin/api/members/${m.id}/adjustments`, {
      direction: 'CREDIT',
      reasonCode: 'GOODWILL',
      note: 'Sorry about the outage',
      idempotencyKey: randomUUID(),
      ...body,
    });
  const main = async (m: TestMember) =>
    (await value(reader, 'GET', `/admin/api/members/${m.id}/balances`)).main;

  it('applies within the role’s limit at once, once per key, through the ledger; audited', async () => {
    const m = await walletMember(t, { balance: '10.00' });
    expect((await adjust(support, m, { amount: '5.00' })).json().code).toBe('FORBIDDEN');
    const key = randomUUID();
    const first = (await adjust(finance, m, { amount: '100.50', idempotencyKey: key })).json().value;
    expect(first).toMatchObject({
      status: 'APPLIED',
      amount: '100.50',
      direction: 'CREDIT',
      decidedBy: null,
    });
    const again = (await adjust(finance, m, { amount: '100.50', idempotencyKey: key })).json().value;
    expect(again.id).toBe(first.id);
    expect((await adjust(finance, m, { amount: '1.00', idempotencyKey: key })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await main(m)).toBe('110.50');
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'idempotency_key'])
      .where('id', '=', BigInt(first.transactionId))
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({ kind: 'ADJUSTMENT', idempotency_key: `adjustment:${first.id}` });
    expect((await auditOf('adjustment.apply', first.id))[0]?.details).toMatchObject({
      before: {},
      after: { status: 'APPLIED', amount: '100.50', transactionId: first.transactionId },
    });
    await expectLedgerHealthy(t);
  });

  it('a debit beyond the balance is refused with nothing written', async () => {
    const m = await walletMember(t, { balance: '20.00' });
    const before = await Promise.all([
      countRows('balance_adjustments'),
      countRows('ledger_transactions'),
      countRows('audit_log'),
    ]);
    const res = await adjust(finance, m, { direction: 'DEBIT', amount: '20.01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    // A proposal (above the limit) to take more than there is, too.
    const big = await adjust(finance, m, { direction: 'DEBIT', amount: '5000.00' });
    expect(big.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(
      await Promise.all([
        countRows('balance_adjustments'),
        countRows('ledger_transactions'),
        countRows('audit_log'),
      ]),
    ).toEqual(before);
    expect(await main(m)).toBe('20.00');
    const ok = (await adjust(finance, m, { direction: 'DEBIT', amount: '20.00' })).json().value;
    expect(ok.status).toBe('APPLIED');
    expect(await main(m)).toBe('0.00');
    await expectLedgerHealthy(t);
  });

  it('above the limit: a proposal; the proposer cannot decide it; another approver applies it once', async () => {
    const m = await walletMember(t, { balance: '1.00' });
    const proposal = (await adjust(finance, m, { amount: '5000.00', reasonCode: 'COMPENSATION' })).json()
      .value;
    expect(proposal).toMatchObject({ status: 'PENDING', transactionId: null });
    expect(proposal.expiresAt).not.toBeNull();
    expect(await main(m)).toBe('1.00');
    const queue = await value(reader, 'GET', '/admin/api/adjustments');
    expect(queue.list.map((a: { id: string }) => a.id)).toContain(proposal.id);

    expect(await refusal(finance, 'POST', `/admin/api/adjustments/${proposal.id}/approve`, {})).toEqual({
      status: 403,
      code: 'OWN_PROPOSAL',
    });
    expect(
      (await refusal(finance, 'POST', `/admin/api/adjustments/${proposal.id}/reject`, { note: 'nope' })).code,
    ).toBe('OWN_PROPOSAL');
    expect((await refusal(support, 'POST', `/admin/api/adjustments/${proposal.id}/approve`, {})).code).toBe(
      'FORBIDDEN',
    );
    // Another brand's approver does not find it.
    expect((await refusal(jadeOwner, 'POST', `/admin/api/adjustments/${proposal.id}/approve`, {})).code).toBe(
      'NOT_FOUND',
    );

    // Two approvers at once: one applies, the other finds it decided.
    const results = await Promise.all([
      send(finance2, 'POST', `/admin/api/adjustments/${proposal.id}/approve`, { note: 'ok' }),
      send(owner, 'POST', `/admin/api/adjustments/${proposal.id}/approve`, {}),
    ]);
    const codes = results.map((r) => (r.json().success ? 'APPLIED' : r.json().code)).sort();
    expect(codes).toEqual(['APPLIED', 'INVALID_STATE']);
    expect(await main(m)).toBe('5001.00');
    const posted = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `adjustment:${proposal.id}`)
      .execute();
    expect(posted).toHaveLength(1);
    expect(await auditOf('adjustment.approve', proposal.id)).toHaveLength(1);
    expect((await auditOf('adjustment.approve', proposal.id))[0]?.details).toMatchObject({
      before: { status: 'PENDING' },
      after: { status: 'APPLIED' },
    });
    await expectLedgerHealthy(t);
  });

  it('rejects with a reason; expired proposals cannot be approved and the job marks them', async () => {
    const m = await walletMember(t);
    const a = (await adjust(finance, m, { amount: '2000.00' })).json().value;
    expect((await refusal(finance2, 'POST', `/admin/api/adjustments/${a.id}/reject`, {})).status).toBe(400);
    const rejected = await value(finance2, 'POST', `/admin/api/adjustments/${a.id}/reject`, {
      note: 'No evidence',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', decisionNote: 'No evidence' });
    expect((await refusal(owner, 'POST', `/admin/api/adjustments/${a.id}/approve`, {})).code).toBe(
      'INVALID_STATE',
    );

    const b = (await adjust(finance, m, { amount: '2000.00' })).json().value;
    await t.db
      .updateTable('balance_adjustments')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', BigInt(b.id))
      .execute();
    expect((await refusal(finance2, 'POST', `/admin/api/adjustments/${b.id}/approve`, {})).code).toBe(
      'PROPOSAL_EXPIRED',
    );
    expect(await t.app.services.memberOps.expireProposals()).toBeGreaterThanOrEqual(1);
    const expired = await value(reader, 'GET', '/admin/api/adjustments?status=EXPIRED');
    expect(expired.list.map((x: { id: string }) => x.id)).toContain(b.id);
    expect(await auditOf('adjustment.expire', b.id)).toHaveLength(1);
  });

  it('limits follow the brand policy (settings.write, audited); malformed input is a 4xx', async () => {
    const m = await walletMember(t);
    const policy = await value(finance, 'GET', '/admin/api/adjustment-policy');
    expect(policy).toMatchObject({ fourEyesThreshold: '10000.00', ownLimit: '1000.00' });
    expect((await refusal(finance, 'PUT', '/admin/api/adjustment-policy', { ...policy })).code).toBe(
      'FORBIDDEN',
    );
    const set = await value(owner, 'PUT', '/admin/api/adjustment-policy', {
      fourEyesThreshold: '50.00',
      proposalTtlHours: 24,
      roleLimits: { finance: '500.00', owner: '50.00' },
    });
    expect(set).toMatchObject({
      fourEyesThreshold: '50.00',
      roleLimits: { finance: '500.00' },
      ownLimit: '50.00',
    });
    // The threshold caps the role's limit: 60 from finance is now a proposal.
    expect((await adjust(finance, m, { amount: '60.00' })).json().value.status).toBe('PENDING');
    expect((await adjust(finance, m, { amount: '50.00' })).json().value.status).toBe('APPLIED');
    expect((await auditOf('adjustment.policy', 'TIGER'))[0]?.details).toMatchObject({
      before: { fourEyesThreshold: '10000.00' },
      after: { fourEyesThreshold: '50.00' },
    });
    await value(owner, 'PUT', '/admin/api/adjustment-policy', {
      fourEyesThreshold: '10000.00',
      proposalTtlHours: 48,
      roleLimits: { owner: '10000.00', finance: '1000.00' },
    });

    for (const body of [
      { amount: 'abc' },
      { amount: '0' },
      { amount: '1.001' },
      { amount: '-5' },
      { reasonCode: 'BIRTHDAY' },
      { direction: 'SIDEWAYS' },
      { note: '' },
      { idempotencyKey: 'short' },
      { amount: '5', unknown: true },
    ]) {
      const res = await adjust(finance, m, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(
      (
        await refusal(owner, 'PUT', '/admin/api/adjustment-policy', {
          fourEyesThreshold: 'x',
          proposalTtlHours: 1,
          roleLimits: {},
        })
      ).status,
    ).toBe(400);
    expect((await refusal(finance2, 'POST', '/admin/api/adjustments/abc/approve', {})).status).toBe(400);
    await expectLedgerHealthy(t);
  });
});
