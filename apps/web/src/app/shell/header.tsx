import { Button, Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagesButton } from '@/features/content/messages-button';
import { useMerchant } from '@/lib/config';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { HeaderBalance } from '@/shared/wallet/header-balance';
import { AccountMenu } from './account-menu';

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
              <Button variant="primary" size="sm" onClick={() => open('register')}>
                {t('auth.register')}
              </Button>
            ) : (
              <div className="header__shortcuts">
                <HeaderBalance />
                <Link className="btn btn--secondary btn--sm" to="/member?page=withdraw">
                  {t('account.withdraw')}
                </Link>
                {/* On phones only the icon shows; the label stays for screen readers. */}
                <Link className="btn btn--primary btn--sm header__deposit" to="/member?page=depositv2">
                  <Icon name="download" size={18} />
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
