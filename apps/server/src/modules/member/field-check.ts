import {
  checkRule,
  type FieldMessageKey,
  fieldMessage,
  type LanguageCode,
  PATTERNS,
  type RegisterField,
  type TFieldProblem,
  type TRegisterRule,
} from '@portal/contracts';
import { AppError } from '../../platform/app-error.ts';
import { isCommonPassword } from '../../platform/passwords.ts';
import type { Brand } from '../brands/brand.ts';

/** Collects field problems with messages in the caller's language, then throws them together. */
export class FieldProblems {
  readonly #language: LanguageCode;
  readonly list: TFieldProblem[] = [];

  constructor(language: LanguageCode) {
    this.#language = language;
  }

  add(field: string, key: FieldMessageKey, params: { min?: number; max?: number } = {}): void {
    if (this.list.some((p) => p.field === field)) return;
    this.list.push({ field, message: fieldMessage(this.#language, key, params) });
  }

  has(field: string): boolean {
    return this.list.some((p) => p.field === field);
  }

  /** Checks a value against a server-driven rule (spec section 5). */
  check(
    field: string,
    rule: TRegisterRule,
    value: string | undefined,
    options: { required?: boolean } = {},
  ): void {
    const problem = checkRule({ ...rule, required: options.required ?? rule.required }, value);
    if (!problem) return;
    if (problem.kind === 'required') this.add(field, 'required');
    else if (problem.kind === 'length') this.add(field, 'length', problem);
    else this.add(field, `pattern.${problem.patternId}`, problem);
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new AppError('VALIDATION_ERROR', { value: { fields: this.list } });
  }
}

/** The brand's rule for a field, or a sensible one where the brand has none. */
export function ruleOf(brand: Brand, field: RegisterField): TRegisterRule {
  const rule = brand.registerRules.find((r) => r.field === field);
  if (rule) return rule;
  const fallback: Partial<Record<RegisterField, [keyof typeof PATTERNS, number, number]>> = {
    username: ['ALNUM_LETTER_FIRST', 4, 32],
    password: ['PASSWORD', 8, 128],
    paymentPassword: ['DIGITS', 6, 6],
    email: ['EMAIL', 6, 100],
    payeeName: ['FULL_NAME', 3, 60],
  };
  const [patternId, minLength, maxLength] = fallback[field] ?? ['ANY', 0, 255];
  return {
    field,
    enabled: false,
    required: false,
    acceptedPattern: PATTERNS[patternId],
    patternId,
    minLength,
    maxLength,
  };
}

/** A new password: the brand's password rule, not a common one, not the account name, confirmed. */
export function checkNewPassword(
  problems: FieldProblems,
  brand: Brand,
  fields: {
    password: string;
    confirm: string | undefined;
    account?: string;
    passwordField?: string;
    confirmField?: string;
  },
): void {
  const passwordField = fields.passwordField ?? 'password';
  const confirmField = fields.confirmField ?? 'confirmPassword';
  problems.check(passwordField, { ...ruleOf(brand, 'password'), enabled: true }, fields.password, {
    required: true,
  });
  if (!problems.has(passwordField)) {
    if (
      isCommonPassword(fields.password) ||
      (fields.account && fields.password.toLowerCase() === fields.account.toLowerCase())
    ) {
      problems.add(passwordField, 'weakPassword');
    }
  }
  if (fields.confirm !== undefined && fields.confirm !== fields.password)
    problems.add(confirmField, 'mismatch');
}
