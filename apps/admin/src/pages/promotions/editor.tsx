import { PROMOTION_CATEGORIES } from '@portal/contracts';
import { type TAdminPromotion, ZPromotionInput } from '@portal/contracts/endpoints';
import { ApiError, Button, QueryFallback, Tabs } from '@portal/ui';
import { Form, FormNumber, FormSelect, FormText, FormTextarea, useZodForm } from '@portal/ui/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type Path, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { call } from '../../lib/client';
import {
  bodyOf,
  type EditorValues,
  newValues,
  problemsOf,
  TEXT_LANGUAGES,
  type TextLanguage,
  valuesOf,
} from './editor-model';
import { AudienceFields, LimitFields, RewardFields, TermsFields, TriggerFields } from './editor-sections';
import { PromotionPreview } from './preview';
import { PROMOTIONS_KEY, R, titleOf, useCan, useCurrency } from './shared';
import { usePromotionTexts } from './texts';
import './promotions.css';

/**
 * /admin/promotions/new and /admin/promotions/:id: a promotion's editor with the card as players
 * will see it beside the form. Without promotions.manage the promotion is shown read-only.
 */
export function PromotionEditorPage() {
  usePromotionTexts();
  const { id } = useParams();
  const location = useLocation();
  // Kept here: a save answers the promotion anew and the form starts again from it (its key).
  const [saved, setSaved] = useState<boolean>(Boolean((location.state as { saved?: boolean } | null)?.saved));
  const promotion = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'one', id],
    queryFn: ({ signal }) => call(R.get, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
  if (id && !promotion.data) return <QueryFallback query={promotion} />;
  return (
    <EditorLoader
      key={promotion.data?.updatedAt ?? 'new'}
      promotion={promotion.data ?? null}
      saved={saved}
      onSaved={setSaved}
    />
  );
}

