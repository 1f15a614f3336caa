import type { ReactNode } from 'react';

/**
 * A cell's column name before its value, seen only where the table turns into cards (phones,
 * content.css). Hidden from assistive technology, which has the table's own headers.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="cell-label" aria-hidden="true">
      {children}:{' '}
    </span>
  );
}
