import {
  type BillState,
  type ContractFigures,
  type ContractMode,
  type ContractState,
  type ContractTier,
  type ContractType,
  contractPay,
  rateText,
} from '@portal/contracts';
import type { TContract, TContractTier } from '@portal/contracts/endpoints';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/components/ui/money';
import { formatMinor, formatTimestamp, toMinorUnits } from '@/lib/format';
import { Badge, type Tone } from '../ui';
import './contracts.css';

/** An API tier (decimal text) as the tier maths reads it (minor units). */
export function toTier(tier: TContractTier, exponent: number): ContractTier {
  return {
    threshold: toMinorUnits(tier.threshold, exponent) ?? 0n,
    minValidBet: toMinorUnits(tier.minValidBet, exponent) ?? 0n,
    activeMembers: tier.activeMembers,
    rateBps: tier.rateBps,
  };
}

export const toTiers = (tiers: readonly TContractTier[], exponent: number) =>
  tiers.map((tier) => toTier(tier, exponent));

/** Minor units as the brand's money, in the reader's digits grouping ("BDT 1,125.00"). */
export function useMinor() {
  const { i18n } = useTranslation();
  const { currency, exponent } = useCurrency();
  const language = i18n.language;
  const plain = useCallback((minor: bigint) => formatMinor(minor, language, exponent), [language, exponent]);
  const withCurrency = useCallback((minor: bigint) => `${currency} ${plain(minor)}`, [currency, plain]);
  return { plain, withCurrency, exponent, currency };
}

/** The rate in percent for people ("7.5%"). */
export const percent = (rateBps: number) => `${rateText(rateBps)}%`;

/** The lowest and the highest rate of a tier list. */
export function rateRange(tiers: readonly { rateBps: number }[]): string {
  if (tiers.length === 0) return '—';
  const first = tiers[0]?.rateBps ?? 0;
  const last = tiers.at(-1)?.rateBps ?? 0;
  return first === last ? percent(first) : `${percent(first)} – ${percent(last)}`;
}

const CONTRACT_TONE: Record<ContractState, Tone> = {
  OFFERED: 'pending',
  VALID: 'success',
  REJECTED: 'neutral',
  TERMINATED: 'neutral',
  EXPIRED: 'neutral',
};

