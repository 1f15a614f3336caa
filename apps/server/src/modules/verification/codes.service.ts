import { createHmac } from 'node:crypto';
import type { LanguageCode } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { textsFor } from '../../platform/i18n/texts.ts';
import { type KeyRing, matchesAnyKey } from '../../platform/secrets.ts';
import { hitThrottle, type ThrottleRule } from '../../platform/throttle.ts';
import { numericCode } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsProvider } from './sms-provider.ts';
import * as repo from './verification.repository.ts';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'login' | 'reset' | 'bind' | 'two-factor';

/**
 * Sending: three codes per number (or address) in five minutes, then a five-minute block (spec
 * section 9); at most thirty per caller address an hour, so one client cannot spray numbers.
 */
const PER_TARGET: ThrottleRule = { windowMs: 5 * 60_000, max: 4, blockMs: 5 * 60_000 };
const PER_ADDRESS: ThrottleRule = { windowMs: 60 * 60_000, max: 31, blockMs: 60 * 60_000 };
/** Wrong guesses allowed on one code before it is void. */
const MAX_ATTEMPTS = 5;

export interface SendCodeRequest {
  brand: Brand;
  channel: CodeChannel;
  purpose: CodePurpose;
  /** E.164 number or lower-case e-mail. */
  target: string;
  memberId?: bigint | null;
  ip: string;
  language: LanguageCode;
  /**
   * False when the target has no account behind it for a purpose that needs one: everything
   * happens as usual (throttles, answer) except that nothing is sent, so callers cannot tell.
   */
  deliver?: boolean;
}

export class CodeService {
  readonly #db: Db;
  readonly #sms: SmsProvider;
  readonly #mailer: Mailer;
  readonly #keys: KeyRing;
  readonly #now: () => Date;

  constructor(deps: { db: Db; sms: SmsProvider; mailer: Mailer; key: KeyRing; now: () => Date }) {
    this.#db = deps.db;
    this.#sms = deps.sms;
    this.#mailer = deps.mailer;
    this.#keys = deps.key;
    this.#now = deps.now;
  }

  // Codes are short, so a plain hash would fall to a dictionary if the table leaked; keyed, it does not.
  // A code sent just before a key rotation is hashed under the previous key; it still counts.
  #hash(key: Buffer, target: string, code: string): string {
    return createHmac('sha256', key).update(`${target}:${code}`).digest('hex');
  }

  async send(request: SendCodeRequest): Promise<{ expiredMinutes: number }> {
    const { brand, channel, purpose, target } = request;
    const now = this.#now();
    const byTarget = await hitThrottle(this.#db, brand.id, `code:${channel}`, target, PER_TARGET, now);
    const byAddress = await hitThrottle(this.#db, brand.id, 'code:ip', request.ip, PER_ADDRESS, now);
    if (byTarget.blockedUntil || byAddress.blockedUntil) throw new AppError('SMS_TOO_MANY_REQUESTS');

    const minutes = brand.settings.sms.expiredMinutes;
    const code = numericCode(brand.settings.sms.codeLength);
    const key = { merchantId: brand.id, channel, purpose, target };
    await this.#db.transaction().execute(async (trx) => {
      // A new code replaces any earlier one for the same purpose.
      await repo.voidCodes(trx, key, now);
      await repo.insertCode(trx, key, {
        memberId: request.memberId ?? null,
        codeHash: this.#hash(this.#keys.current.key, target, code),
        expiresAt: new Date(now.getTime() + minutes * 60_000),
        ip: request.ip,
      });
    });
    if (request.deliver === false) return { expiredMinutes: minutes };

    const texts = textsFor(request.language);
    if (channel === 'sms') {
      await this.#sms.send({
        merchantId: brand.id,
        to: target,
        text: texts.smsCode({ brand: brand.name, code, minutes }),
      });
    } else {
      await this.#mailer.send({
        merchantId: brand.id,
        to: target,
        fromName: brand.name,
        subject: texts.emailCodeSubject({ brand: brand.name }),
        text: texts.emailCode({ brand: brand.name, code, minutes }),
      });
    }
    return { expiredMinutes: minutes };
  }

  /**
   * Voids every code of a purpose still outstanding for these targets (a number, an address).
   * Takes the caller's transaction, so a password change and the end of its reset codes commit
   * together: a code sent before the change must not set another password after it.
   */
  async voidOutstanding(
    db: Db,
    brandId: number,
    purpose: CodePurpose,
    targets: readonly string[],
    now: Date,
  ): Promise<void> {
    if (targets.length === 0) return;
    await repo.voidCodesOfTargets(db, brandId, purpose, targets, now);
  }

  /**
   * Uses up a code. Wrong codes count against it; after five it is void. An expired code says
   * so, so the player knows to ask for a new one.
   */
  async consume(
    brandId: number,
    channel: CodeChannel,
    purpose: CodePurpose,
    target: string,
    code: string,
  ): Promise<void> {
    const now = this.#now();
    const outcome = await this.#db.transaction().execute(async (trx) => {
      const row = await repo.lockLatestCode(trx, { merchantId: brandId, channel, purpose, target });
      if (!row) return 'invalid' as const;
      if (row.expires_at <= now) {
        await repo.spendCode(trx, row.id, now);
        return 'expired' as const;
      }
      if (
        /^\d{4,8}$/.test(code) &&
        matchesAnyKey(this.#keys, row.code_hash, (key) => this.#hash(key, target, code))
      ) {
        await repo.spendCode(trx, row.id, now);
        return 'ok' as const;
      }
      const attempts = row.attempts + 1;
      await repo.setCodeAttempts(trx, row.id, attempts, attempts >= MAX_ATTEMPTS, now);
      return 'invalid' as const;
    });
    if (outcome === 'expired') throw new AppError('VERIFICATION_CODE_EXPIRED');
    if (outcome === 'invalid') throw new AppError('VERIFICATION_CODE_INVALID');
  }
}
