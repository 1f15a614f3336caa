import { FULL_BPS, groupMoney, type LanguageCode, type PromotionState } from '@portal/contracts';
import type { TBonusTerms, TPromotionReward, TPromotionTrigger } from '@portal/contracts/endpoints';
import type { CloseReason } from './promotion-rules.ts';

/**
 * The lines the promotions write for players (issue 18): the reward in words and the short note
 * under a state, in English, Bengali and Filipino. Amounts arrive as
 * decimal text in the brand currency's exponent and are grouped here ("5,000.00").
 */

const WEEKDAYS: Record<'en' | 'bn' | 'fil', string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  bn: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'],
  fil: ['Linggo', 'Lunes', 'Martes', 'Miyerkoles', 'Huwebes', 'Biyernes', 'Sabado'],
};

const ORDINAL_EN = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

interface RewardParts {
  reward: TPromotionReward;
  terms: TBonusTerms;
  /** Decimal text of reward.amount. */
  amount: string;
}

interface NoteParts {
  state: PromotionState;
  closeReason: CloseReason | null;
  trigger: TPromotionTrigger;
  /** Decimal texts. */
  minDeposit: string;
  minValidBet: string;
  minLoss: string;
  claimable: string | null;
  claimExpires: string | null;
  startsAt: string;
  progressBps: number | null;
  applicationNote: string | null;
  paid: string | null;
}

interface Texts {
  reward(p: RewardParts): string;
  note(p: NoteParts): string | null;
  applicationApproved(p: { title: string; amount: string }): { title: string; content: string };
  applicationRejected(p: { title: string; note: string }): { title: string; content: string };
}

const pct = (bps: number) => {
  const v = bps / (FULL_BPS / 100);
  return Number.isInteger(v) ? String(v) : v.toFixed(2).replace(/0+$/, '');
};
const g = (text: string) => groupMoney(text);
const isZero = (text: string) => /^0+(\.0+)?$/.test(text);
const days = (list: number[], lang: 'en' | 'bn' | 'fil') => list.map((d) => WEEKDAYS[lang][d]).join(', ');
const day = (iso: string) => iso.slice(0, 10);

