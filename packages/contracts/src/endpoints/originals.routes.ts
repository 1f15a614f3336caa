import type { RouteInfo } from '../endpoint.ts';

/** Where the in-house games' calls live (ADR 0017; their schemas are in ./originals.ts). */
export const ORIGINALS_ROUTES = {
  /** Bet limits and house edge of the brand. */
  config: { id: 'originals.config', method: 'GET', path: '/lgw/originals/config', access: 'public' },
  /** The active seed pair (server seed as its hash), its nonce, and the next server seed's hash. */
  seeds: { id: 'originals.seeds', method: 'GET', path: '/wps/originals/seeds', access: 'member' },
  /** Reveals the active server seed and starts the next pair with the given client seed. */
  rotateSeeds: {
    id: 'originals.rotateSeeds',
    method: 'POST',
    path: '/wps/originals/seeds/rotate',
    access: 'member',
  },
  /** Revealed (rotated) seed pairs, newest first. */
  seedHistory: {
    id: 'originals.seedHistory',
    method: 'GET',
    path: '/wps/originals/seeds/history',
    access: 'member',
  },
  dice: { id: 'originals.dice', method: 'POST', path: '/wps/originals/dice', access: 'member' },
  limbo: { id: 'originals.limbo', method: 'POST', path: '/wps/originals/limbo', access: 'member' },
  plinko: { id: 'originals.plinko', method: 'POST', path: '/wps/originals/plinko', access: 'member' },
  keno: { id: 'originals.keno', method: 'POST', path: '/wps/originals/keno', access: 'member' },
  mines: { id: 'originals.mines', method: 'POST', path: '/wps/originals/mines', access: 'member' },
  minesReveal: {
    id: 'originals.minesReveal',
    method: 'POST',
    path: '/wps/originals/mines/reveal',
    access: 'member',
  },
  minesCashout: {
    id: 'originals.minesCashout',
    method: 'POST',
    path: '/wps/originals/mines/cashout',
    access: 'member',
  },
  hilo: { id: 'originals.hilo', method: 'POST', path: '/wps/originals/hilo', access: 'member' },
  hiloGuess: {
    id: 'originals.hiloGuess',
    method: 'POST',
    path: '/wps/originals/hilo/guess',
    access: 'member',
  },
  hiloCashout: {
    id: 'originals.hiloCashout',
    method: 'POST',
    path: '/wps/originals/hilo/cashout',
    access: 'member',
  },
  /** The member's open round of a game (?game=MINES|HILO), or null. */
  active: { id: 'originals.active', method: 'GET', path: '/wps/originals/active', access: 'member' },
  /** The member's rounds, newest first (?game=&pageNo=&pageSize=). */
  rounds: { id: 'originals.rounds', method: 'GET', path: '/wps/originals/rounds', access: 'member' },
  /** One of the member's rounds with its seeds. */
  round: { id: 'originals.round', method: 'GET', path: '/wps/originals/rounds/:roundId', access: 'member' },
} as const satisfies Record<string, RouteInfo>;
