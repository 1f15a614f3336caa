import type { TPromotionCard } from '@portal/contracts/endpoints';
import { Icon, type IconName } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { formatDay } from '@/lib/format';
import { PromotionAction } from './actions';
import { Countdown, PromotionStateBadge } from './parts';

/** When it runs: a countdown before it starts, else its days (or that it has no end). */
export function PromotionDates({ card }: { card: TPromotionCard }) {
  const { t } = useTranslation();
  if (card.state === 'COMING_SOON') return <Countdown until={card.startsAt} label="startsIn" />;
  return (
    <span>
      {card.endsAt
        ? t('promo.card.dates', { start: day(card.startsAt), end: day(card.endsAt) })
        : t('promo.card.noEnd', { start: day(card.startsAt) })}
    </span>
  );
}

const day = (at: string) => formatDay(new Date(at));

/** What waits to be claimed: money, or tickets for a raffle. */
export function Claimable({ card }: { card: TPromotionCard }) {
  const { t } = useTranslation();
  if (card.claimable === null) return null;
  return (
    <p className="promotion-card__claimable">
      {card.trigger === 'RAFFLE' ? (
        t('promo.card.claimableTickets', { count: Number(card.claimable) })
      ) : (
        <>
          {t('promo.card.claimable')} <Money amount={card.claimable} withCurrency />
        </>
      )}
    </p>
  );
}

/** The artwork of a promotion without an image: its category's icon on its category's colours. */
const CATEGORY_ICONS: Record<TPromotionCard['category'], IconName> = {
  NEW_MEMBER: 'gift',
  DEPOSIT: 'wallet',
  CASHBACK: 'refresh',
  RAFFLE: 'lottery',
  EVENT: 'star',
};

/** One promotion in the list: image, state, title, summary, reward, dates, details and its button. */
export function PromotionCardView({ card }: { card: TPromotionCard }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="promotion-card" aria-labelledby={titleId} data-testid={`promotion-${card.slug}`}>
      <div className="promotion-card__media" data-category={card.category}>
        {card.imageUrl ? (
          <img src={card.imageUrl} alt="" loading="lazy" className="promotion-card__image" />
        ) : (
          <span className="promotion-card__placeholder" aria-hidden="true">
            <Icon name={CATEGORY_ICONS[card.category]} size={44} />
          </span>
        )}
        <span className="promotion-card__badge">
          <PromotionStateBadge state={card.state} />
        </span>
      </div>
      <div className="promotion-card__body">
        <h3 id={titleId} className="promotion-card__title">
          {card.title}
        </h3>
        {card.summary ? <p className="promotion-card__summary">{card.summary}</p> : null}
        <p className="promotion-card__reward">
          <Icon name="sparkle" size={16} />
          <span>{card.rewardText}</span>
        </p>
        {card.stateNote ? <p className="promotion-card__note">{card.stateNote}</p> : null}
        <Claimable card={card} />
        <p className="promotion-card__dates">
          <Icon name="clock" size={14} />
          <PromotionDates card={card} />
        </p>
        <div className="promotion-card__actions">
          <Link
            className="btn btn--ghost btn--sm"
            to={`/promotions?id=${encodeURIComponent(card.id)}`}
            aria-label={t('promo.card.detailsOf', { title: card.title })}
            preventScrollReset
          >
            {t('promo.card.details')}
          </Link>
          <PromotionAction card={card} size="sm" describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}
