import { checkRule, type RegisterField, type TRegisterRule } from '@portal/contracts';
import type { TInvitation } from '@portal/contracts/endpoints';
import { Button, Field } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@/components/forms/form-error';
import { messageOf, ruleMessage } from '@/components/forms/form-errors';
import { MobileField } from '@/components/forms/mobile-field';
import { PasswordField } from '@/components/forms/password-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSystemConfig } from '@/lib/config';
import { agentQueryKey, invitationQuery, registerDownline } from './api';
import { QrCode } from './qr-code';
import { CopyButton, QueryBody, Section } from './ui';

/**
 * Fields the brand may enable besides the account ones, in the registration form's order; the
 * invitation code is mine, and the captcha and SMS code belong to a visitor's own registration.
 */
const OPTIONAL_FIELDS: RegisterField[] = [
  'payeeName',
  'email',
  'paymentPassword',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'recommenderId',
  'referralCode',
];

const INPUT_MODE: Partial<Record<RegisterField, 'numeric' | 'email' | 'tel'>> = {
  paymentPassword: 'numeric',
  whatsapp: 'tel',
  email: 'email',
  qqNum: 'numeric',
};

type Kind = 'member' | 'agent';

/** registerCenter: open an account under me (a member, or a sub-agent where allowed), and my invitation. */
export function RegisterCentre() {
  const query = useQuery(invitationQuery);
  return (
    <QueryBody query={query}>
      {(invitation) => (
        <div className="agent-stack agent-register">
          <RegisterForm canRegisterAgents={invitation.canRegisterAgents} />
          <Invitation invitation={invitation} />
        </div>
      )}
    </QueryBody>
  );
}

function RegisterForm({ canRegisterAgents }: { canRegisterAgents: boolean }) {
  const { t, i18n } = useTranslation();
  const { registerRules } = useSystemConfig();
  const queryClient = useQueryClient();
  const { errors, setErrors, busy, run } = useFormSubmit();
  const [kind, setKind] = useState<Kind>('member');
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>({});
  const [created, setCreated] = useState<{ account: string; isAgent: boolean } | null>(null);

  const rules = useMemo(() => new Map(registerRules.map((r) => [r.field, r])), [registerRules]);
  const rule = (field: RegisterField): TRegisterRule | undefined => rules.get(field);
  const mobileRule = rule('mobileNum');
  const showMobile = Boolean(mobileRule?.enabled);
  const optional = OPTIONAL_FIELDS.filter((field) => rule(field)?.enabled);
  const value = (field: RegisterField) => values[field] ?? '';
  const set = (field: RegisterField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  // The same checks, and the same words, as the player's own registration and the server.
  function check(field: RegisterField, options: { required?: boolean } = {}): string | undefined {
    const r = rule(field);
    if (!r)
      return options.required && !value(field).trim() ? messageOf(i18n.language, 'required') : undefined;
    return ruleMessage(
      i18n.language,
      checkRule({ ...r, required: options.required ?? r.required }, value(field)),
    );
  }

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    const put = (field: string, message: string | undefined) => {
      if (message && !found[field]) found[field] = message;
    };
    put('username', check('username', { required: true }));
    if (showMobile) put('mobileNum', check('mobileNum'));
    put('password', check('password', { required: true }));
    if (value('confirmPassword') !== value('password'))
      put('confirmPassword', messageOf(i18n.language, 'mismatch'));
    for (const field of optional) put(field, check(field));
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = Object.fromEntries(
      Object.entries(values).filter(([field, v]) => v?.trim() && (field !== 'mobileNum' || showMobile)),
    );
    const result = await run(() =>
      registerDownline({ ...fields, kind: canRegisterAgents ? kind : 'member' }),
    );
    if (!result) return;
    setCreated({ account: result.account, isAgent: result.isAgent });
    setValues({});
    void queryClient.invalidateQueries({ queryKey: agentQueryKey });
  }

  const textField = (field: RegisterField) => (
    <Field
      key={field}
      label={t(`auth.fields.${field}` as 'auth.fields.email')}
      value={value(field)}
      onChange={set(field)}
      onBlur={() => value(field) && setErrors((e) => ({ ...e, [field]: check(field) ?? '' }))}
      error={errors[field] || undefined}
      inputMode={INPUT_MODE[field]}
      type={field === 'email' ? 'email' : field === 'paymentPassword' ? 'password' : 'text'}
      autoComplete="off"
      maxLength={rule(field)?.maxLength ?? 255}
      required={rule(field)?.required}
    />
  );

  return (
    <Section icon="user" title={t('agent.register.title')}>
      <p className="agent-lead">{t('agent.register.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        {canRegisterAgents ? (
          <fieldset className="segmented agent-kind">
            <legend className="visually-hidden">{t('agent.register.kind')}</legend>
            {(['member', 'agent'] as const).map((k) => (
              <button key={k} type="button" aria-pressed={kind === k} onClick={() => setKind(k)}>
                {t(`agent.register.kinds.${k}`)}
              </button>
            ))}
          </fieldset>
        ) : null}
        <Field
          label={t('auth.username')}
          value={value('username')}
          onChange={set('username')}
          onBlur={() =>
            value('username') &&
            setErrors((e) => ({ ...e, username: check('username', { required: true }) ?? '' }))
          }
          error={errors.username || undefined}
          autoComplete="off"
          autoCapitalize="none"
          maxLength={rule('username')?.maxLength ?? 64}
          required
        />
        {showMobile ? (
          <MobileField
            label={t('auth.mobile')}
            value={value('mobileNum')}
            onChange={set('mobileNum')}
            error={errors.mobileNum || undefined}
            required={Boolean(mobileRule?.required)}
          />
        ) : null}
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
        {optional.map(textField)}
        <FormError message={errors.form ?? errors.kind} />
        <div className="form__actions">
          <Button type="submit" busy={busy} icon="user">
            {canRegisterAgents && kind === 'agent'
              ? t('agent.register.submitAgent')
              : t('agent.register.submitMember')}
          </Button>
        </div>
        {created ? (
          <div className="agent-outcome" role="status">
            <p>
              {created.isAgent
                ? t('agent.register.createdAgent', { account: created.account })
                : t('agent.register.createdMember', { account: created.account })}
            </p>
            <Link className="btn btn--secondary btn--sm" to="/agentHome?page=downlineManagmentView">
              {t('agent.register.seeTeam')}
            </Link>
          </div>
        ) : null}
      </form>
    </Section>
  );
}

function Invitation({ invitation }: { invitation: TInvitation }) {
  const { t } = useTranslation();
  return (
    <Section icon="qr" title={t('agent.invitation.title')}>
      <p className="agent-lead">{t('agent.invitation.lead')}</p>
      <div className="agent-invite">
        <QrCode text={invitation.link} label={t('agent.invitation.qr', { link: invitation.link })} />
        <dl className="agent-invite__facts">
          <div>
            <dt>{t('agent.invitation.code')}</dt>
            <dd>
              <span className="agent-invite__value agent-invite__code">{invitation.code}</span>
              <CopyButton text={invitation.code} label={t('agent.invitation.code')} />
            </dd>
          </div>
          <div>
            <dt>{t('agent.invitation.link')}</dt>
            <dd>
              <span className="agent-invite__value">{invitation.link}</span>
              <CopyButton text={invitation.link} label={t('agent.invitation.link')} />
            </dd>
          </div>
        </dl>
      </div>
    </Section>
  );
}
