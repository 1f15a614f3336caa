import { LOTTERY_PAGES, OWN_PRIZE_MODES, type OwnPrizeMode, type TLotteryLobbyGame } from '@portal/contracts';
import { EmptyState, LoadFailed, Spinner } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useLotteryLobby } from './api';
import { clockText, useServerNow } from './countdown';
import { headline } from './result-board';
import './lottery.css';

/** The order the lobby groups games in: fast games first. */
const MODE_ORDER: OwnPrizeMode[] = ['ZY', 'LOTT', 'SEA'];

const isMode = (value: string | null): value is OwnPrizeMode =>
  value !== null && (OWN_PRIZE_MODES as readonly string[]).includes(value);

/** /lottery: every lottery game by prize mode, with its countdown to close and last result. */
export function LobbyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('prizeMode');
  const mode = isMode(wanted) ? wanted : null;
  const lobby = useLotteryLobby();
  const now = useServerNow(lobby.data?.offsetMs ?? 0);
  const refetch = lobby.refetch;

  // A draw that closed opens the next one: read the lobby again (once a few seconds at most).
  const asked = useRef(0);
  const closed = lobby.data?.list.some((g) => g.draw === null || Date.parse(g.draw.closesAt) <= now) ?? false;
  useEffect(() => {
    if (!closed || lobby.isFetching || Date.now() - asked.current < 3000) return;
    asked.current = Date.now();
    void refetch();
  }, [closed, lobby.isFetching, refetch]);

  const choose = (next: OwnPrizeMode | null) =>
    setParams(next ? { prizeMode: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="page page--wide lotto-page">
      <PageHeader title={t('lotto.title')} subtitle={t('lotto.subtitle')} icon="lottery" />
      <fieldset className="lotto-filter">
        <legend className="visually-hidden">{t('lotto.modeFilter')}</legend>
        {[null, ...MODE_ORDER].map((m) => (
          <button
            key={m ?? 'ALL'}
            type="button"
            className="lotto-chip lotto-chip--wide"
            aria-pressed={mode === m}
            onClick={() => choose(m)}
          >
            {t(`lotto.modes.${m ?? 'ALL'}`)}
          </button>
        ))}
      </fieldset>
      {lobby.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : lobby.isError ? (
        <LoadFailed onRetry={() => lobby.refetch()} />
      ) : lobby.data.list.length === 0 ? (
        <EmptyState icon="lottery" title={t('lotto.noGames')} description={t('lotto.noGamesHint')} />
      ) : (
        MODE_ORDER.filter((m) => mode === null || m === mode).map((m) => {
          const games = lobby.data.list.filter((g) => g.game.prizeMode === m);
          if (games.length === 0) return null;
          return (
            <section key={m} className="lotto-group" aria-labelledby={`lotto-mode-${m}`}>
              <h2 className="lotto-section-title" id={`lotto-mode-${m}`}>
                {t(`lotto.modes.${m}`)}
              </h2>
              <ul className="lotto-cards">
                {games.map((g) => (
                  <GameCard key={g.game.gameCode} entry={g} now={now} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function GameCard({ entry, now }: { entry: TLotteryLobbyGame; now: number }) {
  const { t } = useTranslation();
  const { game, draw, lastResult } = entry;
  const left = draw ? Date.parse(draw.closesAt) - now : 0;
  const href = `${LOTTERY_PAGES[game.style]}?gameCode=${encodeURIComponent(game.gameCode)}`;
  const titleId = `lotto-card-${game.gameCode}`;
  return (
    <li className="lotto-card" aria-labelledby={titleId}>
      <div className="lotto-card__top">
        <img className="lotto-card__icon" src={game.iconUrl} alt="" width={48} height={48} loading="lazy" />
        <div>
          <h3 className="lotto-card__name" id={titleId}>
            {game.gameName}
          </h3>
          <p className="lotto-card__meta">
            {t('lotto.every', { count: Math.round(game.drawIntervalSeconds / 60) })}
          </p>
        </div>
      </div>
      <div className="lotto-card__draw">
        {draw && left > 0 ? (
          <>
            <span className="lotto-card__label">
              {t('lotto.drawNo', { drawNo: draw.drawNo })} · {t('lotto.closesInShort')}
            </span>
            <span
              className={`lotto-card__clock${left <= 10_000 ? ' lotto-card__clock--urgent' : ''}`}
              role="timer"
            >
              {clockText(left)}
            </span>
          </>
        ) : (
          <span className="lotto-card__label">{draw ? t('lotto.closed') : t('lotto.noOpenDraw')}</span>
        )}
      </div>
      <div className="lotto-card__result">
        <span className="lotto-card__label">{t('lotto.lastResult')}</span>
        {lastResult ? (
          <span className="lotto-card__number">
            {headline(lastResult.style, lastResult.results)}
            <span className="lotto-card__of"> · {lastResult.drawNo}</span>
          </span>
        ) : (
          <span className="lotto-card__none">{t('lotto.noResult')}</span>
        )}
      </div>
      <Link className="btn btn--primary btn--md btn--block" to={href} aria-describedby={titleId}>
        {t('lotto.betNow')}
      </Link>
    </li>
  );
}
