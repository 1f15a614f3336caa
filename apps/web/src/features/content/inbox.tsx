import { CONTENT_ROUTES, type TInboxMessage, type TUnreadCounts } from '@portal/contracts';
import { Button, EmptyState, Icon, LoadFailed, Pager, Spinner } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { call } from '@/lib/api-client';
import { formatTimestamp } from '@/lib/format';
import { unreadQueryKey, useUnreadCounts } from '@/shared/messages/unread';
import { inboxQueryKey, useInbox } from './api';
import './content.css';

const KIND_ICON = {
  SYSTEM: 'mail',
  DEPOSIT_CREDITED: 'download',
  DEPOSIT_FAILED: 'download',
  WITHDRAWAL_APPROVED: 'arrowUp',
  WITHDRAWAL_REJECTED: 'arrowUp',
  PROMOTION: 'gift',
} as const;

/**
 * Platform information (messageV2): the member's messages, newest first, 9 to a page. Opening one
 * marks it read; the badge counts follow, in this tab and (through the live connection) others.
 */
export function Inbox() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, isPending, isError, refetch } = useInbox(filter, page);
  const { data: counts } = useUnreadCounts();
  const unread = counts?.messageV2 ?? 0;

  const applyCounts = (next: TUnreadCounts) => {
    queryClient.setQueryData(unreadQueryKey, next);
    void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
  };

  const toggle = async (message: TInboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) {
      try {
        applyCounts(await call(CONTENT_ROUTES.readMessage, { params: { id: message.id } }));
      } catch {
        // still unread; it will be marked the next time it is opened
      }
    }
  };

  const markAll = async () => {
    try {
      applyCounts(await call(CONTENT_ROUTES.readAllMessages, {}));
    } catch {
      void refetch();
    }
  };

  return (
    <div className="inbox">
      <div className="toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('content.show')}</legend>
          {(['all', 'unread'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setPage(1);
              }}
            >
              {value === 'all' ? t('content.all') : t('content.unreadN', { count: unread })}
            </button>
          ))}
        </fieldset>
        <Button variant="ghost" size="sm" icon="mail" onClick={() => void markAll()} disabled={unread === 0}>
          {t('content.markAllRead')}
        </Button>
      </div>
      {isPending ? (
        <Spinner label={t('common.loading')} size="lg" />
      ) : isError ? (
        <LoadFailed onRetry={refetch} />
      ) : data.total === 0 ? (
        <EmptyState
          icon="mail"
          title={filter === 'unread' ? t('content.noUnread') : t('member.pages.messageV2.empty')}
          description={t('member.pages.messageV2.hint')}
        />
      ) : (
        <>
          <ul className="inbox__list">
            {data.list.map((message) => {
              const open = openId === message.id;
              return (
                <li key={message.id} className={`inbox__item${message.read ? '' : ' inbox__item--unread'}`}>
                  <button
                    type="button"
                    className="inbox__summary"
                    aria-expanded={open}
                    aria-controls={`message-${message.id}`}
                    onClick={() => void toggle(message)}
                  >
                    <span className="inbox__icon">
                      <Icon name={KIND_ICON[message.kind]} size={18} />
                    </span>
                    <span className="inbox__heading">
                      <span className="inbox__title">
                        {message.read ? null : (
                          <span className="visually-hidden">{t('content.unread')}: </span>
                        )}
                        {message.title}
                      </span>
                      <time className="inbox__time" dateTime={message.createdAt}>
                        {formatTimestamp(message.createdAt)}
                      </time>
                    </span>
                    {message.read ? null : <span className="inbox__dot" aria-hidden="true" />}
                    <Icon name={open ? 'chevronUp' : 'chevronDown'} size={16} />
                  </button>
                  {open ? (
                    <div id={`message-${message.id}`} className="inbox__content">
                      <RichText html={message.content} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={t('content.pages')} />
        </>
      )}
    </div>
  );
}
