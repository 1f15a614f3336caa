import type { LotteryStyle, TDrawnNumber } from '@portal/contracts';
import { SEA_PRIZES, VN_PRIZES } from '@portal/fairness';
import { useTranslation } from 'react-i18next';

/**
 * A draw's numbers by prize: VN (special to seventh, 27 numbers) or 4D (first, second, third,
 * ten starters, ten consolations). The last two digits of VN numbers are what DE, LO and XIEN
 * bets read, so they stand out.
 */
export function ResultBoard({ style, results }: { style: LotteryStyle; results: TDrawnNumber[] }) {
  const { t } = useTranslation();
  const prizes = style === 'VN' ? VN_PRIZES : SEA_PRIZES;
  return (
    <dl className={`lotto-board lotto-board--${style.toLowerCase()}`}>
      {prizes.map((p) => {
        // Numbers may repeat within a prize: their place in the draw tells them apart.
        const numbers = results.map((r, slot) => ({ ...r, slot })).filter((r) => r.prize === p.prize);
        return (
          <div key={p.prize} className={`lotto-board__row lotto-board__row--${p.prize.toLowerCase()}`}>
            <dt className="lotto-board__prize">{t(`lotto.prizes.${p.prize}`)}</dt>
            <dd className="lotto-board__numbers">
              {numbers.map((r) => (
                <span key={r.slot} className="lotto-board__number">
                  {style === 'VN' && r.number.length > 2 ? (
                    <>
                      {r.number.slice(0, -2)}
                      <strong>{r.number.slice(-2)}</strong>
                    </>
                  ) : (
                    <strong>{r.number}</strong>
                  )}
                </span>
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The headline number of a result: the special prize (VN) or the first prize (4D). */
export function headline(style: LotteryStyle, results: TDrawnNumber[]): string {
  return results.find((r) => r.prize === (style === 'VN' ? 'SPECIAL' : 'FIRST'))?.number ?? '';
}
