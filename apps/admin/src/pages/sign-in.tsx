import { OPERATOR_SESSION_ROUTES } from '@portal/contracts';
import { ApiError, Button, Field } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, client } from '../lib/client';
import { IDLE_MINUTES, takeSignOutReason, useSession } from '../lib/session';
import { LanguageSwitch } from '../shell/language-switch';

type Step =
  | { stage: 'password' }
  | { stage: 'enrol'; token: string; secret: string; qrImage: string }
  | { stage: 'verify'; token: string }
  | { stage: 'recovery'; token: string; codes: string[] };

/** Field errors of a refused form, by field name; everything else is one message. */
function problemsOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: String(error), fields: {} };
  const fields: Record<string, string> = {};
  const list = (error.value as { fields?: { field: string; message: string }[] } | null)?.fields;
  for (const item of list ?? []) fields[item.field] = item.message;
  return { message: error.message, fields };
}

/**
 * Sign-in: brand code, username and password, then the authenticator. The first time, the page
 * shows the QR code and key to enrol, and after the code the recovery codes, once.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [step, setStep] = useState<Step>({ stage: 'password' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [reason] = useState(takeSignOutReason);
  const headingId = useId();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(problemsOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const answer = await call(OPERATOR_SESSION_ROUTES.login, {
        body: {
          merchant: String(form.get('merchant') ?? ''),
          username: String(form.get('username') ?? ''),
          password: String(form.get('password') ?? ''),
        },
      });
      setStep(
        answer.stage === 'enrol'
          ? { stage: 'enrol', token: answer.token, secret: answer.secret, qrImage: answer.qrImage }
          : { stage: 'verify', token: answer.token },
      );
    });
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.stage !== 'enrol' && step.stage !== 'verify') return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void run(async () => {
      // The second step goes with the pending token; the answer's token is the full session's.
      client.configure({ token: step.token });
      let done: Awaited<ReturnType<typeof call<typeof OPERATOR_SESSION_ROUTES.totp>>>;
      try {
        done = await call(OPERATOR_SESSION_ROUTES.totp, { body: { code } });
      } finally {
        // Not signed in until signIn below: the pending token goes no further.
        client.configure({ token: null });
      }
      if (done.recoveryCodes?.length) {
        setStep({ stage: 'recovery', token: done.token, codes: done.recoveryCodes });
      } else signIn(done.token);
    });
  };

  const startOver = () => {
    setError(null);
    setStep({ stage: 'password' });
  };

  const notice =
    reason === 'idle'
      ? t('signIn.idleEnded', { minutes: IDLE_MINUTES })
      : reason === 'ended'
        ? t('signIn.sessionEnded')
        : null;

  return (
    <div className="sign-in">
      <header className="sign-in__top">
        <span className="brand-mark">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="sign-in__card card" aria-labelledby={headingId}>
        {step.stage === 'password' ? (
          <form onSubmit={onPassword} className="stack" noValidate={false}>
            <h1 id={headingId}>{t('signIn.title')}</h1>
            <p className="muted">{t('signIn.intro')}</p>
            {notice && !error ? (
              <p className="notice" role="status">
                {notice}
              </p>
            ) : null}
            {error ? (
              <p className="notice notice--error" role="alert">
                {error.message}
              </p>
            ) : null}
            <Field
              label={t('signIn.merchant')}
              name="merchant"
              required
              maxLength={16}
              autoComplete="organization"
              autoCapitalize="characters"
              error={error?.fields.merchant}
            />
            <Field
              label={t('signIn.username')}
              name="username"
              required
              maxLength={64}
              autoComplete="username"
              error={error?.fields.username}
            />
            <Field
              label={t('signIn.password')}
              name="password"
              type="password"
              required
              maxLength={255}
              autoComplete="current-password"
              error={error?.fields.password}
            />
            <Button type="submit" busy={busy} block>
              {t('signIn.continue')}
            </Button>
          </form>
        ) : step.stage === 'recovery' ? (
          <div className="stack">
            <h1 id={headingId}>{t('signIn.recoveryTitle')}</h1>
            <p className="muted">{t('signIn.recoveryIntro')}</p>
            <ul className="recovery-codes">
              {step.codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
            <Button block onClick={() => signIn(step.token)}>
              {t('signIn.recoveryDone')}
            </Button>
          </div>
        ) : (
          <form onSubmit={onCode} className="stack">
            <h1 id={headingId}>{step.stage === 'enrol' ? t('signIn.enrolTitle') : t('signIn.codeTitle')}</h1>
            {step.stage === 'enrol' ? (
              <>
                <p className="muted">{t('signIn.enrolIntro')}</p>
                <img className="qr" src={step.qrImage} alt={t('signIn.qrAlt')} width={180} height={180} />
                <p>
                  {t('signIn.secret')}: <code className="secret">{step.secret}</code>
                </p>
              </>
            ) : (
              <p className="muted">{t('signIn.codeIntro')}</p>
            )}
            {error ? (
              <p className="notice notice--error" role="alert">
                {error.message}
              </p>
            ) : null}
            <Field
              label={t('signIn.code')}
              name="code"
              required
              maxLength={32}
              inputMode={step.stage === 'enrol' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              autoFocus
              error={error?.fields.code}
            />
            <Button type="submit" busy={busy} block>
              {t('signIn.verify')}
            </Button>
            <Button variant="ghost" block onClick={startOver}>
              {t('signIn.startOver')}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
