import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZRowId } from '../ids.schemas.ts';
import {
  ZDiceBet,
  ZHiloBet,
  ZHiloGuess,
  ZKenoBet,
  ZLimboBet,
  ZMinesBet,
  ZMinesReveal,
  ZOriginalRoundsQuery,
  ZOriginalsGameQuery,
  ZPlinkoBet,
  ZRotateSeeds,
  ZRoundAction,
} from '../originals.schemas.ts';
import {
  ORIGINAL_GAMES,
  type TOriginalRound,
  type TOriginalRoundPage,
  type TOriginalsConfig,
  type TRevealedSeedPage,
  type TRotateResult,
  type TSeeds,
} from '../originals.ts';
import { ORIGINALS_ROUTES } from './originals.routes.ts';

const ZRisk = z.enum(['LOW', 'MEDIUM', 'HIGH']);
const ZGuess = z.enum(['HIGHER', 'LOWER', 'SKIP']);

export const ZOriginalsConfig = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  minBet: z.string(),
  maxBet: z.string(),
  houseEdgeBps: z.number().int(),
  maxWin: z.string(),
}) satisfies z.ZodType<TOriginalsConfig>;

const seedPair = { serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() };

export const ZSeeds = z.strictObject({
  active: z.strictObject(seedPair),
  nextServerSeedHash: z.string(),
}) satisfies z.ZodType<TSeeds>;

export const ZRevealedSeedPair = z.strictObject({
  ...seedPair,
  serverSeed: z.string(),
  createdAt: z.string(),
  revealedAt: z.string(),
});

const pageFields = {
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
};

export const ZOriginalRound = z.strictObject({
  roundId: z.string(),
  game: z.enum(ORIGINAL_GAMES),
  status: z.enum(['OPEN', 'WON', 'LOST', 'CASHED_OUT']),
  amount: z.string(),
  payout: z.string(),
  multiplier: z.string(),
  nextMultiplier: z.string().nullable(),
  params: z.discriminatedUnion('game', [
    z.strictObject({
      game: z.literal('DICE'),
      direction: z.enum(['OVER', 'UNDER']),
      target: z.number().int(),
    }),
    z.strictObject({ game: z.literal('LIMBO'), target: z.number().int() }),
    z.strictObject({ game: z.literal('PLINKO'), rows: z.number().int(), risk: ZRisk }),
    z.strictObject({ game: z.literal('KENO'), picks: z.array(z.number().int()), risk: ZRisk }),
    z.strictObject({ game: z.literal('MINES'), mines: z.number().int() }),
    z.strictObject({ game: z.literal('HILO') }),
  ]),
  outcome: z.discriminatedUnion('game', [
    z.strictObject({ game: z.literal('DICE'), roll: z.number().int() }),
    z.strictObject({ game: z.literal('LIMBO'), result: z.number().int() }),
    z.strictObject({ game: z.literal('PLINKO'), path: z.array(z.number().int()), slot: z.number().int() }),
    z.strictObject({
      game: z.literal('KENO'),
      drawn: z.array(z.number().int()),
      hits: z.array(z.number().int()),
    }),
    z.strictObject({
      game: z.literal('MINES'),
      revealed: z.array(z.number().int()),
      mines: z.array(z.number().int()).nullable(),
    }),
    z.strictObject({
      game: z.literal('HILO'),
      cards: z.array(
        z.strictObject({
          index: z.number().int(),
          rank: z.number().int(),
          suit: z.enum(['S', 'H', 'D', 'C']),
        }),
      ),
      guesses: z.array(ZGuess),
    }),
  ]),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  edgeBps: z.number().int(),
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
}) satisfies z.ZodType<TOriginalRound>;

const ZRoundParams = z.strictObject({ roundId: ZRowId });
const ZHistoryQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** A bet or a step of a round: answered with the round as it now stands. */
const play = <B extends z.ZodType>(body: B, summary: string) => ({ summary, body, response: ZOriginalRound });

