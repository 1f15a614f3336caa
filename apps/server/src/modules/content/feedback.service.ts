import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, type LanguageCode } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import { FieldProblems } from '../member/field-check.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import * as repo from './feedback.repository.ts';

/** Feedback (spec sections 3 and 5): type, 20 to 200 characters, a captcha; kept for operators. */
export class FeedbackService {
  readonly #db: Db;
  readonly #captcha: CaptchaService;

  constructor(db: Db, captcha: CaptchaService) {
    this.#db = db;
    this.#captcha = captcha;
  }

  async submit(
    brand: Brand,
    input: { content: string; type: number; captcha: string; captchaId: string },
    sender: { memberId: bigint | null; account: string | null; ip: string },
    language: LanguageCode,
  ): Promise<{ id: string }> {
    const content = input.content.trim();
    const length = [...content].length;
    const problems = new FieldProblems(language);
    if (length === 0) problems.add('content', 'required');
    else if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) {
      problems.add('content', 'length', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH });
    }
    if (!input.captcha) problems.add('captcha', 'captcha');
    problems.throwIfAny();
    if (!(await this.#captcha.verify(brand.id, input.captchaId, input.captcha)))
      throw new AppError('CAPTCHA_INVALID');
    const id = await repo.insertFeedback(this.#db, {
      merchant_id: brand.id,
      member_id: sender.memberId,
      sender: sender.account ?? 'visitor',
      type: input.type,
      content,
      ip: sender.ip,
    });
    return { id: String(id) };
  }

  /** A page of the brand's feedback for operators, filtered by handled state and question type. */
  async page(brand: Brand, filter: repo.FeedbackFilter, page: { pageNo: number; pageSize: number }) {
    return paginate(
      page,
      () => repo.countFilteredFeedback(this.#db, brand.id, filter),
      (window) => repo.listFilteredFeedback(this.#db, brand.id, filter, window),
      (row) => row,
    );
  }

  async markHandled(
    brand: Brand,
    id: string,
    operatorId: number,
    now: Date,
    audit?: AuditInTransaction,
  ): Promise<void> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    await this.#db.transaction().execute(async (trx) => {
      if (!(await repo.markFeedbackHandled(trx, brand.id, BigInt(id), { at: now, by: operatorId })))
        throw new AppError('NOT_FOUND');
      await audit?.(trx, { id, before: {}, after: { handledAt: now.toISOString() } });
    });
  }
}
