import { MEMBER_ROUTES } from '@portal/contracts';
import { Button, Dialog } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { messageOf } from '@/components/forms/form-errors';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { usePopups } from '@/lib/popups';
import { callSealed } from '@/lib/sealed';

/** Opened by the link of a reset e-mail (?resetToken=…): choose the new password, then log in. */
export function ResetPasswordPopup({ onClose, token }: { onClose: () => void; token?: unknown }) {
  const { t, i18n } = useTranslation();
  const { swap } = usePopups();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, busy, run } = useFormSubmit();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setErrors({ newPassword: messageOf(i18n.language, 'required') });
    if (confirm !== password) return setErrors({ confirmNewPassword: messageOf(i18n.language, 'mismatch') });
    const ok = await run(() =>
      callSealed(MEMBER_ROUTES.resetByEmail, {
        body: { token: String(token ?? ''), newPassword: password, confirmNewPassword: confirm },
      }),
    );
    if (ok !== undefined) setDone(true);
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
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            errors={errors}
          />
          <FormError message={errors.form} />
          <Button type="submit" block busy={busy}>
            {t('auth.setNewPassword')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
