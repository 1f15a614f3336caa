import { WALLET_ROUTES } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  rid,
  type TestMember,
  useSimulatedTransferVendors,
  walletMember,
} from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import type { SimulatedVendorGateway } from './vendor-gateway.ts';

let t: TestApp;
let tiger: Brand;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await useSimulatedTransferVendors(t);
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });
const send = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const gateway = () => t.app.services.vendorGateway as SimulatedVendorGateway;

describe('balance and funds', () => {
  it('shows the main wallet with 2 decimals, and every vendor wallet', async () => {
    const m = await walletMember(t, { balance: '1234.5' });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value).toEqual({
      currency: 'BDT',
      exponent: 2,
      main: '1234.50',
      bonus: '0.00',
      pendingWithdrawal: '0.00',
    });
    const funds = (await get(m, WALLET_ROUTES.funds.path)).json().value;
    expect(funds.total).toBe('1234.50');
    expect(funds.vendors.map((v: { vendorCode: string }) => v.vendorCode)).toEqual([
      'ARE',
      'BTI',
      'DS88',
      'IMES',
      'SB1',
    ]);
    expect((await get(m, WALLET_ROUTES.merchantWallet.path)).json().value.isSingle).toBe(false);
  });

  it('is for real members only', async () => {
    expect(
      (await t.app.inject({ url: WALLET_ROUTES.balance.path, headers: { 'x-merchant': 'TIGER' } })).json()
        .code,
    ).toBe('NOT_LOGGED_IN');
    const trial = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { 'x-merchant': 'TIGER' },
        payload: {},
      })
    ).json().value;
    const res = await t.app.inject({
      url: WALLET_ROUTES.balance.path,
      headers: { 'x-merchant': 'TIGER', authorization: `Bearer ${trial.token}` },
    });
    expect(res.json().code).toBe('NEED_REAL_ACCOUNT');
  });

  it('knows a single-wallet brand has no vendor wallets', async () => {
    const m = await walletMember(t, { merchant: 'JADE' });
    expect((await get(m, WALLET_ROUTES.merchantWallet.path)).json().value).toEqual({
      isSingle: true,
      vendors: [],
    });
  });
});

