import type { AnnouncementType, PopupAudience, TAnnouncement } from '@portal/contracts';
import { EmptyState, Icon, LoadFailed, Pager, Spinner } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { formatTimestamp } from '@/lib/format';
import { useAnnouncements } from './api';
import './content.css';

/**
 * Announcements or notices (spec section 2): 9 to a page with the pager, and an item opened to its
 * title and rich content. A single item opens straight away.
 */
export function AnnouncementBrowser({
  type,
  audience,
  onInternalLink,
  emptyTitle,
}: {
  type: AnnouncementType;
  audience?: PopupAudience | undefined;
  onInternalLink?: (href: string) => void;
  emptyTitle: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TAnnouncement | null>(null);
  const { data, isPending, isError, refetch, isPlaceholderData } = useAnnouncements(
    type,
    page,
    audience ? { audience } : {},
  );
  const listRef = useRef<HTMLUListElement>(null);
  const detailRef = useRef<HTMLHeadingElement>(null);
  const single = data?.total === 1 && data.list[0] ? data.list[0] : null;
  const shown = open ?? single;

  useEffect(() => {
    if (open) detailRef.current?.focus();
  }, [open]);

  if (isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (isError) {
    return <LoadFailed onRetry={refetch} />;
  }
  if (data.total === 0) return <EmptyState icon="mail" title={emptyTitle} />;

  if (shown) {
    return (
      <article className="announcement">
        {single ? null : (
          <button type="button" className="link-button announcement__back" onClick={() => setOpen(null)}>
            <Icon name="chevronLeft" size={16} />
            {t('content.backToList')}
          </button>
        )}
        <h3 className="announcement__title" ref={detailRef} tabIndex={-1}>
          {shown.title}
        </h3>
        <p className="announcement__time">
          <time dateTime={shown.createdAt}>{formatTimestamp(shown.createdAt)}</time>
        </p>
        <RichText html={shown.content} {...(onInternalLink ? { onInternalLink } : {})} />
      </article>
    );
  }

  return (
    <div className="announcement-list" aria-busy={isPlaceholderData}>
      <ul ref={listRef}>
        {data.list.map((item) => (
          <li key={item.id}>
            <button type="button" className="announcement-list__item" onClick={() => setOpen(item)}>
              <span className="announcement-list__title">{item.title}</span>
              <time className="announcement-list__time" dateTime={item.createdAt}>
                {formatTimestamp(item.createdAt)}
              </time>
              <Icon name="chevronRight" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <Pager
        current={page}
        totalPages={data.totalPages}
        label={t('content.pages')}
        onChange={(next) => {
          setPage(next);
          listRef.current?.querySelector('button')?.focus();
        }}
      />
    </div>
  );
}
