import { Button, Icon } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagesButton } from '@/features/content/messages-button';
import { loadChunk } from '@/lib/chunk';
import { usePopups } from '@/lib/popups';
import { HeaderBalance } from '@/shared/wallet/header-balance';
import { AccountMenu } from './account-menu';

// Only a trial account shows play money: its chip and dialog load with the first trial header.
const PlayMoneyBalance = lazy(() =>
  loadChunk(() => import('@/shared/wallet/play-money')).then((m) => ({ default: m.PlayMoneyBalance })),
);

/**
 * The signed-in part of the header: a member's balance, withdraw and deposit shortcuts and
 * messages, or a trial account's play money and the way to a real account; then the account menu.
 */
export function MemberControls({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const { open } = usePopups();
  return (
    <>
      {trial ? (
        // Play money, labelled as such (ADR 0044), and the way to a real account.
        <div className="header__shortcuts">
          <Suspense fallback={null}>
            <PlayMoneyBalance />
          </Suspense>
          <Button variant="primary" size="sm" onClick={() => open('register')}>
            <span className="header__trial-register">{t('trial.registerForReal')}</span>
            <span className="header__trial-register-short">{t('auth.register')}</span>
          </Button>
        </div>
      ) : (
        <div className="header__shortcuts">
          <HeaderBalance />
          <Link className="btn btn--secondary btn--sm" to="/member?page=withdraw">
            {t('account.withdraw')}
          </Link>
          {/* On phones only the icon shows; the label stays for screen readers. */}
          <Link className="btn btn--primary btn--sm header__deposit" to="/member?page=depositv2">
            <Icon name="walletPlus" size={18} />
            <span className="header__deposit-label">{t('account.deposit')}</span>
          </Link>
        </div>
      )}
      {trial ? null : <MessagesButton />}
      <AccountMenu />
    </>
  );
}
