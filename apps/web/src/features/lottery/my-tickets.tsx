import type { TLotteryTicket } from '@portal/contracts';
import { EmptyState, LoadFailed, Pager, Spinner } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatTimestamp, toMinorUnits } from '@/lib/format';
import { useMyTickets } from './api';

/**
 * The public fairness page recomputes a ticket's winnings from the draw's revealed seed (the player
 * finds it in the results) and the ticket's lines with the odds each was sold at (ADR 0031).
 */
export function verifyTicketUrl(ticket: TLotteryTicket): string {
  const lines = ticket.lines.map((line) => {
    const odds = line.odds ?? [];
    const sold =
      odds.length === 0
        ? ''
        : odds.length === 1
          ? `:${odds[0]?.odds}`
          : `:${odds.map((o) => `${o.key}=${o.odds}`).join(',')}`;
    return `${line.type}:${line.numbers.join(',')}:${line.stake}${sold}`;
  });
  const query = new URLSearchParams({
    game: 'LOTTERY',
    style: ticket.style,
    gameCode: ticket.gameCode,
    drawNo: ticket.drawNo,
    lines: lines.join(';'),
  });
  return `/fairness?${query.toString()}`;
}

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
                        {line.odds && line.odds.length > 0 ? (
                          <span className="lotto-ticket__odds">
                            {' '}
                            {t('lotto.tickets.lineOdds', {
                              odds: line.odds.map((o) => `${o.odds}×`).join(' / '),
                            })}
                          </span>
                        ) : null}
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
                  {ticket.status === 'SETTLED' ? (
                    <Link
                      to={verifyTicketUrl(ticket)}
                      className="lotto-ticket__verify"
                      aria-label={t('lotto.tickets.verifyLabel', { drawNo: ticket.drawNo })}
                    >
                      {t('lotto.tickets.verify')}
                    </Link>
                  ) : null}
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
