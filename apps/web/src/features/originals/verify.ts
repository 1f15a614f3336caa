import {
  type Card,
  crashPoint,
  type DrawnNumber,
  diceChance,
  diceMultiplier,
  diceRoll,
  drawLottery,
  HILO_MAX_CARDS,
  HOUSE_EDGE_BPS,
  hiloCards,
  hmacSha256,
  isLotteryBetType,
  KENO_DRAWN,
  KENO_TABLES,
  kenoDraw,
  LOTTERY_BET_RULES,
  LOTTERY_ODDS_SCALE,
  type LotteryLine,
  limboResult,
  lineProblem,
  lotteryPayKeys,
  minePositions,
  nextChainHash,
  PLINKO_TABLES,
  plinkoPath,
  SEA_PRIZES,
  type SeedPair,
  settleLotteryTicket,
  sha256Hex,
  toHex,
  uint32s,
  utf8,
  VN_PRIZES,
} from '@portal/fairness';

/** Games the public verifier knows: the six in-house games, crash and the lottery draws. */
export const VERIFY_GAMES = ['DICE', 'LIMBO', 'PLINKO', 'KENO', 'MINES', 'HILO', 'CRASH', 'LOTTERY'] as const;
export type VerifyGame = (typeof VERIFY_GAMES)[number];
type Risk = 'LOW' | 'MEDIUM' | 'HIGH';

/** Every input, read from the query string (so other pages can link to a prefilled check). */
export interface VerifyInputs {
  game: VerifyGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  direction: 'OVER' | 'UNDER';
  target: string;
  edgeBps: string;
  rows: string;
  risk: Risk;
  picks: string;
  mines: string;
  cards: string;
  hash: string;
  salt: string;
  previousHash: string;
  style: 'VN' | 'SEA';
  gameCode: string;
  drawNo: string;
  /** A lottery ticket's lines (readLotteryLines), to recompute what it won at the odds it was sold at. */
  lines: string;
}

