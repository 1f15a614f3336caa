import type en from './en';

/** Texts of the missions pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  missions: {
    title: 'মিশন',
    tabsLabel: 'মিশন ও লিডারবোর্ড',
    tabs: { missions: 'মিশন', leaderboard: 'লিডারবোর্ড' },
    empty: 'এই মুহূর্তে কোনো মিশন চলছে না',
    emptyHint: 'নতুন দৈনিক ও সাপ্তাহিক মিশন শুরু হলে এখানে দেখা যাবে।',
    period: { DAILY: 'দৈনিক', WEEKLY: 'সাপ্তাহিক', ONCE: 'একবারের' },
    state: { IN_PROGRESS: 'চলছে', COMPLETED: 'সম্পন্ন', CLAIMED: 'নেওয়া হয়েছে' },
    progress: 'অগ্রগতি',
    progressOf: '{{target}}-এর মধ্যে {{progress}}',
    rewardLabel: 'পুরস্কার',
    reward: {
      cash: 'মূল ওয়ালেটে {{amount}}',
      bonus: '{{amount}} বোনাস ({{multiple}}× বাজি)',
      points: '{{amount}} পয়েন্ট',
    },
    resetsIn: 'আবার শুরু হবে',
    once: 'একবারের মিশন',
    days: '{{days}} দিন {{time}}',
    claim: 'নিন',
    claiming: 'নেওয়া হচ্ছে…',
    claimedNote: 'পুরস্কার পাওয়া গেছে',
    claimDone: 'পুরস্কার পাওয়া গেছে: {{reward}}।',
    claimFailed: 'পুরস্কারটি নেওয়া যায়নি। আবার চেষ্টা করুন।',
    unclaimed_one: '{{count}}টি পুরস্কার আপনার নেওয়ার অপেক্ষায় আছে।',
    unclaimed_other: '{{count}}টি পুরস্কার আপনার নেওয়ার অপেক্ষায় আছে।',
    board: {
      none: 'এই মুহূর্তে কোনো লিডারবোর্ড চলছে না',
      pick: 'লিডারবোর্ড বেছে নিন',
      metric: { VALID_BET: 'বৈধ বাজি অনুযায়ী র‍্যাঙ্ক', WIN_MULTIPLIER: 'সেরা জয়ের গুণক অনুযায়ী র‍্যাঙ্ক' },
      minStake: 'অন্তত {{amount}} বাজি গণনা হয়',
      endsIn: 'শেষ হবে',
      myPlace: 'আপনার অবস্থান',
      notRanked: 'এখনও র‍্যাঙ্কে নেই',
      prizes: 'পুরস্কার',
      top: 'এই সময়ের শীর্ষ খেলোয়াড়',
      rank: 'র‍্যাঙ্ক',
      player: 'খেলোয়াড়',
      score: 'স্কোর',
      you: 'আপনি',
      multiple: '×{{value}}',
      noScores: 'এই সময়ে এখনও কোনো স্কোর নেই: প্রথম বাজিই এগিয়ে যাবে।',
      last: 'গত বিজয়ী ({{period}})',
      lastTitle: 'গত বিজয়ী',
      noLast: 'এখনও কোনো সময়কাল শেষ হয়নি।',
    },
  },
};

export default texts;
