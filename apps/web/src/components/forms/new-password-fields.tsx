import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: Record<string, string>;
  /** Field names the server reports problems under. */
  names?: { password: string; confirm: string };
  labels?: { password: string; confirm: string };
  maxLength?: number;
}

/** A new password and its repetition. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  names,
  labels,
  maxLength = 128,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const keys = names ?? { password: 'newPassword', confirm: 'confirmNewPassword' };
  return (
    <>
      <PasswordField
        label={labels?.password ?? t('auth.newPassword')}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors[keys.password] || undefined}
        autoComplete="new-password"
        maxLength={maxLength}
        required
      />
      <PasswordField
        label={labels?.confirm ?? t('auth.confirmNewPassword')}
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={errors[keys.confirm] || undefined}
        autoComplete="new-password"
        maxLength={maxLength}
        required
      />
    </>
  );
}
