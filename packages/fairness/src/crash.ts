import { hmacSha256, sha256, toHex, utf8 } from './sha256.ts';

/**
 * The multiplayer crash game's fairness: a chain of SHA-256 hashes made in advance, of which only the
 * last is published; rounds are played from the end backwards, so the hash of each round, once
 * revealed, hashes to the previous round's (and the first round's to the published one). A round's
 * crash point is derived from its hash and a salt published with the chain.
 */

/** The next element of a chain: the SHA-256 of the previous one's hex text. */
export const nextChainHash = (hash: string): string => toHex(sha256(utf8(hash)));

/** Hashes `seed`, h1 = H(seed), ..., h(length-1): the game plays them from the end. */
export function buildChain(seed: string, length: number): string[] {
  const chain = [seed];
  for (let i = 1; i < length; i += 1) chain.push(nextChainHash(chain[i - 1] as string));
  return chain;
}

/**
 * Crash point in hundredths (100 = 1.00x): r = the first 52 bits of HMAC_SHA256(key = hash,
 * message = salt), X = (1 - edge) * 100 / (1 - r / 2^52), point = max(1.00, floor(X) / 100).
 * P(point >= M) is (1 - edge) / M, so every cash-out target returns (1 - edge).
 */
export function crashPoint(hash: string, salt: string, edgeBps: number): number {
  const mac = hmacSha256(utf8(hash), utf8(salt));
  // 52 bits: 13 hex digits.
  const r = BigInt(`0x${toHex(mac).slice(0, 13)}`);
  const space = 2n ** 52n;
  const hundredths = (BigInt(10_000 - edgeBps) * space) / (100n * (space - r));
  return Math.max(100, Number(hundredths > 100_000_000n ? 100_000_000n : hundredths));
}

/**
 * The rising multiplier: `e^(GROWTH * ms)`, in hundredths rounded down (the same curve the players
 * see and the server cashes out on). It reaches 2x after about 11.6 s and 10x after about 38 s.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const crashMultiplierAt = (elapsedMs: number): number =>
  Math.max(100, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs))));
/** When the multiplier reaches `hundredths` (the first millisecond it shows at least that). */
export const crashElapsedFor = (hundredths: number): number =>
  Math.max(0, Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS));
