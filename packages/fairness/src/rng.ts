import { hmacSha256, utf8 } from './sha256.ts';

/** What a provably fair outcome is derived from (the published scheme, REFERENCES.md). */
export interface SeedPair {
  /** 64 hex characters; shown only as its SHA-256 until the player rotates the pair. */
  serverSeed: string;
  /** Chosen by the player. */
  clientSeed: string;
  /** 0, 1, 2, ...: one per bet on the pair. */
  nonce: number;
}

/** Floats are multiples of 2^-32: a float is `k / 2^32` for one 32-bit `k`. */
export const FLOAT_SPACE = 2 ** 32;

/**
 * The first `count` 32-bit numbers of a bet: `HMAC_SHA256(key = serverSeed, message =
 * clientSeed:nonce:round)` for round 0, 1, 2, ... gives 32 bytes a round; the cursor takes 4 bytes
 * (big-endian) per number and moves to the next round when a round's bytes are used up.
 */
export function uint32s(pair: SeedPair, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > 4096) throw new Error('count out of range');
  const key = utf8(pair.serverSeed);
  const out: number[] = [];
  for (let round = 0; out.length < count; round += 1) {
    const bytes = hmacSha256(key, utf8(`${pair.clientSeed}:${pair.nonce}:${round}`));
    for (let cursor = 0; cursor < 32 && out.length < count; cursor += 4) {
      out.push(
        (((bytes[cursor] as number) << 24) |
          ((bytes[cursor + 1] as number) << 16) |
          ((bytes[cursor + 2] as number) << 8) |
          (bytes[cursor + 3] as number)) >>>
          0,
      );
    }
  }
  return out;
}

/** `b0/256 + b1/256^2 + b2/256^3 + b3/256^4`, in [0, 1): exactly `k / 2^32`. */
export const toFloat = (k: number): number => k / FLOAT_SPACE;

export const floats = (pair: SeedPair, count: number): number[] => uint32s(pair, count).map(toFloat);

/**
 * Fisher-Yates without replacement over `0 .. size-1`: one float per pick, each choosing among the
 * items still left (`left[floor(float * left.length)]`). Mines and Keno use it.
 */
export function drawWithoutReplacement(values: number[], size: number): number[] {
  const left = Array.from({ length: size }, (_, i) => i);
  const picked: number[] = [];
  for (const k of values) {
    const index = Math.floor(toFloat(k) * left.length);
    picked.push(left.splice(index, 1)[0] as number);
  }
  return picked;
}
