import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageOf } from '@/components/forms/form-errors';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { usePopups } from '@/lib/popups';
import { apiSealed } from '@/lib/sealed';

/** Opened by the link of a reset e-mail (?resetToken=…): choose the new password, then log in. */
export function ResetPasswordPopup({ onClose, token }: { onClose: () => void; token?: unknown }) {
  const { t, i18n } = useTranslation();
  const { swap } = usePopups();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!password) next.newPassword = messageOf(i18n.language, 'required');
    if (confirm !== password) next.confirmNewPassword = messageOf(i18n.language, 'mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await apiSealed('POST', '/wps/member/password/reset', {
        token: String(token ?? ''),
        newPassword: password,
        confirmNewPassword: confirm,
      });
      setDone(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        Object.keys(fields).length
          ? fields
          : { form: error instanceof ApiError ? error.message : t('errors.network') },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('auth.resetTitle')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      {done ? (
        <div className="form">
          <p className="form__success" role="status">
            {t('auth.resetDone')}
          </p>
          <Button block onClick={() => swap('resetPassword', 'login')}>
            {t('auth.login')}
          </Button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <PasswordField
            label={t('auth.newPassword')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.newPassword}
            autoComplete="new-password"
            maxLength={128}
            required
          />
          <PasswordField
            label={t('auth.confirmNewPassword')}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirmNewPassword}
            autoComplete="new-password"
            maxLength={128}
            required
          />
          {errors.form ? (
            <p className="form__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" block busy={busy}>
            {t('auth.setNewPassword')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
