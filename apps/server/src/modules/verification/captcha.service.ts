import { randomUUID } from 'node:crypto';
import type { TCaptcha } from '@portal/contracts';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/database.ts';
import { hashToken, safeEqual } from '../../platform/tokens.ts';
import { addToOutbox } from '../mail/dev-outbox.ts';
import * as repo from './verification.repository.ts';

/** Image captchas: glyphs drawn as paths with noise, answered once within two minutes. */
const CAPTCHA_TTL_MS = 2 * 60_000;
const CAPTCHA_LENGTH = 4;
// No look-alikes (0/O, 1/l/I) so people are not failed by the font.
const CAPTCHA_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export class CaptchaService {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #revealAnswers: boolean;

  /** `revealAnswers` (development only) writes each answer to the development outbox. */
  constructor(db: Db, now: () => Date, revealAnswers: boolean) {
    this.#db = db;
    this.#now = now;
    this.#revealAnswers = revealAnswers;
  }

  async issue(merchantId: number): Promise<TCaptcha> {
    const captcha = svgCaptcha.create({
      size: CAPTCHA_LENGTH,
      charPreset: CAPTCHA_CHARACTERS,
      noise: 3,
      color: true,
      background: '#f4f1ea',
      width: 150,
      height: 50,
    });
    const id = randomUUID();
    await repo.insertCaptcha(this.#db, {
      id,
      merchantId,
      answerHash: hashToken(captcha.text.toLowerCase()),
      expiresAt: new Date(this.#now().getTime() + CAPTCHA_TTL_MS),
    });
    if (this.#revealAnswers) {
      await addToOutbox(this.#db, { merchantId, channel: 'captcha', recipient: id, body: captcha.text });
    }
    return {
      captchaId: id,
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
      expiresInSeconds: CAPTCHA_TTL_MS / 1000,
    };
  }

  /** True when the answer is right. The captcha is used up either way: one guess per image. */
  async verify(merchantId: number, id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id || !answer || !/^[0-9a-f-]{36}$/.test(id)) return false;
    const answerHash = await repo.claimCaptcha(this.#db, merchantId, id, this.#now());
    return answerHash !== undefined && safeEqual(answerHash, hashToken(answer.trim().toLowerCase()));
  }
}
