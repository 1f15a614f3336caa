import { REFERRAL_STATES, type ReferralState } from '@portal/contracts';
import type { TAdminReferral } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, Pager, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { NoteDecisionDialog } from '../note-decision-dialog';
import { grouped, R, REFERRAL_KEY, ReferralHead, useCan, useReferralScreen } from './shared';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function DecideDialog({
  referral,
  decision,
  onClose,
}: {
  referral: TAdminReferral;
  decision: 'APPROVE' | 'REJECT';
  onClose: () => void;
}) {
  const { t } = useReferralScreen();
  const approve = decision === 'APPROVE';
  return (
    <NoteDecisionDialog
      title={
        approve
          ? t('loyaltyReferral.list.approveTitle', { referee: referral.referee })
          : t('loyaltyReferral.list.rejectTitle', { referee: referral.referee })
      }
      approve={approve}
      submitLabel={approve ? t('loyaltyReferral.list.approve') : t('loyaltyReferral.list.reject')}
      cancelLabel={t('loyaltyReferral.common.cancel')}
      noteLabel={t('loyaltyReferral.list.note')}
      noteMax={500}
      noteRequired={t('loyaltyReferral.list.noteRequired')}
      queryKey={REFERRAL_KEY}
      send={(note) => call(R.decide, { params: { id: referral.id }, body: { decision, note } })}
      onClose={onClose}
    >
      <p>
        {approve
          ? referral.qualifiedAt
            ? t('loyaltyReferral.list.approveQualified', { referrer: referral.referrer })
            : t('loyaltyReferral.list.approvePending', { referrer: referral.referrer })
          : t('loyaltyReferral.list.rejectText')}
      </p>
      <ul className="rf-flags">
        {referral.flags.map((f) => (
          <li key={`${f.flag}:${f.value}`}>
            {t(`loyaltyReferral.list.flagNames.${f.flag}`)}: <strong>{f.value}</strong>
          </li>
        ))}
      </ul>
    </NoteDecisionDialog>
  );
}

/**
 * /loyalty/referrals: every referral by state (the flagged queue first, with what matched), or by
 * an account either side; approve (paid once) or reject a flagged one with a note.
 */
