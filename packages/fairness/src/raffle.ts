import { hmacSha256, sha256Hex, toHex, utf8 } from './sha256.ts';

/**
 * Raffle draws (issue 18; ADR 0039). Each period's draw has its own server seed (64 hex
 * characters), committed by its SHA-256 when the period opens and revealed after the draw.
 *
 * - Tickets are numbered 1, 2, 3… in the order their rows were written: a row of 3 tickets after
 *   a row of 2 holds tickets 3, 4 and 5.
 * - The client seed is fixed at the draw: the SHA-256 (hex) of the ordered ticket list, one line
 *   `holder:tickets` per row, joined by "\n". Nobody knows the list before the period ends, and the
 *   server seed was committed before the first ticket, so neither side can steer the result.
 * - Draw k (0, 1, 2…) picks ticket `HMAC_SHA256(key = serverSeed, message = clientSeed:k)` read
 *   as a 256-bit number, mod the total tickets, plus 1.
 * - The first prize goes to the holder of draw 0's ticket; each next prize to the next draw whose
 *   ticket is held by somebody who has not won yet (a draw landing on a winner's ticket is skipped,
 *   and k moves on). One prize per holder; prizes beyond the number of holders stay undrawn.
 * - A draw gives up after MAX_RAFFLE_DRAWS values of k (only reachable when one holder owns
 *   nearly every ticket); prizes left then are not awarded.
 */

/** One ticket row, in row order: who holds it (a member id) and how many tickets it is. */
export interface RaffleEntry {
  holder: string;
  tickets: number;
}

export interface RaffleWin {
  /** 1 for the first prize. */
  rank: number;
  holder: string;
  /** The winning ticket's number (1-based). */
  ticket: number;
  /** The draw index that picked it. */
  k: number;
}

/** Values of k a draw tries at most. */
export const MAX_RAFFLE_DRAWS = 100_000;

/** The ticket list the client seed is the digest of: `holder:tickets` per row, in row order. */
export function raffleTicketList(entries: readonly RaffleEntry[]): string {
  return entries.map((e) => `${e.holder}:${e.tickets}`).join('\n');
}

/** The client seed of a draw: SHA-256 (hex) of its ticket list. */
export const raffleClientSeed = (entries: readonly RaffleEntry[]): string =>
  sha256Hex(raffleTicketList(entries));

/** The total tickets of a list. */
export const raffleTotal = (entries: readonly RaffleEntry[]): number =>
  entries.reduce((sum, e) => sum + e.tickets, 0);

/** The ticket draw k picks among `total` tickets (1-based). */
export function raffleTicket(serverSeed: string, clientSeed: string, k: number, total: number): number {
  if (!Number.isInteger(total) || total < 1) throw new Error('a raffle needs at least one ticket');
  if (!Number.isInteger(k) || k < 0) throw new Error('k is a whole number from 0');
  const mac = hmacSha256(utf8(serverSeed), utf8(`${clientSeed}:${k}`));
  return Number(BigInt(`0x${toHex(mac)}`) % BigInt(total)) + 1;
}

/** First ticket number of each row, for finding a ticket's holder by binary search. */
function starts(entries: readonly RaffleEntry[]): number[] {
  const out: number[] = [];
  let next = 1;
  for (const e of entries) {
    if (!Number.isInteger(e.tickets) || e.tickets < 1)
      throw new Error('a ticket row holds 1 or more tickets');
    out.push(next);
    next += e.tickets;
  }
  return out;
}

/** The row index holding `ticket` (rows numbered from `firsts`). */
function rowOf(firsts: readonly number[], ticket: number): number {
  let lo = 0;
  let hi = firsts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((firsts[mid] as number) <= ticket) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Who holds ticket `ticket` of the list (1-based), or null when it is out of range. */
export function raffleHolderOf(entries: readonly RaffleEntry[], ticket: number): string | null {
  if (!Number.isInteger(ticket) || ticket < 1 || ticket > raffleTotal(entries)) return null;
  return entries[rowOf(starts(entries), ticket)]?.holder ?? null;
}

/**
 * The winners of a draw, first prize first: pure, so the server draws with it and anyone with the
 * revealed seed and the ticket list gets the same answer.
 */
export function drawRaffle(input: {
  serverSeed: string;
  clientSeed: string;
  entries: readonly RaffleEntry[];
  prizes: number;
}): RaffleWin[] {
  const { serverSeed, clientSeed, entries } = input;
  const firsts = starts(entries);
  const total = raffleTotal(entries);
  if (total === 0 || input.prizes <= 0) return [];
  const wanted = Math.min(input.prizes, new Set(entries.map((e) => e.holder)).size);
  const won = new Set<string>();
  const wins: RaffleWin[] = [];
  for (let k = 0; wins.length < wanted && k < MAX_RAFFLE_DRAWS; k += 1) {
    const ticket = raffleTicket(serverSeed, clientSeed, k, total);
    const holder = (entries[rowOf(firsts, ticket)] as RaffleEntry).holder;
    if (won.has(holder)) continue;
    won.add(holder);
    wins.push({ rank: wins.length + 1, holder, ticket, k });
  }
  return wins;
}

/** One value of k as the verifier shows it: the ticket it picked and the prize it gave, if any. */
export interface RaffleStep {
  k: number;
  ticket: number;
  /** The rank it won; null for a draw skipped (its ticket belongs to an earlier winner). */
  rank: number | null;
}

/**
 * What a player can check from a draw's public record alone (/fairness): the revealed server seed
 * hashes to the seed hash committed when the period opened, and the published winning tickets are
 * the draws of k = 0, 1, 2… in order (with skipped draws, which must land on earlier winners'
 * tickets, listed). With the ticket list as well, `drawRaffle` recomputes the winners outright.
 */
export function verifyRaffle(input: {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  totalTickets: number;
  /** The published winners' tickets, first prize first. */
  winningTickets: readonly number[];
}): { seedMatches: boolean; steps: RaffleStep[]; winnersMatch: boolean } {
  const seedMatches = sha256Hex(input.serverSeed) === input.seedHash.trim().toLowerCase();
  const steps: RaffleStep[] = [];
  const wanted = input.winningTickets;
  if (input.totalTickets < 1) return { seedMatches, steps, winnersMatch: wanted.length === 0 };
  let matched = 0;
  for (let k = 0; matched < wanted.length && k < MAX_RAFFLE_DRAWS; k += 1) {
    const ticket = raffleTicket(input.serverSeed, input.clientSeed, k, input.totalTickets);
    if (ticket === wanted[matched]) {
      matched += 1;
      steps.push({ k, ticket, rank: matched });
    } else {
      steps.push({ k, ticket, rank: null });
    }
  }
  // A skipped draw is only ever a ticket of a member who already won: the first draw always wins.
  const firstWins = wanted.length === 0 || steps[0]?.rank === 1;
  return { seedMatches, steps, winnersMatch: matched === wanted.length && firstWins };
}
