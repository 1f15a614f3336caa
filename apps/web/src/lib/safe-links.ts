import { isSafeTextLink } from '@portal/contracts';

/**
 * Operator HTML is sanitised by the server when it is stored, but text stored before the
 * stored-URL rule (issue 13) may still hold a link that rule refuses (`/\host`, `//host`). Used as
 * the ref of the element the HTML is set on (React attaches refs after it writes the HTML, and an
 * inline callback runs again on every render), such a link loses its href before the first paint:
 * it stays as plain text and is never followed.
 */
export function dropUnsafeLinks(root: HTMLElement | null): void {
  if (!root) return;
  for (const link of root.querySelectorAll('a[href]')) {
    if (!isSafeTextLink(link.getAttribute('href') ?? '')) link.removeAttribute('href');
  }
}
