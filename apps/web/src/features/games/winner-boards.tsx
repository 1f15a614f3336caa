import type { TWinner } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/lib/config';
import { formatAmount } from '@/lib/format';
import { useWinners } from './api';
import './games.css';

/** The biggest-wins board shows the first 9 of the 20 the board returns (spec section 9). */
export const BIGGEST_WINS_SHOWN = 9;

function WinnerIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <span className="winner__icon winner__icon--fallback">
      <Icon name="slots" size={22} />
    </span>
  ) : (
    <img
      className="winner__icon"
      src={url}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function Board({
  title,
  winners,
  ranked,
}: {
  title: string;
  winners: TWinner[] | undefined;
  ranked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { currency } = useMerchant();
  return (
    <section className="winner-board" aria-label={title}>
      <h2 className="winner-board__title">
        <Icon name={ranked ? 'crown' : 'sparkle'} size={20} />
        {title}
      </h2>
      {winners && winners.length === 0 ? (
        <p className="winner-board__empty">{t('games.noWinners')}</p>
      ) : (
        <ol className="winner-list" aria-busy={winners === undefined || undefined}>
          {(winners ?? Array.from({ length: BIGGEST_WINS_SHOWN }, () => null)).map((winner, index) =>
            winner ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a board row is its rank; one player may win twice at once
              <li key={`${index}-${winner.customerName}-${winner.wonAt}`} className="winner">
                {ranked ? <span className="winner__rank">{index + 1}</span> : null}
                <WinnerIcon url={winner.iconUrl} />
                <span className="winner__who">
                  <span className="winner__name">{winner.customerName}</span>
                  <span className="winner__game">{winner.gameName}</span>
                </span>
                <span className="winner__amount">
                  <span className="winner__currency">{currency}</span>
                  {formatAmount(winner.winAmount, i18n.language)}
                </span>
              </li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <li key={index} className="winner winner--skeleton" aria-hidden="true" />
            ),
          )}
        </ol>
      )}
    </section>
  );
}

/**
 * The winner boards of the home page: the biggest wins of the week (the first 9 of 20) and the
 * latest of those wins.
 */
export function WinnerBoards({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const { data, isError } = useWinners({ enabled });
  if (isError) return null;
  const biggest = data?.slice(0, BIGGEST_WINS_SHOWN);
  const latest = data
    ? [...data].sort((a, b) => b.wonAt.localeCompare(a.wonAt)).slice(0, BIGGEST_WINS_SHOWN)
    : undefined;
  return (
    <div className={`winner-boards${data && data.length === 0 ? ' winner-boards--single' : ''}`}>
      <Board title={t('games.biggestWins')} winners={biggest} ranked />
      {data && data.length === 0 ? null : (
        <Board title={t('games.latestWins')} winners={latest} ranked={false} />
      )}
    </div>
  );
}
