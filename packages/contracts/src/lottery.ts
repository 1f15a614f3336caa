/**
 * The lottery: scheduled draws of VN style (northern results, 27 numbers) and SEA style
 * (4D, 23 numbers), each drawn from a server seed committed by its SHA-256 when the draw opens and
 * revealed when it is drawn (`drawLottery` of @portal/fairness), bet on with tickets of lines.
 * Amounts are decimal strings in the brand currency; odds are decimal multipliers of the stake,
 * the stake included ("98.00"). T: session needed.
 */
import type { Money } from './wallet.ts';

/** Prize modes of the spec: LOTT VN classic, ZY VN fast (in-house), SEA 4D; ELOTT is the e-lottery vendors'. */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'SEA', 'ELOTT'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
/** The prize modes our own draws run under. */
export const OWN_PRIZE_MODES = ['LOTT', 'ZY', 'SEA'] as const satisfies readonly LotteryPrizeMode[];
export type OwnPrizeMode = (typeof OWN_PRIZE_MODES)[number];

export type LotteryStyle = 'VN' | 'SEA';
export const LOTTERY_BET_TYPES = [
  'DE',
  'LO',
  'BA_CANG',
  'XIEN2',
  'XIEN3',
  'BIG',
  'SMALL',
  '3D',
  '2D',
] as const;
export type LotteryBetTypeCode = (typeof LOTTERY_BET_TYPES)[number];

/** The player-site pages: the lobby and the betting view of each style (query gameCode). */
export const LOTTERY_PAGES = { lobby: '/lottery', VN: '/vnLottery', SEA: '/seaLottery' } as const;
/** The engines of the lottery games in the catalogue (vendors VNL and LTA). */
export const LOTTERY_ENGINES = { VN: 'lottery-vn', SEA: 'lottery-sea' } as const;

/** Lines per ticket. */
export const LOTTERY_MAX_LINES = 20;
export const LOTTERY_PAGE_SIZE = 20;

export interface TLotteryOdds {
  /** A prize (SPECIAL, FIRST, ... CONSOLATION) or HIT (each time among the 27). */
  key: string;
  odds: string;
}

export interface TLotteryBetType {
  type: LotteryBetTypeCode;
  /** Digits of each number of a line, and numbers per line (XIEN2: 2). */
  digits: number;
  numbers: number;
  odds: TLotteryOdds[];
  /** Documented return to player, a decimal fraction ("0.9800"). */
  rtp: string;
}

export interface TLotteryGame {
  gameCode: string;
  gameName: string;
  vendorCode: string;
  prizeMode: OwnPrizeMode;
  style: LotteryStyle;
  drawIntervalSeconds: number;
  /** Betting closes this long before the draw. */
  closeBeforeSeconds: number;
  iconUrl: string;
}

export type LotteryDrawStatus = 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED';

export interface TLotteryDraw {
  gameCode: string;
  /** "20261122-0415": the UTC day and the draw's number in it. */
  drawNo: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  /** SHA-256 of the server seed, published when the draw opens. */
  serverSeedHash: string;
  status: LotteryDrawStatus;
}

export interface TDrawnNumber {
  prize: string;
  number: string;
}

export interface TLotteryResult extends TLotteryDraw {
  style: LotteryStyle;
  /** Revealed once drawn: hashes to serverSeedHash. */
  serverSeed: string;
  results: TDrawnNumber[];
}

export interface TOpenedGame {
  game: TLotteryGame;
  /** The draw taking bets now; null between schedules. */
  draw: TLotteryDraw | null;
}

export interface TOpenedGames {
  serverTime: string;
  list: TOpenedGame[];
}

export interface TOpenedNumero {
  serverTime: string;
  game: TLotteryGame;
  draw: TLotteryDraw | null;
}

export interface TLotteryLobbyGame extends TOpenedGame {
  lastResult: TLotteryResult | null;
}

export interface TLotteryLobby {
  serverTime: string;
  list: TLotteryLobbyGame[];
}

export interface TLotteryMenuGame extends TLotteryGame {
  betTypes: TLotteryBetType[];
}

export interface TLotteryMenu {
  currency: string;
  exponent: number;
  /** Per line. */
  minBet: Money;
  maxBet: Money;
  maxLines: number;
  games: TLotteryMenuGame[];
}

export interface TLotteryLineInput {
  type: LotteryBetTypeCode;
  numbers: string[];
  stake: Money;
}

export interface TPlaceTicket {
  /** The client's id of this ticket: a retry with the same id and lines replays the first answer. */
  requestId: string;
  gameCode: string;
  /** The draw to bet on; the game's open draw when absent. */
  drawNo?: string;
  lines: TLotteryLineInput[];
}

export interface TLotteryLine extends TLotteryLineInput {
  /** Null until settled. */
  payout: Money | null;
  /** The odds the line was sold at, per pay key (ADR 0031); absent on lines sold before odds were settings. */
  odds?: { key: string; odds: string }[];
}

export type LotteryTicketStatus = 'OPEN' | 'SETTLED' | 'REFUNDED';

export interface TLotteryTicket {
  ticketId: string;
  requestId: string;
  gameCode: string;
  gameName: string;
  style: LotteryStyle;
  drawNo: string;
  drawAt: string;
  lines: TLotteryLine[];
  stake: Money;
  payout: Money;
  status: LotteryTicketStatus;
  placedAt: string;
  settledAt: string | null;
}

export interface TPlacedTicket {
  ticket: TLotteryTicket;
  /** The member's main balance after the stake. */
  balance: Money;
}

/** The lottery variant of the launch payload (/wps/game/launchGame). */
export interface TLotteryLaunch {
  lottoArea?: string;
  launchMode: 'LOTT';
  lottoPrizeMode?: OwnPrizeMode;
  lottoGameCode?: string;
  lottoView: 'betting' | 'lobby';
  device?: string;
  backUrl?: string;
  language?: string;
}
