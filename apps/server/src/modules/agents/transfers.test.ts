import { randomUUID } from 'node:crypto';
import {
  ADMIN_AGENT_TRANSFERS_ROUTES,
  AGENT_CENTRE_ROUTES,
  DEFAULT_AGENT_SETTINGS,
  parseMoney,
  type TAgentSettings,
  WALLET_ROUTES,
} from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sendSealed } from '../../test/accounts.ts';
import { eventsOf } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, operatorSession, rid } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('112233');
});
afterAll(() => t.close());
afterEach(async () => {
  await setTransfers('TIGER', {});
  await expectLedgerHealthy(t);
});

async function brandOf(code: string): Promise<Brand> {
  const brand = await t.app.services.brands.findByCode(code);
  if (!brand) throw new Error(`no brand ${code}`);
  return brand;
}

/** The brand's transfer rules: the defaults with these changes (toUpline on unless said). */
async function setTransfers(code: string, change: Partial<TAgentSettings['transfers']>): Promise<void> {
  const brand = await brandOf(code);
  await t.app.services.brands.updateSettings(brand, (s) => {
    const agents = s.agents ?? DEFAULT_AGENT_SETTINGS;
    return {
      ...s,
      agents: { ...agents, transfers: { ...DEFAULT_AGENT_SETTINGS.transfers, toUpline: true, ...change } },
    };
  });
}

interface Person {
  id: bigint;
  account: string;
  merchant: string;
  headers: Record<string, string>;
}

let counter = 0;
/** A member (type 0) or agent (type 1 or 2) under `parent`, with a session, a balance and the payment password 112233. */
async function person(
  options: {
    type?: number;
    parent?: Person | null;
    balance?: string;
    merchant?: string;
    paymentPassword?: boolean;
    account?: string;
  } = {},
): Promise<Person> {
  const merchant = options.merchant ?? options.parent?.merchant ?? 'TIGER';
  const brand = await brandOf(merchant);
  counter += 1;
  const account = options.account ?? `at${Date.now().toString(36).slice(-6)}${counter}`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account,
      type: options.type ?? 0,
      password_hash: 'unused',
      payee_name: 'Test Agent',
      payment_password_hash: options.paymentPassword === false ? null : passwordHash,
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'TEST',
      parent_id: options.parent?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.balance) {
    const minor = parseMoney(options.balance, brand.currencyExponent) as bigint;
    await t.app.services.wallet.adjust(brand, row.id, minor, `test:${account}`, 'test opening balance');
  }
  const { token } = await t.app.services.sessions.create(brand, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return {
    id: row.id,
    account,
    merchant,
    headers: { authorization: `Bearer ${token}`, 'x-merchant': merchant },
  };
}

const agent = (options: Parameters<typeof person>[0] = {}) =>
  person({ type: 1, balance: '1000.00', ...options });

/** The transfer call is E: sealed, as the agent centre sends it. */
const send = (
  from: Person,
  to: string,
  amount: string,
  extra: Partial<{ paymentPassword: string; requestId: string; remark: string }> = {},
) =>
  sendSealed(
    t.app,
    from.merchant,
    'POST',
    AGENT_CENTRE_ROUTES.transfer.path,
    { to, amount, paymentPassword: '112233', requestId: rid(), ...extra },
    { headers: { authorization: from.headers.authorization as string } },
  );

const get = (p: Person, url: string) => t.app.inject({ url, headers: p.headers });
const balanceOf = async (p: Person) => (await get(p, WALLET_ROUTES.balance.path)).json().value.main as string;
const period = () => {
  const now = Date.now();
  return `from=${encodeURIComponent(new Date(now - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(now + 3_600_000).toISOString())}`;
};

