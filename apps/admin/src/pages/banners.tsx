import {
  ADMIN_CONTENT_ROUTES,
  ADMIN_ROUTES,
  type BannerGroup,
  isSafeUrl,
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
  LINKAGE_TYPES,
  type LinkageType,
} from '@portal/contracts';
import { ZBannerInput } from '@portal/contracts/schemas/content';
import { Button, type Column, Dialog, QueryView, Tabs } from '@portal/ui';
import { FormNumber, FormSelect, FormText, type Parsed, useZodForm } from '@portal/ui/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import { instantOf, localInputOf, problemsOf, textOrNull, when } from '../lib/forms';
import { ScrollTable } from '../lib/scroll-table';
import { useOperator } from '../lib/session';
import '../styles/content.css';

type Row = Awaited<ReturnType<typeof call<typeof ADMIN_ROUTES.banners>>>[number];
const KEY = ['admin', 'banners'] as const;
/** The groups in the order operators look for them: the home page first. */
const GROUP_ORDER: readonly BannerGroup[] = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu'];

/** What players see: the banner's picture when it is a safe https address, else the brand's artwork. */
export function pictureOf(banner: { imageUrl: string | null; artworkUrl: string }): string {
  return banner.imageUrl && isSafeUrl(banner.imageUrl, { paths: false, httpsOnly: true })
    ? banner.imageUrl
    : banner.artworkUrl;
}

/**
 * Banners by group (home, sign-in, registration, forgotten password, side menu): the picture,
 * link and schedule of each in the brand's order; add, edit and delete (after asking).
 */
