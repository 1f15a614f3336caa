import { verificationEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { AppError } from '../../platform/app-error.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { normalisePhone } from '../../platform/phone.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { CodeService } from './codes.service.ts';
import type { HumanCheckService } from './human-check.service.ts';

/**
 * Who holds a number, for the SMS codes of login and password reset. The member module answers it;
 * it sits above verification (it uses the captcha and codes), so it is a port handed in at wiring,
 * resolved when the routes are registered (ADR 0024).
 */
export interface PhoneOwners {
  /** The account with this number on the brand, and whether a code may be delivered to it. */
  ownerOf(merchantId: number, mobile: string): Promise<{ memberId: bigint; deliver: boolean } | undefined>;
}

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    captcha: CaptchaService;
    humanCheck: HumanCheckService;
    codes: CodeService;
    phoneOwners: PhoneOwners;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { AUTH, READ } = authRouteLimits(deps.config.authRateLimitPerMinute);
  const { checkResponses } = deps;
  const e = verificationEndpoints;

  serve(app, e.humanCheck, { checkResponses, config: READ }, async ({ request }) =>
    deps.humanCheck.issue(brandOf(request).id),
  );

  serve(app, e.captcha, { checkResponses, config: READ }, async ({ request }) =>
    deps.captcha.issue(brandOf(request).id),
  );

  /** SMS code for login or password reset. Sent only when an account has the number; answered alike. */
  serve(app, e.smsCode, { checkResponses, config: AUTH }, async ({ body: input, request }) => {
    const brand = brandOf(request);
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
    const owner = await deps.phoneOwners.ownerOf(brand.id, mobile);
    const result = await deps.codes.send({
      brand,
      channel: 'sms',
      purpose: input.purpose,
      target: mobile,
      memberId: owner?.memberId ?? null,
      ip: request.ip,
      language: request.language,
      deliver: owner?.deliver ?? false,
    });
    return result;
  });

  /** SMS code for registration (username and mobile registration). */
  serve(app, e.registerSmsCode, { checkResponses, config: AUTH }, async ({ body: input, request }) => {
    const brand = brandOf(request);
    if (!brand.flags.REGMOBVERF3 && !brand.flags.MOBILENUMREG3) throw new AppError('FEATURE_DISABLED');
    if (!(await deps.humanCheck.verify(brand.id, input.humanCheck))) throw new AppError('HUMAN_CHECK_FAILED');
    const mobile = normalisePhone(
      input.mobileNo ?? input.mobileNum ?? '',
      brand.settings.phone,
      input.countryDialingCode,
    );
    if (!mobile) throw new AppError('INVALID_PHONE');
    return deps.codes.send({
      brand,
      channel: 'sms',
      purpose: 'register',
      target: mobile,
      ip: request.ip,
      language: request.language,
    });
  });
}
