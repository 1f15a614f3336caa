import { PROMOTION_STATUSES } from '@portal/contracts';
import type { TAdminPromotion } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Dialog, Pager, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { problemsOf, when } from '../../lib/forms';
import {
  CategoryFilter,
  FilterForm,
  money,
  PROMOTIONS_KEY,
  R,
  StateBadge,
  stateKind,
  titleOf,
  useCan,
  useFilters,
} from './shared';

const PAGE_SIZE = 20;
const FILTERS = ['status', 'category'] as const;

/** Every promotion of the brand, filtered by status and category, with budget use and the waiting applications. */
export function PromotionsPanel() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const canManage = useCan('promotions.manage');
  const { values, pageNo, apply, goTo, key } = useFilters(FILTERS);
  const [changing, setChanging] = useState<{
    promotion: TAdminPromotion;
    to: 'PUBLISHED' | 'ARCHIVED';
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    ...(values.status ? { status: values.status as TAdminPromotion['status'] } : {}),
    ...(values.category ? { category: values.category as TAdminPromotion['category'] } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...PROMOTIONS_KEY, query],
    queryFn: ({ signal }) => call(R.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const at = (value: string | null) => when(value, i18n.language);
  const title = (p: TAdminPromotion) => titleOf(p, i18n.language);

  const columns: Column<TAdminPromotion>[] = [
    {
      id: 'title',
      header: t('promotions.col.title'),
      rowHeader: true,
      cell: (p) => (
        <>
          <CellLabel>{t('promotions.col.title')}</CellLabel>
          <span className="pr-title">{title(p)}</span>
          <span className="pr-sub">{p.slug}</span>
        </>
      ),
    },
    {
      id: 'category',
      header: t('promotions.col.category'),
      cell: (p) => (
        <>
          <CellLabel>{t('promotions.col.category')}</CellLabel>
          {t(`promotions.categories.${p.category}`)}
        </>
      ),
    },
    {
      id: 'trigger',
      header: t('promotions.col.trigger'),
      cell: (p) => (
        <>
          <CellLabel>{t('promotions.col.trigger')}</CellLabel>
          {t(`promotions.triggers.${p.trigger.type}`)}
        </>
      ),
    },
    {
      id: 'status',
      header: t('promotions.col.status'),
      cell: (p) => (
        <>
          <CellLabel>{t('promotions.col.status')}</CellLabel>
          <StateBadge kind={stateKind(p.status)} label={t(`promotions.statuses.${p.status}`)} />
        </>
      ),
    },
    {
      id: 'schedule',
      header: t('promotions.col.schedule'),
      cell: (p) => (
        <span className="pr-dates">
          <CellLabel>{t('promotions.col.schedule')}</CellLabel>
          {p.endsAt
            ? t('promotions.schedule.between', { from: at(p.startsAt), to: at(p.endsAt) })
            : t('promotions.schedule.from', { from: at(p.startsAt) })}
          {p.showsFrom ? (
            <span className="pr-sub">{t('promotions.schedule.shownFrom', { at: at(p.showsFrom) })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'budget',
      header: t('promotions.col.budget'),
      className: 'num',
      cell: (p) => (
        <>
          <CellLabel>{t('promotions.col.budget')}</CellLabel>
          {Number(p.limits.budget) > 0
            ? t('promotions.budgetUse', { spent: money(p.spent), budget: money(p.limits.budget) })
            : t('promotions.budgetNone', { spent: money(p.spent) })}
        </>
      ),
    },
    {
      id: 'grants',
      header: t('promotions.col.grants'),
      className: 'num',
      cell: (p) => (
        <>
          <CellLabel>{t('promotions.col.grants')}</CellLabel>
          {p.grants}
        </>
      ),
    },
    {
      id: 'waiting',
      header: t('promotions.col.waiting'),
      className: 'num',
      cell: (p) => (
        <>
          <CellLabel>{t('promotions.col.waiting')}</CellLabel>
          {p.applicationsWaiting > 0 ? (
            <Link
              to={`/promotions?tab=applications&state=APPLYING&promotionId=${p.id}`}
              aria-label={t('promotions.waitingOf', { count: p.applicationsWaiting, title: title(p) })}
            >
              {p.applicationsWaiting}
            </Link>
          ) : (
            '0'
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      cell: (p) =>
        canManage && p.status !== 'ARCHIVED' ? (
          <div className="row-actions">
            <Link
              className="btn btn--secondary btn--sm"
              to={`/promotions/${p.id}`}
              aria-label={t('promotions.editOf', { title: title(p) })}
            >
              {t('promotions.edit')}
            </Link>
            {p.status === 'DRAFT' ? (
              <Button
                size="sm"
                aria-label={t('promotions.publishOf', { title: title(p) })}
                onClick={() => {
                  setNotice(null);
                  setChanging({ promotion: p, to: 'PUBLISHED' });
                }}
              >
                {t('promotions.publish')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="danger"
              aria-label={t('promotions.endOf', { title: title(p) })}
              onClick={() => {
                setNotice(null);
                setChanging({ promotion: p, to: 'ARCHIVED' });
              }}
            >
              {t('promotions.end')}
            </Button>
          </div>
        ) : (
          <Link to={`/promotions/${p.id}`} aria-label={t('promotions.viewOf', { title: title(p) })}>
            {t('promotions.view')}
          </Link>
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
        <div className="pr-panel-head">
          <h2 id={`${formId}-title`} className="pr-panel-title">
            {t('promotions.filters')}
          </h2>
          {canManage ? (
            <Link className="btn btn--primary btn--md" to="/promotions/new">
              {t('promotions.new')}
            </Link>
          ) : null}
        </div>
        <FilterForm filters={{ apply, key }} keys={FILTERS}>
          <SelectField label={t('promotions.col.status')} name="status" defaultValue={values.status ?? ''}>
            <option value="">{t('promotions.all')}</option>
            {PROMOTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`promotions.statuses.${s}`)}
              </option>
            ))}
          </SelectField>
          <CategoryFilter value={values.category} />
        </FilterForm>
      </section>
      <section className="card card--flush">
        <QueryView
          query={list}
          empty={{ icon: 'gift', title: t('promotions.none') }}
          isEmpty={(page) => page.total === 0}
        >
          {(page) => (
            <>
              <p className="pr-summary" role="status">
                {t('promotions.count', { count: page.total })}
              </p>
              <div className="table-scroll">
                <DataTable
                  className="table pr-table"
                  caption={t('promotions.tabs.promotions')}
                  columns={columns}
                  rows={page.list}
                  rowKey={(p) => p.id}
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
      {changing ? (
        <StatusDialog
          promotion={changing.promotion}
          to={changing.to}
          onClose={() => setChanging(null)}
          onDone={(changed) => {
            setChanging(null);
            setNotice(
              t(changed.status === 'PUBLISHED' ? 'promotions.published' : 'promotions.ended', {
                title: titleOf(changed, i18n.language),
              }),
            );
          }}
        />
      ) : null}
    </>
  );
}

/** Publish a draft or end (archive) a promotion, after saying what it means for players. */
function StatusDialog({
  promotion,
  to,
  onClose,
  onDone,
}: {
  promotion: TAdminPromotion;
  to: 'PUBLISHED' | 'ARCHIVED';
  onClose: () => void;
  onDone: (changed: TAdminPromotion) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const title = titleOf(promotion, i18n.language);
  const change = useMutation({
    mutationFn: () => call(R.setStatus, { params: { id: promotion.id }, body: { status: to } }),
    onSuccess: (changed) => {
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      onDone(changed);
    },
  });
  const publishing = to === 'PUBLISHED';
  return (
    <Dialog
      title={t(publishing ? 'promotions.publishTitle' : 'promotions.endTitle', { title })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={publishing ? 'primary' : 'danger'}
            busy={change.isPending}
            onClick={() => change.mutate()}
          >
            {t(publishing ? 'promotions.publishConfirm' : 'promotions.endConfirm')}
          </Button>
        </>
      }
    >
      <p>{t(publishing ? 'promotions.publishText' : 'promotions.endText', { title })}</p>
      {change.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(change.error).message}
        </p>
      ) : null}
    </Dialog>
  );
}
