import { PAYMENT_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import { sendSealed } from '../../test/accounts.ts';
import { eventsOf, writtenTogether } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';

let t: TestApp;
/** Real time (sealed bodies carry it), shifted forward when a test needs minutes to pass. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let finance: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now });
  finance = await operatorSession(t, 'TIGER', 'finance');
});
afterAll(() => t.close());
afterEach(async () => {
  offsetMs = 0;
  await expectLedgerHealthy(t);
});

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });
const send = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const operator = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: finance, ...(payload ? { payload } : {}) });

async function bank(m: TestMember): Promise<string> {
  const res = await send(m, WALLET_ROUTES.bankAccounts.path, {
    bankName: 'BRAC Bank',
    accountNumber: '1501-2026-0042-77',
  });
  return res.json().value.id;
}
/** The withdrawal call is E: its body travels sealed, as the player site sends it. */
const withdraw = (
  m: TestMember,
  bankAccountId: string,
  amount: string,
  extra: Partial<{ paymentPassword: string; requestId: string }> = {},
) =>
  sendSealed(
    t.app,
    'TIGER',
    'POST',
    WALLET_ROUTES.withdrawals.path,
    { bankAccountId, amount, paymentPassword: '112233', requestId: rid(), ...extra },
    { headers: { authorization: m.headers.authorization as string } },
  );

describe('bank accounts', () => {
  it("binds accounts in the member's own name, masked, at most three", async () => {
    const m = await walletMember(t);
    const first = await send(m, WALLET_ROUTES.bankAccounts.path, {
      bankName: 'BRAC Bank',
      accountNumber: '1501 2026 0042 77',
    });
    expect(first.json().value).toMatchObject({
      bankName: 'BRAC Bank',
      accountNumberMasked: '····4277',
      accountName: 'Test Player',
    });
    expect(
      (
        await send(m, WALLET_ROUTES.bankAccounts.path, {
          bankName: 'BRAC Bank',
          accountNumber: '150120260042-77',
        })
      ).json().code,
    ).toBe('ALREADY_BOUND');
    await send(m, WALLET_ROUTES.bankAccounts.path, { bankName: 'Sonali Bank', accountNumber: '22220000111' });
    await send(m, WALLET_ROUTES.bankAccounts.path, { bankName: 'Sonali Bank', accountNumber: '22220000112' });
    const fourth = await send(m, WALLET_ROUTES.bankAccounts.path, {
      bankName: 'Sonali Bank',
      accountNumber: '22220000113',
    });
    expect(fourth.json()).toMatchObject({
      code: 'BANK_ACCOUNT_LIMIT',
      message: 'You can bind at most 3 bank accounts.',
    });
    expect(
      (
        await send(m, WALLET_ROUTES.bankAccounts.path, {
          bankName: 'Bank of Nowhere',
          accountNumber: '123456789',
        })
      ).json().code,
    ).toBe('VALIDATION_ERROR');
    expect(
      (
        await send(m, WALLET_ROUTES.bankAccounts.path, { bankName: 'BRAC Bank', accountNumber: '12ab' })
      ).json().code,
    ).toBe('VALIDATION_ERROR');
    // The full number is never stored in the clear.
    const stored = await t.db
      .selectFrom('member_bank_accounts')
      .select('account_number_sealed')
      .where('member_id', '=', m.id)
      .execute();
    expect(stored.every((s) => !s.account_number_sealed.includes('150120260042'))).toBe(true);
  });

  it('needs the bank account name first', async () => {
    const m = await walletMember(t, { payeeName: null });
    expect(
      (
        await send(m, WALLET_ROUTES.bankAccounts.path, { bankName: 'BRAC Bank', accountNumber: '123456789' })
      ).json().code,
    ).toBe('PAYEE_NAME_REQUIRED');
  });
});

describe('withdrawal requests', () => {
  it('holds the amount at once, and the operator pays it', async () => {
    const m = await walletMember(t, { balance: '3000.00' });
    const account = await bank(m);
    const res = await withdraw(m, account, '1200.00');
    const w = res.json().value;
    expect(w).toMatchObject({
      status: 'PENDING',
      amount: '1200.00',
      bankName: 'BRAC Bank',
      accountNumberMasked: '····4277',
      confirmation: null,
    });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value).toMatchObject({
      main: '1800.00',
      pendingWithdrawal: '1200.00',
    });

    const paid = await operator(`/admin/api/withdrawals/${w.id}/approve`, { reference: 'BRAC-TT-0091' });
    expect(paid.json().value).toMatchObject({ status: 'PAID', confirmation: 'AWAITING' });
    // Tiger Star: received after 60 minutes without an answer.
    const wait = Date.parse(paid.json().value.autoConfirmAt) - Date.parse(paid.json().value.decidedAt);
    expect(wait).toBe(60 * 60_000);
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value).toMatchObject({
      main: '1800.00',
      pendingWithdrawal: '0.00',
    });
    const message = (await get(m, '/wps/member/messages')).json().value.list[0];
    expect(message).toMatchObject({ kind: 'WITHDRAWAL_APPROVED', title: 'Withdrawal approved' });
    expect(message.content).toContain('1,200.00 BDT');

    // The member confirms receipt; nothing more moves.
    const confirmed = await send(m, `${WALLET_ROUTES.withdrawals.path}/${w.id}/confirm`, {
      action: 'RECEIVED',
    });
    expect(confirmed.json().value).toMatchObject({ status: 'COMPLETED', confirmation: 'RECEIVED' });
    expect(
      (await send(m, `${WALLET_ROUTES.withdrawals.path}/${w.id}/confirm`, { action: 'RECEIVED' })).json()
        .code,
    ).toBe('INVALID_STATE');
  });

  it('returns the amount when the operator rejects it', async () => {
    const m = await walletMember(t, { balance: '900.00' });
    const w = (await withdraw(m, await bank(m), '900')).json().value;
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('0.00');
    const rejected = await operator(`/admin/api/withdrawals/${w.id}/reject`, {
      reason: 'Name does not match',
    });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', reason: 'Name does not match' });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('900.00');
    expect((await get(m, '/wps/member/messages')).json().value.list[0]).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED',
    });
    expect((await operator(`/admin/api/withdrawals/${w.id}/approve`)).json().code).toBe('INVALID_STATE');
  });

  it("refuses what it must: password, limits, overdraft, wagering, other people's accounts", async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    const account = await bank(m);
    expect((await withdraw(m, account, '600', { paymentPassword: 'wrong' })).json().code).toBe(
      'PAYMENT_PASSWORD_INVALID',
    );
    expect((await withdraw(m, account, '499.99')).json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be between 500.00 and 50000.00.',
    });
    for (const amount of ['-600', '0', 'six hundred', '600.001', '6e2']) {
      expect((await withdraw(m, account, amount)).json().code, amount).toBe('AMOUNT_INVALID');
    }
    expect((await withdraw(m, account, '1000.01')).json().code).toBe('INSUFFICIENT_FUNDS');
    const first = await withdraw(m, account, '600');
    expect(first.json().value.status).toBe('PENDING');
    // A second request that would overdraw is refused; the first stays held.
    expect((await withdraw(m, account, '600')).json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value).toMatchObject({
      main: '400.00',
      pendingWithdrawal: '600.00',
    });

    const stranger = await walletMember(t, { balance: '1000.00' });
    expect((await withdraw(stranger, account, '600')).json().code).toBe('NOT_FOUND');
    expect((await get(stranger, `${WALLET_ROUTES.withdrawals.path}`)).json().value.total).toBe(0);
    expect(
      (
        await send(stranger, `${WALLET_ROUTES.withdrawals.path}/${first.json().value.id}/confirm`, {
          action: 'RECEIVED',
        })
      ).json().code,
    ).toBe('NOT_FOUND');

    const noPassword = await walletMember(t, { balance: '1000.00', paymentPassword: null });
    expect((await withdraw(noPassword, await bank(noPassword), '600')).json().code).toBe(
      'PAYMENT_PASSWORD_REQUIRED',
    );
  });

  it('waits for the wagering requirement of a deposit', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
    // A deposit of 700 asks for 700 of valid bets (Tiger Star: 100%).
    await t.db.transaction().execute(async (trx) => {
      const { addDepositRequirement } = await import('./turnover.ts');
      await addDepositRequirement(trx, brand, m.id, 424242n, 70_000n);
    });
    const account = await bank(m);
    expect((await withdraw(m, account, '500')).json()).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      message: 'Please play through 700.00 more before withdrawing.',
    });
    await t.db.transaction().execute(async (trx) => {
      const { recordWager } = await import('./turnover.ts');
      await recordWager(trx, brand, m.id, 70_000n);
    });
    expect((await get(m, WALLET_ROUTES.withdrawalInfo.path)).json().value.turnoverRemaining).toBe('0.00');
    expect((await withdraw(m, account, '100', {})).json().code).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it("keeps to the member's own daily amount limit (the VIP level's port; issue 19)", async () => {
    const m = await walletMember(t, { balance: '10000.00' });
    const brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
    // The member's VIP level gives a daily limit of 1200.00 (rows of the vip module, as its ladder writes them).
    await t.db
      .insertInto('vip_levels')
      .values({
        merchant_id: brand.id,
        level: 42,
        names: JSON.stringify({ en: 'Test', bn: 'পরীক্ষা' }),
        style: 'gold',
        valid_bet_minor: 0n,
        deposits_minor: 0n,
        points_multiplier_bps: 10_000,
        rebate_extra_bps: 0,
        withdrawal_daily_limit_minor: 120_000n,
        contact: null,
        reward_kind: null,
        reward_amount: 0n,
        reward_wager_multiple: 0,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'level']).doUpdateSet({ withdrawal_daily_limit_minor: 120_000n }),
      )
      .execute();
    await t.db
      .insertInto('vip_members')
      .values({
        member_id: m.id,
        merchant_id: brand.id,
        level: 42,
        reached_at: null,
        notice_review: null,
        notice_level: null,
        notice_at: null,
      })
      .execute();
    const account = await bank(m);
    expect((await withdraw(m, account, '700')).json().value.status).toBe('PENDING');
    const over = (await withdraw(m, account, '600')).json();
    expect(over).toMatchObject({ code: 'WITHDRAWAL_DAILY_AMOUNT' });
    expect(over.message).toContain('1,200.00');
    expect((await withdraw(m, account, '500')).json().value.status).toBe('PENDING');
    await t.db.deleteFrom('vip_members').where('member_id', '=', m.id).execute();
    await t.db.deleteFrom('vip_levels').where('level', '=', 42).execute();
  });

  it("allows the brand's number of requests a day", async () => {
    const m = await walletMember(t, { balance: '10000.00' });
    const account = await bank(m);
    for (let i = 0; i < 5; i += 1)
      expect((await withdraw(m, account, '500')).json().value.status).toBe('PENDING');
    expect((await withdraw(m, account, '500')).json().code).toBe('WITHDRAWAL_LIMIT');
  });

  it('replays a retried request instead of holding twice', async () => {
    const m = await walletMember(t, { balance: '2000.00' });
    const account = await bank(m);
    const requestId = rid();
    const a = (await withdraw(m, account, '700', { requestId })).json().value;
    const b = (await withdraw(m, account, '700', { requestId })).json().value;
    expect(b.id).toBe(a.id);
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('1300.00');
    expect((await withdraw(m, account, '800', { requestId })).json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('confirmation after payment (spec section 4)', () => {
  async function paid(balance = '1000.00') {
    const m = await walletMember(t, { balance });
    const w = (await withdraw(m, await bank(m), '600')).json().value;
    await operator(`/admin/api/withdrawals/${w.id}/approve`, { reference: 'REF' });
    return { m, w };
  }

  it("counts as received after the brand's minutes without an answer", async () => {
    const { m, w } = await paid();
    expect(await t.app.services.withdrawals.autoConfirm()).toBe(0);
    offsetMs = 61 * 60_000;
    expect(await t.app.services.withdrawals.autoConfirm()).toBeGreaterThanOrEqual(1);
    offsetMs = 0;
    const after = (await get(m, WALLET_ROUTES.withdrawals.path))
      .json()
      .value.list.find((x: { id: string }) => x.id === w.id);
    expect(after).toMatchObject({ status: 'COMPLETED', confirmation: 'AUTO_CONFIRMED', autoConfirmAt: null });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('400.00');
  });

  it('takes a "not received" with proof, which the operator answers', async () => {
    const { m, w } = await paid();
    expect(
      (await send(m, `${WALLET_ROUTES.withdrawals.path}/${w.id}/confirm`, { action: 'NOT_RECEIVED' })).json()
        .code,
    ).toBe('UPLOAD_INVALID');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const proof = (
      await t.app.inject({
        method: 'POST',
        url: PAYMENT_ROUTES.upload.path,
        headers: { ...m.headers, 'content-type': 'image/png' },
        payload: png,
      })
    ).json().value.id;
    const disputed = await send(m, `${WALLET_ROUTES.withdrawals.path}/${w.id}/confirm`, {
      action: 'NOT_RECEIVED',
      proofIds: [proof],
    });
    expect(disputed.json().value).toMatchObject({ status: 'DISPUTED', confirmation: 'NOT_RECEIVED' });
    // A disputed withdrawal never auto-confirms.
    offsetMs = 24 * 3_600_000;
    await t.app.services.withdrawals.autoConfirm();
    offsetMs = 0;
    const list = (
      await t.app.inject({ url: '/admin/api/withdrawals?status=DISPUTED', headers: finance })
    ).json().value;
    expect(list.find((x: { id: string }) => x.id === w.id)?.proofIds).toEqual([proof]);
    const full = await operator(`/admin/api/withdrawals/${w.id}/resolve`, {
      outcome: 'FULL_PAYMENT',
      note: 'Bank statement line 14',
    });
    expect(full.json().value).toMatchObject({ status: 'COMPLETED', confirmation: 'FULL_PAYMENT' });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('400.00');
  });

  it('refunds a payment that really did not arrive, and a forced receipt refunds nothing', async () => {
    const first = await paid();
    await send(first.m, `${WALLET_ROUTES.withdrawals.path}/${first.w.id}/confirm`, {
      action: 'NOT_RECEIVED',
      proofIds: [],
    }).catch(() => null);
    const refunded = await operator(`/admin/api/withdrawals/${first.w.id}/resolve`, {
      outcome: 'REFUND',
      note: 'Bank returned the transfer',
    });
    expect(refunded.json().value.status).toBe('REFUNDED');
    expect((await get(first.m, WALLET_ROUTES.balance.path)).json().value.main).toBe('1000.00');
    // Paid into the member's own payment-clearing account and refunded out of it (ADR 0052).
    const clearing = await t.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['p.amount', 'p.balance_after'])
      .where('a.member_id', '=', first.m.id)
      .where('a.kind', '=', 'PAYMENT_CLEARING')
      .orderBy('p.id')
      .execute();
    expect(clearing).toEqual([
      { amount: 60_000n, balance_after: 60_000n },
      { amount: -60_000n, balance_after: 0n },
    ]);
    expect((await get(first.m, '/wps/member/messages')).json().value.list[0].title).toBe(
      'Withdrawal returned',
    );
    expect(
      (await operator(`/admin/api/withdrawals/${first.w.id}/resolve`, { outcome: 'REFUND' })).json().code,
    ).toBe('INVALID_STATE');

    const second = await paid();
    const forced = await operator(`/admin/api/withdrawals/${second.w.id}/resolve`, {
      outcome: 'FORCED_RECEIPT',
    });
    expect(forced.json().value).toMatchObject({ status: 'COMPLETED', confirmation: 'FORCED_RECEIPT' });
    expect((await get(second.m, WALLET_ROUTES.balance.path)).json().value.main).toBe('400.00');
  });
});

describe('withdrawal.paid and the live balance it drives (ADR 0021)', () => {
  it('is written once when the operator pays, not when one refuses; the push follows once', async () => {
    const m = await walletMember(t, { balance: '2000.00' });
    const brand = await t.app.services.brands.findByCode('TIGER');
    const account = await bank(m);
    const refused = (await withdraw(m, account, '600')).json().value;
    await operator(`/admin/api/withdrawals/${refused.id}/reject`, { reason: 'no' });
    const w = (await withdraw(m, account, '500')).json().value;
    // From here on: the request and the refusal pushed their balances themselves, as before.
    const heard: { main: string; pendingWithdrawal: string }[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(brand?.id as number, m.id), (event) => {
      const e = event as { type: string; balance?: { main: string; pendingWithdrawal: string } };
      if (e.type === 'balance' && e.balance)
        heard.push({ main: e.balance.main, pendingWithdrawal: e.balance.pendingWithdrawal });
    });
    expect(
      (await operator(`/admin/api/withdrawals/${w.id}/approve`, { reference: 'EVT-1' })).json().value.status,
    ).toBe('PAID');
    expect(
      (await operator(`/admin/api/withdrawals/${w.id}/approve`, { reference: 'EVT-1' })).json().code,
    ).toBe('INVALID_STATE');

    const events = await eventsOf(t.db, 'withdrawal.paid', m.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      aggregate: 'member',
      aggregateId: String(m.id),
      merchantId: brand?.id,
    });
    expect(events[0]?.payload).toEqual({
      memberId: String(m.id),
      withdrawalId: w.id,
      amount: '50000',
      currency: 'BDT',
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await writtenTogether(t.db, 'withdrawals', BigInt(w.id), events[0]?.id as bigint)).toBe(true);

    // The payment's push is the wallet's subscriber: tests drive the dispatcher (the app starts it).
    expect(heard).toEqual([]);
    await t.app.services.outbox.runOnce();
    await t.app.services.outbox.runOnce();
    expect(heard).toEqual([{ main: '1500.00', pendingWithdrawal: '0.00' }]);
    stop();
  });
});
