/**
 * Server-driven validation of the registration form (spec sections 3 and 5). Operators pick a
 * pattern by id from this fixed table; the accepted pattern is derived from it, so no brand can
 * publish an arbitrary (or catastrophically backtracking) regular expression. '*' accepts anything.
 */
export const PATTERNS = {
  ANY: '*',
  ALNUM_LETTER_FIRST: '^[A-Za-z][A-Za-z0-9]*$',
  EMAIL: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
  DIGITS: '^[0-9]+$',
  UPPERCASE_REQUIRED: '^(?=.*[A-Z]).*$',
  NO_SPACES: '^\\S+$',
  FULL_NAME: "^\\p{L}[\\p{L}\\p{M}.'-]*( \\p{L}[\\p{L}\\p{M}.'-]*)+$",
  DATE_YMD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S+$',
  PASSWORD: '^[\\x21-\\x7E]+$',
} as const;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Verification codes are never longer than this (spec section 5). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

export interface TRegisterRule {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: PatternId;
  minLength: number;
  maxLength: number;
}

export type RuleProblem =
  | { kind: 'required' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'pattern'; patternId: PatternId; min: number; max: number };

const compiled = new Map<string, RegExp>();
function compile(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    compiled.set(pattern, re);
  }
  return re;
}

/**
 * Checks one value against its rule: valid only when it matches the pattern and its length is in
 * bounds. An empty value is a problem only when the field is required. Length counts code points.
 */
export function checkRule(rule: TRegisterRule, raw: string | undefined | null): RuleProblem | null {
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? { kind: 'required' } : null;
  const length = [...value].length;
  const min = rule.minLength;
  const max = rule.maxLength;
  if (rule.acceptedPattern !== '*' && !compile(rule.acceptedPattern).test(value)) {
    return { kind: 'pattern', patternId: rule.patternId, min, max };
  }
  if (length < min || length > max) return { kind: 'length', min, max };
  return null;
}
