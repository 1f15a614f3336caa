import type { LanguageCode } from '@portal/contracts';

/** Texts the server sends to people (SMS, e-mail), per language. */
interface Texts {
  smsCode: (p: { brand: string; code: string; minutes: number }) => string;
  emailCodeSubject: (p: { brand: string }) => string;
  emailCode: (p: { brand: string; code: string; minutes: number }) => string;
  resetSubject: (p: { brand: string }) => string;
  resetBody: (p: { brand: string; account: string; link: string; minutes: number }) => string;
}

const en: Texts = {
  smsCode: ({ brand, code, minutes }) =>
    `${brand}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  emailCodeSubject: ({ brand }) => `${brand} verification code`,
  emailCode: ({ brand, code, minutes }) =>
    `Your ${brand} verification code is ${code}.\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this message; nobody from ${brand} will ever ask you for this code.`,
  resetSubject: ({ brand }) => `Reset your ${brand} password`,
  resetBody: ({ brand, account, link, minutes }) =>
    `Hello ${account},\n\nSomeone asked to reset the password of your ${brand} account. To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
};

const bn: Texts = {
  smsCode: ({ brand, code, minutes }) =>
    `${brand}: আপনার যাচাইকরণ কোড ${code}। এটি ${minutes} মিনিটের মধ্যে মেয়াদোত্তীর্ণ হবে। কাউকে এই কোড দেবেন না।`,
  emailCodeSubject: ({ brand }) => `${brand} যাচাইকরণ কোড`,
  emailCode: ({ brand, code, minutes }) =>
    `আপনার ${brand} যাচাইকরণ কোড ${code}।\n\nএটি ${minutes} মিনিটের মধ্যে মেয়াদোত্তীর্ণ হবে। আপনি না চেয়ে থাকলে বার্তাটি উপেক্ষা করুন; ${brand}-এর কেউ কখনো এই কোড চাইবে না।`,
  resetSubject: ({ brand }) => `আপনার ${brand} পাসওয়ার্ড রিসেট করুন`,
  resetBody: ({ brand, account, link, minutes }) =>
    `প্রিয় ${account},\n\nআপনার ${brand} অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ করা হয়েছে। নতুন পাসওয়ার্ড বেছে নিতে ${minutes} মিনিটের মধ্যে এই লিংকটি খুলুন:\n\n${link}\n\nএটি আপনি না হলে বার্তাটি উপেক্ষা করুন: আপনার পাসওয়ার্ড অপরিবর্তিত থাকবে।`,
};

const fil: Texts = {
  smsCode: ({ brand, code, minutes }) =>
    `${brand}: ang iyong verification code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibigay kaninuman.`,
  emailCodeSubject: ({ brand }) => `Code ng beripikasyon ng ${brand}`,
  emailCode: ({ brand, code, minutes }) =>
    `Ang iyong ${brand} verification code ay ${code}.\n\nMag-e-expire ito sa loob ng ${minutes} minuto. Kung hindi ikaw ang humingi nito, huwag pansinin ang mensaheng ito; walang taga-${brand} na hihingi ng code na ito.`,
  resetSubject: ({ brand }) => `I-reset ang iyong ${brand} password`,
  resetBody: ({ brand, account, link, minutes }) =>
    `Kumusta ${account},\n\nMay humiling na i-reset ang password ng iyong ${brand} account. Para pumili ng bagong password, buksan ang link na ito sa loob ng ${minutes} minuto:\n\n${link}\n\nKung hindi ikaw ito, huwag pansinin ang mensaheng ito: hindi magbabago ang iyong password.`,
};

const TEXTS: Record<LanguageCode, Texts> = { en, bn, fil };

export function textsFor(language: LanguageCode): Texts {
  return TEXTS[language] ?? en;
}
