import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import type { Brand } from '../brands/brand.ts';
import * as repo from './deposits.repository.ts';

/**
 * The brand's deposit methods as the operators' payment-methods screen changes them (issue 15):
 * on or off, their order for players, and each one's deposit limits. Players read the methods
 * from the table on every call (DepositService.methods and the deposit's own range check), so a
 * change applies to the next deposit on every node without a cache to drop.
 */
export type MethodRow = Awaited<ReturnType<typeof repo.allMethods>>[number];

export function paymentMethodsOf(db: Db, brand: Brand): Promise<MethodRow[]> {
  return repo.allMethods(db, brand.id);
}

const snapshot = (m: { enabled: boolean; min_amount: bigint; max_amount: bigint; sort: number }) => ({
  enabled: m.enabled,
  min: String(m.min_amount),
  max: String(m.max_amount),
  sort: m.sort,
});

/**
 * Changes one method (under the lock of the brand's methods), auditing the before and after in the
 * same transaction; a change that changes nothing writes and records nothing. The limits must
 * already be checked by the caller (whole minor units, 1 <= min <= max); they are checked again.
 */
export async function updatePaymentMethod(
  db: Db,
  brand: Brand,
  id: bigint,
  change: { enabled: boolean; min: bigint; max: bigint },
  audit: AuditInTransaction,
): Promise<MethodRow[]> {
  if (change.min < 1n || change.max < change.min) throw new AppError('VALIDATION_ERROR');
  await db.transaction().execute(async (trx) => {
    const methods = await repo.lockMethods(trx, brand.id);
    const method = methods.find((m) => m.id === id);
    if (!method) throw new AppError('NOT_FOUND');
    const next = { ...method, enabled: change.enabled, min_amount: change.min, max_amount: change.max };
    if (JSON.stringify(snapshot(method)) === JSON.stringify(snapshot(next))) return;
    await repo.updateMethod(trx, id, {
      enabled: change.enabled,
      min_amount: change.min,
      max_amount: change.max,
    });
    await audit(trx, {
      id: String(id),
      before: { name: method.name, ...snapshot(method) },
      after: snapshot(next),
    });
  });
  return repo.allMethods(db, brand.id);
}

/**
 * Moves a method one place up or down in the players' order: the brand's methods are numbered
 * again 10, 20, 30… in their current order with the two swapped. At an end, nothing changes.
 */
export async function movePaymentMethod(
  db: Db,
  brand: Brand,
  id: bigint,
  direction: 'up' | 'down',
  audit: AuditInTransaction,
): Promise<MethodRow[]> {
  await db.transaction().execute(async (trx) => {
    const locked = await repo.lockMethods(trx, brand.id);
    const ordered = [...locked].sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const at = ordered.findIndex((m) => m.id === id);
    if (at < 0) throw new AppError('NOT_FOUND');
    const other = direction === 'up' ? at - 1 : at + 1;
    if (other < 0 || other >= ordered.length) return;
    const before = ordered.map((m) => m.name);
    [ordered[at], ordered[other]] = [ordered[other] as MethodRow, ordered[at] as MethodRow];
    for (const [index, m] of ordered.entries()) {
      const sort = (index + 1) * 10;
      if (m.sort !== sort) await repo.updateMethod(trx, m.id, { sort });
    }
    await audit(trx, {
      id: String(id),
      before: { order: before },
      after: { order: ordered.map((m) => m.name) },
    });
  });
  return repo.allMethods(db, brand.id);
}
