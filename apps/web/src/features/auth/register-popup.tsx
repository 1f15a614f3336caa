import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError, api } from '@/lib/api-client';
import { useMerchant } from '@/lib/config';
import { usePopups } from '@/lib/popups';

export function RegisterPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { swap } = usePopups();
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '' });
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!terms) {
      setError(t('auth.termsRequired'));
      return;
    }
    if (values.password !== values.confirmPassword) {
      setError(t('validation.inconsistentTwice'));
      return;
    }
    setBusy(true);
    try {
      await api('/wps/member/register', { method: 'PUT', body: { ...values, registerMethod: 'WEB' } });
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <Dialog title={t('auth.registerTitle')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('auth.username')}
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
          required
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          required
        />
        <Field
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          required
        />
        <label className="checkbox">
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          <span>{t('auth.termsLabel', { age: merchant.minimumAge })}</span>
        </label>
        {error ? (
          <p className="form__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          {t('auth.register')}
        </Button>
        <p className="form__switch">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => swap('register', 'login')}>
            {t('auth.login')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
