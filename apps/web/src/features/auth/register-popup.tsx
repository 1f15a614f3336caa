import { AGENT_ROUTES, MEMBER_ROUTES, VERIFICATION_ROUTES } from '@portal/contracts';
import { Button, Dialog, Field } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/forms/captcha-field';
import { CodeField } from '@/components/forms/code-field';
import { FormError } from '@/components/forms/form-error';
import { fieldErrorsOf, messageOf } from '@/components/forms/form-errors';
import { MobileField } from '@/components/forms/mobile-field';
import { PasswordField } from '@/components/forms/password-field';
import { OPTIONAL_REGISTER_FIELDS, useRegisterFields } from '@/components/forms/register-fields';
import { ApiError, type CallInput, call } from '@/lib/api-client';
import { useFlag, useMerchant } from '@/lib/config';
import { solveHumanCheck } from '@/lib/human-check';
import { usePopups } from '@/lib/popups';
import { callSealed } from '@/lib/sealed';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, session as sessionStore } from '@/lib/storage';
import { PopupBanner } from '@/shared/banners/popup-banner';

type Mode = 'username' | 'mobile';

/**
 * Registration (spec sections 2 to 5): a tab per enabled way (tabs only when both apply), every
 * field the brand enables, required as it says, checked as the player types with the same
 * messages the server uses; the affiliate code is checked before the account is made.
 */
