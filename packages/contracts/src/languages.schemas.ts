import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';

export const ZLanguageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
