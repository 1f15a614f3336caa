import type { ContractType } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { listRuns, type Period, type PeriodSpec, periodAt } from '../../platform/period-jobs/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';
import { contractSettingsOf, periodSpecOf } from './contract-periods.ts';
import { SETTLEMENT_JOBS } from './settlement.jobs.ts';
import * as repo from './settlement.repository.ts';
import { computeBills, initialState, payBill, payOrder, type SettlementTarget } from './settlement.ts';

/** Runs of a job looked through for the period's (a month of 5-minute periods and more). */
const RUNS_LOOKED_AT = 10_000;

/**
 * The period a key names in this period kind and clock, or null when the key is not one of its
 * periods (2026-11-24, 2026-W48, 2026-11-H1, 2026-11, 2026-11-24T10, 2026-11-24T10:05).
 */
export function periodOfKey(spec: PeriodSpec, utcOffsetMinutes: number, key: string): Period | null {
  let localMs: number | null = null;
  let m: RegExpExecArray | null;
  const utc = (y: string, mo: string, d: string, h = '0', mi = '0') =>
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  switch (spec.kind) {
    case 'minutes':
      m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(key);
      if (m) localMs = utc(m[1] as string, m[2] as string, m[3] as string, m[4], m[5]);
      break;
    case 'hourly':
      m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/.exec(key);
      if (m) localMs = utc(m[1] as string, m[2] as string, m[3] as string, m[4]);
      break;
    case 'daily':
      m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
      if (m) localMs = utc(m[1] as string, m[2] as string, m[3] as string);
      break;
    case 'weekly': {
      m = /^(\d{4})-W(\d{2})$/.exec(key);
      if (m) {
        // ISO week 1 holds 4 January; its Monday, then the week's.
        const jan4 = Date.UTC(Number(m[1]), 0, 4);
        const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
        localMs = monday + (Number(m[2]) - 1) * 7 * 86_400_000;
      }
      break;
    }
    case 'semimonthly':
      m = /^(\d{4})-(\d{2})-H([12])$/.exec(key);
      if (m) localMs = utc(m[1] as string, m[2] as string, m[3] === '1' ? '1' : '16');
      break;
    case 'monthly':
      m = /^(\d{4})-(\d{2})$/.exec(key);
      if (m) localMs = utc(m[1] as string, m[2] as string, '1');
      break;
  }
  if (localMs === null || !Number.isFinite(localMs)) return null;
  const period = periodAt(spec, utcOffsetMinutes, new Date(localMs - utcOffsetMinutes * 60_000));
  return period.key === key ? period : null;
}

export interface RerunWritten {
  before: { contractId: string; revision: number; gross: string }[];
  after: {
    billId: string;
    contractId: string;
    revision: number;
    gross: string;
    amount: string;
    state: string;
  }[];
}

/**
 * Settles a finished period of a type again (issue 17; ADR 0038). The figures are computed anew
 * for the contracts in effect at its end; where a contract's latest bill of the period (its
 * gross so far) differs from the new gross, revision n + 1 is written with the new gross and the
 * difference as its amount: paid like any bill when positive (through the same approval and
 * collection rules), an OFFSET taken off the contract's next bills when negative. A contract
 * without any bill of the period gets its period bill. Nothing changed, nothing written. `audit`
 * runs in the same transaction when something was written.
 */
export async function rerunPeriod(
  db: Db,
  brand: Brand,
  type: ContractType,
  key: string,
  now: Date,
  audit: (trx: Trx, written: RerunWritten) => Promise<void>,
): Promise<{ bills: number; corrections: number }> {
  const settings = contractSettingsOf(brand);
  let target: SettlementTarget | null = null;
  let jobName = '';
  for (const job of SETTLEMENT_JOBS.filter((j) => j.type === type)) {
    const window = periodOfKey(periodSpecOf(job.period), settings.utcOffsetMinutes, key);
    if (window) {
      target = { brand, type, period: job.period, window };
      jobName = job.name;
      break;
    }
  }
  if (!target) throw new AppError('CONTRACT_PERIOD_INVALID');
  const runs = await listRuns(db, { job: jobName, merchantId: brand.id, limit: RUNS_LOOKED_AT });
  if (!runs.some((r) => r.period === key && r.status === 'done'))
    throw new AppError('CONTRACT_PERIOD_NOT_SETTLED');
  const found = target;

  return db.transaction().execute(async (trx) => {
    const contracts = await repo.contractsInEffect(trx, {
      merchantId: brand.id,
      type,
      period: found.period,
      at: found.window.end,
    });
    const computed = await computeBills(trx, found, contracts);
    const latest = new Map(
      (await repo.latestRevisions(trx, { merchantId: brand.id, type, periodKey: key })).map((r) => [
        r.contract_id,
        r,
      ]),
    );
    const written: RerunWritten = { before: [], after: [] };
    const rows = [];
    for (const b of computed) {
      const last = latest.get(b.contractId);
      if (last && last.gross === b.gross) continue;
      // No bill and still nothing happened in the period: none is written now either.
      if (!last && !b.active) continue;
      const revision = last ? last.revision + 1 : 0;
      const amount = last ? b.gross - last.gross : b.gross;
      const state =
        amount < 0n ? 'OFFSET' : initialState(settings, { gross: b.gross, amount, flags: b.flags });
      if (last)
        written.before.push({
          contractId: String(b.contractId),
          revision: last.revision,
          gross: String(last.gross),
        });
      rows.push({
        merchant_id: brand.id,
        contract_id: b.contractId,
        type,
        agent_id: b.agentId,
        payer_id: b.payerId,
        period_key: key,
        period_start: found.window.start,
        period_end: found.window.end,
        revision,
        basis: b.basis,
        valid_bet: b.figures.validBet,
        active_members: b.figures.activeMembers,
        team_profit_loss: b.figures.profitLoss,
        carried_in: b.carriedIn,
        carry_out: b.carryOut,
        tier: b.tier,
        rate_bps: b.rateBps,
        gross: b.gross,
        // A correction to nothing more (the gross fell to 0 from 0 cannot happen: equal is skipped).
        amount: state === 'NOT_REACHED' ? 0n : amount,
        state,
        flags: b.flags,
        created_at: now,
        updated_at: now,
        paid_at: state === 'PAID' ? now : null,
      });
    }
    const ids = new Set((await repo.insertBills(trx, rows)).map((w) => String(w.id)));
    if (ids.size === 0) return { bills: computed.length, corrections: 0 };
    const inserted = (await repo.periodBills(trx, { merchantId: brand.id, type, periodKey: key })).filter(
      (b) => ids.has(String(b.id)),
    );
    for (const b of payOrder(inserted)) {
      if (repo.PAYABLE_STATES.includes(b.state)) await payBill(trx, brand, b.id, now);
    }
    for (const b of await repo.periodBills(trx, { merchantId: brand.id, type, periodKey: key })) {
      if (!ids.has(String(b.id))) continue;
      written.after.push({
        billId: String(b.id),
        contractId: String(b.contract_id),
        revision: b.revision,
        gross: String(b.gross),
        amount: String(b.amount),
        state: b.state,
      });
    }
    await audit(trx, written);
    return { bills: computed.length, corrections: ids.size };
  });
}
