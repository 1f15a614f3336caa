import { en as access } from './access';
import { en as agentTransfers } from './agent-transfers';
import { en as agents } from './agents';
import { en as content } from './content';
import { en as contracts } from './contracts';
import { en as games } from './games';
import { en as lottery } from './lottery';
import { en as members } from './members';
import { en as payments } from './payments';
import { en as reports } from './reports';
import { en as settings } from './settings';

/** The console's English texts; every other catalogue has the same keys (checked by its type). */
const en = {
  app: { name: 'Operator console', skipToContent: 'Skip to content' },
  common: {
    retry: 'Try again',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageN: 'Page {{n}}',
    close: 'Close',
    cancel: 'Cancel',
    loading: 'Loading…',
    signOut: 'Sign out',
    language: 'Language',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    delete: 'Delete',
    actions: 'Actions',
  },
  errors: {
    loadFailed: 'This could not be loaded.',
    network: 'The server could not be reached. Check your connection and try again.',
  },
  announcements: {
    heading: 'Announcements',
    new: 'New announcement',
    publish: 'Publish',
    none: 'No announcements yet.',
    title: 'Title',
    type: 'Type',
    language: 'Language',
    content: 'Text',
    contentHint: 'Simple HTML: paragraphs, bold, links. Anything else is removed when saved.',
    audience: 'Shown to (popups)',
    startsAt: 'Shown from',
    endsAt: 'Shown until',
    sort: 'Order',
    shown: 'Shown',
    preview: 'Preview',
    previewOf: 'Preview {{title}}',
    deleteOf: 'Delete {{title}}',
    confirmDelete: 'Delete this announcement?',
    confirmDeleteText: '“{{title}}” will no longer be shown to players. This cannot be undone.',
    deleted: '“{{title}}” was deleted.',
    published: '“{{title}}” was published.',
    types: {
      B: 'Banner text',
      PL: 'Notice',
      PU: 'Popup',
      PR: 'Promotion',
      H: 'Home marquee',
      AG: 'Agent announcement',
    },
    audiences: { A: 'Signed-in players', B: 'Visitors', F: 'First login' },
  },
  nav: {
    label: 'Sections',
    account: 'My account',
    announcements: 'Announcements',
    promotions: 'Promotions',
    group: { loyalty: 'Loyalty' },
    points: 'Points',
    pointsMall: 'Points mall',
    pointsRedemptions: 'Redemptions',
    pointsReport: 'Points report',
    referrals: 'Referrals',
    referralRules: 'Referral rules',
    referralReport: 'Referral report',
    vipLevels: 'VIP levels',
    vipMembers: 'VIP members',
    missions: 'Missions',
    leaderboards: 'Leaderboards',
    missionReport: 'Missions report',
  },
  members,
  agents,
  settings,
  games,
  lottery,
  payments,
  agentTransfers,
  contracts,
  ...content,
  ...access,
  ...reports,
  signIn: {
    title: 'Operator sign-in',
    intro: 'Sign in with your brand code, username and password.',
    merchant: 'Brand code',
    username: 'Username',
    password: 'Password',
    continue: 'Continue',
    enrolTitle: 'Set up your authenticator',
    enrolIntro:
      'Operators always sign in with an authenticator app. Scan this code with the app (or type the key), then enter the 6-digit code it shows.',
    qrAlt: 'QR code for your authenticator app',
    secret: 'Key',
    codeTitle: 'Authenticator code',
    codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    verify: 'Sign in',
    startOver: 'Start over',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'Keep these codes somewhere safe. Each signs you in once if you lose your authenticator. They are shown only now.',
    recoveryDone: 'I have saved them',
    sessionEnded: 'Your session has ended. Please sign in again.',
    idleEnded: 'You were signed out after {{minutes}} minutes without activity.',
  },
  account: {
    title: 'My account',
    name: 'Name',
    username: 'Username',
    brand: 'Brand',
    role: 'Role',
    scope: 'Scope',
    platformWide: 'All brands',
    brandOnly: 'This brand only',
    permissions: 'What you may do',
    noPermissions: 'Your role has no permissions yet. Ask an owner.',
  },
} as const;

/** The shape every catalogue has: the English keys, at every depth, with text values. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Catalogue = Texts<typeof en>;

export default en;
