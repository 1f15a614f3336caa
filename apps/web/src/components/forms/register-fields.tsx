import { checkRule, type RegisterField, type TRegisterRule } from '@portal/contracts';
import { Field } from '@portal/ui';
import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemConfig } from '@/lib/config';
import { messageOf, ruleMessage } from './form-errors';

/**
 * The registration fields as the brand's register rules make them (spec sections 3 and 5), shared
 * by the player's registration and the agent centre's register centre: the values, the same checks
 * and words as the server, and the optional text fields.
 */

/** Optional fields in the order the forms show them, after the account fields. */
export const OPTIONAL_REGISTER_FIELDS: readonly RegisterField[] = [
  'payeeName',
  'email',
  'paymentPassword',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
];

const INPUT_MODE: Partial<Record<RegisterField, 'numeric' | 'email' | 'tel'>> = {
  paymentPassword: 'numeric',
  whatsapp: 'tel',
  email: 'email',
  qqNum: 'numeric',
};

/**
 * What the code fields are for (issue 20): an agent's or affiliate's invitation, a friend's
 * referral and a recommender are three different things that look alike by name.
 */
const FIELD_HINTS: Partial<Record<RegisterField, string>> = {
  affiliateCode: 'auth.fieldHints.affiliateCode',
  referralCode: 'auth.fieldHints.referralCode',
  recommenderId: 'auth.fieldHints.recommenderId',
};

export function useRegisterFields(options: {
  initial?: () => Partial<Record<RegisterField, string>>;
  errors: Record<string, string>;
  setErrors: Dispatch<SetStateAction<Record<string, string>>>;
  /** The form is for the person filling it in (the browser may offer their e-mail and name). */
  ownDetails: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { registerRules } = useSystemConfig();
  const { errors, setErrors, ownDetails } = options;
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>(options.initial ?? {});
  const rules = useMemo(() => new Map(registerRules.map((r) => [r.field, r])), [registerRules]);
  const rule = (field: RegisterField): TRegisterRule | undefined => rules.get(field);
  const value = (field: RegisterField) => values[field] ?? '';

  // The same checks, and the same words, as the server; `typed` checks a value not yet in state.
  function check(
    field: RegisterField,
    checkOptions: { required?: boolean } = {},
    typed: string = value(field),
  ): string | undefined {
    const r = rule(field);
    if (!r) return checkOptions.required && !typed.trim() ? messageOf(i18n.language, 'required') : undefined;
    return ruleMessage(
      i18n.language,
      checkRule({ ...r, required: checkOptions.required ?? r.required }, typed),
    );
  }

  /**
   * What a field's shown error becomes as the player types (issue 20): checked again with the new
   * value, so a fixed field loses its message at once and a still-wrong one says what is wrong now.
   */
  function recheck(field: RegisterField, typed: string): string {
    if (field === 'confirmPassword')
      return typed === value('password') ? '' : messageOf(i18n.language, 'mismatch');
    if (rule(field)) return check(field, {}, typed) ?? '';
    return typed.trim() ? '' : messageOf(i18n.language, 'required');
  }

  const set = (field: RegisterField) => (event: { target: { value: string } }) => {
    const typed = event.target.value;
    setValues((v) => ({ ...v, [field]: typed }));
    setErrors((shown) => {
      const next = { ...shown };
      if (shown[field]) next[field] = recheck(field, typed);
      // A new password settles (or re-opens) a mismatch already shown on the confirmation.
      if (field === 'password' && shown.confirmPassword) {
        next.confirmPassword = value('confirmPassword') === typed ? '' : shown.confirmPassword;
      }
      if (shown.form) next.form = '';
      return next;
    });
  };

  const textField = (field: RegisterField) => (
    <Field
      key={field}
      label={t(`auth.fields.${field}` as 'auth.fields.email')}
      value={value(field)}
      onChange={set(field)}
      onBlur={() => value(field) && setErrors((e) => ({ ...e, [field]: check(field) ?? '' }))}
      error={errors[field] || undefined}
      hint={
        ownDetails && field in FIELD_HINTS
          ? t(FIELD_HINTS[field] as 'auth.fieldHints.referralCode')
          : undefined
      }
      inputMode={INPUT_MODE[field]}
      type={field === 'email' ? 'email' : field === 'paymentPassword' ? 'password' : 'text'}
      autoComplete={
        ownDetails ? (field === 'email' ? 'email' : field === 'payeeName' ? 'name' : 'off') : 'off'
      }
      maxLength={rule(field)?.maxLength ?? 255}
      required={rule(field)?.required}
    />
  );

  return { values, setValues, rule, value, set, check, textField };
}
