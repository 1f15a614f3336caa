import { EmptyState, type IconName, Spinner } from '@portal/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CentreNav } from '@/components/layout/centre-nav';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';
import { Inbox } from '@/features/content/inbox';
import { useFlag } from '@/lib/config';
import { loadTexts } from '@/lib/i18n';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { useUnreadCounts } from '@/shared/messages/unread';

/** Personal-centre pages of spec section 2, in menu order. */
const PAGES: { id: string; icon: IconName; agentsOnly?: boolean; flag?: 'MANPLAYREB3' }[] = [
  { id: 'securityCenter', icon: 'shield' },
  { id: 'transferFund', icon: 'wallet' },
  { id: 'depositv2', icon: 'download' },
  { id: 'withdraw', icon: 'arrowUp' },
  { id: 'transferUpline', icon: 'users', agentsOnly: true },
  { id: 'personalHistoryCopy', icon: 'clock' },
  { id: 'transactionHistory', icon: 'elott' },
  { id: 'personalProfit', icon: 'jackpot' },
  { id: 'bonusDetails', icon: 'gift' },
  { id: 'rewardCenter', icon: 'crown' },
  { id: 'referral', icon: 'users' },
  { id: 'missionLeaderboard', icon: 'star' },
  { id: 'messageV2', icon: 'mail' },
  { id: 'manualRebate', icon: 'refresh', flag: 'MANPLAYREB3' },
];

/** A wallet page and the wallet texts load together on first visit, so the first page stays light. */
function walletPage(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadTexts('wallet')]);
    return { default: page };
  });
}

/** A promotions page (issue 18): its texts load with it (and the wallet's, whose panels it shares). */
function promotionsPage(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadTexts('wallet'), loadTexts('promotions')]);
    return { default: page };
  });
}

const WALLET_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  // The security centre with the account texts (ADR 0055: the first page stays light).
  securityCenter: lazy(async () => {
    const [page] = await Promise.all([import('@/features/member/security-centre'), loadTexts('account')]);
    return { default: page.SecurityCentre };
  }),
  transferFund: walletPage(async () => (await import('@/features/wallet/transfer-page')).TransferPage),
  depositv2: walletPage(async () => (await import('@/features/wallet/deposit-page')).DepositPage),
  // The withdrawal asks before it gives up an active bonus: the promotions' texts come along.
  withdraw: promotionsPage(async () => (await import('@/features/wallet/withdraw-page')).WithdrawPage),
  personalHistoryCopy: walletPage(
    async () => (await import('@/features/wallet/betting-record')).BettingRecordPage,
  ),
  transactionHistory: walletPage(
    async () => (await import('@/features/wallet/account-record')).AccountRecordPage,
  ),
  personalProfit: walletPage(async () => (await import('@/features/wallet/profit-loss')).ProfitLossPage),
  bonusDetails: promotionsPage(
    async () => (await import('@/features/promotions/bonus-details')).BonusDetailsPage,
  ),
  rewardCenter: promotionsPage(
    async () => (await import('@/features/promotions/reward-centre')).RewardCentrePage,
  ),
  manualRebate: promotionsPage(
    async () => (await import('@/features/promotions/manual-rebate')).ManualRebatePage,
  ),
  // Invite friends (issue 19): the referral page with its texts.
  referral: lazy(async () => {
    const [page] = await Promise.all([import('@/features/referral/referral-page'), loadTexts('referral')]);
    return { default: page.ReferralPage };
  }),
  // Mission activity (issue 19): missions and the leaderboard, with their texts.
  missionLeaderboard: lazy(async () => {
    const [page] = await Promise.all([
      import('@/features/missions/mission-leaderboard-page'),
      loadTexts('missions'),
    ]);
    return { default: page.MissionLeaderboardPage };
  }),
  // The agents' team transfer (spec: transferUpline) is the agent centre's page, with its texts.
  transferUpline: lazy(async () => {
    const [page] = await Promise.all([import('@/features/agent/transfer-page'), loadTexts('agent')]);
    return { default: page.TransferPage };
  }),
};

/**
 * /member: the member centre. It opens only for a logged-in, non-trial user (spec section 2);
 * `?page=` picks the page.
 */
export function MemberPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { open } = usePopups();
  const [params] = useSearchParams();
  const manualRebate = useFlag('MANPLAYREB3');
  const { data: counts } = useUnreadCounts();

  useEffect(() => {
    if (status === 'trial') open('needRealAccount');
  }, [status, open]);

  if (status === 'guest' || status === 'trial') {
    return (
      <div className="page">
        <PageHeader title={t('member.title')} icon="user" />
        {status === 'guest' ? (
          <LoginRequired title={t('member.loginTitle')} />
        ) : (
          <EmptyState
            icon="user"
            title={t('auth.needRealTitle')}
            description={t('auth.in_need_true_account')}
          />
        )}
      </div>
    );
  }

  const pages = PAGES.filter((p) => (!p.agentsOnly || status === 'agent') && (!p.flag || manualRebate));
  const current = pages.find((p) => p.id === params.get('page')) ?? pages[0];
  const WalletPage = current ? WALLET_PAGES[current.id] : undefined;
  return (
    <div className="page">
      <PageHeader title={t('member.title')} icon="user" />
      <div className="member-centre">
        <CentreNav
          label={t('member.menu')}
          basePath="/member"
          current={current?.id ?? ''}
          pages={pages.map((page) => ({
            id: page.id,
            icon: page.icon,
            label: t(`member.pages.${page.id}.title` as 'member.pages.securityCenter.title'),
            badge:
              counts &&
              (page.id === 'messageV2' || page.id === 'missionLeaderboard' || page.id === 'rewardCenter')
                ? { count: counts[page.id], label: t('content.unreadCount', { count: counts[page.id] }) }
                : undefined,
          }))}
        />
        <div className="member-centre__content">
          <h2 className="member-centre__title">
            {t(
              `member.pages.${current?.id ?? 'securityCenter'}.title` as 'member.pages.securityCenter.title',
            )}
          </h2>
          {current?.id === 'messageV2' ? (
            <Inbox />
          ) : WalletPage ? (
            <Suspense fallback={<Spinner label={t('common.loading')} size="lg" />}>
              <WalletPage />
            </Suspense>
          ) : (
            <EmptyState
              icon={current?.icon ?? 'user'}
              title={t(`member.pages.${current?.id}.empty` as 'member.pages.depositv2.empty')}
              description={t(`member.pages.${current?.id}.hint` as 'member.pages.depositv2.hint')}
            />
          )}
        </div>
      </div>
    </div>
  );
}
