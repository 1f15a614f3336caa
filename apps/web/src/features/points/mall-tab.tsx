import type { TMallItem, TPointMall } from '@portal/contracts/endpoints';
import { Button, EmptyState, Icon, QueryView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/components/ui/money';
import { pointMallQuery } from './api';
import { groupPoints } from './parts';
import { RedeemDialog } from './redeem-dialog';

const KIND_ICONS = { CASH: 'wallet', BONUS: 'gift', PHYSICAL: 'star' } as const;

function ItemCard({ item, onRedeem }: { item: TMallItem; onRedeem: (item: TMallItem) => void }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const money = (amount: string) => `${currency} ${format(amount)}`;
  const value =
    item.kind === 'PHYSICAL' || item.value === null
      ? null
      : item.kind === 'BONUS'
        ? t('loyaltyPoints.mall.bonusValue', { amount: money(item.value), times: item.wagerMultiple })
        : money(item.value);
  return (
    <li className="mall-card" data-testid="mall-item">
      <div className={`mall-card__art mall-card__art--${item.kind.toLowerCase()}`}>
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" loading="lazy" />
        ) : (
          <Icon name={KIND_ICONS[item.kind]} size={36} />
        )}
        <span className="mall-card__kind">{t(`loyaltyPoints.mall.kinds.${item.kind}`)}</span>
      </div>
      <div className="mall-card__body">
        <h3 className="mall-card__name">{item.name}</h3>
        {item.description ? <p className="mall-card__text">{item.description}</p> : null}
        <dl className="mall-card__facts">
          <div>
            <dt>{t('loyaltyPoints.mall.price')}</dt>
            <dd className="mall-card__price">{groupPoints(item.points)}</dd>
          </div>
          {value ? (
            <div>
              <dt>{t('loyaltyPoints.mall.value')}</dt>
              <dd>{value}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('loyaltyPoints.mall.requirement')}</dt>
            <dd>
              {item.minDeposits
                ? t('loyaltyPoints.mall.requirementValue', { amount: money(item.minDeposits) })
                : t('loyaltyPoints.mall.noRequirement')}
            </dd>
          </div>
          <div>
            <dt>{t('loyaltyPoints.mall.stock')}</dt>
            <dd>
              {item.stock === null
                ? t('loyaltyPoints.mall.unlimited')
                : t('loyaltyPoints.mall.stockLeft', { count: item.stock })}
              {item.perMemberLimit > 0 ? (
                <span className="mall-card__limit">
                  {t('loyaltyPoints.mall.limit', { count: item.perMemberLimit, mine: item.redeemed })}
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('loyaltyPoints.mall.status')}</dt>
            <dd className={item.blockedBy ? 'mall-card__blocked' : 'mall-card__ok'}>
              {item.blockedBy
                ? t(`loyaltyPoints.mall.blocked.${item.blockedBy}`)
                : t('loyaltyPoints.mall.available')}
            </dd>
          </div>
        </dl>
        <Button
          className="mall-card__action"
          disabled={item.blockedBy !== null}
          onClick={() => onRedeem(item)}
          aria-label={`${t('loyaltyPoints.mall.redeem')}: ${item.name}`}
        >
          {t('loyaltyPoints.mall.redeem')}
        </Button>
      </div>
    </li>
  );
}

/** The mall: the brand's items with what each costs, asks for and has left, and whether I can redeem it now. */
export function MallTab({ onDone }: { onDone: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(pointMallQuery(i18n.language));
  const [chosen, setChosen] = useState<TMallItem | null>(null);
  return (
    <QueryView query={query}>
      {(mall: TPointMall) =>
        mall.items.length === 0 ? (
          <EmptyState
            icon="gift"
            title={t('loyaltyPoints.mall.empty')}
            description={t('loyaltyPoints.mall.emptyHint')}
          />
        ) : (
          <>
            <ul className="mall-grid">
              {mall.items.map((item) => (
                <ItemCard key={item.id} item={item} onRedeem={setChosen} />
              ))}
            </ul>
            {chosen ? (
              <RedeemDialog
                item={chosen}
                balance={mall.balance}
                onClose={(text) => {
                  setChosen(null);
                  if (text) onDone(text);
                }}
              />
            ) : null}
          </>
        )
      }
    </QueryView>
  );
}
