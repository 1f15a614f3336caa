import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * Wagering requirements (spec: withdrawals only when the requirement is met). A deposit asks for
 * the brand's percentage of its amount to be wagered (rounded up to a whole minor unit); bonuses
 * bring their own (promotions issue). Valid bets count against them, oldest first (games issue).
 */
export async function addDepositRequirement(
  trx: Trx,
  brand: Brand,
  memberId: bigint,
  depositId: bigint,
  amount: bigint,
): Promise<void> {
  const percent = BigInt(brand.settings.wallet.depositTurnoverPercent);
  if (percent === 0n) return;
  const required = (amount * percent + 99n) / 100n;
  await trx
    .insertInto('turnover_requirements')
    .values({
      merchant_id: brand.id,
      member_id: memberId,
      source: 'DEPOSIT',
      source_id: String(depositId),
      name: 'Deposit',
      amount,
      required,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'source', 'source_id']).doNothing())
    .execute();
}

/** What is still to be wagered before a withdrawal. */
export async function turnoverRemaining(db: Db | Trx, brand: Brand, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('turnover_requirements')
    .select(sql<string>`coalesce(sum(greatest(required - progress, 0)), 0)::text`.as('remaining'))
    .where('merchant_id', '=', brand.id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  return BigInt(row.remaining);
}

/**
 * Counts a valid bet against the open requirements, oldest first, closing those it completes.
 * The games issue calls it as bets settle.
 */
export async function recordWager(trx: Trx, brand: Brand, memberId: bigint, validBet: bigint): Promise<void> {
  let left = validBet;
  const open = await trx
    .selectFrom('turnover_requirements')
    .select(['id', 'required', 'progress'])
    .where('merchant_id', '=', brand.id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const r of open) {
    if (left <= 0n) break;
    const take = r.required - r.progress < left ? r.required - r.progress : left;
    left -= take;
    const progress = r.progress + take;
    await trx
      .updateTable('turnover_requirements')
      .set({
        progress,
        ...(progress >= r.required ? { status: 'COMPLETED' as const, completed_at: new Date() } : {}),
      })
      .where('id', '=', r.id)
      .execute();
  }
}
