import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the in-house games' calls live (ADR 0017; their schemas are in ./originals.ts). Trial
 * accounts play them too, with play money (access session; ADR 0044).
 */
export const ORIGINALS_ROUTES = {
  /** Bet limits and house edge of the brand. */
  config: { id: 'originals.config', method: 'GET', path: '/lgw/originals/config', access: 'public' },
  /** The active seed pair (server seed as its hash), its nonce, and the next server seed's hash. */
  seeds: { id: 'originals.seeds', method: 'GET', path: '/wps/originals/seeds', access: 'session' },
  /** Reveals the active server seed and starts the next pair with the given client seed. */
  rotateSeeds: {
    id: 'originals.rotateSeeds',
    method: 'POST',
    path: '/wps/originals/seeds/rotate',
    access: 'session',
  },
  /** Revealed (rotated) seed pairs, newest first. */
  seedHistory: {
    id: 'originals.seedHistory',
    method: 'GET',
    path: '/wps/originals/seeds/history',
    access: 'session',
  },
  dice: { id: 'originals.dice', method: 'POST', path: '/wps/originals/dice', access: 'session' },
  limbo: { id: 'originals.limbo', method: 'POST', path: '/wps/originals/limbo', access: 'session' },
  plinko: { id: 'originals.plinko', method: 'POST', path: '/wps/originals/plinko', access: 'session' },
  keno: { id: 'originals.keno', method: 'POST', path: '/wps/originals/keno', access: 'session' },
  mines: { id: 'originals.mines', method: 'POST', path: '/wps/originals/mines', access: 'session' },
  minesReveal: {
    id: 'originals.minesReveal',
    method: 'POST',
    path: '/wps/originals/mines/reveal',
    access: 'session',
  },
  minesCashout: {
    id: 'originals.minesCashout',
    method: 'POST',
    path: '/wps/originals/mines/cashout',
    access: 'session',
  },
  hilo: { id: 'originals.hilo', method: 'POST', path: '/wps/originals/hilo', access: 'session' },
  hiloGuess: {
    id: 'originals.hiloGuess',
    method: 'POST',
    path: '/wps/originals/hilo/guess',
    access: 'session',
  },
  hiloCashout: {
    id: 'originals.hiloCashout',
    method: 'POST',
    path: '/wps/originals/hilo/cashout',
    access: 'session',
  },
  /** The member's open round of a game (?game=MINES|HILO), or null. */
  active: { id: 'originals.active', method: 'GET', path: '/wps/originals/active', access: 'session' },
  /** The member's rounds, newest first (?game=&pageNo=&pageSize=). */
  rounds: { id: 'originals.rounds', method: 'GET', path: '/wps/originals/rounds', access: 'session' },
  /** One of the member's rounds with its seeds. */
  round: { id: 'originals.round', method: 'GET', path: '/wps/originals/rounds/:roundId', access: 'session' },
} as const satisfies Record<string, RouteInfo>;
