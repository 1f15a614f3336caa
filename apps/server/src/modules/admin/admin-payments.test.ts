import { ADMIN_PAYMENTS_ROUTES, PAYMENT_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendSealed } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';

/** The console's payment screens (issue 15, "Payments"; ADR 0027): queues, claims, bulk, methods. */
let t: TestApp;
let finance: Record<string, string>;
let finance2: Record<string, string>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  finance = await operatorSession(t, 'TIGER', 'finance');
  finance2 = await operatorSession(t, 'TIGER', 'finance');
  owner = await operatorSession(t, 'TIGER', 'owner');
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const R = ADMIN_PAYMENTS_ROUTES;
const path = (template: string, id: string) => template.replace(':id', id);
const send = (
  headers: Record<string, string>,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const value = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  if (!body.success) throw new Error(`${args[2]}: ${res.statusCode} ${res.body}`);
  return body.value;
};

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e3f0a40000000049454e44ae426082',
  'hex',
);

async function bankMethod(m: TestMember): Promise<{ id: string; min: string; max: string }> {
  const methods = (await send(m.headers, 'GET', PAYMENT_ROUTES.methods.path)).json().value as {
    id: string;
    kind: string;
    min: string;
    max: string;
  }[];
  return methods.find((x) => x.kind === 'BANK_TRANSFER') as { id: string; min: string; max: string };
}

/** A bank transfer awaiting review, with a proof image. */
async function transfer(m: TestMember, amount: string, reference = `REF-${rid().slice(0, 8)}`) {
  const proof = (
    await t.app.inject({
      method: 'POST',
      url: PAYMENT_ROUTES.upload.path,
      headers: { ...m.headers, 'content-type': 'image/png' },
      payload: PNG,
    })
  ).json().value.id as string;
  const res = await send(m.headers, 'POST', PAYMENT_ROUTES.bankDeposit.path, {
    methodId: (await bankMethod(m)).id,
    amount,
    reference,
    proofIds: [proof],
    requestId: rid(),
  });
  const body = res.json();
  if (!body.success) throw new Error(res.body);
  return { id: body.value.id as string, proof };
}

const auditOf = (action: string, target: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'details', 'actor_id'])
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

