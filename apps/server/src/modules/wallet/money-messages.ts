import type { LanguageCode, MessageKind } from '@portal/contracts';
import { escapeXml } from '../../platform/html.ts';

/** What the inbox says about money, per language (spec section 3: the four money messages). */
export type MoneyEvent =
  | { kind: 'DEPOSIT_CREDITED'; amount: string; method: string }
  | { kind: 'DEPOSIT_FAILED'; amount: string; method: string; reason: string | null }
  | { kind: 'WITHDRAWAL_APPROVED'; amount: string; bank: string; last4: string; minutes: number }
  | { kind: 'WITHDRAWAL_REJECTED'; amount: string; reason: string | null }
  | { kind: 'WITHDRAWAL_REFUNDED'; amount: string };

interface Text {
  title: string;
  body: string;
}

type Catalogue = {
  [K in MoneyEvent['kind']]: (e: Extract<MoneyEvent, { kind: K }>, currency: string) => Text;
};

const en: Catalogue = {
  DEPOSIT_CREDITED: (e, c) => ({
    title: 'Deposit credited',
    body: `Your deposit of ${e.amount} ${c} by ${e.method} is in your main wallet. Good luck!`,
  }),
  DEPOSIT_FAILED: (e, c) => ({
    title: 'Deposit failed',
    body: `Your deposit of ${e.amount} ${c} by ${e.method} did not go through${e.reason ? `: ${e.reason}` : '.'} No money was taken from your balance here. Please try again or contact customer service.`,
  }),
  WITHDRAWAL_APPROVED: (e, c) => ({
    title: 'Withdrawal approved',
    body: `Your withdrawal of ${e.amount} ${c} has been paid to ${e.bank} ····${e.last4}. Please confirm in Withdraw when it arrives; without an answer it counts as received after ${e.minutes} minutes.`,
  }),
  WITHDRAWAL_REJECTED: (e, c) => ({
    title: 'Withdrawal rejected',
    body: `Your withdrawal of ${e.amount} ${c} was not approved${e.reason ? `: ${e.reason}` : '.'} The amount is back in your main wallet.`,
  }),
  WITHDRAWAL_REFUNDED: (e, c) => ({
    title: 'Withdrawal returned',
    body: `The payment of your withdrawal of ${e.amount} ${c} did not reach you, so the amount is back in your main wallet.`,
  }),
};

const bn: Catalogue = {
  DEPOSIT_CREDITED: (e, c) => ({
    title: 'ডিপোজিট জমা হয়েছে',
    body: `${e.method}-এর মাধ্যমে আপনার ${e.amount} ${c} ডিপোজিট মেইন ওয়ালেটে জমা হয়েছে। শুভকামনা!`,
  }),
  DEPOSIT_FAILED: (e, c) => ({
    title: 'ডিপোজিট ব্যর্থ হয়েছে',
    body: `${e.method}-এর মাধ্যমে আপনার ${e.amount} ${c} ডিপোজিট সম্পন্ন হয়নি${e.reason ? `: ${e.reason}` : '।'} এখানে আপনার ব্যালেন্স থেকে কোনো টাকা কাটা হয়নি। আবার চেষ্টা করুন অথবা গ্রাহকসেবায় যোগাযোগ করুন।`,
  }),
  WITHDRAWAL_APPROVED: (e, c) => ({
    title: 'উইথড্র অনুমোদিত হয়েছে',
    body: `আপনার ${e.amount} ${c} উইথড্র ${e.bank} ····${e.last4}-এ পাঠানো হয়েছে। টাকা পৌঁছালে উইথড্র পাতায় নিশ্চিত করুন; উত্তর না দিলে ${e.minutes} মিনিট পরে এটি প্রাপ্ত হিসেবে গণ্য হবে।`,
  }),
  WITHDRAWAL_REJECTED: (e, c) => ({
    title: 'উইথড্র প্রত্যাখ্যাত হয়েছে',
    body: `আপনার ${e.amount} ${c} উইথড্র অনুমোদিত হয়নি${e.reason ? `: ${e.reason}` : '।'} টাকা আপনার মেইন ওয়ালেটে ফেরত এসেছে।`,
  }),
  WITHDRAWAL_REFUNDED: (e, c) => ({
    title: 'উইথড্র ফেরত এসেছে',
    body: `আপনার ${e.amount} ${c} উইথড্রর পেমেন্ট আপনার কাছে পৌঁছায়নি, তাই টাকা আপনার মেইন ওয়ালেটে ফেরত এসেছে।`,
  }),
};

const fil: Catalogue = {
  DEPOSIT_CREDITED: (e, c) => ({
    title: 'Na-credit na ang deposit',
    body: `Nasa main wallet mo na ang iyong deposit na ${e.amount} ${c} sa pamamagitan ng ${e.method}. Good luck!`,
  }),
  DEPOSIT_FAILED: (e, c) => ({
    title: 'Hindi natuloy ang deposit',
    body: `Hindi natuloy ang iyong deposit na ${e.amount} ${c} sa pamamagitan ng ${e.method}${e.reason ? `: ${e.reason}` : '.'} Walang nabawas sa iyong balance dito. Subukang muli o makipag-ugnayan sa customer service.`,
  }),
  WITHDRAWAL_APPROVED: (e, c) => ({
    title: 'Naaprubahan ang withdrawal',
    body: `Naipadala na ang iyong withdrawal na ${e.amount} ${c} sa ${e.bank} ····${e.last4}. Kumpirmahin sa Withdraw kapag natanggap mo na; kung walang sagot, ituturing itong natanggap pagkalipas ng ${e.minutes} minuto.`,
  }),
  WITHDRAWAL_REJECTED: (e, c) => ({
    title: 'Hindi naaprubahan ang withdrawal',
    body: `Hindi naaprubahan ang iyong withdrawal na ${e.amount} ${c}${e.reason ? `: ${e.reason}` : '.'} Ibinalik na ang halaga sa iyong main wallet.`,
  }),
  WITHDRAWAL_REFUNDED: (e, c) => ({
    title: 'Naibalik ang withdrawal',
    body: `Hindi nakarating sa iyo ang bayad ng iyong withdrawal na ${e.amount} ${c}, kaya ibinalik ang halaga sa iyong main wallet.`,
  }),
};

const CATALOGUES: Record<LanguageCode, Catalogue> = { en, bn, fil };

/** The inbox message for a money event: its kind, title and (escaped) HTML content. */
export function moneyMessage(
  language: LanguageCode,
  event: MoneyEvent,
  currency: string,
): { kind: MessageKind; title: string; content: string } {
  const catalogue = CATALOGUES[language] ?? en;
  const make = catalogue[event.kind] as (e: MoneyEvent, c: string) => Text;
  const text = make(event, currency);
  return {
    kind: event.kind === 'WITHDRAWAL_REFUNDED' ? 'SYSTEM' : event.kind,
    title: text.title,
    content: `<p>${escapeXml(text.body)}</p>`,
  };
}
