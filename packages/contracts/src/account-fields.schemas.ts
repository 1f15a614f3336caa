import { z } from 'zod';

/** Fields the account calls share (session, member, verification). */
export const ZHumanCheck = z.string().max(2000);
export const ZCaptchaId = z.string().max(64);
export const ZCaptchaAnswer = z.string().trim().max(16);
export const ZPassword = z.string().max(255);
export const ZMobile = z.string().trim().min(1).max(24);
export const ZDialingCode = z.string().trim().max(6);
export const ZCode = z.string().trim().max(255);
