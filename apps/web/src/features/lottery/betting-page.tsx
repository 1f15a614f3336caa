import type { LotteryBetTypeCode, LotteryStyle, TLotteryMenuGame } from '@portal/contracts';
import { Button, EmptyState, Icon, LoadFailed, Spinner, Tabs } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatMinor, toMinorUnits } from '@/lib/format';
import {
  lotteryKey,
  memberLotteryKey,
  newRequestId,
  useLotteryMenu,
  useLotteryResults,
  useOpenDraw,
  usePlaceTicket,
} from './api';
import { BetSlip, SlipBar, type SlipLine } from './bet-slip';
import { clockText, useServerNow } from './countdown';
import { MyTickets } from './my-tickets';
import { NumberPicker, randomNumber, randomPicks } from './number-picker';
import { ResultBoard } from './result-board';
import { ResultsHistory } from './results-history';
import './lottery.css';

type View = 'bet' | 'results' | 'tickets';
const VIEWS: View[] = ['bet', 'results', 'tickets'];
/** Results are written within a couple of seconds of the draw; ask then and once more. */
const RESULT_DELAYS_MS = [2500, 7000];

/**
 * /vnLottery and /seaLottery (?gameCode=): the betting view of one game: the open draw and its
 * countdown, bet types with their odds, the number picker, the slip; the latest result, results
 * history and the member's tickets.
 */
