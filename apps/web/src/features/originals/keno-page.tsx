import { type GameRisk, ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import { KENO_PICKS, KENO_SQUARES, KENO_TABLES } from '@portal/fairness';
import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOriginalsConfig } from './api';
import { startAutobet, useAutobet } from './autobet';
import { useBetAmount } from './bet-amount';
import { formatTableMultiplier, payoutText, prefersReducedMotion, roundView } from './format';
import { GameLayout } from './game-layout';
import { RiskControl } from './risk-control';
import { useRoundCommand } from './use-round-command';

/** How long each drawn square takes to show. */
const DRAW_STEP_MS = 90;

/** `count` different squares, 1..40, chosen with the browser's secure random numbers. */
export function randomSquares(count: number): number[] {
  const left = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
  const out: number[] = [];
  const random = globalThis.crypto.getRandomValues(new Uint32Array(count));
  for (let i = 0; i < count; i += 1) {
    const index = (random[i] as number) % left.length;
    out.push(left.splice(index, 1)[0] as number);
  }
  return out;
}

/** Keno: pick 1 to 10 of 40 squares; 10 are drawn; the hits pay by the table. */
export function KenoPage() {
  const { t } = useTranslation();
  const config = useOriginalsConfig();
  const amount = useBetAmount(config.data);
  const { send, busy, error } = useRoundCommand();
  const autobet = useAutobet(config.data);
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<GameRisk>('MEDIUM');
  const [last, setLast] = useState<TOriginalRound | null>(null);
  const [shown, setShown] = useState<TOriginalRound | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const exponent = config.data?.exponent ?? 2;
  const table =
    picks.length > 0 ? KENO_TABLES[risk][picks.length as keyof (typeof KENO_TABLES)['LOW']] : null;

  useEffect(() => {
    if (!last) return;
    if (prefersReducedMotion()) {
      setShown(last);
      return;
    }
    const timer = window.setTimeout(() => setShown(last), DRAW_STEP_MS * 10 + 150);
    return () => window.clearTimeout(timer);
  }, [last]);

  const outcome = last?.outcome.game === 'KENO' ? last.outcome : null;
  const drawnOrder = new Map(outcome?.drawn.map((n, i) => [n, i]) ?? []);
  const hitCount = shown?.outcome.game === 'KENO' ? shown.outcome.hits.length : null;

  const toggle = (n: number) => {
    setPickError(null);
    setLast(null);
    setShown(null);
    setPicks((current) =>
      current.includes(n)
        ? current.filter((p) => p !== n)
        : current.length >= KENO_PICKS.max
          ? current
          : [...current, n],
    );
  };

  const picksReady = () => {
    if (picks.length < KENO_PICKS.min) setPickError(t('originals.keno.pickSome'));
    return picks.length >= KENO_PICKS.min;
  };
  const play = async (stake: string) => {
    const round = await send({
      route: ORIGINALS_ROUTES.keno,
      body: { amount: stake, picks, risk },
      bet: true,
    });
    if (round) {
      setShown(null);
      setLast(round);
    }
    return round;
  };
  const bet = async () => {
    if (!picksReady()) return;
    const checked = amount.check();
    if (checked.ok) await play(checked.amount);
  };

  return (
    <GameLayout
      game="KENO"
      config={config.data}
      amount={amount}
      onSubmit={() => void bet()}
      payoutOnWin={table ? payoutText(amount.value, Math.max(...table), exponent) : null}
      payoutLabel={
        table
          ? t('originals.maxPayout', { multiplier: formatTableMultiplier(Math.max(...table)) })
          : undefined
      }
      result={shown ? roundView(shown) : null}
      error={pickError ?? error}
      autobet={{ state: autobet, busy, start: () => startAutobet(autobet, amount, play, picksReady) }}
      actions={
        <Button type="submit" size="lg" block busy={busy}>
          {t('originals.bet')}
        </Button>
      }
      controls={
        <div className="og-fields">
          <RiskControl value={risk} onChange={setRisk} />
          <div className="og-buttons">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setLast(null);
                setShown(null);
                setPickError(null);
                setPicks(randomSquares(picks.length || KENO_PICKS.max));
              }}
            >
              {t('originals.keno.autoPick')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={picks.length === 0}
              onClick={() => {
                setPicks([]);
                setLast(null);
                setShown(null);
              }}
            >
              {t('originals.keno.clear')}
            </Button>
          </div>
        </div>
      }
      board={
        <div className="og-keno">
          <p className="og-keno__count" aria-live="polite">
            {t('originals.keno.picked', { count: picks.length, max: KENO_PICKS.max })}
          </p>
          <div className="og-keno__grid">
            {Array.from({ length: KENO_SQUARES }, (_, i) => i + 1).map((n) => {
              const picked = picks.includes(n);
              const order = drawnOrder.get(n);
              const drawn = order !== undefined;
              const hit = drawn && picked;
              const state = hit ? 'hit' : drawn ? 'drawn' : picked ? 'picked' : 'idle';
              return (
                <button
                  key={`${n}-${drawn ? last?.roundId : ''}`}
                  type="button"
                  className={`og-keno__square og-keno__square--${state}`}
                  style={drawn ? { animationDelay: `${(order ?? 0) * DRAW_STEP_MS}ms` } : undefined}
                  aria-pressed={picked}
                  aria-label={
                    hit
                      ? t('originals.keno.squareHit', { n })
                      : drawn
                        ? t('originals.keno.squareDrawn', { n })
                        : String(n)
                  }
                  onClick={() => toggle(n)}
                >
                  {n}
                </button>
              );
            })}
          </div>
          {table ? (
            <ol className="og-keno__table" aria-label={t('originals.keno.payoutTable')}>
              {table.map((units, hits) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: one entry per hit count
                  key={hits}
                  className={hitCount === hits ? 'og-keno__pay og-keno__pay--lit' : 'og-keno__pay'}
                >
                  <span className="og-keno__pay-mult">{formatTableMultiplier(units)}</span>
                  <span className="og-keno__pay-hits">{t('originals.keno.hitsN', { n: hits })}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="og-keno__hint">{t('originals.keno.hint')}</p>
          )}
        </div>
      }
    />
  );
}