/** Waits for the brand's currency (when the role may read it) so amounts start in its decimals. */
function EditorLoader({
  promotion,
  saved,
  onSaved,
}: {
  promotion: TAdminPromotion | null;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const currency = useCurrency(promotion?.spent ?? null);
  if (!currency.ready) return <QueryFallback query={{ isPending: true, refetch: () => undefined }} />;
  return (
    <EditorForm
      promotion={promotion}
      exponent={currency.exponent}
      currency={currency.currency}
      expiryDays={currency.settings?.bonus.defaultExpiryDays ?? 14}
      saved={saved}
      onSaved={onSaved}
    />
  );
}

function EditorForm({
  promotion,
  exponent,
  currency,
  expiryDays,
  saved,
  onSaved: setSaved,
}: {
  promotion: TAdminPromotion | null;
  exponent: number;
  currency: string;
  expiryDays: number;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canManage = useCan('promotions.manage');
  // An ended promotion cannot change; a published one keeps its trigger, reward and bonus terms.
  const canEdit = canManage && promotion?.status !== 'ARCHIVED';
  const locked = promotion?.status === 'PUBLISHED';
  const headingId = useId();
  const tabsId = useId();
  const [language, setLanguage] = useState<TextLanguage>('en');
  const form = useZodForm(
    ZPromotionInput,
    promotion ? valuesOf(promotion) : newValues(exponent, expiryDays),
    (v: EditorValues) => bodyOf(v, exponent, promotion),
  );
  const values = useWatch({ control: form.control }) as EditorValues;
  const { errors, submitCount } = useFormState({ control: form.control });
  const languageErrors = (l: TextLanguage) =>
    Boolean((errors.content as Record<string, unknown> | undefined)?.[l]);
  // A refused text in the other language's tab: show that tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only after a submit
  useEffect(() => {
    if (languageErrors(language)) return;
    const other = TEXT_LANGUAGES.find((l) => languageErrors(l));
    if (other) setLanguage(other);
  }, [submitCount]);

  const submit = async (body: ReturnType<typeof bodyOf>) => {
    setSaved(false);
    const problems = problemsOf(body, exponent);
    if (problems.length > 0) {
      const first = problems[0]?.field ?? '';
      const textLanguage = /^content\.(\w+)\./.exec(first)?.[1] as TextLanguage | undefined;
      if (textLanguage) setLanguage(textLanguage);
      for (const p of problems)
        form.setError(p.field as Path<EditorValues>, {
          type: 'client',
          message: t(`promotions.check.${p.key}`),
        });
      setTimeout(() => form.setFocus(first as Path<EditorValues>), 0);
      return;
    }
    try {
      const answer = promotion
        ? await call(R.update, { params: { id: promotion.id }, body })
        : await call(R.create, { body });
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      setSaved(true);
      if (promotion) queryClient.setQueryData([...PROMOTIONS_KEY, 'one', promotion.id], answer);
      else navigate(`/promotions/${answer.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      // PROMOTION_INVALID names its reason in the message; a field it names gets it too.
      const field =
        error instanceof ApiError ? (error.value as { field?: unknown } | null)?.field : undefined;
      if (typeof field === 'string' && field) {
        form.setError(field as Path<EditorValues>, { type: 'server', message: (error as Error).message });
      }
      throw error;
    }
  };

  const heading = promotion
    ? t(canEdit ? 'promotions.editor.editTitle' : 'promotions.editor.viewTitle', {
        title: titleOf(promotion, i18n.language),
      })
    : t('promotions.editor.newTitle');
  return (
    <>
      <div className="page-head">
        <h1 className="page-title" id={headingId}>
          {heading}
        </h1>
        <Link to="/promotions">{t('promotions.editor.back')}</Link>
      </div>
      {promotion ? (
        <p className="muted pr-intro">
          {t('promotions.editor.status', { status: t(`promotions.statuses.${promotion.status}`) })}
          {promotion.status === 'PUBLISHED' ? ` ${t('promotions.editor.publishedNote')}` : ''}
        </p>
      ) : (
        <p className="muted pr-intro">{t('promotions.editor.newIntro')}</p>
      )}
      <div className="pr-editor">
        <Form form={form} className="pr-editor__form stack" aria-labelledby={headingId} onSubmit={submit}>
          {saved ? (
            <p className="notice notice--ok" role="status">
              {t('promotions.editor.saved')}
            </p>
          ) : null}
          <fieldset className="pr-fieldset" disabled={!canEdit}>
            <fieldset className="pr-group">
              <legend>{t('promotions.editor.basics')}</legend>
              <div className="pr-pair">
                <FormText
                  name="slug"
                  label={t('promotions.editor.slug')}
                  hint={t('promotions.editor.slugHint')}
                  autoComplete="off"
                  maxLength={48}
                  required
                />
                <FormSelect name="category" label={t('promotions.col.category')}>
                  {PROMOTION_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`promotions.categories.${c}`)}
                    </option>
                  ))}
                </FormSelect>
                <FormNumber
                  name="sortOrder"
                  label={t('promotions.editor.sortOrder')}
                  hint={t('promotions.editor.sortOrderHint')}
                  min={0}
                  max={10000}
                  step={1}
                />
              </div>
              <FormText
                name="imageUrl"
                label={t('promotions.editor.imageUrl')}
                hint={t('promotions.editor.imageUrlHint')}
                inputMode="url"
                maxLength={500}
              />
            </fieldset>
            <fieldset className="pr-group">
              <legend>{t('promotions.editor.text')}</legend>
              <div className="page-tabs pr-language-tabs">
                <Tabs
                  label={t('promotions.editor.textLanguages')}
                  tabs={TEXT_LANGUAGES.map((l) => ({
                    id: l,
                    label: languageErrors(l)
                      ? `${t(`promotions.languages.${l}`)} ⚠ ${t('promotions.editor.needsAttention')}`
                      : t(`promotions.languages.${l}`),
                    tabId: `${tabsId}-${l}`,
                    panelId: `${tabsId}-panel`,
                  }))}
                  selected={language}
                  onSelect={setLanguage}
                />
              </div>
              <div
                id={`${tabsId}-panel`}
                role="tabpanel"
                aria-labelledby={`${tabsId}-${language}`}
                className="stack"
                lang={language}
                key={language}
              >
                <p className="field__hint">
                  {t(language === 'en' ? 'promotions.editor.enHint' : 'promotions.editor.otherHint')}
                </p>
                <FormText
                  name={`content.${language}.title`}
                  label={t('promotions.editor.title')}
                  maxLength={80}
                  required={language === 'en'}
                />
                <FormText
                  name={`content.${language}.summary`}
                  label={t('promotions.editor.summary')}
                  maxLength={200}
                />
                <FormTextarea
                  name={`content.${language}.body`}
                  label={t('promotions.editor.body')}
                  hint={t('promotions.editor.htmlHint')}
                  rows={6}
                />
                <FormTextarea
                  name={`content.${language}.terms`}
                  label={t('promotions.editor.termsText')}
                  hint={t('promotions.editor.htmlHint')}
                  rows={6}
                />
              </div>
            </fieldset>
            <fieldset className="pr-group">
              <legend>{t('promotions.editor.schedule')}</legend>
              <div className="pr-pair">
                <FormText
                  name="showsFrom"
                  type="datetime-local"
                  label={t('promotions.editor.showsFrom')}
                  hint={t('promotions.editor.showsFromHint')}
                />
                <FormText
                  name="startsAt"
                  type="datetime-local"
                  label={t('promotions.editor.startsAt')}
                  required
                />
                <FormText
                  name="endsAt"
                  type="datetime-local"
                  label={t('promotions.editor.endsAt')}
                  hint={t('promotions.editor.endsAtHint')}
                />
              </div>
            </fieldset>
            <AudienceFields />
            {locked && canEdit ? (
              <p className="notice" role="note">
                {t('promotions.editor.lockedNote')}
              </p>
            ) : null}
            <fieldset className="pr-fieldset" disabled={locked}>
              <TriggerFields currency={currency} />
              <RewardFields currency={currency} />
              <TermsFields currency={currency} />
            </fieldset>
            <LimitFields currency={currency} />
          </fieldset>
          {canEdit ? (
            <div className="save-bar">
              <Button type="submit" busy={form.formState.isSubmitting}>
                {promotion ? t('promotions.editor.save') : t('promotions.editor.create')}
              </Button>
            </div>
          ) : null}
        </Form>
        <PromotionPreview values={values} exponent={exponent} language={language} />
      </div>
    </>
  );
}
