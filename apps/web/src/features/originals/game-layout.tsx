import type { OriginalGame, TOriginalsConfig } from '@portal/contracts';
import { Button } from '@portal/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { OriginalsSwitcher } from '@/components/originals/originals-switcher';
import { PlayMoneyNote } from '@/components/originals/play-money-note';
import { formatAmount } from '@/lib/format';
import { type Autobet, AutobetPanel, ModeSwitch } from './autobet';
import { AmountControl, type BetAmount } from './bet-amount';
import { FairnessDialog } from './fairness-dialog';
import { formatMultiplier, profitOf, signedMoney } from './format';
import { MyBets } from './my-bets';
import './originals.css';

/** What the last round came to, as the board shows it and the live region says it. */
export interface RoundView {
  key: string;
  status: 'WON' | 'LOST' | 'CASHED_OUT';
  payout: string;
  amount: string;
  /** Ten-thousandths. */
  multiplier: number;
}

interface GameLayoutProps {
  game: OriginalGame;
  config: TOriginalsConfig | undefined;
  amount: BetAmount;
  /** The stake cannot change (a Mines or Hi-Lo round is open). */
  amountLocked?: boolean;
  board: ReactNode;
  /** The game's own controls, under the stake. */
  controls?: ReactNode;
  /** The primary button(s); the first submits the panel's form. */
  actions: ReactNode;
  onSubmit: () => void;
  /** Payout on win of the next bet (or of cashing out now), a decimal string. */
  payoutOnWin: string | null;
  payoutLabel?: string;
  result: RoundView | null;
  error: string | null;
  /** Automatic betting (ADR 0045): the run's state and how to start it with the page's settings. */
  autobet?: { state: Autobet; start: () => void; busy: boolean };
}

/**
 * The frame of every in-house game: on desktop a side panel (stake, the game's controls, the bet
 * button, the payout on win) beside the board; on phones the board first and the controls under
 * it, within thumb reach. The round's result is shown on the board and announced.
 */
export function GameLayout({
  game,
  config,
  amount,
  amountLocked,
  board,
  controls,
  actions,
  onSubmit,
  payoutOnWin,
  payoutLabel,
  result,
  error,
  autobet,
}: GameLayoutProps) {
  const { t, i18n } = useTranslation();
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const exponent = config?.exponent ?? 2;
  const money = (value: string) => formatAmount(value, i18n.language, exponent);

  const auto = autobet?.state.mode === 'auto' ? autobet : null;
  const running = autobet?.state.running ?? false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (auto) {
      if (!running) auto.start();
    } else onSubmit();
  };

  const profit = result ? profitOf(result, exponent) : 0n;
  const announcement = result
    ? result.status === 'LOST'
      ? t('originals.result.lostAnnounce', { amount: money(result.amount), currency: config?.currency ?? '' })
      : t(profit > 0n ? 'originals.result.wonAnnounce' : 'originals.result.partialAnnounce', {
          amount: money(result.payout),
          profit: signedMoney(profit, i18n.language, exponent),
          currency: config?.currency ?? '',
          multiplier: formatMultiplier(result.multiplier),
        })
    : '';

  return (
    <div className="page og-page">
      <PageHeader title={t(`originals.games.${game}`)} subtitle={t(`originals.taglines.${game}`)} icon="bgs">
        <Button variant="secondary" size="sm" icon="shield" onClick={() => setFairnessOpen(true)}>
          {t('originals.fairness.open')}
        </Button>
      </PageHeader>
      <OriginalsSwitcher current={game} />
      <div className="og">
        <section className="og__board" aria-label={t('originals.board')}>
          {board}
          {result ? (
            <div
              key={result.key}
              className={`og-result og-result--${result.multiplier >= 10_000 ? 'win' : 'loss'}`}
              aria-hidden="true"
            >
              <span className="og-result__multiplier">{formatMultiplier(result.multiplier)}</span>
              <span className="og-result__amount" data-testid="og-result-profit">
                <span className="visually-hidden">{t('originals.profit')} </span>
                {signedMoney(profit, i18n.language, exponent)}
              </span>
              <span className="og-result__payout" data-testid="og-result-payout">
                {t('originals.payoutIs', { amount: money(result.payout) })}
              </span>
            </div>
          ) : null}
        </section>
        <form className="og__panel" onSubmit={submit} noValidate>
          <PlayMoneyNote />
          {autobet ? <ModeSwitch autobet={autobet.state} /> : null}
          <AmountControl amount={amount} config={config} disabled={amountLocked || running} />
          <fieldset className="og-plain-fieldset" disabled={running}>
            {controls}
          </fieldset>
          <div className="og__payout">
            <span>{payoutLabel ?? t('originals.payoutOnWin')}</span>
            <strong>
              {payoutOnWin === null ? '—' : money(payoutOnWin)}{' '}
              <span className="og__currency">{config?.currency}</span>
            </strong>
          </div>
          {config?.maxWin ? (
            <p className="og__cap">
              {t('originals.maxWin', { amount: money(config.maxWin), currency: config.currency })}
            </p>
          ) : null}
          {error ? (
            <p className="form__error og__error" role="alert">
              {error}
            </p>
          ) : null}
          {auto ? (
            <AutobetPanel autobet={auto.state} config={config} onStart={auto.start} busy={auto.busy} />
          ) : (
            // No bet before the game's limits are known: the stake is checked against them.
            <fieldset className="og-plain-fieldset og__actions" disabled={config === undefined}>
              {actions}
            </fieldset>
          )}
        </form>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <MyBets game={game} config={config} />
      {fairnessOpen ? <FairnessDialog game={game} onClose={() => setFairnessOpen(false)} /> : null}
    </div>
  );
}
