import { Button, EmptyState, type IconName } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';

/**
 * A page part that needs an account (spec section 6): visitors get a way to log in, trial accounts
 * the real-account notice; members see the children.
 */
export function LoginRequired({
  title,
  description,
  icon = 'user',
  children,
}: {
  title: string;
  description?: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { open } = usePopups();
  const { status } = useSession();
  if (status === 'member' || status === 'agent') return <>{children}</>;
  if (status === 'trial') {
    return (
      <EmptyState
        icon={icon}
        title={t('auth.needRealTitle')}
        description={t('auth.in_need_true_account')}
        action={<Button onClick={() => open('register')}>{t('auth.register')}</Button>}
      />
    );
  }
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
