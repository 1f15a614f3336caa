import { CountBadge, Icon, type IconName } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface CentrePage {
  id: string;
  icon: IconName;
  label: string;
  /** A red count shown when above 0, with its spoken form. */
  badge?: { count: number; label: string } | undefined;
}

/** The page menu of the member and agent centres: a column on wide screens, a scrolling row on phones. */
export function CentreNav({
  label,
  pages,
  current,
  basePath,
}: {
  label: string;
  pages: CentrePage[];
  current: string;
  basePath: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  // On phones the menu is a scrolling row: bring the current page into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the current page changes
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - row.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="member-centre__nav" aria-label={label}>
      <ul ref={list}>
        {pages.map((page) => (
          <li key={page.id}>
            <Link
              to={`${basePath}?page=${page.id}`}
              className={`member-centre__link${page.id === current ? ' active' : ''}`}
              aria-current={page.id === current ? 'page' : undefined}
            >
              <Icon name={page.icon} size={18} />
              <span className="member-centre__label">{page.label}</span>
              {page.badge ? <CountBadge count={page.badge.count} label={page.badge.label} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
