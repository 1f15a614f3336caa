import { z } from 'zod';
import { ZRowId } from './ids.schemas.ts';

/** Request schemas of the in-house game calls (originals.ts). */
const ZRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const ZAmount = z.string().trim().max(24);
const ZNonce = z.number().int().min(0).max(2_147_483_647);
const ZRisk = z.enum(['LOW', 'MEDIUM', 'HIGH']);
const ZRoundId = ZRowId;
const base = { requestId: ZRequestId, amount: ZAmount, nonce: ZNonce.optional() };

export const ZClientSeed = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
export const ZRotateSeeds = z.object({ clientSeed: ZClientSeed }).strict();
export const ZDiceBet = z
  .object({ ...base, direction: z.enum(['OVER', 'UNDER']), target: z.number().int().min(0).max(10_000) })
  .strict();
export const ZLimboBet = z.object({ ...base, target: z.number().int().min(101).max(100_000_000) }).strict();
export const ZPlinkoBet = z.object({ ...base, rows: z.number().int().min(8).max(16), risk: ZRisk }).strict();
export const ZKenoBet = z
  .object({
    ...base,
    picks: z
      .array(z.number().int().min(1).max(40))
      .min(1)
      .max(10)
      .refine((p) => new Set(p).size === p.length, 'picks must differ'),
    risk: ZRisk,
  })
  .strict();
export const ZMinesBet = z.object({ ...base, mines: z.number().int().min(1).max(24) }).strict();
export const ZMinesReveal = z.object({ roundId: ZRoundId, tile: z.number().int().min(0).max(24) }).strict();
export const ZHiloBet = z.object(base).strict();
export const ZHiloGuess = z
  .object({ roundId: ZRoundId, guess: z.enum(['HIGHER', 'LOWER', 'SKIP']) })
  .strict();
export const ZRoundAction = z.object({ roundId: ZRoundId }).strict();
export const ZOriginalsGameQuery = z.object({ game: z.enum(['MINES', 'HILO']) }).strict();
export const ZOriginalRoundsQuery = z
  .object({
    game: z.enum(['DICE', 'LIMBO', 'PLINKO', 'KENO', 'MINES', 'HILO']).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
