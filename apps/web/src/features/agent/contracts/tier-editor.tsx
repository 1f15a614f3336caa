import {
  type ContractMode,
  type ContractTier,
  formatMoney,
  MAX_TIERS,
  parseMoney,
  parseRate,
  rateAt,
  rateText,
  type TierProblem,
  tierProblem,
} from '@portal/contracts';
import type { TContractTier } from '@portal/contracts/endpoints';
import { Button, Field } from '@portal/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export type TierField = 'threshold' | 'minValidBet' | 'activeMembers' | 'rate';

/** A tier as typed: text in each box, a stable key for the row. */
export interface TierDraft {
  key: string;
  threshold: string;
  minValidBet: string;
  activeMembers: string;
  rate: string;
}

/** Field messages by tier (0-based) and field, and one for the list as a whole. */
export interface TierErrors {
  rows: Record<number, Partial<Record<TierField, string>>>;
  list?: string;
}

let nextKey = 0;
const newKey = () => `tier-${++nextKey}`;

/** Tiers of a contract or of the brand's template, as the editor starts from them. */
export function draftsOf(tiers: readonly TContractTier[]): TierDraft[] {
  return tiers.map((tier) => ({
    key: newKey(),
    threshold: tier.threshold,
    minValidBet: tier.minValidBet,
    activeMembers: String(tier.activeMembers),
    rate: rateText(tier.rateBps),
  }));
}

/** A new row below the last one: asks a little more, the rate left for the agent to choose. */
export function nextDraft(drafts: readonly TierDraft[]): TierDraft {
  const last = drafts.at(-1);
  return {
    key: newKey(),
    threshold: '',
    minValidBet: last?.minValidBet ?? '0',
    activeMembers: last?.activeMembers ?? '0',
    rate: '',
  };
}

/** An amount as typed, thousands separators allowed ("10,000.50"). */
const readAmount = (text: string, exponent: number) => parseMoney(text.replace(/[,\s]/g, ''), exponent);

function problemText(t: TFunction, problem: TierProblem): string {
  switch (problem.code) {
    case 'TOO_MANY_TIERS':
      return t('contracts.offer.problems.TOO_MANY_TIERS', { max: problem.max });
    case 'RATE_OUT_OF_RANGE':
      return t('contracts.offer.problems.RATE_OUT_OF_RANGE', { max: rateText(problem.maxBps) });
    default:
      return t(`contracts.offer.problems.${problem.code}`);
  }
}

/**
 * Reads the typed tiers and checks them with the same function the server uses (tierProblem):
 * every box must hold a number, then thresholds and rates must rise together, each rate within
 * the brand's maximum and never above what my own contract pays at that tier's minimums. Answers
 * the tiers to send (decimal text) when there is no problem.
 */
export function checkTiers(
  drafts: readonly TierDraft[],
  options: {
    t: TFunction;
    exponent: number;
    maxBps: number;
    /** My own contract's tiers: the cap. */
    upline: readonly ContractTier[] | null;
    /** How my contract (and so the offer) pays: the cap compares like with like. */
    mode?: ContractMode;
    dividend: boolean;
    /** Show "enter a value" for empty boxes (after a first try to send). */
    requireAll: boolean;
  },
): { tiers: TContractTier[] | null; read: ContractTier[] | null; errors: TierErrors } {
  const { t, exponent } = options;
  const errors: TierErrors = { rows: {} };
  const read: ContractTier[] = [];
  const set = (index: number, field: TierField, message: string) => {
    errors.rows[index] = { ...errors.rows[index], [field]: message };
  };
  drafts.forEach((draft, index) => {
    const amount = (field: 'threshold' | 'minValidBet') => {
      const text = options.dividend || field === 'threshold' ? draft[field].trim() : '0';
      if (text === '') {
        if (options.requireAll) set(index, field, t('contracts.offer.problems.required'));
        return null;
      }
      const value = readAmount(text, exponent);
      if (value === null) set(index, field, t('contracts.offer.problems.amount'));
      return value;
    };
    const threshold = amount('threshold');
    const minValidBet = amount('minValidBet');
    let activeMembers: number | null = null;
    const members = draft.activeMembers.trim();
    if (members === '') {
      if (options.requireAll) set(index, 'activeMembers', t('contracts.offer.problems.required'));
    } else if (/^\d{1,7}$/.test(members)) activeMembers = Number(members);
    else set(index, 'activeMembers', t('contracts.offer.problems.count'));
    let rateBps: number | null = null;
    if (draft.rate.trim() === '') {
      if (options.requireAll) set(index, 'rate', t('contracts.offer.problems.required'));
    } else {
      rateBps = parseRate(draft.rate.replace('%', ''));
      if (rateBps === null) set(index, 'rate', t('contracts.offer.problems.rate'));
    }
    if (threshold !== null && minValidBet !== null && activeMembers !== null && rateBps !== null)
      read.push({ threshold, minValidBet, activeMembers, rateBps });
  });
  if (read.length !== drafts.length) return { tiers: null, read: null, errors };
  const problem = tierProblem(read, options.maxBps, options.upline, options.mode);
  if (problem) {
    const message =
      problem.code === 'ABOVE_UPLINE'
        ? t('contracts.offer.problems.ABOVE_UPLINE', {
            rate: rateText(read[problem.tier]?.rateBps ?? 0),
            upline: rateText(problem.uplineBps),
          })
        : problemText(t, problem);
    if (problem.code === 'NO_TIERS' || problem.code === 'TOO_MANY_TIERS') errors.list = message;
    else
      set(
        problem.tier,
        problem.code === 'NEGATIVE' || problem.code === 'NOT_INCREASING' ? 'threshold' : 'rate',
        message,
      );
    return { tiers: null, read, errors };
  }
  return {
    tiers: read.map((tier) => ({
      threshold: formatMoney(tier.threshold, exponent),
      minValidBet: formatMoney(tier.minValidBet, exponent),
      activeMembers: tier.activeMembers,
      rateBps: tier.rateBps,
    })),
    read,
    errors,
  };
}

