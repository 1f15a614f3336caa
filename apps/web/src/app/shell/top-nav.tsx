import type { TNavVendor } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import {
  CATEGORY_ICON,
  type CategoryEntry,
  useCategoryEntries,
  useClassifiedVendors,
  vendorGamesPath,
} from '@/lib/navigation';

/** Menus with more vendors than this use the large drop menu (spec section 2). */
const LARGE_MENU_ABOVE = 10;

interface VendorGroup {
  title: string;
  vendors: TNavVendor[];
  pathOf: (vendorCode: string) => string;
}

function VendorDropMenu({ entry, extraGroups = [] }: { entry: CategoryEntry; extraGroups?: VendorGroup[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const hovered = useRef(false);
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
  const groups: VendorGroup[] = [
    {
      title: t('shell.vendorCount', { count: entry.vendors.length, category: label }),
      vendors: entry.vendors,
      pathOf: (code) => vendorGamesPath(entry.category, code),
    },
    ...extraGroups,
  ];
  const large = groups.reduce((n, g) => n + g.vendors.length, 0) > LARGE_MENU_ABOVE;
  return (
    <li
      ref={ref}
      className="top-nav__entry"
      onMouseEnter={() => {
        hovered.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        setOpen(false);
      }}
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
        // A pointer over the entry has opened the menu already: its click must not close it again.
        onClick={() => setOpen((v) => (hovered.current ? true : !v))}
      >
        <Icon name="chevronDown" size={14} />
      </button>
      <div id={panelId} className={`drop-menu${large ? ' drop-menu--large' : ''}`} hidden={!open}>
        {groups.map((group) => (
          <div key={group.title} className="drop-menu__group">
            <p className="drop-menu__title">{group.title}</p>
            <ul className="drop-menu__grid">
              {group.vendors.map((vendor) => (
                <li key={vendor.vendorCode}>
                  <Link to={group.pathOf(vendor.vendorCode)} className="drop-menu__vendor">
                    <img src={vendor.logoUrl} alt="" width={96} height={38} loading="lazy" />
                    <span>{vendor.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}

/** Home, in-house games, promotions, then one entry per category with vendors (spec section 2). */
export function TopNav() {
  const { t } = useTranslation();
  const categories = useCategoryEntries().filter((entry) => entry.category !== 'BGS');
  // Jackpot and mini games live in the slots centre: their vendors join the slots menu.
  const slotGroups = useClassifiedVendors().map(
    (c): VendorGroup => ({
      title: t(`games.classify.${c.classification}`),
      vendors: c.vendors,
      pathOf: (code) => vendorGamesPath(c.category, code),
    }),
  );
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
          <VendorDropMenu
            key={entry.category}
            entry={entry}
            extraGroups={entry.category === 'RNG' ? slotGroups : undefined}
          />
        ))}
      </ul>
    </nav>
  );
}
