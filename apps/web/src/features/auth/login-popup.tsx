import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError, api } from '@/lib/api-client';
import { usePopups } from '@/lib/popups';

export function LoginPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = t('validation.required');
    if (!password) next.password = t('validation.passwordRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await api('/wps/session/login', {
        method: 'POST',
        body: { type: 'username', username: username.trim(), password },
      });
      onClose();
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : t('errors.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('auth.loginTitle')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
          required
        />
        <Field
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        {errors.form ? (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          {t('auth.login')}
        </Button>
        <p className="form__switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => swap('login', 'register')}>
            {t('auth.register')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
