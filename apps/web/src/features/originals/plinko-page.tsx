import { type GameRisk, ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import { PLINKO_ROWS, PLINKO_TABLES } from '@portal/fairness';
import { Button, SelectField } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOriginalsConfig } from './api';
import { startAutobet, useAutobet } from './autobet';
import { useBetAmount } from './bet-amount';
import { formatTableMultiplier, payoutText, prefersReducedMotion, roundView } from './format';
import { GameLayout } from './game-layout';
import { RiskControl } from './risk-control';
import { useRoundCommand } from './use-round-command';

const WIDTH = 1000;
const TOP = 40;

/** Where pegs, balls and slots sit for a board of `rows` rows (SVG user units). */
export function plinkoGeometry(rows: number) {
  const spacing = WIDTH / (rows + 3);
  const rowGap = spacing * 0.86;
  const pegR = Math.max(5, spacing * 0.09);
  const ballR = spacing * 0.22;
  const height = TOP + (rows - 1) * rowGap + rowGap * 0.9;
  const pegX = (row: number, k: number) => WIDTH / 2 + (k - (row + 2) / 2) * spacing;
  const rowY = (row: number) => TOP + row * rowGap;
  return { spacing, rowGap, pegR, ballR, height, pegX, rowY };
}

/** The ball's stops: above each peg it meets, then the slot's mouth. */
export function ballStops(path: number[], rows: number): { x: number; y: number }[] {
  const g = plinkoGeometry(rows);
  const stops = [{ x: WIDTH / 2, y: 0 }];
  let offset = 0;
  for (let row = 0; row < rows; row += 1) {
    stops.push({ x: WIDTH / 2 + offset * g.spacing, y: g.rowY(row) - g.pegR - g.ballR });
    offset += path[row] ? 0.5 : -0.5;
  }
  stops.push({ x: WIDTH / 2 + offset * g.spacing, y: g.height - g.ballR });
  return stops;
}

interface Drop {
  round: TOriginalRound;
  path: number[];
}

function Ball({ drop, rows, onLanded }: { drop: Drop; rows: number; onLanded: (drop: Drop) => void }) {
  const ref = useRef<SVGCircleElement>(null);
  const g = plinkoGeometry(rows);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one fall per ball
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== 'function' || prefersReducedMotion()) {
      onLanded(drop);
      return;
    }
    const stops = ballStops(drop.path, rows);
    const frames = stops.map((s, i) => ({
      transform: `translate(${s.x}px, ${s.y}px)`,
      // Falling speeds up between pegs and slows at each bounce.
      easing: i === 0 ? 'ease-in' : 'cubic-bezier(0.3, 0, 0.6, 1)',
    }));
    const animation = el.animate(frames, { duration: 260 + rows * 95, fill: 'forwards' });
    animation.onfinish = () => onLanded(drop);
    return () => animation.cancel();
  }, []);
  const end = ballStops(drop.path, rows).at(-1);
  return (
    <circle
      ref={ref}
      className="og-plinko__ball"
      r={g.ballR}
      cx={0}
      cy={0}
      style={{ transform: `translate(${WIDTH / 2}px, 0px)` }}
      data-end={end ? `${end.x},${end.y}` : undefined}
    />
  );
}

