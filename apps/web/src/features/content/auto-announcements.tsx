import type { PopupAudience } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, session as sessionStore } from '@/lib/storage';
import { useAnnouncements } from './api';

/**
 * Opens the announcement popup for the user kind (spec section 4: A logged in, B visitor, F a
 * first login) unless it was closed in this session. It waits for other popups to close first.
 */
export function AutoAnnouncements() {
  const { status } = useSession();
  const { stack, open } = usePopups();
  const audience: PopupAudience =
    status === 'guest' ? 'B' : sessionStore.get(STORAGE_KEYS.firstLogin) === '1' ? 'F' : 'A';
  const closedKey = `${STORAGE_KEYS.announcementsClosed}${audience}`;
  const closed = sessionStore.get(closedKey) === '1';
  const { data, isPlaceholderData } = useAnnouncements('PU', 1, { audience, enabled: !closed });
  const shownFor = useRef<string | null>(null);

  // The popup's code is fetched while its announcements are: it opens as soon as they come,
  // instead of asking for its code only then (one network round trip fewer before it shows).
  useEffect(() => {
    if (!closed) void import('./announcement-popup').catch(() => undefined);
  }, [closed]);

  useEffect(() => {
    if (closed || !data || isPlaceholderData || data.total === 0 || stack.length > 0) return;
    if (shownFor.current === closedKey) return;
    // The page comes first: the popup opens when the browser has a moment (at most 2 s later).
    const show = () => {
      shownFor.current = closedKey;
      open('announcements', { kind: 'announcement', audience, closedKey });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(show, 300);
    return () => window.clearTimeout(timer);
  }, [closed, data, isPlaceholderData, stack.length, closedKey, audience, open]);

  return null;
}
