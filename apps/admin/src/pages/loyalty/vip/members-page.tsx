import type { TAdminVipChange, TAdminVipMember } from '@portal/contracts/endpoints';
import { type Column, DataTable, Pager, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { grouped, useVipScreen, V, VIP_KEY } from './shared';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const PAGE_SIZE = 20;

function cell<T>(id: string, label: string, value: (row: T) => string, className?: string): Column<T> {
  return {
    id,
    header: label,
    ...(className ? { className } : {}),
    cell: (row) => (
      <>
        <CellLabel>{label}</CellLabel>
        {value(row)}
      </>
    ),
  };
}

function Changes() {
  const { t } = useVipScreen();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...VIP_KEY, 'changes', page],
    queryFn: ({ signal }) => call(V.changes, { query: { pageNo: page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const level = (n: number) => t('loyaltyVip.common.level', { level: n });
  return (
    <section className="card card--flush" aria-label={t('loyaltyVip.members.changes')}>
      <h2 className="vp-title vp-title--pad">{t('loyaltyVip.members.changes')}</h2>
      <QueryView
        query={query}
        isEmpty={(p) => p.total === 0}
        empty={{ icon: 'crown', title: t('loyaltyVip.members.noChanges') }}
      >
        {(p) => (
          <>
            <div className="table-scroll">
              <DataTable<TAdminVipChange>
                className="table vp-table"
                caption={t('loyaltyVip.members.changes')}
                rows={p.list}
                rowKey={(r) => r.id}
                columns={[
                  {
                    ...cell<TAdminVipChange>('account', t('loyaltyVip.members.account'), (r) => r.account),
                    rowHeader: true,
                  },
                  cell('from', t('loyaltyVip.members.from'), (r) => level(r.fromLevel)),
                  cell('to', t('loyaltyVip.members.to'), (r) => level(r.toLevel)),
                  cell('reason', t('loyaltyVip.members.reason'), (r) =>
                    t(`loyaltyVip.members.reasons.${r.reason}`),
                  ),
                  cell('at', t('loyaltyVip.members.at'), (r) => when(r.at)),
                ]}
              />
            </div>
            <Pager
              current={p.pageNum}
              totalPages={p.totalPages}
              onChange={setPage}
              label={t('loyaltyVip.members.heading')}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** /loyalty/vip/members: members per level (counts on the ladder screen) and the latest level changes. */
export function VipMembersPage() {
  const { t } = useVipScreen();
  const [params, setParams] = useSearchParams();
  const asked = params.get('level');
  const level = asked !== null && /^\d{1,2}$/.test(asked) ? Number(asked) : undefined;
  const [page, setPage] = useState(1);
  const levels = useQuery({
    queryKey: [...VIP_KEY, 'levels'],
    queryFn: ({ signal }) => call(V.levels, { signal }),
  });
  const query = useQuery({
    queryKey: [...VIP_KEY, 'members', level ?? 'ALL', page],
    queryFn: ({ signal }) =>
      call(V.members, {
        query: { pageNo: page, pageSize: PAGE_SIZE, ...(level !== undefined ? { level } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const levelText = (n: number) => t('loyaltyVip.common.level', { level: n });
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('loyaltyVip.members.heading')}</h1>
      </div>
      <p className="muted">{t('loyaltyVip.members.intro')}</p>
      <div className="vp-filters">
        <SelectField
          label={t('loyaltyVip.members.level')}
          value={level === undefined ? 'ALL' : String(level)}
          onChange={(event) => {
            setPage(1);
            setParams(event.target.value === 'ALL' ? {} : { level: event.target.value }, { replace: true });
          }}
        >
          <option value="ALL">{t('loyaltyVip.members.all')}</option>
          {(levels.data?.levels ?? []).map((l) => (
            <option key={l.level} value={l.level}>
              {`${levelText(l.level)} · ${l.names.en} (${l.members})`}
            </option>
          ))}
        </SelectField>
      </div>
      <section className="card card--flush">
        <QueryView
          query={query}
          isEmpty={(p) => p.total === 0}
          empty={{ icon: 'crown', title: t('loyaltyVip.members.none') }}
        >
          {(p) => (
            <>
              <div className="table-scroll">
                <DataTable<TAdminVipMember>
                  className="table vp-table"
                  caption={t('loyaltyVip.members.heading')}
                  rows={p.list}
                  rowKey={(r) => r.memberId}
                  columns={[
                    {
                      ...cell<TAdminVipMember>('account', t('loyaltyVip.members.account'), (r) => r.account),
                      rowHeader: true,
                    },
                    cell('level', t('loyaltyVip.members.level'), (r) => levelText(r.level)),
                    cell('reached', t('loyaltyVip.members.reachedAt'), (r) => when(r.reachedAt)),
                    cell('validBet', t('loyaltyVip.members.validBet'), (r) => grouped(r.validBet), 'num'),
                    cell('deposits', t('loyaltyVip.members.deposits'), (r) => grouped(r.deposits), 'num'),
                    cell('notice', t('loyaltyVip.members.notice'), (r) =>
                      r.noticeLevel === null
                        ? '—'
                        : t('loyaltyVip.members.noticeTo', { level: r.noticeLevel }),
                    ),
                  ]}
                />
              </div>
              <Pager
                current={p.pageNum}
                totalPages={p.totalPages}
                onChange={setPage}
                label={t('loyaltyVip.members.heading')}
              />
            </>
          )}
        </QueryView>
      </section>
      <Changes />
    </>
  );
}
