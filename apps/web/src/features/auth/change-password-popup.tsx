import type { TLoginResult } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, messageOf } from '@/components/forms/form-errors';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { apiSealed } from '@/lib/sealed';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const isForced = forced === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!old) next.oldPassword = messageOf(i18n.language, 'required');
    if (!password) next.newPassword = messageOf(i18n.language, 'required');
    if (confirm !== password) next.confirmNewPassword = messageOf(i18n.language, 'mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const result = await apiSealed<TLoginResult>('POST', '/wps/member/password', {
        oldPassword: old,
        newPassword: password,
        confirmNewPassword: confirm,
      });
      signIn(result);
      onClose();
      navigate('/');
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
        {errors.oldPassword && known ? (
          <p className="form__error" role="alert">
            {errors.oldPassword}
          </p>
        ) : null}
        {errors.form ? (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        ) : null}
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
