import type { TOriginalRound, TOriginalsConfig } from '@portal/contracts';
import { Button, Field } from '@portal/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, toMinorUnits } from '@/lib/format';
import type { BetAmount } from './bet-amount';
import { profitOf, signedMoney } from './format';

/** ADR 0045: one run plays at most this many rounds; "until stopped" stops here too. */
export const AUTOBET_MAX_ROUNDS = 1000;
/** ADR 0045: the pause between two rounds (at most 120 bets a minute, well inside the rate limit). */
export const AUTOBET_DELAY_MS = 500;
/** The largest increase after a win or a loss, in percent. */
const MAX_INCREASE_PERCENT = 1000;

export type AutobetStop = 'done' | 'stopped' | 'profit' | 'loss' | 'error' | 'maxBet' | 'hidden';

export interface AutobetSummary {
  rounds: number;
  wins: number;
  /** Net profit of the run, minor units (payouts − stakes). */
  net: bigint;
}

interface Settings {
  rounds: string;
  stopProfit: string;
  stopLoss: string;
  onWin: 'reset' | 'increase';
  onWinPercent: string;
  onLoss: 'reset' | 'increase';
  onLossPercent: string;
}

const DEFAULTS: Settings = {
  rounds: '10',
  stopProfit: '',
  stopLoss: '',
  onWin: 'reset',
  onWinPercent: '100',
  onLoss: 'reset',
  onLossPercent: '100',
};

type Problems = Partial<Record<keyof Settings, string>>;

/** A checked run: rounds (null: until a stop), stops and stake changes in minor units / percent. */
interface Plan {
  rounds: number | null;
  stopProfit: bigint | null;
  stopLoss: bigint | null;
  onWinPercent: number | null;
  onLossPercent: number | null;
}

/** The next stake: back to the base, or the last one raised by a percentage (rounded down). */
export function nextStake(last: bigint, base: bigint, percent: number | null): bigint {
  if (percent === null) return base;
  return last + (last * BigInt(Math.round(percent * 100))) / 10_000n;
}

/**
 * Automatic betting (ADR 0045): the page's own bet, repeated by this tab with the same game
 * settings, each round a new bet with its own request id (the bet endpoint is unchanged). It stops
 * after the rounds asked (at most 1000), at a profit or loss limit, on the first error, when the
 * next stake would pass the largest bet, when the page is hidden, and on Stop.
 */
