import type { TBonusRecord } from '@portal/contracts';
import { Pager } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatTimestamp, toMinorUnits } from '@/lib/format';
import { bonusesQuery } from './api';
import { BonusBadge } from './badges';
import { usePagedDateRange } from './date-range';
import { RecordsBody, RecordsToolbar } from './records';
import { Money, useCurrency } from './ui';
import './wallet.css';

/** Whole percent of the wagering done, in bigint so large sums stay exact; 100 when none is owed. */
export function turnoverPercent(bonus: Pick<TBonusRecord, 'turnoverDone' | 'turnoverRequired'>): number {
  const required = toMinorUnits(bonus.turnoverRequired) ?? 0n;
  const done = toMinorUnits(bonus.turnoverDone) ?? 0n;
  if (required <= 0n) return 100;
  const percent = (done * 100n) / required;
  return Number(percent > 100n ? 100n : percent < 0n ? 0n : percent);
}

/** bonusDetails: the bonuses of a period with their wagering progress, 9 to a page. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const { range, period, page, setPage, onRange } = usePagedDateRange(30);
  const query = useQuery(bonusesQuery(period, page));
  return (
    <div className="records">
      <RecordsToolbar range={range} onRange={onRange} />
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{
          icon: 'gift',
          title: t('member.pages.bonusDetails.empty'),
          hint: t('member.pages.bonusDetails.hint'),
        }}
      >
        {(data) => (
          <>
            <ul className="bonus-list">
              {data.list.map((bonus) => {
                const percent = turnoverPercent(bonus);
                const progress = t('wallet.bonus.progress', {
                  done: format(bonus.turnoverDone),
                  required: format(bonus.turnoverRequired),
                });
                return (
                  <li key={bonus.id} className="bonus-card">
                    <div className="bonus-card__head">
                      <span className="bonus-card__name">{bonus.name}</span>
                      <BonusBadge status={bonus.status} />
                    </div>
                    <div className="bonus-card__meta">
                      <span>
                        {t('wallet.bonus.amount')}: <Money amount={bonus.amount} withCurrency />
                      </span>
                      <time dateTime={bonus.createdAt}>{formatTimestamp(bonus.createdAt)}</time>
                    </div>
                    <div className="bonus-card__progress">
                      <span className="bonus-card__label" id={`bonus-${bonus.id}`}>
                        {t('wallet.bonus.turnover')}: {progress} ({percent}%)
                      </span>
                      <progress
                        max={100}
                        value={percent}
                        aria-labelledby={`bonus-${bonus.id}`}
                        className="bonus-card__bar"
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager
              current={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('member.pages.bonusDetails.title')}
            />
          </>
        )}
      </RecordsBody>
    </div>
  );
}
