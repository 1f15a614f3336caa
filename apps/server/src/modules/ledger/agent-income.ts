import type { IncomeKind } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { incomeCreditsByDay } from './agent-income.repository.ts';

/**
 * The journal kinds that pay an agent (issue 16; ADR 0034). The contracts (issue 17) post each
 * payment as one journal transaction of one of these kinds, crediting the agent's MAIN wallet;
 * "my income" sums those credits. Nothing posts them yet, so an agent's income is empty until the
 * contracts pay.
 */
export const AGENT_INCOME_JOURNAL_KINDS = {
  COMMISSION: 'AGENT_COMMISSION',
  DAILY_SALARY: 'AGENT_DAILY_SALARY',
  HOURLY_SALARY: 'AGENT_HOURLY_SALARY',
  REALTIME_SALARY: 'AGENT_REALTIME_SALARY',
  DIVIDEND: 'AGENT_DIVIDEND',
} as const satisfies Record<IncomeKind, string>;

const INCOME_KIND_OF = new Map<string, IncomeKind>(
  Object.entries(AGENT_INCOME_JOURNAL_KINDS).map(([kind, journal]) => [journal, kind as IncomeKind]),
);

/** An agent's income credits in [from, to], per day of its clock and income kind. */
export async function agentIncomeByDay(
  db: Db,
  q: { merchantId: number; memberId: bigint; from: Date; to: Date; utcOffsetMinutes: number },
): Promise<{ day: string; kind: IncomeKind; amount: bigint }[]> {
  const rows = await incomeCreditsByDay(db, { ...q, kinds: [...INCOME_KIND_OF.keys()] });
  return rows.map((r) => ({
    day: r.day,
    kind: INCOME_KIND_OF.get(r.kind) as IncomeKind,
    amount: BigInt(r.amount),
  }));
}
