import type { TBonusGrant, TRewardCentre } from '@portal/contracts/endpoints';
import { Button, Pager, QueryView, SelectField } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordsBody, RecordsTable } from '@/components/records/records';
import { Money, useCurrency } from '@/components/ui/money';
import { Panel } from '@/components/ui/status';
import { ApiError } from '@/lib/api-client';
import { useFlag } from '@/lib/config';
import { formatTimestamp } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { unreadQueryKey } from '@/shared/messages/unread';
import { balanceQueryKey } from '@/shared/wallet/balance';
import {
  claimPromotion,
  promotionsQueryKey,
  REWARD_KIND_LIST,
  type RewardKind,
  rewardCentreQuery,
  rewardHistoryQuery,
  rewardsQueryKey,
} from './api';
import { ForfeitDialog } from './forfeit-dialog';
import { BonusStateBadge, Countdown, WageringProgress } from './parts';

/** The limits of a grant stated plainly: largest bet and what may convert. */
export function GrantLimits({ grant }: { grant: TBonusGrant }) {
  const { t } = useTranslation();
  return (
    <dl className="facts">
      <div>
        <dt>{t('promo.bonus.amount')}</dt>
        <dd>
          <Money amount={grant.amount} withCurrency />
        </dd>
      </div>
      {grant.state === 'ACTIVE' ? (
        <div>
          <dt>{t('promo.bonus.balance')}</dt>
          <dd>
            <Money amount={grant.balance} withCurrency />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('promo.bonus.maxBet')}</dt>
        <dd>{grant.maxBet ? <Money amount={grant.maxBet} withCurrency /> : t('promo.bonus.noMaxBet')}</dd>
      </div>
      <div>
        <dt>{t('promo.bonus.maxConversion')}</dt>
        <dd>
          {grant.maxConversion ? (
            <Money amount={grant.maxConversion} withCurrency />
          ) : (
            t('promo.bonus.noMaxConversion')
          )}
        </dd>
      </div>
    </dl>
  );
}

function ActiveBonus({ grant }: { grant: TBonusGrant | null }) {
  const { t } = useTranslation();
  const [forfeit, setForfeit] = useState(false);
  if (!grant) {
    return (
      <Panel icon="gift" title={t('promo.centre.active')}>
        <p className="promo-muted">{t('promo.centre.noActive')}</p>
        <Link className="promo-link" to="/promotions">
          {t('promo.centre.seePromotions')}
        </Link>
      </Panel>
    );
  }
  return (
    <Panel
      icon="gift"
      title={t('promo.centre.active')}
      status={<BonusStateBadge state={grant.state} />}
      className="promo-active"
    >
      <h4 className="promo-active__title">{grant.title}</h4>
      <WageringProgress grant={grant} />
      {grant.expiresAt ? (
        <p className="promo-active__expiry">
          <Countdown until={grant.expiresAt} label="endsIn" />
        </p>
      ) : null}
      <GrantLimits grant={grant} />
      <p className="promo-muted">{t('promo.centre.rules')}</p>
      <div className="form__actions">
        <Button variant="danger" size="sm" onClick={() => setForfeit(true)}>
          {t('promo.forfeit.button')}
        </Button>
      </div>
      {forfeit ? <ForfeitDialog grant={grant} onClose={() => setForfeit(false)} /> : null}
    </Panel>
  );
}

function QueuedBonus({ grant }: { grant: TBonusGrant }) {
  const { t } = useTranslation();
  const [forfeit, setForfeit] = useState(false);
  return (
    <li className="promo-list__item">
      <div className="promo-list__head">
        <strong>{grant.title}</strong>
        <BonusStateBadge state={grant.state} />
      </div>
      <p>
        <Money amount={grant.amount} withCurrency /> · {t('promo.centre.queuedHint')}
      </p>
      <div>
        <Button variant="ghost" size="sm" onClick={() => setForfeit(true)}>
          {t('promo.forfeit.button')}
        </Button>
      </div>
      {forfeit ? <ForfeitDialog grant={grant} onClose={() => setForfeit(false)} /> : null}
    </li>
  );
}

function ClaimRow({ item }: { item: TRewardCentre['claimable'][number] }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const queryClient = useQueryClient();
  const ids = useRequestId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function claim() {
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await ids.send({ claim: item.promotionId }, (requestId) =>
        claimPromotion(item.promotionId, requestId),
      );
      const money = (amount: string) => `${currency} ${format(amount)}`;
      setMessage({
        ok: true,
        text: outcome.grant
          ? outcome.grant.state === 'ACTIVE'
            ? t('promo.outcome.bonusActive', {
                amount: money(outcome.grant.amount),
                required: money(outcome.grant.wagerRequired),
              })
            : t('promo.outcome.bonusQueued', { amount: money(outcome.grant.amount) })
          : outcome.paid
            ? t('promo.outcome.paid', { amount: money(outcome.paid) })
            : t('promo.outcome.state', { state: t(`promo.states.${outcome.card.state}`) }),
      });
      for (const queryKey of [rewardsQueryKey, promotionsQueryKey, balanceQueryKey, unreadQueryKey])
        void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : t('errors.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="promo-list__item" aria-label={item.title}>
      <div className="promo-list__head">
        <strong>{item.title}</strong>
        <span>
          {item.amount ? <Money amount={item.amount} withCurrency /> : null}
          {item.tickets ? t('promo.card.claimableTickets', { count: item.tickets }) : null}
        </span>
      </div>
      {item.expiresAt ? (
        <p className="promo-muted">{t('promo.centre.claimBy', { time: formatTimestamp(item.expiresAt) })}</p>
      ) : null}
      <div>
        <Button size="sm" busy={busy} onClick={() => void claim()}>
          {t('promo.actions.CLAIM')}
        </Button>
      </div>
      {message ? (
        <p
          className={`promo-action__message${message.ok ? '' : ' promo-action__message--error'}`}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
    </li>
  );
}

function RewardHistory() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<RewardKind | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuery(rewardHistoryQuery(kind || undefined, page));
  return (
    <Panel icon="clock" title={t('promo.history.title')}>
      <div className="toolbar records-toolbar">
        <SelectField
          label={t('promo.history.kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as RewardKind | '');
            setPage(1);
          }}
        >
          <option value="">{t('promo.history.allKinds')}</option>
          {REWARD_KIND_LIST.map((k) => (
            <option key={k} value={k}>
              {t(`promo.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{ icon: 'gift', title: t('promo.history.empty'), hint: t('promo.history.emptyHint') }}
      >
        {(data) => (
          <>
            <RecordsTable
              caption={t('promo.history.title')}
              rows={data.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'at',
                  header: t('promo.history.at'),
                  cell: (row) => <time dateTime={row.at}>{formatTimestamp(row.at)}</time>,
                },
                {
                  id: 'kind',
                  header: t('promo.history.kindColumn'),
                  cell: (row) => t(`promo.kinds.${row.kind}`),
                },
                { id: 'title', header: t('promo.history.what'), cell: (row) => row.title, rowHeader: true },
                {
                  id: 'amount',
                  header: t('promo.history.amount'),
                  className: 'num',
                  cell: (row) =>
                    row.amount ? (
                      <Money amount={row.amount} />
                    ) : row.tickets ? (
                      t('promo.card.claimableTickets', { count: row.tickets })
                    ) : (
                      '—'
                    ),
                },
                {
                  id: 'state',
                  header: t('promo.history.state'),
                  cell: (row) =>
                    i18n.exists(`promo.rewardStates.${row.state}`)
                      ? t(`promo.rewardStates.${row.state}` as 'promo.rewardStates.CLAIMED')
                      : row.state,
                },
              ]}
            />
            <Pager
              current={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('promo.history.title')}
            />
          </>
        )}
      </RecordsBody>
    </Panel>
  );
}

/**
 * rewardCenter (spec section 2; ADR 0039): the bonus wallet, the active bonus with its wagering,
 * countdown, limits and Forfeit, the queued bonuses, rewards waiting to be claimed, the manual
 * rebate waiting (MANPLAYREB3) and every reward received. Live `bonus` and `reward` events keep it
 * current (shared/promotions/live.ts).
 */
export function RewardCentrePage() {
  const { t } = useTranslation();
  const manualRebate = useFlag('MANPLAYREB3');
  const query = useQuery(rewardCentreQuery);
  return (
    <div className="panels">
      <QueryView query={query} spinnerSize="lg">
        {(centre) => (
          <>
            <Panel icon="wallet" title={t('promo.centre.wallet')}>
              <div className="wallet-total">
                <span className="wallet-total__label">{t('promo.centre.bonusBalance')}</span>
                <span className="wallet-total__value" data-testid="bonus-balance">
                  <Money amount={centre.bonusBalance} withCurrency />
                </span>
              </div>
              <p className="promo-muted">{t('promo.centre.walletHint')}</p>
            </Panel>
            <ActiveBonus grant={centre.active} />
            {centre.queued.length > 0 ? (
              <Panel icon="clock" title={t('promo.centre.queued')}>
                <ul className="promo-list">
                  {centre.queued.map((grant) => (
                    <QueuedBonus key={grant.id} grant={grant} />
                  ))}
                </ul>
              </Panel>
            ) : null}
            <Panel icon="crown" title={t('promo.centre.claimable')}>
              {centre.claimable.length === 0 ? (
                <p className="promo-muted">{t('promo.centre.nothingToClaim')}</p>
              ) : (
                <ul className="promo-list">
                  {centre.claimable.map((item) => (
                    <ClaimRow key={item.promotionId} item={item} />
                  ))}
                </ul>
              )}
            </Panel>
            {manualRebate && centre.rebate !== null ? (
              <Panel icon="refresh" title={t('promo.rebate.title')}>
                <p>
                  {t('promo.rebate.waiting')} <Money amount={centre.rebate} withCurrency />
                </p>
                <Link className="promo-link" to="/member?page=manualRebate">
                  {t('promo.rebate.open')}
                </Link>
              </Panel>
            ) : null}
          </>
        )}
      </QueryView>
      <RewardHistory />
    </div>
  );
}
