import { formatMoney, type LanguageCode, parseMoney } from '@portal/contracts';
import { type TPromotionInput, ZPromotionInput } from '@portal/contracts/endpoints';
import type { Db } from '../db/database.ts';
import { promotionProblem } from '../modules/promotions/promotion-rules.ts';
import { findPromotionBySlug, insertPromotion } from '../modules/promotions/promotions.repository.ts';
import { sanitizeRichText } from '../platform/html.ts';

/**
 * The demo promotions (issue 18; ADR 0039), published for every demo brand in English, Bengali and
 * Filipino, each doing exactly what its text says (the demo content promises the welcome bonus):
 * - "100% welcome bonus": the first deposit of at least 200 doubled up to 5,000 as bonus money
 *   under 20× wagering, 14 days, max bet 500, once per member and household, claimed in the
 *   Reward Centre;
 * - "Weekly cashback": 5 % of the week's net loss of at least 1,000, up to 5,000, with 1×
 *   wagering, claimable after the week (Monday to Sunday, site time) ends;
 * - "Weekend reload": 30 % of a deposit on Friday, Saturday or Sunday up to 1,500, 10× wagering,
 *   once a week;
 * - the code WELCOME10: 100 of bonus money with 5× wagering, once per member;
 * - "Share your big win": an application with a remark and a screenshot, 200 of bonus money with
 *   3× wagering when an operator approves it;
 * - "Daily wager challenge", coming soon (starts in seven days): 50 in real money for 5,000 of
 *   valid bets in a day after joining.
 * The raffle is seeded by seed/demo-raffle.ts. Amounts are whole units of the brand's currency.
 * Written once per slug (an operator's later changes are kept).
 */

const DAY_MS = 86_400_000;

interface Text {
  title: string;
  summary: string;
  body: string;
  terms: string;
}

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const group = (n: number) => n.toLocaleString('en-US');

/** Wagering rules every bonus shares, in every language. */
const BONUS_RULES = {
  en: (maxBet: string, currency: string) => [
    'Real money is always played first; the bonus is used only when your main balance runs out.',
    'Slots and fishing count 100 % towards wagering, in-house games 50 %, live casino 10 %; lottery does not count and cannot be played with bonus money.',
    `While the bonus is active, a single bet may be at most ${maxBet} ${currency}; a larger bet is refused before it is placed (nothing is ever taken back afterwards).`,
    'When the wagering is met, what the bonus wallet holds becomes real money. You may give up the bonus at any time in the Reward Centre.',
    'A withdrawal while a bonus is active asks you to give the bonus up first.',
  ],
  bn: (maxBet: string, currency: string) => [
    'সবসময় আগে আসল টাকা খেলা হয়; মূল ব্যালেন্স শেষ হলে তবেই বোনাস ব্যবহার হয়।',
    'স্লট ও ফিশিং ওয়েজারিংয়ে ১০০% গণ্য, ইন-হাউস গেম ৫০%, লাইভ ক্যাসিনো ১০%; লটারি গণ্য নয় এবং বোনাসের টাকায় খেলা যায় না।',
    `বোনাস সক্রিয় থাকাকালীন একটি বাজি সর্বোচ্চ ${maxBet} ${currency}; এর বেশি বাজি ধরার আগেই ফিরিয়ে দেওয়া হয় (পরে কখনো কিছু কেটে নেওয়া হয় না)।`,
    'ওয়েজারিং পূর্ণ হলে বোনাস ওয়ালেটে যা থাকে তা আসল টাকা হয়ে যায়। রিওয়ার্ড সেন্টারে যেকোনো সময় বোনাস ছেড়ে দিতে পারেন।',
    'বোনাস সক্রিয় থাকাকালীন উত্তোলন করতে চাইলে আগে বোনাস ছেড়ে দিতে বলা হবে।',
  ],
  fil: (maxBet: string, currency: string) => [
    'Laging unang nilalaro ang totoong pera; ginagamit lang ang bonus kapag naubos na ang iyong main balance.',
    'Ang slots at fishing ay 100 % na binibilang sa wagering, ang in-house na laro 50 %, ang live casino 10 %; hindi binibilang ang lottery at hindi ito malalaro gamit ang bonus money.',
    `Habang aktibo ang bonus, hanggang ${maxBet} ${currency} lang ang isang taya; tinatanggihan ang mas malaking taya bago pa ito mailagay (walang binabawi pagkatapos).`,
    'Kapag natapos ang wagering, magiging totoong pera ang laman ng bonus wallet. Puwede mong isuko ang bonus anumang oras sa Reward Centre.',
    'Kapag nag-withdraw ka habang aktibo ang bonus, hihilingin muna sa iyong isuko ang bonus.',
  ],
};

