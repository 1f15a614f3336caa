import { Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export type PagerItem = number | 'gap';

/**
 * The page numbers to show: a window of `range` pages around the current one, `margin` pages at
 * each end, and gaps between (spec section 9: 5 page numbers with 1 margin page). A gap that would
 * hide a single page shows that page instead.
 */
export function pagerItems(current: number, total: number, range = 5, margin = 1): PagerItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  let start = page - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1) {
    start = 1;
    end = Math.min(total, range);
  }
  if (end > total) {
    end = total;
    start = Math.max(1, total - range + 1);
  }
  const pages = new Set<number>();
  for (let n = 1; n <= Math.min(margin, total); n += 1) pages.add(n);
  for (let n = start; n <= end; n += 1) pages.add(n);
  for (let n = Math.max(1, total - margin + 1); n <= total; n += 1) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

/** Previous, the page numbers and next; nothing when everything fits on one page. */
export function Pager({
  current,
  totalPages,
  onChange,
  label,
}: {
  current: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager__step"
        onClick={() => onChange(current - 1)}
        disabled={current <= 1}
        aria-label={t('common.previousPage')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul className="pager__pages">
        {pagerItems(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__page"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('common.pageN', { n: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pager__step"
        onClick={() => onChange(current + 1)}
        disabled={current >= totalPages}
        aria-label={t('common.nextPage')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