export function useAutobet(config: TOriginalsConfig | undefined) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [settings, setSettings] = useState<Settings>(DEFAULTS);
  const [problems, setProblems] = useState<Problems>({});
  const [running, setRunning] = useState(false);
  const [summary, setSummary] = useState<AutobetSummary | null>(null);
  const [stopped, setStopped] = useState<AutobetStop | null>(null);
  const stopRequest = useRef<AutobetStop | null>(null);
  const wake = useRef<(() => void) | null>(null);
  const runningRef = useRef(false);

  const stop = useCallback((reason: AutobetStop = 'stopped') => {
    if (!runningRef.current) return;
    stopRequest.current = stopRequest.current ?? reason;
    wake.current?.();
  }, []);

  // A hidden page (another tab, the phone locked) stops the run; so does leaving the page.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') stop('hidden');
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      stop('stopped');
    };
  }, [stop]);

  const set = useCallback(<K extends keyof Settings>(key: K, value: Settings[K]) => {
    setSettings((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  }, []);

  /** Reads the settings; null (with the problems shown) when one is wrong. */
  const plan = useCallback((): Plan | null => {
    const message = (problem: 'rounds' | 'amount' | 'percent' | 'needStop') =>
      t(`originals.auto.problems.${problem}`, { max: AUTOBET_MAX_ROUNDS });
    const exponent = config?.exponent ?? 2;
    const found: Problems = {};
    const roundsText = settings.rounds.trim();
    let rounds: number | null = null;
    if (roundsText !== '' && roundsText !== '0') {
      const n = /^\d{1,4}$/.test(roundsText) ? Number(roundsText) : Number.NaN;
      if (!(n >= 1 && n <= AUTOBET_MAX_ROUNDS)) found.rounds = message('rounds');
      else rounds = n;
    }
    const money = (key: 'stopProfit' | 'stopLoss'): bigint | null => {
      const text = settings[key].trim();
      if (text === '') return null;
      const minor = /^\d+(\.\d*)?$/.test(text) ? toMinorUnits(text, exponent) : null;
      if (minor === null || minor <= 0n) {
        found[key] = message('amount');
        return null;
      }
      return minor;
    };
    const percent = (key: 'onWinPercent' | 'onLossPercent', on: 'reset' | 'increase'): number | null => {
      if (on === 'reset') return null;
      const n = /^\d{1,4}(\.\d{1,2})?$/.test(settings[key].trim()) ? Number(settings[key]) : Number.NaN;
      if (!(n > 0 && n <= MAX_INCREASE_PERCENT)) {
        found[key] = message('percent');
        return null;
      }
      return n;
    };
    const checked: Plan = {
      rounds,
      stopProfit: money('stopProfit'),
      stopLoss: money('stopLoss'),
      onWinPercent: percent('onWinPercent', settings.onWin),
      onLossPercent: percent('onLossPercent', settings.onLoss),
    };
    if (rounds === null && !found.rounds && checked.stopProfit === null && checked.stopLoss === null)
      found.rounds = message('needStop');
    setProblems(found);
    return Object.values(found).some(Boolean) ? null : checked;
  }, [settings, config?.exponent, t]);

  /** Plays the run; `play` bets one round of the stake (a decimal string) and answers its round or null. */
  const run = useCallback(
    async (base: string, checked: Plan, play: (stake: string) => Promise<TOriginalRound | null>) => {
      if (runningRef.current) return;
      const exponent = config?.exponent ?? 2;
      const baseMinor = toMinorUnits(base, exponent) ?? 0n;
      const max = config ? (toMinorUnits(config.maxBet, exponent) ?? null) : null;
      runningRef.current = true;
      stopRequest.current = null;
      setRunning(true);
      setStopped(null);
      let tally: AutobetSummary = { rounds: 0, wins: 0, net: 0n };
      setSummary(tally);
      let stake = baseMinor;
      let reason: AutobetStop = 'done';
      try {
        const limit = Math.min(checked.rounds ?? AUTOBET_MAX_ROUNDS, AUTOBET_MAX_ROUNDS);
        while (tally.rounds < limit) {
          if (stopRequest.current) break;
          const round = await play(formatMinor(stake, 'en', exponent).replaceAll(',', ''));
          if (!round) {
            reason = 'error';
            break;
          }
          const profit = profitOf(round, exponent);
          tally = {
            rounds: tally.rounds + 1,
            wins: tally.wins + (profit > 0n ? 1 : 0),
            net: tally.net + profit,
          };
          setSummary(tally);
          if (checked.stopProfit !== null && tally.net >= checked.stopProfit) {
            reason = 'profit';
            break;
          }
          if (checked.stopLoss !== null && -tally.net >= checked.stopLoss) {
            reason = 'loss';
            break;
          }
          if (tally.rounds >= limit) break;
          stake = nextStake(stake, baseMinor, profit > 0n ? checked.onWinPercent : checked.onLossPercent);
          if (max !== null && stake > max) {
            reason = 'maxBet';
            break;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, AUTOBET_DELAY_MS);
            wake.current = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake.current = null;
        }
      } finally {
        runningRef.current = false;
        setStopped(stopRequest.current ?? reason);
        stopRequest.current = null;
        setRunning(false);
      }
    },
    [config],
  );

  return useMemo(
    () => ({ mode, setMode, settings, set, problems, plan, run, running, stop, summary, stopped }),
    [mode, settings, set, problems, plan, run, running, stop, summary, stopped],
  );
}

export type Autobet = ReturnType<typeof useAutobet>;

/** Manual or automatic betting, above the stake. */
export function ModeSwitch({ autobet }: { autobet: Autobet }) {
  const { t } = useTranslation();
  return (
    <fieldset className="og-plain-fieldset og-mode">
      <legend className="visually-hidden">{t('originals.auto.mode')}</legend>
      <div className="segmented segmented--block">
        {(['manual', 'auto'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={autobet.mode === m}
            disabled={autobet.running}
            onClick={() => autobet.setMode(m)}
          >
            {t(`originals.auto.${m}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The run's settings, its Start / Stop button and its running summary. */
export function AutobetPanel({
  autobet,
  config,
  onStart,
  busy,
}: {
  autobet: Autobet;
  config: TOriginalsConfig | undefined;
  onStart: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { settings, set, problems, running, summary, stopped } = autobet;
  const exponent = config?.exponent ?? 2;
  const currency = config?.currency ?? '';
  const change = (which: 'onWin' | 'onLoss') => {
    const percentKey = which === 'onWin' ? 'onWinPercent' : 'onLossPercent';
    return (
      <fieldset className="og-field og-auto__change" disabled={running}>
        <legend className="field__label">{t(`originals.auto.${which}`)}</legend>
        <div className="og-auto__change-row">
          <div className="segmented">
            {(['reset', 'increase'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={settings[which] === v}
                onClick={() => set(which, v)}
              >
                {t(`originals.auto.${v}`)}
              </button>
            ))}
          </div>
          {settings[which] === 'increase' ? (
            <Field
              label={t('originals.auto.byPercent')}
              className="og-auto__percent"
              value={settings[percentKey]}
              onChange={(e) => set(percentKey, e.target.value)}
              error={problems[percentKey]}
              inputMode="decimal"
              autoComplete="off"
              trailing={<span className="field__prefix">%</span>}
            />
          ) : null}
        </div>
      </fieldset>
    );
  };
  return (
    <div className="og-auto">
      <div className="og-fields og-auto__fields">
        <Field
          label={t('originals.auto.rounds')}
          hint={t('originals.auto.roundsHint', { max: AUTOBET_MAX_ROUNDS })}
          value={settings.rounds}
          onChange={(e) => set('rounds', e.target.value)}
          error={problems.rounds}
          inputMode="numeric"
          autoComplete="off"
          disabled={running}
        />
        <Field
          label={t('originals.auto.stopProfit', { currency })}
          value={settings.stopProfit}
          onChange={(e) => set('stopProfit', e.target.value)}
          error={problems.stopProfit}
          inputMode="decimal"
          autoComplete="off"
          disabled={running}
        />
        <Field
          label={t('originals.auto.stopLoss', { currency })}
          value={settings.stopLoss}
          onChange={(e) => set('stopLoss', e.target.value)}
          error={problems.stopLoss}
          inputMode="decimal"
          autoComplete="off"
          disabled={running}
        />
        {change('onWin')}
        {change('onLoss')}
      </div>
      {summary ? (
        <dl className="og-auto__summary" aria-live="polite" data-testid="autobet-summary">
          <div>
            <dt>{t('originals.auto.played')}</dt>
            <dd data-testid="autobet-rounds">{summary.rounds}</dd>
          </div>
          <div>
            <dt>{t('originals.auto.wins')}</dt>
            <dd>{summary.wins}</dd>
          </div>
          <div>
            <dt>{t('originals.auto.net', { currency })}</dt>
            <dd
              data-testid="autobet-net"
              className={summary.net > 0n ? 'og-win' : summary.net < 0n ? 'og-loss' : undefined}
            >
              {signedMoney(summary.net, i18n.language, exponent)}
            </dd>
          </div>
        </dl>
      ) : null}
      {stopped && !running ? (
        <p className="og-muted og-auto__stopped" role="status">
          {t(`originals.auto.stoppedBy.${stopped}`)}
        </p>
      ) : null}
      {running ? (
        <Button type="button" size="lg" block variant="danger" onClick={() => autobet.stop('stopped')}>
          {t('originals.auto.stop')}
        </Button>
      ) : (
        <Button type="button" size="lg" block busy={busy} onClick={onStart}>
          {t('originals.auto.start')}
        </Button>
      )}
    </div>
  );
}

/**
 * Starts a run from the page: the stake and the run's settings are checked first (and the game's
 * own settings by `ready`), then `play` is repeated with each round's stake.
 */
export function startAutobet(
  autobet: Autobet,
  amount: BetAmount,
  play: (stake: string) => Promise<TOriginalRound | null>,
  ready: () => boolean = () => true,
): void {
  const checked = amount.check();
  const plan = autobet.plan();
  if (!checked.ok || !plan || !ready()) return;
  void autobet.run(checked.amount, plan, play);
}