describe('upline/downline transfers', () => {
  it('sends to a direct downline (member or agent) and, where allowed, up to the upline', async () => {
    await setTransfers('TIGER', { toUpline: true });
    const top = await agent();
    const sub = await agent({ type: 2, parent: top, balance: '50.00' });
    const player = await person({ parent: top });

    const toPlayer = await send(top, player.account, '120.50', { remark: 'for the weekend' });
    expect(toPlayer.statusCode).toBe(200);
    expect(toPlayer.json().value).toMatchObject({
      transfer: {
        direction: 'OUT',
        counterparty: player.account,
        relation: 'DOWNLINE',
        amount: '120.50',
        remark: 'for the weekend',
      },
      balance: '879.50',
    });
    // The account name is matched in any case.
    expect((await send(top, sub.account.toUpperCase(), '100.00')).statusCode).toBe(200);
    const up = await send(sub, top.account, '30.00');
    expect(up.json().value.transfer).toMatchObject({ direction: 'OUT', relation: 'UPLINE', amount: '30.00' });
    expect(up.json().value.balance).toBe('120.00');

    expect(await balanceOf(top)).toBe('809.50');
    expect(await balanceOf(sub)).toBe('120.00');
    expect(await balanceOf(player)).toBe('120.50');

    // The journal: one AGENT_TRANSFER entry per transfer, main wallet to main wallet.
    const rows = await t.db
      .selectFrom('agent_transfers')
      .selectAll()
      .where('from_member_id', 'in', [top.id, sub.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.relation, r.amount])).toEqual([
      ['DOWNLINE', 12050n],
      ['DOWNLINE', 10000n],
      ['UPLINE', 3000n],
    ]);
    const entries = await t.db
      .selectFrom('ledger_transactions')
      .select(['id', 'kind', 'reference'])
      .where(
        'id',
        'in',
        rows.map((r) => r.ledger_transaction_id),
      )
      .execute();
    expect(entries.every((e) => e.kind === 'AGENT_TRANSFER')).toBe(true);
    expect(entries.map((e) => e.reference).sort()).toEqual(rows.map((r) => `agent-transfer:${r.id}`).sort());

    // The info page: what the brand allows and what was sent today.
    const info = (await get(sub, AGENT_CENTRE_ROUTES.transferInfo.path)).json().value;
    expect(info).toMatchObject({
      balance: '120.00',
      upline: { account: top.account },
      canSendToDownline: true,
      canSendToUpline: true,
      minAmount: '1.00',
      dailyLimit: '100000.00',
      sentToday: '30.00',
      hasPaymentPassword: true,
    });
    const topInfo = (await get(top, AGENT_CENTRE_ROUTES.transferInfo.path)).json().value;
    expect(topInfo).toMatchObject({ upline: null, canSendToUpline: false, sentToday: '220.50' });
  });

  it('refuses anyone who is not a direct downline or the upline, the same way whether the account exists', async () => {
    const top = await agent();
    const sub = await agent({ type: 2, parent: top });
    const grandchild = await person({ parent: sub });
    const otherBranch = await agent();
    const otherMember = await person({ parent: otherBranch });
    const jadeAgent = await agent({ merchant: 'JADE' });
    const jadeMember = await person({ parent: jadeAgent, account: `jd${Date.now().toString(36)}` });

    const refusals = [
      await send(top, grandchild.account, '10.00'), // under my sub-agent, not mine directly
      await send(top, otherMember.account, '10.00'), // another branch
      await send(top, otherBranch.account, '10.00'), // another top agent
      await send(top, jadeMember.account, '10.00'), // another brand
      await send(top, 'nosuchaccount', '10.00'), // nobody
      await send(top, top.account, '10.00'), // myself
      await send(sub, otherBranch.account, '10.00'), // not my upline
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'AGENT_TRANSFER_RECIPIENT_UNKNOWN',
        message: 'There is no direct downline or upline of yours with this account.',
      });
    }
    // The other brand's agent cannot reach this brand's accounts either.
    expect((await send(jadeAgent, top.account, '10.00')).json().code).toBe(
      'AGENT_TRANSFER_RECIPIENT_UNKNOWN',
    );
    // Bengali.
    const bn = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      AGENT_CENTRE_ROUTES.transfer.path,
      { to: 'nosuchaccount', amount: '10.00', paymentPassword: '112233', requestId: rid() },
      { headers: { authorization: top.headers.authorization as string, 'accept-language': 'bn' } },
    );
    expect(bn.json().message).toBe('এই অ্যাকাউন্টটি আপনার সরাসরি ডাউনলাইন বা আপলাইন নয়।');
    expect(
      await t.db.selectFrom('agent_transfers').select('id').where('from_member_id', '=', top.id).execute(),
    ).toEqual([]);
    expect(await balanceOf(top)).toBe('1000.00');
  });

  it('refuses members, trial accounts and plaintext bodies', async () => {
    const top = await agent();
    const player = await person({ parent: top, balance: '100.00' });
    // A member cannot use the agent centre at all, not even towards its own agent.
    const asMember = await send(player, top.account, '10.00');
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('NOT_AGENT');
    // The brand seals payment-password calls: plaintext is refused before anything is read.
    const plain = await t.app.inject({
      method: 'POST',
      url: AGENT_CENTRE_ROUTES.transfer.path,
      headers: top.headers,
      payload: { to: player.account, amount: '10.00', paymentPassword: '112233', requestId: rid() },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    expect(await balanceOf(top)).toBe('1000.00');
  });

  it("follows the brand's switches, minimum and daily limit (both directions, earlier transfers counted)", async () => {
    const top = await agent();
    const sub = await agent({ type: 2, parent: top, balance: '1000.00' });
    const player = await person({ parent: sub });

    await setTransfers('TIGER', { toUpline: false });
    const up = await send(sub, top.account, '10.00');
    expect(up.statusCode).toBe(403);
    expect(up.json()).toMatchObject({
      code: 'AGENT_TRANSFER_TO_UPLINE_DISABLED',
      message: 'This site does not allow transfers to your upline.',
    });
    expect((await get(sub, AGENT_CENTRE_ROUTES.transferInfo.path)).json().value.canSendToUpline).toBe(false);
    await setTransfers('TIGER', { toDownline: false });
    expect((await send(top, sub.account, '10.00')).json().code).toBe('AGENT_TRANSFER_TO_DOWNLINE_DISABLED');

    await setTransfers('TIGER', { minMinor: 500, dailyLimitMinor: 10_000 });
    const small = await send(sub, player.account, '4.99');
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      code: 'AGENT_TRANSFER_BELOW_MIN',
      message: 'The smallest transfer is 5.00.',
    });
    // 100.00 a day, what went down and up together.
    expect((await send(sub, player.account, '60.00')).statusCode).toBe(200);
    expect((await send(sub, top.account, '30.00')).statusCode).toBe(200);
    const over = await send(sub, player.account, '10.01');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'AGENT_TRANSFER_DAILY_LIMIT',
      message: 'This transfer would go over your daily limit of 100.00. You can still send 10.00 today.',
    });
    expect((await send(sub, player.account, '10.00')).statusCode).toBe(200);
    expect((await send(sub, top.account, '5.00')).json().code).toBe('AGENT_TRANSFER_DAILY_LIMIT');
    // What the others sent does not count against this sender.
    expect((await send(top, sub.account, '100.00')).statusCode).toBe(200);
    expect(await balanceOf(sub)).toBe('1000.00');
    expect((await send(top, sub.account, '5.00')).json().code).toBe('AGENT_TRANSFER_DAILY_LIMIT');
    // A disabled recipient.
    const other = await agent();
    const disabled = await person({ parent: other });
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    expect((await send(other, disabled.account, '10.00')).json().code).toBe(
      'AGENT_TRANSFER_RECIPIENT_DISABLED',
    );
  });

  it('needs the payment password: set, right, and locked after five wrong ones (with withdrawals)', async () => {
    const noPassword = await agent({ paymentPassword: false });
    const player = await person({ parent: noPassword });
    const none = await send(noPassword, player.account, '10.00');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
    expect(
      (await get(noPassword, AGENT_CENTRE_ROUTES.transferInfo.path)).json().value.hasPaymentPassword,
    ).toBe(false);

    const top = await agent();
    const child = await person({ parent: top });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await send(top, child.account, '10.00', { paymentPassword: '999999' });
      expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INVALID');
    }
    // Locked now, even with the right password, and for withdrawals too (one throttle).
    const locked = await send(top, child.account, '10.00');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_LOCKED');
    const withdrawal = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      WALLET_ROUTES.withdrawals.path,
      { bankAccountId: '1', amount: '10.00', paymentPassword: '112233', requestId: rid() },
      { headers: { authorization: top.headers.authorization as string } },
    );
    expect(withdrawal.json().code).toBe('LOGIN_LOCKED');
    expect(await balanceOf(top)).toBe('1000.00');
    expect(await balanceOf(child)).toBe('0.00');
  });

  it('refuses more than the balance, moving nothing', async () => {
    const top = await agent({ balance: '25.00' });
    const child = await person({ parent: top });
    const res = await send(top, child.account, '25.01');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(top)).toBe('25.00');
    expect(
      await t.db.selectFrom('agent_transfers').select('id').where('from_member_id', '=', top.id).execute(),
    ).toEqual([]);
    // The failed request id is free again (nothing was claimed).
    expect((await send(top, child.account, '25.00')).statusCode).toBe(200);
  });

  it('is idempotent by request id: the same request answers the first result, another body is refused', async () => {
    const top = await agent();
    const child = await person({ parent: top });
    const requestId = rid();
    const first = await send(top, child.account, '40.00', { requestId });
    const again = await send(top, child.account, '40.00', { requestId });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    const different = await send(top, child.account, '41.00', { requestId });
    expect(different.statusCode).toBe(409);
    expect(different.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(top)).toBe('960.00');
    expect(await balanceOf(child)).toBe('40.00');
    expect(
      await t.db.selectFrom('agent_transfers').select('id').where('from_member_id', '=', top.id).execute(),
    ).toHaveLength(1);
    expect(await eventsOf(t.db, 'agent.transfer.completed', top.id)).toHaveLength(1);
    // Even with the claim gone (were claims ever pruned), the request id moves no money again.
    await t.db.deleteFrom('idempotency_keys').where('scope', '=', `member:${top.id}`).execute();
    const late = await send(top, child.account, '40.00', { requestId });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(top)).toBe('960.00');
  });

  it('lets exactly one of two transfers spending the same balance at once through', async () => {
    const top = await agent({ balance: '100.00' });
    const a = await person({ parent: top });
    const b = await person({ parent: top });
    const results = await Promise.all([send(top, a.account, '70.00'), send(top, b.account, '70.00')]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code)).sort();
    expect(codes).toEqual(['INSUFFICIENT_FUNDS', 'OK']);
    expect(await balanceOf(top)).toBe('30.00');
    const received = [await balanceOf(a), await balanceOf(b)].sort();
    expect(received).toEqual(['0.00', '70.00']);
    expect(
      await t.db.selectFrom('agent_transfers').select('id').where('from_member_id', '=', top.id).execute(),
    ).toHaveLength(1);
    await expectLedgerHealthy(t);
  });

  it('moves the money once when the same request arrives twice at once', async () => {
    const top = await agent();
    const child = await person({ parent: top });
    const requestId = rid();
    const [a, b] = await Promise.all([
      send(top, child.account, '10.00', { requestId }),
      send(top, child.account, '10.00', { requestId }),
    ]);
    // Both answered with the one transfer (or the second told to retry while the first ran).
    const ids = [a, b].filter((r) => r.statusCode === 200).map((r) => r.json().value.transfer.transferId);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ids).size).toBe(1);
    for (const r of [a, b]) if (r.statusCode !== 200) expect(r.json().code).toBe('CONFLICT');
    expect(await balanceOf(top)).toBe('990.00');
    expect(await balanceOf(child)).toBe('10.00');
  });

  it('lets an agent and its sub-agent send to each other at the same moment (no deadlock)', async () => {
    await setTransfers('TIGER', { toUpline: true });
    const top = await agent();
    const sub = await agent({ type: 2, parent: top });
    const results = await Promise.all([
      send(top, sub.account, '100.00'),
      send(sub, top.account, '40.00'),
      send(top, sub.account, '1.00'),
      send(sub, top.account, '2.00'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(top)).toBe('941.00');
    expect(await balanceOf(sub)).toBe('1059.00');
  });

  it('shows in both sides’ account records and transfer lists, with a domain event and live news for both', async () => {
    const brand = await brandOf('TIGER');
    const top = await agent();
    const sub = await agent({ type: 2, parent: top });
    const heard: { who: string; type: string; detail: unknown }[] = [];
    const stops = await Promise.all(
      [
        ['top', top],
        ['sub', sub],
      ].map(([who, p]) =>
        t.app.services.events.subscribe(memberChannel(brand.id, (p as Person).id), (event) => {
          const e = event as { type: string; balance?: { main: string }; transfer?: unknown };
          heard.push({ who: who as string, type: e.type, detail: e.balance?.main ?? e.transfer });
        }),
      ),
    );
    const res = await send(top, sub.account, '75.25', { remark: 'float' });
    for (const stop of stops) stop();
    const transferId = res.json().value.transfer.transferId as string;

    expect(heard).toEqual(
      expect.arrayContaining([
        { who: 'top', type: 'balance', detail: '924.75' },
        { who: 'sub', type: 'balance', detail: '1075.25' },
        {
          who: 'top',
          type: 'agent.transfer',
          detail: expect.objectContaining({ transferId, direction: 'OUT', counterparty: sub.account }),
        },
        {
          who: 'sub',
          type: 'agent.transfer',
          detail: expect.objectContaining({
            transferId,
            direction: 'IN',
            counterparty: top.account,
            relation: 'UPLINE',
          }),
        },
      ]),
    );

    // The outbox event, written with the transfer.
    const events = await eventsOf(t.db, 'agent.transfer.completed', top.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      transferId,
      fromMemberId: String(top.id),
      toMemberId: String(sub.id),
      relation: 'DOWNLINE',
      amount: '7525',
    });

    // The account record (ODSFE2_MemTransDet) of each side, and its type filter.
    const record = async (p: Person) =>
      (await get(p, `${WALLET_ROUTES.accountRecord.path}?${period()}&type=AGENT_TRANSFER`)).json().value.list;
    expect(await record(top)).toEqual([
      expect.objectContaining({ type: 'AGENT_TRANSFER', amount: '-75.25', reference: `A${transferId}` }),
    ]);
    expect(await record(sub)).toEqual([
      expect.objectContaining({ type: 'AGENT_TRANSFER', amount: '75.25', balanceAfter: '1075.25' }),
    ]);

    // The agent centre's transfer list of each side.
    const list = async (p: Person) =>
      (await get(p, `${AGENT_CENTRE_ROUTES.transfers.path}?${period()}`)).json().value;
    expect(await list(top)).toMatchObject({
      total: 1,
      list: [
        { transferId, direction: 'OUT', relation: 'DOWNLINE', counterparty: sub.account, remark: 'float' },
      ],
    });
    expect(await list(sub)).toMatchObject({
      total: 1,
      list: [{ transferId, direction: 'IN', relation: 'UPLINE', counterparty: top.account, amount: '75.25' }],
    });
    // A period without it.
    const before = `from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`;
    expect((await get(top, `${AGENT_CENTRE_ROUTES.transfers.path}?${before}`)).json().value.total).toBe(0);
  });
});

