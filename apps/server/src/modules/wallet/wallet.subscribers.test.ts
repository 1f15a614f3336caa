import { PAYMENT_ROUTES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { memberChannel } from '../../platform/events.ts';
import { createTestDatabase, TEST_TEMPLATE, type TestApp, type TestDatabase } from '../../test/test-app.ts';
import { operatorSession, rid, walletMember } from '../../test/wallet.ts';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  // Background work on, as in production: the dispatcher runs by itself and is woken by commits.
  const app = await buildApp({ config, db: database.db, webTemplate: TEST_TEMPLATE, jobs: true });
  await app.ready();
  t = { app, db: database.db, config, close: () => app.close() };
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the outbox in the app lifecycle (ADR 0021)', () => {
  it("delivers a credit's live balance by itself, and gives its lease back on close", async () => {
    const m = await walletMember(t);
    const brand = await t.app.services.brands.findByCode('TIGER');
    const heard: string[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(brand?.id as number, m.id), (event) => {
      const e = event as { type: string; balance?: { main: string } };
      if (e.type === 'balance') heard.push(e.balance?.main as string);
    });
    const methods = (await t.app.inject({ url: PAYMENT_ROUTES.methods.path, headers: m.headers })).json()
      .value as { id: string; kind: string }[];
    const deposit = (
      await t.app.inject({
        method: 'POST',
        url: PAYMENT_ROUTES.bankDeposit.path,
        headers: m.headers,
        payload: {
          methodId: methods.find((x) => x.kind === 'BANK_TRANSFER')?.id,
          amount: '1000',
          reference: 'LIFE-1',
          requestId: rid(),
        },
      })
    ).json().value as { id: string };
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${deposit.id}/approve`,
      headers: await operatorSession(t, 'TIGER', 'finance'),
    });
    expect(approved.json().value.status).toBe('CREDITED');
    await until(() => heard.length > 0);
    expect(heard).toEqual(['1000.00']);
    stop();

    const lease = () =>
      t.db
        .selectFrom('outbox_subscribers')
        .select(['holder'])
        .where('name', '=', 'wallet.live-balance')
        .executeTakeFirstOrThrow();
    expect((await lease()).holder).not.toBeNull();
    await t.app.close();
    expect((await lease()).holder).toBeNull();
  });
});
