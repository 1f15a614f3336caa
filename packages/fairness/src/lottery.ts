import { type SeedPair, uint32s } from './rng.ts';

/**
 * Lottery draws. Each draw has its own server seed, committed by its SHA-256 when the draw opens and
 * revealed when it is drawn; the client seed is the draw's public name (`gameCode:drawNo`) and the
 * nonce 0, so anyone can recompute the numbers. Each number takes one float: `floor(float * 10^digits)`.
 */

/** Vietnamese (northern) results: 27 numbers over eight prizes and the special prize. */
export const VN_PRIZES = [
  { prize: 'SPECIAL', count: 1, digits: 5 },
  { prize: 'FIRST', count: 1, digits: 5 },
  { prize: 'SECOND', count: 2, digits: 5 },
  { prize: 'THIRD', count: 6, digits: 5 },
  { prize: 'FOURTH', count: 4, digits: 4 },
  { prize: 'FIFTH', count: 6, digits: 4 },
  { prize: 'SIXTH', count: 3, digits: 3 },
  { prize: 'SEVENTH', count: 4, digits: 2 },
] as const;

/** South-East Asian 4D results: 23 four-digit numbers. */
export const SEA_PRIZES = [
  { prize: 'FIRST', count: 1, digits: 4 },
  { prize: 'SECOND', count: 1, digits: 4 },
  { prize: 'THIRD', count: 1, digits: 4 },
  { prize: 'STARTER', count: 10, digits: 4 },
  { prize: 'CONSOLATION', count: 10, digits: 4 },
] as const;

export type LotteryStyle = 'VN' | 'SEA';

export interface DrawnNumber {
  prize: string;
  /** Zero-padded to the prize's digits. */
  number: string;
}

export const lotteryClientSeed = (gameCode: string, drawNo: string): string => `${gameCode}:${drawNo}`;

export function drawLottery(
  style: LotteryStyle,
  serverSeed: string,
  gameCode: string,
  drawNo: string,
): DrawnNumber[] {
  const prizes = style === 'VN' ? VN_PRIZES : SEA_PRIZES;
  const total = prizes.reduce((sum, p) => sum + p.count, 0);
  const pair: SeedPair = { serverSeed, clientSeed: lotteryClientSeed(gameCode, drawNo), nonce: 0 };
  const values = uint32s(pair, total);
  const out: DrawnNumber[] = [];
  let i = 0;
  for (const p of prizes) {
    for (let n = 0; n < p.count; n += 1) {
      const k = values[i] as number;
      i += 1;
      const number = Math.floor((k * 10 ** p.digits) / 2 ** 32);
      out.push({ prize: p.prize, number: String(number).padStart(p.digits, '0') });
    }
  }
  return out;
}
