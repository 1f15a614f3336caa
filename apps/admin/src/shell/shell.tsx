import { Button, Icon, LoadFailed, Spinner } from '@portal/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useOperator, useSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { navFor } from './nav';

const WIDE = '(min-width: 900px)';

/** Whether the screen is wide enough for the navigation to sit beside the page. */
function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

/**
 * The frame of every screen: a top bar (brand, operator, language, sign out) and the side
 * navigation, a drawer on phones and a column that can fold away on laptops.
 */
export function Shell() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const operator = useOperator();
  // Toggled: the drawer is open on a phone, or the column folded away on a laptop.
  const [toggled, setToggled] = useState(false);
  const wide = useWide();
  const navOpen = wide ? !toggled : toggled;
  const location = useLocation();

  // A chosen screen closes the drawer on phones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    if (!window.matchMedia(WIDE).matches) setToggled(false);
  }, [location.pathname]);

  if (operator.isPending) {
    return (
      <div className="centre">
        <Spinner label={t('common.loading')} size="lg" />
      </div>
    );
  }
  if (operator.isError || !operator.data) {
    return (
      <main className="centre">
        <LoadFailed onRetry={() => operator.refetch()} />
      </main>
    );
  }
  const me = operator.data;
  return (
    <div className={`shell${toggled ? ' shell--toggled' : ''}`}>
      <a className="skip-link" href="#content">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-button topbar__menu"
          aria-expanded={navOpen}
          aria-controls="console-nav"
          aria-label={navOpen ? t('common.closeMenu') : t('common.openMenu')}
          onClick={() => setToggled((value) => !value)}
        >
          <Icon name={navOpen ? 'close' : 'menu'} />
        </button>
        <span className="brand-mark">
          {t('app.name')}
          <span className="brand-mark__merchant">{me.merchant}</span>
        </span>
        <span className="topbar__operator" data-testid="operator-name">
          {me.displayName}
        </span>
        <LanguageSwitch />
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          {t('common.signOut')}
        </Button>
      </header>
      <nav id="console-nav" className="sidenav" aria-label={t('nav.label')}>
        <ul>
          {navFor(me.permissions).map((item, i, items) => (
            <li key={item.to}>
              {item.group && items[i - 1]?.group !== item.group ? (
                <span className="sidenav__group">{t(`nav.group.${item.group}`)}</span>
              ) : null}
              <NavLink
                to={item.to}
                end={item.to === '/' || item.to === '/loyalty/points'}
                className="sidenav__link"
              >
                <Icon name={item.icon} />
                <span>{t(item.label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="content" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
