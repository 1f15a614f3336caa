import { MEMBER_ROUTES, PROFILE_FIELDS, type ProfileField, type TSecurityOverview } from '@portal/contracts';
import { Button, Field, Icon, type IconName, LoadFailed, Spinner } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '@/components/forms/code-field';
import { FormError } from '@/components/forms/form-error';
import { fieldErrorsOf } from '@/components/forms/form-errors';
import { MobileField } from '@/components/forms/mobile-field';
import { PasswordField } from '@/components/forms/password-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { ApiError, call } from '@/lib/api-client';
import { useMerchant } from '@/lib/config';
import { formatTimestamp } from '@/lib/format';
import { usePopups } from '@/lib/popups';
import { callSealed } from '@/lib/sealed';
import { securityQuery, useSecurityOverview } from './api';

function Section({
  icon,
  title,
  status,
  children,
}: {
  icon: IconName;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="panel" aria-label={title}>
      <header className="panel__header">
        <span className="panel__icon">
          <Icon name={icon} size={20} />
        </span>
        <h2 className="panel__title">{title}</h2>
        {status}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}

function Status({ on, label }: { on: boolean; label: string }) {
  return <span className={`status-pill${on ? ' status-pill--on' : ''}`}>{label}</span>;
}

function useSaver() {
  const queryClient = useQueryClient();
  return (overview: TSecurityOverview) => queryClient.setQueryData(securityQuery.queryKey, overview);
}

function errorText(error: unknown, fallback: string): Record<string, string> {
  const fields = fieldErrorsOf(error);
  return Object.keys(fields).length > 0
    ? fields
    : { form: error instanceof ApiError ? error.message : fallback };
}

/** The security centre (my account): profile, bindings, payment password, authenticator. */
export function SecurityCentre() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSecurityOverview();
  const { open } = usePopups();
  if (isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (isError) {
    return <LoadFailed onRetry={refetch} />;
  }
  return (
    <div className="panels">
      <Section icon="user" title={t('security.account')}>
        <dl className="facts">
          <div>
            <dt>{t('auth.username')}</dt>
            <dd>{data.account}</dd>
          </div>
          <div>
            <dt>{t('security.lastLogin')}</dt>
            <dd>
              {data.lastLoginAt ? `${formatTimestamp(data.lastLoginAt)} · ${data.lastLoginIp ?? ''}` : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('security.passwordChanged')}</dt>
            <dd>{formatTimestamp(data.passwordChangedAt)}</dd>
          </div>
        </dl>
        <Button variant="secondary" icon="shield" onClick={() => open('changePassword')}>
          {t('auth.changePassword')}
        </Button>
      </Section>
      <ProfileSection overview={data} />
      <BankNameSection overview={data} />
      <BindSection overview={data} kind="mobile" />
      <BindSection overview={data} kind="email" />
      <PaymentPasswordSection overview={data} />
      <AuthenticatorSection overview={data} />
    </div>
  );
}

function ProfileSection({ overview }: { overview: TSecurityOverview }) {
  const { t } = useTranslation();
  const save = useSaver();
  const [values, setValues] = useState<Partial<Record<ProfileField, string>>>(overview.profile);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    try {
      const body = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, values[f] ?? '']));
      save(await call(MEMBER_ROUTES.updateProfile, { body }));
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(errorText(error, t('errors.network')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section icon="users" title={t('security.profile')}>
      <form className="form form--grid" onSubmit={submit} noValidate>
        {PROFILE_FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`security.fields.${field}` as 'security.fields.nickname')}
            value={values[field] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            error={errors[field]}
            type={field === 'birthday' ? 'date' : 'text'}
            maxLength={100}
          />
        ))}
        <FormError message={errors.form} />
        <div className="form__actions">
          <Button type="submit" busy={busy}>
            {t('common.save')}
          </Button>
          {saved ? (
            <span className="form__success" role="status">
              {t('common.saved')}
            </span>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

function BankNameSection({ overview }: { overview: TSecurityOverview }) {
  const { t } = useTranslation();
  const save = useSaver();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const bound = overview.payeeName !== null;
  return (
    <Section
      icon="wallet"
      title={t('security.bankName')}
      status={<Status on={bound} label={bound ? t('security.linked') : t('security.notLinked')} />}
    >
      {bound ? (
        <p className="panel__value">
          {overview.payeeName} <span className="panel__note">{t('security.bankNameLocked')}</span>
        </p>
      ) : (
        <form
          className="form form--inline"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            try {
              save(await call(MEMBER_ROUTES.updateProfile, { body: { payeeName: name.trim() } }));
            } catch (error) {
              setErrors(errorText(error, t('errors.network')));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Field
            label={t('auth.fields.payeeName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.payeeName ?? errors.form}
            autoComplete="name"
            maxLength={100}
            hint={t('security.bankNameHint')}
          />
          <Button type="submit" busy={busy}>
            {t('security.link')}
          </Button>
        </form>
      )}
    </Section>
  );
}

/** Linking a phone number or an e-mail address with a code: final once confirmed (spec section 4). */
function BindSection({ overview, kind }: { overview: TSecurityOverview; kind: 'mobile' | 'email' }) {
  const { t } = useTranslation();
  const save = useSaver();
  const { phone } = useMerchant();
  const isMobile = kind === 'mobile';
  const [target, setTarget] = useState(isMobile ? '' : (overview.email ?? ''));
  const [code, setCode] = useState('');
  const { errors, setErrors, busy, run } = useFormSubmit();
  const linked = isMobile ? overview.mobileVerified : overview.emailVerified;
  const mobile = () => ({ mobileNum: target.trim(), countryDialingCode: phone.countryDialingCode });
  const email = () => ({ email: target.trim() });
  const bind = (verificationCode: string) =>
    isMobile
      ? call(MEMBER_ROUTES.bindMobile, { body: { ...mobile(), verificationCode } })
      : call(MEMBER_ROUTES.bindEmail, { body: { ...email(), verificationCode } });
  const sendCode = () =>
    isMobile
      ? call(MEMBER_ROUTES.mobileCode, { body: mobile() })
      : call(MEMBER_ROUTES.emailCode, { body: email() });
  return (
    <Section
      icon={isMobile ? 'phone' : 'mail'}
      title={isMobile ? t('security.mobile') : t('security.email')}
      status={<Status on={linked} label={linked ? t('security.linked') : t('security.notLinked')} />}
    >
      {linked ? (
        <p className="panel__value">
          {isMobile ? overview.mobile : overview.email}{' '}
          <span className="panel__note">{t('security.linkFinal')}</span>
        </p>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await run(() => bind(code.trim()));
            if (result) save(result);
          }}
        >
          {isMobile ? (
            <MobileField
              label={t('auth.mobile')}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              error={errors.mobileNum}
            />
          ) : (
            <Field
              label={t('auth.fields.email')}
              type="email"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              error={errors.email}
              autoComplete="email"
              maxLength={254}
            />
          )}
          <CodeField
            value={code}
            onChange={setCode}
            error={errors.verificationCode}
            validate={() =>
              isMobile
                ? target.trim()
                  ? null
                  : t('validation.mobileInvalid')
                : target.includes('@')
                  ? null
                  : t('validation.emailInvalid')
            }
            onError={(message) => setErrors({ form: message })}
            send={sendCode}
          />
          <FormError message={errors.form} />
          <Button type="submit" busy={busy}>
            {t('security.link')}
          </Button>
          <p className="field__hint">{t('security.linkFinal')}</p>
        </form>
      )}
    </Section>
  );
}

function PaymentPasswordSection({ overview }: { overview: TSecurityOverview }) {
  const { t } = useTranslation();
  const save = useSaver();
  const [values, setValues] = useState({
    loginPassword: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <Section
      icon="wallet"
      title={t('security.paymentPassword')}
      status={
        <Status
          on={overview.hasPaymentPassword}
          label={overview.hasPaymentPassword ? t('security.set') : t('security.notSet')}
        />
      }
    >
      <form
        className="form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setDone(false);
          try {
            save(await callSealed(MEMBER_ROUTES.paymentPassword, { body: values }));
            setValues({ loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' });
            setErrors({});
            setDone(true);
          } catch (error) {
            setErrors(errorText(error, t('errors.network')));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="field__hint">{t('security.paymentPasswordHint')}</p>
        <PasswordField
          label={t('security.loginPassword')}
          value={values.loginPassword}
          onChange={set('loginPassword')}
          error={errors.loginPassword}
          autoComplete="current-password"
          maxLength={255}
        />
        <PasswordField
          label={t('security.newPaymentPassword')}
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
          error={errors.paymentPassword}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
        />
        <PasswordField
          label={t('security.confirmPaymentPassword')}
          value={values.confirmPaymentPassword}
          onChange={set('confirmPaymentPassword')}
          error={errors.confirmPaymentPassword}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
        />
        <FormError message={errors.form} />
        <div className="form__actions">
          <Button type="submit" busy={busy}>
            {overview.hasPaymentPassword
              ? t('security.changePaymentPassword')
              : t('security.setPaymentPassword')}
          </Button>
          {done ? (
            <span className="form__success" role="status">
              {t('common.saved')}
            </span>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

function AuthenticatorSection({ overview }: { overview: TSecurityOverview }) {
  const { t } = useTranslation();
  const save = useSaver();
  const [setup, setSetup] = useState<{ secret: string; qrImage: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Section
      icon="shield"
      title={t('security.authenticator')}
      status={
        <Status
          on={overview.totpEnabled}
          label={overview.totpEnabled ? t('security.on') : t('security.off')}
        />
      }
    >
      {overview.totpEnabled ? (
        <p className="panel__value">{t('security.authenticatorOn')}</p>
      ) : setup ? (
        <form
          className="form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            try {
              save(await call(MEMBER_ROUTES.totpEnable, { body: { code: code.trim() } }));
            } catch (failure) {
              setError(failure instanceof ApiError ? failure.message : t('errors.network'));
            } finally {
              setBusy(false);
            }
          }}
        >
          <p className="field__hint">{t('security.authenticatorScan')}</p>
          <div className="totp-setup">
            <img src={setup.qrImage} alt={t('security.authenticatorQr')} width={168} height={168} />
            <p>
              {t('security.authenticatorKey')} <code className="secret">{setup.secret}</code>
            </p>
          </div>
          <Field
            label={t('security.authenticatorCode')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={error ?? undefined}
          />
          <Button type="submit" busy={busy}>
            {t('security.authenticatorEnable')}
          </Button>
        </form>
      ) : (
        <>
          <p className="field__hint">{t('security.authenticatorHint')}</p>
          <Button
            variant="secondary"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              try {
                setSetup(await call(MEMBER_ROUTES.totpSetup, {}));
              } catch (failure) {
                setError(failure instanceof ApiError ? failure.message : t('errors.network'));
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('security.authenticatorSetup')}
          </Button>
          <FormError message={error ?? undefined} />
        </>
      )}
    </Section>
  );
}
