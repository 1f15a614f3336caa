import { EmptyState } from '@portal/ui';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';

/**
 * The lottery pages need a login (spec section 2): a visitor without a token goes to /login; a
 * trial player is told bets need a real account.
 */
export function LotteryGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { open } = usePopups();
  useEffect(() => {
    if (status === 'trial') open('needRealAccount');
  }, [status, open]);
  if (status === 'guest') return <Navigate to="/login" replace />;
  if (status === 'trial') {
    return (
      <div className="page lotto-page">
        <EmptyState icon="lottery" title={t('lotto.realAccount')} />
      </div>
    );
  }
  return children;
}
