import { CountBadge, Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCounts } from '@/shared/messages/unread';

/** The header's way to the inbox, with the unread count. */
export function MessagesButton() {
  const { t } = useTranslation();
  const { data } = useUnreadCounts();
  const unread = data?.messageV2 ?? 0;
  return (
    <Link
      to="/member?page=messageV2"
      className="icon-button header__messages"
      aria-label={unread > 0 ? t('content.messagesUnread', { count: unread }) : t('content.messages')}
    >
      <Icon name="bell" />
      <CountBadge count={unread} />
    </Link>
  );
}
