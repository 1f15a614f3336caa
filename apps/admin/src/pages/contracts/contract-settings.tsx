import {
  CARRY_FORWARD,
  CONTRACT_MODES,
  CONTRACT_TYPES,
  type ContractType,
  contractPay,
  DIVIDEND_PERIODS,
  formatMoney,
  groupMoney,
  rateText,
  type TContractSettings,
} from '@portal/contracts';
import { ZContractSettings } from '@portal/contracts/schemas/brand';
import { Button, QueryView } from '@portal/ui';
import {
  Form,
  FormCheckbox,
  FormChoices,
  FormNumber,
  FormSelect,
  FormText,
  useZodForm,
} from '@portal/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { useCanWrite } from '../settings/shared';
import {
  bpsOf,
  CONTRACT_SETTINGS_KEY,
  type ContractSettingsView,
  minorOf,
  R,
  useContractSettings,
} from './shared';
import { TierEditor } from './tier-editor';
import './contracts.css';

/** Offsets a brand's clock may have: every quarter hour from GMT−12 to GMT+14. */
const OFFSETS = Array.from({ length: (14 + 12) * 4 + 1 }, (_, i) => -12 * 60 + i * 15);

/** 360 → "GMT+6:00", −210 → "GMT−3:30". */
export function gmtText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${Math.trunc(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** The settings section /settings/contracts: the brand's contract templates and rules (issue 17). */
export function ContractSettingsSection() {
  const settings = useContractSettings();
  // Kept here: a save answers new settings, and the form starts again from them (its key).
  const [saved, setSaved] = useState(false);
  return (
    <QueryView query={settings}>
      {(view) => (
        <ContractSettingsForm key={JSON.stringify(view)} view={view} saved={saved} onSaved={setSaved} />
      )}
    </QueryView>
  );
}

type Tiers = TContractSettings['types'][ContractType]['template'];

/**
 * The form: amounts in the brand's currency and rates in per cent as people write them, sent as
 * minor units and basis points; the contract's ZContractSettings checks the body before it is sent
 * (the same schema the server parses it with) and the server's refusals land on the fields they name.
 */
function ContractSettingsForm({
  view,
  saved,
  onSaved,
}: {
  view: ContractSettingsView;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const { settings, currency, currencyExponent: exponent } = view;
  const text = (minor: number) => formatMoney(BigInt(minor), exponent);
  const minor = (value: string) => {
    const parsed = minorOf(String(value ?? ''), exponent);
    return parsed === null ? Number.NaN : Number(parsed);
  };
  const rowsOf = (template: Tiers) =>
    template.map((tier) => ({
      thresholdMinor: text(tier.thresholdMinor),
      minValidBetMinor: text(tier.minValidBetMinor),
      activeMembers: tier.activeMembers,
      rateBps: rateText(tier.rateBps),
    }));
  const defaults = {
    utcOffsetMinutes: String(settings.utcOffsetMinutes),
    types: Object.fromEntries(
      CONTRACT_TYPES.map((type) => {
        const s = settings.types[type];
        return [
          type,
          {
            enabled: s.enabled,
            mode: s.mode,
            maxRateBps: rateText(s.maxRateBps),
            template: rowsOf(s.template),
          },
        ];
      }),
    ) as Record<
      ContractType,
      { enabled: boolean; mode: string; maxRateBps: string; template: ReturnType<typeof rowsOf> }
    >,
    dividendPeriods: [...settings.dividendPeriods] as string[],
    carryForward: settings.carryForward as string,
    activeNeedsDeposit: settings.activeNeedsDeposit,
    approvalThresholdMinor: text(settings.approvalThresholdMinor),
    collection: settings.collection as string,
    collectDays: settings.collectDays,
    offerDays: settings.offerDays,
    abuse: {
      paddingMinBetMinor: text(settings.abuse.paddingMinBetMinor),
      paddingSharePct: settings.abuse.paddingSharePct,
      washRtpBandBps: rateText(settings.abuse.washRtpBandBps),
      washMinValidBetMinor: text(settings.abuse.washMinValidBetMinor),
      duplicateMinAccounts: settings.abuse.duplicateMinAccounts,
    },
  };
  const form = useZodForm(ZContractSettings, defaults, (v) => ({
    utcOffsetMinutes: Number(v.utcOffsetMinutes),
    types: Object.fromEntries(
      CONTRACT_TYPES.map((type) => {
        const s = v.types[type];
        return [
          type,
          {
            enabled: s.enabled,
            mode: s.mode,
            maxRateBps: bpsOf(s.maxRateBps),
            template: (s.template ?? []).map((row) => ({
              thresholdMinor: minor(row.thresholdMinor),
              minValidBetMinor: minor(row.minValidBetMinor),
              activeMembers: row.activeMembers,
              rateBps: bpsOf(row.rateBps),
            })),
          },
        ];
      }),
    ),
    dividendPeriods: DIVIDEND_PERIODS.filter((p) => (v.dividendPeriods || []).includes(p)),
    carryForward: v.carryForward,
    activeNeedsDeposit: v.activeNeedsDeposit,
    approvalThresholdMinor: minor(v.approvalThresholdMinor),
    collection: v.collection,
    collectDays: v.collectDays,
    offerDays: v.offerDays,
    abuse: {
      paddingMinBetMinor: minor(v.abuse.paddingMinBetMinor),
      paddingSharePct: v.abuse.paddingSharePct,
      washRtpBandBps: bpsOf(v.abuse.washRtpBandBps),
      washMinValidBetMinor: minor(v.abuse.washMinValidBetMinor),
      duplicateMinAccounts: v.abuse.duplicateMinAccounts,
    },
  }));
  // Keys of locales/contracts.ts `settings`, built from a name, so the catalogue's type cannot check them.
  const c = (key: string, options?: Record<string, unknown>) =>
    t(`contracts.settings.${key}` as 'contracts.settings.title', options ?? {});
  const money = (key: string) => c(key, { currency });

  return (
    <section className="card settings-section ct-settings" aria-labelledby="ct-settings-title">
      <h2 id="ct-settings-title" className="settings-section__title">
        {c('title')}
      </h2>
      <p className="muted">{c('intro')}</p>
      <Form
        form={form}
        className="stack"
        onSubmit={async (body) => {
          onSaved(false);
          const next = await call(R.setSettings, { body });
          onSaved(true);
          queryClient.setQueryData(CONTRACT_SETTINGS_KEY, next);
        }}
      >
        {saved ? (
          <p className="notice notice--ok" role="status">
            {c('saved')}
          </p>
        ) : null}
        <fieldset className="ct-group" disabled={!canWrite}>
          <legend>{c('clockTitle')}</legend>
          <FormSelect name="utcOffsetMinutes" label={c('clock')} hint={c('clockHint')} className="ct-narrow">
            {OFFSETS.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {gmtText(minutes)}
              </option>
            ))}
          </FormSelect>
        </fieldset>
        {CONTRACT_TYPES.map((type) => (
          <TypeSettings key={type} type={type} exponent={exponent} currency={currency} disabled={!canWrite} />
        ))}
        <fieldset className="ct-group" disabled={!canWrite}>
          <legend>{c('dividendTitle')}</legend>
          <FormChoices
            name="dividendPeriods"
            label={c('dividendPeriods')}
            hint={c('dividendPeriodsHint')}
            multiple
            choices={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`contracts.periods.${p}`) }))}
          />
          <FormChoices
            name="carryForward"
            label={c('carryForward')}
            choices={CARRY_FORWARD.map((value) => ({ value, label: c(`carry.${value}`) }))}
          />
        </fieldset>
        <fieldset className="ct-group" disabled={!canWrite}>
          <legend>{c('billsTitle')}</legend>
          <FormCheckbox name="activeNeedsDeposit" label={c('activeNeedsDeposit')} />
          <FormText
            name="approvalThresholdMinor"
            label={money('approvalThreshold')}
            hint={c('approvalThresholdHint')}
            inputMode="decimal"
            required
          />
          <FormChoices
            name="collection"
            label={c('collection')}
            choices={(['AUTO', 'CLAIM'] as const).map((value) => ({ value, label: c(`collect.${value}`) }))}
          />
          <div className="ct-pair">
            <FormNumber
              name="collectDays"
              label={c('collectDays')}
              hint={c('collectDaysHint')}
              min={1}
              max={365}
              step={1}
              required
            />
            <FormNumber
              name="offerDays"
              label={c('offerDays')}
              hint={c('offerDaysHint')}
              min={1}
              max={90}
              step={1}
              required
            />
          </div>
        </fieldset>
        <fieldset className="ct-group" disabled={!canWrite}>
          <legend>{c('abuseTitle')}</legend>
          <p className="field__hint">{c('abuseIntro')}</p>
          <div className="ct-pair">
            <FormText
              name="abuse.paddingMinBetMinor"
              label={money('paddingMinBet')}
              inputMode="decimal"
              required
            />
            <FormNumber
              name="abuse.paddingSharePct"
              label={c('paddingSharePct')}
              hint={c('paddingHint')}
              min={1}
              max={100}
              step={1}
              required
            />
          </div>
          <div className="ct-pair">
            <FormText
              name="abuse.washRtpBandBps"
              label={c('washBand')}
              hint={c('washHint')}
              inputMode="decimal"
              required
            />
            <FormText
              name="abuse.washMinValidBetMinor"
              label={money('washMinValidBet')}
              inputMode="decimal"
              required
            />
          </div>
          <FormNumber
            name="abuse.duplicateMinAccounts"
            label={c('duplicateMinAccounts')}
            hint={c('duplicateHint')}
            min={2}
            max={1000}
            step={1}
            required
          />
        </fieldset>
        {canWrite ? (
          <div className="save-bar">
            <Button type="submit" busy={form.formState.isSubmitting}>
              {c('save')}
            </Button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

/** The worked example of issue 17, computed by the contract maths itself (whole currency units). */
function workedExample() {
  const tiers = [
    { threshold: 0n, minValidBet: 0n, activeMembers: 0, rateBps: 500 },
    { threshold: 10_000n, minValidBet: 0n, activeMembers: 0, rateBps: 750 },
  ];
  const figures = { basis: 15_000n, validBet: 0n, activeMembers: 0 };
  const floating = contractPay(tiers, 'FLOATING', figures);
  const fixed = contractPay(tiers, 'FIXED', figures);
  return {
    slices: floating.slices.map((s) => groupMoney(String(s.amount))).join(' + '),
    floating: groupMoney(String(floating.amount)),
    fixed: groupMoney(String(fixed.amount)),
  };
}

/** One contract type: offered or not, its mode (explained), its highest rate and its template tiers. */
function TypeSettings({
  type,
  exponent,
  currency,
  disabled,
}: {
  type: ContractType;
  exponent: number;
  currency: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mode = useWatch({ name: `types.${type}.mode` }) as string;
  const maxRate = bpsOf(String(useWatch({ name: `types.${type}.maxRateBps` }) ?? ''));
  const example = workedExample();
  return (
    <fieldset className="ct-group ct-type" disabled={disabled} aria-labelledby={`${id}-title`}>
      <legend id={`${id}-title`}>{t(`contracts.types.${type}`)}</legend>
      <p className="field__hint">{t(`contracts.settings.typeHint.${type}`)}</p>
      <FormCheckbox name={`types.${type}.enabled`} label={t('contracts.settings.enabled')} />
      <FormChoices
        name={`types.${type}.mode`}
        label={t('contracts.settings.mode')}
        choices={CONTRACT_MODES.map((value) => ({ value, label: t(`contracts.modes.${value}`) }))}
      />
      <div className="ct-mode-note" aria-live="polite">
        <p>{t(`contracts.settings.modeHint.${mode === 'FIXED' ? 'FIXED' : 'FLOATING'}`)}</p>
        <p className="muted">{t('contracts.settings.example', example)}</p>
      </div>
      <FormText
        name={`types.${type}.maxRateBps`}
        label={t('contracts.settings.maxRate')}
        hint={t('contracts.settings.maxRateHint')}
        inputMode="decimal"
        className="ct-narrow"
        required
      />
      <TierEditor
        name={`types.${type}.template`}
        names={{ threshold: 'thresholdMinor', minValidBet: 'minValidBetMinor' }}
        legend={t('contracts.settings.template')}
        hint={t(`contracts.tiers.hintOf.${type === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY'}`)}
        exponent={exponent}
        currency={currency}
        maxBps={Number.isNaN(maxRate) ? 10_000 : maxRate}
        disabled={disabled}
      />
    </fieldset>
  );
}