describe('the deposit queue', () => {
  it('filters by status, member, amount and method, sorts, pages, and gives the player context', async () => {
    const m = await walletMember(t, { balance: '70' });
    const other = await walletMember(t);
    const a = await transfer(m, '1100');
    const b = await transfer(m, '1300', 'SAME-REF-1');
    const c = await transfer(m, '1200');
    await transfer(other, '1250', 'SAME-REF-1');

    const q = `${R.depositQueue.path}?account=${m.account}&status=AWAITING_REVIEW&sort=amount&order=asc&pageSize=2`;
    const first = await value(finance, 'GET', q);
    expect([first.total, first.totalPages, first.list.map((r: { id: string }) => r.id)]).toEqual([
      3,
      2,
      [a.id, c.id],
    ]);
    const second = await value(finance, 'GET', `${q}&pageNo=2`);
    expect(second.list.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const desc = await value(
      finance,
      'GET',
      `${R.depositQueue.path}?account=${m.account}&sort=amount&order=desc`,
    );
    expect(desc.list.map((r: { id: string }) => r.id)).toEqual([b.id, c.id, a.id]);

    const ranged = await value(
      finance,
      'GET',
      `${R.depositQueue.path}?account=${m.account.toUpperCase()}&minAmount=1150&maxAmount=1250`,
    );
    expect(ranged.list.map((r: { id: string }) => r.id)).toEqual([c.id]);
    const method = await bankMethod(m);
    const byMethod = await value(
      finance,
      'GET',
      `${R.depositQueue.path}?account=${m.account}&methodId=${method.id}`,
    );
    expect(byMethod.total).toBe(3);
    const otherMethod = await value(
      finance,
      'GET',
      `${R.depositQueue.path}?account=${m.account}&methodId=999999`,
    );
    expect(otherMethod.total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await value(finance, 'GET', `${R.depositQueue.path}?account=${m.account}&from=${future}`)).total,
    ).toBe(0);
    expect((await value(finance, 'GET', `${R.depositQueue.path}?account=nobody-here`)).total).toBe(0);

    const row = desc.list[0];
    expect(row).toMatchObject({
      amount: '1300.00',
      status: 'AWAITING_REVIEW',
      reference: 'SAME-REF-1',
      claim: null,
      player: { account: m.account, balance: '70.00', depositsCredited: 0 },
    });
    expect(row.proofs).toEqual([{ id: expect.any(String), url: `/admin/uploads/${b.proof}` }]);
    // A brand-new account; the reference another member also gave.
    expect(row.flags).toEqual(['NEW_ACCOUNT', 'SHARED_REFERENCE']);
    expect(desc.list[2].flags).toEqual(['NEW_ACCOUNT']);
    // The proof opens for the console with the bearer token.
    const image = await t.app.inject({ url: row.proofs[0].url, headers: finance });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);

    const detail = await value(finance, 'GET', path(R.deposit.path, a.id));
    expect(detail.row.id).toBe(a.id);
    expect(detail.recentDeposits.map((d: { id: string }) => d.id)).toEqual([c.id, b.id, a.id]);
    expect(detail.recentWithdrawals).toEqual([]);
  });

  it('answers malformed filters and bodies with localised 4xx, never a 500', async () => {
    const bad = async (method: InjectOptions['method'], url: string, payload?: object, lang = 'en') => {
      const res = await send({ ...finance, 'x-language': lang }, method, url, payload);
      return [res.statusCode, res.json().code, res.json().value?.fields?.[0]?.field ?? null] as const;
    };
    expect(await bad('GET', `${R.depositQueue.path}?minAmount=abc`)).toEqual([
      400,
      'VALIDATION_ERROR',
      'minAmount',
    ]);
    expect(await bad('GET', `${R.depositQueue.path}?minAmount=5&maxAmount=1`)).toEqual([
      400,
      'VALIDATION_ERROR',
      'maxAmount',
    ]);
    const bn = await send(
      { ...finance, 'x-language': 'bn' },
      'GET',
      `${R.depositQueue.path}?minAmount=5&maxAmount=1`,
    );
    expect(bn.json().value.fields[0].message).toBe('সর্বোচ্চ পরিমাণ সর্বনিম্ন পরিমাণের চেয়ে কম হতে পারবে না।');
    expect(await bad('GET', `${R.depositQueue.path}?from=yesterday`)).toEqual([
      400,
      'VALIDATION_ERROR',
      'from',
    ]);
    expect(await bad('GET', `${R.depositQueue.path}?sort=id`)).toEqual([400, 'VALIDATION_ERROR', 'sort']);
    expect(await bad('GET', `${R.depositQueue.path}?colour=red`)).toEqual([400, 'UNKNOWN_FIELD', 'colour']);
    expect(await bad('GET', `${R.withdrawalQueue.path}?status=LOST`)).toEqual([
      400,
      'VALIDATION_ERROR',
      'status',
    ]);
    expect((await bad('GET', path(R.deposit.path, 'x1')))[0]).toBe(400);
    expect((await bad('GET', path(R.deposit.path, '987654321')))[1]).toBe('NOT_FOUND');
    expect(await bad('POST', R.bulkDeposits.path, { action: 'approve', ids: [] })).toEqual([
      400,
      'VALIDATION_ERROR',
      'ids',
    ]);
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect((await bad('POST', R.bulkDeposits.path, { action: 'approve', ids: many }))[0]).toBe(400);
    expect((await bad('POST', R.bulkDeposits.path, { action: 'approve', ids: ['1', '1'] }))[0]).toBe(400);
    expect((await bad('POST', R.bulkWithdrawals.path, { action: 'refund', ids: ['1'] }))[0]).toBe(400);
    expect((await bad('POST', path(R.claimDeposit.path, '1'), { takeOver: 'yes' }))[0]).toBe(400);
  });
});

