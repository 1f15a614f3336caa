import { type HiloGuess, ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import { HILO_MAX_CARDS, HOUSE_EDGE_BPS, hiloMultiplier, hiloWinningRanks } from '@portal/fairness';
import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveRound, useOriginalsConfig } from './api';
import { useBetAmount } from './bet-amount';
import { formatChance, formatMultiplier, multiplierUnits, payoutText, roundView } from './format';
import { GameLayout } from './game-layout';
import { PlayingCard, rankLabel } from './playing-card';
import { useRoundCommand } from './use-round-command';

/** The winning-rank counts of the guesses made so far (skips do not count). */
export function guessRanks(cards: { rank: number }[], guesses: HiloGuess[]): number[] {
  const out: number[] = [];
  guesses.forEach((guess, i) => {
    const from = cards[i];
    if (guess !== 'SKIP' && from) out.push(hiloWinningRanks(from.rank, guess));
  });
  return out;
}

/** Which words a guess button wears from this rank: "higher or same", "same", ... */
export function guessWording(rank: number, guess: 'HIGHER' | 'LOWER'): string {
  if (guess === 'HIGHER') return rank === 1 ? 'higher' : rank === 13 ? 'same' : 'higherOrSame';
  return rank === 13 ? 'lower' : rank === 1 ? 'same' : 'lowerOrSame';
}

/** Hi-Lo: guess whether the next card is higher or lower; each right guess multiplies; cash out any time. */
export function HiloPage() {
  const { t } = useTranslation();
  const config = useOriginalsConfig();
  const amount = useBetAmount(config.data);
  const active = useActiveRound('HILO');
  const { send, busy, error } = useRoundCommand();
  const [round, setRound] = useState<TOriginalRound | null>(null);
  const edge = config.data?.houseEdgeBps ?? HOUSE_EDGE_BPS.default;
  const exponent = config.data?.exponent ?? 2;

  const resumed = active.data;
  const { set: setAmount } = amount;
  useEffect(() => {
    if (resumed && resumed.status === 'OPEN') {
      setRound((current) => current ?? resumed);
      setAmount(resumed.amount);
    }
  }, [resumed, setAmount]);

  const open = round?.status === 'OPEN';
  const outcome = round?.outcome.game === 'HILO' ? round.outcome : null;
  const cards = outcome?.cards ?? [];
  const guesses = outcome?.guesses ?? [];
  const card = cards.at(-1);
  const ranks = guessRanks(cards, guesses);
  const current = open ? multiplierUnits(round.multiplier) : 10_000;

  const start = async () => {
    const checked = amount.check();
    if (!checked.ok) return;
    const started = await send({ route: ORIGINALS_ROUTES.hilo, body: { amount: checked.amount }, bet: true });
    if (started) setRound(started);
  };

  const guess = async (choice: HiloGuess) => {
    if (!round) return;
    const next = await send({
      route: ORIGINALS_ROUTES.hiloGuess,
      body: { roundId: round.roundId, guess: choice },
      bet: false,
    });
    if (next) setRound(next);
  };

  const cashOut = async () => {
    if (!round) return;
    const done = await send({
      route: ORIGINALS_ROUTES.hiloCashout,
      body: { roundId: round.roundId },
      bet: false,
    });
    if (done) setRound(done);
  };

  const full = cards.length >= HILO_MAX_CARDS;
  const option = (choice: 'HIGHER' | 'LOWER') => {
    if (!card) return null;
    const wins = hiloWinningRanks(card.rank, choice);
    const units = hiloMultiplier([...ranks, wins], edge);
    return { wins, units, chance: (wins * 10_000) / 13, wording: guessWording(card.rank, choice) };
  };
  const higher = option('HIGHER');
  const lower = option('LOWER');
  const canCashOut = open && ranks.length > 0;

  return (
    <GameLayout
      game="HILO"
      config={config.data}
      amount={amount}
      amountLocked={open}
      onSubmit={() => void (open ? cashOut() : start())}
      payoutOnWin={open ? payoutText(round.amount, current, exponent) : null}
      payoutLabel={open ? t('originals.hilo.cashOutValue') : undefined}
      result={round ? roundView(round) : null}
      error={error}
      actions={
        open ? (
          <Button type="submit" size="lg" block busy={busy} disabled={!canCashOut}>
            {t('originals.cashOut')}
          </Button>
        ) : (
          <Button type="submit" size="lg" block busy={busy}>
            {t('originals.bet')}
          </Button>
        )
      }
      controls={
        <div className="og-readouts">
          <div className="og-readout">
            <span>{t('originals.multiplier')}</span>
            <strong data-testid="hilo-current">{formatMultiplier(current)}</strong>
          </div>
        </div>
      }
      board={
        <div className="og-hilo">
          <div className="og-hilo__table">
            <div className="og-hilo__current">
              {card ? (
                <PlayingCard key={`${cards.length}-${card.index}`} card={card} size="lg" />
              ) : (
                <span className="og-card og-card--lg og-card--back" aria-hidden="true" />
              )}
            </div>
            <div className="og-hilo__guesses">
              {[
                { choice: 'HIGHER' as const, data: higher, arrow: '▲' },
                { choice: 'LOWER' as const, data: lower, arrow: '▼' },
              ].map(({ choice, data, arrow }) => (
                <button
                  key={choice}
                  type="button"
                  className={`og-guess og-guess--${choice.toLowerCase()}`}
                  disabled={!open || busy || full || !data}
                  onClick={() => void guess(choice)}
                >
                  <span className="og-guess__label">
                    <span aria-hidden="true">{arrow} </span>
                    {data
                      ? t(`originals.hilo.wording.${data.wording}` as 'originals.hilo.wording.same')
                      : t(`originals.hilo.guess.${choice}`)}
                  </span>
                  <span className="og-guess__meta">
                    {data ? `${formatChance(data.chance)} · ${formatMultiplier(data.units)}` : '—'}
                  </span>
                </button>
              ))}
              <Button variant="secondary" disabled={!open || busy || full} onClick={() => void guess('SKIP')}>
                {t('originals.hilo.skip')}
              </Button>
            </div>
          </div>
          <p className="og-hilo__status" aria-live="polite">
            {open && card
              ? t('originals.hilo.currentCard', { card: rankLabel(card.rank) })
              : round
                ? t(`originals.status.${round.status}`)
                : t('originals.hilo.startHint')}
          </p>
          {cards.length > 1 ? (
            <ol className="og-card-row" aria-label={t('originals.hilo.cards')}>
              {cards.slice(0, -1).map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the round is its identity (cards repeat)
                <li key={`${c.index}-${i}`} className="og-card-row__item">
                  <PlayingCard card={c} size="sm" />
                  <span
                    className={`og-card-row__guess og-card-row__guess--${(guesses[i] ?? 'SKIP').toLowerCase()}`}
                  >
                    {t(`originals.hilo.guessShort.${guesses[i] ?? 'SKIP'}`)}
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      }
    />
  );
}