type Texts = Record<'en' | 'bn' | 'fil', Text>;

function html(t: Texts): Partial<Record<LanguageCode, Text>> {
  const out: Partial<Record<LanguageCode, Text>> = {};
  for (const lang of ['en', 'bn', 'fil'] as const) {
    out[lang] = { ...t[lang], body: sanitizeRichText(t[lang].body), terms: sanitizeRichText(t[lang].terms) };
  }
  return out;
}

const AUDIENCE_ALL = {
  kind: 'ALL' as const,
  newWithinDays: null,
  agents: [],
  tags: [],
  include: [],
  exclude: [],
};
const NO_TRIGGER = {
  nth: null,
  minDeposit: '0',
  weekdays: [],
  code: null,
  period: null,
  minValidBet: '0',
  minLoss: '0',
  ticketPerDeposit: '0',
  ticketPerValidBet: '0',
  optIn: false,
};
const NO_REWARD = { percentBps: 0, amount: '0', tickets: 0, prizes: [] };

export function demoPromotions(currency: string, now: Date): TPromotionInput[] {
  const start = now.toISOString();
  const c = currency;
  return [
    {
      slug: 'welcome-bonus',
      category: 'NEW_MEMBER',
      content: html({
        en: {
          title: '100% welcome bonus',
          summary: `Your first deposit of ${group(200)} ${c} or more doubled, up to ${group(5_000)} ${c}.`,
          body: `<p>Make your first deposit of at least ${group(200)} ${c} and claim a 100 % bonus on it in the Reward Centre: deposit ${group(1_000)} ${c}, get ${group(1_000)} ${c} of bonus money. The bonus is at most ${group(5_000)} ${c}.</p><p>Wager the bonus 20 times within 14 days of claiming it and what the bonus wallet holds becomes real money.</p>`,
          terms: list([
            'Your first credited deposit only, of at least 200; claim it within 7 days.',
            'Once per member and once per household (accounts sharing a network address).',
            'Wagering: 20 × the bonus within 14 days of claiming it.',
            ...BONUS_RULES.en(group(500), c),
          ]),
        },
        bn: {
          title: '১০০% স্বাগতম বোনাস',
          summary: `আপনার প্রথম ${group(200)} ${c} বা তার বেশি জমা দ্বিগুণ, সর্বোচ্চ ${group(5_000)} ${c}।`,
          body: `<p>কমপক্ষে ${group(200)} ${c} দিয়ে প্রথম জমা করুন এবং রিওয়ার্ড সেন্টারে তার ওপর ১০০% বোনাস নিন: ${group(1_000)} ${c} জমা করলে ${group(1_000)} ${c} বোনাস। বোনাস সর্বোচ্চ ${group(5_000)} ${c}।</p><p>নেওয়ার ১৪ দিনের মধ্যে বোনাসের ২০ গুণ বাজি ধরুন, তাহলে বোনাস ওয়ালেটের টাকা আসল টাকা হয়ে যাবে।</p>`,
          terms: list([
            'শুধু আপনার প্রথম জমা, কমপক্ষে ২০০; ৭ দিনের মধ্যে নিন।',
            'প্রতি সদস্য এবং প্রতি পরিবারে (একই নেটওয়ার্ক ঠিকানার অ্যাকাউন্ট) একবার।',
            'ওয়েজারিং: নেওয়ার ১৪ দিনের মধ্যে বোনাসের ২০ গুণ।',
            ...BONUS_RULES.bn(group(500), c),
          ]),
        },
        fil: {
          title: '100% na welcome bonus',
          summary: `Doble ang una mong deposito na ${group(200)} ${c} o higit pa, hanggang ${group(5_000)} ${c}.`,
          body: `<p>Gawin ang una mong deposito na hindi bababa sa ${group(200)} ${c} at i-claim ang 100 % na bonus dito sa Reward Centre: mag-deposit ng ${group(1_000)} ${c}, makakuha ng ${group(1_000)} ${c} na bonus money. Hanggang ${group(5_000)} ${c} ang bonus.</p><p>Itaya ang bonus nang 20 beses sa loob ng 14 na araw mula nang i-claim ito at magiging totoong pera ang laman ng bonus wallet.</p>`,
          terms: list([
            'Ang una mong naipasok na deposito lang, na hindi bababa sa 200; i-claim ito sa loob ng 7 araw.',
            'Isang beses bawat miyembro at bawat sambahayan (mga account na iisa ang network address).',
            'Wagering: 20 × ang bonus sa loob ng 14 na araw mula nang i-claim ito.',
            ...BONUS_RULES.fil(group(500), c),
          ]),
        },
      }),
      imageUrl: null,
      showsFrom: null,
      startsAt: start,
      endsAt: null,
      audience: AUDIENCE_ALL,
      trigger: { ...NO_TRIGGER, type: 'DEPOSIT', nth: 1, minDeposit: '200' },
      reward: { ...NO_REWARD, type: 'PERCENT', percentBps: 10_000, amount: '5000' },
      bonusTerms: {
        wagerMultiplier: 20,
        wagerBase: 'BONUS',
        expiryDays: 14,
        maxBet: '500',
        maxConversion: '0',
      },
      limits: { perMember: 'ONCE', household: true, budget: '0', claimDays: 7 },
      sortOrder: 10,
    },
    {
      slug: 'weekly-cashback',
      category: 'CASHBACK',
      content: html({
        en: {
          title: 'Weekly cashback',
          summary: `5 % back on a week's net loss of ${group(1_000)} ${c} or more, up to ${group(5_000)} ${c}.`,
          body: `<p>When the week (Monday to Sunday, site time) ends, 5 % of your net loss in it — stakes minus winnings of your settled bets — is waiting for you in the Reward Centre, if you lost at least ${group(1_000)} ${c}. Cashback is at most ${group(5_000)} ${c} a week.</p><p>It comes as bonus money with 1× wagering: bet it once and it is yours.</p>`,
          terms: list([
            'Counted on bets settled in the week; cancelled bets do not count.',
            'Claim it within 7 days of the week ending; once per week.',
            'Wagering: 1 × the cashback within 7 days of claiming it.',
            ...BONUS_RULES.en(group(500), c),
          ]),
        },
        bn: {
          title: 'সাপ্তাহিক ক্যাশব্যাক',
          summary: `সপ্তাহে ${group(1_000)} ${c} বা তার বেশি নিট ক্ষতির ৫% ফেরত, সর্বোচ্চ ${group(5_000)} ${c}।`,
          body: `<p>সপ্তাহ (সোমবার থেকে রবিবার, সাইটের সময়) শেষ হলে, কমপক্ষে ${group(1_000)} ${c} হারলে, সেই সপ্তাহের নিট ক্ষতির (নিষ্পত্তি হওয়া বাজির মোট বাজি বাদ জয়) ৫% রিওয়ার্ড সেন্টারে আপনার জন্য অপেক্ষা করবে। ক্যাশব্যাক সপ্তাহে সর্বোচ্চ ${group(5_000)} ${c}।</p><p>এটি ১× ওয়েজারিংসহ বোনাস হিসেবে আসে: একবার বাজি ধরলেই আপনার।</p>`,
          terms: list([
            'সপ্তাহে নিষ্পত্তি হওয়া বাজিতে গোনা হয়; বাতিল বাজি গণ্য নয়।',
            'সপ্তাহ শেষ হওয়ার ৭ দিনের মধ্যে নিন; সপ্তাহে একবার।',
            'ওয়েজারিং: নেওয়ার ৭ দিনের মধ্যে ক্যাশব্যাকের ১ গুণ।',
            ...BONUS_RULES.bn(group(500), c),
          ]),
        },
        fil: {
          title: 'Lingguhang cashback',
          summary: `5 % na balik sa netong talo sa isang linggo na ${group(1_000)} ${c} o higit pa, hanggang ${group(5_000)} ${c}.`,
          body: `<p>Pagkatapos ng linggo (Lunes hanggang Linggo, oras ng site), naghihintay sa iyo sa Reward Centre ang 5 % ng netong talo mo rito — ang mga taya bawat panalo ng iyong mga naayos na taya — kung natalo ka ng hindi bababa sa ${group(1_000)} ${c}. Hanggang ${group(5_000)} ${c} ang cashback bawat linggo.</p><p>Dumarating ito bilang bonus money na may 1× na wagering: itaya ito nang isang beses at sa iyo na ito.</p>`,
          terms: list([
            'Binibilang ang mga tayang naayos sa linggo; hindi binibilang ang mga kinanselang taya.',
            'I-claim ito sa loob ng 7 araw pagkatapos ng linggo; isang beses bawat linggo.',
            'Wagering: 1 × ang cashback sa loob ng 7 araw mula nang i-claim ito.',
            ...BONUS_RULES.fil(group(500), c),
          ]),
        },
      }),
      imageUrl: null,
      showsFrom: null,
      startsAt: start,
      endsAt: null,
      audience: AUDIENCE_ALL,
      trigger: { ...NO_TRIGGER, type: 'NET_LOSS', period: 'WEEK', minLoss: '1000' },
      reward: { ...NO_REWARD, type: 'CASHBACK', percentBps: 500, amount: '5000' },
      bonusTerms: {
        wagerMultiplier: 1,
        wagerBase: 'BONUS',
        expiryDays: 7,
        maxBet: '500',
        maxConversion: '0',
      },
      limits: { perMember: 'WEEKLY', household: false, budget: '0', claimDays: 7 },
      sortOrder: 20,
    },
    {
      slug: 'weekend-reload',
      category: 'DEPOSIT',
      content: html({
        en: {
          title: 'Weekend reload',
          summary: `30 % extra on a deposit on Friday, Saturday or Sunday, up to ${group(1_500)} ${c}.`,
          body: `<p>Deposit on a Friday, Saturday or Sunday (site time) and claim 30 % of it as bonus money in the Reward Centre, up to ${group(1_500)} ${c}. Once a week.</p>`,
          terms: list([
            'Any credited deposit on Friday, Saturday or Sunday, site time; claim it within 7 days.',
            'Once per member per week.',
            'Wagering: 10 × the bonus within 14 days of claiming it.',
            ...BONUS_RULES.en(group(500), c),
          ]),
        },
        bn: {
          title: 'উইকেন্ড রিলোড',
          summary: `শুক্র, শনি বা রবিবারের জমায় ৩০% বাড়তি, সর্বোচ্চ ${group(1_500)} ${c}।`,
          body: `<p>শুক্র, শনি বা রবিবার (সাইটের সময়) জমা করুন এবং রিওয়ার্ড সেন্টারে তার ৩০% বোনাস নিন, সর্বোচ্চ ${group(1_500)} ${c}। সপ্তাহে একবার।</p>`,
          terms: list([
            'শুক্র, শনি বা রবিবার (সাইটের সময়) জমা হওয়া যেকোনো জমা; ৭ দিনের মধ্যে নিন।',
            'প্রতি সদস্য সপ্তাহে একবার।',
            'ওয়েজারিং: নেওয়ার ১৪ দিনের মধ্যে বোনাসের ১০ গুণ।',
            ...BONUS_RULES.bn(group(500), c),
          ]),
        },
        fil: {
          title: 'Reload tuwing weekend',
          summary: `Dagdag na 30 % sa deposito tuwing Biyernes, Sabado o Linggo, hanggang ${group(1_500)} ${c}.`,
          body: `<p>Mag-deposit sa Biyernes, Sabado o Linggo (oras ng site) at i-claim ang 30 % nito bilang bonus money sa Reward Centre, hanggang ${group(1_500)} ${c}. Isang beses bawat linggo.</p>`,
          terms: list([
            'Anumang naipasok na deposito sa Biyernes, Sabado o Linggo, oras ng site; i-claim ito sa loob ng 7 araw.',
            'Isang beses bawat miyembro bawat linggo.',
            'Wagering: 10 × ang bonus sa loob ng 14 na araw mula nang i-claim ito.',
            ...BONUS_RULES.fil(group(500), c),
          ]),
        },
      }),
      imageUrl: null,
      showsFrom: null,
      startsAt: start,
      endsAt: null,
      audience: AUDIENCE_ALL,
      trigger: { ...NO_TRIGGER, type: 'DEPOSIT', weekdays: [5, 6, 0] },
      reward: { ...NO_REWARD, type: 'PERCENT', percentBps: 3_000, amount: '1500' },
      bonusTerms: {
        wagerMultiplier: 10,
        wagerBase: 'BONUS',
        expiryDays: 14,
        maxBet: '500',
        maxConversion: '0',
      },
      limits: { perMember: 'WEEKLY', household: false, budget: '0', claimDays: 7 },
      sortOrder: 30,
    },
    {
      slug: 'code-welcome10',
      category: 'EVENT',
      content: html({
        en: {
          title: 'Promo code WELCOME10',
          summary: `Enter WELCOME10 for ${group(100)} ${c} of bonus money.`,
          body: `<p>Press Code and enter <strong>WELCOME10</strong>: ${group(100)} ${c} of bonus money is yours at once, with 5× wagering.</p>`,
          terms: list([
            'Once per member.',
            'Wagering: 5 × the bonus within 7 days.',
            ...BONUS_RULES.en(group(500), c),
          ]),
        },
        bn: {
          title: 'প্রোমো কোড WELCOME10',
          summary: `WELCOME10 লিখে পান ${group(100)} ${c} বোনাস।`,
          body: `<p>কোড চাপুন এবং <strong>WELCOME10</strong> লিখুন: সঙ্গে সঙ্গে ${group(100)} ${c} বোনাস, ৫× ওয়েজারিংসহ।</p>`,
          terms: list([
            'প্রতি সদস্য একবার।',
            'ওয়েজারিং: ৭ দিনের মধ্যে বোনাসের ৫ গুণ।',
            ...BONUS_RULES.bn(group(500), c),
          ]),
        },
        fil: {
          title: 'Promo code na WELCOME10',
          summary: `Ilagay ang WELCOME10 para sa ${group(100)} ${c} na bonus money.`,
          body: `<p>Pindutin ang Code at ilagay ang <strong>WELCOME10</strong>: agad na sa iyo ang ${group(100)} ${c} na bonus money, na may 5× na wagering.</p>`,
          terms: list([
            'Isang beses bawat miyembro.',
            'Wagering: 5 × ang bonus sa loob ng 7 araw.',
            ...BONUS_RULES.fil(group(500), c),
          ]),
        },
      }),
      imageUrl: null,
      showsFrom: null,
      startsAt: start,
      endsAt: null,
      audience: AUDIENCE_ALL,
      trigger: { ...NO_TRIGGER, type: 'PROMO_CODE', code: 'WELCOME10' },
      reward: { ...NO_REWARD, type: 'FIXED', amount: '100' },
      bonusTerms: {
        wagerMultiplier: 5,
        wagerBase: 'BONUS',
        expiryDays: 7,
        maxBet: '500',
        maxConversion: '0',
      },
      limits: { perMember: 'ONCE', household: false, budget: '0', claimDays: 7 },
      sortOrder: 40,
    },
    {
      slug: 'share-your-big-win',
      category: 'EVENT',
      content: html({
        en: {
          title: 'Share your big win',
          summary: `Show us a big win with a screenshot: ${group(200)} ${c} of bonus money when approved.`,
          body: `<p>Press Apply, tell us about your win in a few words (up to 140 characters) and add up to three screenshots (PNG or JPEG, 5 MB each). Our team looks at every application; when it is approved, ${group(200)} ${c} of bonus money with 3× wagering is yours, and the Reward Centre and your inbox say so.</p>`,
          terms: list([
            'A win on this site, shown on the screenshot with your account name.',
            'One application waits at a time; if it is not approved you may apply again.',
            'Once per member.',
            'Wagering: 3 × the bonus within 7 days.',
            ...BONUS_RULES.en(group(500), c),
          ]),
        },
        bn: {
          title: 'আপনার বড় জয় শেয়ার করুন',
          summary: `স্ক্রিনশট দিয়ে বড় জয় দেখান: অনুমোদিত হলে ${group(200)} ${c} বোনাস।`,
          body: `<p>আবেদন চাপুন, কয়েক কথায় (সর্বোচ্চ ১৪০ অক্ষর) আপনার জয়ের কথা লিখুন এবং সর্বোচ্চ তিনটি স্ক্রিনশট (PNG বা JPEG, প্রতিটি ৫ MB) যোগ করুন। আমাদের দল প্রতিটি আবেদন দেখে; অনুমোদিত হলে ৩× ওয়েজারিংসহ ${group(200)} ${c} বোনাস আপনার, এবং রিওয়ার্ড সেন্টার ও ইনবক্সে তা জানানো হয়।</p>`,
          terms: list([
            'এই সাইটে জয়, স্ক্রিনশটে আপনার অ্যাকাউন্টের নামসহ।',
            'একবারে একটি আবেদন অপেক্ষা করে; অনুমোদিত না হলে আবার আবেদন করতে পারেন।',
            'প্রতি সদস্য একবার।',
            'ওয়েজারিং: ৭ দিনের মধ্যে বোনাসের ৩ গুণ।',
            ...BONUS_RULES.bn(group(500), c),
          ]),
        },
        fil: {
          title: 'Ibahagi ang malaki mong panalo',
          summary: `Ipakita sa amin ang malaking panalo sa isang screenshot: ${group(200)} ${c} na bonus money kapag naaprubahan.`,
          body: `<p>Pindutin ang Mag-apply, ikuwento ang panalo mo sa ilang salita (hanggang 140 character) at magdagdag ng hanggang tatlong screenshot (PNG o JPEG, 5 MB bawat isa). Sinusuri ng aming team ang bawat aplikasyon; kapag naaprubahan, sa iyo ang ${group(200)} ${c} na bonus money na may 3× na wagering, at makikita mo ito sa Reward Centre at sa iyong inbox.</p>`,
          terms: list([
            'Isang panalo sa site na ito, na makikita sa screenshot kasama ang pangalan ng iyong account.',
            'Isang aplikasyon lang ang puwedeng maghintay; kung hindi ito naaprubahan, puwede kang mag-apply ulit.',
            'Isang beses bawat miyembro.',
            'Wagering: 3 × ang bonus sa loob ng 7 araw.',
            ...BONUS_RULES.fil(group(500), c),
          ]),
        },
      }),
      imageUrl: null,
      showsFrom: null,
      startsAt: start,
      endsAt: null,
      audience: AUDIENCE_ALL,
      trigger: { ...NO_TRIGGER, type: 'APPLICATION' },
      reward: { ...NO_REWARD, type: 'FIXED', amount: '200' },
      bonusTerms: {
        wagerMultiplier: 3,
        wagerBase: 'BONUS',
        expiryDays: 7,
        maxBet: '500',
        maxConversion: '0',
      },
      limits: { perMember: 'ONCE', household: false, budget: '0', claimDays: 7 },
      sortOrder: 50,
    },
    {
      slug: 'daily-wager-challenge',
      category: 'EVENT',
      content: html({
        en: {
          title: 'Daily wager challenge',
          summary: `Join, bet ${group(5_000)} ${c} in a day and claim ${group(50)} ${c} in real money.`,
          body: `<p>Starting soon. Press Join; on any day after that (site time), once your settled bets reach ${group(5_000)} ${c} of valid bet, ${group(50)} ${c} in real money waits for you in the Reward Centre. Once a day.</p>`,
          terms: list([
            'Only bets settled after you join count, in the day they settle.',
            'Once per member per day; claim it within 3 days.',
            'Paid in real money, without wagering.',
          ]),
        },
        bn: {
          title: 'দৈনিক বাজি চ্যালেঞ্জ',
          summary: `যোগ দিন, এক দিনে ${group(5_000)} ${c} বাজি ধরুন এবং ${group(50)} ${c} আসল টাকা নিন।`,
          body: `<p>শীঘ্রই শুরু। যোগ দিন চাপুন; তারপর যেকোনো দিনে (সাইটের সময়) আপনার নিষ্পত্তি হওয়া বাজির বৈধ বাজি ${group(5_000)} ${c} হলে রিওয়ার্ড সেন্টারে ${group(50)} ${c} আসল টাকা অপেক্ষা করবে। দিনে একবার।</p>`,
          terms: list([
            'যোগ দেওয়ার পরে নিষ্পত্তি হওয়া বাজিই গণ্য, যে দিনে নিষ্পত্তি সেই দিনে।',
            'প্রতি সদস্য দিনে একবার; ৩ দিনের মধ্যে নিন।',
            'আসল টাকায় দেওয়া হয়, কোনো ওয়েজারিং নেই।',
          ]),
        },
        fil: {
          title: 'Arawang hamon sa pagtaya',
          summary: `Sumali, tumaya ng ${group(5_000)} ${c} sa isang araw at i-claim ang ${group(50)} ${c} na totoong pera.`,
          body: `<p>Malapit nang magsimula. Pindutin ang Sumali; sa alinmang araw pagkatapos nito (oras ng site), kapag umabot sa ${group(5_000)} ${c} na valid bet ang mga naayos mong taya, naghihintay sa iyo sa Reward Centre ang ${group(50)} ${c} na totoong pera. Isang beses bawat araw.</p>`,
          terms: list([
            'Ang mga tayang naayos pagkatapos mong sumali lang ang binibilang, sa araw kung kailan naayos ang mga ito.',
            'Isang beses bawat miyembro bawat araw; i-claim ito sa loob ng 3 araw.',
            'Binabayaran bilang totoong pera, walang wagering.',
          ]),
        },
      }),
      imageUrl: null,
      showsFrom: null,
      startsAt: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
      endsAt: null,
      audience: AUDIENCE_ALL,
      trigger: { ...NO_TRIGGER, type: 'WAGER_VOLUME', period: 'DAY', minValidBet: '5000', optIn: true },
      reward: { ...NO_REWARD, type: 'FIXED', amount: '50' },
      bonusTerms: { wagerMultiplier: 0, wagerBase: 'BONUS', expiryDays: 7, maxBet: '0', maxConversion: '0' },
      limits: { perMember: 'DAILY', household: false, budget: '0', claimDays: 3 },
      sortOrder: 60,
    },
  ];
}

