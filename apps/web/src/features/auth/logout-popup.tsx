import { Button, Dialog } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';

/** Logout asks first, then shows progress, then goes home (agents to /agent) (spec section 4). */
export function LogoutPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title={t('auth.signOutTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <div className="button-row button-row--end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            busy={busy}
            onClick={async () => {
              setBusy(true);
              const target = await signOut();
              onClose();
              navigate(target, { replace: true });
            }}
          >
            {t('auth.signOut')}
          </Button>
        </div>
      }
    >
      <p>{t('auth.signOutQuestion')}</p>
    </Dialog>
  );
}
