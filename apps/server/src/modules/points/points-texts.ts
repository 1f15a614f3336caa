import { groupMoney, type MallItemKind } from '@portal/contracts';

/**
 * The messages the points write to a member's inbox (issue 19): a redemption approved or rejected,
 * in English, Bengali and Filipino. Money arrives as decimal text in the brand currency's exponent.
 */
interface Message {
  title: string;
  content: string;
}

interface PointsTexts {
  approved(p: { name: string; kind: MallItemKind; value: string }): Message;
  rejected(p: { name: string; points: string; note: string }): Message;
}

const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TEXTS: Record<'en' | 'bn' | 'fil', PointsTexts> = {
  en: {
    approved: ({ name, kind, value }) => ({
      title: `Redemption approved: ${name}`,
      content:
        kind === 'CASH'
          ? `<p>Your redemption of <b>${esc(name)}</b> is approved: ${groupMoney(value)} has been added to your main wallet.</p>`
          : kind === 'BONUS'
            ? `<p>Your redemption of <b>${esc(name)}</b> is approved: a ${groupMoney(value)} bonus is in your reward centre.</p>`
            : `<p>Your redemption of <b>${esc(name)}</b> is approved and will be sent to the address you gave.</p>`,
    }),
    rejected: ({ name, points, note }) => ({
      title: `Redemption rejected: ${name}`,
      content: `<p>Your redemption of <b>${esc(name)}</b> was rejected${note ? `: ${esc(note)}` : ''}. ${points} points are back in your balance.</p>`,
    }),
  },
  bn: {
    approved: ({ name, kind, value }) => ({
      title: `রিডেম্পশন অনুমোদিত: ${name}`,
      content:
        kind === 'CASH'
          ? `<p>আপনার <b>${esc(name)}</b> রিডেম্পশন অনুমোদিত হয়েছে: ${groupMoney(value)} আপনার মূল ওয়ালেটে যোগ হয়েছে।</p>`
          : kind === 'BONUS'
            ? `<p>আপনার <b>${esc(name)}</b> রিডেম্পশন অনুমোদিত হয়েছে: ${groupMoney(value)} বোনাস আপনার রিওয়ার্ড সেন্টারে আছে।</p>`
            : `<p>আপনার <b>${esc(name)}</b> রিডেম্পশন অনুমোদিত হয়েছে এবং আপনার দেওয়া ঠিকানায় পাঠানো হবে।</p>`,
    }),
    rejected: ({ name, points, note }) => ({
      title: `রিডেম্পশন প্রত্যাখ্যাত: ${name}`,
      content: `<p>আপনার <b>${esc(name)}</b> রিডেম্পশন প্রত্যাখ্যান করা হয়েছে${note ? `: ${esc(note)}` : ''}। ${points} পয়েন্ট আপনার ব্যালেন্সে ফেরত এসেছে।</p>`,
    }),
  },
  fil: {
    approved: ({ name, kind, value }) => ({
      title: `Aprubado ang redemption: ${name}`,
      content:
        kind === 'CASH'
          ? `<p>Aprubado ang redemption mo ng <b>${esc(name)}</b>: naidagdag ang ${groupMoney(value)} sa main wallet mo.</p>`
          : kind === 'BONUS'
            ? `<p>Aprubado ang redemption mo ng <b>${esc(name)}</b>: nasa reward centre mo ang ${groupMoney(value)} na bonus.</p>`
            : `<p>Aprubado ang redemption mo ng <b>${esc(name)}</b> at ipapadala ito sa address na ibinigay mo.</p>`,
    }),
    rejected: ({ name, points, note }) => ({
      title: `Tinanggihan ang redemption: ${name}`,
      content: `<p>Tinanggihan ang redemption mo ng <b>${esc(name)}</b>${note ? `: ${esc(note)}` : ''}. Naibalik sa balance mo ang ${points} points.</p>`,
    }),
  },
};

export function pointsTexts(language: string): PointsTexts {
  return language === 'bn' || language === 'fil' ? TEXTS[language] : TEXTS.en;
}
