import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { ApiError, api } from '@/lib/api-client';
import { useMerchant } from '@/lib/config';

/** /agent: the agent login page (no remember-password box; spec section 2). */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('validation.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('/wps/session/login', {
        method: 'POST',
        body: { type: 'username', username: username.trim(), password, agent: true },
      });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page page--narrow">
      <section className="auth-card" aria-labelledby="agent-login-title">
        <div className="auth-card__badge">
          <Icon name="briefcase" size={28} />
        </div>
        <h1 id="agent-login-title" className="auth-card__title">
          {t('agent.loginTitle')}
        </h1>
        <p className="auth-card__text">{t('agent.loginText', { name: merchant.name })}</p>
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={t('auth.username')}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
          <Field
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {error ? (
            <p className="form__error" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" block busy={busy}>
            {t('agent.login')}
          </Button>
        </form>
      </section>
    </div>
  );
}
