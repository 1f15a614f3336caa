import {
  fieldMessage,
  formatMoney,
  type LanguageCode,
  PAYMENT_DIRECTIONS,
  REPORT_EXPORT_MAX_ROWS,
  REPORTS,
  type ReportColumn,
  type ReportId,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, validationError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { pageOf } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { FeedbackService } from '../content/feedback.service.ts';
import { registrationsByDay } from '../member/member-figures.ts';
import {
  creditedDepositsByDay,
  creditedDepositsByMethod,
  depositsAwaitingReview,
  firstDepositsByDay,
} from '../payments/payment-figures.ts';
import {
  type FigureWindow,
  paidWithdrawalsByBank,
  paidWithdrawalsByDay,
  settledBetsByDay,
  settledBetsByGame,
  settledBetsByVendor,
  settledBetsTotal,
  withdrawalQueues,
} from '../wallet/wallet-figures.ts';
import { csvFile } from './csv.ts';

const DAY_MS = 86_400_000;

/** The clock a brand's days are counted in (ADR 0030). */
export interface ReportClock {
  timeZone: string;
  utcOffsetMinutes: number;
}

/**
 * Brands have no time-zone setting yet (ADR 0030), so every brand's day is the UTC day. When the
 * brand settings gain one, this is the one place that reads it.
 */
export function clockOf(_brand: Brand): ReportClock {
  return { timeZone: 'UTC', utcOffsetMinutes: 0 };
}

/** The day (yyyy-MM-dd) an instant falls on in a clock. */
export function dayAt(at: Date, clock: ReportClock): string {
  return new Date(at.getTime() + clock.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The real-time window [start of `from`, end of `to`) in the clock. */
export function windowOf(brand: Brand, from: string, to: string, clock: ReportClock): FigureWindow {
  const offsetMs = clock.utcOffsetMinutes * 60_000;
  return {
    merchantId: brand.id,
    from: new Date(Date.parse(`${from}T00:00:00Z`) - offsetMs),
    to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - offsetMs),
    utcOffsetMinutes: clock.utcOffsetMinutes,
  };
}

/** The figures of ADR 0030, in minor units. */
export interface Figures {
  registrations: number;
  firstDeposits: number;
  firstDepositAmount: bigint;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  bets: number;
  stake: bigint;
  payout: bigint;
  activePlayers: number;
}

const empty = (): Figures => ({
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: 0n,
  deposits: 0,
  depositAmount: 0n,
  withdrawals: 0,
  withdrawalAmount: 0n,
  bets: 0,
  stake: 0n,
  payout: 0n,
  activePlayers: 0,
});

/** GGR: stake minus payout of settled bets. */
export const ggrOf = (f: Pick<Figures, 'stake' | 'payout'>) => f.stake - f.payout;
/**
 * NGR: GGR minus the bonuses granted. The platform grants no bonuses yet (promotions arrive with
 * their own issue), so nothing is deducted and NGR equals GGR; manual balance adjustments are
 * corrections, not promotions, and are not deducted either (ADR 0030).
 */
export const ngrOf = (f: Pick<Figures, 'stake' | 'payout'>) => ggrOf(f);

/** Figures as the API answers them: money as decimal text of minor units. */
export function figuresView(f: Figures) {
  return {
    registrations: f.registrations,
    firstDeposits: f.firstDeposits,
    firstDepositAmount: String(f.firstDepositAmount),
    deposits: f.deposits,
    depositAmount: String(f.depositAmount),
    withdrawals: f.withdrawals,
    withdrawalAmount: String(f.withdrawalAmount),
    bets: f.bets,
    stake: String(f.stake),
    payout: String(f.payout),
    ggr: String(ggrOf(f)),
    ngr: String(ngrOf(f)),
    activePlayers: f.activePlayers,
  };
}

type Row = Record<string, string>;

export interface ReportRequest {
  from: string;
  to: string;
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

/**
 * The dashboard and the reports (issue 15, ADR 0030): computed live from the owners' records
 * (bets and withdrawals: the wallet; deposits: payments; registrations: member; feedback:
 * content), each read through what its owner publishes, for the operator's current brand.
 */
export class ReportService {
  readonly #db: Db;
  readonly #feedback: FeedbackService;
  readonly #now: () => Date;

  constructor(deps: { db: Db; feedback: FeedbackService; now: () => Date }) {
    this.#db = deps.db;
    this.#feedback = deps.feedback;
    this.#now = deps.now;
  }

  /** Each day's figures over [from, to] (days without activity too), and the period's. */
  async figures(brand: Brand, from: string, to: string, clock = clockOf(brand)) {
    const w = windowOf(brand, from, to, clock);
    const [registrations, first, deposits, withdrawals, bets, total] = await Promise.all([
      registrationsByDay(this.#db, w),
      firstDepositsByDay(this.#db, w),
      creditedDepositsByDay(this.#db, w),
      paidWithdrawalsByDay(this.#db, w),
      settledBetsByDay(this.#db, w),
      settledBetsTotal(this.#db, w),
    ]);
    const days = new Map(daysBetween(from, to).map((day) => [day, empty()]));
    const at = (day: string) => days.get(day) ?? empty();
    for (const r of registrations) at(r.day).registrations = Number(r.n);
    for (const r of first) {
      const f = at(r.day);
      f.firstDeposits = Number(r.n);
      f.firstDepositAmount = BigInt(r.amount);
    }
    for (const r of deposits) {
      const f = at(r.day);
      f.deposits = Number(r.n);
      f.depositAmount = BigInt(r.amount);
    }
    for (const r of withdrawals) {
      const f = at(r.day);
      f.withdrawals = Number(r.n);
      f.withdrawalAmount = BigInt(r.amount);
    }
    for (const r of bets) {
      const f = at(r.day);
      f.bets = Number(r.bets);
      f.stake = BigInt(r.stake);
      f.payout = BigInt(r.payout);
      f.activePlayers = Number(r.players);
    }
    const period = empty();
    for (const f of days.values()) {
      period.registrations += f.registrations;
      period.firstDeposits += f.firstDeposits;
      period.firstDepositAmount += f.firstDepositAmount;
      period.deposits += f.deposits;
      period.depositAmount += f.depositAmount;
      period.withdrawals += f.withdrawals;
      period.withdrawalAmount += f.withdrawalAmount;
      period.bets += f.bets;
      period.stake += f.stake;
      period.payout += f.payout;
    }
    // A player who played on several days is one active player of the period.
    period.activePlayers = Number(total.players);
    return { days, period };
  }

  async dashboard(brand: Brand, from: string, to: string) {
    const clock = clockOf(brand);
    const today = dayAt(this.#now(), clock);
    const [range, now, payments, withdrawals, feedback] = await Promise.all([
      this.figures(brand, from, to, clock),
      this.figures(brand, today, today, clock),
      depositsAwaitingReview(this.#db, brand.id),
      withdrawalQueues(this.#db, brand.id),
      this.#feedback.page(brand, { state: 'open', type: undefined }, { pageNo: 1, pageSize: 1 }),
    ]);
    return {
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
      timeZone: clock.timeZone,
      utcOffsetMinutes: clock.utcOffsetMinutes,
      today: { day: today, figures: figuresView(now.period) },
      period: { from, to, figures: figuresView(range.period) },
      days: [...range.days].map(([day, f]) => ({ day, figures: figuresView(f) })),
      queues: {
        depositsAwaitingReview: payments,
        withdrawalsPending: Number(withdrawals.pending),
        withdrawalsDisputed: Number(withdrawals.disputed),
        feedbackOpen: feedback.total,
      },
    };
  }

  /** Every row of a report, sorted; the sort column checked against the report's columns. */
  async rows(brand: Brand, report: ReportId, q: ReportRequest, language: LanguageCode) {
    const spec = REPORTS[report];
    const sort = q.sort ?? spec.sort;
    const column = (spec.columns as readonly ReportColumn[]).find((c) => c.key === sort);
    if (!column) throw validationError([{ field: 'sort', message: fieldMessage(language, 'invalid') }]);
    const dir = q.dir ?? (q.sort ? 'asc' : spec.dir);
    const rows = await this.#compute(brand, report, q.from, q.to);
    const first = spec.columns[0] as ReportColumn;
    rows.sort((a, b) => {
      const order = compare(column, a, b);
      return (dir === 'asc' ? order : -order) || compare(first, a, b);
    });
    return { rows, sort, dir, clock: clockOf(brand) };
  }

  async page(
    brand: Brand,
    report: ReportId,
    q: ReportRequest & { pageNo: number; pageSize: number },
    language: LanguageCode,
  ) {
    const { rows, sort, dir, clock } = await this.rows(brand, report, q, language);
    const start = (q.pageNo - 1) * q.pageSize;
    return {
      report,
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
      timeZone: clock.timeZone,
      from: q.from,
      to: q.to,
      sort,
      dir,
      ...pageOf(rows.slice(start, start + q.pageSize), rows.length, q.pageNo, q.pageSize),
    };
  }

  /**
   * The whole report as CSV, headed in the operator's language (Bengali or English), money in
   * the currency's decimals. The export is recorded in the brand's audit log (who, which report,
   * which period and order, how many rows) in its own transaction before the file is answered,
   * so no file leaves without its entry. Above REPORT_EXPORT_MAX_ROWS nothing is exported.
   */
  async export(
    brand: Brand,
    report: ReportId,
    q: ReportRequest,
    language: LanguageCode,
    by: { operatorId: number; ip: string },
  ): Promise<{ filename: string; csv: string }> {
    const { rows, sort, dir } = await this.rows(brand, report, q, language);
    if (rows.length > REPORT_EXPORT_MAX_ROWS) throw new AppError('PAYLOAD_TOO_LARGE');
    const spec = REPORTS[report];
    const lang = language === 'bn' ? 'bn' : 'en';
    const header = spec.columns.map((c) => c.label[lang]);
    const lines = rows.map((row) =>
      spec.columns.map((c) => {
        const value = row[c.key] ?? '';
        if (c.kind === 'money') return formatMoney(BigInt(value), brand.currencyExponent);
        if (c.key === 'direction' && (value === 'deposit' || value === 'withdrawal'))
          return PAYMENT_DIRECTIONS[value][lang];
        return value;
      }),
    );
    const filename = `${brand.code}-${report}-${q.from}-${q.to}.csv`;
    await this.#db.transaction().execute((trx) =>
      recordAudit(trx, {
        merchantId: brand.id,
        actorType: 'operator',
        actorId: String(by.operatorId),
        action: 'report.export',
        target: report,
        ip: by.ip,
        details: { report, from: q.from, to: q.to, sort, dir, language: lang, rows: rows.length, filename },
      }),
    );
    return { filename, csv: csvFile(header, lines) };
  }

  async #compute(brand: Brand, report: ReportId, from: string, to: string): Promise<Row[]> {
    const clock = clockOf(brand);
    const w = windowOf(brand, from, to, clock);
    const vendorNames = new Map(
      brand.gameMenus.flatMap((menu) => menu.vendors.map((v) => [v.vendorCode, v.name] as const)),
    );
    const vendorName = (code: string) => vendorNames.get(code) ?? code;
    const betColumns = (r: { bets: string; players: string; stake: string; payout: string }) => {
      const f = { stake: BigInt(r.stake), payout: BigInt(r.payout) };
      return {
        bets: r.bets,
        players: r.players,
        stake: r.stake,
        payout: r.payout,
        ggr: String(ggrOf(f)),
        ngr: String(ngrOf(f)),
      };
    };
    switch (report) {
      case 'ggr-day': {
        const { days } = await this.figures(brand, from, to, clock);
        return [...days].map(([day, f]) => ({
          day,
          ...betColumns({
            bets: String(f.bets),
            players: String(f.activePlayers),
            stake: String(f.stake),
            payout: String(f.payout),
          }),
        }));
      }
      case 'ggr-vendor':
        return (await settledBetsByVendor(this.#db, w)).map((r) => ({
          vendor: vendorName(r.vendor_code),
          ...betColumns(r),
        }));
      case 'ggr-game':
        return (await settledBetsByGame(this.#db, w)).map((r) => ({
          game: r.game_name,
          vendor: vendorName(r.vendor_code),
          ...betColumns(r),
        }));
      case 'payments-day': {
        const { days } = await this.figures(brand, from, to, clock);
        return [...days].map(([day, f]) => ({
          day,
          deposits: String(f.deposits),
          depositAmount: String(f.depositAmount),
          withdrawals: String(f.withdrawals),
          withdrawalAmount: String(f.withdrawalAmount),
          net: String(f.depositAmount - f.withdrawalAmount),
        }));
      }
      case 'payments-method': {
        const [deposits, withdrawals] = await Promise.all([
          creditedDepositsByMethod(this.#db, w),
          paidWithdrawalsByBank(this.#db, w),
        ]);
        return [
          ...deposits.map((r) => ({ direction: 'deposit', method: r.name, count: r.n, amount: r.amount })),
          ...withdrawals.map((r) => ({
            direction: 'withdrawal',
            method: r.bank_name,
            count: r.n,
            amount: r.amount,
          })),
        ];
      }
      case 'players-day': {
        const { days } = await this.figures(brand, from, to, clock);
        return [...days].map(([day, f]) => ({
          day,
          activePlayers: String(f.activePlayers),
          newPlayers: String(f.registrations),
          firstDepositors: String(f.firstDeposits),
          bets: String(f.bets),
          betsPerPlayer: ratio(f.bets, f.activePlayers),
        }));
      }
    }
  }
}

/** a / b with two decimals, rounded half up, in integers ("0.00" when b is 0). */
export function ratio(a: number, b: number): string {
  if (b === 0) return '0.00';
  const hundredths = (BigInt(a) * 200n + BigInt(b)) / (2n * BigInt(b));
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

function compare(column: ReportColumn, a: Row, b: Row): number {
  const x = a[column.key] ?? '';
  const y = b[column.key] ?? '';
  if (column.kind === 'money' || column.kind === 'count') {
    const d = BigInt(x || '0') - BigInt(y || '0');
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  if (column.kind === 'ratio') return Number(x) - Number(y);
  return x < y ? -1 : x > y ? 1 : 0;
}
