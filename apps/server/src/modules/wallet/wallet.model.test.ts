import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rid, useSimulatedTransferVendors, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { ledgerProblems } from '../ledger/invariants.ts';
import { balanceOf } from '../ledger/ledger.ts';
import type { SimulatedVendorGateway } from './vendor-gateway.ts';

/**
 * Random sequences of money commands against a tiny in-memory model of what the wallet should
 * hold: after every step the member's wallets equal the model, and the ledger's invariants hold.
 */
interface Model {
  main: bigint;
  vendors: Record<string, bigint>;
  /** Withdrawals still pending, by id, with their amounts. */
  pending: Map<string, bigint>;
  down: Set<string>;
}
interface Real {
  t: TestApp;
  brand: Brand;
  memberId: bigint;
  bankAccountId: string;
}

const VENDORS = ['BTI', 'IMES'];

async function expectMatches(m: Model, r: Real) {
  expect(await balanceOf(r.t.db, r.brand.id, r.memberId, 'MAIN')).toBe(m.main);
  for (const v of VENDORS)
    expect(await balanceOf(r.t.db, r.brand.id, r.memberId, 'VENDOR', v)).toBe(m.vendors[v] ?? 0n);
  expect(await ledgerProblems(r.t.db)).toEqual([]);
}

/** Runs a command, turning the refusals the model predicts into `false`. */
async function attempt(work: () => Promise<unknown>, expected: string | null): Promise<void> {
  try {
    await work();
    expect(expected).toBeNull();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.code).toBe(expected);
  }
}

class Deposit implements fc.AsyncCommand<Model, Real> {
  readonly amount: bigint;
  constructor(amount: bigint) {
    this.amount = amount;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    await r.t.app.services.wallet.adjust(r.brand, r.memberId, this.amount, rid(), 'model deposit');
    m.main += this.amount;
    await expectMatches(m, r);
  }
  toString = () => `deposit(${this.amount})`;
}

class Transfer implements fc.AsyncCommand<Model, Real> {
  readonly vendor: string;
  readonly toVendor: boolean;
  readonly amount: bigint;
  constructor(vendor: string, toVendor: boolean, amount: bigint) {
    this.vendor = vendor;
    this.toVendor = toVendor;
    this.amount = amount;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    const held = this.toVendor ? m.main : (m.vendors[this.vendor] ?? 0n);
    const expected = m.down.has(this.vendor) ? null : held < this.amount ? 'INSUFFICIENT_FUNDS' : null;
    const input = {
      from: this.toVendor ? 'MAIN' : this.vendor,
      to: this.toVendor ? this.vendor : 'MAIN',
      amount: (Number(this.amount) / 100).toFixed(2),
      requestId: rid(),
    };
    let code: string | null = null;
    try {
      await r.t.app.services.transfers.transfer(r.brand, r.memberId, input);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      code = error.code;
    }
    if (held < this.amount) {
      expect(code).toBe('INSUFFICIENT_FUNDS');
    } else if (m.down.has(this.vendor)) {
      // Refused by the vendor: nothing moved.
      expect(code).toBe('VENDOR_UNAVAILABLE');
    } else {
      expect(code).toBe(expected);
      const sign = this.toVendor ? 1n : -1n;
      m.main -= sign * this.amount;
      m.vendors[this.vendor] = (m.vendors[this.vendor] ?? 0n) + sign * this.amount;
    }
    await expectMatches(m, r);
  }
  toString = () =>
    `transfer(${this.toVendor ? 'MAIN->' : ''}${this.vendor}${this.toVendor ? '' : '->MAIN'}, ${this.amount})`;
}

class Toggle implements fc.AsyncCommand<Model, Real> {
  readonly vendor: string;
  constructor(vendor: string) {
    this.vendor = vendor;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    const down = !m.down.has(this.vendor);
    await (r.t.app.services.vendorGateway as SimulatedVendorGateway).setMode(
      r.brand,
      this.vendor,
      down ? 'DOWN' : 'UP',
    );
    if (down) m.down.add(this.vendor);
    else m.down.delete(this.vendor);
  }
  toString = () => `toggle(${this.vendor})`;
}

class Withdraw implements fc.AsyncCommand<Model, Real> {
  readonly amount: bigint;
  constructor(amount: bigint) {
    this.amount = amount;
  }
  check = (m: Readonly<Model>) => m.pending.size < 5;
  async run(m: Model, r: Real) {
    const expected = m.main < this.amount ? 'INSUFFICIENT_FUNDS' : null;
    let id: string | null = null;
    await attempt(async () => {
      const w = await r.t.app.services.withdrawals.request(r.brand, r.memberId, {
        bankAccountId: r.bankAccountId,
        amount: (Number(this.amount) / 100).toFixed(2),
        paymentPassword: '112233',
        requestId: rid(),
      });
      id = w.id;
    }, expected);
    if (id) {
      m.main -= this.amount;
      m.pending.set(id, this.amount);
    }
    await expectMatches(m, r);
  }
  toString = () => `withdraw(${this.amount})`;
}

class Decide implements fc.AsyncCommand<Model, Real> {
  readonly pick: number;
  readonly approve: boolean;
  constructor(pick: number, approve: boolean) {
    this.pick = pick;
    this.approve = approve;
  }
  check = (m: Readonly<Model>) => m.pending.size > 0;
  async run(m: Model, r: Real) {
    const ids = [...m.pending.keys()];
    const id = ids[this.pick % ids.length] as string;
    if (this.approve) await r.t.app.services.withdrawals.approve(r.brand, id, 1, null);
    else {
      await r.t.app.services.withdrawals.reject(r.brand, id, 1, null);
      m.main += m.pending.get(id) as bigint;
    }
    m.pending.delete(id);
    await expectMatches(m, r);
  }
  toString = () => `${this.approve ? 'approve' : 'reject'}(#${this.pick})`;
}

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  await useSimulatedTransferVendors(t);
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  // Decisions need an operator id to record.
  await t.db.updateTable('operators').set({ role: 'owner' }).where('id', '=', 1).execute();
});
afterAll(() => t.close());

describe('the wallet against a model', () => {
  it('keeps every balance equal to the model through random commands', async () => {
    // Amounts in minor units from 500.00 up: withdrawals have a 500.00 minimum.
    const amount = fc.bigInt({ min: 50_000n, max: 400_000n });
    const commands = [
      amount.map((a) => new Deposit(a)),
      fc.tuple(fc.constantFrom(...VENDORS), fc.boolean(), amount).map(([v, to, a]) => new Transfer(v, to, a)),
      fc.constantFrom(...VENDORS).map((v) => new Toggle(v)),
      amount.map((a) => new Withdraw(a)),
      fc.tuple(fc.nat(), fc.boolean()).map(([p, a]) => new Decide(p, a)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15 }), async (cmds) => {
        const member = await walletMember(t, { balance: '1000.00' });
        await (t.app.services.vendorGateway as SimulatedVendorGateway).setMode(brand, 'BTI', 'UP');
        await (t.app.services.vendorGateway as SimulatedVendorGateway).setMode(brand, 'IMES', 'UP');
        const account = await t.app.services.withdrawals.addBankAccount(brand, member.id, {
          bankName: 'BRAC Bank',
          accountNumber: '123456789012',
        });
        await fc.asyncModelRun(
          () => ({
            model: { main: 100_000n, vendors: {}, pending: new Map(), down: new Set<string>() },
            real: { t, brand, memberId: member.id, bankAccountId: account.id },
          }),
          cmds,
        );
      }),
      { numRuns: 12 },
    );
  });
});
