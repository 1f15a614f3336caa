import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWithoutReplacement, FLOAT_SPACE, floats, type SeedPair, toFloat, uint32s } from './rng.ts';

/**
 * The published byte stream, computed independently with node:crypto: HMAC_SHA256(key = serverSeed,
 * message = `${clientSeed}:${nonce}:${round}`) for round 0, 1, ...; 4 bytes (big-endian) per number.
 */
function referenceUint32s(pair: SeedPair, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round += 1) {
    const mac = createHmac('sha256', pair.serverSeed)
      .update(`${pair.clientSeed}:${pair.nonce}:${round}`)
      .digest();
    for (let cursor = 0; cursor < 32 && out.length < count; cursor += 4) out.push(mac.readUInt32BE(cursor));
  }
  return out;
}
/** The published float: b0/256 + b1/256^2 + b2/256^3 + b3/256^4. */
function referenceFloats(pair: SeedPair, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round += 1) {
    const mac = createHmac('sha256', pair.serverSeed)
      .update(`${pair.clientSeed}:${pair.nonce}:${round}`)
      .digest();
    for (let cursor = 0; cursor < 32 && out.length < count; cursor += 4) {
      let float = 0;
      for (let i = 0; i < 4; i += 1) float += (mac[cursor + i] as number) / 256 ** (i + 1);
      out.push(float);
    }
  }
  return out;
}

// Pinned: any change to the byte stream, the message format or the cursor fails here.
const PAIR_A: SeedPair = {
  serverSeed: '4c83ad3324ae20700cc42be686b079b2d5948cae4e8c9305a87d265e9fad8f76',
  clientSeed: 'portal-client-seed',
  nonce: 0,
};
const PAIR_B: SeedPair = {
  serverSeed: '3a6f4a143bd70d79fcae6f05c0c79bc32a40662d3a23f5d399bb41dd3aac422c',
  clientSeed: 'লাকি ৭ lucky seven',
  nonce: 1234,
};

describe('the seed pair byte stream', () => {
  it('matches the published HMAC-SHA256 scheme computed with node:crypto, across rounds', () => {
    const pairs: SeedPair[] = [PAIR_A, PAIR_B];
    for (let nonce = 0; nonce < 40; nonce += 1) {
      pairs.push({ serverSeed: PAIR_A.serverSeed, clientSeed: `seed-${nonce % 3}`, nonce: nonce * 97 });
    }
    for (const pair of pairs) {
      // 20 numbers span three rounds (8 + 8 + 4), so the cursor's move to the next round is covered.
      expect(uint32s(pair, 20)).toEqual(referenceUint32s(pair, 20));
      expect(floats(pair, 20)).toEqual(referenceFloats(pair, 20));
      // 25 (a full first round past 24) and the largest count.
      expect(uint32s(pair, 25)).toEqual(referenceUint32s(pair, 25));
    }
    expect(uint32s(PAIR_B, 4096)).toEqual(referenceUint32s(PAIR_B, 4096));
  });

  it('gives pinned numbers for fixed seed pairs', () => {
    expect(uint32s(PAIR_A, 20)).toEqual([
      31697140, 825381764, 1395873938, 3009956655, 2272906657, 2870390561, 3982111240, 3166398463, 1251879296,
      2971027604, 441803959, 421237654, 4277178526, 2167823760, 3212450484, 3170267245, 3062614853, 366192776,
      1833246236, 881903531,
    ]);
    expect(uint32s(PAIR_B, 20)).toEqual([
      2130470570, 176776454, 1954176872, 960432661, 3236806889, 3421314726, 3498877319, 1256685745,
      2128978740, 2585238747, 1035639189, 1543019581, 3033021520, 3014995502, 3188949996, 1443651440,
      3581133616, 3968122383, 2451145912, 308813984,
    ]);
    expect(floats(PAIR_A, 4)).toEqual([
      0.007380065508186817, 0.19217416737228632, 0.3250022274442017, 0.7008101453538984,
    ]);
    expect(floats(PAIR_B, 4)).toEqual([
      0.4960388340987265, 0.041158975567668676, 0.4549922589212656, 0.22361815464682877,
    ]);
  });

  it('is a prefix: asking for more numbers never changes the first ones', () => {
    const long = uint32s(PAIR_A, 100);
    for (const count of [0, 1, 7, 8, 9, 16, 17, 99])
      expect(uint32s(PAIR_A, count)).toEqual(long.slice(0, count));
  });

  it('changes with every part of the seed pair', () => {
    const base = uint32s(PAIR_A, 8);
    expect(uint32s({ ...PAIR_A, nonce: 1 }, 8)).not.toEqual(base);
    expect(uint32s({ ...PAIR_A, clientSeed: 'portal-client-seeD' }, 8)).not.toEqual(base);
    expect(uint32s({ ...PAIR_A, serverSeed: `${PAIR_A.serverSeed.slice(0, 63)}7` }, 8)).not.toEqual(base);
    // The message is `client:nonce:round`, so no two pairs share a message by moving the separator.
    expect(uint32s({ ...PAIR_A, clientSeed: 'a:1', nonce: 2 }, 8)).not.toEqual(
      uint32s({ ...PAIR_A, clientSeed: 'a', nonce: 12 }, 8),
    );
  });

  it('refuses counts it cannot give', () => {
    expect(() => uint32s(PAIR_A, -1)).toThrow();
    expect(() => uint32s(PAIR_A, 1.5)).toThrow();
    expect(() => uint32s(PAIR_A, 4097)).toThrow();
    expect(uint32s(PAIR_A, 0)).toEqual([]);
  });
});

describe('floats', () => {
  it('are exactly k / 2^32, in [0, 1)', () => {
    expect(FLOAT_SPACE).toBe(2 ** 32);
    expect(toFloat(0)).toBe(0);
    expect(toFloat(2 ** 32 - 1)).toBeLessThan(1);
    expect(toFloat(2 ** 31)).toBe(0.5);
    for (const k of uint32s(PAIR_B, 200)) {
      const float = toFloat(k);
      expect(float * 2 ** 32).toBe(k);
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
  });
});

describe('drawWithoutReplacement (Fisher-Yates on floats)', () => {
  it('picks left[floor(float * left.length)] from the items still left', () => {
    const values = uint32s(PAIR_A, 24);
    const left = Array.from({ length: 25 }, (_, i) => i);
    const expected = values.map((k) => left.splice(Math.floor((k / 2 ** 32) * left.length), 1)[0]);
    expect(drawWithoutReplacement(values, 25)).toEqual(expected);
  });

  it('picks the first item for k = 0 and the last for k = 2^32 - 1, at every size', () => {
    for (let size = 1; size <= 52; size += 1) {
      expect(drawWithoutReplacement([0], size)).toEqual([0]);
      expect(drawWithoutReplacement([2 ** 32 - 1], size)).toEqual([size - 1]);
    }
  });

  it('gives distinct items of the range, whatever the values', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const picked = drawWithoutReplacement(uint32s({ ...PAIR_B, nonce }, 40), 40);
      expect(new Set(picked).size).toBe(40);
      expect([...picked].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    }
  });
});
