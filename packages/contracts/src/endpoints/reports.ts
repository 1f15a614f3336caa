import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { FieldMessageKey } from '../i18n/field-messages.ts';
import { REPORT_IDS, REPORT_MAX_DAYS, type ReportId } from '../reports.ts';
import { REPORT_ROUTES } from './reports.routes.ts';

const DAY_MS = 86_400_000;

/** A calendar day, yyyy-MM-dd, that exists (2026-02-30 does not). */
const ZDay = z.string().refine(
  (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
  },
  { params: { fieldMessage: 'pattern.DATE_YMD' satisfies FieldMessageKey } },
);

/** From and to, both days included, in the brand's clock; at most REPORT_MAX_DAYS. */
const period = {
  from: ZDay,
  to: ZDay,
};
const checkPeriod = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const span = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / DAY_MS;
  if (!(span >= 0 && span < REPORT_MAX_DAYS))
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'period',
      params: { fieldMessage: 'invalid' satisfies FieldMessageKey },
    });
};

/** One day's figures, or a period's (ADR 0030); money in minor units as decimal text. */
export const ZFigures = z.strictObject({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: z.string(),
  deposits: z.number().int(),
  depositAmount: z.string(),
  withdrawals: z.number().int(),
  withdrawalAmount: z.string(),
  bets: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  ggr: z.string(),
  ngr: z.string(),
  activePlayers: z.number().int(),
});

export const ZDashboard = z.strictObject({
  currency: z.string(),
  currencyExponent: z.number().int(),
  /** The clock days are counted in: the brand's, else UTC (ADR 0030). */
  timeZone: z.string(),
  utcOffsetMinutes: z.number().int(),
  today: z.strictObject({ day: z.string(), figures: ZFigures }),
  period: z.strictObject({ from: z.string(), to: z.string(), figures: ZFigures }),
  days: z.array(z.strictObject({ day: z.string(), figures: ZFigures })),
  /** Work waiting for an operator, now. */
  queues: z.strictObject({
    depositsAwaitingReview: z.number().int(),
    withdrawalsPending: z.number().int(),
    withdrawalsDisputed: z.number().int(),
    feedbackOpen: z.number().int(),
  }),
});

const ZReportParams = z.strictObject({ report: z.enum(REPORT_IDS as [ReportId, ...ReportId[]]) });

/** A column key of any report; the server refuses one the chosen report does not have. */
const ZSort = z.string().max(40).optional();
const ZDir = z.enum(['asc', 'desc']).optional();

export const ZReportQuery = z
  .strictObject({
    ...period,
    sort: ZSort,
    dir: ZDir,
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .superRefine(checkPeriod);

export const ZExportQuery = z.strictObject({ ...period, sort: ZSort, dir: ZDir }).superRefine(checkPeriod);

/** A report's page: its rows keyed by column (REPORTS), values as text (money in minor units). */
export const ZReportPage = z.strictObject({
  report: z.enum(REPORT_IDS as [ReportId, ...ReportId[]]),
  currency: z.string(),
  currencyExponent: z.number().int(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  sort: z.string(),
  dir: z.enum(['asc', 'desc']),
  list: z.array(z.record(z.string(), z.string())),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const reportEndpoints = {
  dashboard: endpoint({
    ...REPORT_ROUTES.dashboard,
    summary:
      "The brand's figures today and over a period (per day and in total), and the queues waiting for an operator.",
    query: z.strictObject(period).superRefine(checkPeriod),
    response: ZDashboard,
  }),
  report: endpoint({
    ...REPORT_ROUTES.report,
    summary: 'A page of a report over a period, sorted by one of its columns.',
    params: ZReportParams,
    query: ZReportQuery,
    response: ZReportPage,
  }),
  exportReport: endpoint({
    ...REPORT_ROUTES.exportReport,
    summary:
      "A report over a period as CSV (every row, at most REPORT_EXPORT_MAX_ROWS), headed in the caller's language; the export is audited.",
    params: ZReportParams,
    query: ZExportQuery,
    response: z.string(),
  }),
};
