import {
  SESSION_ROUTES,
  type TLoginResult,
  type TTwoFactorChallenge,
  type TwoFactorMethod,
} from '@portal/contracts';
import { Button, Field } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { SmsCodeButton } from '@/components/forms/sms-code-button';
import { ApiError, call } from '@/lib/api-client';

interface TwoFactorStepProps {
  challenge: TTwoFactorChallenge;
  onDone: (result: TLoginResult) => void;
  onRestart: () => void;
}

/** Login from a new address: prove it with one of the account's methods (spec section 4). */
export function TwoFactorStep({ challenge, onDone, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'SMS');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('validation.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await call(SESSION_ROUTES.twoFactorVerify, {
        body: { challengeId: challenge.challengeId, method, code: code.trim() },
      });
      onDone(result);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.value as { restart?: boolean } | null)?.restart)
        onRestart();
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const hint =
    method === 'SMS'
      ? t('auth.twoFactor.smsHint', { mobile: challenge.maskedMobile ?? '' })
      : method === 'EMAIL'
        ? t('auth.twoFactor.emailHint', { email: challenge.maskedEmail ?? '' })
        : method === 'TOTP'
          ? t('auth.twoFactor.totpHint')
          : t('auth.twoFactor.bankNameHint');
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form__lead">{t('auth.twoFactor.lead')}</p>
      {challenge.methods.length > 1 ? (
        <fieldset className="segmented segmented--block">
          <legend className="visually-hidden">{t('auth.twoFactor.method')}</legend>
          {challenge.methods.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={method === m}
              onClick={() => {
                setMethod(m);
                setCode('');
                setError(null);
              }}
            >
              {t(`auth.twoFactor.methods.${m}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <p className="field__hint">{hint}</p>
      <div className="field-row">
        <Field
          label={method === 'BANK_NAME' ? t('auth.twoFactor.bankName') : t('auth.verificationCode')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={method === 'BANK_NAME' ? 'text' : 'numeric'}
          autoComplete={method === 'BANK_NAME' ? 'name' : 'one-time-code'}
          maxLength={method === 'BANK_NAME' ? 100 : 8}
          required
        />
        {method === 'SMS' || method === 'EMAIL' ? (
          <SmsCodeButton
            onError={setError}
            send={() =>
              call(SESSION_ROUTES.twoFactorSend, {
                body: { challengeId: challenge.challengeId, method },
              })
            }
          />
        ) : null}
      </div>
      <FormError message={error ?? undefined} />
      <Button type="submit" block busy={busy}>
        {t('auth.twoFactor.confirm')}
      </Button>
    </form>
  );
}
