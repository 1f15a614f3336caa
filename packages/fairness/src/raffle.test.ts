import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawRaffle,
  MAX_RAFFLE_DRAWS,
  type RaffleEntry,
  raffleClientSeed,
  raffleHolderOf,
  raffleTicket,
  raffleTicketList,
  raffleTotal,
  verifyRaffle,
} from './raffle.ts';

const SEED = '8f3c1a0b9e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c';

/** A pseudo-random ticket list (deterministic per seed). */
function listOf(seed: number, rows: number, holders: number): RaffleEntry[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return Array.from({ length: rows }, () => ({
    holder: String(1 + Math.floor(next() * holders)),
    tickets: 1 + Math.floor(next() * 20),
  }));
}

describe('the raffle draw', () => {
  it('numbers tickets in row order and digests the list with SHA-256 (node:crypto)', () => {
    const entries = [
      { holder: '7', tickets: 2 },
      { holder: '9', tickets: 3 },
      { holder: '7', tickets: 1 },
    ];
    expect(raffleTicketList(entries)).toBe('7:2\n9:3\n7:1');
    expect(raffleClientSeed(entries)).toBe(createHash('sha256').update('7:2\n9:3\n7:1').digest('hex'));
    expect(raffleTotal(entries)).toBe(6);
    expect([1, 2, 3, 4, 5, 6, 7].map((t) => raffleHolderOf(entries, t))).toEqual([
      '7',
      '7',
      '9',
      '9',
      '9',
      '7',
      null,
    ]);
  });

  it('picks ticket HMAC-SHA256(server seed, client seed:k) mod total + 1 (node:crypto)', () => {
    for (const total of [1, 2, 7, 1000, 123_457]) {
      for (let k = 0; k < 5; k += 1) {
        const mac = createHmac('sha256', SEED).update(`abc:${k}`).digest('hex');
        expect(raffleTicket(SEED, 'abc', k, total)).toBe(Number(BigInt(`0x${mac}`) % BigInt(total)) + 1);
      }
    }
  });

  it('is deterministic, gives one prize per member and every winner holds the winning ticket', () => {
    for (let trial = 0; trial < 200; trial += 1) {
      const entries = listOf(trial + 1, 1 + (trial % 40), 1 + (trial % 13));
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = raffleClientSeed(entries);
      const prizes = 1 + (trial % 9);
      const wins = drawRaffle({ serverSeed, clientSeed, entries, prizes });
      expect(drawRaffle({ serverSeed, clientSeed, entries, prizes })).toEqual(wins);
      const holders = new Set(entries.map((e) => e.holder));
      expect(wins).toHaveLength(Math.min(prizes, holders.size));
      expect(new Set(wins.map((w) => w.holder)).size).toBe(wins.length);
      wins.forEach((w, i) => {
        expect(w.rank).toBe(i + 1);
        expect(raffleHolderOf(entries, w.ticket)).toBe(w.holder);
        expect(raffleTicket(serverSeed, clientSeed, w.k, raffleTotal(entries))).toBe(w.ticket);
      });
      // The first prize is always draw 0; the draws between two winners landed on earlier winners.
      expect(wins[0]?.k).toBe(0);
      for (let i = 1; i < wins.length; i += 1) {
        const previous = new Set(wins.slice(0, i).map((w) => w.holder));
        for (let k = (wins[i - 1] as { k: number }).k + 1; k < (wins[i] as { k: number }).k; k += 1) {
          const ticket = raffleTicket(serverSeed, clientSeed, k, raffleTotal(entries));
          expect(previous.has(raffleHolderOf(entries, ticket) as string)).toBe(true);
        }
      }
      // The public check agrees.
      const check = verifyRaffle({
        serverSeed,
        seedHash: createHash('sha256').update(serverSeed).digest('hex'),
        clientSeed,
        totalTickets: raffleTotal(entries),
        winningTickets: wins.map((w) => w.ticket),
      });
      expect(check.seedMatches).toBe(true);
      expect(check.winnersMatch).toBe(true);
      expect(check.steps.filter((s) => s.rank !== null).map((s) => s.ticket)).toEqual(
        wins.map((w) => w.ticket),
      );
    }
  });

  it('draws nothing without tickets or prizes', () => {
    expect(
      drawRaffle({ serverSeed: SEED, clientSeed: raffleClientSeed([]), entries: [], prizes: 3 }),
    ).toEqual([]);
    const entries = [{ holder: '1', tickets: 4 }];
    expect(drawRaffle({ serverSeed: SEED, clientSeed: 'x', entries, prizes: 0 })).toEqual([]);
    expect(drawRaffle({ serverSeed: SEED, clientSeed: 'x', entries, prizes: 5 })).toHaveLength(1);
  });

  it('changes with the seed and the ticket list', () => {
    const entries = listOf(99, 30, 30);
    const a = drawRaffle({ serverSeed: SEED, clientSeed: raffleClientSeed(entries), entries, prizes: 5 });
    const other = [...entries, { holder: '31', tickets: 1 }];
    const b = drawRaffle({
      serverSeed: SEED,
      clientSeed: raffleClientSeed(other),
      entries: other,
      prizes: 5,
    });
    const c = drawRaffle({
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: raffleClientSeed(entries),
      entries,
      prizes: 5,
    });
    expect(a.map((w) => w.ticket)).not.toEqual(b.map((w) => w.ticket));
    expect(a.map((w) => w.ticket)).not.toEqual(c.map((w) => w.ticket));
  });

  it('gives a fair chance by tickets (chi-square-free sanity: a 3:1 holder wins about 3 times in 4)', () => {
    const entries = [
      { holder: 'a', tickets: 3 },
      { holder: 'b', tickets: 1 },
    ];
    let a = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i += 1) {
      const [first] = drawRaffle({ serverSeed: `${SEED}${i}`, clientSeed: 'c', entries, prizes: 1 });
      if (first?.holder === 'a') a += 1;
    }
    expect(a / runs).toBeGreaterThan(0.72);
    expect(a / runs).toBeLessThan(0.78);
  });

  it('refuses a tampered record: another seed, a changed winner or a winner out of order', () => {
    const entries = listOf(5, 20, 10);
    const clientSeed = raffleClientSeed(entries);
    const wins = drawRaffle({ serverSeed: SEED, clientSeed, entries, prizes: 3 });
    const seedHash = createHash('sha256').update(SEED).digest('hex');
    const base = { serverSeed: SEED, seedHash, clientSeed, totalTickets: raffleTotal(entries) };
    expect(verifyRaffle({ ...base, winningTickets: wins.map((w) => w.ticket) }).winnersMatch).toBe(true);
    const otherSeed = randomBytes(32).toString('hex');
    expect(verifyRaffle({ ...base, serverSeed: otherSeed, winningTickets: [] }).seedMatches).toBe(false);
    const swapped = [wins[1]?.ticket ?? 0, wins[0]?.ticket ?? 0];
    expect(verifyRaffle({ ...base, winningTickets: swapped }).winnersMatch).toBe(false);
    expect(MAX_RAFFLE_DRAWS).toBeGreaterThan(1000);
  });
});
