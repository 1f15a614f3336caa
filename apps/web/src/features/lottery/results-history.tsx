import type { TLotteryResult } from '@portal/contracts';
import { EmptyState, LoadFailed, Pager, Spinner } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimestamp } from '@/lib/format';
import { useLotteryResults } from './api';
import { headline, ResultBoard } from './result-board';

/** The public fairness page verifies a draw from its revealed seed and name. */
export function verifyUrl(result: TLotteryResult): string {
  const query = new URLSearchParams({
    game: 'LOTTERY',
    style: result.style,
    serverSeed: result.serverSeed,
    gameCode: result.gameCode,
    drawNo: result.drawNo,
  });
  return `/fairness?${query.toString()}`;
}

/** Drawn results of a game, newest first, each with its revealed seed and a link to verify it. */
export function ResultsHistory({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const results = useLotteryResults(gameCode, page);
  if (results.isPending) return <Spinner label={t('common.loading')} />;
  if (results.isError) return <LoadFailed onRetry={() => results.refetch()} />;
  const { list, totalPages } = results.data;
  return (
    <section className="lotto-history" aria-labelledby="lotto-history-title">
      <h2 className="lotto-section-title" id="lotto-history-title">
        {t('lotto.history.title')}
      </h2>
      <p className="lotto-history__fair">{t('lotto.history.fair')}</p>
      {list.length === 0 ? (
        <EmptyState icon="clock" title={t('lotto.history.empty')} />
      ) : (
        <ol className="lotto-history__list">
          {list.map((r) => (
            <li key={r.drawNo} className="lotto-history__item">
              <details>
                <summary className="lotto-history__summary">
                  <span className="lotto-history__draw">{t('lotto.drawNo', { drawNo: r.drawNo })}</span>
                  <span className="lotto-history__time">
                    {t('lotto.history.drawnAt', { time: formatTimestamp(r.drawAt) })}
                  </span>
                  <span className="lotto-history__headline">{headline(r.style, r.results)}</span>
                </summary>
                <div className="lotto-history__body">
                  <ResultBoard style={r.style} results={r.results} />
                  <dl className="lotto-seeds">
                    <dt>{t('lotto.history.seedHash')}</dt>
                    <dd>
                      <code>{r.serverSeedHash}</code>
                    </dd>
                    <dt>{t('lotto.history.seed')}</dt>
                    <dd>
                      <code>{r.serverSeed}</code>
                    </dd>
                  </dl>
                  <Link
                    className="btn btn--secondary btn--sm"
                    to={verifyUrl(r)}
                    aria-label={t('lotto.history.verify', { drawNo: r.drawNo })}
                  >
                    {t('lotto.history.verifyShort')}
                  </Link>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      <Pager current={page} totalPages={totalPages} onChange={setPage} label={t('lotto.history.title')} />
    </section>
  );
}