describe("the team's transfers (account details)", () => {
  it('lists each side a team member took part in, signed from that side', async () => {
    const { countTeamTransferSides, teamTransferSidesPage } = await import('./team-transfers.ts');
    const { teamScopeOf } = await import('../member/members.ts');
    const brand = await brandOf('TIGER');
    const top = await agent();
    const sub = await agent({ type: 2, parent: top });
    const player = await person({ parent: sub });
    const outsider = await agent();
    await send(top, sub.account, '50.00');
    await send(sub, player.account, '20.00');
    await send(outsider, (await person({ parent: outsider })).account, '5.00');
    const scope = await teamScopeOf(t.db, brand.id, top.id);
    if (!scope) throw new Error('no scope');
    const q = { scope, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) };
    expect(await countTeamTransferSides(t.db, q)).toBe(3);
    const sides = await teamTransferSidesPage(t.db, q, { offset: 0, limit: 10 });
    expect(sides.map((s) => [s.member_id, s.direction, s.relation, s.amount])).toEqual([
      [sub.id, 'OUT', 'DOWNLINE', -2000n],
      [player.id, 'IN', 'UPLINE', 2000n],
      [sub.id, 'IN', 'UPLINE', 5000n],
    ]);
    expect(await countTeamTransferSides(t.db, { ...q, memberId: sub.id })).toBe(2);
  });
});