export function BannersPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useOperator().data?.permissions.includes('content.write') ?? false;
  const [group, setGroup] = useState<BannerGroup>('w_home');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(ADMIN_ROUTES.banners, { signal }) });
  const rows = (list.data ?? [])
    .filter((row) => row.groupName === group)
    .sort((a, b) => b.sort - a.sort || Number(a.id) - Number(b.id));

  const remove = useMutation({
    mutationFn: (row: Row) => call(ADMIN_ROUTES.deleteBanner, { params: { id: row.id } }),
    onSuccess: (_result, row) => {
      setDeleting(null);
      setNotice(t('banners.deleted', { title: row.title }));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  const columns: Column<Row>[] = [
    {
      id: 'picture',
      header: t('banners.picture'),
      cell: (row) => (
        <img
          className="banner-thumb"
          src={pictureOf(row)}
          alt={t('banners.previewAlt', { title: row.title })}
          loading="lazy"
        />
      ),
    },
    {
      id: 'title',
      header: t('banners.title'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.title}
          {row.subtitle ? <span className="muted block subtitle">{row.subtitle}</span> : null}
        </>
      ),
    },
    {
      id: 'language',
      header: t('banners.language'),
      cell: (row) => (
        <>
          <CellLabel>{t('banners.language')}</CellLabel>
          {row.language
            ? (LANGUAGES[row.language as (typeof LANGUAGE_CODES)[number]]?.nativeName ?? row.language)
            : t('banners.allLanguages')}
        </>
      ),
    },
    {
      id: 'link',
      header: t('banners.link'),
      cell: (row) =>
        row.linkageType === 'NONE' ? (
          <span className="muted">{t('banners.noLink')}</span>
        ) : (
          <>
            {t(`banners.linkageTypes.${row.linkageType as LinkageType}`)}
            {row.linkageValue ? <code className="block wrap">{row.linkageValue}</code> : null}
          </>
        ),
    },
    {
      id: 'shown',
      header: t('banners.shown'),
      cell: (row) => (
        <>
          <CellLabel>{t('banners.shown')}</CellLabel>
          {row.startsAt || row.endsAt
            ? `${when(row.startsAt, i18n.language)} – ${when(row.endsAt, i18n.language)}`
            : t('banners.always')}
        </>
      ),
    },
    {
      id: 'sort',
      header: t('banners.sort'),
      cell: (row) => (
        <>
          <CellLabel>{t('banners.sort')}</CellLabel>
          {row.sort}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) =>
        canWrite ? (
          <span className="row-actions">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(row)}
              aria-label={t('banners.editOf', { title: row.title })}
            >
              {t('banners.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setDeleting(row)}
              aria-label={t('banners.deleteOf', { title: row.title })}
            >
              {t('common.delete')}
            </Button>
          </span>
        ) : null,
    },
  ];

  const panelId = useId();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('banners.heading')}</h1>
        {canWrite ? <Button onClick={() => setEditing('new')}>{t('banners.new')}</Button> : null}
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      <Tabs
        className="seg-tabs"
        tabClassName="seg-tabs__tab"
        label={t('banners.groupTabs')}
        selected={group}
        onSelect={setGroup}
        tabs={GROUP_ORDER.map((id) => ({
          id,
          label: `${t(`banners.groups.${id}`)} (${(list.data ?? []).filter((r) => r.groupName === id).length})`,
          tabId: `${panelId}-${id}`,
          panelId,
        }))}
      />
      <section
        className="card card--flush"
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${group}`}
      >
        <QueryView
          query={list}
          empty={{ icon: 'sparkle', title: t('banners.none') }}
          isEmpty={() => rows.length === 0}
        >
          {() => (
            <ScrollTable
              caption={t(`banners.groups.${group}`)}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
            />
          )}
        </QueryView>
      </section>
      {editing ? (
        <BannerForm
          initial={editing === 'new' ? null : editing}
          group={group}
          onClose={() => setEditing(null)}
          onDone={(title, added, savedGroup) => {
            setEditing(null);
            setGroup(savedGroup);
            setNotice(t(added ? 'banners.added' : 'banners.saved', { title }));
            void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {deleting ? (
        <Dialog
          title={t('banners.confirmDelete')}
          closeLabel={t('common.close')}
          onClose={() => setDeleting(null)}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('common.cancel')}
              </Button>
              <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(deleting)}>
                {t('common.delete')}
              </Button>
            </>
          }
        >
          <img
            className="banner-preview"
            src={pictureOf(deleting)}
            alt={t('banners.previewAlt', { title: deleting.title })}
          />
          <p>{t('banners.confirmDeleteText', { title: deleting.title })}</p>
          {remove.isError ? (
            <p className="notice notice--error" role="alert">
              {problemsOf(remove.error).message}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

/** What the banner form's controls hold ('' for an empty optional text or a date not set). */
type BannerValues = {
  groupName: BannerGroup;
  language: LanguageCode | '';
  title: string;
  subtitle: string;
  imageUrl: string;
  linkageType: LinkageType;
  linkageValue: string;
  startsAt: string;
  endsAt: string;
  sort: number | undefined;
};

const bannerBody = (values: BannerValues) => ({
  ...values,
  language: values.language === '' ? null : values.language,
  subtitle: textOrNull(values.subtitle),
  imageUrl: textOrNull(values.imageUrl),
  linkageValue: values.linkageType === 'NONE' ? null : textOrNull(values.linkageValue),
  startsAt: instantOf(values.startsAt),
  endsAt: instantOf(values.endsAt),
});

/** Adds a banner to a group, or saves the changes of `initial`; the picture previews as it is typed. */
function BannerForm({
  initial,
  group,
  onClose,
  onDone,
}: {
  initial: Row | null;
  group: BannerGroup;
  onClose: () => void;
  onDone: (title: string, added: boolean, group: BannerGroup) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(
    ZBannerInput,
    {
      groupName: (initial?.groupName as BannerGroup | undefined) ?? group,
      language: (initial?.language as LanguageCode | null | undefined) ?? '',
      title: initial?.title ?? '',
      subtitle: initial?.subtitle ?? '',
      imageUrl: initial?.imageUrl ?? '',
      linkageType: (initial?.linkageType as LinkageType | undefined) ?? 'NONE',
      linkageValue: initial?.linkageValue ?? '',
      startsAt: localInputOf(initial?.startsAt ?? null),
      endsAt: localInputOf(initial?.endsAt ?? null),
      sort: initial?.sort ?? 0,
    } satisfies BannerValues,
    bannerBody,
  );
  const save = useMutation({
    mutationFn: (body: Parsed<typeof ZBannerInput>) =>
      initial
        ? call(ADMIN_CONTENT_ROUTES.updateBanner, { params: { id: initial.id }, body })
        : call(ADMIN_ROUTES.createBanner, { body }),
    onSuccess: (_result, body) => onDone(body.title, initial === null, body.groupName),
  });
  const [imageUrl, linkageType] = form.watch(['imageUrl', 'linkageType']);
  const trimmed = imageUrl.trim();
  const previewable = trimmed !== '' && isSafeUrl(trimmed, { paths: false, httpsOnly: true });

  return (
    <FormDialog
      title={initial ? t('banners.editTitle') : t('banners.new')}
      size="lg"
      submitLabel={initial ? t('banners.save') : t('banners.add')}
      form={form}
      formClassName="form-grid content-form"
      onSubmit={save.mutateAsync}
      onClose={onClose}
    >
      <FormSelect label={t('banners.group')} name="groupName">
        {GROUP_ORDER.map((id) => (
          <option key={id} value={id}>
            {t(`banners.groups.${id}`)}
          </option>
        ))}
      </FormSelect>
      <FormSelect label={t('banners.language')} name="language">
        <option value="">{t('banners.allLanguages')}</option>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </FormSelect>
      <FormText className="wide" label={t('banners.title')} name="title" required maxLength={80} />
      <FormText className="wide" label={t('banners.subtitle')} name="subtitle" maxLength={140} />
      <FormText
        className="wide"
        label={t('banners.imageUrl')}
        name="imageUrl"
        type="url"
        inputMode="url"
        maxLength={500}
        hint={t('banners.imageHint')}
      />
      <div className="wide banner-preview-slot">
        {previewable ? (
          <img
            className="banner-preview"
            src={trimmed}
            alt={t('banners.previewAlt', { title: initial?.title ?? '' })}
          />
        ) : initial && trimmed === '' ? (
          <img
            className="banner-preview"
            src={initial.artworkUrl}
            alt={t('banners.previewAlt', { title: initial.title })}
          />
        ) : (
          <p className="muted">{t('banners.generated')}</p>
        )}
      </div>
      <FormSelect label={t('banners.linkageType')} name="linkageType">
        {LINKAGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`banners.linkageTypes.${type}`)}
          </option>
        ))}
      </FormSelect>
      {linkageType === 'NONE' ? null : (
        <FormText
          label={t('banners.linkageValue')}
          name="linkageValue"
          maxLength={500}
          hint={t('banners.linkageHint')}
        />
      )}
      <FormText label={t('banners.startsAt')} name="startsAt" type="datetime-local" />
      <FormText label={t('banners.endsAt')} name="endsAt" type="datetime-local" />
      <FormNumber label={t('banners.sort')} name="sort" min={-1000} max={1000} />
    </FormDialog>
  );
}