/**
 * The demo promotions of a brand, inside the seed's transaction, through the promotions'
 * repository. Amounts above are whole units: written in the brand currency's exponent here.
 */
export async function seedDemoPromotions(
  db: Db,
  brand: { id: number; currency: string; exponent: number },
  now: Date,
): Promise<number> {
  let written = 0;
  for (const raw of demoPromotions(brand.currency, now)) {
    if (await findPromotionBySlug(db, brand.id, raw.slug)) continue;
    const input = ZPromotionInput.parse(raw);
    const money = { currencyExponent: brand.exponent };
    const problem = promotionProblem(money, { ...input, bonusTerms: input.bonusTerms });
    if (problem) throw new Error(`demo promotion ${raw.slug}: ${problem}`);
    const minor = (text: string) => parseMoney(text, brand.exponent) ?? 0n;
    // Whole units in the brand's exponent ("200" → "200.00").
    const fix = (text: string) => formatMoney(minor(text), brand.exponent);
    const code = input.trigger.type === 'PROMO_CODE' ? (input.trigger.code?.toUpperCase() ?? null) : null;
    await insertPromotion(db, {
      merchant_id: brand.id,
      slug: input.slug,
      category: input.category,
      content: input.content,
      image_url: input.imageUrl,
      shows_from: null,
      starts_at: new Date(input.startsAt),
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      audience: input.audience,
      trigger_type: input.trigger.type,
      trigger: {
        ...input.trigger,
        code,
        minDeposit: fix(input.trigger.minDeposit),
        minValidBet: fix(input.trigger.minValidBet),
        minLoss: fix(input.trigger.minLoss),
      },
      reward: { ...input.reward, amount: fix(input.reward.amount) },
      bonus_terms: { ...input.bonusTerms, maxBet: fix(input.bonusTerms.maxBet) },
      limits: input.limits,
      promo_code: code,
      budget_minor: null,
      sort_order: input.sortOrder,
      status: 'PUBLISHED',
      created_by: null,
    });
    written += 1;
  }
  return written;
}
