import { MALL_ITEM_KINDS, type MallItemKind } from '@portal/contracts';
import type { TAdminMallItem, TMallItemInput } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Dialog, Field, QueryView, SelectField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { groupPoints, POINTS_KEY, PointsHead, R, useCan, useProblem } from './shared';
import './points.css';

const ITEMS_KEY = [...POINTS_KEY, 'items'] as const;

interface Draft {
  kind: MallItemKind;
  nameEn: string;
  nameBn: string;
  nameFil: string;
  descriptionEn: string;
  descriptionBn: string;
  descriptionFil: string;
  imageUrl: string;
  points: string;
  minDeposits: string;
  value: string;
  wagerMultiple: string;
  stock: string;
  perMemberLimit: string;
  status: 'ACTIVE' | 'HIDDEN';
  sortOrder: string;
}

const EMPTY: Draft = {
  kind: 'CASH',
  nameEn: '',
  nameBn: '',
  nameFil: '',
  descriptionEn: '',
  descriptionBn: '',
  descriptionFil: '',
  imageUrl: '',
  points: '',
  minDeposits: '0',
  value: '',
  wagerMultiple: '0',
  stock: '',
  perMemberLimit: '0',
  status: 'ACTIVE',
  sortOrder: '0',
};

export function draftOf(item: TAdminMallItem): Draft {
  return {
    kind: item.kind,
    nameEn: item.text.en.name,
    nameBn: item.text.bn.name,
    nameFil: item.text.fil?.name ?? '',
    descriptionEn: item.text.en.description,
    descriptionBn: item.text.bn.description,
    descriptionFil: item.text.fil?.description ?? '',
    imageUrl: item.imageUrl ?? '',
    points: item.points,
    minDeposits: item.minDeposits,
    value: item.kind === 'PHYSICAL' ? '0' : item.value,
    wagerMultiple: String(item.wagerMultiple),
    stock: item.stock === null ? '' : String(item.stock),
    perMemberLimit: String(item.perMemberLimit),
    status: item.status,
    sortOrder: String(item.sortOrder),
  };
}

/** The item as the server takes it; the server validates every field again. */
export function inputOf(d: Draft): TMallItemInput {
  return {
    kind: d.kind,
    text: {
      en: { name: d.nameEn.trim(), description: d.descriptionEn.trim() },
      bn: { name: d.nameBn.trim(), description: d.descriptionBn.trim() },
      ...(d.nameFil.trim() ? { fil: { name: d.nameFil.trim(), description: d.descriptionFil.trim() } } : {}),
    },
    imageUrl: d.imageUrl.trim() || null,
    points: d.points.trim(),
    minDeposits: d.minDeposits.trim() || '0',
    value: d.kind === 'PHYSICAL' ? '0' : d.value.trim(),
    wagerMultiple: d.kind === 'BONUS' ? Number(d.wagerMultiple) || 0 : 0,
    stock: d.stock.trim() === '' ? null : Number(d.stock),
    perMemberLimit: Number(d.perMemberLimit) || 0,
    status: d.status,
    sortOrder: Number(d.sortOrder) || 0,
  };
}

