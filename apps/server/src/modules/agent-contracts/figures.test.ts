import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { teamFiguresForPeriod } from './figures.ts';

/**
 * The contract settlement's team figures (issue 17; ADR 0038) over a small tree: agent A has a
 * member m1 and a sub-agent S (members m2, m3); B (another branch) has x1. One read answers for A,
 * S and B at once; each agent's own play is left out; open, cancelled and out-of-period bets and
 * a deposit outside the period never count.
 */
let d: TestDatabase;
let merchantId: number;
let methodId: bigint;
const ids: Record<string, bigint> = {};
const START = new Date('2032-03-01T00:00:00Z');
const END = new Date('2032-03-01T00:05:00Z');

beforeAll(async () => {
  d = await createTestDatabase({ seed: true });
  const brand = await d.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'TIGER')
    .executeTakeFirstOrThrow();
  merchantId = brand.id;
  methodId = (
    await d.db
      .selectFrom('payment_methods')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow()
  ).id;
  const member = async (key: string, parent: string | null, type: number, ip: string | null = null) => {
    const row = await d.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        account: `cf${key}${randomUUID().slice(0, 6)}`.toLowerCase(),
        type,
        password_hash: 'unused',
        referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
        register_method: 'TEST',
        register_ip: ip,
        parent_id: parent === null ? null : (ids[parent] as bigint),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  };
  await member('A', null, 1);
  await member('B', null, 1);
  await member('m1', 'A', 0, '10.9.9.9');
  await member('S', 'A', 2);
  await member('m2', 'S', 0, '10.9.9.9');
  await member('m3', 'S', 0);
  await member('x1', 'B', 0);
  let n = 0;
  const bet = async (key: string, at: Date, stake: bigint, payout: bigint, status = 'SETTLED') => {
    n += 1;
    await d.db
      .insertInto('bets')
      .values({
        merchant_id: merchantId,
        member_id: ids[key] as bigint,
        vendor_code: 'SIM',
        game_code: 'g',
        game_name: 'G',
        category: 'SLOT',
        external_id: `cf-${n}-${randomUUID()}`,
        stake,
        valid_bet: stake,
        payout,
        status: status as 'SETTLED',
        placed_at: new Date(at.getTime() - 1000),
        settled_at: status === 'SETTLED' ? at : null,
      })
      .execute();
  };
  const inside = new Date(START.getTime() + 60_000);
  await bet('m1', inside, 10_000n, 0n);
  await bet('m1', START, 5_000n, 2_000n);
  await bet('m2', inside, 300n, 900n);
  await bet('m3', inside, 20_000n, 10_000n);
  await bet('S', inside, 1_000n, 0n);
  await bet('A', inside, 99_999n, 0n);
  await bet('x1', inside, 7_000n, 0n);
  await bet('m1', END, 50_000n, 0n);
  await bet('m1', new Date(START.getTime() - 1), 50_000n, 0n);
  await bet('m2', inside, 50_000n, 0n, 'OPEN');
  await bet('m3', inside, 50_000n, 0n, 'CANCELLED');
  // m1 deposits in the period, m3 just before it.
  const deposit = async (key: string, at: Date) =>
    d.db
      .insertInto('deposits')
      .values({
        merchant_id: merchantId,
        member_id: ids[key] as bigint,
        method_id: methodId,
        amount: 10_000n,
        currency: 'BDT',
        status: 'CREDITED',
        request_id: randomUUID(),
        created_at: at,
        completed_at: at,
      })
      .execute();
  await deposit('m1', inside);
  await deposit('m3', new Date(START.getTime() - 1));
});

afterAll(async () => {
  await d?.close();
});

describe('teamFiguresForPeriod', () => {
  it('sums every agent’s team at once, nested teams counted for each ancestor', async () => {
    const f = await teamFiguresForPeriod(d.db, {
      merchantId,
      agentIds: [ids.A as bigint, ids.S as bigint, ids.B as bigint, ids.m1 as bigint],
      start: START,
      end: END,
      activeNeedsDeposit: false,
      lowBetMinor: 1_000n,
      duplicates: true,
    });
    // A: m1 (15,000 staked, 2,000 paid), S (1,000, 0), m2 (300, 900), m3 (20,000, 10,000).
    expect(f.get(ids.A as bigint)).toEqual({
      validBet: 36_300n,
      profitLoss: 12_900n - 36_300n,
      stake: 36_300n,
      payout: 12_900n,
      activeMembers: 4,
      lowBetMembers: 1,
      duplicateMembers: 2,
    });
    expect(f.get(ids.S as bigint)).toEqual({
      validBet: 20_300n,
      profitLoss: 10_900n - 20_300n,
      stake: 20_300n,
      payout: 10_900n,
      activeMembers: 2,
      lowBetMembers: 1,
      duplicateMembers: 1,
    });
    expect(f.get(ids.B as bigint)?.validBet).toBe(7_000n);
    // m1 has no team.
    expect(f.has(ids.m1 as bigint)).toBe(false);
  });

  it('counts only members with a credited deposit in the period as active when the brand asks', async () => {
    const f = await teamFiguresForPeriod(d.db, {
      merchantId,
      agentIds: [ids.A as bigint, ids.S as bigint],
      start: START,
      end: END,
      activeNeedsDeposit: true,
    });
    expect(f.get(ids.A as bigint)?.activeMembers).toBe(1);
    expect(f.get(ids.A as bigint)?.validBet).toBe(36_300n);
    expect(f.get(ids.S as bigint)?.activeMembers).toBe(0);
  });
});
