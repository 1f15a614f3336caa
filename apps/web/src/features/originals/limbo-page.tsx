import { ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import { HOUSE_EDGE_BPS, LIMBO_TARGET } from '@portal/fairness';
import { Button, Field } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOriginalsConfig } from './api';
import { startAutobet, useAutobet } from './autobet';
import { useBetAmount } from './bet-amount';
import { formatChance, formatHundredths, parseHundredths, payoutText, roundView } from './format';
import { GameLayout } from './game-layout';
import { useCountUp } from './use-count-up';
import { useRoundCommand } from './use-round-command';

/** Limbo: name a multiplier; the round wins when the result reaches it. */
export function LimboPage() {
  const { t } = useTranslation();
  const config = useOriginalsConfig();
  const amount = useBetAmount(config.data);
  const { send, busy, error } = useRoundCommand();
  const autobet = useAutobet(config.data);
  const [targetText, setTargetText] = useState('2.00');
  const [targetError, setTargetError] = useState<string | undefined>();
  const [last, setLast] = useState<TOriginalRound | null>(null);
  const [shown, setShown] = useState<TOriginalRound | null>(null);
  const edge = config.data?.houseEdgeBps ?? HOUSE_EDGE_BPS.default;
  const parsed = parseHundredths(targetText);
  const valid = parsed !== null && parsed >= LIMBO_TARGET.min && parsed <= LIMBO_TARGET.max;
  const target = valid ? parsed : null;
  const exponent = config.data?.exponent ?? 2;

  const result = last?.outcome.game === 'LIMBO' ? last.outcome.result : null;
  const counted = useCountUp(result, last?.roundId ?? null, () => setShown(last));

  const targetReady = () => {
    if (target === null) setTargetError(t('originals.limbo.targetRule'));
    return target !== null;
  };
  const play = async (stake: string) => {
    const round = await send({
      route: ORIGINALS_ROUTES.limbo,
      body: { amount: stake, target },
      bet: true,
    });
    if (round) {
      setShown(null);
      setLast(round);
    }
    return round;
  };
  const bet = async () => {
    if (!targetReady()) return;
    const checked = amount.check();
    if (checked.ok) await play(checked.amount);
  };

  const settledWin = shown?.status === 'WON';
  return (
    <GameLayout
      game="LIMBO"
      config={config.data}
      amount={amount}
      onSubmit={() => void bet()}
      payoutOnWin={target === null ? null : payoutText(amount.value, target * 100, exponent)}
      result={shown ? roundView(shown) : null}
      error={error}
      autobet={{ state: autobet, busy, start: () => startAutobet(autobet, amount, play, targetReady) }}
      actions={
        <Button type="submit" size="lg" block busy={busy}>
          {t('originals.bet')}
        </Button>
      }
      controls={
        <div className="og-fields">
          <Field
            label={t('originals.limbo.target')}
            value={targetText}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => {
              setTargetText(e.target.value);
              setTargetError(undefined);
            }}
            onBlur={() => {
              if (target !== null) setTargetText(formatHundredths(target));
            }}
            error={targetError ?? (valid ? undefined : t('originals.limbo.targetRule'))}
            trailing={
              <span className="og-amount__tools">
                <span className="field__prefix" aria-hidden="true">
                  ×
                </span>
              </span>
            }
          />
          <div className="og-readouts">
            <div className="og-readout">
              <span>{t('originals.winChance')}</span>
              <strong data-testid="limbo-chance">
                {target === null ? '—' : formatChance(((10_000 - edge) * 100) / target)}
              </strong>
            </div>
          </div>
        </div>
      }
      board={
        <div className="og-limbo">
          <span
            className={`og-limbo__result${shown ? (settledWin ? ' og-win' : ' og-loss') : ''}`}
            aria-hidden="true"
          >
            {formatHundredths(counted ?? 100)}×
          </span>
          <span className="og-limbo__target">
            {t('originals.limbo.targetShort', { target: target === null ? '—' : formatHundredths(target) })}
          </span>
        </div>
      }
    />
  );
}
