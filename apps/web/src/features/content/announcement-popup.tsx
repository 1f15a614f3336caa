import type { PopupAudience } from '@portal/contracts';
import { Dialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { session } from '@/lib/storage';
import { AnnouncementBrowser } from './announcement-browser';

/**
 * The announcement popup (popups of type PU, for one audience) and the notice popup (the notice
 * list, type PL). Following a link inside closes it (spec section 2).
 */
export function AnnouncementPopup({
  onClose,
  kind,
  audience,
  closedKey,
}: {
  onClose: () => void;
  kind?: unknown;
  audience?: unknown;
  /** Set for the automatic popup: closing it marks it closed for the session. */
  closedKey?: unknown;
}) {
  const { t } = useTranslation();
  const notice = kind === 'notice';
  const close = () => {
    if (typeof closedKey === 'string') session.set(closedKey, '1');
    onClose();
  };
  return (
    <Dialog
      title={notice ? t('content.notices') : t('content.announcements')}
      onClose={close}
      closeLabel={t('common.close')}
      size="lg"
    >
      <AnnouncementBrowser
        type={notice ? 'PL' : 'PU'}
        audience={notice ? undefined : ((audience as PopupAudience | undefined) ?? 'B')}
        onInternalLink={close}
        emptyTitle={notice ? t('content.noNotices') : t('content.noAnnouncements')}
      />
    </Dialog>
  );
}
