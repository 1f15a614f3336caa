import { MAX_TIERS, tierProblem } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useId } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../lib/cell-label';
import { type TierRowValues, tierProblemText, tiersOf } from './shared';

const COLUMNS = ['threshold', 'minValidBet', 'activeMembers', 'rateBps'] as const;

/**
 * The tiers of a contract or a template (up to MAX_TIERS rows: threshold, least valid bet, least
 * active members, rate in per cent), bound to the form at `name`. Checked as they are typed with
 * the same tierProblem the server runs (thresholds and rates rising together, no rate above the
 * brand's highest); a refusal on one value (the schema's or the server's) is shown at that value,
 * one on a whole tier under the tiers.
 */
export function TierEditor({
  name,
  legend,
  hint,
  exponent,
  currency,
  maxBps,
  disabled = false,
  names = {},
}: {
  name: string;
  /** The body's names of the values where they differ (a template's amounts are `thresholdMinor`…). */
  names?: Partial<Record<(typeof COLUMNS)[number], string>>;
  legend: string;
  hint?: string | undefined;
  exponent: number;
  currency: string;
  maxBps: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { control, register } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const key = (column: (typeof COLUMNS)[number]) => names[column] ?? column;
  const watched = (useWatch({ control, name }) ?? []) as Record<string, unknown>[];
  const rows: TierRowValues[] = watched.map((row) => ({
    threshold: String(row[key('threshold')] ?? ''),
    minValidBet: String(row[key('minValidBet')] ?? ''),
    activeMembers: Number(row[key('activeMembers')]),
    rateBps: String(row[key('rateBps')] ?? ''),
  }));
  const tiers = tiersOf(rows, exponent);
  const problem = tiers ? tierProblem(tiers, maxBps) : null;
  const rowErrors = rows
    .map((_, i) => (get(errors, `${name}.${i}`) as { message?: string } | undefined)?.message)
    .map((message, i) => (message ? t('contracts.tiers.tierError', { tier: i + 1, message }) : null))
    .filter(Boolean);
  const listError = (get(errors, name) as { message?: string } | undefined)?.message;
  // Amounts name the currency when it is known.
  const label = (column: (typeof COLUMNS)[number]) =>
    currency || column === 'activeMembers' || column === 'rateBps'
      ? t(`contracts.tiers.${column}`, { currency })
      : t(`contracts.tiers.${column}Short`);

  return (
    <fieldset className="ct-tiers" disabled={disabled} aria-describedby={`${id}-hint ${id}-check`}>
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint ?? t('contracts.tiers.hint')}
      </p>
      <div className="table-scroll">
        <table className="table ct-tiers__table">
          <thead>
            <tr>
              <th scope="col">{t('contracts.tiers.tier')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {label(column)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('contracts.tiers.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, i) => (
              <tr key={field.id}>
                <th scope="row" className="ct-tiers__no">
                  {t('contracts.tiers.tierNo', { tier: i + 1 })}
                </th>
                {COLUMNS.map((column) => {
                  const path = `${name}.${i}.${key(column)}`;
                  const error = (get(errors, path) as { message?: string } | undefined)?.message;
                  const inputId = `${id}-${i}-${column}`;
                  return (
                    <td key={column}>
                      <CellLabel>{label(column)}</CellLabel>
                      <input
                        id={inputId}
                        className="ct-tiers__input"
                        aria-label={t('contracts.tiers.cellLabel', { tier: i + 1, column: label(column) })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        inputMode={column === 'activeMembers' ? 'numeric' : 'decimal'}
                        {...(column === 'activeMembers'
                          ? { type: 'number', min: 0, step: 1 }
                          : { type: 'text', autoComplete: 'off' })}
                        {...register(
                          path,
                          column === 'activeMembers'
                            ? { setValueAs: (v) => (v === '' || v === null ? Number.NaN : Number(v)) }
                            : {},
                        )}
                      />
                      {error ? (
                        <span id={`${inputId}-error`} className="field__error" role="alert">
                          {error}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
                <td className="ct-tiers__remove">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={fields.length <= 1}
                    aria-label={t('contracts.tiers.remove', { tier: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    {t('contracts.tiers.actions')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id={`${id}-check`} className="ct-tiers__check" aria-live="polite">
        {problem ? (
          <p className="field__error">{tierProblemText(t, problem)}</p>
        ) : tiers ? (
          <p className="ct-tiers__ok">{t('contracts.tiers.ok')}</p>
        ) : null}
        {listError ? (
          <p className="field__error" role="alert">
            {listError}
          </p>
        ) : null}
        {rowErrors.map((message) => (
          <p key={message} className="field__error" role="alert">
            {message}
          </p>
        ))}
      </div>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        icon="sparkle"
        disabled={fields.length >= MAX_TIERS}
        onClick={() => {
          const last = rows[rows.length - 1];
          append({
            [key('threshold')]: '',
            [key('minValidBet')]: last?.minValidBet ?? '0',
            [key('activeMembers')]: Number(last?.activeMembers ?? 0) || 0,
            [key('rateBps')]: '',
          });
        }}
      >
        {fields.length >= MAX_TIERS
          ? t('contracts.tiers.full', { max: MAX_TIERS })
          : t('contracts.tiers.add')}
      </Button>
    </fieldset>
  );
}
