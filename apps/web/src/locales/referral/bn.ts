import type en from './en';

/** Texts of the referral pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  referral: {
    title: 'বন্ধুদের আমন্ত্রণ',
    invite: {
      title: 'আপনার আমন্ত্রণ',
      lead: 'আপনার লিংক বা কোড শেয়ার করুন। যে বন্ধু এটি দিয়ে নিবন্ধন করবেন, তিনি আপনার সাথে যুক্ত হবেন।',
      code: 'রেফারেল কোড',
      link: 'আমন্ত্রণ লিংক',
      qr: 'আপনার আমন্ত্রণ লিংক {{link}}-এর QR কোড',
      copyCode: 'কোড কপি করুন',
      copyLink: 'লিংক কপি করুন',
      copied: 'কপি হয়েছে',
      copyFailed: 'কপি করা যায়নি। লেখাটি নির্বাচন করে নিজে কপি করুন।',
      share: 'শেয়ার করুন',
      shareTitle: 'আমার সাথে যোগ দিন',
      shareText: 'আমার রেফারেল কোড {{code}} দিয়ে নিবন্ধন করুন',
    },
    rules: {
      title: 'যেভাবে কাজ করে',
      condition:
        'একজন বন্ধুকে আমন্ত্রণ জানান: নিবন্ধনের {{days}} দিনের মধ্যে তিনি একবারে অন্তত {{deposit}} জমা করলে এবং {{validBet}} বৈধ বাজি পূরণ করলে আপনি পাবেন {{reward}}।',
      conditionNoBet:
        'একজন বন্ধুকে আমন্ত্রণ জানান: নিবন্ধনের {{days}} দিনের মধ্যে তিনি একবারে অন্তত {{deposit}} জমা করলে আপনি পাবেন {{reward}}।',
      anyDeposit: 'যেকোনো পরিমাণ',
      rewardCash: 'আপনার মূল ওয়ালেটে {{amount}}',
      rewardBonus: '{{amount}} বোনাস ({{multiple}}× বাজির শর্ত)',
      rewardBonusNoWagering: '{{amount}} বোনাস (বাজির শর্ত নেই)',
      rewardPoints: '{{amount}} পয়েন্ট',
      cap: 'মাসে সর্বোচ্চ {{count}}টি পুরস্কার।',
      once: 'প্রতিটি বন্ধুর জন্য একটি পুরস্কার, একবারই দেওয়া হয়।',
      fair: 'যে বন্ধুর ঠিকানা বা ব্যাংক অ্যাকাউন্টের নাম আপনার সাথে মিলে যায়, কিছু দেওয়ার আগে আমাদের দল তা যাচাই করে।',
    },
    stats: {
      title: 'আপনার হিসাব',
      invited: 'আমন্ত্রিত',
      qualified: 'যোগ্য',
      rewarded: 'পুরস্কৃত',
      earned: 'আয়',
      earnedBonus: 'বোনাস আয়',
      earnedPoints: 'পয়েন্ট আয়',
    },
    friends: {
      title: 'আপনার আমন্ত্রিত বন্ধুরা',
      empty: 'এখনো কোনো বন্ধু নেই',
      emptyHint: 'আপনার লিংক শেয়ার করুন: যারা এটি দিয়ে নিবন্ধন করবেন তারা এখানে দেখাবে।',
      account: 'বন্ধু',
      registered: 'নিবন্ধন',
      until: 'যোগ্যতার শেষ তারিখ',
      state: 'অবস্থা',
      progress: 'অগ্রগতি',
      deposit: 'জমা',
      validBet: 'বৈধ বাজি',
      met: 'সম্পন্ন',
      notMet: 'এখনো নয়',
      reward: 'পুরস্কার',
    },
    states: {
      REGISTERED: 'চলমান',
      REWARDED: 'পুরস্কৃত',
      FLAGGED: 'যাচাই চলছে',
      EXPIRED: 'মেয়াদোত্তীর্ণ',
      QUALIFIED: 'যোগ্য (মাসিক সীমা পূর্ণ)',
      REJECTED: 'যোগ্য নয়',
    },
    agents: {
      title: 'এজেন্টরা এজেন্ট সেন্টার থেকে আমন্ত্রণ জানান',
      hint: 'আপনার আমন্ত্রণ কোড ও লিংক এজেন্ট সেন্টারের রেজিস্টার সেন্টারে আছে।',
      open: 'রেজিস্টার সেন্টার খুলুন',
    },
  },
};

export default texts;
