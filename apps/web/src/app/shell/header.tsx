import { Button, Icon } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagesButton } from '@/features/content/messages-button';
import { loadChunk } from '@/lib/chunk';
import { useMerchant } from '@/lib/config';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { HeaderBalance } from '@/shared/wallet/header-balance';
import { AccountMenu } from './account-menu';

// Only a trial account shows play money: its chip and dialog load with the first trial header,
// keeping them out of every other visitor's first page (the home page's JavaScript budget).
const PlayMoneyBalance = lazy(() =>
  loadChunk(() => import('@/shared/wallet/play-money')).then((m) => ({ default: m.PlayMoneyBalance })),
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
          <>
            {status === 'trial' ? (
              // Play money, labelled as such (ADR 0044), and the way to a real account.
              <div className="header__shortcuts">
                <Suspense fallback={null}>
                  <PlayMoneyBalance />
                </Suspense>
                <Button variant="primary" size="sm" onClick={() => open('register')}>
                  <span className="header__trial-register">{t('trial.registerForReal')}</span>
                  <span className="header__trial-register-short">{t('auth.register')}</span>
                </Button>
              </div>
            ) : (
              <div className="header__shortcuts">
                <HeaderBalance />
                <Link className="btn btn--secondary btn--sm" to="/member?page=withdraw">
                  {t('account.withdraw')}
                </Link>
                {/* On phones only the icon shows; the label stays for screen readers. */}
                <Link className="btn btn--primary btn--sm header__deposit" to="/member?page=depositv2">
                  <Icon name="walletPlus" size={18} />
                  <span className="header__deposit-label">{t('account.deposit')}</span>
                </Link>
              </div>
            )}
            {status === 'trial' ? null : <MessagesButton />}
            <AccountMenu />
          </>
        )}
      </div>
    </header>
  );
}