const en: Texts = {
  reward({ reward, terms, amount }) {
    const wagering = terms.wagerMultiplier > 0 ? `, ${terms.wagerMultiplier}× wagering` : ', no wagering';
    switch (reward.type) {
      case 'PERCENT':
        return `${pct(reward.percentBps)}% bonus${isZero(amount) ? '' : ` up to ${g(amount)}`}${wagering}`;
      case 'FIXED':
        return terms.wagerMultiplier > 0 ? `${g(amount)} bonus${wagering}` : `${g(amount)} cash, no wagering`;
      case 'CASHBACK':
        return `${pct(reward.percentBps)}% cashback${isZero(amount) ? '' : ` up to ${g(amount)}`}${wagering}`;
      case 'RAFFLE_TICKETS':
        return reward.prizes.length > 0
          ? `Raffle: ${reward.prizes.length} prize${reward.prizes.length === 1 ? '' : 's'}, first prize ${g(reward.prizes[0] ?? '0')}`
          : `${reward.tickets} raffle ticket${reward.tickets === 1 ? '' : 's'}`;
    }
  },
  note(p) {
    const t = p.trigger;
    switch (p.state) {
      case 'COMING_SOON':
        return `Starts ${day(p.startsAt)}`;
      case 'CLOSE':
        return p.closeReason === 'BUDGET'
          ? 'All rewards have been given out'
          : p.closeReason === 'AUDIENCE'
            ? 'Not available for your account'
            : p.closeReason === 'HOUSEHOLD'
              ? 'Already received by an account of your household'
              : 'This promotion has ended';
      case 'PROCESS':
        return `Wagering ${Math.floor((p.progressBps ?? 0) / 100)}%`;
      case 'CLAIM':
        return p.claimable
          ? `${g(p.claimable)} waiting${p.claimExpires ? ` until ${day(p.claimExpires)}` : ''}`
          : 'A reward is waiting';
      case 'APPLYING':
        return 'Your application is being reviewed';
      case 'REJECTED':
        return p.applicationNote ? `Not approved: ${p.applicationNote}` : 'Not approved. You may apply again';
      case 'CLAIMED':
      case 'ISSUED':
        return p.paid ? `Received ${g(p.paid)}` : 'Received';
      default:
        break;
    }
    switch (t.type) {
      case 'DEPOSIT': {
        const which = t.nth === null ? 'a deposit' : `your ${ORDINAL_EN(t.nth)} deposit`;
        const when = t.weekdays.length > 0 ? ` on ${days(t.weekdays, 'en')}` : '';
        return isZero(p.minDeposit)
          ? `Make ${which}${when}`
          : `Make ${which} of ${g(p.minDeposit)} or more${when}`;
      }
      case 'WAGER_VOLUME':
        return `Bet ${g(p.minValidBet)} in a ${t.period === 'WEEK' ? 'week' : 'day'}`;
      case 'NET_LOSS':
        return `Paid on net losses of ${g(p.minLoss)} or more each ${t.period === 'DAY' ? 'day' : 'week'}`;
      case 'PROMO_CODE':
        return 'Enter the promotion code';
      case 'APPLICATION':
        return 'Apply with a remark and screenshots';
      case 'SIGNUP':
        return 'For new accounts';
      case 'RAFFLE':
        return 'Join to earn tickets';
    }
  },
  applicationApproved: ({ title, amount }) => ({
    title: `Application approved: ${title}`,
    content: `<p>Your application to <strong>${escapeHtml(title)}</strong> was approved and ${escapeHtml(g(amount))} was credited. See the Reward Centre for details.</p>`,
  }),
  applicationRejected: ({ title, note }) => ({
    title: `Application not approved: ${title}`,
    content: `<p>Your application to <strong>${escapeHtml(title)}</strong> was not approved.</p><p>${escapeHtml(note)}</p><p>You may apply again while the promotion runs.</p>`,
  }),
};