export function ReferralsPage() {
  const { t } = useReferralScreen();
  const canReview = useCan('loyalty.review');
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state: ReferralState | undefined = REFERRAL_STATES.includes(asked as ReferralState)
    ? (asked as ReferralState)
    : asked === 'ALL'
      ? undefined
      : 'FLAGGED';
  const account = params.get('account') ?? '';
  const [draftAccount, setDraftAccount] = useState(account);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...REFERRAL_KEY, 'list', state ?? 'ALL', account, page],
    queryFn: ({ signal }) =>
      call(R.list, {
        query: { pageNo: page, pageSize: 20, ...(state ? { state } : {}), ...(account ? { account } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const [deciding, setDeciding] = useState<{ r: TAdminReferral; d: 'APPROVE' | 'REJECT' } | null>(null);
  const setFilter = (next: { state?: string; account?: string }) => {
    setPage(1);
    const merged = { state: state ?? 'ALL', account, ...next };
    const search: Record<string, string> = {};
    if (merged.state !== 'FLAGGED') search.state = merged.state;
    if (merged.account) search.account = merged.account;
    setParams(search, { replace: true });
  };
  const col = (
    id: string,
    label: string,
    value: (r: TAdminReferral) => string,
    className?: string,
  ): Column<TAdminReferral> => ({
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
      <ReferralHead title={t('loyaltyReferral.list.heading')} intro={t('loyaltyReferral.list.intro')} />
      <div className="rf-filters">
        <SelectField
          label={t('loyaltyReferral.list.state')}
          value={state ?? 'ALL'}
          onChange={(event) => setFilter({ state: event.target.value })}
        >
          {REFERRAL_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`loyaltyReferral.list.states.${s}`)}
            </option>
          ))}
          <option value="ALL">{t('loyaltyReferral.list.all')}</option>
        </SelectField>
        <form
          className="rf-find"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ account: draftAccount.trim().toLowerCase() });
          }}
        >
          <Field
            label={t('loyaltyReferral.list.account')}
            value={draftAccount}
            maxLength={32}
            onChange={(event) => setDraftAccount(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('loyaltyReferral.list.find')}
          </Button>
        </form>
      </div>
      <section className="card card--flush">
        <QueryView
          query={query}
          isEmpty={(p) => p.total === 0}
          empty={{ icon: 'users', title: t('loyaltyReferral.list.none') }}
        >
          {(p) => (
            <>
              <div className="table-scroll">
                <DataTable
                  className="table rf-table"
                  caption={t('loyaltyReferral.list.heading')}
                  rows={p.list}
                  rowKey={(r) => r.id}
                  columns={[
                    {
                      ...col('referee', t('loyaltyReferral.list.referee'), (r) => r.referee),
                      rowHeader: true,
                    },
                    col('referrer', t('loyaltyReferral.list.referrer'), (r) => r.referrer),
                    col('registered', t('loyaltyReferral.list.registered'), (r) => when(r.registeredAt)),
                    col(
                      'deposit',
                      t('loyaltyReferral.list.deposit'),
                      (r) => (r.deposit === null ? '—' : grouped(r.deposit)),
                      'num',
                    ),
                    col('validBet', t('loyaltyReferral.list.validBet'), (r) => grouped(r.validBet), 'num'),
                    {
                      id: 'state',
                      header: t('loyaltyReferral.list.state'),
                      cell: (r) => (
                        <>
                          <CellLabel>{t('loyaltyReferral.list.state')}</CellLabel>
                          <span className={`rf-badge rf-badge--${r.state}`}>
                            {t(`loyaltyReferral.list.states.${r.state}`)}
                          </span>
                          <span className="rf-sub">
                            {r.qualifiedAt
                              ? t('loyaltyReferral.list.qualified', { at: when(r.qualifiedAt) })
                              : t('loyaltyReferral.list.notQualified')}
                          </span>
                        </>
                      ),
                    },
                    {
                      id: 'flags',
                      header: t('loyaltyReferral.list.flags'),
                      cell: (r) => (
                        <>
                          <CellLabel>{t('loyaltyReferral.list.flags')}</CellLabel>
                          {r.flags.length === 0
                            ? '—'
                            : r.flags.map((f) => (
                                <span key={`${f.flag}:${f.value}`} className="rf-sub">
                                  {t(`loyaltyReferral.list.flagNames.${f.flag}`)}: {f.value}
                                </span>
                              ))}
                        </>
                      ),
                    },
                    col(
                      'reward',
                      t('loyaltyReferral.list.reward'),
                      (r) =>
                        r.reward === null
                          ? '—'
                          : r.rewardKind === 'POINTS'
                            ? t('loyaltyReferral.common.points', { points: grouped(r.reward) })
                            : grouped(r.reward),
                      'num',
                    ),
                    col('decision', t('loyaltyReferral.list.decision'), (r) =>
                      r.decidedBy ? `${r.decidedBy}: ${r.decisionNote ?? ''}` : '—',
                    ),
                    ...(canReview
                      ? [
                          {
                            id: 'actions',
                            header: '',
                            className: 'actions',
                            cell: (r: TAdminReferral) =>
                              r.state === 'FLAGGED' ? (
                                <span className="row-actions">
                                  <Button
                                    size="sm"
                                    onClick={() => setDeciding({ r, d: 'APPROVE' })}
                                    aria-label={`${t('loyaltyReferral.list.approve')}: ${r.referee}`}
                                  >
                                    {t('loyaltyReferral.list.approve')}
                                  </Button>
                                  <Button
                                    size="sm"
                                    variant="danger"
                                    onClick={() => setDeciding({ r, d: 'REJECT' })}
                                    aria-label={`${t('loyaltyReferral.list.reject')}: ${r.referee}`}
                                  >
                                    {t('loyaltyReferral.list.reject')}
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
                label={t('loyaltyReferral.list.heading')}
              />
            </>
          )}
        </QueryView>
      </section>
      {deciding ? (
        <DecideDialog referral={deciding.r} decision={deciding.d} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}
