import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';

/**
 * The loader of spec section 2: a bar while a page loads; when the navigation ends it hides and
 * the new page scrolls smoothly to the top.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const shownPath = useRef(location.pathname);
  const loading = navigation.state !== 'idle';

  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    // The new page's content keeps arriving while the smooth scroll runs; scroll anchoring would
    // move the scroll to keep that content in place and stop short of the top. Off until it ends.
    const root = document.documentElement;
    root.style.overflowAnchor = 'none';
    const restore = () => {
      root.style.overflowAnchor = '';
    };
    window.scrollTo({ top: 0, behavior: 'smooth' });
    window.addEventListener('scrollend', restore, { once: true });
    const timer = window.setTimeout(restore, 2000);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', restore);
      restore();
    };
  }, [location.pathname]);

  return (
    <div className={`route-progress${loading ? ' route-progress--active' : ''}`} aria-hidden={!loading}>
      {loading ? (
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
      ) : null}
    </div>
  );
}
