import type { TCrashEvent } from '@portal/contracts';
import { Icon, LoadFailed, Spinner } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { OriginalsSwitcher } from '@/components/originals/originals-switcher';
import { ApiError } from '@/lib/api-client';
import { fairnessHref } from '@/lib/fairness-link';
import { newRequestId } from '@/lib/request-id';
import { useSession } from '@/lib/session';
import { fetchCrashState, myCrashBetsKey, useCrashCommands, useCrashState } from './api';
import { BetPanel } from './bet-panel';
import { useCrashAutobet } from './crash-autobet';
import { HistoryStrip, LiveBets, MyCrashBets } from './crash-lists';
import { crashReducer, formatMultiplier } from './crash-model';
import { CrashStage, multiplierNow } from './crash-stage';
import { useCrashLive } from './use-crash-live';
import './crash.css';
import { PlayMoneyNote } from '@/components/originals/play-money-note';

/** The screen's own clock for the countdown and the cash-out amount: ten times a second is enough. */
const UI_TICK_MS = 100;
/** Screen readers hear the multiplier at most this often while it rises. */
const ANNOUNCE_EVERY_MS = 3000;

/**
 * /bgs/crash: the live crash game (contracts/crash.ts). Everyone sees the round; betting needs a
 * member (visitors get the login popup). The state call gives a snapshot; the live connection's
 * events move it on, and every reconnection fetches a new snapshot.
 */
