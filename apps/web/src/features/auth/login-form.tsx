import {
  SESSION_ROUTES,
  type TLoginResponse,
  type TLoginResult,
  type TTwoFactorChallenge,
  VERIFICATION_ROUTES,
} from '@portal/contracts';
import { Button, Field } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/forms/captcha-field';
import { CodeField } from '@/components/forms/code-field';
import { FormError } from '@/components/forms/form-error';
import { MobileField } from '@/components/forms/mobile-field';
import { PasswordField } from '@/components/forms/password-field';
import { ApiError, call, linkTo } from '@/lib/api-client';
import { useFlag, useMerchant, useSystemConfig } from '@/lib/config';
import { solveHumanCheck } from '@/lib/human-check';
import { callSealed } from '@/lib/sealed';
import { useSession } from '@/lib/session';
import { dropRemembered, readRemembered, storeRemembered } from './remembered-login';
import { TwoFactorStep } from './two-factor-step';

interface LoginFormProps {
  /** The agent page: only agents may log in, and there is no remember box (spec section 2). */
  agent?: boolean;
  onSuccess: (result: TLoginResult) => void;
  onForgot?: () => void;
  onRegister?: () => void;
}

type Tab = 'username' | 'sms';

/**
 * Both login types of spec section 2: username and password (with the human check, the image
 * captcha when the server asks for it, and "remember password"), and mobile number with an SMS
 * code when the brand allows it.
 */
