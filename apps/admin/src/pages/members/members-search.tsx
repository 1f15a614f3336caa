import {
  MEMBER_KINDS,
  MEMBER_OPS_ROUTES,
  MEMBER_SEARCH_FIELDS,
  MEMBER_SEARCH_SORTS,
  MEMBER_STATUSES,
  type MemberKind,
  type MemberSearchField,
  type MemberSearchSort,
  type MemberStatus,
} from '@portal/contracts';
import { Button, type Column, Field, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../lib/client';
import { problemsOf } from '../../lib/forms';
import { ScrollTable } from '../../lib/scroll-table';
import { ListPager, useWhen, withCardLabels } from './shared';
import './members.css';

type Row = Awaited<ReturnType<typeof call<typeof MEMBER_OPS_ROUTES.searchMembers>>>['list'][number];
const PAGE_SIZE = 20;

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T;
function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined;
function oneOf<T extends string>(list: readonly T[], value: string | null, fallback?: T) {
  return value && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** /admin/members: find members by name, mobile, e-mail, id or IP; the search lives in the URL. */
export function MembersSearchPage() {
  const { t } = useTranslation();
  const when = useWhen();
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const by = oneOf(MEMBER_SEARCH_FIELDS, params.get('by'), 'account');
  const q = params.get('q') ?? '';
  const status = oneOf(MEMBER_STATUSES, params.get('status'));
  const kind = oneOf(MEMBER_KINDS, params.get('kind'));
  const tag = params.get('tag')?.trim() ?? '';
  const sort = oneOf(MEMBER_SEARCH_SORTS, params.get('sort'), 'createdAt');
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);

  const query = {
    by,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(tag ? { tag } : {}),
    sort,
    order,
    pageNo,
    pageSize: PAGE_SIZE,
  } as const;
  const list = useQuery({
    queryKey: ['admin', 'members', 'search', query],
    queryFn: ({ signal }) => call(MEMBER_OPS_ROUTES.searchMembers, { query, signal }),
    placeholderData: keepPreviousData,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['by', 'q', 'status', 'kind', 'tag', 'sort', 'order']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  // A malformed tag is refused by the server with its words for the field: shown on the field.
  const tagError = list.isError ? problemsOf(list.error).fields.tag : undefined;
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  const columns: Column<Row>[] = [
    {
      id: 'account',
      header: t('members.col.account'),
      rowHeader: true,
      cell: (row) => (
        <Link to={`/members/${row.id}`} aria-label={t('members.open', { account: row.account })}>
          {row.account}
        </Link>
      ),
    },
    { id: 'id', header: t('members.col.id'), cell: (row) => <span className="mono">{row.id}</span> },
    {
      id: 'type',
      header: t('members.col.type'),
      cell: (row) => t(`members.typeOf.${row.type}`, { defaultValue: String(row.type) }),
    },
    {
      id: 'status',
      header: t('members.col.status'),
      cell: (row) => (
        <span className={`badge badge--${row.status}`}>
          {t(`members.statuses.${row.status as MemberStatus}`)}
        </span>
      ),
    },
    { id: 'mobile', header: t('members.col.mobile'), cell: (row) => row.mobile ?? '—' },
    { id: 'email', header: t('members.col.email'), cell: (row) => row.email ?? '—' },
    {
      id: 'lastLogin',
      header: t('members.col.lastLogin'),
      cell: (row) => (
        <>
          {when(row.lastLoginAt)}
          {row.lastLoginIp ? <span className="muted"> · {row.lastLoginIp}</span> : null}
        </>
      ),
    },
    { id: 'registered', header: t('members.col.registered'), cell: (row) => when(row.createdAt) },
  ];

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('members.heading')}</h1>
      </div>
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="visually-hidden">
          {t('members.searchLabel')}
        </h2>
        <form
          className="members-search"
          aria-labelledby={`${formId}-title`}
          onSubmit={onSubmit}
          key={params.toString()}
        >
          <SelectField label={t('members.searchBy')} name="by" defaultValue={by}>
            {MEMBER_SEARCH_FIELDS.map((field: MemberSearchField) => (
              <option key={field} value={field}>
                {t(`members.by.${field}`)}
              </option>
            ))}
          </SelectField>
          <Field
            className="members-search__query"
            label={t('members.query')}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            hint={t(`members.hint.${by}`)}
          />
          <SelectField label={t('members.status')} name="status" defaultValue={status ?? ''}>
            <option value="">{t('members.any')}</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`members.statuses.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('members.kind')} name="kind" defaultValue={kind ?? ''}>
            <option value="">{t('members.any')}</option>
            {MEMBER_KINDS.map((k: MemberKind) => (
              <option key={k} value={k}>
                {t(`members.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('members.tag')}
            name="tag"
            type="search"
            defaultValue={tag}
            maxLength={32}
            hint={t('members.tagHint')}
            error={tagError}
          />
          <SelectField label={t('members.sort')} name="sort" defaultValue={sort}>
            {MEMBER_SEARCH_SORTS.map((s: MemberSearchSort) => (
              <option key={s} value={s}>
                {t(`members.sorts.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('members.order')} name="order" defaultValue={order}>
            <option value="desc">{t('members.orders.desc')}</option>
            <option value="asc">{t('members.orders.asc')}</option>
          </SelectField>
          <div className="members-search__submit">
            <Button type="submit" icon="search">
              {t('members.search')}
            </Button>
          </div>
        </form>
      </section>
      <section className="card card--flush" aria-live="polite" aria-busy={list.isFetching}>
        {tagError ? null : (
          <QueryView query={list} empty={{ icon: 'users', title: t('members.none') }}>
            {(page) => (
              <>
                <p className="members-count muted">{t('members.results', { count: page.total })}</p>
                <ScrollTable
                  caption={t('members.heading')}
                  columns={withCardLabels(columns)}
                  rows={page.list}
                  rowKey={(row) => row.id}
                />
                <ListPager page={page} onChange={goTo} label={t('members.pages')} />
              </>
            )}
          </QueryView>
        )}
      </section>
    </>
  );
}
