import type { TLotteryTicket } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { verifyTicketUrl } from './my-tickets';

const ticket: TLotteryTicket = {
  ticketId: '7',
  requestId: 'r-7',
  gameCode: 'LTA-4D5',
  gameName: "4D 5'",
  style: 'SEA',
  drawNo: '20261122-0051',
  drawAt: '2026-11-22T04:15:00.000Z',
  lines: [
    {
      type: 'SMALL',
      numbers: ['1234'],
      stake: '1.00',
      payout: '0.00',
      odds: [
        { key: 'FIRST', odds: '5000.00' },
        { key: 'SECOND', odds: '2500.00' },
        { key: 'THIRD', odds: '1800.00' },
      ],
    },
    { type: '2D', numbers: ['34'], stake: '2.50', payout: '0.00', odds: [{ key: 'FIRST', odds: '95.00' }] },
    { type: '3D', numbers: ['234'], stake: '1.00', payout: '0.00' },
  ],
  stake: '4.50',
  payout: '0.00',
  status: 'SETTLED',
  placedAt: '2026-11-22T04:14:00.000Z',
  settledAt: '2026-11-22T04:15:01.000Z',
};

describe('a ticket links to the fairness page', () => {
  it('with its draw and its lines at the odds each was sold at (none: the published odds)', () => {
    const url = new URL(verifyTicketUrl(ticket), 'https://x');
    expect(url.pathname).toBe('/fairness');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'LOTTERY',
      style: 'SEA',
      gameCode: 'LTA-4D5',
      drawNo: '20261122-0051',
      lines: 'SMALL:1234:1.00:FIRST=5000.00,SECOND=2500.00,THIRD=1800.00;2D:34:2.50:95.00;3D:234:1.00',
    });
  });
});
