import { ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import { HOUSE_EDGE_BPS, MINES_COUNT, MINES_TILES, minesMultiplier } from '@portal/fairness';
import { Button, SelectField } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveRound, useOriginalsConfig } from './api';
import { startAutobet, useAutobet } from './autobet';
import { useBetAmount } from './bet-amount';
import { formatMultiplier, multiplierUnits, payoutText, roundView } from './format';
import { GameLayout } from './game-layout';
import { useRoundCommand } from './use-round-command';

function Gem() {
  return (
    <svg viewBox="0 0 24 24" className="og-tile__icon" aria-hidden="true">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="currentColor" opacity="0.9" />
      <path d="M2 9h20M8 3l4 18 4-18" fill="none" stroke="rgb(0 0 0 / 0.25)" strokeWidth="1.2" />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 24 24" className="og-tile__icon" aria-hidden="true">
      <circle cx="12" cy="13" r="7" fill="currentColor" />
      <path
        d="M12 2v4M4.5 5.5l2.5 2.5M19.5 5.5L17 8M2 13h3M19 13h3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="9.5" cy="10.5" r="1.8" fill="rgb(255 255 255 / 0.6)" />
    </svg>
  );
}

/** Mines: a 5x5 grid hides 1 to 24 mines; each safe tile raises the multiplier; cash out any time. */
export function MinesPage() {
  const { t } = useTranslation();
  const config = useOriginalsConfig();
  const amount = useBetAmount(config.data);
  const active = useActiveRound('MINES');
  const { send, busy, error } = useRoundCommand();
  const autobet = useAutobet(config.data);
  const [chosen, setChosen] = useState<number[]>([]);
  const [chosenError, setChosenError] = useState<string | null>(null);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<TOriginalRound | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const edge = config.data?.houseEdgeBps ?? HOUSE_EDGE_BPS.default;
  const exponent = config.data?.exponent ?? 2;

  // A round left open (reload, another tab) resumes here.
  const resumed = active.data;
  const { set: setAmount } = amount;
  useEffect(() => {
    if (resumed && resumed.status === 'OPEN') {
      setRound((current) => current ?? resumed);
      if (resumed.params.game === 'MINES') setMines(resumed.params.mines);
      setAmount(resumed.amount);
    }
  }, [resumed, setAmount]);

  const open = round?.status === 'OPEN';
  const outcome = round?.outcome.game === 'MINES' ? round.outcome : null;
  const revealed = new Set(outcome?.revealed ?? []);
  const mineSet = new Set(outcome?.mines ?? []);
  const roundMines = round?.params.game === 'MINES' ? round.params.mines : mines;
  const current = open ? multiplierUnits(round.multiplier) : 10_000;
  const next = open ? multiplierUnits(round.nextMultiplier) : minesMultiplier(mines, 1, edge);

  const start = async () => {
    const checked = amount.check();
    if (!checked.ok) return;
    const started = await send({
      route: ORIGINALS_ROUTES.mines,
      body: { amount: checked.amount, mines },
      bet: true,
    });
    if (started) setRound(started);
  };

  const reveal = async (tile: number) => {
    if (!round || !open || revealed.has(tile) || busy) return;
    setPendingTile(tile);
    const next = await send({
      route: ORIGINALS_ROUTES.minesReveal,
      body: { roundId: round.roundId, tile },
      bet: false,
    });
    setPendingTile(null);
    if (next) setRound(next);
  };

  const cashOut = async () => {
    if (!round) return;
    const done = await send({
      route: ORIGINALS_ROUTES.minesCashout,
      body: { roundId: round.roundId },
      bet: false,
    });
    if (done) setRound(done);
  };

  /**
   * One automatic round: the bet, then the chosen tiles in the order they were chosen; a mine ends
   * it, and when every chosen tile was a gem it cashes out. Answers the settled round (null on error).
   */
  const playAuto = async (stake: string): Promise<TOriginalRound | null> => {
    let current = await send({ route: ORIGINALS_ROUTES.mines, body: { amount: stake, mines }, bet: true });
    if (!current) return null;
    setRound(current);
    for (const tile of chosen) {
      if (current.status !== 'OPEN') break;
      const next: TOriginalRound | null = await send({
        route: ORIGINALS_ROUTES.minesReveal,
        body: { roundId: current.roundId, tile },
        bet: false,
      });
      if (!next) return null;
      current = next;
      setRound(current);
    }
    if (current.status === 'OPEN') {
      const done = await send({
        route: ORIGINALS_ROUTES.minesCashout,
        body: { roundId: current.roundId },
        bet: false,
      });
      if (!done) return null;
      current = done;
      setRound(current);
    }
    return current;
  };
  const tilesReady = () => {
    const ok = chosen.length >= 1 && chosen.length <= MINES_TILES - mines;
    setChosenError(ok ? null : t('originals.mines.autoNeedTiles'));
    return ok;
  };
  const choosing = autobet.mode === 'auto' && !open && !autobet.running;
  const toggleChosen = (tile: number) => {
    setChosenError(null);
    setChosen((current) =>
      current.includes(tile)
        ? current.filter((x) => x !== tile)
        : current.length >= MINES_TILES - mines
          ? current
          : [...current, tile],
    );
  };

  const randomTile = () => {
    const left = Array.from({ length: MINES_TILES }, (_, i) => i).filter((i) => !revealed.has(i));
    const pick = left[(globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number) % left.length];
    if (pick !== undefined) void reveal(pick);
  };

  const canCashOut = open && (outcome?.revealed.length ?? 0) > 0;
  return (
    <GameLayout
      game="MINES"
      config={config.data}
      amount={amount}
      amountLocked={open}
      onSubmit={() => void (open ? cashOut() : start())}
      payoutOnWin={
        open ? payoutText(round.amount, current, exponent) : payoutText(amount.value, next, exponent)
      }
      payoutLabel={open ? t('originals.mines.cashOutValue') : t('originals.mines.firstTilePays')}
      result={round ? roundView(round) : null}
      error={error ?? chosenError}
      autobet={{ state: autobet, busy, start: () => startAutobet(autobet, amount, playAuto, tilesReady) }}
      actions={
        open ? (
          <>
            <Button type="submit" size="lg" block busy={busy && pendingTile === null} disabled={!canCashOut}>
              {t('originals.cashOut')}
            </Button>
            <Button variant="secondary" block onClick={randomTile} disabled={busy}>
              {t('originals.mines.randomTile')}
            </Button>
          </>
        ) : (
          <Button type="submit" size="lg" block busy={busy}>
            {t('originals.bet')}
          </Button>
        )
      }
      controls={
        <div className="og-fields">
          <SelectField
            label={t('originals.mines.count')}
            value={open ? roundMines : mines}
            disabled={open}
            onChange={(e) => setMines(Number(e.target.value))}
          >
            {Array.from({ length: MINES_COUNT.max - MINES_COUNT.min + 1 }, (_, i) => MINES_COUNT.min + i).map(
              (n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ),
            )}
          </SelectField>
          <div className="og-readouts">
            <div className="og-readout">
              <span>{t('originals.mines.current')}</span>
              <strong data-testid="mines-current">{formatMultiplier(current)}</strong>
            </div>
            <div className="og-readout">
              <span>{t('originals.mines.next')}</span>
              <strong data-testid="mines-next">{next ? formatMultiplier(next) : '—'}</strong>
            </div>
          </div>
        </div>
      }
      board={
        <div className="og-mines">
          <p className="og-mines__status" aria-live="polite">
            {choosing
              ? t('originals.mines.autoPick')
              : open
                ? t('originals.mines.openHint', { gems: MINES_TILES - roundMines - revealed.size })
                : round
                  ? t(`originals.status.${round.status}`)
                  : t('originals.mines.startHint')}
          </p>
          <div className="og-mines__grid">
            {Array.from({ length: MINES_TILES }, (_, tile) => {
              const isMine = mineSet.has(tile);
              const wasRevealed = revealed.has(tile);
              const ended = round !== null && !open && outcome?.mines !== null;
              const state = choosing
                ? 'hidden'
                : wasRevealed
                  ? isMine
                    ? 'boom'
                    : 'gem'
                  : ended
                    ? isMine
                      ? 'mineDim'
                      : 'gemDim'
                    : 'hidden';
              const picked = autobet.mode === 'auto' && state === 'hidden' && chosen.includes(tile);
              const label = picked
                ? t('originals.mines.autoTile', { n: tile + 1 })
                : state === 'hidden'
                  ? t('originals.mines.tile', { n: tile + 1 })
                  : t(`originals.mines.tileState.${state}`, { n: tile + 1 });
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiles are fixed positions
                  key={tile}
                  type="button"
                  className={`og-tile og-tile--${state}${pendingTile === tile ? ' og-tile--pending' : ''}${picked ? ' og-tile--chosen' : ''}`}
                  aria-label={label}
                  aria-pressed={choosing ? chosen.includes(tile) : undefined}
                  disabled={!choosing && !open && state === 'hidden'}
                  aria-disabled={choosing ? undefined : !open || wasRevealed || undefined}
                  onClick={() => (choosing ? toggleChosen(tile) : void reveal(tile))}
                >
                  {state === 'gem' || state === 'gemDim' ? <Gem /> : null}
                  {state === 'boom' || state === 'mineDim' ? <Mine /> : null}
                </button>
              );
            })}
          </div>
        </div>
      }
    />
  );
}
