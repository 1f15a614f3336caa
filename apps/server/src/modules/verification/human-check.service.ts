import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { THumanCheckChallenge } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { type KeyRing, matchesAnyKey } from '../../platform/secrets.ts';
import * as repo from './verification.repository.ts';

/**
 * A proof-of-work human check in the manner of ALTCHA: we publish SHA-256(salt + n) for a secret
 * n below maxNumber and sign it; the browser finds n by trying (a fraction of a second for a
 * person, real cost for a script sending thousands of logins). The salt carries the expiry; a
 * solved challenge is redeemed once.
 */
const CHALLENGE_TTL_MS = 10 * 60_000;
const MAX_NUMBER = 50_000;

export interface HumanCheckSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export class HumanCheckService {
  readonly #db: Db;
  readonly #keys: KeyRing;
  readonly #now: () => Date;

  constructor(db: Db, keys: KeyRing, now: () => Date) {
    this.#db = db;
    this.#keys = keys;
    this.#now = now;
  }

  #sign(key: Buffer, merchantId: number, challenge: string): string {
    return createHmac('sha256', key).update(`${merchantId}:${challenge}`).digest('hex');
  }

  issue(merchantId: number): THumanCheckChallenge {
    const expires = Math.floor((this.#now().getTime() + CHALLENGE_TTL_MS) / 1000);
    const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
    const secret = randomInt(MAX_NUMBER);
    const challenge = createHash('sha256').update(`${salt}${secret}`).digest('hex');
    return {
      algorithm: 'SHA-256',
      challenge,
      salt,
      maxNumber: MAX_NUMBER,
      signature: this.#sign(this.#keys.current.key, merchantId, challenge),
    };
  }

  /** Checks a solution (base64 JSON as the browser sends it) and redeems it; false when anything is off. */
  async verify(merchantId: number, encoded: string | undefined): Promise<boolean> {
    if (!encoded || encoded.length > 2000) return false;
    let solution: HumanCheckSolution;
    try {
      solution = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as HumanCheckSolution;
    } catch {
      return false;
    }
    const { algorithm, challenge, number, salt, signature } = solution;
    if (
      algorithm !== 'SHA-256' ||
      typeof challenge !== 'string' ||
      typeof salt !== 'string' ||
      typeof signature !== 'string'
    ) {
      return false;
    }
    if (!Number.isInteger(number) || number < 0 || number > MAX_NUMBER) return false;
    const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1]);
    const now = this.#now();
    if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return false;
    // A challenge issued just before a key rotation is still solvable under the previous key.
    if (!matchesAnyKey(this.#keys, signature, (key) => this.#sign(key, merchantId, challenge))) return false;
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') !== challenge) return false;
    return repo.redeemHumanCheck(this.#db, { signature, merchantId, expiresAt: new Date(expires * 1000) });
  }
}
