import { REDEMPTION_STATES, type RedemptionState } from '@portal/contracts';
import { Pager, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsBody, RecordsTable } from '@/components/records/records';
import { Money } from '@/components/ui/money';
import { formatTimestamp } from '@/lib/format';
import { redemptionsQuery } from './api';
import { groupPoints, RedemptionBadge } from './parts';

/** Redeem history: my redemptions, newest first, with the spec's statuses. */
export function HistoryTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<RedemptionState | ''>('');
  const query = useQuery(redemptionsQuery(page, state || undefined));
  return (
    <div className="points-stack">
      <SelectField
        label={t('loyaltyPoints.history.filter')}
        className="points-filter"
        value={state}
        onChange={(event) => {
          setState(event.target.value as RedemptionState | '');
          setPage(1);
        }}
      >
        <option value="">{t('loyaltyPoints.history.all')}</option>
        {REDEMPTION_STATES.map((s) => (
          <option key={s} value={s}>
            {t(`loyaltyPoints.history.states.${s}`)}
          </option>
        ))}
      </SelectField>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{ icon: 'clock', title: t('loyaltyPoints.history.empty') }}
      >
        {(data) => (
          <>
            <RecordsTable
              caption={t('loyaltyPoints.tabs.history')}
              rows={data.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'item',
                  header: t('loyaltyPoints.history.item'),
                  rowHeader: true,
                  cell: (row) => (
                    <>
                      {row.name}
                      {row.value ? (
                        <span className="points-sub">
                          <Money amount={row.value} withCurrency />
                        </span>
                      ) : null}
                      {row.address ? <span className="points-sub">{row.address}</span> : null}
                    </>
                  ),
                },
                {
                  id: 'points',
                  header: t('loyaltyPoints.history.points'),
                  className: 'num',
                  cell: (row) => groupPoints(row.points),
                },
                {
                  id: 'state',
                  header: t('loyaltyPoints.history.state'),
                  cell: (row) => (
                    <>
                      <RedemptionBadge state={row.state} />
                      {row.note ? <span className="points-sub">{row.note}</span> : null}
                    </>
                  ),
                },
                {
                  id: 'at',
                  header: t('loyaltyPoints.history.at'),
                  cell: (row) => <time dateTime={row.createdAt}>{formatTimestamp(row.createdAt)}</time>,
                },
              ]}
            />
            <Pager
              current={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('loyaltyPoints.tabs.history')}
            />
          </>
        )}
      </RecordsBody>
    </div>
  );
}
