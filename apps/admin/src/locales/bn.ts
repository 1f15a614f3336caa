import { bn as access } from './access';
import { bn as agentTransfers } from './agent-transfers';
import { bn as agents } from './agents';
import { bn as content } from './content';
import { bn as contracts } from './contracts';
import type { Catalogue } from './en';
import { bn as games } from './games';
import { bn as lottery } from './lottery';
import { bn as members } from './members';
import { bn as payments } from './payments';
import { bn as reports } from './reports';
import { bn as settings } from './settings';

const bn: Catalogue = {
  app: { name: 'অপারেটর কনসোল', skipToContent: 'মূল অংশে যান' },
  common: {
    retry: 'আবার চেষ্টা করুন',
    previousPage: 'আগের পাতা',
    nextPage: 'পরের পাতা',
    pageN: 'পাতা {{n}}',
    close: 'বন্ধ করুন',
    cancel: 'বাতিল',
    loading: 'লোড হচ্ছে…',
    signOut: 'সাইন আউট',
    language: 'ভাষা',
    openMenu: 'মেনু খুলুন',
    closeMenu: 'মেনু বন্ধ করুন',
    delete: 'মুছুন',
    actions: 'কাজ',
  },
  errors: {
    loadFailed: 'এটি লোড করা যায়নি।',
    network: 'সার্ভারে পৌঁছানো যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।',
  },
  announcements: {
    heading: 'ঘোষণা',
    new: 'নতুন ঘোষণা',
    publish: 'প্রকাশ করুন',
    none: 'এখনও কোনো ঘোষণা নেই।',
    title: 'শিরোনাম',
    type: 'ধরন',
    language: 'ভাষা',
    content: 'লেখা',
    contentHint: 'সাধারণ HTML: অনুচ্ছেদ, গাঢ় লেখা, লিংক। বাকি সব সংরক্ষণের সময় বাদ যায়।',
    audience: 'যাদের দেখানো হবে (পপআপ)',
    startsAt: 'দেখানো শুরু',
    endsAt: 'দেখানো শেষ',
    sort: 'ক্রম',
    shown: 'দেখানোর সময়',
    preview: 'প্রিভিউ',
    previewOf: '{{title}} প্রিভিউ',
    deleteOf: '{{title}} মুছুন',
    confirmDelete: 'এই ঘোষণাটি মুছবেন?',
    confirmDeleteText: '“{{title}}” আর খেলোয়াড়দের দেখানো হবে না। এটি ফেরানো যাবে না।',
    deleted: '“{{title}}” মুছে ফেলা হয়েছে।',
    published: '“{{title}}” প্রকাশিত হয়েছে।',
    types: {
      B: 'ব্যানার লেখা',
      PL: 'নোটিশ',
      PU: 'পপআপ',
      PR: 'প্রচার',
      H: 'হোম মার্কি',
      AG: 'এজেন্ট ঘোষণা',
    },
    audiences: { A: 'সাইন-ইন করা খেলোয়াড়', B: 'দর্শনার্থী', F: 'প্রথম লগইন' },
  },
  nav: {
    label: 'বিভাগসমূহ',
    account: 'আমার অ্যাকাউন্ট',
    announcements: 'ঘোষণা',
    promotions: 'প্রোমোশন',
    group: { loyalty: 'লয়্যালটি' },
    points: 'পয়েন্ট',
    pointsMall: 'পয়েন্ট মল',
    pointsRedemptions: 'রিডেম্পশন',
    pointsReport: 'পয়েন্ট রিপোর্ট',
    referrals: 'রেফারেল',
    referralRules: 'রেফারেল নিয়ম',
    referralReport: 'রেফারেল রিপোর্ট',
    vipLevels: 'ভিআইপি লেভেল',
    vipMembers: 'ভিআইপি সদস্য',
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
    title: 'অপারেটর সাইন-ইন',
    intro: 'আপনার ব্র্যান্ড কোড, ইউজারনেম ও পাসওয়ার্ড দিয়ে সাইন ইন করুন।',
    merchant: 'ব্র্যান্ড কোড',
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    continue: 'এগিয়ে যান',
    enrolTitle: 'আপনার অথেনটিকেটর সেট করুন',
    enrolIntro:
      'অপারেটররা সবসময় অথেনটিকেটর অ্যাপ দিয়ে সাইন ইন করেন। অ্যাপ দিয়ে এই কোডটি স্ক্যান করুন (অথবা কী-টি টাইপ করুন), তারপর অ্যাপে দেখানো ৬ অঙ্কের কোডটি দিন।',
    qrAlt: 'আপনার অথেনটিকেটর অ্যাপের QR কোড',
    secret: 'কী',
    codeTitle: 'অথেনটিকেটর কোড',
    codeIntro: 'আপনার অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোড, অথবা একটি রিকভারি কোড দিন।',
    code: 'কোড',
    verify: 'সাইন ইন',
    startOver: 'আবার শুরু করুন',
    recoveryTitle: 'আপনার রিকভারি কোড',
    recoveryIntro:
      'কোডগুলো নিরাপদ কোথাও রাখুন। অথেনটিকেটর হারালে প্রতিটি কোড একবার সাইন ইন করায়। এগুলো শুধু এখনই দেখানো হচ্ছে।',
    recoveryDone: 'আমি সেগুলো সংরক্ষণ করেছি',
    sessionEnded: 'আপনার সেশন শেষ হয়েছে। আবার সাইন ইন করুন।',
    idleEnded: '{{minutes}} মিনিট কোনো কার্যকলাপ না থাকায় আপনাকে সাইন আউট করা হয়েছে।',
  },
  account: {
    title: 'আমার অ্যাকাউন্ট',
    name: 'নাম',
    username: 'ইউজারনেম',
    brand: 'ব্র্যান্ড',
    role: 'ভূমিকা',
    scope: 'পরিসর',
    platformWide: 'সব ব্র্যান্ড',
    brandOnly: 'শুধু এই ব্র্যান্ড',
    permissions: 'আপনি যা করতে পারেন',
    noPermissions: 'আপনার ভূমিকায় এখনও কোনো অনুমতি নেই। একজন মালিককে বলুন।',
  },
};

export default bn;
