import { CountBadge, Icon, type IconName } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlag } from '@/lib/config';
import { formatAmount, toMinorUnits } from '@/lib/format';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { local } from '@/lib/storage';
import { useUnreadCounts } from '@/shared/messages/unread';
import { useBalance } from '@/shared/wallet/balance';
import { HIDDEN_MASK } from '@/shared/wallet/header-balance';

interface Entry {
  key: string;
  icon: IconName;
  to: string;
  /** Shown on phones only, where the header has no room for it. */
  phoneOnly?: boolean;
  /** The red badge of spec section 2 (rewards or missions to claim). */
  count?: number;
}

/**
 * The account menu of the logged-in header (spec section 2): the wallet (and withdrawals on phones,
 * whose header only keeps the deposit shortcut), records, reward centre, missions, VIP, points mall
 * (points system only), my account, agent centre (agents only), manual rebate (if enabled) and
 * sign out. Rewards and missions waiting for a claim show their red counts on the entries and,
 * added up, on the menu's button.
 */
export function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { session, status } = useSession();
  const { open: openPopup } = usePopups();
  const points = useFlag('PTSYS3');
  const manualRebate = useFlag('MANPLAYREB3');
  const { data: balance } = useBalance();
  const { data: counts } = useUnreadCounts();
  const waiting = (counts?.rewardCenter ?? 0) + (counts?.missionLeaderboard ?? 0);
  // The bonus wallet while it holds money (issue 18): phones show it here, not beside the balance.
  const bonus =
    balance && (toMinorUnits(balance.bonus, balance.exponent) ?? 0n) > 0n
      ? local.get('balanceHidden') === '1'
        ? HIDDEN_MASK
        : `${balance.currency} ${formatAmount(balance.bonus, i18n.language, balance.exponent)}`
      : null;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const entries: Entry[] =
    status === 'trial'
      ? []
      : [
          { key: 'wallet', icon: 'wallet', to: '/member?page=transferFund' },
          { key: 'withdraw', icon: 'arrowUp', to: '/member?page=withdraw', phoneOnly: true },
          { key: 'bettingRecord', icon: 'clock', to: '/member?page=personalHistoryCopy' },
          { key: 'accountRecord', icon: 'wallet', to: '/member?page=transactionHistory' },
          { key: 'profitLoss', icon: 'jackpot', to: '/member?page=personalProfit' },
          {
            key: 'rewardCentre',
            icon: 'crown',
            to: '/member?page=rewardCenter',
            count: counts?.rewardCenter,
          },
          {
            key: 'missions',
            icon: 'star',
            to: '/member?page=missionLeaderboard',
            count: counts?.missionLeaderboard,
          },
          { key: 'vip', icon: 'crown', to: '/vip' },
          ...(points ? [{ key: 'pointsMall', icon: 'star' as const, to: '/pointMall' }] : []),
          { key: 'myAccount', icon: 'shield', to: '/member?page=securityCenter' },
          ...(status === 'agent'
            ? [{ key: 'agentCentre', icon: 'briefcase' as const, to: '/agentHome' }]
            : []),
          ...(manualRebate
            ? [{ key: 'manualRebate', icon: 'refresh' as const, to: '/member?page=manualRebate' }]
            : []),
        ];

  return (
    <div className="account-menu" ref={ref}>
      <button
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar" aria-hidden="true">
          {(session?.userName ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu__name">{session?.userName}</span>
        {status === 'trial' ? <span className="badge">{t('account.trial')}</span> : null}
        <CountBadge count={waiting} label={t('account.waiting', { count: waiting })} />
        <Icon name="chevronDown" size={14} />
      </button>
      {open ? (
        <div id={menuId} className="account-menu__panel" role="menu" aria-label={t('account.menu')}>
          {bonus ? (
            <Link
              to="/member?page=rewardCenter"
              role="menuitem"
              className="account-menu__item"
              onClick={() => setOpen(false)}
            >
              <Icon name="gift" size={18} />
              {t('account.bonusWallet')} <span className="account-menu__amount">{bonus}</span>
            </Link>
          ) : null}
          {entries.map((entry) => (
            <Link
              key={entry.key}
              to={entry.to}
              role="menuitem"
              className={`account-menu__item${entry.phoneOnly ? ' account-menu__item--phone' : ''}`}
              onClick={() => setOpen(false)}
            >
              <Icon name={entry.icon} size={18} />
              {t(`account.${entry.key}` as 'account.myAccount')}
              {entry.count ? (
                <span className="account-menu__amount">
                  <CountBadge count={entry.count} label={t('content.unreadCount', { count: entry.count })} />
                </span>
              ) : null}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className="account-menu__item account-menu__item--danger"
            onClick={() => {
              setOpen(false);
              openPopup('logout');
            }}
          >
            <Icon name="login" size={18} />
            {t('auth.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
