import { z } from 'zod';
import {
  PATTERN_IDS,
  type PatternId,
  REGISTER_FIELDS,
  VERIFICATION_CODE_MAX_LENGTH,
} from './register-rules.ts';

export const ZPatternId = z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]);
export const ZRegisterField = z.enum(REGISTER_FIELDS);

export const ZRegisterRule = z.object({
  field: ZRegisterField,
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: ZPatternId,
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1).max(VERIFICATION_CODE_MAX_LENGTH),
});
