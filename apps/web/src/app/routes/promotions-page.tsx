import type { PromotionCategory } from '@portal/contracts';
import { EmptyState, QueryView, Tabs } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { AnnouncementBrowser } from '@/features/content/announcement-browser';
import { useAnnouncements } from '@/features/content/api';
import { RedeemCode } from '@/features/promotions/actions';
import { categoriesOf, promotionsQuery } from '@/features/promotions/api';
import { PromotionCardView } from '@/features/promotions/promotion-card';
import { PromotionDetailDialog } from '@/features/promotions/promotion-detail';

type Tab = 'ALL' | PromotionCategory;

/** The brand's promotion announcements (type PR), only when there are any. */
function PromotionNews() {
  const { t } = useTranslation();
  const { data } = useAnnouncements('PR', 1);
  const titleId = useId();
  if (!data || data.total === 0) return null;
  return (
    <section className="panel promo-news" aria-labelledby={titleId}>
      <header className="panel__header">
        <h2 id={titleId} className="panel__title">
          {t('promo.news')}
        </h2>
      </header>
      <div className="panel__body">
        <AnnouncementBrowser type="PR" emptyTitle={t('promotions.empty')} />
      </div>
    </section>
  );
}

/**
 * /promotions (spec section 2; ADR 0039): the brand's promotions by category, each with the
 * reader's state and its button (a visitor's Join opens the login popup); `?id=` opens one in a
 * dialog with its rules, terms, raffle and the member's own applications and bonuses. The
 * promotion announcements follow when there are any.
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('ALL');
  const query = useQuery(promotionsQuery(i18n.language));
  const panelId = useId();
  const openId = params.get('id');

  const cards = query.data ?? [];
  const categories = categoriesOf(cards);
  const current: Tab = tab !== 'ALL' && categories.includes(tab) ? tab : 'ALL';
  const shown = current === 'ALL' ? cards : cards.filter((card) => card.category === current);
  const tabs = (['ALL', ...categories] as Tab[]).map((id) => ({
    id,
    label: t(`promo.categories.${id}`),
    tabId: `${panelId}-${id}`,
    panelId,
  }));

  return (
    <div className="page">
      <PageHeader title={t('nav.promotions')} subtitle={t('promotions.subtitle')} icon="gift" />
      <div className="promo-toolbar">
        {/* While the list loads, "All" holds the tabs' place: the row keeps its height when the rest come. */}
        {query.isPending || categories.length > 0 ? (
          <Tabs
            tabs={tabs}
            selected={current}
            onSelect={setTab}
            label={t('promo.categoriesLabel')}
            className="tabs promo-tabs"
          />
        ) : (
          <span />
        )}
        <RedeemCode />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${current}`} className="promo-panel">
        <QueryView
          query={query}
          spinnerSize="lg"
          empty={{ icon: 'gift', title: t('promotions.empty'), description: t('promotions.emptyHint') }}
        >
          {() =>
            shown.length === 0 ? (
              <EmptyState icon="gift" title={t('promotions.empty')} />
            ) : (
              <div className="promo-grid">
                {shown.map((card) => (
                  <PromotionCardView key={card.id} card={card} />
                ))}
              </div>
            )
          }
        </QueryView>
      </div>
      {/* Under the list once it has come: arriving first, the list would push it down as it loads. */}
      {query.isPending ? null : <PromotionNews />}
      {openId ? (
        <PromotionDetailDialog
          id={openId}
          known={cards.find((card) => card.id === openId)}
          onClose={() =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.delete('id');
                return next;
              },
              { preventScrollReset: true },
            )
          }
        />
      ) : null}
    </div>
  );
}
