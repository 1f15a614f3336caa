import { APPLICATION_STATES, endpointPath } from '@portal/contracts';
import { type TAdminApplication, ZApplicationDecision } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Dialog, Field, Pager, QueryView, SelectField } from '@portal/ui';
import { FormChoices, FormText, FormTextarea, useZodForm } from '@portal/ui/form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { FormDialog } from '../../lib/form-dialog';
import { problemsOf, when } from '../../lib/forms';
import { ProofImage } from '../payments/shared';
import {
  APPLICATIONS_KEY,
  FilterForm,
  GRANTS_KEY,
  minorOf,
  money,
  PROMOTIONS_KEY,
  PromotionFilter,
  R,
  StateBadge,
  stateKind,
  useCan,
  useCurrency,
  useFilters,
} from './shared';

const PAGE_SIZE = 20;
const FILTERS = ['state', 'promotionId', 'account'] as const;

/** Applications to promotions, waiting ones first; one opens with its remark and images. */
export function ApplicationsPanel() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const { values, pageNo, apply, goTo, key } = useFilters(FILTERS);
  const [open, setOpen] = useState<TAdminApplication | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    ...(values.state ? { state: values.state as TAdminApplication['state'] } : {}),
    ...(values.promotionId ? { promotionId: values.promotionId } : {}),
    ...(values.account ? { account: values.account.toLowerCase() } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...APPLICATIONS_KEY, query],
    queryFn: ({ signal }) => call(R.applications, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const problems = list.isError ? problemsOf(list.error) : null;

  const columns: Column<TAdminApplication>[] = [
    {
      id: 'account',
      header: t('promotions.col.account'),
      rowHeader: true,
      cell: (a) => (
        <>
          <CellLabel>{t('promotions.col.account')}</CellLabel>
          <Link to={`/members/${a.memberId}`}>{a.account}</Link>
        </>
      ),
    },
    {
      id: 'promotion',
      header: t('promotions.col.promotion'),
      cell: (a) => (
        <>
          <CellLabel>{t('promotions.col.promotion')}</CellLabel>
          {a.promotionTitle}
        </>
      ),
    },
    {
      id: 'state',
      header: t('promotions.col.state'),
      cell: (a) => (
        <>
          <CellLabel>{t('promotions.col.state')}</CellLabel>
          <StateBadge kind={stateKind(a.state)} label={t(`promotions.applicationStates.${a.state}`)} />
          {a.amount ? <span className="pr-sub">{money(a.amount)}</span> : null}
        </>
      ),
    },
    {
      id: 'remark',
      header: t('promotions.col.remark'),
      cell: (a) => (
        <span className="pr-remark">
          <CellLabel>{t('promotions.col.remark')}</CellLabel>
          {a.remark || '—'}
          <span className="pr-sub">{t('promotions.applications.images', { count: a.images.length })}</span>
        </span>
      ),
    },
    {
      id: 'when',
      header: t('promotions.col.sent'),
      cell: (a) => (
        <span className="pr-dates">
          <CellLabel>{t('promotions.col.sent')}</CellLabel>
          {when(a.createdAt, i18n.language)}
          {a.decidedAt ? (
            <span className="pr-sub">
              {t('promotions.applications.decidedAt', { at: when(a.decidedAt, i18n.language) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      cell: (a) => (
        <div className="row-actions">
          <Button
            size="sm"
            variant={a.state === 'APPLYING' ? 'primary' : 'secondary'}
            aria-label={t('promotions.applications.openOf', { account: a.account, title: a.promotionTitle })}
            onClick={() => {
              setNotice(null);
              setOpen(a);
            }}
          >
            {a.state === 'APPLYING' ? t('promotions.applications.review') : t('promotions.applications.open')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="pr-panel-title">
          {t('promotions.filters')}
        </h2>
        <FilterForm filters={{ apply, key }} keys={FILTERS}>
          <SelectField label={t('promotions.col.state')} name="state" defaultValue={values.state ?? ''}>
            <option value="">{t('promotions.applications.waitingFirst')}</option>
            {APPLICATION_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`promotions.applicationStates.${s}`)}
              </option>
            ))}
          </SelectField>
          <PromotionFilter value={values.promotionId} />
          <Field
            label={t('promotions.col.account')}
            name="account"
            type="search"
            maxLength={64}
            defaultValue={values.account ?? ''}
            error={problems?.fields.account}
          />
        </FilterForm>
      </section>
      <section className="card card--flush">
        <QueryView
          query={list}
          empty={{ icon: 'feedback', title: t('promotions.applications.none') }}
          isEmpty={(page) => page.total === 0}
        >
          {(page) => (
            <>
              <p className="pr-summary" role="status">
                {t('promotions.applications.count', { count: page.total })}
              </p>
              <div className="table-scroll">
                <DataTable
                  className="table pr-table"
                  caption={t('promotions.tabs.applications')}
                  columns={columns}
                  rows={page.list}
                  rowKey={(a) => a.id}
                  rowClassName={(a) => (a.state === 'APPLYING' ? 'pr-waiting' : undefined)}
                />
              </div>
              <div className="pr-pager">
                <Pager
                  current={page.pageNum}
                  totalPages={page.totalPages}
                  onChange={goTo}
                  label={t('promotions.pages')}
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
      {open ? (
        <ApplicationDialog
          application={open}
          onClose={() => setOpen(null)}
          onDone={(decided) => {
            setOpen(null);
            setNotice(
              t(
                decided.state === 'APPROVED'
                  ? 'promotions.applications.approved'
                  : 'promotions.applications.rejected',
                {
                  account: decided.account,
                },
              ),
            );
          }}
        />
      ) : null}
    </>
  );
}

/** One application: who, which promotion, the remark, the images; approve or reject it when it waits. */
function ApplicationDialog({
  application,
  onClose,
  onDone,
}: {
  application: TAdminApplication;
  onClose: () => void;
  onDone: (decided: TAdminApplication) => void;
}) {
  const { t, i18n } = useTranslation();
  const canReview = useCan('promotions.review');
  const fresh = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'one', application.id],
    queryFn: ({ signal }) => call(R.application, { params: { id: application.id }, signal }),
    initialData: application,
    staleTime: 0,
  });
  const a = fresh.data;
  const title = t('promotions.applications.title', { account: a.account, title: a.promotionTitle });
  if (canReview && a.state === 'APPLYING')
    return (
      <DecisionForm application={a} title={title} onClose={onClose} onDone={onDone}>
        <ApplicationFacts a={a} language={i18n.language} />
      </DecisionForm>
    );
  return (
    <Dialog title={title} closeLabel={t('common.close')} onClose={onClose} size="lg">
      <ApplicationFacts a={a} language={i18n.language} />
    </Dialog>
  );
}

function ApplicationFacts({ a, language }: { a: TAdminApplication; language: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="facts pr-facts">
        <dt>{t('promotions.col.account')}</dt>
        <dd>
          <Link to={`/members/${a.memberId}`}>{a.account}</Link>
        </dd>
        <dt>{t('promotions.col.promotion')}</dt>
        <dd>{a.promotionTitle}</dd>
        <dt>{t('promotions.col.state')}</dt>
        <dd>{t(`promotions.applicationStates.${a.state}`)}</dd>
        <dt>{t('promotions.col.sent')}</dt>
        <dd>{when(a.createdAt, language)}</dd>
        <dt>{t('promotions.col.remark')}</dt>
        <dd className="pr-remark-full">{a.remark || '—'}</dd>
        {a.decidedAt ? (
          <>
            <dt>{t('promotions.applications.decided')}</dt>
            <dd>
              {when(a.decidedAt, language)}
              {a.decidedBy ? ` · ${a.decidedBy}` : ''}
            </dd>
          </>
        ) : null}
        {a.amount ? (
          <>
            <dt>{t('promotions.applications.amount')}</dt>
            <dd>{money(a.amount)}</dd>
          </>
        ) : null}
        {a.note ? (
          <>
            <dt>{t('promotions.applications.note')}</dt>
            <dd>{a.note}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby={`pr-images-${a.id}`}>
        <h3 id={`pr-images-${a.id}`} className="pr-h3">
          {t('promotions.applications.imagesTitle')}
        </h3>
        {a.images.length === 0 ? (
          <p className="muted">{t('promotions.applications.noImages')}</p>
        ) : (
          <div className="pay-proofs pr-images">
            {a.images.map((image, i) => (
              <ProofImage
                key={image}
                url={endpointPath(R.applicationImage.path, { id: a.id, image })}
                alt={t('promotions.applications.imageAlt', { n: i + 1, account: a.account })}
              />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

type DecisionValues = { decision: 'APPROVE' | 'REJECT'; amount: string; note: string };

/** Approve (an amount, or the promotion's own) or reject (a note the member sees, required). */
function DecisionForm({
  application: a,
  title,
  onClose,
  onDone,
  children,
}: {
  application: TAdminApplication;
  title: string;
  onClose: () => void;
  onDone: (decided: TAdminApplication) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { exponent, currency } = useCurrency(a.amount);
  const form = useZodForm(
    ZApplicationDecision,
    { decision: 'APPROVE', amount: '', note: '' } as DecisionValues,
    (v) => ({
      decision: v.decision,
      ...(v.decision === 'APPROVE' && v.amount.trim() ? { amount: v.amount.trim().replace(/,/g, '') } : {}),
      note: v.note,
    }),
  );
  const decision = useWatch({ control: form.control, name: 'decision' });
  return (
    <FormDialog
      title={title}
      size="lg"
      submitLabel={
        decision === 'REJECT'
          ? t('promotions.applications.rejectConfirm')
          : t('promotions.applications.approveConfirm')
      }
      form={form}
      formClassName="stack"
      onClose={onClose}
      onSubmit={async (body) => {
        if (body.amount !== undefined && minorOf(body.amount, exponent) === null) {
          form.setError('amount', { type: 'client', message: t('promotions.check.amount') });
          form.setFocus('amount');
          return;
        }
        const decided = await call(R.decide, { params: { id: a.id }, body });
        void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: GRANTS_KEY });
        onDone(decided);
      }}
    >
      {children}
      <fieldset className="pr-group">
        <legend>{t('promotions.applications.decision')}</legend>
        <FormChoices
          name="decision"
          label={t('promotions.applications.decisionLabel')}
          choices={[
            { value: 'APPROVE', label: t('promotions.applications.approve') },
            { value: 'REJECT', label: t('promotions.applications.reject') },
          ]}
        />
        {decision === 'APPROVE' ? (
          <FormText
            name="amount"
            label={
              currency
                ? `${t('promotions.applications.amount')} (${currency})`
                : t('promotions.applications.amount')
            }
            hint={t('promotions.applications.amountHint')}
            inputMode="decimal"
          />
        ) : null}
        <FormTextarea
          name="note"
          label={t('promotions.applications.note')}
          hint={t('promotions.applications.noteHint')}
          rows={3}
          maxLength={500}
          required
        />
      </fieldset>
    </FormDialog>
  );
}
