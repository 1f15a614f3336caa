import {
  formatMoney,
  LOYALTY_REWARD_KINDS,
  type LoyaltyRewardKind,
  parseMoney,
  type TReferralSettings,
} from '@portal/contracts';
import type { TReferralSettingsView } from '@portal/contracts/endpoints';
import { Button, Field, QueryView, SelectField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call } from '../../../lib/client';
import { grouped, R, REFERRAL_KEY, ReferralHead, useCan, useProblem, useReferralScreen } from './shared';

const INT = /^\d{1,9}$/;

interface Draft {
  enabled: boolean;
  minDeposit: string;
  minValidBet: string;
  windowDays: string;
  rewardKind: LoyaltyRewardKind;
  rewardAmount: string;
  rewardWagerMultiple: string;
  monthlyCap: string;
}

function draftOf(view: TReferralSettingsView): Draft {
  const s = view.settings;
  const money = (minor: number) => formatMoney(BigInt(minor), view.currencyExponent);
  return {
    enabled: s.enabled,
    minDeposit: money(s.minDepositMinor),
    minValidBet: money(s.minValidBetMinor),
    windowDays: String(s.windowDays),
    rewardKind: s.rewardKind,
    rewardAmount: s.rewardKind === 'POINTS' ? String(s.rewardAmount) : money(s.rewardAmount),
    rewardWagerMultiple: String(s.rewardWagerMultiple),
    monthlyCap: String(s.monthlyCap),
  };
}

/** The draft as settings, or null when a figure is not valid. */
export function settingsOf(d: Draft, exponent: number): TReferralSettings | null {
  const minor = (text: string) => {
    const value = text.trim() === '' ? null : parseMoney(text.trim(), exponent);
    return value === null || value < 0n || value > 1_000_000_000_000n ? null : Number(value);
  };
  const minDeposit = minor(d.minDeposit);
  const minValidBet = minor(d.minValidBet);
  const reward =
    d.rewardKind === 'POINTS'
      ? INT.test(d.rewardAmount)
        ? Number(d.rewardAmount)
        : null
      : minor(d.rewardAmount);
  const days = INT.test(d.windowDays) ? Number(d.windowDays) : 0;
  const multiple = INT.test(d.rewardWagerMultiple) ? Number(d.rewardWagerMultiple) : -1;
  const cap = INT.test(d.monthlyCap) ? Number(d.monthlyCap) : -1;
  if (minDeposit === null || minValidBet === null || reward === null) return null;
  if (days < 1 || days > 365 || multiple < 0 || multiple > 100 || cap < 0 || cap > 10_000) return null;
  return {
    enabled: d.enabled,
    minDepositMinor: minDeposit,
    minValidBetMinor: minValidBet,
    windowDays: days,
    rewardKind: d.rewardKind,
    rewardAmount: reward,
    rewardWagerMultiple: d.rewardKind === 'BONUS' ? multiple : 0,
    monthlyCap: cap,
  };
}

