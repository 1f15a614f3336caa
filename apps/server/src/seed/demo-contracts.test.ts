import { type ContractMode, contractPay, FULL_RATE_BPS, tierProblem } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTier } from '../modules/agent-contracts/agent-contracts.tables.ts';
import { contractTiersOf } from '../modules/agent-contracts/settlement.ts';
import { ledgerProblems } from '../modules/ledger/invariants.ts';
import { balanceOf } from '../modules/ledger/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { settleDemoContracts } from './demo-contracts.ts';

/**
 * The demo agents' contracts (seed/demo-contracts.ts): agent01 holds the brand's weekly dividend
 * and daily salary, subagent01 the same kinds from agent01 at lower rates; the periods since they
 * began are settled, every bill paid, and every figure on a bill is what the bets say.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

async function demo() {
  const db = database.db;
  const brand = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'TIGER')
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('members')
    .select(['id', 'account', 'upline_path'])
    .where('merchant_id', '=', brand.id)
    .where('account', 'in', ['agent01', 'subagent01'])
    .execute();
  const agent = members.find((m) => m.account === 'agent01');
  const sub = members.find((m) => m.account === 'subagent01');
  if (!agent || !sub) throw new Error('no demo agents');
  const contracts = await db
    .selectFrom('agent_contracts')
    .select(['id', 'type', 'period', 'mode', 'agent_id', 'upline_id', 'tiers', 'state'])
    .where('agent_id', 'in', [agent.id, sub.id])
    .orderBy('id')
    .execute();
  const bills = await db
    .selectFrom('agent_contract_bills')
    .selectAll()
    .where('agent_id', 'in', [agent.id, sub.id])
    .orderBy('period_start')
    .orderBy('id')
    .execute();
  return { db, brandId: brand.id, agent, sub, contracts, bills };
}

describe('demo agent contracts', () => {
  it('agent01 holds the brand’s weekly dividend and daily salary, subagent01 lower terms from agent01', async () => {
    const { agent, sub, contracts } = await demo();
    const held = contracts.map((c) => [c.type, c.period, c.agent_id, c.upline_id, c.state]);
    expect(held).toEqual(
      expect.arrayContaining([
        ['DIVIDEND', 'W', agent.id, null, 'VALID'],
        ['DAILY_SALARY', 'D', agent.id, null, 'VALID'],
        ['DIVIDEND', 'W', sub.id, agent.id, 'VALID'],
        ['DAILY_SALARY', 'D', sub.id, agent.id, 'VALID'],
      ]),
    );
    for (const c of contracts.filter((x) => x.agent_id === sub.id)) {
      const upline = contracts.find((x) => x.agent_id === agent.id && x.type === c.type);
      expect(
        tierProblem(
          contractTiersOf(c.tiers as StoredTier[]),
          FULL_RATE_BPS,
          contractTiersOf(upline?.tiers as StoredTier[]),
          c.mode as ContractMode,
        ),
      ).toBeNull();
    }
  });

  it('has paid bills for the last weeks, each as its period’s bets and its tiers say, money in the ledger', async () => {
    const { db, brandId, agent, sub, contracts, bills } = await demo();
    const weekly = bills.filter((b) => b.type === 'DIVIDEND');
    const daily = bills.filter((b) => b.type === 'DAILY_SALARY');
    expect(weekly.length).toBeGreaterThanOrEqual(4); // two weeks, two agents
    expect(daily.length).toBeGreaterThanOrEqual(14); // a week or more, two agents
    for (const b of bills) {
      expect(b).toMatchObject({ state: 'PAID', revision: 0 });
      expect(b.gross).toBeGreaterThan(0n);
      expect(b.paid).toBe(b.amount);
      expect(b.payer_id).toBe(b.agent_id === agent.id ? null : agent.id);
      // The team's bets of the period, as the bill counts them (the agent's own play excluded).
      const who = b.agent_id === agent.id ? agent : sub;
      const prefix = `${who.upline_path}${who.id}/`;
      const { rows } = await sql<{ valid: string; pl: string; active: string }>`
        select coalesce(sum(b.valid_bet), 0)::text as valid, coalesce(sum(b.payout - b.stake), 0)::text as pl,
          count(distinct b.member_id)::text as active
        from bets b join members m on m.id = b.member_id
        where b.merchant_id = ${brandId} and b.status = 'SETTLED'
          and b.settled_at >= ${b.period_start} and b.settled_at < ${b.period_end}
          and m.upline_path >= ${prefix} and m.upline_path < ${`${prefix.slice(0, -1)}0`}`.execute(db);
      const team = rows[0];
      expect([String(b.valid_bet), String(b.team_profit_loss), String(b.active_members)]).toEqual([
        team?.valid,
        team?.pl,
        team?.active,
      ]);
      const contract = contracts.find((c) => c.id === b.contract_id);
      const pay = contractPay(
        contractTiersOf(contract?.tiers as StoredTier[]),
        contract?.mode as ContractMode,
        {
          basis: b.basis,
          validBet: b.valid_bet,
          activeMembers: b.active_members,
        },
      );
      expect([pay.amount, pay.tier]).toEqual([b.gross, b.tier]);
    }
    // Every bill's payment is one journal entry into the agent's main wallet.
    const journal = await db
      .selectFrom('ledger_transactions as t')
      .innerJoin('agent_contract_payments as p', 'p.ledger_transaction_id', 't.id')
      .select(['p.bill_id', 'p.amount', 't.kind', 't.idempotency_key'])
      .where(
        'p.bill_id',
        'in',
        bills.map((b) => b.id),
      )
      .execute();
    expect(journal).toHaveLength(bills.length);
    for (const b of bills) {
      const [entry] = journal.filter((j) => j.bill_id === b.id);
      expect(entry).toMatchObject({
        amount: b.amount,
        kind: b.type === 'DIVIDEND' ? 'AGENT_DIVIDEND' : 'AGENT_DAILY_SALARY',
        idempotency_key: `contract-bill:${b.id}:1`,
      });
    }
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('settling the demo periods again changes nothing', async () => {
    const { db, brandId, agent, sub, bills } = await demo();
    const balances = [
      await balanceOf(db, brandId, agent.id, 'MAIN'),
      await balanceOf(db, brandId, sub.id, 'MAIN'),
    ];
    // At the time of the seed (just after the last day it settled), so no period ended since counts.
    const last = Math.max(...bills.map((b) => b.period_end.getTime()));
    await settleDemoContracts(db, 'TIGER', new Date(last + 60_000));
    const again = await demo();
    expect(again.bills).toEqual(bills);
    expect([
      await balanceOf(db, brandId, agent.id, 'MAIN'),
      await balanceOf(db, brandId, sub.id, 'MAIN'),
    ]).toEqual(balances);
  });
});
