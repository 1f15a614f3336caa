import type { TRaffleDraw } from '@portal/contracts/endpoints';
import { DataTable, QueryView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { fairnessHref } from '@/lib/fairness-link';
import { formatTimestamp } from '@/lib/format';
import { useSession } from '@/lib/session';
import { raffleQuery } from './api';
import { Countdown } from './parts';

function Seeds({ draw }: { draw: TRaffleDraw }) {
  const { t } = useTranslation();
  return (
    <dl className="facts promo-seeds">
      <div>
        <dt>{t('promo.raffle.seedHash')}</dt>
        <dd>
          <code className="promo-code">{draw.seedHash}</code>
        </dd>
      </div>
      {draw.serverSeed ? (
        <div>
          <dt>{t('promo.raffle.serverSeed')}</dt>
          <dd>
            <code className="promo-code">{draw.serverSeed}</code>
          </dd>
        </div>
      ) : null}
      {draw.clientSeed ? (
        <div>
          <dt>{t('promo.raffle.clientSeed')}</dt>
          <dd>
            <code className="promo-code">{draw.clientSeed}</code>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function PastDraw({ draw }: { draw: TRaffleDraw }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="promo-draw" aria-labelledby={titleId}>
      <h5 id={titleId} className="promo-draw__title">
        {t('promo.raffle.drawOf', { period: draw.period })}{' '}
        <span className="promo-draw__when">
          {draw.state === 'VOID' ? t('promo.raffle.void') : formatTimestamp(draw.drawsAt)}
        </span>
      </h5>
      <p className="promo-muted">{t('promo.raffle.ticketsTotal', { count: draw.tickets })}</p>
      <Seeds draw={draw} />
      {draw.winners.length > 0 ? (
        <div className="promo-table-wrap">
          <DataTable
            className="records-table promo-table"
            caption={t('promo.raffle.winnersOf', { period: draw.period })}
            rows={draw.winners}
            rowKey={(w) => `${w.rank}-${w.ticket}`}
            columns={[
              { id: 'rank', header: t('promo.raffle.rank'), cell: (w) => w.rank, rowHeader: true },
              { id: 'name', header: t('promo.raffle.winner'), cell: (w) => w.name },
              {
                id: 'ticket',
                header: t('promo.raffle.ticket'),
                cell: (w) => `#${w.ticket}`,
                className: 'num',
              },
              {
                id: 'prize',
                header: t('promo.raffle.prize'),
                cell: (w) => <Money amount={w.prize} withCurrency />,
                className: 'num',
              },
            ]}
          />
        </div>
      ) : null}
      {draw.serverSeed && draw.clientSeed ? (
        <Link
          className="promo-link"
          to={fairnessHref({
            game: 'RAFFLE',
            serverSeed: draw.serverSeed,
            serverSeedHash: draw.seedHash,
            clientSeed: draw.clientSeed,
            tickets: draw.tickets,
            winners: [...draw.winners]
              .sort((a, b) => a.rank - b.rank)
              .map((w) => w.ticket)
              .join(','),
          })}
        >
          {t('promo.raffle.verify')}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * A raffle (ADR 0039): the current draw with its seed hash committed before it opened, my
 * tickets, the prizes, and past draws with their winners and revealed seeds, checkable on /fairness.
 */
export function RaffleView({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const query = useQuery(raffleQuery(promotionId));
  const titleId = useId();
  return (
    <section className="promo-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="promo-section__title">
        {t('promo.raffle.title')}
      </h4>
      <QueryView query={query}>
        {(raffle) => (
          <div className="promo-raffle">
            {raffle.current ? (
              <div className="promo-raffle__current">
                <dl className="facts">
                  <div>
                    <dt>{t('promo.raffle.period')}</dt>
                    <dd>{raffle.current.period}</dd>
                  </div>
                  <div>
                    <dt>{t('promo.raffle.drawAt')}</dt>
                    <dd>
                      <Countdown until={raffle.current.drawsAt} label="drawIn" />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('promo.raffle.ticketsAll')}</dt>
                    <dd>{raffle.current.tickets}</dd>
                  </div>
                  {status === 'member' || status === 'agent' ? (
                    <div>
                      <dt>{t('promo.raffle.myTickets')}</dt>
                      <dd data-testid="my-tickets">
                        {raffle.joined ? raffle.myTickets : t('promo.raffle.notJoined')}
                      </dd>
                    </div>
                  ) : null}
                </dl>
                <p className="promo-muted">{t('promo.raffle.commitment')}</p>
                <Seeds draw={raffle.current} />
              </div>
            ) : (
              <p className="promo-muted">{t('promo.raffle.noCurrent')}</p>
            )}
            {raffle.prizes.length > 0 ? (
              <>
                <h5 className="promo-draw__title">{t('promo.raffle.prizes')}</h5>
                <ol className="promo-prizes">
                  {raffle.prizes.map((prize, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: prizes are by rank, the rank is the key
                    <li key={index}>
                      {t('promo.raffle.rankN', { n: index + 1 })}: <Money amount={prize} withCurrency />
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            {raffle.past.length > 0 ? (
              <>
                <h5 className="promo-draw__title">{t('promo.raffle.past')}</h5>
                {raffle.past.map((draw) => (
                  <PastDraw key={draw.id} draw={draw} />
                ))}
              </>
            ) : null}
          </div>
        )}
      </QueryView>
    </section>
  );
}
