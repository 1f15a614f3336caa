import { FAIRNESS_ROUTE, type TCrashHistoryEntry, type TCrashLiveBet } from '@portal/contracts';
import { DataTable, Dialog, Pager, Spinner } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatTimestamp } from '@/lib/format';
import { useCrashRound, useMyCrashBets } from './api';
import { formatMultiplier, pointTone } from './crash-model';

/** Who is in this round, and who has cashed out at what. */
export function LiveBets({ bets, exponent }: { bets: TCrashLiveBet[]; exponent: number }) {
  const { t, i18n } = useTranslation();
  const cashedOut = bets.filter((b) => b.status === 'CASHED_OUT').length;
  return (
    <section className="crash-card" aria-labelledby="crash-live-title">
      <header className="crash-card__header">
        <h2 id="crash-live-title" className="crash-card__title">
          {t('crash.liveBets')}
        </h2>
        <span className="crash-card__meta">{t('crash.players', { count: bets.length, cashedOut })}</span>
      </header>
      {bets.length === 0 ? (
        <p className="crash-card__empty">{t('crash.noBets')}</p>
      ) : (
        <DataTable
          className="crash-table"
          rows={bets}
          rowKey={(b) => b.betId}
          rowClassName={(b) => `crash-table__row crash-table__row--${b.status.toLowerCase()}`}
          columns={[
            { id: 'player', header: t('crash.player'), cell: (b) => b.player },
            {
              id: 'bet',
              header: t('crash.bet'),
              className: 'num',
              cell: (b) => formatAmount(b.amount, i18n.language, exponent),
            },
            {
              id: 'cashout',
              header: t('crash.cashout'),
              className: 'num',
              cell: (b) => (b.cashoutMultiplier !== null ? formatMultiplier(b.cashoutMultiplier) : '–'),
            },
            {
              id: 'payout',
              header: t('crash.payout'),
              className: 'num',
              cell: (b) =>
                b.payout !== null
                  ? formatAmount(b.payout, i18n.language, exponent)
                  : t(`crash.status.${b.status}`),
            },
          ]}
        />
      )}
    </section>
  );
}

/** The last rounds as coloured chips; each opens its verification details. */
export function HistoryStrip({ history }: { history: TCrashHistoryEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav className="crash-history" aria-label={t('crash.history')}>
      <ul className="crash-history__list">
        {history.map((h) => (
          <li key={h.roundId}>
            <button
              type="button"
              className={`crash-chip crash-chip--${pointTone(h.crashPoint)}`}
              aria-label={t('crash.historyItem', {
                id: h.roundId,
                result: h.crashPoint === null ? t('crash.void') : formatMultiplier(h.crashPoint),
              })}
              onClick={() => setOpen(h.roundId)}
            >
              {h.crashPoint === null ? t('crash.void') : formatMultiplier(h.crashPoint)}
            </button>
          </li>
        ))}
      </ul>
      {open ? <RoundDialog roundId={open} onClose={() => setOpen(null)} /> : null}
    </nav>
  );
}

/** A finished round with what verifies it, and the way to the fairness page. */
export function RoundDialog({ roundId, onClose }: { roundId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const round = useCrashRound(roundId);
  const r = round.data;
  const verifyUrl = r
    ? `${FAIRNESS_ROUTE}?${new URLSearchParams({
        game: 'CRASH',
        hash: r.hash,
        salt: r.salt,
        edgeBps: String(r.edgeBps),
        ...(r.previousHash ? { previousHash: r.previousHash } : {}),
      }).toString()}`
    : null;
  return (
    <Dialog title={t('crash.verify.title', { id: roundId })} onClose={onClose} closeLabel={t('common.close')}>
      {round.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : !r ? (
        <p role="alert">{round.error?.message}</p>
      ) : (
        <div className="crash-verify">
          {r.status === 'VOID' ? <p className="crash-verify__note">{t('crash.verify.voidNote')}</p> : null}
          <dl className="crash-verify__list">
            <dt>{t('crash.verify.point')}</dt>
            <dd
              className={`crash-verify__point crash-chip--${pointTone(r.status === 'VOID' ? null : r.crashPoint)}`}
            >
              {formatMultiplier(r.crashPoint)}
            </dd>
            <dt>{t('crash.verify.hash')}</dt>
            <dd className="crash-verify__hex">{r.hash}</dd>
            <dt>{t('crash.verify.salt')}</dt>
            <dd className="crash-verify__hex">{r.salt}</dd>
            <dt>{t('crash.verify.terminal')}</dt>
            <dd className="crash-verify__hex">{r.terminalHash}</dd>
            <dt>{t('crash.verify.index')}</dt>
            <dd>
              {r.gameIndex + 1} · {t('crash.verify.chain', { id: r.chainId })}
            </dd>
            <dt>{t('crash.verify.edge')}</dt>
            <dd>{(r.edgeBps / 100).toFixed(2)}%</dd>
            {r.crashedAt ? (
              <>
                <dt>{t('crash.verify.endedAt')}</dt>
                <dd>{formatTimestamp(r.crashedAt)}</dd>
              </>
            ) : null}
          </dl>
          <p className="crash-verify__how">{t('crash.verify.how')}</p>
          {verifyUrl ? (
            <Link className="btn btn--secondary btn--md btn--block" to={verifyUrl}>
              {t('crash.verify.open')}
            </Link>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

/** The member's own crash bets, newest first. */
export function MyCrashBets({ exponent }: { exponent: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const bets = useMyCrashBets(page);
  const data = bets.data;
  return (
    <section className="crash-card" aria-labelledby="crash-mine-title">
      <header className="crash-card__header">
        <h2 id="crash-mine-title" className="crash-card__title">
          {t('crash.myBets')}
        </h2>
      </header>
      {bets.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : !data || data.content.length === 0 ? (
        <p className="crash-card__empty">{t('crash.noMyBets')}</p>
      ) : (
        <>
          <table className="crash-table" data-testid="crash-my-bets">
            <thead>
              <tr>
                <th scope="col">{t('crash.time')}</th>
                <th scope="col" className="num">
                  {t('crash.bet')}
                </th>
                <th scope="col" className="num">
                  {t('crash.cashout')}
                </th>
                <th scope="col" className="num">
                  {t('crash.payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((b) => (
                <tr key={b.betId} className={`crash-table__row crash-table__row--${b.status.toLowerCase()}`}>
                  <td>
                    <span className="crash-table__time">{formatTimestamp(b.placedAt)}</span>
                    <span className="crash-table__status">{t(`crash.status.${b.status}`)}</span>
                  </td>
                  <td className="num">{formatAmount(b.amount, i18n.language, exponent)}</td>
                  <td className="num">
                    {b.cashoutMultiplier !== null
                      ? formatMultiplier(b.cashoutMultiplier)
                      : b.crashPoint !== null
                        ? `@${formatMultiplier(b.crashPoint)}`
                        : '–'}
                  </td>
                  <td className="num">{formatAmount(b.payout, i18n.language, exponent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={t('crash.myBets')} />
        </>
      )}
    </section>
  );
}