export function ContractStateBadge({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  return <Badge tone={CONTRACT_TONE[contract.state]}>{t(`contracts.states.${contract.state}`)}</Badge>;
}

export const BILL_TONE: Record<BillState, Tone> = {
  PENDING_APPROVAL: 'pending',
  AWAITING_COLLECTION: 'pending',
  PAID: 'success',
  PARTLY_PAID: 'pending',
  INSUFFICIENT: 'danger',
  NOT_REACHED: 'neutral',
  DENIED: 'danger',
  EXPIRED: 'neutral',
  OFFSET: 'neutral',
};

export function BillStateBadge({ state }: { state: BillState }) {
  const { t } = useTranslation();
  return <Badge tone={BILL_TONE[state]}>{t(`contracts.billStates.${state}`)}</Badge>;
}

/** Who pays a contract: the upline's account, or the site for a top agent. */
export function usePayerName() {
  const { t } = useTranslation();
  return (contract: Pick<TContract, 'upline'>) =>
    contract.upline
      ? `${contract.upline.account}${contract.upline.nickname ? ` (${contract.upline.nickname})` : ''}`
      : t('contracts.party.site');
}

/**
 * Figures that reach tier `index` of `tiers` with a basis halfway into it (or half as much again
 * as its threshold), for the examples next to the tiers.
 */
export function exampleFigures(
  tiers: readonly ContractTier[],
  type: ContractType,
  index = Math.min(1, tiers.length - 1),
): ContractFigures | null {
  const tier = tiers[index];
  if (!tier) return null;
  const next = tiers[index + 1];
  const unit = 100_000n;
  const basis = next
    ? tier.threshold + (next.threshold - tier.threshold) / 2n
    : tier.threshold > 0n
      ? tier.threshold + tier.threshold / 2n
      : unit;
  return {
    basis,
    validBet: type === 'DIVIDEND' ? tier.minValidBet : basis,
    activeMembers: tier.activeMembers,
  };
}

/** "500.00 at 5% + 375.00 at 7.5%": how a pay adds up, slice by slice. */
export function useSlicesText() {
  const { t } = useTranslation();
  const { plain } = useMinor();
  return (slices: readonly { base: bigint; rateBps: number }[]) =>
    slices
      .map((slice) => t('contracts.bills.slice', { base: plain(slice.base), rate: rateText(slice.rateBps) }))
      .join(' + ');
}

/** The mode in words with a one-line example computed by the same maths the settlement uses. */
export function ModeExplainer({
  mode,
  tiers,
  type,
}: {
  mode: ContractMode;
  tiers: readonly TContractTier[];
  type: ContractType;
}) {
  const { t } = useTranslation();
  const { withCurrency, exponent } = useMinor();
  const slicesText = useSlicesText();
  const read = toTiers(tiers, exponent);
  const figures = exampleFigures(read, type);
  const pay = figures ? contractPay(read, mode, figures) : null;
  return (
    <div className="contract-mode">
      <p>{t(mode === 'FIXED' ? 'contracts.modes.FIXEDText' : 'contracts.modes.FLOATINGText')}</p>
      {figures && pay ? (
        <p className="contract-mode__example">
          {pay.tier < 0
            ? t('contracts.modes.exampleNone', { basis: withCurrency(figures.basis) })
            : mode === 'FLOATING' && pay.slices.length > 1
              ? t('contracts.modes.exampleSlices', {
                  basis: withCurrency(figures.basis),
                  slices: slicesText(pay.slices),
                  amount: withCurrency(pay.amount),
                })
              : t('contracts.modes.example', {
                  basis: withCurrency(figures.basis),
                  amount: withCurrency(pay.amount),
                })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A contract's tiers: a table on wide screens, a card per tier on phones. A dividend's tiers also
 * ask for a least team valid bet; `reached` marks the tier a bill reached.
 */
export function TiersTable({
  tiers,
  type,
  wide,
  reached,
  compareWith,
}: {
  tiers: readonly TContractTier[];
  type: ContractType;
  wide: boolean;
  reached?: number | null;
  /** Another tier list (my contract now) whose rate at each tier's minimums is shown beside it. */
  compareWith?: readonly TContractTier[] | null;
}) {
  const { t } = useTranslation();
  const { plain } = useMinor();
  const { exponent } = useCurrency();
  const dividend = type === 'DIVIDEND';
  const thresholdLabel = t(
    dividend ? 'contracts.tiers.thresholdDividend' : 'contracts.tiers.thresholdSalary',
  );
  const money = (text: string) => plain(toMinorUnits(text, exponent) ?? 0n);
  const compared = compareWith ? toTiers(compareWith, exponent) : null;
  const compareRate = (tier: TContractTier) => {
    if (!compared) return null;
    const read = toTier(tier, exponent);
    let rate = 0;
    for (const c of compared)
      if (
        read.threshold >= c.threshold &&
        read.minValidBet >= c.minValidBet &&
        read.activeMembers >= c.activeMembers
      )
        rate = c.rateBps;
    return rate;
  };
  const caption = t('contracts.tiers.caption', { type: t(`contracts.types.${type}`) });
  if (!wide)
    return (
      <ol className="contract-tier-cards" aria-label={caption}>
        {tiers.map((tier, index) => {
          const other = compareRate(tier);
          return (
            <li
              key={`${tier.threshold}-${tier.rateBps}`}
              className={`contract-tier-card${index === reached ? ' contract-tier-card--reached' : ''}`}
            >
              <span className="contract-tier-card__head">
                <span>{t('contracts.tiers.tierN', { n: index + 1 })}</span>
                <strong>{percent(tier.rateBps)}</strong>
              </span>
              <span className="contract-tier-card__facts">
                {thresholdLabel} {money(tier.threshold)}
                {dividend ? ` · ${t('contracts.tiers.minValidBet')} ${money(tier.minValidBet)}` : ''}
                {` · ${t('contracts.tiers.activeMembers')} ${tier.activeMembers}`}
                {other !== null ? ` · ${t('contracts.offer.myRateAt', { rate: rateText(other) })}` : ''}
              </span>
              {index === reached ? (
                <span className="visually-hidden">{t('contracts.tiers.reached')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it
    <section className="records-table-wrap" aria-label={caption} tabIndex={0}>
      <table className="records-table agent-records contract-tiers">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.tiers.tier')}</th>
            <th scope="col" className="num">
              {thresholdLabel}
            </th>
            {dividend ? (
              <th scope="col" className="num">
                {t('contracts.tiers.minValidBet')}
              </th>
            ) : null}
            <th scope="col" className="num">
              {t('contracts.tiers.activeMembers')}
            </th>
            <th scope="col" className="num">
              {t('contracts.tiers.rate')}
            </th>
            {compared ? (
              <th scope="col" className="num">
                {t('contracts.page.compare')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr
              key={`${tier.threshold}-${tier.rateBps}`}
              className={index === reached ? 'contract-tiers__reached' : undefined}
            >
              <th scope="row">
                {index + 1}
                {index === reached ? (
                  <span className="contract-reached">{t('contracts.tiers.reached')}</span>
                ) : null}
              </th>
              <td className="num">{money(tier.threshold)}</td>
              {dividend ? <td className="num">{money(tier.minValidBet)}</td> : null}
              <td className="num">{tier.activeMembers}</td>
              <td className="num">
                <strong>{percent(tier.rateBps)}</strong>
              </td>
              {compared ? <td className="num">{percent(compareRate(tier) ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A contract's terms in facts: who pays, the period, how it is counted, when it began or ends. */
export function ContractFacts({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const payer = usePayerName();
  return (
    <dl className="facts contract-facts">
      <div>
        <dt>{t('contracts.page.payer')}</dt>
        <dd>{contract.upline ? payer(contract) : t('contracts.party.siteLong')}</dd>
      </div>
      <div>
        <dt>{t('contracts.page.period')}</dt>
        <dd>{t(`contracts.periods.${contract.period}`)}</dd>
      </div>
      <div>
        <dt>{t('contracts.page.mode')}</dt>
        <dd>{t(`contracts.modes.${contract.mode}`)}</dd>
      </div>
      {contract.state === 'OFFERED' ? (
        <>
          <div>
            <dt>{t('contracts.page.offeredAt')}</dt>
            <dd>{formatTimestamp(contract.offeredAt)}</dd>
          </div>
          <div>
            <dt>{t('contracts.page.expiresAt')}</dt>
            <dd>{formatTimestamp(contract.offerExpiresAt)}</dd>
          </div>
        </>
      ) : contract.effectiveFrom ? (
        <div>
          <dt>{t('contracts.page.effectiveFrom')}</dt>
          <dd>{formatTimestamp(contract.effectiveFrom)}</dd>
        </div>
      ) : null}
      {contract.endedAt ? (
        <div>
          <dt>{t('contracts.page.endedAt')}</dt>
          <dd>
            {formatTimestamp(contract.endedAt)}
            {contract.endReason ? ` · ${t(`contracts.endReasons.${contract.endReason}`)}` : ''}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
