import { ZSmsCodeRequest } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { normalisePhone } from '../../platform/phone.ts';
import { ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import { findMemberByMobile } from '../member/member.repository.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { CodeService } from './codes.service.ts';
import type { HumanCheckService } from './human-check.service.ts';

/** Cheap to ask for, dear to abuse: a per-address ceiling on top of the per-number throttles. */

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: AppConfig;
    captcha: CaptchaService;
    humanCheck: HumanCheckService;
    codes: CodeService;
  },
): void {
  const { AUTH, READ } = authRouteLimits(deps.config.authRateLimitPerMinute);
  app.get('/wps/verification/challenge', { config: READ }, async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(deps.humanCheck.issue(brandOf(request).id));
  });

  app.get('/wps/captcha', { config: READ }, async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(await deps.captcha.issue(brandOf(request).id));
  });

  /** SMS code for login or password reset. Sent only when an account has the number; answered alike. */
  app.post('/wps/verification/sms/noLogin', { config: AUTH }, async (request) => {
    const brand = brandOf(request);
    const input = parseInput(ZSmsCodeRequest, request.body, request.language);
    if (input.purpose === 'login' ? !brand.flags.MOBILEVERCODELOGIN3 : !brand.flags.CHNGPASSVERIF3) {
      throw new AppError('FEATURE_DISABLED');
    }
    if (!(await deps.humanCheck.verify(brand.id, input.humanCheck))) throw new AppError('HUMAN_CHECK_FAILED');
    const mobile = normalisePhone(
      input.mobileNum ?? input.mobileNo ?? '',
      brand.settings.phone,
      input.countryDialingCode,
    );
    if (!mobile) throw new AppError('INVALID_PHONE');
    const member = await findMemberByMobile(deps.db, brand.id, mobile);
    const result = await deps.codes.send({
      brand,
      channel: 'sms',
      purpose: input.purpose,
      target: mobile,
      memberId: member?.id ?? null,
      ip: request.ip,
      language: request.language,
      deliver: Boolean(member?.mobile_verified_at && member.status === 'active'),
    });
    return ok(result);
  });

  /** SMS code for registration (username and mobile registration). */
  app.post('/wps/verification/sms/register', { config: AUTH }, async (request) => {
    const brand = brandOf(request);
    const input = parseInput(ZSmsCodeRequest, request.body, request.language);
    if (!brand.flags.REGMOBVERF3 && !brand.flags.MOBILENUMREG3) throw new AppError('FEATURE_DISABLED');
    if (!(await deps.humanCheck.verify(brand.id, input.humanCheck))) throw new AppError('HUMAN_CHECK_FAILED');
    const mobile = normalisePhone(
      input.mobileNo ?? input.mobileNum ?? '',
      brand.settings.phone,
      input.countryDialingCode,
    );
    if (!mobile) throw new AppError('INVALID_PHONE');
    return ok(
      await deps.codes.send({
        brand,
        channel: 'sms',
        purpose: 'register',
        target: mobile,
        ip: request.ip,
        language: request.language,
      }),
    );
  });
}
