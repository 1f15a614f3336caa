import { POINT_ENTRY_KINDS, type PointEntryKind } from '@portal/contracts';
import { Pager, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsBody, RecordsTable } from '@/components/records/records';
import { Panel } from '@/components/ui/status';
import { formatDay, formatTimestamp } from '@/lib/format';
import { daysQuery, entriesQuery } from './api';
import { groupPoints } from './parts';

const DAY_MS = 86_400_000;

function ByDay() {
  const { t } = useTranslation();
  const { from, to } = useMemo(() => {
    const now = new Date();
    return {
      from: formatDay(new Date(now.getTime() - 29 * DAY_MS)),
      to: formatDay(new Date(now.getTime() + DAY_MS)),
    };
  }, []);
  const query = useQuery(daysQuery(from, to));
  return (
    <Panel icon="clock" title={`${t('loyaltyPoints.details.byDay')} · ${t('loyaltyPoints.details.last30')}`}>
      <RecordsBody
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={{ icon: 'clock', title: t('loyaltyPoints.details.noDays') }}
      >
        {(rows) => (
          <RecordsTable
            caption={t('loyaltyPoints.details.byDay')}
            rows={rows}
            rowKey={(row) => row.day}
            columns={[
              { id: 'day', header: t('loyaltyPoints.details.day'), rowHeader: true, cell: (row) => row.day },
              {
                id: 'earned',
                header: t('loyaltyPoints.details.earned'),
                className: 'num points-plus',
                cell: (row) => `+${groupPoints(row.earned)}`,
              },
              {
                id: 'spent',
                header: t('loyaltyPoints.details.spent'),
                className: 'num',
                cell: (row) => (row.spent === '0' ? '0' : `-${groupPoints(row.spent)}`),
              },
            ]}
          />
        )}
      </RecordsBody>
    </Panel>
  );
}

function Entries() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<PointEntryKind | ''>('');
  const query = useQuery(entriesQuery(page, kind || undefined));
  return (
    <Panel icon="star" title={t('loyaltyPoints.details.entries')}>
      <SelectField
        label={t('loyaltyPoints.details.kind')}
        className="points-filter"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as PointEntryKind | '');
          setPage(1);
        }}
      >
        <option value="">{t('loyaltyPoints.details.all')}</option>
        {POINT_ENTRY_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`loyaltyPoints.details.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{ icon: 'star', title: t('loyaltyPoints.details.noEntries') }}
      >
        {(data) => (
          <>
            <RecordsTable
              caption={t('loyaltyPoints.details.entries')}
              rows={data.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'kind',
                  header: t('loyaltyPoints.details.kind'),
                  rowHeader: true,
                  cell: (row) => (
                    <>
                      {t(`loyaltyPoints.details.kinds.${row.kind}`)}
                      {row.note ? <span className="points-sub">{row.note}</span> : null}
                    </>
                  ),
                },
                {
                  id: 'change',
                  header: t('loyaltyPoints.details.change'),
                  className: 'num',
                  cell: (row) => (
                    <span className={row.change.startsWith('+') ? 'points-plus' : 'points-minus'}>
                      {row.change.startsWith('+')
                        ? `+${groupPoints(row.change.slice(1))}`
                        : `-${groupPoints(row.change.slice(1))}`}
                    </span>
                  ),
                },
                {
                  id: 'balance',
                  header: t('loyaltyPoints.details.balance'),
                  className: 'num',
                  cell: (row) => groupPoints(row.balance),
                },
                {
                  id: 'at',
                  header: t('loyaltyPoints.details.at'),
                  cell: (row) => <time dateTime={row.createdAt}>{formatTimestamp(row.createdAt)}</time>,
                },
              ]}
            />
            <Pager
              current={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('loyaltyPoints.details.entries')}
            />
          </>
        )}
      </RecordsBody>
    </Panel>
  );
}

/** Points details: earned and spent per day, and every entry (filter by type). */
export function DetailsTab() {
  return (
    <div className="points-stack">
      <ByDay />
      <Entries />
    </div>
  );
}
