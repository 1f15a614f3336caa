import { z } from 'zod';
import { ZLanguageCodeInput } from './languages.schemas.ts';
import { HELP_DEVICES } from './system.ts';

export const ZHelpQuery = z
  .object({
    lang: ZLanguageCodeInput.optional(),
    device: z.enum(HELP_DEVICES).default('WEB'),
  })
  .strict();

export const ZLanguageUpdate = z.object({ language: ZLanguageCodeInput }).strict();