describe('claims', () => {
  it('give a row to exactly one of many operators claiming at once, and refuse the others', async () => {
    const m = await walletMember(t);
    const d = await transfer(m, '1000');
    const operators = [
      finance,
      finance2,
      ...(await Promise.all([1, 2, 3, 4].map(() => operatorSession(t, 'TIGER', 'finance')))),
    ];
    const answers = await Promise.all(
      operators.map((h) => send(h, 'POST', path(R.claimDeposit.path, d.id), {})),
    );
    const codes = answers.map((r) => (r.json().success ? 'OK' : r.json().code)).sort();
    expect(codes).toEqual([
      'CLAIMED_BY_OTHER',
      'CLAIMED_BY_OTHER',
      'CLAIMED_BY_OTHER',
      'CLAIMED_BY_OTHER',
      'CLAIMED_BY_OTHER',
      'OK',
    ]);
    const refused = answers.find((r) => !r.json().success);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json().message).toMatch(/is working on this until \d\d:\d\d \(UTC\)/);
    const rows = await t.db
      .selectFrom('payment_claims')
      .selectAll()
      .where('subject_id', '=', BigInt(d.id))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuse a decision on a row another operator holds, let the holder decide, and let an owner take over', async () => {
    const m = await walletMember(t);
    const d = await transfer(m, '1000');
    const claim = await value(finance, 'POST', path(R.claimDeposit.path, d.id), {});
    expect(claim).toMatchObject({ mine: true });
    // Renewing one's own claim is fine; the queue shows who holds it.
    await value(finance, 'POST', path(R.claimDeposit.path, d.id), {});
    const seen = await value(finance2, 'GET', path(R.deposit.path, d.id));
    expect(seen.row.claim).toMatchObject({ mine: false, operator: 'Test operator' });

    // Another operator's decision is refused and changes nothing (no credit, no audit entry).
    const refused = await send(
      { ...finance2, 'x-language': 'bn' },
      'POST',
      `/admin/api/deposits/${d.id}/approve`,
    );
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'CLAIMED_BY_OTHER']);
    expect(refused.json().message).toContain('পর্যন্ত এটি নিয়ে কাজ করছেন');
    expect((await value(finance, 'GET', path(R.deposit.path, d.id))).row.status).toBe('AWAITING_REVIEW');
    expect(await auditOf('deposit.approve', d.id)).toEqual([]);
    // Nor may they release it; a finance operator may not take over.
    expect((await send(finance2, 'POST', path(R.releaseDeposit.path, d.id))).json().code).toBe(
      'CLAIMED_BY_OTHER',
    );
    expect(
      (await send(finance2, 'POST', path(R.claimDeposit.path, d.id), { takeOver: true })).json().code,
    ).toBe('FORBIDDEN');
    // An owner takes it over (audited), and then the first operator is the one refused.
    expect((await send(owner, 'POST', path(R.claimDeposit.path, d.id), {})).json().code).toBe(
      'CLAIMED_BY_OTHER',
    );
    await value(owner, 'POST', path(R.claimDeposit.path, d.id), { takeOver: true });
    expect(await auditOf('deposit.claim-take-over', d.id)).toHaveLength(1);
    expect(
      (await send(finance, 'POST', `/admin/api/deposits/${d.id}/reject`, { reason: 'x' })).json().code,
    ).toBe('CLAIMED_BY_OTHER');
    // The owner releases it; then finance claims and decides, and the claim goes with the decision.
    await value(owner, 'POST', path(R.releaseDeposit.path, d.id));
    await value(finance, 'POST', path(R.claimDeposit.path, d.id), {});
    const approved = await value(finance, 'POST', `/admin/api/deposits/${d.id}/approve`);
    expect(approved.status).toBe('CREDITED');
    const entries = await auditOf('deposit.approve', d.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({
      before: { status: 'AWAITING_REVIEW' },
      after: { status: 'CREDITED' },
    });
    expect(
      await t.db.selectFrom('payment_claims').selectAll().where('subject_id', '=', BigInt(d.id)).execute(),
    ).toEqual([]);
    // A decided row cannot be claimed.
    expect((await send(finance2, 'POST', path(R.claimDeposit.path, d.id), {})).json().code).toBe(
      'INVALID_STATE',
    );
  });

  it('end when they expire', async () => {
    const m = await walletMember(t);
    const d = await transfer(m, '1000');
    await value(finance, 'POST', path(R.claimDeposit.path, d.id), {});
    await t.db
      .updateTable('payment_claims')
      .set({ claimed_at: new Date(Date.now() - 20 * 60_000), expires_at: new Date(Date.now() - 60_000) })
      .where('subject_id', '=', BigInt(d.id))
      .execute();
    expect((await value(finance2, 'GET', path(R.deposit.path, d.id))).row.claim).toBeNull();
    expect(await value(finance2, 'POST', path(R.claimDeposit.path, d.id), {})).toMatchObject({ mine: true });
  });
});

