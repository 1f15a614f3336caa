import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import type { IconName } from '../ui/icon';

/** What a visitor sees on a page that needs an account (spec section 6): a way to log in. */
export function LoginRequired({
  title,
  description,
  icon = 'user',
}: {
  title: string;
  description?: string;
  icon?: IconName;
}) {
  const { t } = useTranslation();
  const { open } = usePopups();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description ?? t('errors.notLoggedIn')}
      action={
        <div className="button-row">
          <Button onClick={() => open('login')}>{t('auth.login')}</Button>
          <Button variant="secondary" onClick={() => open('register')}>
            {t('auth.register')}
          </Button>
        </div>
      }
    />
  );
}
