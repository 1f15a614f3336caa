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
      content: `<p>Thank you for choosing <strong>${name}</strong>. New members get a <strong>100% welcome bonus</strong>: deposit 200 ${currency} or more for the first time and get the same amount as bonus money, up to 5,000 ${currency}.</p><p>Wager the bonus 20 times within 14 days, with bets of up to 500 ${currency} while it is active. Claim it on the <a href="/promotions">Promotions</a> page once your deposit is credited. One per member and household.</p>`,
      audience: ['B', 'F'],
    },
    {
      type: 'PU',
      title: 'Weekly cashback is live',
      content: `<p>Lost 1,000 ${currency} or more in a week? Get <strong>5% of your net loss</strong> back, up to 5,000 ${currency}, with just 1× wagering. Claim it on Monday on the <a href="/promotions">Promotions</a> page.</p><p>Follow your bonuses and their wagering progress in the <a href="/member?page=rewardCenter">Reward Centre</a>.</p>`,
      audience: ['A'],
    },
    {
      type: 'H',
      title: `Online deposits in ${currency} are credited as soon as the payment is confirmed, day and night.`,
      content: '<p>Open Deposit in the member centre.</p>',
    },
    {
      type: 'H',
      title: 'New: provably fair in-house games. Verify every round yourself.',
      content: '<p>Try the Originals.</p>',
    },
    {
      type: 'H',
      title: `Play responsibly. ${name} is for players aged ${minimumAge} and over.`,
      content:
        '<p>Your betting records show what you have played. Need a break? Customer service can disable your account on request.</p>',
    },
    ...[
      [
        'Sportsbook, e-sports and cockfight under maintenance',
        'These games are unavailable for now while their providers complete maintenance. We will post a notice here when they are back.',
      ],
      [
        'Two ways to deposit',
        'Pay online and your deposit is credited as soon as the payment is confirmed, or send a bank transfer and upload your receipt for our payments team to check. Open Deposit in the member centre to see the limits of each method.',
      ],
      [
        'Weekend reload bonus',
        `Deposit on a Friday, Saturday or Sunday and get a 30% bonus, up to 1,500 ${currency}, once a week. Wager the bonus 10 times. Details on the <a href="/promotions">Promotions</a> page.`,
      ],
      [
        'Security reminder',
        'We will never ask for your password or verification codes. Turn on the authenticator app in My account for extra protection.',
      ],
      [
        'Promo code WELCOME10',
        `Enter the code WELCOME10 on the <a href="/promotions">Promotions</a> page for a 100 ${currency} bonus with 5× wagering. Once per member.`,
      ],
      [
        'Weekly raffle',
        `Join the raffle on the <a href="/promotions">Promotions</a> page, then earn a ticket for every 500 ${currency} you deposit and every 2,000 ${currency} of valid bets. Prizes of 5,000, 2,000 and 1,000 ${currency} and five of 500 ${currency} are drawn at the end of each week, and anyone can verify the draw on the <a href="/fairness">Fairness</a> page.`,
      ],
      [
        'Withdrawals',
        'Withdrawals are reviewed by our payments team and paid to your bank account. Link your bank account and set a payment password before your first withdrawal. Withdrawing while a bonus is active gives the bonus up; the site asks you first.',
      ],
      [
        'Share your big win',
        `Apply on the <a href="/promotions">Promotions</a> page with a screenshot of your win and a short remark. When our team approves it, you get a 200 ${currency} bonus with 3× wagering.`,
      ],
      ['Customer service hours', 'Live chat and Telegram support are open 24 hours a day, every day.'],
      [
        'Bonus rules explained',
        'How wagering, game contributions, the maximum bet, expiry and withdrawals work with a bonus is explained under <a href="/help#promotions-points">Promotions and Bonuses</a> in the help centre.',
      ],
      [
        'Crash: cash out in time',
        'Place your bet, watch the multiplier climb and cash out before it crashes. Every round is provably fair and can be checked on the <a href="/fairness">Fairness</a> page.',
      ],
      [
        'Lottery draws every few minutes',
        'Our own lottery games draw every 1 to 5 minutes, around the clock. Results appear in the lottery lobby, and every draw can be checked on the <a href="/fairness">Fairness</a> page.',
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
      content: `<p>Deposit 200 ${currency} or more for the first time and get 100% of it as bonus money, up to 5,000 ${currency}. Wager the bonus 20 times within 14 days of when it starts, with bets of up to 500 ${currency} while it is active. Slots and fishing games count 100%, in-house games 50%, live casino 10% and lottery 0%.</p><p>Claim it on the <a href="/promotions">Promotions</a> page or in the <a href="/member?page=rewardCenter">Reward Centre</a> after your deposit is credited. One per member and household. Your real money is spent before bonus money, and a withdrawal while the bonus is active gives it up (the site asks you first).</p>`,
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
      subtitle: `Your first deposit matched, up to 5,000 ${currency}`,
      linkageType: 'REGISTER',
      linkageValue: null,
    },
    {
      group: 'w_home',
      title: 'Live casino',
      subtitle: 'Baccarat, roulette and more tables',
      linkageType: 'ROUTE',
      linkageValue: '/live',
    },
    {
      group: 'w_home',
      title: 'Weekly cashback',
      subtitle: `5% of your weekly net loss, up to 5,000 ${currency}`,
      linkageType: 'ROUTE',
      linkageValue: '/promotions',
    },
    {
      group: 'w_home',
      title: 'Daily missions',
      subtitle: 'Place 20 slot bets, win on 3 games: claim a reward for each',
      linkageType: 'ROUTE',
      linkageValue: '/member?page=missionLeaderboard',
    },
    {
      group: 'w_login',
      title: 'Weekly raffle',
      subtitle: `Prizes up to 5,000 ${currency}, a provably fair draw`,
      linkageType: 'ROUTE',
      linkageValue: '/promotions',
    },
    {
      group: 'w_register',
      title: 'Join in a minute',
      subtitle: `Then deposit 200 ${currency} or more for a 100% bonus`,
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
      title: 'Promotions',
      subtitle: 'Bonuses, cashback and a weekly raffle',
      linkageType: 'ROUTE',
      linkageValue: '/promotions',
    },
  ],
  welcome: {
    title: `Welcome to ${name}`,
    content: `<p>Your account is ready. Link your mobile number and bank account name in <a href="/member?page=securityCenter">My account</a> before your first withdrawal.</p>`,
  },
});
