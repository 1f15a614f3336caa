import { Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';

/** Phones get the most used places under the thumb. */
export function MobileTabBar({
  onOpenMenu,
  menuId,
  menuOpen,
}: {
  onOpenMenu: () => void;
  menuId: string | undefined;
  menuOpen: boolean;
}) {
  const { t } = useTranslation();
  const { open } = usePopups();
  const { status, requireMember } = useSession();
  return (
    <nav className="tab-bar" aria-label={t('shell.quickNav')}>
      <NavLink to="/" end className="tab-bar__item">
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <button
        type="button"
        className="tab-bar__item"
        onClick={onOpenMenu}
        aria-controls={menuId}
        aria-expanded={menuOpen}
      >
        <Icon name="menu" />
        <span>{t('nav.games')}</span>
      </button>
      <NavLink to="/promotions" className="tab-bar__item">
        <Icon name="gift" />
        <span>{t('nav.promotions')}</span>
      </NavLink>
      {status === 'guest' ? (
        <button type="button" className="tab-bar__item" onClick={() => open('login')}>
          <Icon name="user" />
          <span>{t('nav.account')}</span>
        </button>
      ) : (
        <NavLink
          to="/member"
          className="tab-bar__item"
          onClick={(event) => !requireMember() && event.preventDefault()}
        >
          <Icon name="user" />
          <span>{t('nav.account')}</span>
        </NavLink>
      )}
    </nav>
  );
}
