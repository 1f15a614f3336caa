import { GAME_CATEGORY_CODES, type GameCategory } from '@portal/contracts';
import { Pager, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { betsQuery } from './api';
import { usePagedDateRange } from './date-range';
import { RecordsBody, RecordsTable, RecordsToolbar, useCategoryName } from './records';
import { Money, SignedMoney, StatusBadge } from './ui';
import './wallet.css';

/** personalHistoryCopy: the member's bets in a period, 20 to a page, with the period's totals. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { range, period, page, setPage, onRange, filtered } = usePagedDateRange();
  const [category, setCategory] = useState<GameCategory | ''>('');
  const query = useQuery(betsQuery(period, category || undefined, page));
  const title = t('member.pages.personalHistoryCopy.title');
  return (
    <div className="records">
      <RecordsToolbar range={range} onRange={onRange}>
        <SelectField
          label={t('wallet.records.category')}
          value={category}
          onChange={(e) => filtered(setCategory)(e.target.value as GameCategory | '')}
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
            <RecordsTable
              caption={title}
              rows={data.list}
              rowKey={(bet) => bet.id}
              columns={[
                {
                  id: 'time',
                  header: t('wallet.records.time'),
                  cellClassName: 'nowrap',
                  cell: (bet) => formatTimestamp(bet.placedAt),
                },
                {
                  id: 'game',
                  header: t('wallet.records.game'),
                  cell: (bet) => (
                    <>
                      <span className="records-table__strong">{bet.gameName}</span>
                      <span className="records-table__sub">
                        {categoryName(bet.category)} · {bet.vendorCode}
                      </span>
                    </>
                  ),
                },
                {
                  id: 'stake',
                  header: t('wallet.records.stake'),
                  className: 'num',
                  cell: (bet) => <Money amount={bet.stake} />,
                },
                {
                  id: 'validBet',
                  header: t('wallet.records.validBet'),
                  className: 'num',
                  cell: (bet) => <Money amount={bet.validBet} />,
                },
                {
                  id: 'payout',
                  header: t('wallet.records.payout'),
                  className: 'num',
                  cell: (bet) => <Money amount={bet.payout} />,
                },
                {
                  id: 'profit',
                  header: t('wallet.records.profit'),
                  className: 'num',
                  cell: (bet) => (bet.status === 'SETTLED' ? <SignedMoney amount={bet.profit} /> : '—'),
                },
                {
                  id: 'status',
                  header: t('wallet.records.status'),
                  cell: (bet) => (
                    <StatusBadge
                      tone={
                        bet.status === 'SETTLED' ? 'success' : bet.status === 'OPEN' ? 'pending' : 'neutral'
                      }
                    >
                      {t(`wallet.betStatus.${bet.status}`)}
                    </StatusBadge>
                  ),
                },
              ]}
              footer={
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
              }
            />
            <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
          </>
        )}
      </RecordsBody>
    </div>
  );
}
