import { REDEMPTION_STATES, type RedemptionState } from '@portal/contracts';
import type { TAdminRedemption } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Pager, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { NoteDecisionDialog } from '../note-decision-dialog';
import { groupPoints, POINTS_KEY, PointsHead, R, useCan } from './shared';
import './points.css';

function DecideDialog({
  redemption,
  decision,
  onClose,
}: {
  redemption: TAdminRedemption;
  decision: 'APPROVED' | 'REJECTED';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = decision === 'APPROVED';
  const vars = { name: redemption.name, account: redemption.account };
  return (
    <NoteDecisionDialog
      title={
        approve
          ? t('loyaltyPoints.redemptions.approveTitle', vars)
          : t('loyaltyPoints.redemptions.rejectTitle', vars)
      }
      approve={approve}
      submitLabel={approve ? t('loyaltyPoints.redemptions.approve') : t('loyaltyPoints.redemptions.reject')}
      cancelLabel={t('loyaltyPoints.common.cancel')}
      noteLabel={t('loyaltyPoints.redemptions.noteLabel')}
      noteMax={300}
      noteRequired={approve ? null : t('loyaltyPoints.redemptions.noteRequired')}
      queryKey={POINTS_KEY}
      send={(note) =>
        approve
          ? call(R.approve, { params: { id: redemption.id }, body: note ? { note } : {} })
          : call(R.reject, { params: { id: redemption.id }, body: { note } })
      }
      onClose={onClose}
    >
      <p>
        {approve
          ? t('loyaltyPoints.redemptions.approveText', {
              what: redemption.value ?? t('loyaltyPoints.redemptions.physical'),
            })
          : t('loyaltyPoints.redemptions.rejectText', { points: groupPoints(redemption.points) })}
      </p>
      {redemption.address ? (
        <p>
          <strong>{t('loyaltyPoints.redemptions.address')}:</strong> {redemption.address}
        </p>
      ) : null}
    </NoteDecisionDialog>
  );
}

/** /loyalty/points/redemptions: the queue by state, oldest first while In Process; approve or reject with a note. */
export function RedemptionsPage() {
  const { t } = useTranslation();
  const canReview = useCan('loyalty.review');
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state: RedemptionState | undefined = REDEMPTION_STATES.includes(asked as RedemptionState)
    ? (asked as RedemptionState)
    : asked === 'ALL'
      ? undefined
      : 'IN_PROCESS';
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...POINTS_KEY, 'redemptions', state ?? 'ALL', page],
    queryFn: ({ signal }) =>
      call(R.redemptions, { query: { pageNo: page, pageSize: 20, ...(state ? { state } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
  const [deciding, setDeciding] = useState<{ r: TAdminRedemption; d: 'APPROVED' | 'REJECTED' } | null>(null);
  const col = (
    id: string,
    label: string,
    value: (r: TAdminRedemption) => string,
    className?: string,
  ): Column<TAdminRedemption> => ({
    id,
    header: label,
    ...(className ? { className } : {}),
    cell: (r) => (
      <>
        <CellLabel>{label}</CellLabel>
        {value(r)}
      </>
    ),
  });
  return (
    <>
      <PointsHead
        title={t('loyaltyPoints.redemptions.heading')}
        intro={t('loyaltyPoints.redemptions.intro')}
      />
      <div className="pt-filters">
        <SelectField
          label={t('loyaltyPoints.redemptions.state')}
          value={state ?? 'ALL'}
          onChange={(event) => {
            setPage(1);
            setParams(event.target.value === 'IN_PROCESS' ? {} : { state: event.target.value }, {
              replace: true,
            });
          }}
        >
          {REDEMPTION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`loyaltyPoints.redemptions.states.${s}`)}
            </option>
          ))}
          <option value="ALL">{t('loyaltyPoints.redemptions.all')}</option>
        </SelectField>
      </div>
      <section className="card card--flush">
        <QueryView
          query={query}
          isEmpty={(p) => p.total === 0}
          empty={{ icon: 'briefcase', title: t('loyaltyPoints.redemptions.none') }}
        >
          {(p) => (
            <>
              <div className="table-scroll">
                <DataTable
                  className="table pt-table"
                  caption={t('loyaltyPoints.redemptions.heading')}
                  rows={p.list}
                  rowKey={(r) => r.id}
                  columns={[
                    {
                      ...col('member', t('loyaltyPoints.redemptions.member'), (r) => r.account),
                      rowHeader: true,
                    },
                    {
                      id: 'item',
                      header: t('loyaltyPoints.redemptions.item'),
                      cell: (r) => (
                        <>
                          <CellLabel>{t('loyaltyPoints.redemptions.item')}</CellLabel>
                          {r.name}
                          {r.address ? <span className="pt-sub">{r.address}</span> : null}
                        </>
                      ),
                    },
                    col('points', t('loyaltyPoints.redemptions.points'), (r) => groupPoints(r.points), 'num'),
                    col('value', t('loyaltyPoints.redemptions.value'), (r) => r.value ?? '—', 'num'),
                    col('at', t('loyaltyPoints.redemptions.at'), (r) =>
                      new Date(r.createdAt).toLocaleString(),
                    ),
                    {
                      id: 'state',
                      header: t('loyaltyPoints.redemptions.state'),
                      cell: (r) => (
                        <>
                          <span className={`pt-badge pt-badge--${r.state}`}>
                            {t(`loyaltyPoints.redemptions.states.${r.state}`)}
                          </span>
                          {r.note ? <span className="pt-sub">{r.note}</span> : null}
                        </>
                      ),
                    },
                    ...(canReview
                      ? [
                          {
                            id: 'actions',
                            header: '',
                            className: 'actions',
                            cell: (r: TAdminRedemption) =>
                              r.state === 'IN_PROCESS' ? (
                                <span className="row-actions">
                                  <Button
                                    size="sm"
                                    onClick={() => setDeciding({ r, d: 'APPROVED' })}
                                    aria-label={`${t('loyaltyPoints.redemptions.approve')}: ${r.name}, ${r.account}`}
                                  >
                                    {t('loyaltyPoints.redemptions.approve')}
                                  </Button>
                                  <Button
                                    size="sm"
                                    variant="danger"
                                    onClick={() => setDeciding({ r, d: 'REJECTED' })}
                                    aria-label={`${t('loyaltyPoints.redemptions.reject')}: ${r.name}, ${r.account}`}
                                  >
                                    {t('loyaltyPoints.redemptions.reject')}
                                  </Button>
                                </span>
                              ) : null,
                          },
                        ]
                      : []),
                  ]}
                />
              </div>
              <Pager
                current={page}
                totalPages={p.totalPages}
                onChange={setPage}
                label={t('loyaltyPoints.redemptions.heading')}
              />
            </>
          )}
        </QueryView>
      </section>
      {deciding ? (
        <DecideDialog redemption={deciding.r} decision={deciding.d} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}
