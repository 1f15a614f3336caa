import { Dialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { CustomerService } from './customer-service';
import { HelpCentre } from './help-centre';
import './help.css';

/**
 * The help popup of spec section 2: the help centre's articles and the customer-service entries.
 * `anchor` opens an article; `onClosed` runs after closing (the /help route goes home).
 */
export function HelpPopup({
  onClose,
  anchor,
  onClosed,
}: {
  onClose: () => void;
  anchor?: unknown;
  onClosed?: unknown;
}) {
  const { t } = useTranslation();
  const close = () => {
    onClose();
    if (typeof onClosed === 'function') onClosed();
  };
  return (
    <Dialog title={t('help.title')} onClose={close} closeLabel={t('common.close')} size="lg">
      <p className="help-popup__subtitle">{t('help.subtitle')}</p>
      <HelpCentre anchor={typeof anchor === 'string' ? anchor : undefined} />
      <CustomerService />
    </Dialog>
  );
}