export const INPUT_DEFAULTS: VerifyInputs = {
  game: 'DICE',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  direction: 'OVER',
  target: '',
  edgeBps: '',
  rows: '16',
  risk: 'MEDIUM',
  picks: '',
  mines: '3',
  cards: '5',
  hash: '',
  salt: '',
  previousHash: '',
  style: 'VN',
  gameCode: '',
  drawNo: '',
  lines: '',
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value && (allowed as readonly string[]).includes(value.toUpperCase())
    ? (value.toUpperCase() as T)
    : fallback;

export function readInputs(query: URLSearchParams): VerifyInputs {
  const text = (key: keyof VerifyInputs) => (query.get(key) ?? INPUT_DEFAULTS[key]).trim();
  return {
    game: oneOf(query.get('game'), VERIFY_GAMES, 'DICE'),
    serverSeed: text('serverSeed'),
    serverSeedHash: text('serverSeedHash'),
    clientSeed: text('clientSeed'),
    nonce: text('nonce'),
    direction: oneOf(query.get('direction'), ['OVER', 'UNDER'] as const, 'OVER'),
    target: text('target'),
    edgeBps: text('edgeBps'),
    rows: text('rows'),
    risk: oneOf(query.get('risk'), ['LOW', 'MEDIUM', 'HIGH'] as const, 'MEDIUM'),
    picks: text('picks'),
    mines: text('mines'),
    cards: text('cards'),
    hash: text('hash'),
    salt: text('salt'),
    previousHash: text('previousHash'),
    style: oneOf(query.get('style'), ['VN', 'SEA'] as const, 'VN'),
    gameCode: text('gameCode'),
    drawNo: text('drawNo'),
    lines: text('lines'),
  };
}

const intIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/** The pick list "3,17,25" as numbers 1..40, different, at most 10; null when malformed. */
export function readPicks(text: string): number[] | null {
  if (text === '') return [];
  const picks = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((p) => intIn(p, 1, 40));
  if (picks.some((p) => p === null) || picks.length > 10) return null;
  const unique = new Set(picks);
  return unique.size === picks.length ? (picks as number[]) : null;
}

export interface FloatRow {
  index: number;
  bytes: string;
  value: number;
}

export type Outcome =
  | {
      game: 'DICE';
      roll: number;
      bet: {
        direction: 'OVER' | 'UNDER';
        target: number;
        win: boolean;
        multiplier: number;
        chance: number;
      } | null;
    }
  | { game: 'LIMBO'; result: number; bet: { target: number; win: boolean } | null }
  | { game: 'PLINKO'; path: number[]; slot: number; multiplier: number }
  | { game: 'KENO'; drawn: number[]; picks: number[]; hits: number[]; multiplier: number | null }
  | { game: 'MINES'; mines: number[] }
  | { game: 'HILO'; cards: Card[] }
  | { game: 'CRASH'; point: number; chain: 'match' | 'mismatch' | null; hmac: string }
  | {
      game: 'LOTTERY';
      numbers: DrawnNumber[];
      /** The ticket's lines with what each won (hundredths as decimals), when lines were given. */
      ticket: { lines: VerifiedLine[]; total: string } | null;
    };

export interface VerifiedLine {
  type: string;
  numbers: string[];
  stake: string;
  /** The odds the line was sold at, per pay key ("98.00"). */
  odds: { key: string; odds: string }[];
  payout: string;
}

/** Hundredths as a decimal: 9800 is "98.00". */
const hundredthsText = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** A decimal with up to `places` decimals in units of 10^-places; null when malformed. */
function scaled(text: string, places: number, digits = 12): bigint | null {
  if (!new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${places}})?$`).test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
}

/**
 * A ticket's lines as the player's ticket links them: lines separated by ";", each
 * `TYPE:NUMBERS:STAKE[:ODDS]`, numbers separated by ",", the stake a decimal with up to two places,
 * and the odds the line was sold at: one multiplier ("98") for a bet type paid on one key, or
 * `KEY=odds` pairs separated by "," (BIG and SMALL); without them the published odds. Null when a
 * line is malformed or not of the style.
 */
export function readLotteryLines(text: string, style: 'VN' | 'SEA'): LotteryLine[] | null {
  const parts = text
    .split(/[;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 20) return null;
  const out: LotteryLine[] = [];
  for (const part of parts) {
    const [type = '', list = '', stakeText = '', oddsText, ...rest] = part.split(':');
    const numbers = list.split(',').map((n) => n.trim());
    if (rest.length > 0 || !isLotteryBetType(type) || lineProblem(style, type, numbers) !== null) return null;
    const stake = scaled(stakeText, 2);
    if (stake === null) return null;
    const line: LotteryLine = { type, numbers, stake };
    if (oddsText !== undefined) {
      const keys = lotteryPayKeys(type);
      const pairs = oddsText.includes('=')
        ? oddsText.split(',').map((pair) => pair.split('=') as [string, string | undefined])
        : [[keys.length === 1 ? (keys[0] as string) : '', oddsText] as [string, string | undefined]];
      const odds: Record<string, number> = {};
      for (const [key, value] of pairs) {
        const units = scaled(value ?? '', 4, 7);
        if (!(keys as string[]).includes(key) || units === null) return null;
        odds[key] = Number(units);
      }
      line.odds = odds;
    }
    out.push(line);
  }
  return out;
}

/** What each line of a ticket won on the draw, at its own odds. */
function verifiedTicket(
  lines: LotteryLine[],
  numbers: DrawnNumber[],
): { lines: VerifiedLine[]; total: string } {
  const settled = settleLotteryTicket(lines, numbers);
  return {
    lines: lines.map((l, i) => {
      // Without odds of its own, a line is paid at the published table.
      const odds = l.odds ?? LOTTERY_BET_RULES[l.type].odds;
      return {
        type: l.type,
        numbers: l.numbers,
        stake: hundredthsText(l.stake),
        odds: lotteryPayKeys(l.type).map((key) => ({
          key,
          odds: hundredthsText(BigInt(Math.floor((odds[key] ?? 0) / (LOTTERY_ODDS_SCALE / 100)))),
        })),
        payout: hundredthsText(settled.payouts[i] ?? 0n),
      };
    }),
    total: hundredthsText(settled.total),
  };
}

export interface Verification {
  /** Whether the server seed hashes to the given hash; null when no hash was given. */
  hashCheck: 'match' | 'mismatch' | null;
  outcome: Outcome | null;
  /** Which input is missing or malformed (a text key), when nothing can be computed. */
  problem: string | null;
  floats: FloatRow[];
}

function floatRows(pair: SeedPair, count: number): FloatRow[] {
  return uint32s(pair, count).map((k, index) => ({
    index,
    bytes: k
      .toString(16)
      .padStart(8, '0')
      .replace(/(..)(?!$)/g, '$1 '),
    value: k / 2 ** 32,
  }));
}

/** Recomputes a round (or crash round, or draw) from the inputs, as the server computed it. */
export function verify(inputs: VerifyInputs, defaultEdgeBps: number = HOUSE_EDGE_BPS.default): Verification {
  const edge = inputs.edgeBps === '' ? defaultEdgeBps : intIn(inputs.edgeBps, 0, 9_999);
  const fail = (problem: string, hashCheck: Verification['hashCheck'] = null): Verification => ({
    hashCheck,
    outcome: null,
    problem,
    floats: [],
  });

  if (inputs.game === 'CRASH') {
    if (!inputs.hash) return fail('hash');
    if (edge === null) return fail('edgeBps');
    const chain = inputs.previousHash
      ? nextChainHash(inputs.hash) === inputs.previousHash.toLowerCase()
        ? 'match'
        : 'mismatch'
      : null;
    return {
      hashCheck: null,
      problem: null,
      floats: [],
      outcome: {
        game: 'CRASH',
        point: crashPoint(inputs.hash, inputs.salt, edge),
        chain,
        hmac: toHex(hmacSha256(utf8(inputs.hash), utf8(inputs.salt))),
      },
    };
  }

  const hashCheck: Verification['hashCheck'] =
    inputs.serverSeed && inputs.serverSeedHash
      ? sha256Hex(inputs.serverSeed) === inputs.serverSeedHash.toLowerCase()
        ? 'match'
        : 'mismatch'
      : null;
  if (!inputs.serverSeed) return fail('serverSeed', hashCheck);

  if (inputs.game === 'LOTTERY') {
    if (!inputs.gameCode) return fail('gameCode', hashCheck);
    if (!inputs.drawNo) return fail('drawNo', hashCheck);
    const prizes = inputs.style === 'VN' ? VN_PRIZES : SEA_PRIZES;
    const count = prizes.reduce((sum, p) => sum + p.count, 0);
    const pair = {
      serverSeed: inputs.serverSeed,
      clientSeed: `${inputs.gameCode}:${inputs.drawNo}`,
      nonce: 0,
    };
    const lines = readLotteryLines(inputs.lines, inputs.style);
    if (lines === null) return fail('lines', hashCheck);
    const numbers = drawLottery(inputs.style, inputs.serverSeed, inputs.gameCode, inputs.drawNo);
    return {
      hashCheck,
      problem: null,
      floats: floatRows(pair, count),
      outcome: {
        game: 'LOTTERY',
        numbers,
        ticket: lines.length > 0 ? verifiedTicket(lines, numbers) : null,
      },
    };
  }

  const nonce = intIn(inputs.nonce, 0, 2_147_483_647);
  if (nonce === null) return fail('nonce', hashCheck);
  const pair: SeedPair = { serverSeed: inputs.serverSeed, clientSeed: inputs.clientSeed, nonce };
  const done = (outcome: Outcome, count: number): Verification => ({
    hashCheck,
    problem: null,
    outcome,
    floats: floatRows(pair, count),
  });

  switch (inputs.game) {
    case 'DICE': {
      const roll = diceRoll(uint32s(pair, 1)[0] as number);
      const target = inputs.target === '' ? null : intIn(inputs.target, 1, 9_999);
      if (inputs.target !== '' && target === null) return fail('target', hashCheck);
      if (edge === null) return fail('edgeBps', hashCheck);
      const bet =
        target === null
          ? null
          : {
              direction: inputs.direction,
              target,
              win: inputs.direction === 'OVER' ? roll > target : roll < target,
              multiplier: diceMultiplier(inputs.direction, target, edge),
              chance: diceChance(inputs.direction, target),
            };
      return done({ game: 'DICE', roll, bet }, 1);
    }
    case 'LIMBO': {
      if (edge === null) return fail('edgeBps', hashCheck);
      const result = limboResult(uint32s(pair, 1)[0] as number, edge);
      const target = inputs.target === '' ? null : intIn(inputs.target, 101, 100_000_000);
      if (inputs.target !== '' && target === null) return fail('target', hashCheck);
      return done(
        { game: 'LIMBO', result, bet: target === null ? null : { target, win: result >= target } },
        1,
      );
    }
    case 'PLINKO': {
      const rows = intIn(inputs.rows, 8, 16);
      if (rows === null) return fail('rows', hashCheck);
      const path = plinkoPath(pair, rows);
      const slot = path.reduce((sum, d) => sum + d, 0);
      const table = PLINKO_TABLES[inputs.risk][rows as keyof (typeof PLINKO_TABLES)['LOW']];
      return done({ game: 'PLINKO', path, slot, multiplier: table[slot] as number }, rows);
    }
    case 'KENO': {
      const picks = readPicks(inputs.picks);
      if (picks === null) return fail('picks', hashCheck);
      const drawn = kenoDraw(pair);
      const hits = picks.filter((p) => drawn.includes(p));
      const multiplier =
        picks.length > 0
          ? (KENO_TABLES[inputs.risk][picks.length as keyof (typeof KENO_TABLES)['LOW']][
              hits.length
            ] as number)
          : null;
      return done({ game: 'KENO', drawn, picks, hits, multiplier }, KENO_DRAWN);
    }
    case 'MINES': {
      const mines = intIn(inputs.mines, 1, 24);
      if (mines === null) return fail('mines', hashCheck);
      return done({ game: 'MINES', mines: minePositions(pair, mines) }, mines);
    }
    case 'HILO': {
      const count = intIn(inputs.cards, 1, HILO_MAX_CARDS);
      if (count === null) return fail('cards', hashCheck);
      return done({ game: 'HILO', cards: hiloCards(pair, count) }, count);
    }
  }
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 0; i < k; i += 1) out = (out * (n - i)) / (i + 1);
  return out;
}

/** A Plinko table's return: each slot's multiplier times its chance C(rows, slot) / 2^rows. */
export function plinkoReturn(risk: Risk, rows: number): number {
  const table = PLINKO_TABLES[risk][rows as keyof (typeof PLINKO_TABLES)['LOW']];
  return (table as readonly number[]).reduce(
    (sum, units, slot) => sum + (choose(rows, slot) / 2 ** rows) * (units / 10_000),
    0,
  );
}

/** A Keno table's return: each hit count's multiplier times its hypergeometric chance. */
export function kenoReturn(risk: Risk, picks: number): number {
  const table = KENO_TABLES[risk][picks as keyof (typeof KENO_TABLES)['LOW']];
  const all = choose(40, picks);
  return (table as readonly number[]).reduce(
    (sum, units, hits) => sum + ((choose(10, hits) * choose(30, picks - hits)) / all) * (units / 10_000),
    0,
  );
}
