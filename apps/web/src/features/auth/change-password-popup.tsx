import { MEMBER_ROUTES } from '@portal/contracts';
import { Button, Dialog, Field } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/forms/form-error';
import { messageOf } from '@/components/forms/form-errors';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { PasswordField } from '@/components/forms/password-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { callSealed } from '@/lib/sealed';
import { useSession } from '@/lib/session';

/**
 * Change password (spec sections 2 and 4): the name read-only; success reloads the login info,
 * closes and goes home. Forced (default or expired password), it cannot be closed, and the old
 * password the player just typed is filled in.
 */
export function ChangePasswordPopup({
  onClose,
  forced,
  oldPassword,
}: {
  onClose: () => void;
  forced?: unknown;
  oldPassword?: unknown;
}) {
  const { t, i18n } = useTranslation();
  const { session, signIn, signOut } = useSession();
  const navigate = useNavigate();
  const known = typeof oldPassword === 'string' && oldPassword !== '' ? oldPassword : null;
  const [old, setOld] = useState(known ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, busy, run } = useFormSubmit();
  const isForced = forced === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!old) next.oldPassword = messageOf(i18n.language, 'required');
    if (!password) next.newPassword = messageOf(i18n.language, 'required');
    if (confirm !== password) next.confirmNewPassword = messageOf(i18n.language, 'mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const result = await run(() =>
      callSealed(MEMBER_ROUTES.changePassword, {
        body: { oldPassword: old, newPassword: password, confirmNewPassword: confirm },
      }),
    );
    if (!result) return;
    signIn(result);
    onClose();
    navigate('/');
  }

  return (
    <Dialog
      title={t('auth.changePasswordTitle')}
      onClose={onClose}
      closable={!isForced}
      closeLabel={t('common.close')}
      size="sm"
    >
      <form className="form" onSubmit={submit} noValidate>
        {isForced ? <p className="form__lead">{t('auth.mustChangeLead')}</p> : null}
        <Field label={t('auth.username')} value={session?.userName ?? ''} readOnly autoComplete="username" />
        {known ? null : (
          <PasswordField
            label={t('auth.oldPassword')}
            value={old}
            onChange={(e) => setOld(e.target.value)}
            error={errors.oldPassword}
            autoComplete="current-password"
            maxLength={255}
            required
          />
        )}
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <FormError message={errors.form ?? (known ? errors.oldPassword : undefined)} />
        <Button type="submit" block busy={busy}>
          {t('auth.changePassword')}
        </Button>
        {isForced ? (
          <Button
            variant="ghost"
            block
            onClick={async () => {
              onClose();
              navigate(await signOut(), { replace: true });
            }}
          >
            {t('auth.signOut')}
          </Button>
        ) : null}
      </form>
    </Dialog>
  );
}