export function BettingPage({ style }: { style: LotteryStyle }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  const menu = useLotteryMenu();
  const [view, setView] = useState<View>('bet');

  if (menu.isPending) return <Spinner label={t('common.loading')} />;
  if (menu.isError) return <LoadFailed onRetry={() => menu.refetch()} />;
  const game = menu.data.games.find((g) => g.gameCode === gameCode && g.style === style);
  if (!game) {
    return (
      <div className="page lotto-page">
        <EmptyState
          icon="lottery"
          title={t('lotto.noGame')}
          description={t('lotto.noGameHint')}
          action={
            <Link className="btn btn--primary btn--md" to="/lottery">
              {t('lotto.backToLobby')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="page page--wide lotto-page">
      <nav className="lotto-back">
        <Link to="/lottery" className="lotto-back__link">
          <Icon name="chevronLeft" size={18} />
          {t('lotto.backToLobby')}
        </Link>
      </nav>
      <DrawHeader game={game} />
      <Tabs
        className="tabs lotto-views"
        label={game.gameName}
        selected={view}
        onSelect={setView}
        tabs={VIEWS.map((v) => ({
          id: v,
          label: t(`lotto.views.${v}`),
          tabId: `lotto-view-${v}`,
          panelId: `lotto-panel-${v}`,
        }))}
      />
      <div role="tabpanel" id={`lotto-panel-${view}`} aria-labelledby={`lotto-view-${view}`}>
        {view === 'bet' ? (
          <BetView game={game} limits={menu.data} />
        ) : view === 'results' ? (
          <ResultsHistory gameCode={game.gameCode} />
        ) : (
          <MyTickets gameCode={game.gameCode} exponent={menu.data.exponent} />
        )}
      </div>
    </div>
  );
}

/** The game, its open draw and the time left to bet; keeps the open draw and results fresh. */
function DrawHeader({ game }: { game: TLotteryMenuGame }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const open = useOpenDraw(game.gameCode);
  const now = useServerNow(open.data?.offsetMs ?? 0);
  const draw = open.data?.draw ?? null;
  const left = draw ? Date.parse(draw.closesAt) - now : 0;
  const refetchOpen = open.refetch;

  // Betting closed (or none open yet): the next draw opens at that moment.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const key = draw?.drawNo ?? 'none';
    if (left > 0 || open.isFetching || asked.current === `${key}:${Math.floor(now / 2000)}`) return;
    asked.current = `${key}:${Math.floor(now / 2000)}`;
    void refetchOpen();
  }, [left, draw?.drawNo, now, open.isFetching, refetchOpen]);

  // A new open draw means the previous one is about to be drawn: read results and tickets after it.
  const previous = useRef<{ drawNo: string; drawAt: string } | null>(null);
  useEffect(() => {
    if (!draw) return;
    const before = previous.current;
    previous.current = { drawNo: draw.drawNo, drawAt: draw.drawAt };
    if (!before || before.drawNo === draw.drawNo) return;
    const offset = open.data?.offsetMs ?? 0;
    const timers = RESULT_DELAYS_MS.map((delay) =>
      setTimeout(
        () => {
          void client.invalidateQueries({ queryKey: [...lotteryKey, 'results', game.gameCode] });
          void client.invalidateQueries({ queryKey: [...memberLotteryKey, 'tickets'] });
        },
        Math.max(0, Date.parse(before.drawAt) + delay - (Date.now() + offset)),
      ),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [draw, client, game.gameCode, open.data?.offsetMs]);

  const urgent = draw !== null && left > 0 && left <= 10_000;
  return (
    <header className="lotto-head">
      <img className="lotto-head__icon" src={game.iconUrl} alt="" width={56} height={56} />
      <div className="lotto-head__title">
        <h1 className="page__title">{game.gameName}</h1>
        <p className="lotto-head__meta">
          {t(`lotto.modes.${game.prizeMode}`)} ·{' '}
          {t('lotto.every', { count: Math.round(game.drawIntervalSeconds / 60) })}
        </p>
      </div>
      <div className={`lotto-clock${urgent ? ' lotto-clock--urgent' : ''}`} aria-live="off">
        {draw && left > 0 ? (
          <>
            <span className="lotto-clock__label">
              {t('lotto.drawNo', { drawNo: draw.drawNo })} · {t('lotto.closesIn')}
            </span>
            <span className="lotto-clock__time" role="timer">
              {clockText(left)}
            </span>
          </>
        ) : (
          <span className="lotto-clock__label">{draw ? t('lotto.closed') : t('lotto.noOpenDraw')}</span>
        )}
      </div>
    </header>
  );
}

/** Bet types, picker, stake and the slip, beside the latest result. */
function BetView({
  game,
  limits,
}: {
  game: TLotteryMenuGame;
  limits: { minBet: string; maxBet: string; exponent: number; currency: string; maxLines: number };
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [type, setType] = useState<LotteryBetTypeCode>(game.betTypes[0]?.type ?? 'DE');
  const [picks, setPicks] = useState<string[]>([]);
  const [stake, setStake] = useState(limits.minBet);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const requestId = useRef<string | null>(null);
  const open = useOpenDraw(game.gameCode);
  const place = usePlaceTicket();
  const results = useLotteryResults(game.gameCode, 1);
  const now = useServerNow(open.data?.offsetMs ?? 0);
  const draw = open.data?.draw ?? null;
  const canBet = draw !== null && Date.parse(draw.closesAt) > now;
  const betType = game.betTypes.find((b) => b.type === type) ?? game.betTypes[0];
  const { exponent } = limits;
  const min = toMinorUnits(limits.minBet, exponent) ?? 0n;
  const max = toMinorUnits(limits.maxBet, exponent) ?? 0n;
  const money = (minor: bigint) => formatMinor(minor, i18n.language, exponent);
  const latest = results.data?.list[0];

  if (!betType) return null;
  const chooseType = (next: LotteryBetTypeCode) => {
    setType(next);
    setPicks([]);
    setError(null);
  };
  const complete =
    betType.digits === 2
      ? betType.numbers > 1
        ? picks.length === betType.numbers
        : picks.length > 0
      : picks[0]?.length === betType.digits;

  const changeSlip = (next: SlipLine[]) => {
    setLines(next);
    requestId.current = null;
    setNotice(null);
  };
  const add = () => {
    setError(null);
    const minor = toMinorUnits(stake, exponent);
    if (minor === null || minor < min || minor > max) {
      setError(t('lotto.slip.stakeInvalid', { min: money(min), max: money(max) }));
      return;
    }
    const text = formatMinor(minor, 'en', exponent).replaceAll(',', '');
    const added: SlipLine[] =
      betType.numbers > 1
        ? [{ key: newRequestId(), type, numbers: [...picks].sort(), stake: text }]
        : picks.map((n) => ({ key: newRequestId(), type, numbers: [n], stake: text }));
    if (lines.length + added.length > limits.maxLines) {
      setError(t('lotto.slip.full', { count: limits.maxLines }));
      return;
    }
    changeSlip([...lines, ...added]);
    setPicks([]);
  };
  const quickPick = () => {
    setError(null);
    setPicks(betType.digits === 2 ? randomPicks(betType.numbers) : [randomNumber(betType.digits)]);
  };
  const submit = () => {
    if (!draw) return;
    setError(null);
    setNotice(null);
    requestId.current ??= newRequestId();
    place.mutate(
      {
        requestId: requestId.current,
        gameCode: game.gameCode,
        drawNo: draw.drawNo,
        lines: lines.map(({ type: lineType, numbers, stake: lineStake }) => ({
          type: lineType,
          numbers,
          stake: lineStake,
        })),
      },
      {
        onSuccess: (placed) => {
          setLines([]);
          requestId.current = null;
          setNotice(t('lotto.slip.placed', { drawNo: placed.ticket.drawNo }));
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'DRAW_CLOSED') {
            requestId.current = null;
            setError(t('lotto.slip.drawClosed'));
            void client.invalidateQueries({ queryKey: [...memberLotteryKey, 'open', game.gameCode] });
            return;
          }
          setError(e instanceof ApiError ? e.message : t('errors.network'));
        },
      },
    );
  };
  const chips = [1n, 5n, 10n, 50n].map((k) => min * k).filter((v) => v <= max);

  return (
    <div className="lotto-bet">
      <div className="lotto-bet__main">
        <section className="panel lotto-types" aria-label={t('lotto.betTypesLabel')}>
          <Tabs
            className="lotto-types__tabs"
            tabClassName="lotto-types__tab"
            label={t('lotto.betTypesLabel')}
            selected={type}
            onSelect={chooseType}
            tabs={game.betTypes.map((b) => ({
              id: b.type,
              label: (
                <>
                  <span className="lotto-types__name">{t(`lotto.betTypes.${b.type}`)}</span>
                  <span className="lotto-types__odds">
                    {t('lotto.oddsValue', { odds: b.odds[0]?.odds ?? '' })}
                  </span>
                </>
              ),
            }))}
          />
          <div className="panel__body">
            <p className="lotto-types__help">{t(`lotto.betHelp.${betType.type}`)}</p>
            <ul className="lotto-odds" aria-label={t('lotto.betTypesLabel')}>
              {betType.odds.map((o) => (
                <li key={o.key}>
                  {t('lotto.oddsLine', {
                    prize: t(`lotto.prizes.${o.key}` as 'lotto.prizes.HIT'),
                    odds: o.odds,
                  })}
                </li>
              ))}
              <li className="lotto-odds__rtp">
                {t('lotto.rtp', { rtp: (Number(betType.rtp) * 100).toFixed(2) })}
              </li>
            </ul>
            <NumberPicker betType={betType} picks={picks} onChange={setPicks} />
            <div className="lotto-stake">
              <label className="lotto-stake__label" htmlFor="lotto-stake">
                {t('lotto.stake')}
              </label>
              <div className="lotto-stake__row">
                <input
                  id="lotto-stake"
                  className="field__control lotto-stake__input"
                  inputMode="decimal"
                  autoComplete="off"
                  value={stake}
                  aria-describedby="lotto-stake-hint"
                  onChange={(e) => setStake(e.target.value)}
                />
                {chips.map((c) => (
                  <button
                    key={String(c)}
                    type="button"
                    className="lotto-chip"
                    aria-pressed={toMinorUnits(stake, exponent) === c}
                    aria-label={t('lotto.stakeChip', { amount: money(c) })}
                    onClick={() => setStake(formatMinor(c, 'en', exponent).replaceAll(',', ''))}
                  >
                    {money(c)}
                  </button>
                ))}
              </div>
              <p className="field__hint" id="lotto-stake-hint">
                {t('lotto.slip.limits', { min: money(min), max: money(max) })}
              </p>
            </div>
            <div className="lotto-actions">
              <Button variant="secondary" icon="sparkle" onClick={quickPick}>
                {t('lotto.quickPick')}
              </Button>
              <Button onClick={add} disabled={!complete}>
                {t('lotto.addToSlip')}
              </Button>
            </div>
          </div>
        </section>
      </div>
      <SlipBar lines={lines} exponent={exponent} currency={limits.currency} />
      <aside className="lotto-bet__side">
        <BetSlip
          lines={lines}
          exponent={exponent}
          currency={limits.currency}
          onRemove={(key) => changeSlip(lines.filter((l) => l.key !== key))}
          onClear={() => changeSlip([])}
          onPlace={submit}
          busy={place.isPending}
          canPlace={canBet}
          notice={notice}
          error={error}
        />
        <section className="panel lotto-latest" aria-labelledby="lotto-latest-title">
          <header className="panel__header">
            <h2 className="panel__title" id="lotto-latest-title">
              {t('lotto.board.title')}
            </h2>
            {latest ? (
              <span className="lotto-latest__draw">{t('lotto.drawNo', { drawNo: latest.drawNo })}</span>
            ) : null}
          </header>
          <div className="panel__body">
            {latest ? (
              <ResultBoard style={latest.style} results={latest.results} />
            ) : (
              <p className="lotto-slip__empty">{t('lotto.board.empty')}</p>
            )}
          </div>
        </section>
      </aside>
    </div>
  );
}
