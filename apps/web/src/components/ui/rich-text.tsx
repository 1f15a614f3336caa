import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { dropUnsafeLinks } from '@/lib/safe-links';

/**
 * Operator HTML, already sanitised by the server (no scripts, no handlers, only safe links).
 * Links inside the site go through the router; `onInternalLink` lets a popup close first
 * (spec section 2: a link to rewardCenter closes the announcement popup).
 */
export function RichText({
  html,
  onInternalLink,
  className = 'prose',
}: {
  html: string;
  onInternalLink?: (href: string) => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || link.target === '_blank') return;
    event.preventDefault();
    onInternalLink?.(href);
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks handled are on the links inside, reachable by keyboard themselves
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above (Enter on a link fires its click)
    <div
      // Again on every render: links a stored text should not have lose their href (safe-links.ts).
      ref={(element) => dropUnsafeLinks(element)}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML (allowlist, no scripts) when it is written
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
