import type { GameCategory, TGameCard, TGamePage } from '@portal/contracts';

/** A game card as the catalogue answers it. */
export function card(id: number, change: Partial<TGameCard> = {}): TGameCard {
  const gameType: GameCategory = change.gameType ?? 'LIVE';
  return {
    gameId: String(id),
    gameCode: `RLV-${id}`,
    gameName: `Game ${id}`,
    nodeId: String(id),
    nodeName: `Game ${id}`,
    displayName: `Game ${id}`,
    vassalage: 'RLV',
    vendorName: 'Royal Live',
    gameType,
    gameClassify: null,
    isGame: 'GAME',
    iconUrl: `/wps/system/game-icon/RLV/RLV-${id}.svg`,
    isHot: 0,
    isNew: 0,
    isFavorite: false,
    ...change,
  };
}

export function gamePage(content: TGameCard[], pageNum = 1, totalElements = content.length): TGamePage {
  return { content, pageNum, pageSize: 20, totalPages: Math.ceil(totalElements / 20), totalElements };
}
