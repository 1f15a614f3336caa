import type { TOriginalRound } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from './format';
import { PlayingCard } from './playing-card';

/** The player's choices and what came of them, in words, for the round details. */
export function OutcomeSummary({ round }: { round: TOriginalRound }) {
  const { t } = useTranslation();
  const { params, outcome } = round;
  const rows: [string, string][] = [];
  if (params.game === 'DICE' && outcome.game === 'DICE') {
    rows.push([
      t('originals.dice.target'),
      `${t(`originals.dice.${params.direction}`)} ${formatHundredths(params.target)}`,
    ]);
    rows.push([t('originals.dice.roll'), formatHundredths(outcome.roll)]);
  } else if (params.game === 'LIMBO' && outcome.game === 'LIMBO') {
    rows.push([t('originals.limbo.target'), `${formatHundredths(params.target)}×`]);
    rows.push([t('originals.limbo.result'), `${formatHundredths(outcome.result)}×`]);
  } else if (params.game === 'PLINKO' && outcome.game === 'PLINKO') {
    rows.push([t('originals.plinko.rows'), String(params.rows)]);
    rows.push([t('originals.risk.label'), t(`originals.risk.${params.risk}`)]);
    rows.push([t('originals.plinko.path'), outcome.path.map((d) => (d ? 'R' : 'L')).join(' ')]);
    rows.push([t('originals.plinko.slot'), String(outcome.slot + 1)]);
  } else if (params.game === 'KENO' && outcome.game === 'KENO') {
    rows.push([t('originals.risk.label'), t(`originals.risk.${params.risk}`)]);
    rows.push([t('originals.keno.picks'), params.picks.join(', ')]);
    rows.push([t('originals.keno.drawn'), outcome.drawn.join(', ')]);
    rows.push([t('originals.keno.hits'), outcome.hits.length ? outcome.hits.join(', ') : '0']);
  } else if (params.game === 'MINES' && outcome.game === 'MINES') {
    rows.push([t('originals.mines.count'), String(params.mines)]);
    rows.push([t('originals.mines.revealed'), outcome.revealed.map((i) => i + 1).join(', ') || '—']);
    if (outcome.mines) rows.push([t('originals.mines.minesAt'), outcome.mines.map((i) => i + 1).join(', ')]);
  }
  return (
    <div className="og-outcome">
      {rows.length > 0 ? (
        <dl className="og-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {outcome.game === 'HILO' ? (
        <ol className="og-card-row" aria-label={t('originals.hilo.cards')}>
          {outcome.cards.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the round is its identity (cards repeat)
            <li key={`${card.index}-${i}`}>
              <PlayingCard
                card={card}
                size="sm"
                note={
                  i > 0
                    ? t(`originals.hilo.guess.${outcome.guesses[i - 1] ?? 'SKIP'}`)
                    : t('originals.hilo.start')
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
