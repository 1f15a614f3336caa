import type {
  LotteryBetTypeCode,
  LotteryDrawStatus,
  LotteryStyle,
  LotteryTicketStatus,
  TLotteryBetType,
  TLotteryDraw,
  TLotteryResult,
  TLotteryTicket,
} from '@portal/contracts';
import {
  betTypesOf,
  LOTTERY_BET_RULES,
  LOTTERY_ODDS_SCALE,
  type LotteryBetType,
  type LotteryOdds,
  lotteryPayKeys,
  lotteryReturn,
  returnText,
} from '@portal/fairness';
import type { Brand } from '../brands/brand.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { TicketRow } from './lottery.repository.ts';
import type { StoredLine } from './lottery.tables.ts';

/** Odds in ten-thousandths as a decimal with two places: 980000 is "98.00". */
export function oddsText(odds: number): string {
  const hundredths = Math.floor(odds / (LOTTERY_ODDS_SCALE / 100));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The bet types of a style at a game's odds, each with its return at those odds. */
export function betTypeView(
  style: LotteryStyle,
  odds: Partial<Record<LotteryBetType, LotteryOdds>> = {},
): TLotteryBetType[] {
  return betTypesOf(style).map((type) => {
    const rule = LOTTERY_BET_RULES[type];
    const own = odds[type] ?? rule.odds;
    return {
      type: type as LotteryBetTypeCode,
      digits: rule.digits,
      numbers: rule.numbers,
      odds: lotteryPayKeys(type).map((key) => ({ key, odds: oddsText(own[key] ?? 0) })),
      rtp: returnText(lotteryReturn(type, own)),
    };
  });
}

interface DrawRow {
  game_code: string;
  draw_no: string;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  server_seed_hash: string;
  status: LotteryDrawStatus;
}

export function drawView(row: DrawRow): TLotteryDraw {
  return {
    gameCode: row.game_code,
    drawNo: row.draw_no,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
    status: row.status,
  };
}

/** A drawn draw: its results and the revealed seed. Only ever built from DRAWN or SETTLED rows. */
export function resultView(
  row: DrawRow & {
    style: LotteryStyle;
    server_seed: string;
    results: { prize: string; number: string }[] | null;
  },
): TLotteryResult {
  if (row.status !== 'DRAWN' && row.status !== 'SETTLED') throw new Error('a result of an undrawn draw');
  return { ...drawView(row), style: row.style, serverSeed: row.server_seed, results: row.results ?? [] };
}

export function ticketView(brand: Brand, row: TicketRow, names: Map<string, string>): TLotteryTicket {
  const settled = row.status !== 'OPEN';
  return {
    ticketId: String(row.id),
    requestId: row.request_id,
    gameCode: row.game_code,
    gameName: names.get(row.game_code) ?? row.game_code,
    style: row.style,
    drawNo: row.draw_no,
    drawAt: row.draw_at.toISOString(),
    lines: (row.lines as StoredLine[]).map((l) => ({
      type: l.type as LotteryBetTypeCode,
      numbers: l.numbers,
      stake: moneyText(brand, BigInt(l.stake)),
      payout: settled ? moneyText(brand, BigInt(l.payout ?? '0')) : null,
      ...(l.odds
        ? { odds: Object.entries(l.odds).map(([key, odds]) => ({ key, odds: oddsText(odds) })) }
        : {}),
    })),
    stake: moneyText(brand, row.stake),
    payout: moneyText(brand, row.payout),
    status: row.status as LotteryTicketStatus,
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
  };
}
