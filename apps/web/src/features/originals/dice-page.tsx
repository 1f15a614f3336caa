import { type DiceDirection, ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import { DICE_CHANCE, DICE_MAX_ROLL, diceChance, diceMultiplier, HOUSE_EDGE_BPS } from '@portal/fairness';
import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOriginalsConfig } from './api';
import { startAutobet, useAutobet } from './autobet';
import { useBetAmount } from './bet-amount';
import {
  formatChance,
  formatHundredths,
  formatMultiplier,
  parseHundredths,
  payoutText,
  roundView,
} from './format';
import { GameLayout } from './game-layout';
import { useRoundCommand } from './use-round-command';

/** The targets a direction allows: the win chance stays within DICE_CHANCE. */
export function diceBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'OVER'
    ? { min: DICE_MAX_ROLL - DICE_CHANCE.max, max: DICE_MAX_ROLL - DICE_CHANCE.min }
    : { min: DICE_CHANCE.min, max: DICE_CHANCE.max };
}

const clamp = (n: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, n));

/** Dice: roll over or under a target from 0.00 to 100.00. */
export function DicePage() {
  const { t } = useTranslation();
  const config = useOriginalsConfig();
  const amount = useBetAmount(config.data);
  const { send, busy, error } = useRoundCommand();
  const autobet = useAutobet(config.data);
  const [direction, setDirection] = useState<DiceDirection>('OVER');
  const [target, setTarget] = useState(5050);
  const [targetText, setTargetText] = useState('50.50');
  const [last, setLast] = useState<TOriginalRound | null>(null);
  const edge = config.data?.houseEdgeBps ?? HOUSE_EDGE_BPS.default;
  const chance = diceChance(direction, target);
  const multiplier = diceMultiplier(direction, target, edge);
  const exponent = config.data?.exponent ?? 2;

  useEffect(() => setTargetText(formatHundredths(target)), [target]);

  const flip = () => {
    const next: DiceDirection = direction === 'OVER' ? 'UNDER' : 'OVER';
    setDirection(next);
    setTarget(clamp(DICE_MAX_ROLL - target, diceBounds(next)));
  };

  const play = async (stake: string) => {
    const round = await send({
      route: ORIGINALS_ROUTES.dice,
      body: { amount: stake, direction, target },
      bet: true,
    });
    if (round) setLast(round);
    return round;
  };
  const bet = async () => {
    const checked = amount.check();
    if (checked.ok) await play(checked.amount);
  };

  const roll = last?.outcome.game === 'DICE' ? last.outcome.roll : null;
  const won = last?.status === 'WON';
  const bounds = diceBounds(direction);
  const percent = target / 100;

  return (
    <GameLayout
      game="DICE"
      config={config.data}
      amount={amount}
      onSubmit={() => void bet()}
      payoutOnWin={payoutText(amount.value, multiplier, exponent)}
      result={last ? roundView(last) : null}
      error={error}
      autobet={{ state: autobet, busy, start: () => startAutobet(autobet, amount, play) }}
      actions={
        <Button type="submit" size="lg" block busy={busy}>
          {t('originals.bet')}
        </Button>
      }
      controls={
        <div className="og-fields">
          <fieldset className="og-field">
            <legend className="field__label">{t('originals.dice.direction')}</legend>
            <div className="segmented segmented--block">
              {(['OVER', 'UNDER'] as const).map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={direction === d}
                  onClick={() => (d === direction ? undefined : flip())}
                >
                  {t(`originals.dice.${d}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="og-readouts">
            <div className="og-readout">
              <span>{t('originals.multiplier')}</span>
              <strong data-testid="dice-multiplier">{formatMultiplier(multiplier, 4)}</strong>
            </div>
            <div className="og-readout">
              <span>{t('originals.winChance')}</span>
              <strong data-testid="dice-chance">{formatChance(chance)}</strong>
            </div>
          </div>
        </div>
      }
      board={
        <div className="og-dice">
          <div className="og-dice__roll" aria-hidden="true">
            <span className={roll === null ? '' : won ? 'og-win' : 'og-loss'}>
              {roll === null ? formatHundredths(target) : formatHundredths(roll)}
            </span>
          </div>
          <div className="og-dice__track-wrap">
            {roll !== null ? (
              <span
                className={`og-dice__marker ${won ? 'og-dice__marker--win' : 'og-dice__marker--loss'}`}
                style={{ left: `${roll / 100}%` }}
                aria-hidden="true"
              >
                {formatHundredths(roll)}
              </span>
            ) : null}
            <input
              type="range"
              className={`og-dice__slider og-dice__slider--${direction.toLowerCase()}`}
              style={{ ['--target' as string]: `${percent}%` }}
              min={0}
              max={DICE_MAX_ROLL}
              step={1}
              value={target}
              aria-label={t('originals.dice.target')}
              aria-valuetext={`${t(`originals.dice.${direction}`)} ${formatHundredths(target)}`}
              onChange={(e) => setTarget(clamp(Number(e.target.value), bounds))}
            />
            <div className="og-dice__scale" aria-hidden="true">
              {[0, 25, 50, 75, 100].map((n) => (
                <span key={n}>{n}</span>
              ))}
            </div>
          </div>
          <div className="og-dice__target">
            <label className="field__label" htmlFor="og-dice-target">
              {t(`originals.dice.rollDirection.${direction}`)}
            </label>
            <div className="field__control">
              <input
                id="og-dice-target"
                inputMode="decimal"
                value={targetText}
                onChange={(e) => setTargetText(e.target.value)}
                onBlur={() => {
                  const parsed = parseHundredths(targetText);
                  if (parsed === null) setTargetText(formatHundredths(target));
                  else {
                    const next = clamp(parsed, bounds);
                    setTarget(next);
                    setTargetText(formatHundredths(next));
                  }
                }}
              />
            </div>
            {roll !== null ? (
              <p className="visually-hidden">
                {t('originals.dice.rolled', { roll: formatHundredths(roll) })}
              </p>
            ) : null}
          </div>
        </div>
      }
    />
  );
}