describe('transfers', () => {
  it('moves money to a vendor wallet and back', async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    // The member's open tabs hear the balance after each transfer, read with the movement itself.
    const heard: { type: string; balance?: { main: string; pendingWithdrawal: string } }[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(tiger.id, m.id), (event) => {
      heard.push(event as (typeof heard)[number]);
    });
    const out = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'BTI',
      amount: '250.00',
      requestId: rid(),
    });
    expect(out.json().value).toMatchObject({ from: 'MAIN', to: 'BTI', amount: '250.00', status: 'DONE' });
    let funds = (await get(m, WALLET_ROUTES.funds.path)).json().value;
    expect(funds.main).toBe('750.00');
    expect(funds.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'BTI').balance).toBe('250.00');
    expect(funds.total).toBe('1000.00');

    const back = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'BTI',
      to: 'MAIN',
      amount: '100',
      requestId: rid(),
    });
    expect(back.json().value.status).toBe('DONE');
    funds = (await get(m, WALLET_ROUTES.funds.path)).json().value;
    expect(funds.main).toBe('850.00');
    stop();
    expect(heard.filter((e) => e.type === 'balance').map((e) => e.balance?.main)).toEqual([
      '750.00',
      '850.00',
    ]);
  });

  it('leaves the money where it was when the vendor is down', async () => {
    const m = await walletMember(t, { balance: '500.00' });
    await gateway().setMode(tiger, 'IMES', 'DOWN');
    try {
      const res = await send(m, WALLET_ROUTES.transfer.path, {
        from: 'MAIN',
        to: 'IMES',
        amount: '200',
        requestId: rid(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('VENDOR_UNAVAILABLE');
      const funds = (await get(m, WALLET_ROUTES.funds.path)).json().value;
      expect(funds.main).toBe('500.00');
      expect(funds.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'IMES')).toMatchObject({
        balance: '0.00',
        status: 'UNAVAILABLE',
      });
    } finally {
      await gateway().setMode(tiger, 'IMES', 'UP');
    }
  });

  it('waits for a vendor that does not answer, and settles when the reconciler asks', async () => {
    const m = await walletMember(t, { balance: '300.00' });
    await gateway().setMode(tiger, 'DS88', 'TIMEOUT');
    const res = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'DS88',
      amount: '120',
      requestId: rid(),
    });
    expect(res.json().value.status).toBe('PENDING');
    await gateway().setMode(tiger, 'DS88', 'UP');
    let funds = (await get(m, WALLET_ROUTES.funds.path)).json().value;
    // On its way: out of the main wallet, not yet in the vendor's.
    expect([
      funds.main,
      funds.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'DS88').balance,
    ]).toEqual(['180.00', '0.00']);
    expect(await t.app.services.transfers.reconcile((id) => t.app.services.brands.findById(id))).toBe(0);
    clock = new Date(clock.getTime() + 60_000);
    expect(await t.app.services.transfers.reconcile((id) => t.app.services.brands.findById(id))).toBe(1);
    funds = (await get(m, WALLET_ROUTES.funds.path)).json().value;
    expect(funds.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'DS88').balance).toBe('120.00');
  });

  it('returns a transfer the vendor never received', async () => {
    const m = await walletMember(t, { balance: '300.00' });
    // A crash between the first leg and the call: the vendor has no record of it.
    const started = await t.db
      .insertInto('wallet_transfers')
      .values({
        merchant_id: tiger.id,
        member_id: m.id,
        vendor_code: 'ARE',
        direction: 'IN',
        amount: 5_000n,
        status: 'PENDING',
        created_at: new Date(clock.getTime() - 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      const { post } = await import('../ledger/ledger.ts');
      await post(trx, {
        merchantId: tiger.id,
        currency: 'BDT',
        kind: 'TRANSFER_OUT',
        idempotencyKey: `transfer:${started.id}:out`,
        postings: [
          { account: { merchantId: tiger.id, kind: 'MAIN', memberId: m.id }, amount: -5_000n },
          { account: { merchantId: tiger.id, kind: 'PROVIDER_CLEARING', memberId: m.id }, amount: 5_000n },
        ],
      });
    });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('250.00');
    expect(await t.app.services.transfers.reconcile((id) => t.app.services.brands.findById(id))).toBe(1);
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('300.00');
  });

  it('recalls every vendor wallet to the main wallet', async () => {
    const m = await walletMember(t, { balance: '900.00' });
    await send(m, WALLET_ROUTES.transfer.path, { from: 'MAIN', to: 'BTI', amount: '100', requestId: rid() });
    await send(m, WALLET_ROUTES.transfer.path, { from: 'MAIN', to: 'ARE', amount: '200', requestId: rid() });
    const res = await send(m, WALLET_ROUTES.recall.path, { requestId: rid() });
    const value = res.json().value;
    expect(
      value.transfers.map((x: { from: string; status: string }) => `${x.from}:${x.status}`).sort(),
    ).toEqual(['ARE:DONE', 'BTI:DONE']);
    expect(value.funds.main).toBe('900.00');
  });

  it('refuses bad amounts and overdrafts, and moves nothing', async () => {
    const m = await walletMember(t, { balance: '50.00' });
    for (const amount of [
      '-5',
      '0',
      '0.00',
      'abc',
      '1e3',
      '1.234',
      '+5',
      '5,00',
      '0x10',
      '99999999999999999',
      '',
    ]) {
      const res = await send(m, WALLET_ROUTES.transfer.path, {
        from: 'MAIN',
        to: 'BTI',
        amount,
        requestId: rid(),
      });
      expect(res.json().code, amount).toMatch(/AMOUNT_INVALID|VALIDATION_ERROR/);
    }
    const over = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'BTI',
      amount: '50.01',
      requestId: rid(),
    });
    expect(over.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(
      (
        await send(m, WALLET_ROUTES.transfer.path, { from: 'MAIN', to: 'XXX', amount: '1', requestId: rid() })
      ).json().code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await send(m, WALLET_ROUTES.transfer.path, { from: 'BTI', to: 'SB1', amount: '1', requestId: rid() })
      ).json().code,
    ).toBe('VALIDATION_ERROR');
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('50.00');
  });

  it('replays a retried request and refuses the same id with other details', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const requestId = rid();
    const first = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'BTI',
      amount: '40',
      requestId,
    });
    const again = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'BTI',
      amount: '40.00',
      requestId,
    });
    expect(again.json().value.transferId).toBe(first.json().value.transferId);
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('60.00');
    const changed = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'BTI',
      amount: '41',
      requestId,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
    // Ids are per member: another member may use the same one.
    const other = await walletMember(t, { balance: '10.00' });
    expect(
      (
        await send(other, WALLET_ROUTES.transfer.path, { from: 'MAIN', to: 'BTI', amount: '1', requestId })
      ).json().value.status,
    ).toBe('DONE');
  });
});
