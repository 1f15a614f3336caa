import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compare, crashBounds, crashReturn, crashWinCount, keep, SPACE_52 } from '../scripts/rtp.ts';
import {
  buildChain,
  CRASH_GROWTH_PER_MS,
  crashElapsedFor,
  crashMultiplierAt,
  crashPoint,
  nextChainHash,
} from './crash.ts';
import { HOUSE_EDGE_BPS } from './games.ts';

const SEED = 'dfdd9e9f095a39a1957ffcc78df673fb35cd1e57e332a146364c4fbfc40a29c1';
const SALT = '000000000000000000030f5ab0e1b6b4a9c73b6d3e1f2a8c9d4e5f60718293a4';
const CAP = 100_000_000;

/** The published mapping, computed independently: r = first 52 bits of HMAC_SHA256(key = hash, message = salt). */
const referenceR = (hash: string): bigint =>
  BigInt(`0x${createHmac('sha256', hash).update(SALT).digest('hex').slice(0, 13)}`);
/** X = (1 - edge) * 100 / (1 - r / 2^52) hundredths, point = max(1.00x, floor(X)), capped at 1,000,000x. */
function referencePoint(r: bigint, edgeBps: number): number {
  const x = (BigInt(10_000 - edgeBps) * SPACE_52) / (100n * (SPACE_52 - r));
  return x < 100n ? 100 : x > BigInt(CAP) ? CAP : Number(x);
}

describe('the crash hash chain', () => {
  const chain = buildChain(SEED, 2_000);

  it('hashes each element to the next with SHA-256 of its hex text (node:crypto)', () => {
    expect(chain).toHaveLength(2_000);
    expect(chain[0]).toBe(SEED);
    for (let i = 0; i + 1 < chain.length; i += 1) {
      const next = createHash('sha256')
        .update(chain[i] as string)
        .digest('hex');
      expect(nextChainHash(chain[i] as string)).toBe(next);
      expect(chain[i + 1]).toBe(next);
    }
  });

  it('is pinned for a fixed seed', () => {
    expect(buildChain(SEED, 8)).toEqual([
      'dfdd9e9f095a39a1957ffcc78df673fb35cd1e57e332a146364c4fbfc40a29c1',
      '476c7652cff4fe8216e98affeecb020a2423795f2befa9c851c1099cef62d6d9',
      '023504ae0bedad1eacb7f00c47a6f5971a74c6b2065f83703903287dea866992',
      '6980e3ccf44ce9dea9888a29dc3261d1132704c2fe68e19ec53e7c70d0816bbc',
      'c790ca2844548a951f89fe134bc57677fafa9828199489a7e6f6bd37400a3199',
      '956041381fd1c6870c86bf54d28495282a589a19140ae2fbfa7665b1f76a80ce',
      '7b37222d657680ec1d94140f6a77f5a317efec97068c3c0a29f36a688425377f',
      'c73a86a90db10ed90a647f0a6789c636b8b5a4bba957713d1200f0ec192ff462',
    ]);
  });

  it('lets a player check any revealed round against the published last hash', () => {
    // Only the last element is published; rounds are played from the end backwards, so round n
    // (1, 2, ...) reveals chain[length - 1 - n], which hashes n times to the published hash and once
    // to the hash of round n - 1.
    const published = chain.at(-1) as string;
    const roundHash = (n: number) => chain[chain.length - 1 - n] as string;
    for (const n of [1, 2, 3, 500, 1_999]) {
      let hash = roundHash(n);
      expect(nextChainHash(hash)).toBe(n === 1 ? published : roundHash(n - 1));
      for (let i = 0; i < n; i += 1) hash = nextChainHash(hash);
      expect(hash).toBe(published);
    }
    // A forged hash does not reach the published one.
    let forged = nextChainHash('not a round hash');
    for (let i = 0; i < 2_000; i += 1, forged = nextChainHash(forged)) expect(forged).not.toBe(published);
  });
});

