import type { OperatorPermission } from '@portal/contracts';
import type { IconName } from '@portal/ui';

/** The console's screens, each listed for operators with its permission (none: everyone). */
export interface NavItem {
  to: string;
  label: 'nav.account' | 'nav.announcements';
  icon: IconName;
  permission: OperatorPermission | null;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'nav.account', icon: 'user', permission: null },
  { to: '/announcements', label: 'nav.announcements', icon: 'megaphone', permission: 'content.view' },
];

export function navFor(permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => item.permission === null || permissions.includes(item.permission));
}
