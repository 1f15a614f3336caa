import type { TInvitation } from '@portal/contracts/endpoints';
import { Button, Field } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@/components/forms/form-error';
import { messageOf } from '@/components/forms/form-errors';
import { MobileField } from '@/components/forms/mobile-field';
import { PasswordField } from '@/components/forms/password-field';
import { OPTIONAL_REGISTER_FIELDS, useRegisterFields } from '@/components/forms/register-fields';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { QrCode } from '@/components/qr-code';
import { agentQueryKey, invitationQuery, registerDownline } from './api';
import { CopyButton, QueryBody, Section } from './ui';

/** The invitation code is mine; the captcha and SMS code belong to a visitor's own registration. */
const OPTIONAL_FIELDS = OPTIONAL_REGISTER_FIELDS.filter((field) => field !== 'affiliateCode');

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
  const queryClient = useQueryClient();
  const { errors, setErrors, busy, run } = useFormSubmit();
  const [kind, setKind] = useState<Kind>('member');
  const [created, setCreated] = useState<{ account: string; isAgent: boolean } | null>(null);

  const { values, setValues, rule, value, set, check, textField } = useRegisterFields({
    errors,
    setErrors,
    ownDetails: false,
  });
  const mobileRule = rule('mobileNum');
  const showMobile = Boolean(mobileRule?.enabled);
  const optional = OPTIONAL_FIELDS.filter((field) => rule(field)?.enabled);

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
        <QrCode
          className="agent-qr"
          text={invitation.link}
          label={t('agent.invitation.qr', { link: invitation.link })}
        />
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