describe('crash points', () => {
  it('are pinned for a fixed chain and salt', () => {
    const chain = buildChain(SEED, 8);
    expect(chain.map((hash) => crashPoint(hash, SALT, 100))).toEqual([
      673, 249, 364, 113, 213, 379, 158, 135,
    ]);
    expect(chain.map((hash) => crashPoint(hash, SALT, 500))).toEqual([
      645, 239, 349, 108, 205, 364, 151, 130,
    ]);
    expect(chain.map(referenceR)).toEqual([
      3841257130578114n,
      2719528813517867n,
      3280174431019341n,
      577728114543667n,
      2419754577850031n,
      3330250179282448n,
      1688202917724133n,
      1222384258714575n,
    ]);
  });

  it('equal the published formula computed independently with bigint, at every edge', () => {
    const chain = buildChain(SEED, 2_000);
    const wrong: string[] = [];
    let instant = 0;
    for (const hash of chain) {
      const r = referenceR(hash);
      for (const edge of [HOUSE_EDGE_BPS.min, 137, 250, HOUSE_EDGE_BPS.max]) {
        const point = crashPoint(hash, SALT, edge);
        if (point !== referencePoint(r, edge)) wrong.push(`${hash} ${edge}: ${point}`);
      }
      if (crashPoint(hash, SALT, 100) === 100) instant += 1;
    }
    expect(wrong).toEqual([]);
    // About 1 - 0.99 / 1.01 = 2% of rounds crash at 1.00x; a fixed chain gives a fixed count.
    expect(instant).toBeGreaterThan(20);
    expect(instant).toBeLessThan(70);
  });

  it('return exactly the counted share of the 2^52 values at every cash-out target (no simulation)', () => {
    const targets = [
      101,
      102,
      110,
      133,
      150,
      199,
      200,
      250,
      1_000,
      10_000,
      123_457,
      1_000_000,
      99_999_999,
      CAP,
    ];
    for (let target = 101; target <= 5_000; target += 13) targets.push(target);
    for (const edge of [HOUSE_EDGE_BPS.min, 250, HOUSE_EDGE_BPS.max]) {
      for (const target of targets) {
        // The point grows with r, so the winning r are the ones from the first that reaches the target.
        let lo = 0n;
        let hi = SPACE_52;
        while (lo < hi) {
          const mid = (lo + hi) / 2n;
          if (referencePoint(mid, edge) >= target) hi = mid;
          else lo = mid + 1n;
        }
        expect(crashWinCount(target, edge)).toBe(SPACE_52 - lo);
        const rtp = crashReturn(target, edge);
        const { low, high } = crashBounds(target, edge);
        expect(compare(rtp, high)).toBeLessThanOrEqual(0);
        expect(compare(rtp, low)).toBeGreaterThan(0);
        expect(compare(high, keep(edge))).toBe(0);
      }
    }
  });
});

describe('the rising multiplier', () => {
  it('is pinned', () => {
    expect(CRASH_GROWTH_PER_MS).toBe(0.00006);
    expect(crashMultiplierAt(-5)).toBe(100);
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashElapsedFor(100)).toBe(0);
    expect(crashElapsedFor(200)).toBe(11_553);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashElapsedFor(1_000)).toBe(38_377);
    expect(crashElapsedFor(CAP)).toBe(230_259);
  });

  it('never falls', () => {
    let previous = crashMultiplierAt(0);
    for (let ms = 1; ms <= 240_000; ms += 1) {
      const now = crashMultiplierAt(ms);
      if (now < previous) throw new Error(`falls at ${ms} ms`);
      previous = now;
    }
    expect(previous).toBeGreaterThan(CAP);
  });

  it('agrees with crashElapsedFor: first shows m at elapsedFor(m) and not a millisecond before', () => {
    const wrong: number[] = [];
    const check = (m: number) => {
      const t = crashElapsedFor(m);
      if (!Number.isInteger(t) || crashMultiplierAt(t) < m || (t > 0 && crashMultiplierAt(t - 1) >= m))
        wrong.push(m);
    };
    for (let m = 100; m <= 200_000; m += 1) check(m);
    for (let m = 200_000; m <= CAP; m = Math.ceil(m * 1.0007) + 1) check(m);
    check(CAP);
    expect(wrong).toEqual([]);
  });
});
