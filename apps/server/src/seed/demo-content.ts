import type { AnnouncementType, BannerGroup, LinkageType, PopupAudience } from '@portal/contracts';

export interface AnnouncementSeed {
  type: AnnouncementType;
  title: string;
  /** HTML: p, strong, em, ul/ol/li, a (relative links), h3. */
  content: string;
  audience?: PopupAudience[];
}

export interface BannerSeed {
  group: BannerGroup;
  title: string;
  subtitle: string;
  linkageType: LinkageType;
  linkageValue: string | null;
}

export interface MessageSeed {
  title: string;
  content: string;
}

export interface ContentFacts {
  name: string;
  currency: string;
  minimumAge: number;
}

export interface DemoContent {
  announcements: AnnouncementSeed[];
  banners: BannerSeed[];
  /** A welcome broadcast to every member in this language. */
  welcome: MessageSeed;
}

/** Demo content in English; other languages come from demo-content.*.ts with the same shape. */
export const contentEn = ({ name, currency, minimumAge }: ContentFacts): DemoContent => ({
  announcements: [
    {
      type: 'PU',
      title: `Welcome to ${name}`,
      content: `<p>Thank you for choosing <strong>${name}</strong>. New players get a <strong>100% welcome bonus</strong> on their first deposit.</p><p>Open the <a href="/member?page=rewardCenter">Reward Centre</a> to claim it.</p>`,
      audience: ['B', 'F'],
    },
    {
      type: 'PU',
      title: 'Weekend cashback is live',
      content: `<p>Every weekend, get <strong>5% cashback</strong> on your net losses in live casino and slots, paid on Monday.</p><p>See the details in the <a href="/member?page=rewardCenter">Reward Centre</a>.</p>`,
      audience: ['A'],
    },
    {
      type: 'H',
      title: `Deposits in ${currency} are credited within minutes, 24 hours a day.`,
      content: '<p>Fast deposits every day.</p>',
    },
    {
      type: 'H',
      title: 'New: provably fair in-house games. Verify every round yourself.',
      content: '<p>Try the Originals.</p>',
    },
    {
      type: 'H',
      title: `Play responsibly. ${name} is for players aged ${minimumAge} and over.`,
      content: '<p>Set limits in your account.</p>',
    },
    ...[
      [
        'Scheduled maintenance of the sportsbook',
        'The sportsbook will be unavailable on Tuesday from 04:00 to 05:00 for an upgrade. Open bets are not affected.',
      ],
      [
        'New payment method added',
        'You can now deposit with a local e-wallet. Open Deposit in the member centre to see every method available to you.',
      ],
      [
        'Live casino: new tables',
        'Six new baccarat and roulette tables with native-speaking dealers are open from today.',
      ],
      [
        'Security reminder',
        'We will never ask for your password or verification codes. Turn on the authenticator app in My account for extra protection.',
      ],
      [
        'Referral programme',
        'Invite friends with your link and earn a reward when they play. Find your link under Invite friends.',
      ],
      [
        'Slots tournament results',
        "Congratulations to the winners of last week's slots tournament. Prizes have been paid to the winners' wallets.",
      ],
      [
        'Withdrawal times',
        'Most withdrawals are approved within 30 minutes. Link your bank account and set a payment password before your first withdrawal.',
      ],
      ['Fishing games week', 'Double points on every fishing game until Sunday.'],
      ['Customer service hours', 'Live chat and Telegram support are open 24 hours a day, every day.'],
      [
        'Updated terms and conditions',
        'We have clarified the rules on bonus wagering. Please read the updated terms in the help centre.',
      ],
      [
        'Cockfight schedule',
        "Derby events are streamed every evening. Check the cockfight lobby for today's fights.",
      ],
      [
        'E-sports season opener',
        'Bet on the new season of the major e-sports leagues with live odds from kick-off.',
      ],
    ].map(
      ([title, text]): AnnouncementSeed => ({
        type: 'PL',
        title: title as string,
        content: `<p>${text}</p>`,
      }),
    ),
    {
      type: 'PR',
      title: '100% welcome bonus',
      content:
        '<p>Double your first deposit, up to the limit shown in the Reward Centre. Wagering requirements apply.</p>',
    },
    {
      type: 'AG',
      title: 'Welcome to your agent centre',
      content:
        '<p>Team overview, team management, team betting, user loss and account details show your whole team. Register members yourself in the register centre, or share your invitation link and QR code.</p>',
      audience: ['A'],
    },
    {
      type: 'AG',
      title: 'Transfers to your downline',
      content:
        '<p>You can send money to a direct downline from the transfer page with your payment password. Transfers are instant, appear in both records and count towards a daily limit.</p>',
      audience: ['A'],
    },
    {
      type: 'AG',
      title: 'Report days follow your clock',
      content:
        '<p>Today, yesterday, this week and this month are counted in the time zone shown at the top of the agent centre. Weeks start on Monday.</p>',
      audience: ['A'],
    },
  ],
  banners: [
    {
      group: 'w_home',
      title: '100% welcome bonus',
      subtitle: 'Double your first deposit today',
      linkageType: 'REGISTER',
      linkageValue: null,
    },
    {
      group: 'w_home',
      title: 'Live casino',
      subtitle: 'Real dealers, around the clock',
      linkageType: 'ROUTE',
      linkageValue: '/live',
    },
    {
      group: 'w_home',
      title: 'Weekend cashback',
      subtitle: '5% back on net losses, every Monday',
      linkageType: 'REWARD_CENTER',
      linkageValue: null,
    },
    {
      group: 'w_login',
      title: 'Daily rewards',
      subtitle: "Log in to claim today's bonus",
      linkageType: 'NONE',
      linkageValue: null,
    },
    {
      group: 'w_register',
      title: 'Join in a minute',
      subtitle: 'Claim your welcome bonus after sign-up',
      linkageType: 'NONE',
      linkageValue: null,
    },
    {
      group: 'w_forget',
      title: 'Locked out?',
      subtitle: 'Reset your password in a few steps',
      linkageType: 'NONE',
      linkageValue: null,
    },
    {
      group: 'w_leftmenu',
      title: 'Daily missions',
      subtitle: 'Complete tasks, win prizes',
      linkageType: 'ROUTE',
      linkageValue: '/member?page=missionLeaderboard',
    },
  ],
  welcome: {
    title: `Welcome to ${name}`,
    content: `<p>Your account is ready. Link your mobile number and bank account name in <a href="/member?page=securityCenter">My account</a> before your first withdrawal.</p>`,
  },
});
