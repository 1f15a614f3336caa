import type { TLiveEvent } from '@portal/contracts';
import type { TVipLadder, TVipLevel, TVipReward, TVipStatus } from '@portal/contracts/endpoints';
import { Icon, QueryView } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';
import { useCurrency } from '@/components/ui/money';
import { useFlag } from '@/lib/config';
import { liveConnection } from '@/lib/live-connection';
import { useSession } from '@/lib/session';
import { multiplierText, onVipEvent, percentText, vipLadderQuery, vipStatusQuery } from './api';
import './vip.css';

/** "VIP 3 · Gold" */
function LevelBadge({
  level,
  name,
  style,
  large = false,
}: {
  level: number;
  name: string;
  style: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className={`vip-badge vip-badge--${style}${large ? ' vip-badge--large' : ''}`}>
      <Icon name="crown" />
      <span className="vip-badge__level">{t('vip.levelShort', { level })}</span>
      <span className="vip-badge__name">{name}</span>
    </span>
  );
}

function useRewardText() {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  return (reward: TVipReward) => {
    if (reward.kind === 'POINTS')
      return t('vip.rewardPoints', { points: Number(reward.amount).toLocaleString() });
    const money = `${currency} ${format(reward.amount)}`;
    return reward.kind === 'BONUS'
      ? t('vip.rewardBonus', { amount: money, times: reward.wagerMultiple })
      : t('vip.rewardCash', { amount: money });
  };
}

function Measure({
  label,
  measure,
}: {
  label: string;
  measure: NonNullable<TVipStatus['next']>['validBet'];
}) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const done = measure.bps >= 10_000;
  return (
    <div className="vip-measure">
      <div className="vip-measure__head">
        <span className="vip-measure__label">{label}</span>
        <span className="vip-measure__figures">
          {format(measure.have)} / {format(measure.need)}
        </span>
      </div>
      <div
        className="vip-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(measure.bps / 100)}
      >
        <span className="vip-bar__fill" style={{ width: `${measure.bps / 100}%` }} />
      </div>
      <span className={`vip-measure__left${done ? ' vip-measure__left--done' : ''}`}>
        {done ? t('vip.met') : t('vip.left', { amount: `${currency} ${format(measure.left)}` })}
      </span>
    </div>
  );
}

