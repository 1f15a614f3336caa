import { Dialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { HelpCentre } from './help-centre';
import './help.css';

export function HelpPopup({ onClose, anchor }: { onClose: () => void; anchor?: unknown }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('help.title')} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <HelpCentre anchor={typeof anchor === 'string' ? anchor : undefined} />
    </Dialog>
  );
}