function RulesForm({ view }: { view: TReferralSettingsView }) {
  const { t } = useReferralScreen();
  const canManage = useCan('loyalty.manage');
  const queryClient = useQueryClient();
  const problem = useProblem();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const next = settingsOf(draft, view.currencyExponent);
  const save = useMutation({
    mutationFn: (settings: TReferralSettings) => call(R.setSettings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...REFERRAL_KEY, 'settings'], saved);
      setMessage({ ok: true, text: t('loyaltyReferral.common.saved') });
    },
    onError: (error) => setMessage({ ok: false, text: problem(error) }),
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setMessage(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const currency = view.currency;
  const money = (minor: number) =>
    `${currency} ${grouped(formatMoney(BigInt(minor), view.currencyExponent))}`;
  const rewardWords = next
    ? next.rewardKind === 'POINTS'
      ? t('loyaltyReferral.common.points', { points: grouped(String(next.rewardAmount)) })
      : money(next.rewardAmount)
    : '';
  return (
    <section className="card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="rf-title">
        {t('loyaltyReferral.rules.heading')}
      </h2>
      {!canManage ? <p className="muted">{t('loyaltyReferral.common.noPermission')}</p> : null}
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!next) {
            setMessage({ ok: false, text: t('loyaltyReferral.rules.invalid') });
            return;
          }
          save.mutate(next);
        }}
      >
        <fieldset className="rf-fieldset" disabled={!canManage}>
          <label className="rf-check">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(event) => set('enabled', event.target.checked)}
            />
            {t('loyaltyReferral.rules.enabled')}
          </label>
        </fieldset>
        <fieldset className="rf-fieldset" disabled={!canManage}>
          <legend>{t('loyaltyReferral.rules.condition')}</legend>
          <div className="form-grid">
            <Field
              label={t('loyaltyReferral.rules.minDeposit', { currency })}
              hint={t('loyaltyReferral.rules.minDepositHelp')}
              inputMode="decimal"
              value={draft.minDeposit}
              onChange={(event) => set('minDeposit', event.target.value)}
            />
            <Field
              label={t('loyaltyReferral.rules.minValidBet', { currency })}
              hint={t('loyaltyReferral.rules.minValidBetHelp')}
              inputMode="decimal"
              value={draft.minValidBet}
              onChange={(event) => set('minValidBet', event.target.value)}
            />
            <Field
              label={t('loyaltyReferral.rules.windowDays')}
              inputMode="numeric"
              value={draft.windowDays}
              onChange={(event) => set('windowDays', event.target.value)}
            />
          </div>
        </fieldset>
        <fieldset className="rf-fieldset" disabled={!canManage}>
          <legend>{t('loyaltyReferral.rules.reward')}</legend>
          <div className="form-grid">
            <SelectField
              label={t('loyaltyReferral.rules.rewardKind')}
              value={draft.rewardKind}
              onChange={(event) => set('rewardKind', event.target.value as LoyaltyRewardKind)}
            >
              {LOYALTY_REWARD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`loyaltyReferral.rules.kinds.${k}`)}
                </option>
              ))}
            </SelectField>
            <Field
              label={
                draft.rewardKind === 'POINTS'
                  ? t('loyaltyReferral.rules.rewardPoints')
                  : t('loyaltyReferral.rules.rewardAmount', { currency })
              }
              inputMode={draft.rewardKind === 'POINTS' ? 'numeric' : 'decimal'}
              value={draft.rewardAmount}
              onChange={(event) => set('rewardAmount', event.target.value)}
            />
            {draft.rewardKind === 'BONUS' ? (
              <Field
                label={t('loyaltyReferral.rules.wagerMultiple')}
                inputMode="numeric"
                value={draft.rewardWagerMultiple}
                onChange={(event) => set('rewardWagerMultiple', event.target.value)}
              />
            ) : null}
            <Field
              label={t('loyaltyReferral.rules.monthlyCap')}
              inputMode="numeric"
              value={draft.monthlyCap}
              onChange={(event) => set('monthlyCap', event.target.value)}
            />
          </div>
          {next ? (
            <p className="muted" role="status">
              {t('loyaltyReferral.rules.preview', {
                text: t('loyaltyReferral.rules.previewText', {
                  deposit: money(next.minDepositMinor),
                  validBet: money(next.minValidBetMinor),
                  days: next.windowDays,
                  reward: rewardWords,
                }),
              })}
            </p>
          ) : null}
        </fieldset>
        {message ? (
          <p
            className={message.ok ? 'notice notice--ok' : 'notice notice--error'}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        ) : null}
        {canManage ? (
          <Button type="submit" busy={save.isPending}>
            {t('loyaltyReferral.common.save')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}

/** /loyalty/referral/rules: settings.loyalty.referral only (the condition, the reward, the cap). */
export function ReferralRulesPage() {
  const { t } = useReferralScreen();
  const query = useQuery({
    queryKey: [...REFERRAL_KEY, 'settings'],
    queryFn: ({ signal }) => call(R.settings, { signal }),
  });
  return (
    <>
      <ReferralHead title={t('loyaltyReferral.rules.heading')} intro={t('loyaltyReferral.rules.intro')} />
      <QueryView query={query}>{(view) => <RulesForm view={view} />}</QueryView>
    </>
  );
}
