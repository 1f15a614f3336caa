import type { TLiveEvent } from '@portal/contracts';
import type { TLeaderboardView, TLoyaltyReward, TMissionCard, TStanding } from '@portal/contracts/endpoints';
import { Button, QueryView, Tabs } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrency } from '@/components/ui/money';
import { StatusBadge, type Tone } from '@/components/ui/status';
import { ApiError } from '@/lib/api-client';
import { liveConnection } from '@/lib/live-connection';
import { useRequestId } from '@/lib/request-id';
import { unreadQueryKey } from '@/shared/messages/unread';
import { balanceQueryKey } from '@/shared/wallet/balance';
import { claimMission, leaderboardQuery, missionSummaryQuery, missionsQueryKey } from './api';
import './missions.css';

const TABS = ['missions', 'leaderboard'] as const;
/** How long after a live notice the page reads again (the notice may come just before its commit). */
const LIVE_READ_DELAY_MS = 400;
type Tab = (typeof TABS)[number];

const STATE_TONE: Record<TMissionCard['state'], Tone> = {
  IN_PROGRESS: 'pending',
  COMPLETED: 'success',
  CLAIMED: 'neutral',
};

/** The clock, read again every second while a countdown shows. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "Resets in 3 d 04:05:06" until an instant; nothing once it has passed. */
function Countdown({ until, label }: { until: string; label: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = Math.floor((Date.parse(until) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <span className="mission-countdown">
      {label}{' '}
      <time dateTime={until} className="mission-countdown__time">
        {days > 0 ? t('missions.days', { days, time }) : time}
      </time>
    </span>
  );
}

/** A reward in words: "BDT 10.00", "BDT 50.00 bonus (3× wagering)", "131,000 points". */
function useRewardText() {
  const { t, i18n } = useTranslation();
  const { currency, format } = useCurrency();
  return (reward: TLoyaltyReward): string => {
    if (reward.kind === 'POINTS')
      return t('missions.reward.points', { amount: Number(reward.amount).toLocaleString(i18n.language) });
    const money = `${currency} ${format(reward.amount)}`;
    return reward.kind === 'BONUS'
      ? t('missions.reward.bonus', { amount: money, multiple: reward.wagerMultiple })
      : t('missions.reward.cash', { amount: money });
  };
}

function MissionProgress({ mission }: { mission: TMissionCard }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const id = useId();
  const figure = (v: string) => (mission.unit === 'MONEY' ? `${currency} ${format(v)}` : v);
  const text = t('missions.progressOf', {
    progress: figure(mission.progress),
    target: figure(mission.target),
  });
  const percent = Math.floor(mission.progressBps / 100);
  return (
    <div className="mission-progress">
      <div className="mission-progress__label">
        <span id={id}>{t('missions.progress')}</span>
        <span className="mission-progress__figures">{text}</span>
      </div>
      <div
        className="mission-progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="mission-progress__fill" style={{ width: `${mission.progressBps / 100}%` }} />
      </div>
    </div>
  );
}

function MissionCardView({
  mission,
  onClaimed,
}: {
  mission: TMissionCard;
  onClaimed: (text: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rewardText = useRewardText();
  const request = useRequestId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      const card = await request.send(mission.id, (requestId) => claimMission(mission.id, requestId));
      queryClient.setQueryData<{ missions: TMissionCard[] }>([...missionsQueryKey, 'summary'], (data) =>
        data ? { ...data, missions: data.missions.map((m) => (m.id === card.id ? card : m)) } : data,
      );
      onClaimed(t('missions.claimDone', { reward: rewardText(card.reward) }));
      void queryClient.invalidateQueries({ queryKey: missionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('missions.claimFailed'));
      void queryClient.invalidateQueries({ queryKey: missionsQueryKey });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      className={`mission-card mission-card--${mission.state.toLowerCase()}`}
      aria-labelledby={titleId}
      data-testid="mission-card"
    >
      <header className="mission-card__head">
        <h3 id={titleId} className="mission-card__title">
          {mission.title}
        </h3>
        <StatusBadge tone={STATE_TONE[mission.state]}>{t(`missions.state.${mission.state}`)}</StatusBadge>
      </header>
      <p className="mission-card__meta">
        <span className="mission-card__period">{t(`missions.period.${mission.period}`)}</span>
        {mission.description ? <span>{mission.description}</span> : null}
      </p>
      <MissionProgress mission={mission} />
      <dl className="mission-card__facts">
        <div>
          <dt>{t('missions.rewardLabel')}</dt>
          <dd className="mission-card__reward">{rewardText(mission.reward)}</dd>
        </div>
      </dl>
      <div className="mission-card__foot">
        {mission.resetsAt ? (
          <Countdown until={mission.resetsAt} label={t('missions.resetsIn')} />
        ) : (
          <span className="mission-countdown">{t('missions.once')}</span>
        )}
        {mission.state === 'COMPLETED' ? (
          <Button size="sm" onClick={() => void claim()} disabled={busy} aria-describedby={titleId}>
            {busy ? t('missions.claiming') : t('missions.claim')}
          </Button>
        ) : mission.state === 'CLAIMED' ? (
          <span className="mission-card__claimed">{t('missions.claimedNote')}</span>
        ) : null}
      </div>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}

function MissionsTab() {
  const { t } = useTranslation();
  const summary = useQuery(missionSummaryQuery);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <QueryView
      query={summary}
      empty={{ icon: 'star', title: t('missions.empty'), description: t('missions.emptyHint') }}
      isEmpty={(data) => data.missions.length === 0}
    >
      {(data) => (
        <>
          <p className="mission-notice" role="status">
            {notice ?? (data.unclaimed > 0 ? t('missions.unclaimed', { count: data.unclaimed }) : '')}
          </p>
          <div className="mission-list">
            {data.missions.map((m) => (
              <MissionCardView key={m.id} mission={m} onClaimed={setNotice} />
            ))}
          </div>
        </>
      )}
    </QueryView>
  );
}

function Standings({
  rows,
  board,
  caption,
}: {
  rows: TStanding[];
  board: TLeaderboardView;
  caption: string;
}) {
  const { t } = useTranslation();
  const score = useScoreText(board);
  return (
    <table className="board-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('missions.board.rank')}</th>
          <th scope="col">{t('missions.board.player')}</th>
          <th scope="col">{t('missions.board.score')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.rank}
            className={row.me ? 'board-table__me' : undefined}
            aria-current={row.me ? 'true' : undefined}
          >
            <td className="board-table__rank">{row.rank}</td>
            <td>
              {row.name}
              {row.me ? <span className="board-table__you"> ({t('missions.board.you')})</span> : null}
            </td>
            <td className="board-table__score">{score(row.score)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function useScoreText(board: Pick<TLeaderboardView, 'metric'>) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  return (score: string) =>
    board.metric === 'VALID_BET'
      ? `${currency} ${format(score)}`
      : t('missions.board.multiple', { value: score });
}

function BoardView({ board }: { board: TLeaderboardView }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const rewardText = useRewardText();
  const score = useScoreText(board);
  return (
    <div className="board">
      <header className="board__head">
        <h3 className="board__title">{board.title}</h3>
        <p className="board__meta">
          {t(`missions.board.metric.${board.metric}`)} · {t(`missions.period.${board.period}`)}
          {board.metric === 'WIN_MULTIPLIER' && board.minStake !== '0' && Number(board.minStake) > 0
            ? ` · ${t('missions.board.minStake', { amount: `${currency} ${format(board.minStake)}` })}`
            : ''}
        </p>
        <Countdown until={board.endsAt} label={t('missions.board.endsIn')} />
      </header>
      <section className="board__mine" aria-label={t('missions.board.myPlace')}>
        <span className="board__mine-label">{t('missions.board.myPlace')}</span>
        <strong className="board__mine-rank">
          {board.me.rank === null ? t('missions.board.notRanked') : `#${board.me.rank}`}
        </strong>
        <span className="board__mine-score">{score(board.me.score)}</span>
      </section>
      <section aria-labelledby="board-prizes">
        <h4 id="board-prizes" className="board__subtitle">
          {t('missions.board.prizes')}
        </h4>
        <ol className="board-prizes">
          {board.prizes.map((p) => (
            <li key={p.rank}>
              <span className="board-prizes__rank">#{p.rank}</span> {rewardText(p.reward)}
            </li>
          ))}
        </ol>
      </section>
      {board.top.length === 0 ? (
        <p className="board__empty">{t('missions.board.noScores')}</p>
      ) : (
        <Standings rows={board.top} board={board} caption={t('missions.board.top')} />
      )}
      <section aria-labelledby="board-last">
        <h4 id="board-last" className="board__subtitle">
          {board.last
            ? t('missions.board.last', { period: board.last.periodKey })
            : t('missions.board.lastTitle')}
        </h4>
        {board.last && board.last.winners.length > 0 ? (
          <ol className="board-winners">
            {board.last.winners.map((w) => (
              <li key={w.rank} className={w.me ? 'board-winners__me' : undefined}>
                <span className="board-prizes__rank">#{w.rank}</span> {w.name} · {score(w.score)}
                {w.reward ? ` · ${rewardText(w.reward)}` : ''}
              </li>
            ))}
          </ol>
        ) : (
          <p className="board__empty">{t('missions.board.noLast')}</p>
        )}
      </section>
    </div>
  );
}

function LeaderboardTab() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const answer = useQuery(leaderboardQuery(picked));
  const selectId = useId();
  return (
    <QueryView
      query={answer}
      empty={{ icon: 'jackpot', title: t('missions.board.none') }}
      isEmpty={(data) => data.board === null}
    >
      {(data) =>
        data.board ? (
          <>
            {data.boards.length > 1 ? (
              <div className="board-picker">
                <label htmlFor={selectId}>{t('missions.board.pick')}</label>
                <select
                  id={selectId}
                  value={data.board.id}
                  onChange={(event) => setPicked(event.target.value)}
                  className="input"
                >
                  {data.boards.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.title}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <BoardView board={data.board} />
          </>
        ) : null
      }
    </QueryView>
  );
}

/**
 * missionLeaderboard (spec: mission activity; issue 19): my missions with their progress, reward,
 * reset countdown and Claim, told live when one completes; and the leaderboards with the current
 * period's top places (masked names), my place, the prizes and the last winners.
 */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'leaderboard' ? 'leaderboard' : 'missions';
  const baseId = useId();

  // A mission of mine moved (progress, completed, claimed): read the summary again a moment
  // later, once the change that told it has committed; several notices in a burst read it once.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = liveConnection.subscribe((message) => {
      const event = message as unknown as TLiveEvent;
      if (event.type !== 'mission') return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: missionsQueryKey });
        void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      }, LIVE_READ_DELAY_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
      stop();
    };
  }, [queryClient]);

  const select = (next: Tab) => {
    const copy = new URLSearchParams(params);
    if (next === 'missions') copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  };

  return (
    <div className="missions-page">
      <Tabs
        tabs={TABS.map((id) => ({
          id,
          label: t(`missions.tabs.${id}`),
          tabId: `${baseId}-tab-${id}`,
          panelId: `${baseId}-panel-${id}`,
        }))}
        selected={tab}
        onSelect={select}
        label={t('missions.tabsLabel')}
        className="tabs missions-tabs"
      />
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'missions' ? <MissionsTab /> : <LeaderboardTab />}
      </div>
    </div>
  );
}
