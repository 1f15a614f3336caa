import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';
import * as repo from './turnover.repository.ts';

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
  await repo.insertRequirement(trx, {
    merchantId: brand.id,
    memberId,
    source: 'DEPOSIT',
    sourceId: String(depositId),
    name: 'Deposit',
    amount,
    required,
  });
}

/** What is still to be wagered before a withdrawal. */
export async function turnoverRemaining(db: Db | Trx, brand: Brand, memberId: bigint): Promise<bigint> {
  return repo.sumRemaining(db, brand.id, memberId);
}

/**
 * Counts a valid bet against the open requirements, oldest first, closing those it completes.
 * The games issue calls it as bets settle.
 */
export async function recordWager(trx: Trx, brand: Brand, memberId: bigint, validBet: bigint): Promise<void> {
  let left = validBet;
  const open = await repo.lockActive(trx, brand.id, memberId);
  for (const r of open) {
    if (left <= 0n) break;
    const take = r.required - r.progress < left ? r.required - r.progress : left;
    left -= take;
    const progress = r.progress + take;
    await repo.saveProgress(trx, r.id, progress, progress >= r.required ? new Date() : null);
  }
}

/**
 * Takes back wagering counted before (a provider round rolled back or settled again for less):
 * the exact inverse of `recordWager`, newest requirement first, so a requirement it completes
 * opens again. Forfeited requirements are left as they are.
 */
export async function unrecordWager(
  trx: Trx,
  brand: Brand,
  memberId: bigint,
  validBet: bigint,
): Promise<void> {
  let left = validBet;
  if (left <= 0n) return;
  const counted = await repo.lockWithProgress(trx, brand.id, memberId);
  for (const r of counted) {
    if (left <= 0n) break;
    const take = r.progress < left ? r.progress : left;
    left -= take;
    const progress = r.progress - take;
    await repo.takeBackProgress(trx, r.id, progress, progress < r.required);
  }
}
