import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { upsertRecentPlay } from './games.repository.ts';
import { findGameIdByCode } from './recent-plays.repository.ts';

/** One member's plays of one game closer together than this count once (autobet plays every 0.5 s). */
const SAME_PLAY_MS = 10_000;
const MAX_REMEMBERED = 5_000;

/**
 * The recent list's record of rounds played on the player site's own game screens (issue 20): an
 * in-house round played straight from its page never passes through the launcher, which is where
 * provider games are recorded. Called by the in-house games and crash after a bet is committed; a
 * failure here is logged and never fails the bet.
 */
export class RecentPlays {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #log: FastifyBaseLogger | undefined;
  /** Game ids never change: looked up once per code. */
  readonly #ids = new Map<string, Promise<bigint | null>>();
  /** When this node last recorded a member's play of a game. */
  readonly #recent = new Map<string, number>();

  constructor(deps: { db: Db; now: () => Date; log?: FastifyBaseLogger }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#log = deps.log;
  }

  /** Records that the member played the brand's in-house game `gameCode` (vendor BGS) now. */
  async recordInHouse(merchantId: number, memberId: bigint, gameCode: string): Promise<void> {
    const at = this.#now();
    const key = `${merchantId}:${memberId}:${gameCode}`;
    const last = this.#recent.get(key);
    if (last !== undefined && at.getTime() - last < SAME_PLAY_MS) return;
    if (this.#recent.size >= MAX_REMEMBERED) this.#recent.clear();
    this.#recent.set(key, at.getTime());
    try {
      let id = this.#ids.get(gameCode);
      if (!id) {
        id = findGameIdByCode(this.#db, 'BGS', gameCode);
        this.#ids.set(gameCode, id);
        id.catch(() => this.#ids.delete(gameCode));
      }
      const gameId = await id;
      if (gameId === null) {
        this.#ids.delete(gameCode);
        return;
      }
      await upsertRecentPlay(this.#db, merchantId, memberId, gameId, at);
    } catch (error) {
      this.#recent.delete(key);
      this.#log?.warn({ err: error, gameCode }, 'recent play not recorded');
    }
  }
}
