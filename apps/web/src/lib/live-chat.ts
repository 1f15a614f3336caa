import { CONTENT_ROUTES, safeUrlKind } from '@portal/contracts';
import { call } from '@/lib/api-client';

/**
 * Opens live chat in a new tab (CBS_launchChat gives the brand's chat address for this user and
 * language). The tab is opened at once, inside the click, so browsers do not block it, and is
 * pointed at the chat when the answer comes; without an answer it goes to the configured address.
 */
export async function launchLiveChat(fallbackUrl: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  let url = fallbackUrl;
  try {
    url = (await call(CONTENT_ROUTES.launchChat, {})).chatUrl;
  } catch {
    // the configured address still reaches the brand's chat, without the user's details
  }
  // Only an http(s) address or a page of this site (the stored-URL rule); the blank tab is closed.
  const kind = safeUrlKind(url);
  if (!kind) {
    tab?.close();
    return;
  }
  const target = kind === 'path' ? new URL(url, window.location.origin).href : url;
  if (tab) tab.location.href = target;
  else window.location.assign(target);
}
