import { EmptyState, LoadFailed } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';
import { useFavourites, useRecentGames } from './api';
import { GameGrid } from './game-grid';

/** /favorite and /recent: the player's own game lists; visitors are asked to log in. */
export function AccountGamesPage({ list }: { list: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const favourite = list === 'favorite';
  const title = favourite ? t('games.favourites') : t('games.recent');
  const icon = favourite ? 'star' : 'clock';
  return (
    <div className="page">
      <PageHeader title={title} icon={icon} />
      <LoginRequired icon={icon} title={favourite ? t('games.favouritesLogin') : t('games.recentLogin')}>
        {favourite ? <FavouriteGames title={title} /> : <RecentGames title={title} />}
      </LoginRequired>
    </div>
  );
}

function BrowseLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="btn btn--primary btn--md">
      {t('games.browseGames')}
    </Link>
  );
}

/** Every favourite on one page (up to 999), newest first. */
function FavouriteGames({ title }: { title: string }) {
  const { t } = useTranslation();
  const { data, isError, refetch } = useFavourites();
  if (isError && !data) return <LoadFailed onRetry={refetch} />;
  if (data && data.content.length === 0) {
    return (
      <EmptyState
        icon="star"
        title={t('games.noFavourites')}
        description={t('games.noFavouritesHint')}
        action={<BrowseLink />}
      />
    );
  }
  return <GameGrid games={data?.content} label={title} placeholders={10} />;
}

/** Recently played games, 20 a page; the page is in the query. */
function RecentGames({ title }: { title: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1);
  const { data, isError, isPlaceholderData, refetch } = useRecentGames(pageNo);
  if (isError && !data) return <LoadFailed onRetry={refetch} />;
  if (data && data.content.length === 0 && pageNo === 1) {
    return (
      <EmptyState
        icon="clock"
        title={t('games.noRecent')}
        description={t('games.noRecentHint')}
        action={<BrowseLink />}
      />
    );
  }
  return (
    <GameGrid
      games={data?.content}
      label={title}
      placeholders={10}
      busy={isPlaceholderData}
      page={
        data
          ? {
              current: pageNo,
              totalPages: data.totalPages,
              onChange: (page) => setParams(page > 1 ? { page: String(page) } : {}, { replace: true }),
            }
          : undefined
      }
    />
  );
}
