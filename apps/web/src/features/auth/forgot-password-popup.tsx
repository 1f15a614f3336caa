import { checkRule, MEMBER_ROUTES, VERIFICATION_ROUTES } from '@portal/contracts';
import { Button, Dialog, Field } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CaptchaField } from '@/components/forms/captcha-field';
import { CodeField } from '@/components/forms/code-field';
import { FormError } from '@/components/forms/form-error';
import { messageOf, ruleMessage } from '@/components/forms/form-errors';
import { MobileField } from '@/components/forms/mobile-field';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { call } from '@/lib/api-client';
import { useFlag, useMerchant, useSystemConfig } from '@/lib/config';
import { solveHumanCheck } from '@/lib/human-check';
import { usePopups } from '@/lib/popups';
import { callSealed } from '@/lib/sealed';
import { useSession } from '@/lib/session';
import { PopupBanner } from '@/shared/banners/popup-banner';

/**
 * Forgot password (spec sections 2 and 4): by mobile when CHNGPASSVERIF3 is on (a code sets the
 * new password and logs in), otherwise by e-mail with the brand's image captcha (a reset link is
 * sent; the popup confirms and closes).
 */
export function ForgotPasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const byPhone = useFlag('CHNGPASSVERIF3');
  return (
    <Dialog title={t('auth.forgotTitle')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      <PopupBanner group="w_forget" onAction={onClose} />
      {byPhone ? <ByPhone onClose={onClose} /> : <ByEmail onClose={onClose} />}
    </Dialog>
  );
}

function ByEmail({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { swap } = usePopups();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const { errors, setErrors, busy, run } = useFormSubmit();
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = messageOf(i18n.language, 'required');
    if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim()))
      next.email = messageOf(i18n.language, 'pattern.EMAIL');
    if (!captcha.trim()) next.captcha = t('validation.captchaRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const ok = await run(() =>
      call(MEMBER_ROUTES.forgotByEmail, {
        body: { username: username.trim(), email: email.trim(), captchaId, captcha: captcha.trim() },
      }),
    );
    if (ok !== undefined) setSent(true);
    // The server spends a captcha on every attempt it checks: a refused one needs a new image.
    else setCaptchaGeneration((g) => g + 1);
  }

  if (sent) {
    return (
      <div className="form">
        <p className="form__success" role="status">
          {t('auth.resetSent')}
        </p>
        <Button block onClick={onClose}>
          {t('common.ok')}
        </Button>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form__lead">{t('auth.forgotByEmailLead')}</p>
      <Field
        label={t('auth.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
        autoComplete="username"
        maxLength={64}
        required
      />
      <Field
        label={t('auth.fields.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
        required
      />
      <CaptchaField
        value={captcha}
        onChange={setCaptcha}
        onCaptchaId={setCaptchaId}
        generation={captchaGeneration}
        error={errors.captcha}
      />
      <FormError message={errors.form} />
      <Button type="submit" block busy={busy}>
        {t('auth.sendResetLink')}
      </Button>
      <p className="form__switch">
        <button type="button" className="link-button" onClick={() => swap('forgotPassword', 'login')}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </form>
  );
}

function ByPhone({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { phone } = useMerchant();
  const { registerRules } = useSystemConfig();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, busy, run } = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!mobile.trim()) next.mobileNum = messageOf(i18n.language, 'invalidMobile');
    if (!code.trim()) next.verificationCode = messageOf(i18n.language, 'invalidCode');
    const rule = registerRules.find((r) => r.field === 'password');
    const problem = rule
      ? ruleMessage(i18n.language, checkRule({ ...rule, required: true }, password))
      : password
        ? undefined
        : messageOf(i18n.language, 'required');
    if (problem) next.newPassword = problem;
    if (confirm !== password) next.confirmNewPassword = messageOf(i18n.language, 'mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const result = await run(() =>
      callSealed(MEMBER_ROUTES.resetByPhone, {
        body: {
          mobileNum: mobile.trim(),
          countryDialingCode: phone.countryDialingCode,
          verificationCode: code.trim(),
          newPassword: password,
          confirmNewPassword: confirm,
        },
      }),
    );
    if (!result) return;
    signIn(result, { viaSms: true });
    onClose();
    navigate('/');
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form__lead">{t('auth.forgotByPhoneLead')}</p>
      <MobileField
        label={t('auth.mobile')}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={errors.mobileNum}
        required
      />
      <CodeField
        value={code}
        onChange={setCode}
        error={errors.verificationCode}
        required
        validate={() => (mobile.trim() ? null : messageOf(i18n.language, 'invalidMobile'))}
        onError={(message) => setErrors({ form: message })}
        send={async () =>
          call(VERIFICATION_ROUTES.smsCode, {
            body: {
              mobileNum: mobile.trim(),
              countryDialingCode: phone.countryDialingCode,
              purpose: 'reset',
              humanCheck: await solveHumanCheck(),
            },
          })
        }
      />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <FormError message={errors.form} />
      <Button type="submit" block busy={busy}>
        {t('auth.resetAndLogin')}
      </Button>
    </form>
  );
}
