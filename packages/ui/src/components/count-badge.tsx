/**
 * The red count badge (spec section 2: shown when the count is above 0; 99+ beyond that). With no
 * label it is decoration: the control it sits on says the count itself.
 */
export function CountBadge({ count, label }: { count: number | undefined; label?: string }) {
  if (!count || count <= 0) return null;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span className="count-badge" {...a11y}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