export const originalsEndpoints = {
  config: endpoint({
    ...ORIGINALS_ROUTES.config,
    summary: "The brand's bet limits and house edge for the in-house games.",
    response: ZOriginalsConfig,
  }),
  seeds: endpoint({
    ...ORIGINALS_ROUTES.seeds,
    summary:
      "The member's active seed pair (the server seed as its hash), its next nonce, and the next server seed's hash.",
    response: ZSeeds,
  }),
  rotateSeeds: endpoint({
    ...ORIGINALS_ROUTES.rotateSeeds,
    summary: 'Reveals the active server seed and makes the next pair active with the given client seed.',
    body: ZRotateSeeds,
    response: z.strictObject({
      previous: ZRevealedSeedPair,
      seeds: ZSeeds,
    }) satisfies z.ZodType<TRotateResult>,
  }),
  seedHistory: endpoint({
    ...ORIGINALS_ROUTES.seedHistory,
    summary: "The member's revealed seed pairs, newest first.",
    query: ZHistoryQuery,
    response: z.strictObject({
      content: z.array(ZRevealedSeedPair),
      ...pageFields,
    }) satisfies z.ZodType<TRevealedSeedPage>,
  }),
  dice: endpoint({
    ...ORIGINALS_ROUTES.dice,
    ...play(ZDiceBet, 'A dice bet, over or under a target (hundredths), settled at once.'),
  }),
  limbo: endpoint({
    ...ORIGINALS_ROUTES.limbo,
    ...play(ZLimboBet, 'A limbo bet on a target multiplier (hundredths), settled at once.'),
  }),
  plinko: endpoint({
    ...ORIGINALS_ROUTES.plinko,
    ...play(ZPlinkoBet, 'A plinko drop with rows and risk, settled at once.'),
  }),
  keno: endpoint({
    ...ORIGINALS_ROUTES.keno,
    ...play(ZKenoBet, 'A keno bet on up to 10 picks with a risk, settled at once.'),
  }),
  mines: endpoint({
    ...ORIGINALS_ROUTES.mines,
    ...play(ZMinesBet, 'Starts a mines round with the number of mines.'),
  }),
  minesReveal: endpoint({
    ...ORIGINALS_ROUTES.minesReveal,
    ...play(ZMinesReveal, 'Reveals a tile of an open mines round.'),
  }),
  minesCashout: endpoint({
    ...ORIGINALS_ROUTES.minesCashout,
    ...play(ZRoundAction, 'Cashes out an open mines round.'),
  }),
  hilo: endpoint({
    ...ORIGINALS_ROUTES.hilo,
    ...play(ZHiloBet, 'Starts a hi-lo round.'),
  }),
  hiloGuess: endpoint({
    ...ORIGINALS_ROUTES.hiloGuess,
    ...play(ZHiloGuess, 'A guess (higher, lower or skip) in an open hi-lo round.'),
  }),
  hiloCashout: endpoint({
    ...ORIGINALS_ROUTES.hiloCashout,
    ...play(ZRoundAction, 'Cashes out an open hi-lo round.'),
  }),
  active: endpoint({
    ...ORIGINALS_ROUTES.active,
    summary: "The member's open round of mines or hi-lo, or null.",
    query: ZOriginalsGameQuery,
    response: ZOriginalRound.nullable(),
  }),
  rounds: endpoint({
    ...ORIGINALS_ROUTES.rounds,
    summary: "The member's rounds, of one game or all, newest first.",
    query: ZOriginalRoundsQuery,
    response: z.strictObject({
      content: z.array(ZOriginalRound),
      ...pageFields,
    }) satisfies z.ZodType<TOriginalRoundPage>,
  }),
  round: endpoint({
    ...ORIGINALS_ROUTES.round,
    summary: 'One of the member’s rounds with its seeds (the server seed once rotated).',
    params: ZRoundParams,
    response: ZOriginalRound,
  }),
} as const;