function ItemDialog({ item, onClose }: { item: TAdminMallItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const problem = useProblem();
  const formId = useId();
  const [d, setD] = useState<Draft>(item ? draftOf(item) : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      item
        ? call(R.updateItem, { params: { id: item.id }, body: inputOf(d) })
        : call(R.createItem, { body: inputOf(d) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ITEMS_KEY });
      onClose();
    },
    onError: (failure) => setError(problem(failure)),
  });
  const field = (key: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      value={d[key]}
      onChange={(event) => setD((x) => ({ ...x, [key]: event.target.value }))}
      {...extra}
    />
  );
  return (
    <Dialog
      title={
        item
          ? t('loyaltyPoints.mall.editTitle', { name: item.text.en.name })
          : t('loyaltyPoints.mall.createTitle')
      }
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('loyaltyPoints.common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {t('loyaltyPoints.common.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate();
        }}
      >
        <SelectField
          label={t('loyaltyPoints.mall.kind')}
          value={d.kind}
          onChange={(event) => setD((x) => ({ ...x, kind: event.target.value as MallItemKind }))}
        >
          {MALL_ITEM_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`loyaltyPoints.mall.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('loyaltyPoints.mall.status')}
          value={d.status}
          onChange={(event) => setD((x) => ({ ...x, status: event.target.value as Draft['status'] }))}
        >
          <option value="ACTIVE">{t('loyaltyPoints.mall.statuses.ACTIVE')}</option>
          <option value="HIDDEN">{t('loyaltyPoints.mall.statuses.HIDDEN')}</option>
        </SelectField>
        {field('nameEn', t('loyaltyPoints.mall.nameEn'), { required: true, maxLength: 80 })}
        {field('nameBn', t('loyaltyPoints.mall.nameBn'), { required: true, maxLength: 80 })}
        {field('descriptionEn', t('loyaltyPoints.mall.descriptionEn'), { maxLength: 500 })}
        {field('descriptionBn', t('loyaltyPoints.mall.descriptionBn'), { maxLength: 500 })}
        {field('nameFil', t('loyaltyPoints.mall.nameFil'), { maxLength: 80 })}
        {field('descriptionFil', t('loyaltyPoints.mall.descriptionFil'), { maxLength: 500 })}
        {field('points', t('loyaltyPoints.mall.price'), { inputMode: 'numeric', required: true })}
        {d.kind !== 'PHYSICAL'
          ? field('value', t('loyaltyPoints.mall.value'), { inputMode: 'decimal', required: true })
          : null}
        {d.kind === 'BONUS'
          ? field('wagerMultiple', t('loyaltyPoints.mall.wagerMultiple'), {
              inputMode: 'numeric',
              required: true,
            })
          : null}
        {field('minDeposits', t('loyaltyPoints.mall.minDeposits'), { inputMode: 'decimal' })}
        {field('stock', t('loyaltyPoints.mall.stock'), {
          inputMode: 'numeric',
          hint: t('loyaltyPoints.mall.stockHelp'),
        })}
        {field('perMemberLimit', t('loyaltyPoints.mall.perMember'), {
          inputMode: 'numeric',
          hint: t('loyaltyPoints.mall.perMemberHelp'),
        })}
        {field('sortOrder', t('loyaltyPoints.mall.sortOrder'), { inputMode: 'numeric' })}
        {field('imageUrl', t('loyaltyPoints.mall.imageUrl'), { maxLength: 500 })}
        {error ? (
          <p className="notice notice--error wide" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** /loyalty/points/mall: the mall's items (create, edit, hide, stock) with their redemptions so far. */
export function MallPage() {
  const { t, i18n } = useTranslation();
  const canManage = useCan('loyalty.manage');
  const items = useQuery({ queryKey: ITEMS_KEY, queryFn: ({ signal }) => call(R.items, { signal }) });
  const [editing, setEditing] = useState<TAdminMallItem | 'new' | null>(null);
  const name = (i: TAdminMallItem) => (i18n.language === 'bn' ? i.text.bn.name : i.text.en.name);
  const col = (
    id: string,
    label: string,
    value: (i: TAdminMallItem) => string,
    className?: string,
  ): Column<TAdminMallItem> => ({
    id,
    header: label,
    ...(className ? { className } : {}),
    cell: (i) => (
      <>
        <CellLabel>{label}</CellLabel>
        {value(i)}
      </>
    ),
  });
  return (
    <>
      <PointsHead title={t('loyaltyPoints.mall.heading')} intro={t('loyaltyPoints.mall.intro')} />
      {canManage ? (
        <div className="pt-filters">
          <Button icon="gift" onClick={() => setEditing('new')}>
            {t('loyaltyPoints.mall.add')}
          </Button>
        </div>
      ) : null}
      <section className="card card--flush">
        <QueryView
          query={items}
          isEmpty={(list) => list.length === 0}
          empty={{ icon: 'gift', title: t('loyaltyPoints.mall.none') }}
        >
          {(list) => (
            <div className="table-scroll">
              <DataTable
                className="table pt-table"
                caption={t('loyaltyPoints.mall.heading')}
                rows={list}
                rowKey={(i) => i.id}
                columns={[
                  { ...col('name', t('loyaltyPoints.mall.name'), name), rowHeader: true },
                  col('kind', t('loyaltyPoints.mall.kind'), (i) => t(`loyaltyPoints.mall.kinds.${i.kind}`)),
                  col('price', t('loyaltyPoints.mall.price'), (i) => groupPoints(i.points), 'num'),
                  col(
                    'value',
                    t('loyaltyPoints.mall.value'),
                    (i) => (i.kind === 'PHYSICAL' ? '—' : i.value),
                    'num',
                  ),
                  col('min', t('loyaltyPoints.mall.minDeposits'), (i) => i.minDeposits, 'num'),
                  col('stock', t('loyaltyPoints.mall.stock'), (i) =>
                    i.stock === null ? t('loyaltyPoints.mall.unlimited') : String(i.stock),
                  ),
                  col('limit', t('loyaltyPoints.mall.perMember'), (i) =>
                    i.perMemberLimit === 0 ? t('loyaltyPoints.mall.noLimit') : String(i.perMemberLimit),
                  ),
                  col('open', t('loyaltyPoints.mall.open'), (i) => String(i.inProcess), 'num'),
                  col('approved', t('loyaltyPoints.mall.approved'), (i) => String(i.approved), 'num'),
                  {
                    id: 'status',
                    header: t('loyaltyPoints.mall.status'),
                    cell: (i) => (
                      <span className={`pt-badge pt-badge--${i.status}`}>
                        {t(`loyaltyPoints.mall.statuses.${i.status}`)}
                      </span>
                    ),
                  },
                  ...(canManage
                    ? [
                        {
                          id: 'actions',
                          header: '',
                          className: 'actions',
                          cell: (i: TAdminMallItem) => (
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => setEditing(i)}
                              aria-label={`${t('loyaltyPoints.mall.edit')}: ${name(i)}`}
                            >
                              {t('loyaltyPoints.mall.edit')}
                            </Button>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </div>
          )}
        </QueryView>
      </section>
      {editing ? (
        <ItemDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
