/**
 * What an operator may do (issue 15), as plain data: the server checks a permission per endpoint,
 * the console hides what a role cannot do and labels the role editor from here. No validation
 * library, so the console's bundle can import it.
 */

export interface PermissionInfo {
  /** The group the console shows it under. */
  group: 'dashboard' | 'members' | 'payments' | 'content' | 'games' | 'settings' | 'reports' | 'access';
  label: { en: string; bn: string };
}

export const OPERATOR_PERMISSIONS = {
  'dashboard.view': { group: 'dashboard', label: { en: 'See the dashboard', bn: 'ড্যাশবোর্ড দেখা' } },
  'members.view': { group: 'members', label: { en: 'Find and view members', bn: 'সদস্য খোঁজা ও দেখা' } },
  'members.lock': { group: 'members', label: { en: 'Lock and unlock members', bn: 'সদস্য লক ও আনলক করা' } },
  'members.logout': { group: 'members', label: { en: 'Sign members out', bn: 'সদস্যদের সাইন আউট করানো' } },
  'members.resetPassword': {
    group: 'members',
    label: { en: "Reset a member's password", bn: 'সদস্যের পাসওয়ার্ড রিসেট করা' },
  },
  'members.clear2fa': {
    group: 'members',
    label: { en: "Clear a member's two-step verification", bn: 'সদস্যের দুই-ধাপ যাচাই মুছে ফেলা' },
  },
  'members.notes': { group: 'members', label: { en: 'Write notes and tags', bn: 'নোট ও ট্যাগ লেখা' } },
  'members.message': {
    group: 'members',
    label: { en: 'Send messages to members', bn: 'সদস্যদের বার্তা পাঠানো' },
  },
  'members.adjust.propose': {
    group: 'members',
    label: { en: 'Propose balance adjustments', bn: 'ব্যালেন্স সমন্বয়ের প্রস্তাব করা' },
  },
  'members.adjust.approve': {
    group: 'members',
    label: { en: 'Approve balance adjustments', bn: 'ব্যালেন্স সমন্বয় অনুমোদন করা' },
  },
  'agents.view': {
    group: 'members',
    label: { en: 'See the agent tree and agent settings', bn: 'এজেন্ট ট্রি ও এজেন্ট সেটিংস দেখা' },
  },
  'agents.manage': {
    group: 'members',
    label: {
      en: 'Move members between agents, promote and demote agents, change agent settings',
      bn: 'সদস্যদের এক এজেন্ট থেকে অন্য এজেন্টের অধীনে সরানো, এজেন্ট করা ও এজেন্ট পদ থেকে সরানো, এজেন্ট সেটিংস পরিবর্তন করা',
    },
  },
  'contracts.view': {
    group: 'members',
    label: {
      en: 'See agent contracts, bills and settlement runs',
      bn: 'এজেন্ট চুক্তি, বিল ও নিষ্পত্তির রান দেখা',
    },
  },
  'contracts.manage': {
    group: 'members',
    label: {
      en: 'Offer and end agent contracts, approve and deny bills, settle a period again',
      bn: 'এজেন্ট চুক্তির প্রস্তাব দেওয়া ও শেষ করা, বিল অনুমোদন ও বাতিল করা, একটি সময়কাল আবার নিষ্পত্তি করা',
    },
  },
  'promotions.view': {
    group: 'content',
    label: {
      en: 'See promotions, applications, bonus grants, raffle draws and the promotion report',
      bn: 'প্রোমোশন, আবেদন, বোনাস প্রদান, র‍্যাফেল ড্র ও প্রোমোশন রিপোর্ট দেখা',
    },
  },
  'promotions.manage': {
    group: 'content',
    label: {
      en: 'Write, publish and end promotions; change the promotion settings',
      bn: 'প্রোমোশন লেখা, প্রকাশ ও শেষ করা; প্রোমোশন সেটিংস পরিবর্তন করা',
    },
  },
  'promotions.review': {
    group: 'content',
    label: { en: 'Approve and reject promotion applications', bn: 'প্রোমোশনের আবেদন অনুমোদন ও বাতিল করা' },
  },
  'promotions.grant': {
    group: 'content',
    label: { en: 'Grant and cancel bonuses by hand', bn: 'হাতে বোনাস দেওয়া ও বাতিল করা' },
  },
  'loyalty.view': {
    group: 'content',
    label: {
      en: 'See points, the points mall, redemptions, VIP levels, missions, leaderboards and referrals',
      bn: 'পয়েন্ট, পয়েন্ট মল, রিডেম্পশন, ভিআইপি লেভেল, মিশন, লিডারবোর্ড ও রেফারেল দেখা',
    },
  },
  'loyalty.manage': {
    group: 'content',
    label: {
      en: 'Set up the points mall, VIP levels, missions, leaderboards and referral rules',
      bn: 'পয়েন্ট মল, ভিআইপি লেভেল, মিশন, লিডারবোর্ড ও রেফারেলের নিয়ম সাজানো',
    },
  },
  'loyalty.review': {
    group: 'content',
    label: {
      en: 'Approve and reject points redemptions and flagged referrals',
      bn: 'পয়েন্ট রিডেম্পশন ও চিহ্নিত রেফারেল অনুমোদন ও বাতিল করা',
    },
  },
  'loyalty.adjust': {
    group: 'content',
    label: { en: "Correct a member's points by hand", bn: 'হাতে সদস্যের পয়েন্ট সংশোধন করা' },
  },
  'payments.view': {
    group: 'payments',
    label: { en: 'See deposits and withdrawals', bn: 'জমা ও উত্তোলন দেখা' },
  },
  'deposits.decide': {
    group: 'payments',
    label: { en: 'Approve and reject deposits', bn: 'জমা অনুমোদন ও বাতিল করা' },
  },
  'withdrawals.decide': {
    group: 'payments',
    label: { en: 'Pay, reject and resolve withdrawals', bn: 'উত্তোলন পরিশোধ, বাতিল ও নিষ্পত্তি করা' },
  },
  'content.view': {
    group: 'content',
    label: { en: 'See announcements and banners', bn: 'ঘোষণা ও ব্যানার দেখা' },
  },
  'content.write': {
    group: 'content',
    label: { en: 'Write announcements and banners', bn: 'ঘোষণা ও ব্যানার লেখা' },
  },
  'feedback.handle': {
    group: 'content',
    label: { en: 'Read and handle feedback', bn: 'মতামত পড়া ও নিষ্পত্তি করা' },
  },
  'games.view': { group: 'games', label: { en: 'See games and vendors', bn: 'গেম ও ভেন্ডর দেখা' } },
  'games.write': {
    group: 'games',
    label: { en: 'Change games and vendors', bn: 'গেম ও ভেন্ডর পরিবর্তন করা' },
  },
  'risk.write': {
    group: 'games',
    label: { en: 'Change risk limits', bn: 'ঝুঁকির সীমা পরিবর্তন করা' },
  },
  'settings.view': {
    group: 'settings',
    label: { en: 'See brand settings', bn: 'ব্র্যান্ডের সেটিংস দেখা' },
  },
  'settings.write': {
    group: 'settings',
    label: { en: 'Change brand settings', bn: 'ব্র্যান্ডের সেটিংস পরিবর্তন করা' },
  },
  'reports.view': { group: 'reports', label: { en: 'See reports', bn: 'রিপোর্ট দেখা' } },
  'reports.export': { group: 'reports', label: { en: 'Export reports', bn: 'রিপোর্ট রপ্তানি করা' } },
  'audit.view': { group: 'access', label: { en: 'Read the audit log', bn: 'অডিট লগ পড়া' } },
  'operators.manage': {
    group: 'access',
    label: { en: 'Manage operator accounts', bn: 'অপারেটর অ্যাকাউন্ট পরিচালনা করা' },
  },
  'roles.manage': {
    group: 'access',
    label: { en: "Change roles' permissions", bn: 'ভূমিকার অনুমতি পরিবর্তন করা' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** Every permission key, in catalogue order. */
export const PERMISSION_KEYS = Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[];

export function isOperatorPermission(value: string): value is OperatorPermission {
  return Object.hasOwn(OPERATOR_PERMISSIONS, value);
}

export const BUILT_IN_ROLE_KEYS = [
  'owner',
  'finance',
  'support',
  'content',
  'marketing',
  'risk',
  'read-only',
] as const;
export type BuiltInRoleKey = (typeof BUILT_IN_ROLE_KEYS)[number];

/** The role that holds every permission and that no one can edit. */
export const OWNER_ROLE = 'owner' satisfies BuiltInRoleKey;

const VIEW: readonly OperatorPermission[] = [
  'dashboard.view',
  'members.view',
  'payments.view',
  'content.view',
  'games.view',
  'settings.view',
  'reports.view',
  'agents.view',
  'contracts.view',
  'promotions.view',
  'loyalty.view',
];

/**
 * The roles every brand starts with and their default permissions; a brand's owner may change
 * them (except the owner role's). Each keeps what its role could do before issue 15.
 */
export const BUILT_IN_ROLES: Record<
  BuiltInRoleKey,
  { name: { en: string; bn: string }; permissions: readonly OperatorPermission[] }
> = {
  owner: { name: { en: 'Owner', bn: 'মালিক' }, permissions: PERMISSION_KEYS },
  finance: {
    name: { en: 'Finance', bn: 'অর্থ' },
    permissions: [
      'dashboard.view',
      'members.view',
      'payments.view',
      'deposits.decide',
      'withdrawals.decide',
      'members.adjust.propose',
      'members.adjust.approve',
      'reports.view',
      'reports.export',
      'agents.view',
      'contracts.view',
      'contracts.manage',
      'promotions.view',
      'promotions.grant',
      'loyalty.view',
      'loyalty.review',
    ],
  },
  support: {
    name: { en: 'Support', bn: 'সহায়তা' },
    permissions: [
      'dashboard.view',
      'members.view',
      'members.lock',
      'members.logout',
      'members.resetPassword',
      'members.clear2fa',
      'members.notes',
      'members.message',
      'payments.view',
      'feedback.handle',
      'agents.view',
      'contracts.view',
      'promotions.view',
      'promotions.review',
      'loyalty.view',
      'loyalty.review',
    ],
  },
  content: {
    name: { en: 'Content', bn: 'কনটেন্ট' },
    permissions: [
      'dashboard.view',
      'content.view',
      'content.write',
      'members.message',
      'promotions.view',
      'promotions.manage',
      'loyalty.view',
      'loyalty.manage',
    ],
  },
  marketing: {
    name: { en: 'Marketing', bn: 'মার্কেটিং' },
    permissions: [
      'dashboard.view',
      'content.view',
      'content.write',
      'members.view',
      'reports.view',
      'agents.view',
      'contracts.view',
      'promotions.view',
      'promotions.manage',
      'promotions.review',
      'loyalty.view',
      'loyalty.manage',
      'loyalty.review',
      'loyalty.adjust',
    ],
  },
  risk: {
    name: { en: 'Risk', bn: 'ঝুঁকি' },
    permissions: [
      'dashboard.view',
      'members.view',
      'members.lock',
      'members.notes',
      'payments.view',
      'games.view',
      'risk.write',
      'reports.view',
      'audit.view',
      'agents.view',
      'contracts.view',
      'contracts.manage',
      'promotions.view',
      'loyalty.view',
      'loyalty.review',
    ],
  },
  'read-only': { name: { en: 'Read-only', bn: 'শুধু দেখা' }, permissions: VIEW },
};

export function isBuiltInRole(value: string): value is BuiltInRoleKey {
  return (BUILT_IN_ROLE_KEYS as readonly string[]).includes(value);
}
