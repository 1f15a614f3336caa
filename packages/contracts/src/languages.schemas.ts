import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';

export const ZLanguageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

/**
 * A language code as a client writes it in a query or body: the spec writes codes upper case
 * (`/wps/system/helpCenter?lang=EN`), so any case is taken and read as the lower-case code.
 */
export const ZLanguageCodeInput = z.string().trim().toLowerCase().pipe(ZLanguageCode);