describe('bulk decisions', () => {
  it('decide each row in its own transaction and say which failed and why', async () => {
    const m = await walletMember(t);
    const fine = await transfer(m, '1000');
    const held = await transfer(m, '1100');
    const done = await transfer(m, '1200');
    await value(finance, 'POST', `/admin/api/deposits/${done.id}/approve`);
    await value(finance2, 'POST', path(R.claimDeposit.path, held.id), {});
    const answer = await value(finance, 'POST', R.bulkDeposits.path, {
      action: 'approve',
      ids: [fine.id, held.id, done.id, '987654321'],
    });
    expect(
      answer.results.map((r: { id: string; ok: boolean; code: string | null }) => [r.id, r.ok, r.code]),
    ).toEqual([
      [fine.id, true, null],
      [held.id, false, 'CLAIMED_BY_OTHER'],
      [done.id, false, 'INVALID_STATE'],
      ['987654321', false, 'NOT_FOUND'],
    ]);
    expect(answer.results[2].message).toBe('This can no longer be done: its status has changed.');
    const balance = (await send(m.headers, 'GET', WALLET_ROUTES.balance.path)).json().value.main;
    expect(balance).toBe('2200.00');
    expect(await auditOf('deposit.approve', fine.id)).toHaveLength(1);
    expect(await auditOf('deposit.approve', held.id)).toEqual([]);

    const rejected = await value(finance2, 'POST', R.bulkDeposits.path, {
      action: 'reject',
      ids: [held.id],
      reason: 'No money arrived',
    });
    expect(rejected.results).toEqual([{ id: held.id, ok: true, code: null, message: null }]);
    const entry = (await auditOf('deposit.reject', held.id))[0];
    expect(entry?.details).toMatchObject({ reason: 'No money arrived', after: { status: 'REJECTED' } });
  });
});

describe('the withdrawal queue', () => {
  it('shows a quick withdrawal after a deposit with little wagering, and pays it in bulk', async () => {
    // No wagering asked before a withdrawal, so the member may withdraw at once.
    const limits = await value(owner, 'GET', R.methods.path);
    await value(owner, 'PUT', R.withdrawalLimits.path, {
      min: limits.withdrawals.min,
      max: limits.withdrawals.max,
      turnoverPercent: 0,
    });
    try {
      const m = await walletMember(t);
      const d = await transfer(m, '2000');
      await value(finance, 'POST', `/admin/api/deposits/${d.id}/approve`);
      const account = (
        await send(m.headers, 'POST', WALLET_ROUTES.bankAccounts.path, {
          bankName: 'BRAC Bank',
          accountNumber: '1501-2026-0042-77',
        })
      ).json().value.id as string;
      const res = await sendSealed(
        t.app,
        'TIGER',
        'POST',
        WALLET_ROUTES.withdrawals.path,
        { bankAccountId: account, amount: '1500', paymentPassword: '112233', requestId: rid() },
        { headers: { authorization: m.headers.authorization as string } },
      );
      const w = res.json().value as { id: string };
      const queue = await value(
        finance,
        'GET',
        `${R.withdrawalQueue.path}?account=${m.account}&status=PENDING&bank=BRAC%20Bank`,
      );
      expect(queue.list).toHaveLength(1);
      expect(queue.list[0]).toMatchObject({
        id: w.id,
        amount: '1500.00',
        bank: 'BRAC Bank ····4277',
        player: {
          balance: '500.00',
          depositsCredited: 1,
          depositsCreditedSum: '2000.00',
          withdrawalsPending: 1,
        },
      });
      expect(queue.list[0].flags).toEqual(['NEW_ACCOUNT', 'QUICK_WITHDRAWAL']);
      const paid = await value(finance, 'POST', R.bulkWithdrawals.path, {
        action: 'pay',
        ids: [w.id],
        reference: 'BRAC-99',
      });
      expect(paid.results).toEqual([{ id: w.id, ok: true, code: null, message: null }]);
      const after = await value(finance, 'GET', path(R.withdrawal.path, w.id));
      expect(after.row).toMatchObject({
        status: 'PAID',
        confirmation: 'AWAITING',
        paymentReference: 'BRAC-99',
      });
      expect(after.recentDeposits.map((x: { id: string }) => x.id)).toEqual([d.id]);
      expect(await auditOf('withdrawal.pay', w.id)).toHaveLength(1);
    } finally {
      await value(owner, 'PUT', R.withdrawalLimits.path, {
        min: limits.withdrawals.min,
        max: limits.withdrawals.max,
        turnoverPercent: limits.withdrawals.turnoverPercent,
      });
    }
  });
});

