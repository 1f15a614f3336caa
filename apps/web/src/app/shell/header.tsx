import { Button, Icon } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadChunk } from '@/lib/chunk';
import { useMerchant } from '@/lib/config';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';

// A signed-in header's balance, shortcuts, messages and account menu load with the first such
// header, keeping them out of a visitor's first page (the home page's JavaScript budget).
const MemberControls = lazy(() =>
  loadChunk(() => import('./member-controls')).then((m) => ({ default: m.MemberControls })),
);

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuId: string | undefined;
  showMenuButton: boolean;
}

export function Header({ menuOpen, onOpenMenu, menuId, showMenuButton }: HeaderProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { open } = usePopups();
  const { status } = useSession();
  return (
    <header className="header">
      {showMenuButton ? (
        <button
          type="button"
          className="icon-button header__menu"
          onClick={onOpenMenu}
          aria-label={t('shell.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <Link
        to="/"
        className="brand-mark header__brand"
        aria-label={t('shell.homeOf', { name: merchant.name })}
      >
        <img src={merchant.logoUrl} alt="" width={32} height={32} />
        <span className="brand-mark__name">{merchant.name}</span>
      </Link>
      <div className="header__spacer" />
      <div className="header__actions">
        {status === 'guest' ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => open('login')}>
              {t('auth.login')}
            </Button>
            <Button variant="primary" size="sm" onClick={() => open('register')}>
              {t('auth.register')}
            </Button>
          </>
        ) : (
          <Suspense fallback={null}>
            <MemberControls trial={status === 'trial'} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
