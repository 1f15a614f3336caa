/**
 * The VIP module's inbox messages (issue 19; ADR 0040) in English, Bengali and Filipino; the
 * member's language, else English. {level} is the level's name, {reward} a reward line,
 * {date} the review's date (YYYY-MM-DD in the brand's clock).
 */
type Lang = 'en' | 'bn' | 'fil';

const TEXTS = {
  upTitle: {
    en: 'Welcome to VIP {level}',
    bn: 'ভিআইপি {level}-এ স্বাগতম',
    fil: 'Maligayang pagdating sa VIP {level}',
  },
  upBody: {
    en: '<p>You have reached VIP {level}. Your new perks apply from now on.</p>',
    bn: '<p>আপনি ভিআইপি {level}-এ পৌঁছেছেন। নতুন সুবিধাগুলো এখন থেকেই প্রযোজ্য।</p>',
    fil: '<p>Naabot mo ang VIP {level}. Magagamit mo na ngayon ang iyong mga bagong benepisyo.</p>',
  },
  upReward: {
    en: '<p>Level-up reward paid: {reward}.</p>',
    bn: '<p>লেভেল-আপ পুরস্কার দেওয়া হয়েছে: {reward}।</p>',
    fil: '<p>Naibigay na ang gantimpala sa pag-akyat ng level: {reward}.</p>',
  },
  noticeTitle: {
    en: 'Your VIP level will be reviewed',
    bn: 'আপনার ভিআইপি লেভেল পর্যালোচনা করা হবে',
    fil: 'Susuriin ang iyong VIP level',
  },
  noticeBody: {
    en: '<p>Your recent play no longer meets VIP {level}. If it still does not on {date}, you will move to {to}. Play or deposit before then to keep your level.</p>',
    bn: '<p>আপনার সাম্প্রতিক খেলা এখন আর ভিআইপি {level}-এর শর্ত পূরণ করে না। {date} তারিখেও পূরণ না হলে আপনি {to}-এ নেমে যাবেন। লেভেল ধরে রাখতে এর আগে খেলুন বা ডিপোজিট করুন।</p>',
    fil: '<p>Hindi na naaabot ng iyong kamakailang laro ang VIP {level}. Kung hindi pa rin ito naaabot sa {date}, lilipat ka sa {to}. Maglaro o mag-deposit bago noon para manatili sa iyong level.</p>',
  },
  downTitle: {
    en: 'Your VIP level is now {level}',
    bn: 'আপনার ভিআইপি লেভেল এখন {level}',
    fil: 'Ang iyong VIP level ay {level} na ngayon',
  },
  downBody: {
    en: '<p>At the monthly review your figures met VIP {level}, so your level has moved to it. Rewards you received are yours to keep, and every level can be reached again.</p>',
    bn: '<p>মাসিক পর্যালোচনায় আপনার হিসাব ভিআইপি {level}-এর শর্ত পূরণ করেছে, তাই আপনার লেভেল সেখানে সরানো হয়েছে। পাওয়া পুরস্কারগুলো আপনারই থাকবে, এবং প্রতিটি লেভেল আবার অর্জন করা যায়।</p>',
    fil: '<p>Sa buwanang pagsusuri, naabot ng iyong mga numero ang VIP {level}, kaya inilipat dito ang iyong level. Sa iyo na ang mga gantimpalang natanggap mo, at maaabot muli ang bawat level.</p>',
  },
  bonus: { en: 'bonus', bn: 'বোনাস', fil: 'bonus' },
  points: { en: 'points', bn: 'পয়েন্ট', fil: 'puntos' },
} as const;

export type VipTextKey = keyof typeof TEXTS;

export function langOf(language: string | null | undefined): Lang {
  return language === 'bn' || language === 'fil' ? language : 'en';
}

export function vipText(key: VipTextKey, language: Lang, params: Record<string, string> = {}): string {
  return TEXTS[key][language].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