export function RegisterPopup({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const { swap } = usePopups();
  const { signIn } = useSession();
  const byUsername = useFlag('USERNAMEREG3');
  const byMobile = useFlag('MOBILENUMREG3');
  const smsVerification = useFlag('REGMOBVERF3');
  const mobilePassword = useFlag('MOBILENUMPASSREG3');
  const modes = [...(byUsername ? (['username'] as const) : []), ...(byMobile ? (['mobile'] as const) : [])];
  const [mode, setMode] = useState<Mode>(modes[0] ?? 'username');
  const [terms, setTerms] = useState(false);
  const [captchaId, setCaptchaId] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { values, setValues, rule, value, set, check, textField } = useRegisterFields({
    initial: () => ({
      affiliateCode: sessionStore.get(STORAGE_KEYS.affiliateCode) ?? '',
      referralCode: sessionStore.get(STORAGE_KEYS.referralCode) ?? '',
    }),
    errors,
    setErrors,
    ownDetails: true,
  });
  const mobileRule = rule('mobileNum');
  const showMobile = mode === 'mobile' || Boolean(mobileRule?.enabled);
  const mobileRequired = mode === 'mobile' || Boolean(mobileRule?.required);
  const showPassword = mode === 'username' || mobilePassword;
  const showCode = smsVerification && showMobile;
  const captchaRule = rule('captcha');
  const showCaptcha = Boolean(captchaRule?.enabled);
  const optional = OPTIONAL_REGISTER_FIELDS.filter((field) => rule(field)?.enabled);

  function validate(): Record<string, string> {
    const next: Record<string, string> = {};
    const put = (field: string, message: string | undefined) => {
      if (message && !next[field]) next[field] = message;
    };
    if (mode === 'username') put('username', check('username', { required: true }));
    if (showMobile) {
      put(
        'mobileNum',
        mobileRequired || value('mobileNum') ? check('mobileNum', { required: mobileRequired }) : undefined,
      );
    }
    if (showPassword) {
      put('password', check('password', { required: true }));
      if (value('confirmPassword') !== value('password'))
        put('confirmPassword', messageOf(i18n.language, 'mismatch'));
    }
    if (showCode && (mobileRequired || value('mobileNum')) && !value('verificationCode').trim()) {
      put('verificationCode', messageOf(i18n.language, 'invalidCode'));
    }
    for (const field of optional) put(field, check(field));
    if (showCaptcha && captchaRule?.required && !value('captcha').trim())
      put('captcha', messageOf(i18n.language, 'captcha'));
    if (!terms) put('termsAccepted', messageOf(i18n.language, 'terms'));
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Terms first (spec section 4), then the fields, then the affiliate code.
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (value('affiliateCode').trim()) {
        try {
          await call(AGENT_ROUTES.affiliate, {
            query: { code: value('affiliateCode').trim(), domain: window.location.hostname },
          });
        } catch (error) {
          setErrors({ affiliateCode: error instanceof ApiError ? error.message : t('errors.network') });
          return;
        }
      }
      const humanCheck = await solveHumanCheck();
      const payload: Record<string, unknown> = {
        ...Object.fromEntries(Object.entries(values).filter(([, v]) => v && v.trim() !== '')),
        countryDialingCode: merchant.phone.countryDialingCode,
        registerUrl: window.location.href.slice(0, 500),
        domain: window.location.hostname,
        registerMethod: 'WEB',
        login: true,
        termsAccepted: terms,
        humanCheck,
        ...(showCaptcha ? { captchaId } : {}),
      };
      if (mode === 'mobile') delete payload.username;
      // The registration fields are the brand's (REGISTER_FIELDS), checked by the server's schema.
      const body = payload as CallInput<typeof MEMBER_ROUTES.register>['body'];
      const result = await (mode === 'mobile'
        ? callSealed(MEMBER_ROUTES.registerByMobile, { body })
        : callSealed(MEMBER_ROUTES.register, { body }));
      sessionStore.remove(STORAGE_KEYS.affiliateCode);
      sessionStore.remove(STORAGE_KEYS.referralCode);
      if (result.login) signIn(result.login);
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { form: error instanceof ApiError ? error.message : t('errors.network') },
      );
      if (showCaptcha) setCaptchaGeneration((g) => g + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('auth.registerTitle')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      <PopupBanner group="w_register" onAction={onClose} />
      {modes.length > 1 ? (
        <div className="tabs" role="tablist" aria-label={t('auth.registerType')}>
          {modes.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={mode === id}
              className="tabs__tab"
              onClick={() => {
                setMode(id);
                setErrors({});
              }}
            >
              {id === 'username' ? t('auth.byUsername') : t('auth.byMobile')}
            </button>
          ))}
        </div>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        {mode === 'username' ? (
          <Field
            label={t('auth.username')}
            value={value('username')}
            onChange={set('username')}
            onBlur={() =>
              value('username') &&
              setErrors((e) => ({ ...e, username: check('username', { required: true }) ?? '' }))
            }
            error={errors.username || undefined}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={rule('username')?.maxLength ?? 64}
            required
          />
        ) : null}
        {showMobile ? (
          <MobileField
            label={t('auth.mobile')}
            value={value('mobileNum')}
            onChange={set('mobileNum')}
            error={errors.mobileNum || undefined}
            required={mobileRequired}
          />
        ) : null}
        {showCode ? (
          <CodeField
            value={value('verificationCode')}
            onChange={(v) => {
              setValues((s) => ({ ...s, verificationCode: v }));
              if (v.trim()) setErrors((e) => ({ ...e, verificationCode: '' }));
            }}
            error={errors.verificationCode || undefined}
            required={mobileRequired}
            validate={() => {
              const problem = check('mobileNum', { required: true });
              if (problem) setErrors((e) => ({ ...e, mobileNum: problem }));
              return problem ?? null;
            }}
            onError={(message) => setErrors((e) => ({ ...e, form: message }))}
            send={async () =>
              call(VERIFICATION_ROUTES.registerSmsCode, {
                body: {
                  mobileNo: value('mobileNum').trim(),
                  countryDialingCode: merchant.phone.countryDialingCode,
                  humanCheck: await solveHumanCheck(),
                },
              })
            }
          />
        ) : null}
        {showPassword ? (
          <>
            <PasswordField
              label={t('auth.password')}
              value={value('password')}
              onChange={set('password')}
              onBlur={() =>
                value('password') &&
                setErrors((e) => ({ ...e, password: check('password', { required: true }) ?? '' }))
              }
              error={errors.password || undefined}
              autoComplete="new-password"
              maxLength={rule('password')?.maxLength ?? 128}
              required
            />
            <PasswordField
              label={t('auth.confirmPassword')}
              value={value('confirmPassword')}
              onChange={set('confirmPassword')}
              error={errors.confirmPassword || undefined}
              autoComplete="new-password"
              maxLength={rule('password')?.maxLength ?? 128}
              required
            />
          </>
        ) : null}
        {optional.map(textField)}
        {showCaptcha ? (
          <CaptchaField
            value={value('captcha')}
            onChange={(v) => {
              setValues((s) => ({ ...s, captcha: v }));
              if (v.trim()) setErrors((e) => ({ ...e, captcha: '' }));
            }}
            onCaptchaId={setCaptchaId}
            generation={captchaGeneration}
            error={errors.captcha || undefined}
          />
        ) : null}
        <label className={`checkbox${errors.termsAccepted ? ' checkbox--invalid' : ''}`}>
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              if (e.target.checked) setErrors((shown) => ({ ...shown, termsAccepted: '' }));
            }}
            aria-invalid={Boolean(errors.termsAccepted)}
          />
          <span>
            {t('auth.termsLabel', { age: merchant.minimumAge })}{' '}
            <a href="/help?anchor=terms" target="_blank" rel="noopener">
              {t('shell.terms')}
            </a>
          </span>
        </label>
        {errors.termsAccepted ? (
          <p className="field__error" role="alert">
            {errors.termsAccepted}
          </p>
        ) : null}
        <FormError message={errors.form} />
        <Button type="submit" block busy={busy}>
          {t('auth.createAccount')}
        </Button>
        <div className="form__switch">
          <p>
            {t('auth.haveAccount')}{' '}
            <button type="button" className="link-button" onClick={() => swap('register', 'login')}>
              {t('auth.login')}
            </button>
          </p>
          <button type="button" className="link-button" onClick={() => swap('register', 'forgotPassword')}>
            {t('auth.forgotPassword')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
