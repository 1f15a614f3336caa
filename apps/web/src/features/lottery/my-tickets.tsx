import { EmptyState, LoadFailed, Pager, Spinner } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTimestamp, toMinorUnits } from '@/lib/format';
import { useMyTickets } from './api';

/** The member's tickets of a game with their lines, status and winnings, newest first. */
export function MyTickets({ gameCode, exponent }: { gameCode: string; exponent: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const tickets = useMyTickets(gameCode, page);
  const money = (amount: string) => formatAmount(amount, i18n.language, exponent);
  if (tickets.isPending) return <Spinner label={t('common.loading')} />;
  if (tickets.isError) return <LoadFailed onRetry={() => tickets.refetch()} />;
  const { list, totalPages } = tickets.data;
  return (
    <section className="lotto-tickets" aria-labelledby="lotto-tickets-title">
      <h2 className="lotto-section-title" id="lotto-tickets-title">
        {t('lotto.tickets.title')}
      </h2>
      {list.length === 0 ? (
        <EmptyState
          icon="elott"
          title={t('lotto.tickets.empty')}
          description={t('lotto.tickets.emptyHint')}
        />
      ) : (
        <ul className="lotto-tickets__list">
          {list.map((ticket) => {
            const won = ticket.status === 'SETTLED' && (toMinorUnits(ticket.payout, exponent) ?? 0n) > 0n;
            return (
              <li key={ticket.ticketId} className="lotto-ticket" data-status={ticket.status}>
                <div className="lotto-ticket__head">
                  <span className="lotto-ticket__draw">{t('lotto.drawNo', { drawNo: ticket.drawNo })}</span>
                  <span
                    className={`lotto-ticket__status lotto-ticket__status--${ticket.status.toLowerCase()}`}
                  >
                    {t(`lotto.tickets.status.${ticket.status}`)}
                  </span>
                </div>
                <ul className="lotto-ticket__lines">
                  {ticket.lines
                    .map((line, slot) => ({ line, slot }))
                    .map(({ line, slot }) => (
                      <li key={slot}>
                        <span className="lotto-ticket__type">{t(`lotto.betTypes.${line.type}`)}</span>{' '}
                        <span className="lotto-ticket__numbers">{line.numbers.join(' · ')}</span>{' '}
                        <span className="lotto-ticket__stake">{money(line.stake)}</span>
                        {line.payout !== null && (toMinorUnits(line.payout, exponent) ?? 0n) > 0n ? (
                          <span className="lotto-ticket__line-win">
                            {' '}
                            {t('lotto.tickets.linePayout', { amount: money(line.payout) })}
                          </span>
                        ) : null}
                      </li>
                    ))}
                </ul>
                <div className="lotto-ticket__foot">
                  <span>{t('lotto.tickets.stake', { amount: money(ticket.stake) })}</span>
                  {ticket.status === 'SETTLED' ? (
                    <strong className={won ? 'lotto-ticket__won' : 'lotto-ticket__lost'}>
                      {won
                        ? t('lotto.tickets.won', { amount: money(ticket.payout) })
                        : t('lotto.tickets.lost')}
                    </strong>
                  ) : null}
                  <span className="lotto-ticket__time">
                    {t('lotto.tickets.placed', { time: formatTimestamp(ticket.placedAt) })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager current={page} totalPages={totalPages} onChange={setPage} label={t('lotto.tickets.title')} />
    </section>
  );
}
