import type { TCard } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

export const rankLabel = (rank: number): string => RANKS[rank - 1] ?? '?';

/** A card's name in words ("Queen of hearts"), for screen readers and titles. */
export function useCardName() {
  const { t } = useTranslation();
  return (card: TCard) =>
    t('originals.hilo.cardName', {
      rank: t(`originals.hilo.ranks.r${card.rank}` as 'originals.hilo.ranks.r1'),
      suit: t(`originals.hilo.suits.${card.suit}`),
    });
}

/** A playing card face; red suits in red. */
export function PlayingCard({
  card,
  size = 'md',
  note,
}: {
  card: TCard;
  size?: 'sm' | 'md' | 'lg';
  note?: string;
}) {
  const name = useCardName();
  const red = card.suit === 'H' || card.suit === 'D';
  return (
    <span
      className={`og-card og-card--${size}${red ? ' og-card--red' : ''}`}
      role="img"
      aria-label={note ? `${name(card)}, ${note}` : name(card)}
    >
      <span className="og-card__rank">{rankLabel(card.rank)}</span>
      <span className="og-card__suit">{SUITS[card.suit]}</span>
    </span>
  );
}
