/** Texts of the referral pages (issue 19), loaded with them (lib/i18n.ts). */
const texts = {
  referral: {
    title: 'Invite friends',
    invite: {
      title: 'Your invitation',
      lead: 'Share your link or code. A friend who registers with it is linked to you.',
      code: 'Referral code',
      link: 'Invitation link',
      qr: 'QR code of your invitation link {{link}}',
      copyCode: 'Copy code',
      copyLink: 'Copy link',
      copied: 'Copied',
      copyFailed: 'Could not copy. Select the text and copy it yourself.',
      share: 'Share',
      shareTitle: 'Join me',
      shareText: 'Register with my referral code {{code}}',
    },
    rules: {
      title: 'How it works',
      condition:
        'Invite a friend: when they deposit at least {{deposit}} in one deposit and reach a valid bet of {{validBet}} within {{days}} days of registering, you get {{reward}}.',
      conditionNoBet:
        'Invite a friend: when they deposit at least {{deposit}} in one deposit within {{days}} days of registering, you get {{reward}}.',
      anyDeposit: 'any amount',
      rewardCash: '{{amount}} in your main wallet',
      rewardBonus: 'a {{amount}} bonus ({{multiple}}× wagering)',
      rewardBonusNoWagering: 'a {{amount}} bonus (no wagering)',
      rewardPoints: '{{amount}} points',
      cap: 'At most {{count}} rewards a month.',
      once: 'Each friend earns you one reward, paid once.',
      fair: 'A friend who shares your address or bank account name is reviewed by our team before anything is paid.',
    },
    stats: {
      title: 'Your figures',
      invited: 'Invited',
      qualified: 'Qualified',
      rewarded: 'Rewarded',
      earned: 'Earned',
      earnedBonus: 'Bonus earned',
      earnedPoints: 'Points earned',
    },
    friends: {
      title: 'Friends you invited',
      empty: 'No friends yet',
      emptyHint: 'Share your link: friends who register with it appear here.',
      account: 'Friend',
      registered: 'Registered',
      until: 'Qualify by',
      state: 'Status',
      progress: 'Progress',
      deposit: 'Deposit',
      validBet: 'Valid bet',
      met: 'done',
      notMet: 'not yet',
      reward: 'Reward',
    },
    states: {
      REGISTERED: 'In progress',
      REWARDED: 'Rewarded',
      FLAGGED: 'Under review',
      EXPIRED: 'Expired',
      QUALIFIED: 'Qualified (monthly limit reached)',
      REJECTED: 'Not eligible',
    },
    agents: {
      title: 'Agents invite through the agent centre',
      hint: 'Your invitation code and link are in the agent centre’s register centre.',
      open: 'Open the register centre',
    },
  },
};

export default texts;
