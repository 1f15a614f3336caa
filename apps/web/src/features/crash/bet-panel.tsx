import {
  CRASH_MAX_AUTO_CASHOUT,
  CRASH_MIN_AUTO_CASHOUT,
  type CrashPhase,
  formatMoney,
  parseMoney,
  type TCrashBet,
} from '@portal/contracts';
import { Button, Field } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/format';
import { CRASH_AUTO_MAX_ROUNDS, type CrashAutobet } from './crash-autobet';
import { formatMultiplier, payoutOf } from './crash-model';

export interface BetLimits {
  minBet: string;
  maxBet: string;
  exponent: number;
  currency: string;
}

interface BetPanelProps {
  phase: CrashPhase;
  limits: BetLimits;
  myBet: TCrashBet | null;
  /** The multiplier now (hundredths), for the cash-out button's amount. */
  multiplier: number;
  busy: boolean;
  error: string | null;
  onBet: (bet: { amount: string; autoCashout: number | undefined }) => void;
  onCashout: () => void;
  /** Automatic betting on the next rounds (ADR 0045); absent: the panel offers none. */
  autobet?: CrashAutobet;
}

type Problem = 'amount' | 'range' | 'auto' | 'runAuto' | 'rounds' | 'stops' | null;

/** "2.5" → 250 hundredths; anything else (or below 1.01×) is null. */
export function readTarget(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value >= CRASH_MIN_AUTO_CASHOUT && value <= CRASH_MAX_AUTO_CASHOUT ? value : null;
}

/**
 * The bet panel: the stake (with the brand's limits, halve and double), an optional auto cash-out
 * target, and one large button that is "Place bet" while betting is open and "Cash out <amount>"
 * while the member's bet rides the curve.
 */
