import { Button, Dialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';

/** What a trial account sees at a real-account action (spec: in_need_true_account, with a confirm button). */
export function NeedRealAccountPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  return (
    <Dialog
      title={t('auth.needRealTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <div className="button-row button-row--end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.ok')}
          </Button>
          <Button onClick={() => swap('needRealAccount', 'register')}>{t('auth.register')}</Button>
        </div>
      }
    >
      <p>{t('auth.in_need_true_account')}</p>
    </Dialog>
  );
}
