import { createHash, createHmac } from 'node:crypto';
import { ORIGINALS_ROUTES } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serve } from '@/test/serve';
import { FairnessPage } from './fairness-page';
import { checkRaffle } from './raffle-verifier';
import { originalsConfig, renderGame } from './test-utils';

// Worked out here with node:crypto, independently of @portal/fairness, from the published scheme:
// draw k picks ticket HMAC-SHA256(serverSeed, clientSeed:k) mod tickets + 1.
const SERVER_SEED = '5c2e8a41f0b9d3c7e6a5f4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
const CLIENT_SEED = createHash('sha256').update('11:4\n12:2\n13:7').digest('hex');
const TICKETS = 13;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ticketOf = (k: number) =>
  Number(
    BigInt(`0x${createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:${k}`).digest('hex')}`) %
      BigInt(TICKETS),
  ) + 1;

/** The holder of a ticket of the list 11:4, 12:2, 13:7 (tickets 1-4, 5-6, 7-13). */
const holderOf = (ticket: number) => (ticket <= 4 ? '11' : ticket <= 6 ? '12' : '13');

/** The winners of three prizes, one per member, computed independently. */
function expectedWinners(): number[] {
  const won = new Set<string>();
  const out: number[] = [];
  for (let k = 0; out.length < 3; k += 1) {
    const ticket = ticketOf(k);
    if (won.has(holderOf(ticket))) continue;
    won.add(holderOf(ticket));
    out.push(ticket);
  }
  return out;
}

function open(query: Record<string, string>) {
  serve({ [`GET ${ORIGINALS_ROUTES.config.path}`]: () => originalsConfig({ houseEdgeBps: 100 }) });
  return renderGame('/fairness', <FairnessPage />, `/fairness?${new URLSearchParams(query).toString()}`);
}

describe('the raffle verifier', () => {
  it('recomputes a linked draw, checks the seed hash and the winning tickets', async () => {
    const winners = expectedWinners();
    await open({
      game: 'RAFFLE',
      serverSeed: SERVER_SEED,
      serverSeedHash: sha256(SERVER_SEED),
      clientSeed: CLIENT_SEED,
      tickets: String(TICKETS),
      winners: winners.join(','),
    });
    expect((await screen.findByTestId('raffle-hash-check')).textContent).toBe(
      'The server seed matches its hash.',
    );
    expect(screen.getByTestId('raffle-winners-check').textContent).toBe(
      'The winning tickets are exactly the ones these seeds draw.',
    );
    expect(screen.getAllByText('Prize 1')).toHaveLength(1);
    // Winners in another order are not what the seeds draw.
    fireEvent.change(screen.getByRole('textbox', { name: /Winning tickets/ }), {
      target: { value: [...winners].reverse().join(',') },
    });
    expect(screen.getByTestId('raffle-winners-check').textContent).toBe(
      'These winning tickets are NOT the ones these seeds draw.',
    );
    // A wrong seed does not match its hash.
    fireEvent.change(screen.getByRole('textbox', { name: 'Server seed' }), {
      target: { value: 'x'.repeat(64) },
    });
    expect(screen.getByTestId('raffle-hash-check').textContent).toBe(
      'The server seed does NOT match this hash.',
    );
  });

  it('lists the first draws without winners and names what is missing or wrong', () => {
    const base = {
      serverSeed: SERVER_SEED,
      serverSeedHash: '',
      clientSeed: CLIENT_SEED,
      tickets: '13',
      winners: '',
    };
    const preview = checkRaffle(base);
    expect(preview.problem).toBeNull();
    expect(preview.steps.map((s) => s.ticket)).toEqual(Array.from({ length: 10 }, (_, k) => ticketOf(k)));
    expect(checkRaffle({ ...base, serverSeed: '' }).problem).toBe('serverSeed');
    expect(checkRaffle({ ...base, tickets: '0' }).problem).toBe('tickets');
    expect(checkRaffle({ ...base, winners: '14' }).problem).toBe('winners');
    expect(checkRaffle({ ...base, serverSeedHash: 'nothex' }).problem).toBe('serverSeedHash');
  });
});