export function BetPanel({
  phase,
  limits,
  myBet,
  multiplier,
  busy,
  error,
  onBet,
  onCashout,
  autobet,
}: BetPanelProps) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [amount, setAmount] = useState(limits.minBet);
  const [autoOn, setAutoOn] = useState(false);
  const [target, setTarget] = useState('2.00');
  const [problem, setProblem] = useState<Problem>(null);
  const [runOn, setRunOn] = useState(false);
  const [runRounds, setRunRounds] = useState('10');
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const running = autobet?.running ?? false;
  const { exponent } = limits;
  const min = parseMoney(limits.minBet, exponent) ?? 0n;
  const max = parseMoney(limits.maxBet, exponent) ?? 0n;
  const money = (minor: bigint) => formatMinor(minor, i18n.language, exponent);
  const signed = (minor: bigint) =>
    minor > 0n ? `+${money(minor)}` : minor < 0n ? `−${money(-minor)}` : money(0n);

  const riding = myBet?.status === 'ACTIVE';
  const canCashOut = riding && phase === 'RUNNING';
  const locked = riding || busy || running;

  const scale = (factor: 'half' | 'double') => {
    const current = parseMoney(amount.trim(), exponent) ?? min;
    const next = factor === 'half' ? current / 2n : current * 2n;
    setAmount(formatMoney(next < min ? min : next > max ? max : next, exponent));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canCashOut) {
      onCashout();
      return;
    }
    const minor = parseMoney(amount.trim(), exponent);
    if (minor === null || minor <= 0n) return setProblem('amount');
    if (minor < min || minor > max) return setProblem('range');
    const auto = autoOn ? readTarget(target) : undefined;
    if (auto === null) return setProblem('auto');
    if (autobet && runOn) {
      // A run needs the automatic cash-out: nobody is there to press the button each round.
      if (auto === undefined) return setProblem('runAuto');
      const roundsText = runRounds.trim();
      const rounds = roundsText === '' || roundsText === '0' ? null : Number(roundsText);
      if (
        rounds !== null &&
        !(/^\d{1,4}$/.test(roundsText) && rounds >= 1 && rounds <= CRASH_AUTO_MAX_ROUNDS)
      )
        return setProblem('rounds');
      const stop = (text: string) => (text.trim() === '' ? null : parseMoney(text.trim(), exponent));
      const profit = stop(stopProfit);
      const loss = stop(stopLoss);
      if ((profit !== null && profit <= 0n) || (loss !== null && loss <= 0n)) return setProblem('stops');
      if ((stopProfit.trim() !== '' && profit === null) || (stopLoss.trim() !== '' && loss === null))
        return setProblem('stops');
      if (rounds === null && profit === null && loss === null) return setProblem('rounds');
      setProblem(null);
      autobet.start({
        rounds,
        stopProfit: profit,
        stopLoss: loss,
        bet: { amount: formatMoney(minor, exponent), autoCashout: auto },
      });
      return;
    }
    setProblem(null);
    onBet({ amount: formatMoney(minor, exponent), autoCashout: auto });
  };

  const stake = myBet ? (parseMoney(myBet.amount, exponent) ?? 0n) : 0n;
  let label: string;
  if (canCashOut) label = t('crash.cashOutAmount', { amount: money(payoutOf(stake, multiplier)) });
  else if (riding) label = t('crash.betPlaced');
  else if (running) label = t('crash.run.waiting');
  else if (autobet && runOn) label = t('crash.run.start');
  else if (phase === 'BETTING' && !myBet) label = t('crash.placeBet');
  else label = t('crash.waitNext');
  const disabled =
    busy ||
    (!canCashOut && (running || (!(autobet && runOn) && (riding || phase !== 'BETTING' || myBet !== null))));

  const problemText =
    problem === 'amount'
      ? t('crash.amountInvalid')
      : problem === 'range'
        ? t('crash.amountRange', { min: money(min), max: money(max) })
        : null;

  return (
    <form className="crash-panel" onSubmit={submit} noValidate aria-label={t('crash.betPanel')}>
      <div className={`field crash-panel__amount${problemText ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${ids}-amount`}>
          {t('crash.amount', { currency: limits.currency })}
        </label>
        <div className="field__control">
          <input
            id={`${ids}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={locked}
            aria-invalid={problemText ? true : undefined}
            aria-describedby={`${ids}-limits${problemText ? ` ${ids}-error` : ''}`}
            onChange={(e) => {
              setAmount(e.target.value);
              setProblem(null);
            }}
          />
          <button
            type="button"
            className="crash-panel__step"
            disabled={locked}
            aria-label={t('crash.halve')}
            onClick={() => scale('half')}
          >
            ½
          </button>
          <button
            type="button"
            className="crash-panel__step"
            disabled={locked}
            aria-label={t('crash.double')}
            onClick={() => scale('double')}
          >
            2×
          </button>
        </div>
        <p id={`${ids}-limits`} className="field__hint">
          {t('crash.limits', { min: money(min), max: money(max) })}
        </p>
        {problemText ? (
          <p id={`${ids}-error`} className="field__error" role="alert">
            {problemText}
          </p>
        ) : null}
      </div>

      <div className={`crash-panel__auto${problem === 'auto' ? ' field--invalid' : ''}`}>
        <label className="crash-panel__toggle">
          <input
            type="checkbox"
            checked={autoOn}
            disabled={locked}
            onChange={(e) => {
              setAutoOn(e.target.checked);
              setProblem(null);
            }}
          />
          <span>{t('crash.auto')}</span>
        </label>
        <div className="field__control crash-panel__target">
          <label className="visually-hidden" htmlFor={`${ids}-target`}>
            {t('crash.autoAt')}
          </label>
          <input
            id={`${ids}-target`}
            inputMode="decimal"
            autoComplete="off"
            value={target}
            disabled={!autoOn || locked}
            aria-invalid={problem === 'auto' ? true : undefined}
            aria-describedby={problem === 'auto' ? `${ids}-auto-error` : undefined}
            onChange={(e) => {
              setTarget(e.target.value);
              setProblem(null);
            }}
          />
        </div>
        {problem === 'auto' ? (
          <p id={`${ids}-auto-error`} className="field__error" role="alert">
            {t('crash.autoInvalid')}
          </p>
        ) : null}
      </div>

      {autobet ? (
        <fieldset className="crash-panel__run" disabled={running || riding}>
          <legend className="visually-hidden">{t('crash.run.title')}</legend>
          <label className="crash-panel__toggle">
            <input
              type="checkbox"
              checked={runOn}
              onChange={(e) => {
                setRunOn(e.target.checked);
                setProblem(null);
              }}
            />
            <span>{t('crash.run.toggle')}</span>
          </label>
          {runOn ? (
            <div className="crash-panel__run-fields">
              <Field
                label={t('crash.run.rounds')}
                hint={t('crash.run.roundsHint', { max: CRASH_AUTO_MAX_ROUNDS })}
                value={runRounds}
                onChange={(e) => {
                  setRunRounds(e.target.value);
                  setProblem(null);
                }}
                error={
                  problem === 'rounds'
                    ? t('crash.run.roundsInvalid', { max: CRASH_AUTO_MAX_ROUNDS })
                    : undefined
                }
                inputMode="numeric"
                autoComplete="off"
              />
              <Field
                label={t('crash.run.stopProfit', { currency: limits.currency })}
                value={stopProfit}
                onChange={(e) => {
                  setStopProfit(e.target.value);
                  setProblem(null);
                }}
                error={problem === 'stops' ? t('crash.run.stopsInvalid') : undefined}
                inputMode="decimal"
                autoComplete="off"
              />
              <Field
                label={t('crash.run.stopLoss', { currency: limits.currency })}
                value={stopLoss}
                onChange={(e) => {
                  setStopLoss(e.target.value);
                  setProblem(null);
                }}
                inputMode="decimal"
                autoComplete="off"
              />
              {problem === 'runAuto' ? (
                <p className="field__error" role="alert">
                  {t('crash.run.needsAuto')}
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <Button
        type="submit"
        size="lg"
        block
        busy={busy}
        disabled={disabled}
        className={`crash-panel__action${canCashOut ? ' crash-panel__action--cashout' : ''}`}
      >
        {label}
      </Button>
      {autobet?.running ? (
        <Button type="button" variant="danger" block onClick={autobet.stop}>
          {t('crash.run.stop')}
        </Button>
      ) : null}
      {autobet?.summary ? (
        <dl className="crash-panel__summary" aria-live="polite" data-testid="crash-run-summary">
          <div>
            <dt>{t('crash.run.played')}</dt>
            <dd>{autobet.summary.rounds}</dd>
          </div>
          <div>
            <dt>{t('crash.run.wins')}</dt>
            <dd>{autobet.summary.wins}</dd>
          </div>
          <div>
            <dt>{t('crash.run.net', { currency: limits.currency })}</dt>
            <dd>{signed(autobet.summary.net)}</dd>
          </div>
        </dl>
      ) : null}
      {autobet?.stopped && !autobet.running ? (
        <p className="crash-panel__stopped" role="status">
          {t(`crash.run.stoppedBy.${autobet.stopped}`)}
        </p>
      ) : null}
      {myBet ? <BetOutcome bet={myBet} money={(m) => money(m)} exponent={exponent} /> : null}
      {error ? (
        <p className="crash-panel__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function BetOutcome({
  bet,
  money,
  exponent,
}: {
  bet: TCrashBet;
  money: (minor: bigint) => string;
  exponent: number;
}) {
  const { t } = useTranslation();
  const payout = parseMoney(bet.payout, exponent) ?? 0n;
  const stake = parseMoney(bet.amount, exponent) ?? 0n;
  let text: string;
  let tone: string;
  switch (bet.status) {
    case 'CASHED_OUT':
      text = t('crash.cashedOut', {
        multiplier: formatMultiplier(bet.cashoutMultiplier ?? 100),
        payout: money(payout),
      });
      tone = 'win';
      break;
    case 'LOST':
      text = t('crash.lost', { amount: money(stake) });
      tone = 'loss';
      break;
    case 'REFUNDED':
      text = t('crash.refunded');
      tone = 'neutral';
      break;
    default:
      text =
        bet.autoCashout !== null
          ? t('crash.ridingAuto', { amount: money(stake), multiplier: formatMultiplier(bet.autoCashout) })
          : t('crash.riding', { amount: money(stake) });
      tone = 'neutral';
  }
  return <p className={`crash-panel__outcome crash-panel__outcome--${tone}`}>{text}</p>;
}
