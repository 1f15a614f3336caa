import { GAME_CATEGORY_CODES, type GameCategory } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { formatTimestamp } from '@/lib/format';
import { betsQuery } from './api';
import { useDateRange } from './date-range';
import { RecordsBody, RecordsTable, RecordsToolbar, useCategoryName } from './records';
import { Money, SignedMoney, StatusBadge } from './ui';

/** personalHistoryCopy: the member's bets in a period, 20 to a page, with the period's totals. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { range, setRange, period } = useDateRange();
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuery(betsQuery(period, category || undefined, page));
  const title = t('member.pages.personalHistoryCopy.title');
  return (
    <div className="records">
      <RecordsToolbar
        range={range}
        onRange={(next) => {
          setRange(next);
          setPage(1);
        }}
      >
        <SelectField
          label={t('wallet.records.category')}
          value={category}
          onChange={(e) => {
            setCategory(e.target.value as GameCategory | '');
            setPage(1);
          }}
        >
          <option value="">{t('wallet.records.allCategories')}</option>
          {GAME_CATEGORY_CODES.map((code) => (
            <option key={code} value={code}>
              {categoryName(code)}
            </option>
          ))}
        </SelectField>
      </RecordsToolbar>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{
          icon: 'clock',
          title: t('member.pages.personalHistoryCopy.empty'),
          hint: t('member.pages.personalHistoryCopy.hint'),
        }}
      >
        {(data) => (
          <>
            <RecordsTable caption={title}>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.records.time')}</th>
                  <th scope="col">{t('wallet.records.game')}</th>
                  <th scope="col" className="num">
                    {t('wallet.records.stake')}
                  </th>
                  <th scope="col" className="num">
                    {t('wallet.records.validBet')}
                  </th>
                  <th scope="col" className="num">
                    {t('wallet.records.payout')}
                  </th>
                  <th scope="col" className="num">
                    {t('wallet.records.profit')}
                  </th>
                  <th scope="col">{t('wallet.records.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((bet) => (
                  <tr key={bet.id}>
                    <td className="nowrap">{formatTimestamp(bet.placedAt)}</td>
                    <td>
                      <span className="wallet-table__strong">{bet.gameName}</span>
                      <span className="wallet-table__sub">
                        {categoryName(bet.category)} · {bet.vendorCode}
                      </span>
                    </td>
                    <td className="num">
                      <Money amount={bet.stake} />
                    </td>
                    <td className="num">
                      <Money amount={bet.validBet} />
                    </td>
                    <td className="num">
                      <Money amount={bet.payout} />
                    </td>
                    <td className="num">
                      {bet.status === 'SETTLED' ? <SignedMoney amount={bet.profit} /> : '—'}
                    </td>
                    <td>
                      <StatusBadge
                        tone={
                          bet.status === 'SETTLED' ? 'success' : bet.status === 'OPEN' ? 'pending' : 'neutral'
                        }
                      >
                        {t(`wallet.betStatus.${bet.status}`)}
                      </StatusBadge>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('wallet.records.totals', { n: data.totals.count })}
                  </th>
                  <td className="num">
                    <Money amount={data.totals.stake} />
                  </td>
                  <td className="num">
                    <Money amount={data.totals.validBet} />
                  </td>
                  <td className="num">
                    <Money amount={data.totals.payout} />
                  </td>
                  <td className="num">
                    <SignedMoney amount={data.totals.profit} />
                  </td>
                  <td />
                </tr>
              </tfoot>
            </RecordsTable>
            <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
          </>
        )}
      </RecordsBody>
    </div>
  );
}