export function LoginForm({ agent = false, onSuccess, onForgot, onRegister }: LoginFormProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const { auth, development, merchant } = useSystemConfig();
  const { phone } = useMerchant();
  const smsLogin = useFlag('MOBILEVERCODELOGIN3');
  const freePlay = useFlag('FREEPLAY3');
  const [tab, setTab] = useState<Tab>('username');
  const remembered = agent ? null : readRemembered();
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [useRemembered, setUseRemembered] = useState(remembered !== null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<false | 'checking' | 'signing'>(false);
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);

  function finish(result: TLoginResult, viaSms: boolean) {
    if (!agent) {
      if (remember && result.rememberToken && result.rememberExpiresAt) {
        storeRemembered({
          username: result.userName,
          token: result.rememberToken,
          expiresAt: result.rememberExpiresAt,
        });
      } else if (!remember) {
        dropRemembered();
      }
    }
    signIn(result, { password, viaSms });
    onSuccess(result);
  }

  function handle(response: TLoginResponse, viaSms: boolean) {
    if (response.twoFactorRequired) setChallenge(response);
    else finish(response, viaSms);
  }

  function fail(error: unknown) {
    if (error instanceof ApiError) {
      if ((error.value as { captchaRequired?: boolean } | null)?.captchaRequired) {
        setCaptchaShown(true);
        setCaptchaGeneration((g) => g + 1);
      }
      setErrors({ form: error.message });
    } else {
      setErrors({ form: t('errors.network') });
    }
  }

  async function submitUsername(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = t('validation.required');
    if (!password && !useRemembered) next.password = t('validation.passwordRequired');
    if (captchaShown && !captcha.trim()) next.captcha = t('validation.captchaRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      setBusy('checking');
      const humanCheck = await solveHumanCheck();
      setBusy('signing');
      const response = await callSealed(SESSION_ROUTES.login, {
        body: {
          type: 'username',
          username: username.trim(),
          password: useRemembered ? '' : password,
          ...(useRemembered && remembered ? { rememberToken: remembered.token } : {}),
          remember: !agent && remember,
          humanCheck,
          agent,
          ...(captchaShown ? { captchaId, captcha: captcha.trim() } : {}),
        },
      });
      handle(response, false);
    } catch (error) {
      if (useRemembered) {
        // The remembered login no longer works: forget it and ask for the password.
        dropRemembered();
        setUseRemembered(false);
      }
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function submitSms(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!mobile.trim()) next.mobile = t('validation.mobileInvalid');
    if (!code.trim()) next.code = t('validation.codeInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy('signing');
    try {
      const response = await callSealed(SESSION_ROUTES.login, {
        body: {
          type: 'sms',
          mobileNum: mobile.trim(),
          countryDialingCode: phone.countryDialingCode,
          verificationCode: code.trim(),
          agent,
        },
      });
      handle(response, true);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function startFreePlay() {
    setBusy('signing');
    try {
      const result = await call(SESSION_ROUTES.freeplay, {
        body: { os: 'web', platform: 'W', encryption: true, gatewayVersion: 3 },
      });
      finish(result, false);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onDone={(r) => finish(r, false)}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  const tabs = smsLogin ? (['username', 'sms'] as const) : (['username'] as const);
  return (
    <div className="auth-form">
      {tabs.length > 1 ? (
        <div className="tabs" role="tablist" aria-label={t('auth.loginType')}>
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`login-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`login-panel-${id}`}
              className="tabs__tab"
              onClick={() => {
                setTab(id);
                setErrors({});
              }}
            >
              {id === 'username' ? t('auth.byUsername') : t('auth.bySms')}
            </button>
          ))}
        </div>
      ) : null}

      {tab === 'username' ? (
        <form
          id="login-panel-username"
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={tabs.length > 1 ? 'login-tab-username' : undefined}
          className="form"
          onSubmit={submitUsername}
          noValidate
        >
          <Field
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
            maxLength={64}
            required
          />
          {useRemembered ? (
            <p className="remembered">
              {t('auth.remembered')}{' '}
              <button type="button" className="link-button" onClick={() => setUseRemembered(false)}>
                {t('auth.usePassword')}
              </button>
            </p>
          ) : (
            <PasswordField
              label={t('auth.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              maxLength={255}
              required
            />
          )}
          {captchaShown ? (
            <CaptchaField
              value={captcha}
              onChange={setCaptcha}
              onCaptchaId={setCaptchaId}
              generation={captchaGeneration}
              error={errors.captcha}
            />
          ) : null}
          <div className="form__row">
            {agent ? null : (
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(e) => {
                    setRemember(e.target.checked);
                    if (!e.target.checked && remembered) {
                      // Unticking deletes the remembered login, here and on the server.
                      void call(SESSION_ROUTES.rememberForget, {
                        body: { rememberToken: remembered.token },
                      }).catch(() => undefined);
                      dropRemembered();
                      setUseRemembered(false);
                    }
                  }}
                />
                <span>{t('auth.rememberPassword')}</span>
              </label>
            )}
            {onForgot ? (
              <button type="button" className="link-button" onClick={onForgot}>
                {t('auth.forgotPassword')}
              </button>
            ) : null}
          </div>
          <FormError message={errors.form} />
          <Button type="submit" block busy={busy !== false}>
            {busy === 'checking' ? t('auth.checking') : agent ? t('agent.login') : t('auth.login')}
          </Button>
        </form>
      ) : (
        <form
          id="login-panel-sms"
          role="tabpanel"
          aria-labelledby="login-tab-sms"
          className="form"
          onSubmit={submitSms}
          noValidate
        >
          <MobileField
            label={t('auth.mobile')}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            error={errors.mobile}
            required
          />
          <CodeField
            value={code}
            onChange={setCode}
            error={errors.code}
            required
            validate={() => (mobile.trim() ? null : t('validation.mobileInvalid'))}
            onError={(message) => setErrors({ form: message })}
            send={async () =>
              call(VERIFICATION_ROUTES.smsCode, {
                body: {
                  mobileNum: mobile.trim(),
                  countryDialingCode: phone.countryDialingCode,
                  purpose: 'login',
                  humanCheck: await solveHumanCheck(),
                },
              })
            }
          />
          <FormError message={errors.form} />
          <Button type="submit" block busy={busy !== false}>
            {agent ? t('agent.login') : t('auth.login')}
          </Button>
        </form>
      )}

      {!agent && auth.socialProviders.length > 0 ? (
        <div className="social">
          <p className="social__divider">
            <span>{t('auth.orContinueWith')}</span>
          </p>
          <div className="button-row button-row--stretch">
            {auth.socialProviders.map((provider) => (
              <a
                key={provider.id}
                className="btn btn--secondary btn--md"
                href={linkTo(SESSION_ROUTES.socialStart, {
                  params: { provider: provider.id },
                  ...(development ? { query: { m: merchant.code } } : {}),
                })}
              >
                {t('auth.continueWith', { provider: provider.label })}
              </a>
            ))}
          </div>
        </div>
      ) : null}

      {!agent && (onRegister || freePlay) ? (
        <div className="form__switch">
          {onRegister ? (
            <p>
              {t('auth.noAccount')}{' '}
              <button type="button" className="link-button" onClick={onRegister}>
                {t('auth.register')}
              </button>
            </p>
          ) : null}
          {freePlay ? (
            <Button
              variant="ghost"
              size="sm"
              icon="sparkle"
              onClick={() => void startFreePlay()}
              disabled={busy !== false}
            >
              {t('auth.freePlay')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