describe('the console list', () => {
  it("shows the brand's transfers to whoever may see payments, filtered by period and account", async () => {
    const top = await agent();
    const child = await person({ parent: top });
    const res = await send(top, child.account, '12.34', { remark: 'console' });
    const transferId = res.json().value.transfer.transferId as string;
    const finance = await operatorSession(t, 'TIGER', 'finance');
    const url = (extra: string) => `${ADMIN_AGENT_TRANSFERS_ROUTES.list.path}?${period()}${extra}`;
    const page = (
      await t.app.inject({ url: url(`&account=${child.account.toUpperCase()}`), headers: finance })
    ).json().value;
    expect(page).toMatchObject({
      total: 1,
      currency: 'BDT',
      totalAmount: '12.34',
      list: [
        {
          id: transferId,
          from: { account: top.account },
          to: { account: child.account },
          relation: 'DOWNLINE',
          amount: '12.34',
          remark: 'console',
        },
      ],
    });
    expect(
      (await t.app.inject({ url: url('&account=nosuchaccount'), headers: finance })).json().value.total,
    ).toBe(0);
    // Content operators do not see payments.
    const content = await operatorSession(t, 'TIGER', 'content');
    expect((await t.app.inject({ url: url(''), headers: content })).json().code).toBe('FORBIDDEN');
    // Another brand's operator sees only its own brand's.
    const jade = await operatorSession(t, 'JADE', 'finance');
    const theirs = (await t.app.inject({ url: url(''), headers: { ...jade, 'x-merchant': 'TIGER' } })).json()
      .value;
    expect(theirs.list.some((r: { id: string }) => r.id === transferId)).toBe(false);
    // A period longer than the records allow is a localised 400.
    const long = await t.app.inject({
      url: `${ADMIN_AGENT_TRANSFERS_ROUTES.list.path}?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z`,
      headers: finance,
    });
    expect(long.statusCode).toBe(400);
  });
});
