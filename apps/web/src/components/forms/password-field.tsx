import { Field, Icon } from '@portal/ui';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
}

/** A password input with a show/hide switch. */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      error={error}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      {...input}
      trailing={
        <button
          type="button"
          className="field__addon"
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}
