import { hidesSideMenu } from '@portal/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AutoAnnouncements } from '@/features/content/auto-announcements';
import { LiveUpdates } from '@/features/content/live-updates';
import { DESKTOP_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useFlag } from '@/lib/config';
import { useSession } from '@/lib/session';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { PopupHost } from '../popup-host';
import { UrlActions } from '../url-actions';
import { useDocumentTitle } from './document-title';
import './shell.css';
import { Footer } from './footer';
import { Header } from './header';
import { MobileTabBar } from './mobile-tab-bar';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { TopNav } from './top-nav';

const MENU_ID = 'side-menu';

/** The shell of spec section 2: side menu, header, main content, footer, scroll-to-top, popups. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const withSideMenu = !hidesSideMenu(location.pathname);
  useDocumentTitle();
  const [collapsed, setCollapsed] = useState(() => local.get(STORAGE_KEYS.sideMenuCollapsed) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // On phones the menu is a drawer: mount it on first open, not with every page.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  }, []);

  const toggleCollapsed = useCallback(() => {
    if (!isDesktop) {
      setDrawerOpen(false);
      return;
    }
    setCollapsed((value) => {
      local.set(STORAGE_KEYS.sideMenuCollapsed, value ? '0' : '1');
      return !value;
    });
  }, [isDesktop]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => {
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const classes = [
    'app',
    withSideMenu ? '' : 'app--no-side',
    withSideMenu && isDesktop && collapsed ? 'app--collapsed' : '',
    drawerOpen ? 'app--drawer-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {withSideMenu && (isDesktop || drawerUsed) ? (
        <div className="app__side" inert={!isDesktop && !drawerOpen}>
          <SideMenu
            id={MENU_ID}
            collapsed={isDesktop && collapsed}
            onToggleCollapsed={toggleCollapsed}
            onNavigate={closeDrawer}
          />
        </div>
      ) : null}
      {drawerOpen ? <div className="drawer-backdrop" onClick={closeDrawer} aria-hidden="true" /> : null}
      <div className="app__column">
        <Header
          menuId={drawerUsed || isDesktop ? MENU_ID : undefined}
          menuOpen={drawerOpen}
          onOpenMenu={openDrawer}
          showMenuButton={withSideMenu && !isDesktop}
        />
        {withSideMenu && isDesktop ? <TopNav /> : null}
        <main id="main" className="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      {withSideMenu && !isDesktop ? (
        <MobileTabBar
          onOpenMenu={openDrawer}
          menuId={drawerUsed ? MENU_ID : undefined}
          menuOpen={drawerOpen}
        />
      ) : null}
      <ScrollToTop />
      <RouteProgress />
      <PopupHost />
      <UrlActions />
      <AutoAnnouncements />
      <LiveUpdates />
      <ContractWatcherSlot />
    </div>
  );
}

const ContractWatcher = lazy(async () => ({
  default: (await import('@/features/agent/contracts/contract-watcher')).ContractWatcher,
}));

/**
 * The contract popup's watcher (spec section 2) for a real member while AGENTPOLICY3 is on; its
 * code (and the contracts' calls) loads only then, so a visitor's first page stays light.
 */
function ContractWatcherSlot() {
  const { status } = useSession();
  const policy = useFlag('AGENTPOLICY3');
  if (!policy || (status !== 'member' && status !== 'agent')) return null;
  return (
    <Suspense fallback={null}>
      <ContractWatcher />
    </Suspense>
  );
}
