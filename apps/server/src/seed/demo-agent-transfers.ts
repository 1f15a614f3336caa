import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { post } from '../modules/ledger/ledger.ts';

/**
 * A few upline/downline transfers of a demo agent's team (issue 16; ADR 0036), so the agent's
 * transfer page, the team's account details and the console's Agent transfers screen show some
 * on a fresh install: the agent sends to two of its direct members and to its first sub-agent, and
 * the sub-agent sends on to one of its members, over the last days. Each is a real journal entry
 * (AGENT_TRANSFER, main wallet to main wallet) with its `agent_transfers` row, as the service
 * writes them. Written once: an agent with transfers already is left alone.
 */
export async function seedDemoAgentTransfers(
  db: Db,
  brand: { id: number; currency: string; exponent: number },
  agentAccount: string,
  now: Date,
): Promise<void> {
  const unit = 10n ** BigInt(brand.exponent);
  const agent = await db
    .selectFrom('members')
    .select(['id'])
    .where('merchant_id', '=', brand.id)
    .where('account', '=', agentAccount)
    .executeTakeFirst();
  if (!agent) return;
  const done = await db
    .selectFrom('agent_transfers')
    .select('id')
    .where('from_member_id', '=', agent.id)
    .executeTakeFirst();
  if (done) return;
  const downline = await db
    .selectFrom('members')
    .select(['id', 'account', 'type'])
    .where('merchant_id', '=', brand.id)
    .where('parent_id', '=', agent.id)
    .orderBy('id')
    .execute();
  const members = downline.filter((m) => m.type === 0).slice(0, 2);
  const subAgent = downline.find((m) => m.type !== 0);
  const subMember = subAgent
    ? await db
        .selectFrom('members')
        .select(['id'])
        .where('merchant_id', '=', brand.id)
        .where('parent_id', '=', subAgent.id)
        .where('type', '=', 0)
        .orderBy('id')
        .executeTakeFirst()
    : undefined;

  const day = 86_400_000;
  const plan: { from: bigint; to: bigint; amount: bigint; daysAgo: number; remark: string | null }[] = [];
  if (subAgent) {
    plan.push({ from: agent.id, to: subAgent.id, amount: 2_000n * unit, daysAgo: 6, remark: 'Team float' });
  }
  const [first, second] = members;
  if (first)
    plan.push({ from: agent.id, to: first.id, amount: 500n * unit, daysAgo: 4, remark: 'Welcome bonus' });
  if (second) plan.push({ from: agent.id, to: second.id, amount: 250n * unit, daysAgo: 2, remark: null });
  if (subAgent && subMember) {
    plan.push({ from: subAgent.id, to: subMember.id, amount: 150n * unit, daysAgo: 1, remark: 'Top-up' });
  }

  // The seed runs in one transaction: each entry and its row commit together.
  for (const [index, p] of plan.entries()) {
    const at = new Date(now.getTime() - p.daysAgo * day - index * 3_600_000);
    const { rows } = await sql<{ id: string }>`
        select nextval(pg_get_serial_sequence('agent_transfers', 'id'))::text as id`.execute(db);
    const id = BigInt(rows[0]?.id as string);
    const entry = await post(db, {
      merchantId: brand.id,
      currency: brand.currency,
      kind: 'AGENT_TRANSFER',
      idempotencyKey: `agent-transfer:${id}`,
      reference: `agent-transfer:${id}`,
      metadata: { from: String(p.from), to: String(p.to), relation: 'DOWNLINE' },
      postings: [
        { account: { merchantId: brand.id, kind: 'MAIN', memberId: p.from }, amount: -p.amount },
        { account: { merchantId: brand.id, kind: 'MAIN', memberId: p.to }, amount: p.amount },
      ],
    });
    await db
      .insertInto('agent_transfers')
      .values({
        id,
        merchant_id: brand.id,
        from_member_id: p.from,
        to_member_id: p.to,
        relation: 'DOWNLINE',
        amount: p.amount,
        currency: brand.currency,
        remark: p.remark,
        ledger_transaction_id: entry.transactionId,
        request_id: `seed-demo-transfer-${index + 1}`,
        created_at: at,
      })
      .execute();
  }
}
