import {
  type AnnouncementType,
  CONTENT_ROUTES,
  DEFAULT_PAGE_SIZE,
  type PopupAudience,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';
import { useBoot } from '@/lib/config';

/** Inlined content is as fresh as the page. */
const BOOTED_AT = Date.now();

export function announcementsQuery(
  language: string,
  type: AnnouncementType,
  pageNo: number,
  audience?: PopupAudience,
) {
  return queryOptions({
    queryKey: ['content', 'announcements', language, type, audience ?? '', pageNo],
    queryFn: ({ signal }) =>
      call(CONTENT_ROUTES.announcements, {
        signal,
        language,
        query: { type, pageNo, pageSize: DEFAULT_PAGE_SIZE, platform: 'W', audience },
      }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One page (9 items) of announcements of a type, in the current language. */
export function useAnnouncements(
  type: AnnouncementType,
  pageNo: number,
  options: { audience?: PopupAudience; enabled?: boolean } = {},
) {
  const { i18n } = useTranslation();
  const boot = useBoot();
  // The marquee's first page came with the page.
  const inlined =
    type === 'H' && pageNo === 1 && i18n.language === boot.language ? boot.home?.marquee : undefined;
  return useQuery({
    ...announcementsQuery(i18n.language, type, pageNo, options.audience),
    enabled: options.enabled ?? true,
    ...(inlined ? { initialData: inlined, initialDataUpdatedAt: BOOTED_AT } : {}),
  });
}

export const inboxQueryKey = ['member', 'messages'] as const;

export function useInbox(status: 'all' | 'unread', pageNo: number) {
  return useQuery({
    queryKey: [...inboxQueryKey, status, pageNo],
    queryFn: ({ signal }) =>
      call(CONTENT_ROUTES.messages, {
        signal,
        query: { status, pageNo, pageSize: DEFAULT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}
