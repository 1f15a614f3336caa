/**
 * The operator console's reports (issue 15, ADR 0030) as plain data: which reports exist, their
 * columns (key, kind, English and Bengali labels) and default order. The server computes and
 * sorts them, the console labels its tables from here and the CSV export writes the same headers,
 * so a column is named once. No validation library, so the console's bundle can import it.
 */

/** How a column's values are written: money in minor units, counts, a ratio with two decimals. */
export type ReportColumnKind = 'day' | 'text' | 'count' | 'money' | 'ratio';

export interface ReportColumn {
  key: string;
  kind: ReportColumnKind;
  label: { en: string; bn: string };
}

const col = (key: string, kind: ReportColumnKind, en: string, bn: string): ReportColumn => ({
  key,
  kind,
  label: { en, bn },
});

const DAY = col('day', 'day', 'Day', 'দিন');
const BETS = col('bets', 'count', 'Bets', 'বাজি');
const PLAYERS = col('players', 'count', 'Players', 'খেলোয়াড়');
const STAKE = col('stake', 'money', 'Stake', 'বাজির পরিমাণ');
const PAYOUT = col('payout', 'money', 'Payout', 'পরিশোধ');
const GGR = col('ggr', 'money', 'GGR', 'জিজিআর');
const NGR = col('ngr', 'money', 'NGR', 'এনজিআর');

export const REPORTS = {
  'ggr-day': {
    label: { en: 'GGR and NGR by day', bn: 'দিন অনুযায়ী জিজিআর ও এনজিআর' },
    columns: [DAY, BETS, PLAYERS, STAKE, PAYOUT, GGR, NGR],
    sort: 'day',
    dir: 'desc',
  },
  'ggr-vendor': {
    label: { en: 'GGR and NGR by vendor', bn: 'ভেন্ডর অনুযায়ী জিজিআর ও এনজিআর' },
    columns: [col('vendor', 'text', 'Vendor', 'ভেন্ডর'), BETS, PLAYERS, STAKE, PAYOUT, GGR, NGR],
    sort: 'ggr',
    dir: 'desc',
  },
  'ggr-game': {
    label: { en: 'GGR and NGR by game', bn: 'গেম অনুযায়ী জিজিআর ও এনজিআর' },
    columns: [
      col('game', 'text', 'Game', 'গেম'),
      col('vendor', 'text', 'Vendor', 'ভেন্ডর'),
      BETS,
      PLAYERS,
      STAKE,
      PAYOUT,
      GGR,
      NGR,
    ],
    sort: 'ggr',
    dir: 'desc',
  },
  'payments-day': {
    label: { en: 'Deposits and withdrawals by day', bn: 'দিন অনুযায়ী জমা ও উত্তোলন' },
    columns: [
      DAY,
      col('deposits', 'count', 'Deposits', 'জমা'),
      col('depositAmount', 'money', 'Deposited', 'জমার পরিমাণ'),
      col('withdrawals', 'count', 'Withdrawals', 'উত্তোলন'),
      col('withdrawalAmount', 'money', 'Withdrawn', 'উত্তোলনের পরিমাণ'),
      col('net', 'money', 'Net deposits', 'নিট জমা'),
    ],
    sort: 'day',
    dir: 'desc',
  },
  'payments-method': {
    label: { en: 'Deposits and withdrawals by method', bn: 'পদ্ধতি অনুযায়ী জমা ও উত্তোলন' },
    columns: [
      col('direction', 'text', 'Direction', 'দিক'),
      col('method', 'text', 'Method', 'পদ্ধতি'),
      col('count', 'count', 'Count', 'সংখ্যা'),
      col('amount', 'money', 'Amount', 'পরিমাণ'),
    ],
    sort: 'amount',
    dir: 'desc',
  },
  'players-day': {
    label: { en: 'Player activity by day', bn: 'দিন অনুযায়ী খেলোয়াড়দের কার্যকলাপ' },
    columns: [
      DAY,
      col('activePlayers', 'count', 'Active players', 'সক্রিয় খেলোয়াড়'),
      col('newPlayers', 'count', 'New players', 'নতুন খেলোয়াড়'),
      col('firstDepositors', 'count', 'First deposits', 'প্রথম জমা'),
      BETS,
      col('betsPerPlayer', 'ratio', 'Bets per player', 'খেলোয়াড় প্রতি বাজি'),
    ],
    sort: 'day',
    dir: 'desc',
  },
} as const satisfies Record<
  string,
  { label: { en: string; bn: string }; columns: readonly ReportColumn[]; sort: string; dir: 'asc' | 'desc' }
>;

export type ReportId = keyof typeof REPORTS;
export const REPORT_IDS = Object.keys(REPORTS) as ReportId[];

export function isReportId(value: string): value is ReportId {
  return Object.hasOwn(REPORTS, value);
}

/** The words a CSV cell or the console writes for a payments row's direction. */
export const PAYMENT_DIRECTIONS = {
  deposit: { en: 'Deposit', bn: 'জমা' },
  withdrawal: { en: 'Withdrawal', bn: 'উত্তোলন' },
} as const;

/** The longest period a dashboard or report covers, in days (a year and a leap day). */
export const REPORT_MAX_DAYS = 366;
/** Rows of one CSV export at most; a larger report is narrowed first (a shorter period). */
export const REPORT_EXPORT_MAX_ROWS = 10_000;
