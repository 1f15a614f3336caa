import type { OperatorPermission } from '@portal/contracts';
import type { IconName } from '@portal/ui';

/** The console's screens, each listed for operators with its permission (none: everyone). */
export interface NavItem {
  to: string;
  label:
    | 'nav.account'
    | 'dashboard.nav'
    | 'reports.nav'
    | 'nav.announcements'
    | 'members.nav'
    | 'members.navAdjustments'
    | 'agents.nav'
    | 'banners.heading'
    | 'messages.heading'
    | 'feedback.heading'
    | 'audit.heading'
    | 'operators.heading'
    | 'roles.heading'
    | 'settings.nav'
    | 'games.nav'
    | 'payments.navDeposits'
    | 'payments.navWithdrawals'
    | 'payments.navMethods'
    | 'agentTransfers.nav'
    | 'contracts.nav'
    | 'nav.promotions'
    | 'nav.points'
    | 'nav.pointsMall'
    | 'nav.pointsRedemptions'
    | 'nav.pointsReport'
    | 'nav.referrals'
    | 'nav.referralRules'
    | 'nav.referralReport'
    | 'nav.vipLevels'
    | 'nav.vipMembers'
    | 'nav.missions'
    | 'nav.leaderboards'
    | 'nav.missionReport';
  icon: IconName;
  permission: OperatorPermission | null;
  /** A group of screens shown under its own heading (issue 19: Loyalty). */
  group?: NavGroup;
}

/** Headings of grouped screens, in the console's texts (`nav.group.<key>`). */
export type NavGroup = 'loyalty';

/** In the order of a day's work: money and members first, the brand's set-up, then access. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'dashboard.nav', icon: 'home', permission: 'dashboard.view' },
  { to: '/members', label: 'members.nav', icon: 'users', permission: 'members.view' },
  { to: '/adjustments', label: 'members.navAdjustments', icon: 'briefcase', permission: 'members.view' },
  { to: '/agents', label: 'agents.nav', icon: 'star', permission: 'agents.view' },
  { to: '/agent-transfers', label: 'agentTransfers.nav', icon: 'refresh', permission: 'payments.view' },
  { to: '/contracts', label: 'contracts.nav', icon: 'gift', permission: 'contracts.view' },
  { to: '/deposits', label: 'payments.navDeposits', icon: 'wallet', permission: 'payments.view' },
  { to: '/withdrawals', label: 'payments.navWithdrawals', icon: 'download', permission: 'payments.view' },
  { to: '/payment-methods', label: 'payments.navMethods', icon: 'qr', permission: 'settings.view' },
  { to: '/games', label: 'games.nav', icon: 'slots', permission: 'games.view' },
  { to: '/announcements', label: 'nav.announcements', icon: 'megaphone', permission: 'content.view' },
  { to: '/banners', label: 'banners.heading', icon: 'sparkle', permission: 'content.view' },
  { to: '/promotions', label: 'nav.promotions', icon: 'gift', permission: 'promotions.view' },
  // Loyalty (issue 19): points, VIP, missions and leaderboards, referral.
  { to: '/loyalty/points', label: 'nav.points', icon: 'star', permission: 'loyalty.view', group: 'loyalty' },
  {
    to: '/loyalty/points/mall',
    label: 'nav.pointsMall',
    icon: 'gift',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/points/redemptions',
    label: 'nav.pointsRedemptions',
    icon: 'briefcase',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/points/report',
    label: 'nav.pointsReport',
    icon: 'jackpot',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  { to: '/loyalty/vip', label: 'nav.vipLevels', icon: 'crown', permission: 'loyalty.view', group: 'loyalty' },
  {
    to: '/loyalty/vip/members',
    label: 'nav.vipMembers',
    icon: 'users',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/missions',
    label: 'nav.missions',
    icon: 'star',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/leaderboards',
    label: 'nav.leaderboards',
    icon: 'jackpot',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/missions/report',
    label: 'nav.missionReport',
    icon: 'briefcase',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/referrals',
    label: 'nav.referrals',
    icon: 'users',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/referral/rules',
    label: 'nav.referralRules',
    icon: 'wrench',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  {
    to: '/loyalty/referral/report',
    label: 'nav.referralReport',
    icon: 'briefcase',
    permission: 'loyalty.view',
    group: 'loyalty',
  },
  { to: '/messages', label: 'messages.heading', icon: 'mail', permission: 'members.message' },
  { to: '/feedback', label: 'feedback.heading', icon: 'feedback', permission: 'feedback.handle' },
  { to: '/settings', label: 'settings.nav', icon: 'wrench', permission: 'settings.view' },
  { to: '/reports', label: 'reports.nav', icon: 'jackpot', permission: 'reports.view' },
  { to: '/audit', label: 'audit.heading', icon: 'eye', permission: 'audit.view' },
  { to: '/operators', label: 'operators.heading', icon: 'crown', permission: 'operators.manage' },
  { to: '/roles', label: 'roles.heading', icon: 'shield', permission: 'roles.manage' },
  { to: '/account', label: 'nav.account', icon: 'user', permission: null },
];

export function navFor(permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => item.permission === null || permissions.includes(item.permission));
}