const bn: Texts = {
  reward({ reward, terms, amount }) {
    const wagering = terms.wagerMultiplier > 0 ? `, ${terms.wagerMultiplier}× ওয়েজারিং` : ', ওয়েজারিং নেই';
    switch (reward.type) {
      case 'PERCENT':
        return `${pct(reward.percentBps)}% বোনাস${isZero(amount) ? '' : ` সর্বোচ্চ ${g(amount)}`}${wagering}`;
      case 'FIXED':
        return terms.wagerMultiplier > 0 ? `${g(amount)} বোনাস${wagering}` : `${g(amount)} নগদ, ওয়েজারিং নেই`;
      case 'CASHBACK':
        return `${pct(reward.percentBps)}% ক্যাশব্যাক${isZero(amount) ? '' : ` সর্বোচ্চ ${g(amount)}`}${wagering}`;
      case 'RAFFLE_TICKETS':
        return reward.prizes.length > 0
          ? `র‍্যাফেল: ${reward.prizes.length}টি পুরস্কার, প্রথম পুরস্কার ${g(reward.prizes[0] ?? '0')}`
          : `${reward.tickets}টি র‍্যাফেল টিকিট`;
    }
  },
  note(p) {
    const t = p.trigger;
    switch (p.state) {
      case 'COMING_SOON':
        return `শুরু ${day(p.startsAt)}`;
      case 'CLOSE':
        return p.closeReason === 'BUDGET'
          ? 'সব পুরস্কার দেওয়া হয়ে গেছে'
          : p.closeReason === 'AUDIENCE'
            ? 'আপনার অ্যাকাউন্টের জন্য প্রযোজ্য নয়'
            : p.closeReason === 'HOUSEHOLD'
              ? 'আপনার পরিবারের একটি অ্যাকাউন্ট এটি ইতিমধ্যে পেয়েছে'
              : 'এই প্রমোশন শেষ হয়েছে';
      case 'PROCESS':
        return `ওয়েজারিং ${Math.floor((p.progressBps ?? 0) / 100)}%`;
      case 'CLAIM':
        return p.claimable
          ? `${g(p.claimable)} অপেক্ষমাণ${p.claimExpires ? `, ${day(p.claimExpires)} পর্যন্ত` : ''}`
          : 'একটি পুরস্কার অপেক্ষমাণ';
      case 'APPLYING':
        return 'আপনার আবেদন পর্যালোচনা করা হচ্ছে';
      case 'REJECTED':
        return p.applicationNote
          ? `অনুমোদিত হয়নি: ${p.applicationNote}`
          : 'অনুমোদিত হয়নি। আপনি আবার আবেদন করতে পারেন';
      case 'CLAIMED':
      case 'ISSUED':
        return p.paid ? `${g(p.paid)} পেয়েছেন` : 'পেয়েছেন';
      default:
        break;
    }
    switch (t.type) {
      case 'DEPOSIT': {
        const which = t.nth === null ? 'যেকোনো ডিপোজিট' : `আপনার ${t.nth} নম্বর ডিপোজিট`;
        const when = t.weekdays.length > 0 ? ` (${days(t.weekdays, 'bn')})` : '';
        return isZero(p.minDeposit)
          ? `${which} করুন${when}`
          : `${which} ${g(p.minDeposit)} বা তার বেশি করুন${when}`;
      }
      case 'WAGER_VOLUME':
        return `${t.period === 'WEEK' ? 'এক সপ্তাহে' : 'এক দিনে'} ${g(p.minValidBet)} বাজি ধরুন`;
      case 'NET_LOSS':
        return `${t.period === 'DAY' ? 'প্রতিদিন' : 'প্রতি সপ্তাহে'} ${g(p.minLoss)} বা তার বেশি নিট ক্ষতিতে দেওয়া হয়`;
      case 'PROMO_CODE':
        return 'প্রমোশন কোড লিখুন';
      case 'APPLICATION':
        return 'মন্তব্য ও স্ক্রিনশট দিয়ে আবেদন করুন';
      case 'SIGNUP':
        return 'নতুন অ্যাকাউন্টের জন্য';
      case 'RAFFLE':
        return 'টিকিট পেতে যোগ দিন';
    }
  },
  applicationApproved: ({ title, amount }) => ({
    title: `আবেদন অনুমোদিত: ${title}`,
    content: `<p><strong>${escapeHtml(title)}</strong>-এ আপনার আবেদন অনুমোদিত হয়েছে এবং ${escapeHtml(g(amount))} জমা হয়েছে। বিস্তারিত রিওয়ার্ড সেন্টারে দেখুন।</p>`,
  }),
  applicationRejected: ({ title, note }) => ({
    title: `আবেদন অনুমোদিত হয়নি: ${title}`,
    content: `<p><strong>${escapeHtml(title)}</strong>-এ আপনার আবেদন অনুমোদিত হয়নি।</p><p>${escapeHtml(note)}</p><p>প্রমোশন চলাকালীন আপনি আবার আবেদন করতে পারেন।</p>`,
  }),
};