function StatusCard({ status, ladder }: { status: TVipStatus; ladder: TVipLadder }) {
  const { t, i18n } = useTranslation();
  const { currency, format } = useCurrency();
  const rewardText = useRewardText();
  const titleId = useId();
  const points = useFlag('PTSYS3');
  const rebate = useFlag('MANPLAYREB3');
  return (
    <section className="vip-status" aria-labelledby={titleId} data-testid="vip-status">
      <div className="vip-status__top">
        <h2 id={titleId} className="vip-status__title">
          {t('vip.yourLevel')}
        </h2>
        <LevelBadge level={status.level} name={status.name} style={status.style} large />
      </div>
      {status.notice ? (
        <p className="vip-notice" role="status">
          {t('vip.notice', {
            level:
              ladder.levels.find((l) => l.level === status.notice?.toLevel)?.name ?? status.notice.toLevel,
            date: new Date(status.notice.reviewAt).toLocaleDateString(i18n.language),
          })}
        </p>
      ) : null}
      {status.next ? (
        <div className="vip-progress">
          <p className="vip-progress__title">
            {t('vip.toNext', {
              name: status.next.name,
              level: status.next.level,
              percent: Math.floor(status.next.bps / 100),
            })}
          </p>
          <Measure label={t('vip.validBet')} measure={status.next.validBet} />
          <Measure label={t('vip.deposits')} measure={status.next.deposits} />
          <p className="vip-progress__hint">
            {status.basis === 'ROLLING'
              ? t('vip.measuredRolling', { days: ladder.rollingDays })
              : t('vip.measuredLifetime')}
          </p>
        </div>
      ) : (
        <p className="vip-progress__top">{t('vip.topLevel')}</p>
      )}
      <dl className="vip-perks">
        {points ? (
          <div>
            <dt>{t('vip.perkPoints')}</dt>
            <dd>{t('vip.multiplier', { value: multiplierText(status.perks.pointsMultiplierBps) })}</dd>
          </div>
        ) : null}
        {rebate ? (
          <div>
            <dt>{t('vip.perkRebate')}</dt>
            <dd>
              {status.perks.rebateExtraBps > 0
                ? t('vip.extraRate', { value: percentText(status.perks.rebateExtraBps) })
                : t('vip.none')}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('vip.perkWithdrawal')}</dt>
          <dd>
            {status.perks.withdrawalDailyLimit
              ? `${currency} ${format(status.perks.withdrawalDailyLimit)}`
              : t('vip.standardLimits')}
          </dd>
        </div>
        {status.perks.contact ? (
          <div className="vip-perks__contact">
            <dt>{t('vip.perkContact')}</dt>
            <dd data-testid="vip-contact">{status.perks.contact}</dd>
          </div>
        ) : null}
      </dl>
      {status.rewards.length > 0 ? (
        <div className="vip-received">
          <h3 className="vip-received__title">{t('vip.received')}</h3>
          <ul>
            {status.rewards.map((r) => (
              <li key={r.level}>
                <span>
                  {ladder.levels.find((l) => l.level === r.level)?.name ??
                    t('vip.levelShort', { level: r.level })}
                </span>
                <span className="vip-received__amount">{rewardText(r)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function LevelCard({ level, current }: { level: TVipLevel; current: boolean }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const rewardText = useRewardText();
  // A perk of a feature the brand has switched off is no perk: it is not shown.
  const points = useFlag('PTSYS3');
  const rebate = useFlag('MANPLAYREB3');
  return (
    <li
      className={`vip-level vip-level--${level.style}${current ? ' vip-level--current' : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      <div className="vip-level__head">
        <LevelBadge level={level.level} name={level.name} style={level.style} />
        {current ? <span className="vip-level__you">{t('vip.you')}</span> : null}
      </div>
      {level.level === 0 ? (
        <p className="vip-level__needs">{t('vip.everyone')}</p>
      ) : (
        <p className="vip-level__needs">
          {t('vip.needs', {
            validBet: `${currency} ${format(level.validBet)}`,
            deposits: `${currency} ${format(level.deposits)}`,
          })}
        </p>
      )}
      <ul className="vip-level__perks">
        {points ? <li>{t('vip.pointsPerk', { value: multiplierText(level.pointsMultiplierBps) })}</li> : null}
        {rebate && level.rebateExtraBps > 0 ? (
          <li>{t('vip.rebatePerk', { value: percentText(level.rebateExtraBps) })}</li>
        ) : null}
        {level.withdrawalDailyLimit ? (
          <li>{t('vip.withdrawalPerk', { amount: `${currency} ${format(level.withdrawalDailyLimit)}` })}</li>
        ) : null}
        {level.hasContact ? <li>{t('vip.contactPerk')}</li> : null}
        {level.reward ? (
          <li className="vip-level__reward">{t('vip.rewardPerk', { reward: rewardText(level.reward) })}</li>
        ) : null}
      </ul>
    </li>
  );
}

function Rules({ ladder }: { ladder: TVipLadder }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="panel vip-rules" aria-labelledby={titleId}>
      <header className="panel__header">
        <h2 id={titleId} className="panel__title">
          {t('vip.rulesTitle')}
        </h2>
      </header>
      <div className="panel__body">
        <ul>
          <li>
            {ladder.basis === 'ROLLING'
              ? t('vip.ruleRolling', { days: ladder.rollingDays })
              : t('vip.ruleLifetime')}
          </li>
          <li>{t('vip.ruleUp')}</li>
          <li>{t('vip.ruleReward')}</li>
          <li>{ladder.downgrades ? t('vip.ruleDown', { days: ladder.noticeDays }) : t('vip.ruleNoDown')}</li>
        </ul>
      </div>
    </section>
  );
}

function MyStatus({ ladder }: { ladder: TVipLadder }) {
  const { i18n } = useTranslation();
  const status = useQuery(vipStatusQuery(i18n.language));
  return <QueryView query={status}>{(data) => <StatusCard status={data} ladder={ladder} />}</QueryView>;
}

/**
 * /vip (issue 19; ADR 0040): my level, progress to the next (valid bet and deposits, what is
 * left), my perks and the rewards I received, any notice of a review; the whole ladder with what
 * each level needs and gives; the rules in plain words. Visitors see the ladder and a way to log
 * in. The status follows live `{type:'vip'}` events.
 */
export function VipPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { status: session } = useSession();
  const ladder = useQuery(vipLadderQuery(i18n.language));
  const ladderTitle = useId();
  const signedIn = session === 'member' || session === 'agent';

  useEffect(
    () =>
      liveConnection.subscribe((message) => {
        const event = message as unknown as TLiveEvent;
        if (event.type === 'vip') onVipEvent(queryClient, event);
      }),
    [queryClient],
  );

  return (
    <div className="page vip-page">
      <PageHeader title={t('vip.title')} subtitle={t('vip.subtitle')} icon="crown" />
      <QueryView query={ladder} spinnerSize="lg">
        {(data) => (
          <div className="vip-layout">
            <LoginRequired icon="crown" title={t('vip.loginTitle')} description={t('vip.loginText')}>
              <MyStatus ladder={data} />
            </LoginRequired>
            <section className="vip-ladder" aria-labelledby={ladderTitle}>
              <h2 id={ladderTitle} className="vip-ladder__title">
                {t('vip.ladderTitle')}
              </h2>
              <ol className="vip-ladder__list">
                {data.levels.map((level) => (
                  <LadderItem key={level.level} level={level} signedIn={signedIn} />
                ))}
              </ol>
            </section>
            <Rules ladder={data} />
          </div>
        )}
      </QueryView>
    </div>
  );
}

function LadderItem({ level, signedIn }: { level: TVipLevel; signedIn: boolean }) {
  const { i18n } = useTranslation();
  const status = useQuery({ ...vipStatusQuery(i18n.language), enabled: signedIn });
  return <LevelCard level={level} current={signedIn && status.data?.level === level.level} />;
}