/**
 * The offer's tier editor: one group of boxes per tier (threshold, least valid bet for a dividend,
 * least active members, rate in percent), rows added up to MAX_TIERS and removed, each box with
 * its message. Beside each rate, what my own contract pays at that tier's minimums.
 */
export function TierEditor({
  drafts,
  onChange,
  errors,
  dividend,
  maxBps,
  upline,
  exponent,
}: {
  drafts: TierDraft[];
  onChange: (drafts: TierDraft[]) => void;
  errors: TierErrors;
  dividend: boolean;
  maxBps: number;
  upline: readonly ContractTier[] | null;
  exponent: number;
}) {
  const { t } = useTranslation();
  const update = (index: number, field: TierField, value: string) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, [field]: value } : draft)));
  const thresholdLabel = t(
    dividend ? 'contracts.tiers.thresholdDividend' : 'contracts.tiers.thresholdSalary',
  );
  const myRate = (draft: TierDraft) => {
    if (!upline) return null;
    const threshold = readAmount(draft.threshold, exponent);
    const minValidBet = dividend ? readAmount(draft.minValidBet, exponent) : 0n;
    const members = /^\d{1,7}$/.test(draft.activeMembers.trim()) ? Number(draft.activeMembers) : null;
    if (threshold === null || minValidBet === null || members === null) return null;
    return rateAt(upline, { basis: threshold, validBet: minValidBet, activeMembers: members });
  };
  return (
    <div className="tier-editor">
      <p className="field__hint">{t('contracts.offer.ratesHint', { max: rateText(maxBps) })}</p>
      {drafts.map((draft, index) => {
        const rowErrors = errors.rows[index] ?? {};
        const mine = myRate(draft);
        return (
          <fieldset
            key={draft.key}
            className={`tier-editor__row${dividend ? '' : ' tier-editor__row--salary'}`}
          >
            <legend>{t('contracts.tiers.tierN', { n: index + 1 })}</legend>
            <Field
              label={thresholdLabel}
              value={draft.threshold}
              onChange={(e) => update(index, 'threshold', e.target.value)}
              error={rowErrors.threshold}
              inputMode="decimal"
              autoComplete="off"
            />
            {dividend ? (
              <Field
                label={t('contracts.tiers.minValidBet')}
                value={draft.minValidBet}
                onChange={(e) => update(index, 'minValidBet', e.target.value)}
                error={rowErrors.minValidBet}
                inputMode="decimal"
                autoComplete="off"
              />
            ) : null}
            <Field
              label={t('contracts.tiers.activeMembers')}
              value={draft.activeMembers}
              onChange={(e) => update(index, 'activeMembers', e.target.value)}
              error={rowErrors.activeMembers}
              inputMode="numeric"
              autoComplete="off"
            />
            <Field
              label={`${t('contracts.tiers.rate')} (%)`}
              value={draft.rate}
              onChange={(e) => update(index, 'rate', e.target.value)}
              error={rowErrors.rate}
              hint={mine !== null ? t('contracts.offer.myRateAt', { rate: rateText(mine) }) : undefined}
              inputMode="decimal"
              autoComplete="off"
            />
            <Button
              variant="ghost"
              size="sm"
              icon="close"
              className="tier-editor__remove"
              aria-label={t('contracts.offer.removeTier', { n: index + 1 })}
              disabled={drafts.length <= 1}
              onClick={() => onChange(drafts.filter((_, i) => i !== index))}
            >
              {t('contracts.offer.remove')}
            </Button>
          </fieldset>
        );
      })}
      {errors.list ? (
        <p className="field__error" role="alert">
          {errors.list}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="tier-editor__add"
        disabled={drafts.length >= MAX_TIERS}
        onClick={() => onChange([...drafts, nextDraft(drafts)])}
      >
        {t('contracts.offer.addTier')}
      </Button>
      {drafts.length >= MAX_TIERS ? (
        <p className="field__hint">{t('contracts.offer.maxTiers', { max: MAX_TIERS })}</p>
      ) : null}
    </div>
  );
}
