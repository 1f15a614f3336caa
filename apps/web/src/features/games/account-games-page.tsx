import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** /favorite and /recent: the player's own game lists; visitors are asked to log in. */
export function AccountGamesPage({ list }: { list: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const title = list === 'favorite' ? t('games.favourites') : t('games.recent');
  return (
    <div className="page">
      <PageHeader title={title} icon={list === 'favorite' ? 'star' : 'clock'} />
      <LoginRequired
        icon={list === 'favorite' ? 'star' : 'clock'}
        title={list === 'favorite' ? t('games.favouritesLogin') : t('games.recentLogin')}
      >
        <EmptyState
          icon={list === 'favorite' ? 'star' : 'clock'}
          title={list === 'favorite' ? t('games.noFavourites') : t('games.noRecent')}
          description={list === 'favorite' ? t('games.noFavouritesHint') : t('games.noRecentHint')}
        />
      </LoginRequired>
    </div>
  );
}
