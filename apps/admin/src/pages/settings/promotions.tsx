import { GAME_CATEGORY_CODES, parseRate, rateText, type TPromotionSettings } from '@portal/contracts';
import { ZPromotionSettings } from '@portal/contracts/schemas/brand';
import { Button, QueryView } from '@portal/ui';
import { Form, FormNumber, FormText, useZodForm } from '@portal/ui/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import {
  decimalOf,
  minorOf,
  PROMOTION_SETTINGS_KEY,
  type PromotionSettingsView,
  R,
  useCan,
} from '../promotions/shared';
import { usePromotionTexts } from '../promotions/texts';
import '../promotions/promotions.css';

/** The settings section /settings/promotions (issue 18): wagering contributions, bonus defaults, manual rebate. */
export function PromotionSettingsSection() {
  usePromotionTexts();
  const settings = useQuery({
    queryKey: PROMOTION_SETTINGS_KEY,
    queryFn: ({ signal }) => call(R.settings, { signal }),
  });
  // Kept here: a save answers new settings, and the form starts again from them (its key).
  const [saved, setSaved] = useState(false);
  return (
    <QueryView query={settings}>
      {(view) => <SettingsForm key={JSON.stringify(view)} view={view} saved={saved} onSaved={setSaved} />}
    </QueryView>
  );
}

type Row = { key: string; rate: string };
type Values = {
  contributions: {
    defaultBps: string;
    byCategory: Record<string, string>;
    byVendor: Row[];
    byGame: Row[];
  };
  bonus: { defaultExpiryDays: number | undefined; defaultMaxBetMinor: string };
  rebate: { ratesBps: Record<string, string>; minClaimMinor: string };
};

const rate = (text: string | undefined) => parseRate(String(text ?? '')) ?? Number.NaN;

/** Rows of a key → bps map, in the order they were written. */
const rowsOf = (record: Record<string, number>): Row[] =>
  Object.entries(record).map(([key, bps]) => ({ key, rate: rateText(bps) }));

function recordOf(rows: readonly Row[] | undefined, upper: 'all' | 'vendor'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows ?? []) {
    const raw = String(row.key ?? '').trim();
    if (!raw && !String(row.rate ?? '').trim()) continue;
    // Vendor codes are upper case; a game key is VENDOR:gameCode, the game's code as the vendor writes it.
    const [vendor = '', ...game] = raw.split(':');
    const key =
      upper === 'vendor' || game.length === 0
        ? raw.toUpperCase()
        : `${vendor.toUpperCase()}:${game.join(':')}`;
    out[key] = rate(row.rate);
  }
  return out;
}

