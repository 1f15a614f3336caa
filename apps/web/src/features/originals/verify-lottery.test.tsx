import { ORIGINALS_ROUTES } from '@portal/contracts';
import { drawLottery } from '@portal/fairness';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serve } from '@/test/serve';
import { FairnessPage } from './fairness-page';
import { originalsConfig, renderGame } from './test-utils';
import { INPUT_DEFAULTS, readLotteryLines, verify } from './verify';

const SEED = '3f9a1c0e5b7d2468ace13579bdf02468ace13579bdf02468ace13579bdf0246a';
const GAME = 'VNL-VN3';
const DRAW = '20261122-0085';
const special = drawLottery('VN', SEED, GAME, DRAW)[0]?.number ?? '';
const pick = special.slice(-2);
const miss = pick === '00' ? '01' : '00';

/**
 * A settled ticket's lines as the player's ticket links them (lottery/my-tickets.tsx,
 * verifyTicketUrl): one line sold at 95x, one sold before odds were settings (the published 98x),
 * and one that missed.
 */
const LINES = `DE:${pick}:1.00:95.00;DE:${pick}:2.00;DE:${miss}:1.00:95.00`;
const QUERY = new URLSearchParams({
  game: 'LOTTERY',
  style: 'VN',
  gameCode: GAME,
  drawNo: DRAW,
  lines: LINES,
});

describe('the verifier and a lottery ticket', () => {
  it("recomputes a ticket's winnings at the odds each line was sold at", () => {
    const result = verify({
      ...INPUT_DEFAULTS,
      game: 'LOTTERY',
      style: 'VN',
      serverSeed: SEED,
      gameCode: GAME,
      drawNo: DRAW,
      lines: LINES,
    });
    expect(result.outcome?.game).toBe('LOTTERY');
    const outcome = result.outcome as Extract<typeof result.outcome, { game: 'LOTTERY' }>;
    // 95x on 1.00 and the published 98x on 2.00; the third line missed.
    expect(outcome.ticket?.lines.map((l) => [l.odds[0]?.odds, l.payout])).toEqual([
      ['95.00', '95.00'],
      ['98.00', '196.00'],
      ['95.00', '0.00'],
    ]);
    expect(outcome.ticket?.total).toBe('291.00');
  });

  it('reads BIG odds per prize and refuses malformed lines', () => {
    expect(readLotteryLines('BIG:1234:1.00:FIRST=3400,SECOND=1600', 'SEA')).toEqual([
      { type: 'BIG', numbers: ['1234'], stake: 100n, odds: { FIRST: 34_000_000, SECOND: 16_000_000 } },
    ]);
    for (const bad of [
      'BIG:1234:1.00:98',
      'BIG:1234:1.00:NOPE=3',
      'DE:45:1.00',
      'BIG:12:1.00',
      'BIG:1234:one',
      'BIG:1234:1.00:3400:x',
    ])
      expect(readLotteryLines(bad, 'SEA'), bad).toBeNull();
    expect(readLotteryLines('', 'VN')).toEqual([]);
  });

  it('shows each line and the total on the fairness page', async () => {
    serve({ [`GET ${ORIGINALS_ROUTES.config.path}`]: () => originalsConfig({ houseEdgeBps: 100 }) });
    const url = `/fairness?${QUERY.toString()}&serverSeed=${SEED}`;
    await renderGame('/fairness', <FairnessPage />, url);
    const shown = await screen.findByTestId('verify-ticket');
    expect(shown.textContent).toContain(`DE ${pick}, stake 1.00 at 95.00×: wins 95.00`);
    expect(shown.textContent).toContain(`DE ${pick}, stake 2.00 at 98.00×: wins 196.00`);
    expect(shown.textContent).toContain('The ticket wins 291.00 in all');
  });
});