describe('payment methods and limits', () => {
  it('change a method (audited), which the next deposit honours; refuse bad limits with field errors', async () => {
    const state = await value(owner, 'GET', R.methods.path);
    const bank = state.methods.find((x: { kind: string }) => x.kind === 'BANK_TRANSFER');
    const m = await walletMember(t);

    const bad = await send({ ...owner, 'x-language': 'bn' }, 'PUT', path(R.updateMethod.path, bank.id), {
      enabled: true,
      min: '500',
      max: '100',
    });
    expect([bad.statusCode, bad.json().value.fields]).toEqual([
      400,
      [{ field: 'max', message: 'সর্বোচ্চ পরিমাণ সর্বনিম্ন পরিমাণের চেয়ে কম হতে পারবে না।' }],
    ]);
    const zero = await send(owner, 'PUT', path(R.updateMethod.path, bank.id), {
      enabled: true,
      min: '0',
      max: '1.234',
    });
    expect(zero.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['min', 'max']);
    // Finance may not change methods.
    expect(
      (await send(finance, 'PUT', path(R.updateMethod.path, bank.id), { enabled: true, min: '1', max: '2' }))
        .statusCode,
    ).toBe(403);

    const changed = await value(owner, 'PUT', path(R.updateMethod.path, bank.id), {
      enabled: true,
      min: bank.min,
      max: '1500',
    });
    expect(changed.methods.find((x: { id: string }) => x.id === bank.id).max).toBe('1500.00');
    const entries = await auditOf('payment-method.update', bank.id);
    expect(entries.at(-1)?.details).toMatchObject({
      before: { max: expect.any(String) },
      after: { max: '150000' },
    });
    // The member's next deposit meets the new maximum.
    const over = await send(m.headers, 'POST', PAYMENT_ROUTES.bankDeposit.path, {
      methodId: bank.id,
      amount: '1600',
      reference: 'over',
      requestId: rid(),
    });
    expect(over.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    // Turned off, players no longer see it.
    await value(owner, 'PUT', path(R.updateMethod.path, bank.id), {
      enabled: false,
      min: bank.min,
      max: bank.max,
    });
    expect((await bankMethod(m)) ?? null).toBeNull();
    await value(owner, 'PUT', path(R.updateMethod.path, bank.id), {
      enabled: true,
      min: bank.min,
      max: bank.max,
    });
    expect((await bankMethod(m)).max).toBe(bank.max);
  });

  it("moves a method in the players' order", async () => {
    const state = await value(owner, 'GET', R.methods.path);
    const names = state.methods.map((x: { name: string }) => x.name);
    expect(names.length).toBeGreaterThan(1);
    const second = state.methods[1];
    const moved = await value(owner, 'POST', path(R.moveMethod.path, second.id), { direction: 'up' });
    expect(moved.methods.map((x: { name: string }) => x.name)).toEqual([
      names[1],
      names[0],
      ...names.slice(2),
    ]);
    // At the top it stays.
    const again = await value(owner, 'POST', path(R.moveMethod.path, second.id), { direction: 'up' });
    expect(again.methods.map((x: { name: string }) => x.name)).toEqual([
      names[1],
      names[0],
      ...names.slice(2),
    ]);
    await value(owner, 'POST', path(R.moveMethod.path, second.id), { direction: 'down' });
    expect((await value(owner, 'GET', R.methods.path)).methods.map((x: { name: string }) => x.name)).toEqual(
      names,
    );
    expect(await auditOf('payment-method.move', second.id)).toHaveLength(2);
  });

  it('sets the withdrawal limits for players at once, audited with before and after', async () => {
    const state = await value(owner, 'GET', R.methods.path);
    const m = await walletMember(t);
    const info = async () => (await send(m.headers, 'GET', WALLET_ROUTES.withdrawalInfo.path)).json().value;
    const bad = await send(owner, 'PUT', R.withdrawalLimits.path, {
      min: '900',
      max: '800',
      turnoverPercent: 50,
    });
    expect(bad.json().value.fields).toEqual([
      { field: 'max', message: 'The maximum must not be below the minimum.' },
    ]);
    expect(
      (await send(owner, 'PUT', R.withdrawalLimits.path, { min: '1', max: '2', turnoverPercent: -1 }))
        .statusCode,
    ).toBe(400);
    try {
      const next = await value(owner, 'PUT', R.withdrawalLimits.path, {
        min: '750',
        max: '9000',
        turnoverPercent: 50,
      });
      expect(next.withdrawals).toMatchObject({ min: '750.00', max: '9000.00', turnoverPercent: 50 });
      expect(await info()).toMatchObject({ min: '750.00', max: '9000.00' });
      const entry = (await auditOf('withdrawal-limits.update', 'TIGER')).at(-1);
      expect(entry?.details).toEqual({
        before: {
          withdrawalMin: state.withdrawals.min,
          withdrawalMax: state.withdrawals.max,
          turnoverPercent: state.withdrawals.turnoverPercent,
        },
        after: { withdrawalMin: '750.00', withdrawalMax: '9000.00', turnoverPercent: 50 },
      });
    } finally {
      await value(owner, 'PUT', R.withdrawalLimits.path, {
        min: state.withdrawals.min,
        max: state.withdrawals.max,
        turnoverPercent: state.withdrawals.turnoverPercent,
      });
    }
    expect(await info()).toMatchObject({ min: state.withdrawals.min });
  });
});
