import { formatMoney, wageringRequired } from '@portal/contracts';
import type { TBonusTerms } from '@portal/contracts/endpoints';
import { DataTable } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '@/components/records/records';
import { useCurrency } from '@/components/ui/money';
import { toMinorUnits } from '@/lib/format';
import { percentOfBps } from './parts';

const isZero = (amount: string) => (toMinorUnits(amount) ?? 0n) === 0n;

/** Game contributions to wagering as a table: each game type and how much of a bet counts. */
export function ContributionsTable({ contributions }: { contributions: Record<string, number> }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const rows = Object.entries(contributions)
    .map(([category, bps]) => ({ category, bps }))
    .sort((a, b) => b.bps - a.bps || a.category.localeCompare(b.category));
  if (rows.length === 0) return null;
  return (
    <div className="promo-table-wrap">
      <DataTable
        className="records-table promo-table"
        caption={t('promo.terms.contributions')}
        rows={rows}
        rowKey={(row) => row.category}
        columns={[
          {
            id: 'category',
            header: t('promo.terms.gameType'),
            cell: (row) => categoryName(row.category),
            rowHeader: true,
          },
          {
            id: 'bps',
            header: t('promo.terms.counts'),
            className: 'num',
            cell: (row) => (row.bps === 0 ? t('promo.terms.countsNone') : percentOfBps(row.bps)),
          },
        ]}
      />
    </div>
  );
}

/**
 * A bonus's rules in plain words before anyone claims it (ADR 0039): how much must be wagered
 * and of what, how long it lasts, the largest bet, what converts, that real money is spent first,
 * and how much each game type counts.
 */
export function BonusTermsView({
  terms,
  contributions,
}: {
  terms: TBonusTerms;
  contributions: Record<string, number> | null;
}) {
  const { t } = useTranslation();
  const { currency, exponent, format } = useCurrency();
  const money = (amount: string) => `${currency} ${format(amount)}`;

  if (terms.wagerMultiplier <= 0) {
    return (
      <ul className="promo-terms">
        <li>{t('promo.terms.noWagering')}</li>
      </ul>
    );
  }
  // An example on a bonus of 100 in the brand's currency, computed as the server computes it.
  const example = formatMoney(
    wageringRequired(100n * 10n ** BigInt(exponent), 0n, terms.wagerMultiplier, 'BONUS'),
    exponent,
  );
  return (
    <>
      <ul className="promo-terms">
        <li>
          {t(terms.wagerBase === 'BONUS' ? 'promo.terms.wagerBonus' : 'promo.terms.wagerBonusDeposit', {
            multiple: terms.wagerMultiplier,
          })}{' '}
          {terms.wagerBase === 'BONUS'
            ? t('promo.terms.wagerExample', { bonus: money('100'), required: money(example) })
            : null}
        </li>
        <li>{t('promo.terms.expiry', { count: terms.expiryDays })}</li>
        <li>
          {isZero(terms.maxBet)
            ? t('promo.terms.maxBetDefault')
            : t('promo.terms.maxBet', { amount: money(terms.maxBet) })}
        </li>
        <li>
          {isZero(terms.maxConversion)
            ? t('promo.terms.noCap')
            : t('promo.terms.maxConversion', { amount: money(terms.maxConversion) })}
        </li>
        <li>{t('promo.terms.realFirst')}</li>
        <li>{t('promo.terms.realOnly')}</li>
      </ul>
      {contributions ? <ContributionsTable contributions={contributions} /> : null}
    </>
  );
}
