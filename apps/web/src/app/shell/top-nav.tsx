import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { CATEGORY_ICON, type CategoryEntry, useCategoryEntries } from '@/lib/navigation';

/** Menus with more vendors than this use the large drop menu (spec section 2). */
const LARGE_MENU_ABOVE = 10;

function VendorDropMenu({ entry }: { entry: CategoryEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();

  // A choice in the menu navigates: close it when the page changes.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = t(`categories.${entry.category}`);
  const large = entry.vendors.length > LARGE_MENU_ABOVE;
  return (
    <li
      ref={ref}
      className="top-nav__entry"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <NavLink to={entry.route} className="top-nav__link">
        <Icon name={CATEGORY_ICON[entry.category]} size={18} />
        {label}
      </NavLink>
      <button
        type="button"
        className="top-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('shell.vendorsOf', { category: label })}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="chevronDown" size={14} />
      </button>
      <div id={panelId} className={`drop-menu${large ? ' drop-menu--large' : ''}`} hidden={!open}>
        <p className="drop-menu__title">
          {t('shell.vendorCount', { count: entry.vendors.length, category: label })}
        </p>
        <ul className="drop-menu__grid">
          {entry.vendors.map((vendor) => (
            <li key={vendor.vendorCode}>
              <NavLink
                to={`${entry.route}?vassalage=${encodeURIComponent(vendor.vendorCode)}`}
                className="drop-menu__vendor"
              >
                <img src={vendor.logoUrl} alt="" width={96} height={38} loading="lazy" />
                <span>{vendor.name}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** Home, in-house games, promotions, then one entry per category with vendors (spec section 2). */
export function TopNav() {
  const { t } = useTranslation();
  const categories = useCategoryEntries().filter((entry) => entry.category !== 'BGS');
  return (
    <nav className="top-nav" aria-label={t('shell.topNav')}>
      <ul className="top-nav__list">
        <li className="top-nav__entry">
          <NavLink to="/" end className="top-nav__link">
            <Icon name="home" size={18} />
            {t('nav.home')}
          </NavLink>
        </li>
        <li className="top-nav__entry">
          <NavLink to="/bgs" className="top-nav__link">
            <Icon name="bgs" size={18} />
            {t('categories.BGS')}
          </NavLink>
        </li>
        <li className="top-nav__entry">
          <NavLink to="/promotions" className="top-nav__link">
            <Icon name="gift" size={18} />
            {t('nav.promotions')}
          </NavLink>
        </li>
        {categories.map((entry) => (
          <VendorDropMenu key={entry.category} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