/** Plinko: a ball falls through the pegs, left or right at each row, into a slot that pays. */
export function PlinkoPage() {
  const { t } = useTranslation();
  const config = useOriginalsConfig();
  const amount = useBetAmount(config.data);
  const { send, busy, error } = useRoundCommand();
  const autobet = useAutobet(config.data);
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<GameRisk>('MEDIUM');
  const [drops, setDrops] = useState<Drop[]>([]);
  const [shown, setShown] = useState<TOriginalRound | null>(null);
  const [lit, setLit] = useState<{ slot: number; key: string } | null>(null);
  const table = PLINKO_TABLES[risk][rows as keyof (typeof PLINKO_TABLES)['LOW']];
  const g = plinkoGeometry(rows);
  const maxUnits = Math.max(...table);

  const landed = useCallback((drop: Drop) => {
    setDrops((all) => all.filter((d) => d.round.roundId !== drop.round.roundId));
    setShown(drop.round);
    if (drop.round.outcome.game === 'PLINKO')
      setLit({ slot: drop.round.outcome.slot, key: drop.round.roundId });
  }, []);

  const play = async (stake: string) => {
    const round = await send({
      route: ORIGINALS_ROUTES.plinko,
      body: { amount: stake, rows, risk },
      bet: true,
    });
    if (round && round.outcome.game === 'PLINKO' && round.params.game === 'PLINKO') {
      setDrops((all) => [...all, { round, path: round.outcome.game === 'PLINKO' ? round.outcome.path : [] }]);
    }
    return round;
  };
  const bet = async () => {
    const checked = amount.check();
    if (checked.ok) await play(checked.amount);
  };

  const dropping = drops.length > 0;
  const exponent = config.data?.exponent ?? 2;
  return (
    <GameLayout
      game="PLINKO"
      config={config.data}
      amount={amount}
      onSubmit={() => void bet()}
      payoutOnWin={payoutText(amount.value, maxUnits, exponent)}
      payoutLabel={t('originals.maxPayout', { multiplier: formatTableMultiplier(maxUnits) })}
      result={shown ? roundView(shown) : null}
      error={error}
      autobet={{ state: autobet, busy, start: () => startAutobet(autobet, amount, play) }}
      actions={
        <Button type="submit" size="lg" block busy={busy}>
          {t('originals.bet')}
        </Button>
      }
      controls={
        <div className="og-fields">
          <SelectField
            label={t('originals.plinko.rows')}
            value={rows}
            disabled={dropping}
            onChange={(e) => setRows(Number(e.target.value))}
          >
            {Array.from({ length: PLINKO_ROWS.max - PLINKO_ROWS.min + 1 }, (_, i) => PLINKO_ROWS.min + i).map(
              (n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ),
            )}
          </SelectField>
          <RiskControl value={risk} onChange={setRisk} disabled={dropping} />
        </div>
      }
      board={
        <div className="og-plinko">
          <svg
            className="og-plinko__svg"
            viewBox={`0 0 ${WIDTH} ${g.height}`}
            role="img"
            aria-label={t('originals.plinko.boardLabel', { rows })}
          >
            {Array.from({ length: rows }, (_, row) =>
              Array.from({ length: row + 3 }, (_, k) => (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: pegs are fixed positions
                  key={`${row}-${k}`}
                  className="og-plinko__peg"
                  cx={g.pegX(row, k)}
                  cy={g.rowY(row)}
                  r={g.pegR}
                />
              )),
            )}
            {drops.map((drop) => (
              <Ball key={drop.round.roundId} drop={drop} rows={rows} onLanded={landed} />
            ))}
          </svg>
          <ol
            className={`og-plinko__slots${table.length > 11 ? ' og-plinko__slots--many' : ''}`}
            style={{
              gridTemplateColumns: `repeat(${table.length}, minmax(0, 1fr))`,
              marginInline: `${g.spacing / 10}%`,
            }}
            aria-label={t('originals.plinko.slots')}
          >
            {table.map((units, slot) => {
              const heat = Math.min(1, Math.log(units / 100 + 1) / Math.log(maxUnits / 100 + 1));
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: slots are fixed positions
                  key={slot}
                  className={`og-plinko__slot${lit?.slot === slot ? ' og-plinko__slot--lit' : ''}`}
                  style={{ ['--heat' as string]: heat.toFixed(3) }}
                  data-lit={lit?.slot === slot ? lit.key : undefined}
                >
                  {/* Many narrow slots: the sign goes, the header says these are multipliers. */}
                  {rows > 12 ? formatTableMultiplier(units).replace('×', '') : formatTableMultiplier(units)}
                </li>
              );
            })}
          </ol>
        </div>
      }
    />
  );
}
