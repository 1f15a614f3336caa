import { createHash } from 'node:crypto';

/**
 * A seeded source of uniform numbers in [0, 1): SHA-256 of the book's secret seed and a key
 * (a fixture id), extended in counter mode. The same seed and key always give the same numbers,
 * so a fixture's whole match is fixed the moment it is first listed and survives a restart when
 * the seed is kept; without the seed nothing about a future match can be predicted.
 */
export function seededUniform(seed: string, key: string): () => number {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 6 > block.length) {
      block = createHash('sha256').update(`${seed}\u0000${key}\u0000${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    // 48 bits: exact in a double, uniform over [0, 1).
    const value = block.readUIntBE(offset, 6) / 2 ** 48;
    offset += 6;
    return value;
  };
}

/** A Poisson draw by inversion (means here are below 5, so the loop is short). */
export function poisson(uniform: () => number, mean: number): number {
  const u = uniform();
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (u >= cumulative && k < 30) {
    k += 1;
    p = (p * mean) / k;
    cumulative += p;
  }
  return k;
}

/** An integer in [0, max). */
export function pick(uniform: () => number, max: number): number {
  return Math.min(max - 1, Math.floor(uniform() * max));
}
