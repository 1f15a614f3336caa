import type { LanguageCode } from '@portal/contracts';

/** The referrer's inbox message when a friend's referral paid (issue 19), in each language. */
interface Texts {
  rewarded(p: { friend: string; reward: string }): { title: string; content: string };
  bonus: string;
  points: string;
}

const en: Texts = {
  rewarded: ({ friend, reward }) => ({
    title: 'Referral reward paid',
    content: `<p>Your friend ${friend} met the referral condition. You received ${reward}.</p>`,
  }),
  bonus: 'bonus',
  points: 'points',
};

const bn: Texts = {
  rewarded: ({ friend, reward }) => ({
    title: 'রেফারেল পুরস্কার দেওয়া হয়েছে',
    content: `<p>আপনার বন্ধু ${friend} রেফারেলের শর্ত পূরণ করেছেন। আপনি ${reward} পেয়েছেন।</p>`,
  }),
  bonus: 'বোনাস',
  points: 'পয়েন্ট',
};

const fil: Texts = {
  rewarded: ({ friend, reward }) => ({
    title: 'Naibigay na ang gantimpala sa pag-imbita',
    content: `<p>Natupad ng kaibigan mong si ${friend} ang kondisyon ng pag-imbita. Natanggap mo ang ${reward}.</p>`,
  }),
  bonus: 'bonus',
  points: 'puntos',
};

export function referralTexts(language: LanguageCode | string): Texts {
  return language === 'bn' ? bn : language === 'fil' ? fil : en;
}