export function CrashPage() {
  const { t } = useTranslation();
  const { canPlay, requirePlayer } = useSession();
  const queryClient = useQueryClient();
  const initial = useCrashState();
  const [model, dispatch] = useReducer(crashReducer, null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef(0);
  const pendingRequest = useRef<{ key: string; id: string } | null>(null);
  const { bet, cashout } = useCrashCommands();

  useEffect(() => {
    if (initial.data) dispatch({ type: 'snapshot', state: initial.data, receivedAt: Date.now() });
  }, [initial.data]);

  const myBetId = useRef<string | null>(null);
  myBetId.current = model?.myBet?.betId ?? null;
  const onEvent = useCallback(
    (event: TCrashEvent) => {
      dispatch({ type: 'event', event, receivedAt: Date.now() });
      const mine = event.type === 'crash.cashout' && event.betId === myBetId.current;
      if (mine || event.type === 'crash.crashed' || event.type === 'crash.void') {
        void queryClient.invalidateQueries({ queryKey: myCrashBetsKey });
      }
    },
    [queryClient],
  );
  const onReady = useCallback(() => {
    // Whatever happened while the connection was down: start again from a fresh snapshot.
    void fetchCrashState().then(
      (state) => dispatch({ type: 'snapshot', state, receivedAt: Date.now() }),
      () => undefined,
    );
  }, []);
  const connected = useCrashLive(onEvent, onReady);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), UI_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  // A new round clears the last answer's message.
  const roundId = model?.roundId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the round changes
  useEffect(() => setError(null), [roundId]);

  const phase = model?.phase ?? 'BETTING';
  const multiplier = model ? multiplierNow(model, now) : 100;
  const secondsLeft =
    model?.phase === 'BETTING' && model.bettingEndsAt !== null
      ? Math.max(0, Math.ceil((model.bettingEndsAt - now) / 1000))
      : model?.phase === 'CRASHED' && model.nextRoundAt !== null
        ? Math.max(0, Math.ceil((model.nextRoundAt - now) / 1000))
        : null;

  // The polite live region: phase changes at once, the rising multiplier every few seconds.
  useEffect(() => {
    if (!model) return;
    if (model.phase === 'RUNNING') {
      if (now - lastAnnounced.current < ANNOUNCE_EVERY_MS) return;
      lastAnnounced.current = now;
      setAnnouncement(formatMultiplier(multiplier));
    }
  }, [model, now, multiplier]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces phase changes only
  useEffect(() => {
    if (!model) return;
    lastAnnounced.current = 0;
    if (model.phase === 'BETTING') setAnnouncement(t('crash.bettingOpen'));
    else if (model.phase === 'CRASHED')
      setAnnouncement(
        model.voided
          ? t('crash.voidedRound')
          : t('crash.crashedAt', { multiplier: formatMultiplier(model.crashPoint ?? 100) }),
      );
  }, [model?.phase, model?.roundId]);

  const failed = (e: unknown) => setError(e instanceof ApiError ? e.message : t('crash.failed'));

  // The automatic run's bets go through the same path (a ref keeps the run's effect steady).
  const placeRef = useRef<(input: { amount: string; autoCashout: number | undefined }) => void>(() => {});
  const autoPlace = useCallback(
    (input: { amount: string; autoCashout: number }) => placeRef.current(input),
    [],
  );
  const placeBet = (input: { amount: string; autoCashout: number | undefined }) => {
    if (!requirePlayer()) return;
    setError(null);
    // The same bet keeps its request id until an answer comes, so a retry cannot bet twice.
    const key = `${roundId}:${input.amount}:${input.autoCashout ?? ''}`;
    if (pendingRequest.current?.key !== key) pendingRequest.current = { key, id: newRequestId() };
    bet.mutate(
      { requestId: pendingRequest.current.id, ...input },
      {
        onSuccess: (placed) => {
          pendingRequest.current = null;
          dispatch({ type: 'myBet', bet: placed });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code !== 'NETWORK') pendingRequest.current = null;
          failed(e);
        },
      },
    );
  };

  placeRef.current = placeBet;
  const autobet = useCrashAutobet({
    model,
    exponent: initial.data?.exponent ?? 2,
    busy: bet.isPending,
    error,
    placeBet: autoPlace,
  });

  const cashOut = () => {
    if (!model?.roundId || !requirePlayer()) return;
    setError(null);
    cashout.mutate(model.roundId, {
      onSuccess: (paid) => dispatch({ type: 'myBet', bet: paid }),
      onError: failed,
    });
  };

  if (initial.isError && !model) return <LoadFailed onRetry={() => void initial.refetch()} />;

  return (
    <div className="page crash-page">
      <PageHeader title={t('crash.title')} subtitle={t('crash.subtitle')} icon="bgs">
        <Link className="btn btn--secondary btn--sm" to={fairnessHref({ game: 'CRASH' })}>
          <Icon name="shield" />
          {t('crash.fairness')}
        </Link>
      </PageHeader>
      <OriginalsSwitcher current="CRASH" />
      {!model ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <HistoryStrip history={model.history} />
          <div className="crash-layout">
            <div className="crash-layout__main">
              <CrashStage model={model} secondsLeft={secondsLeft} />
              {!connected ? (
                <p className="crash-connection" role="status">
                  {t('crash.reconnecting')}
                </p>
              ) : null}
              <p className="visually-hidden" aria-live="polite" aria-atomic="true">
                {announcement}
              </p>
            </div>
            <div className="crash-layout__side">
              <PlayMoneyNote />
              <BetPanel
                phase={phase}
                limits={{
                  minBet: initial.data?.minBet ?? '1.00',
                  maxBet: initial.data?.maxBet ?? '1.00',
                  exponent: initial.data?.exponent ?? 2,
                  currency: initial.data?.currency ?? '',
                }}
                myBet={model.myBet}
                multiplier={multiplier}
                busy={bet.isPending || cashout.isPending}
                error={error}
                onBet={placeBet}
                onCashout={cashOut}
                autobet={autobet}
              />
              {model.chain ? (
                <p className="crash-commitment">
                  <span>{t('crash.commitment')}</span>
                  <code>{model.chain.terminalHash}</code>
                </p>
              ) : null}
            </div>
          </div>
          <div className="crash-lists">
            <LiveBets bets={model.bets} exponent={initial.data?.exponent ?? 2} />
            {canPlay ? <MyCrashBets exponent={initial.data?.exponent ?? 2} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