const fil: Texts = {
  reward({ reward, terms, amount }) {
    const wagering =
      terms.wagerMultiplier > 0 ? `, ${terms.wagerMultiplier}× na wagering` : ', walang wagering';
    switch (reward.type) {
      case 'PERCENT':
        return `${pct(reward.percentBps)}% na bonus${isZero(amount) ? '' : ` hanggang ${g(amount)}`}${wagering}`;
      case 'FIXED':
        return terms.wagerMultiplier > 0
          ? `${g(amount)} na bonus${wagering}`
          : `${g(amount)} na cash, walang wagering`;
      case 'CASHBACK':
        return `${pct(reward.percentBps)}% na cashback${isZero(amount) ? '' : ` hanggang ${g(amount)}`}${wagering}`;
      case 'RAFFLE_TICKETS':
        return reward.prizes.length > 0
          ? `Raffle: ${reward.prizes.length} na premyo, unang premyo ${g(reward.prizes[0] ?? '0')}`
          : `${reward.tickets} na tiket sa raffle`;
    }
  },
  note(p) {
    const t = p.trigger;
    switch (p.state) {
      case 'COMING_SOON':
        return `Magsisimula sa ${day(p.startsAt)}`;
      case 'CLOSE':
        return p.closeReason === 'BUDGET'
          ? 'Naibigay na ang lahat ng reward'
          : p.closeReason === 'AUDIENCE'
            ? 'Hindi available para sa iyong account'
            : p.closeReason === 'HOUSEHOLD'
              ? 'Natanggap na ito ng isang account sa iyong sambahayan'
              : 'Natapos na ang promong ito';
      case 'PROCESS':
        return `Progreso ng wagering: ${Math.floor((p.progressBps ?? 0) / 100)}%`;
      case 'CLAIM':
        return p.claimable
          ? `${g(p.claimable)} ang naghihintay${p.claimExpires ? ` hanggang ${day(p.claimExpires)}` : ''}`
          : 'May reward na naghihintay';
      case 'APPLYING':
        return 'Sinusuri ang iyong aplikasyon';
      case 'REJECTED':
        return p.applicationNote
          ? `Hindi naaprubahan: ${p.applicationNote}`
          : 'Hindi naaprubahan. Puwede kang mag-apply ulit';
      case 'CLAIMED':
      case 'ISSUED':
        return p.paid ? `Natanggap ang ${g(p.paid)}` : 'Natanggap na';
      default:
        break;
    }
    switch (t.type) {
      case 'DEPOSIT': {
        const which = t.nth === null ? 'ng deposito' : `ng iyong ika-${t.nth} na deposito`;
        const when = t.weekdays.length > 0 ? ` tuwing ${days(t.weekdays, 'fil')}` : '';
        return isZero(p.minDeposit)
          ? `Gumawa ${which}${when}`
          : `Gumawa ${which} na ${g(p.minDeposit)} o higit pa${when}`;
      }
      case 'WAGER_VOLUME':
        return `Tumaya ng ${g(p.minValidBet)} sa isang ${t.period === 'WEEK' ? 'linggo' : 'araw'}`;
      case 'NET_LOSS':
        return `Ibinibigay sa netong talo na ${g(p.minLoss)} o higit pa bawat ${t.period === 'DAY' ? 'araw' : 'linggo'}`;
      case 'PROMO_CODE':
        return 'Ilagay ang promo code';
      case 'APPLICATION':
        return 'Mag-apply na may paliwanag at mga screenshot';
      case 'SIGNUP':
        return 'Para sa mga bagong account';
      case 'RAFFLE':
        return 'Sumali para makakuha ng tiket';
    }
  },
  applicationApproved: ({ title, amount }) => ({
    title: `Naaprubahan ang aplikasyon: ${title}`,
    content: `<p>Naaprubahan ang iyong aplikasyon sa <strong>${escapeHtml(title)}</strong> at naipasok na ang ${escapeHtml(g(amount))}. Tingnan ang Reward Centre para sa mga detalye.</p>`,
  }),
  applicationRejected: ({ title, note }) => ({
    title: `Hindi naaprubahan ang aplikasyon: ${title}`,
    content: `<p>Hindi naaprubahan ang iyong aplikasyon sa <strong>${escapeHtml(title)}</strong>.</p><p>${escapeHtml(note)}</p><p>Puwede kang mag-apply ulit habang tumatakbo ang promo.</p>`,
  }),
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TEXTS: Record<LanguageCode, Texts> = { en, bn, fil };

/** The promotions' texts in a language (English for one without its own). */
export function promotionTexts(language: LanguageCode): Texts {
  return TEXTS[language] ?? en;
}