function SettingsForm({
  view,
  saved,
  onSaved,
}: {
  view: PromotionSettingsView;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useCan('promotions.manage');
  const { settings, currency, currencyExponent: exponent } = view;
  const money = (minor: number) => decimalOf(minor, exponent);
  const minor = (text: string) => {
    const parsed = minorOf(text, exponent);
    return parsed === null ? Number.NaN : Number(parsed);
  };
  const defaults: Values = {
    contributions: {
      defaultBps: rateText(settings.contributions.defaultBps),
      byCategory: Object.fromEntries(
        GAME_CATEGORY_CODES.map((c) => {
          const bps = settings.contributions.byCategory[c];
          return [c, bps === undefined ? '' : rateText(bps)];
        }),
      ),
      byVendor: rowsOf(settings.contributions.byVendor),
      byGame: rowsOf(settings.contributions.byGame),
    },
    bonus: {
      defaultExpiryDays: settings.bonus.defaultExpiryDays,
      defaultMaxBetMinor: money(settings.bonus.defaultMaxBetMinor),
    },
    rebate: {
      ratesBps: Object.fromEntries(
        GAME_CATEGORY_CODES.map((c) => {
          const bps = settings.rebate.ratesBps[c];
          return [c, bps === undefined ? '' : rateText(bps)];
        }),
      ),
      minClaimMinor: money(settings.rebate.minClaimMinor),
    },
  };
  const form = useZodForm(ZPromotionSettings, defaults, (v): TPromotionSettings => {
    const byCategory: Record<string, number> = {};
    const rebate: Record<string, number> = {};
    // Categories the catalogue no longer lists keep what they had.
    for (const [c, bps] of Object.entries(settings.contributions.byCategory))
      if (!GAME_CATEGORY_CODES.includes(c as never)) byCategory[c] = bps;
    for (const [c, bps] of Object.entries(settings.rebate.ratesBps))
      if (!GAME_CATEGORY_CODES.includes(c as never)) rebate[c] = bps;
    for (const c of GAME_CATEGORY_CODES) {
      const text = String(v.contributions.byCategory?.[c] ?? '').trim();
      if (text) byCategory[c] = rate(text);
      const rebateText = String(v.rebate.ratesBps?.[c] ?? '').trim();
      if (rebateText) rebate[c] = rate(rebateText);
    }
    return {
      contributions: {
        defaultBps: rate(v.contributions.defaultBps),
        byCategory,
        byVendor: recordOf(v.contributions.byVendor, 'vendor'),
        byGame: recordOf(v.contributions.byGame, 'all'),
      },
      bonus: {
        defaultExpiryDays: v.bonus.defaultExpiryDays ?? Number.NaN,
        defaultMaxBetMinor: minor(v.bonus.defaultMaxBetMinor),
      },
      rebate: { ratesBps: rebate, minClaimMinor: minor(v.rebate.minClaimMinor) },
    };
  });
  const s = (key: string, options?: Record<string, unknown>) =>
    t(`promotions.settings.${key}` as 'promotions.settings.title', options ?? {});
  const category = (c: string) => t(`games.categories.${c}` as 'games.categories.LIVE');
  const withCurrency = (label: string) => `${label} (${currency})`;
  return (
    <section className="card settings-section pr-settings" aria-labelledby="pr-settings-title">
      <h2 id="pr-settings-title" className="settings-section__title">
        {s('title')}
      </h2>
      <p className="muted">{s('intro')}</p>
      {canWrite ? null : (
        <p className="notice" role="note">
          {s('readOnly')}
        </p>
      )}
      <Form
        form={form}
        className="stack"
        onSubmit={async (body) => {
          onSaved(false);
          const next = await call(R.setSettings, { body });
          onSaved(true);
          queryClient.setQueryData(PROMOTION_SETTINGS_KEY, next);
        }}
      >
        {saved ? (
          <p className="notice notice--ok" role="status">
            {s('saved')}
          </p>
        ) : null}
        <fieldset className="pr-group" disabled={!canWrite}>
          <legend>{s('contributions')}</legend>
          <p className="field__hint">{s('contributionsHint')}</p>
          <FormText
            name="contributions.defaultBps"
            label={s('defaultContribution')}
            inputMode="decimal"
            className="pr-narrow"
            required
          />
          <fieldset className="pr-rates">
            <legend className="field__label">{s('byCategory')}</legend>
            <p className="field__hint">{s('byCategoryHint')}</p>
            <div className="pr-rates__grid">
              {GAME_CATEGORY_CODES.map((c) => (
                <FormText
                  key={c}
                  name={`contributions.byCategory.${c}`}
                  label={s('rateOf', { name: category(c) })}
                  inputMode="decimal"
                />
              ))}
            </div>
          </fieldset>
          <RateRows
            name="contributions.byVendor"
            legend={s('byVendor')}
            hint={s('byVendorHint')}
            keyLabel={s('vendor')}
            addLabel={s('addVendor')}
            disabled={!canWrite}
          />
          <RateRows
            name="contributions.byGame"
            legend={s('byGame')}
            hint={s('byGameHint')}
            keyLabel={s('game')}
            addLabel={s('addGame')}
            disabled={!canWrite}
          />
        </fieldset>
        <fieldset className="pr-group" disabled={!canWrite}>
          <legend>{s('bonus')}</legend>
          <div className="pr-pair">
            <FormNumber
              name="bonus.defaultExpiryDays"
              label={s('expiryDays')}
              hint={s('expiryDaysHint')}
              min={1}
              max={365}
              step={1}
              required
            />
            <FormText
              name="bonus.defaultMaxBetMinor"
              label={withCurrency(s('maxBet'))}
              hint={s('maxBetHint')}
              inputMode="decimal"
              required
            />
          </div>
        </fieldset>
        <fieldset className="pr-group" disabled={!canWrite}>
          <legend>{s('rebate')}</legend>
          <p className="field__hint">{s('rebateHint')}</p>
          <div className="pr-rates__grid">
            {GAME_CATEGORY_CODES.map((c) => (
              <FormText
                key={c}
                name={`rebate.ratesBps.${c}`}
                label={s('rebateOf', { name: category(c) })}
                inputMode="decimal"
              />
            ))}
          </div>
          <FormText
            name="rebate.minClaimMinor"
            label={withCurrency(s('minClaim'))}
            inputMode="decimal"
            className="pr-narrow"
            required
          />
        </fieldset>
        {canWrite ? (
          <div className="save-bar">
            <Button type="submit" busy={form.formState.isSubmitting}>
              {s('save')}
            </Button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

/** Key → per cent rows (vendors, games): add and remove rows. */
function RateRows({
  name,
  legend,
  hint,
  keyLabel,
  addLabel,
  disabled,
}: {
  name: 'contributions.byVendor' | 'contributions.byGame';
  legend: string;
  hint: string;
  keyLabel: string;
  addLabel: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { control, register } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <fieldset className="pr-rows" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {fields.length > 0 ? (
        <ol className="pr-rows__list">
          {fields.map((field, i) => (
            <li key={field.id} className="pr-rows__row">
              <label htmlFor={`${id}-${i}-key`}>
                {t('promotions.settings.rowKey', { label: keyLabel, n: i + 1 })}
              </label>
              <input
                id={`${id}-${i}-key`}
                className="pr-input"
                autoComplete="off"
                {...register(`${name}.${i}.key`)}
              />
              <label htmlFor={`${id}-${i}-rate`}>
                {t('promotions.settings.rowRate', { label: keyLabel, n: i + 1 })}
              </label>
              <input
                id={`${id}-${i}-rate`}
                className="pr-input pr-input--short"
                inputMode="decimal"
                {...register(`${name}.${i}.rate`)}
              />
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('promotions.settings.removeRow', { label: keyLabel, n: i + 1 })}
                onClick={() => remove(i)}
              >
                {t('common.delete')}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {listError ? (
        <p className="field__error" role="alert">
          {t('promotions.settings.rowsInvalid', { message: listError })}
        </p>
      ) : null}
      {disabled ? null : (
        <Button size="sm" variant="secondary" onClick={() => append({ key: '', rate: '' })}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
