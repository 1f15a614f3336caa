import { Field } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { SmsCodeButton } from './sms-code-button';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** Sends the code; resolves with the server's expiredMinutes. */
  send: () => Promise<{ expiredMinutes: number }>;
  validate?: () => string | null;
  onError: (message: string) => void;
}

/** A verification code input with its send button and countdown beside it. */
export function CodeField({ value, onChange, error, required, send, validate, onError }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field-row">
      <Field
        label={t('auth.verificationCode')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={error}
        required={required}
      />
      <SmsCodeButton send={send} onError={onError} {...(validate ? { validate } : {})} />
    </div>
  );
}
