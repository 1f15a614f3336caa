import { EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /seamless: the full-width game page (no side menu). Without a game it offers the way back. */
export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--wide">
      <EmptyState
        icon="live"
        title={t('games.seamlessEmpty')}
        description={t('games.seamlessHint')}
        action={
          <Link to="/" className="btn btn--primary btn--md">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
