import type { TPromotionCard, TPromotionDetail } from '@portal/contracts/endpoints';
import { Dialog, Icon, QueryView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { RichText } from '@/components/ui/rich-text';
import { StatusBadge } from '@/components/ui/status';
import { formatTimestamp } from '@/lib/format';
import { useSession } from '@/lib/session';
import { PromotionAction } from './actions';
import { promotionQuery } from './api';
import { BonusTermsView } from './bonus-terms';
import { BonusStateBadge, PromotionStateBadge, WageringProgress } from './parts';
import { Claimable, PromotionDates } from './promotion-card';
import { RaffleView } from './raffle-view';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="promo-section" aria-labelledby={id}>
      <h4 id={id} className="promo-section__title">
        {title}
      </h4>
      {children}
    </section>
  );
}

const APPLICATION_TONES = { APPLYING: 'pending', APPROVED: 'success', REJECTED: 'danger' } as const;

function Mine({ detail }: { detail: TPromotionDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {detail.applications.length > 0 ? (
        <Section title={t('promo.detail.applications')}>
          <ul className="promo-list">
            {detail.applications.map((application) => (
              <li key={application.id} className="promo-list__item">
                <div className="promo-list__head">
                  <StatusBadge tone={APPLICATION_TONES[application.state]}>
                    {t(`promo.applicationStates.${application.state}`)}
                  </StatusBadge>
                  <time dateTime={application.createdAt}>{formatTimestamp(application.createdAt)}</time>
                </div>
                {application.remark ? <p>{application.remark}</p> : null}
                <p className="promo-muted">{t('promo.detail.imagesSent', { count: application.images })}</p>
                {application.note ? (
                  <p>
                    <strong>{t('promo.detail.reply')}</strong> {application.note}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.grants.length > 0 ? (
        <Section title={t('promo.detail.grants')}>
          <ul className="promo-list">
            {detail.grants.map((grant) => (
              <li key={grant.id} className="promo-list__item">
                <div className="promo-list__head">
                  <span>
                    <Money amount={grant.amount} withCurrency />
                  </span>
                  <BonusStateBadge state={grant.state} />
                </div>
                {grant.state === 'ACTIVE' ? <WageringProgress grant={grant} /> : null}
                <p className="promo-muted">
                  {t('promo.bonus.grantedAt', { time: formatTimestamp(grant.grantedAt) })}
                  {grant.endReason ? ` · ${t(`promo.endReasons.${grant.endReason}`)}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <Link className="promo-link" to="/member?page=bonusDetails">
            {t('promo.detail.allBonuses')}
          </Link>
        </Section>
      ) : null}
    </>
  );
}

/** The body of a promotion: what it is, its button, its rules in plain words, the raffle, the terms, mine. */
function DetailBody({ detail, onLeave }: { detail: TPromotionDetail; onLeave: () => void }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { card } = detail;
  const contributions = detail.contributions ?? detail.grants[0]?.contributions ?? null;
  return (
    <div className="promo-detail">
      {card.imageUrl ? <img src={card.imageUrl} alt="" className="promo-detail__image" /> : null}
      <div className="promo-detail__head">
        <PromotionStateBadge state={card.state} />
        <span className="promo-detail__dates">
          <Icon name="clock" size={14} />
          <PromotionDates card={card} />
        </span>
      </div>
      <p className="promotion-card__reward">
        <Icon name="sparkle" size={16} />
        <span>{card.rewardText}</span>
      </p>
      {card.stateNote ? <p className="promotion-card__note">{card.stateNote}</p> : null}
      <Claimable card={card} />
      <PromotionAction card={card} />
      {detail.body ? <RichText html={detail.body} onInternalLink={onLeave} /> : null}
      {detail.bonusTerms ? (
        <Section title={t('promo.detail.bonusRules')}>
          <BonusTermsView terms={detail.bonusTerms} contributions={contributions} />
        </Section>
      ) : null}
      {card.trigger === 'RAFFLE' ? <RaffleView promotionId={card.id} /> : null}
      {detail.terms ? (
        <Section title={t('promo.detail.terms')}>
          <RichText html={detail.terms} onInternalLink={onLeave} />
        </Section>
      ) : null}
      {status === 'member' || status === 'agent' ? <Mine detail={detail} /> : null}
    </div>
  );
}

/**
 * A promotion opened from its card (/promotions?id=…): a dialog, so the list stays where it was
 * and the address can be shared.
 */
export function PromotionDetailDialog({
  id,
  known,
  onClose,
}: {
  id: string;
  /** The card from the list, for the title while the rest loads. */
  known: TPromotionCard | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useQuery(promotionQuery(id, i18n.language));
  const title = query.data?.card.title ?? known?.title ?? t('promo.detail.title');
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <QueryView query={query}>{(detail) => <DetailBody detail={detail} onLeave={onClose} />}</QueryView>
    </Dialog>
  );
}
