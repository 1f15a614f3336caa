import { z } from 'zod';
import { ZDialingCode, ZHumanCheck, ZMobile } from './account-fields.schemas.ts';

/** The spec calls the number mobileNum in one request and mobileNo in another: both are taken. */
export const ZSmsCodeRequest = z
  .object({
    mobileNum: ZMobile.optional(),
    mobileNo: ZMobile.optional(),
    countryDialingCode: ZDialingCode.optional(),
    purpose: z.enum(['login', 'reset']).default('login'),
    humanCheck: ZHumanCheck.optional(),
  })
  .strict();
