import { PAYMENT_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendSealed } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, useSimulatedTransferVendors, walletMember } from '../../test/wallet.ts';

/**
 * Many requests at once for the same money. On PostgreSQL (npm run test:pg) they really run in
 * parallel on a pool of connections; the row locks must let exactly the right number through.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await useSimulatedTransferVendors(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const CONCURRENT = 50;

describe(`concurrent money commands (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`lets exactly one of ${CONCURRENT} withdrawals of the whole balance through`, async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    const account = (
      await t.app.inject({
        method: 'POST',
        url: WALLET_ROUTES.bankAccounts.path,
        headers: m.headers,
        payload: { bankName: 'BRAC Bank', accountNumber: '9988776655' },
      })
    ).json().value.id;
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        sendSealed(
          t.app,
          'TIGER',
          'POST',
          WALLET_ROUTES.withdrawals.path,
          { bankAccountId: account, amount: '1000.00', paymentPassword: '112233', requestId: rid() },
          { headers: { authorization: m.headers.authorization as string } },
        ),
      ),
    );
    const codes = results.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'OK'))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    const balance = (await t.app.inject({ url: WALLET_ROUTES.balance.path, headers: m.headers })).json()
      .value;
    expect(balance).toMatchObject({ main: '0.00', pendingWithdrawal: '1000.00' });
  });

  it(`lets exactly one of ${CONCURRENT} transfers of the whole balance through`, async () => {
    const m = await walletMember(t, { balance: '300.00' });
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: WALLET_ROUTES.transfer.path,
          headers: m.headers,
          payload: { from: 'MAIN', to: i % 2 ? 'BTI' : 'ARE', amount: '300', requestId: rid() },
        }),
      ),
    );
    const codes = results.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'OK'))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
  });

  it('credits a deposit once when its notice arrives many times at once', async () => {
    const m = await walletMember(t);
    const brand = await t.app.services.brands.findByCode('TIGER');
    const method = await t.db
      .selectFrom('payment_methods')
      .select('id')
      .where('merchant_id', '=', brand?.id as number)
      .where('kind', '=', 'BANK_TRANSFER')
      .executeTakeFirstOrThrow();
    const deposit = (
      await t.app.inject({
        method: 'POST',
        url: PAYMENT_ROUTES.bankDeposit.path,
        headers: m.headers,
        payload: { methodId: String(method.id), amount: '700', reference: 'same', requestId: rid() },
      })
    ).json().value;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.app.services.deposits.approve(brand as never, deposit.id, 1)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(
      (await t.app.inject({ url: WALLET_ROUTES.balance.path, headers: m.headers })).json().value.main,
    ).toBe('700.00');
  });
});
