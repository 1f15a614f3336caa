import { useTranslation } from 'react-i18next';
import { useHotGames } from './api';
import { GameRow } from './game-row';
import './games.css';

/** Wide screens show 6 tiles: arrows when there are more. */
const TILES_IN_VIEW = 6;

/** The home page's hot games row (cached for the session). */
export function HotGames({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const { data, isError } = useHotGames({ enabled });
  if (isError || (data && data.length === 0)) return null;
  return (
    <GameRow
      title={t('games.hotGames')}
      level={2}
      games={data}
      arrows={(data?.length ?? 0) > TILES_IN_VIEW}
    />
  );
}
