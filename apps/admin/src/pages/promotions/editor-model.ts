import {
  type AudienceKind,
  type ClaimLimit,
  FULL_BPS,
  type PromotionCategory,
  type PromotionPeriod,
  type PromotionTrigger,
  parseRate,
  type RewardType,
  rateText,
  type WagerBase,
} from '@portal/contracts';
import type { TAdminPromotion, TPromotionInput } from '@portal/contracts/endpoints';
import { decimalOf, minorOf } from './shared';

/** The languages a promotion is written in here: English (required) and Bengali. */
export const TEXT_LANGUAGES = ['en', 'bn'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Which rewards fit which trigger (the server checks the same before it saves). */
export const REWARDS_OF: Record<PromotionTrigger, readonly RewardType[]> = {
  SIGNUP: ['FIXED'],
  DEPOSIT: ['PERCENT', 'FIXED'],
  PROMO_CODE: ['FIXED'],
  APPLICATION: ['FIXED'],
  WAGER_VOLUME: ['FIXED', 'PERCENT'],
  NET_LOSS: ['CASHBACK'],
  RAFFLE: ['RAFFLE_TICKETS'],
};

/**
 * Whether a reward fits a trigger as the server judges it: cashback only on net loss (and net loss
 * only cashback), a percentage only of a deposit or valid bets, a raffle only tickets; raffle
 * tickets elsewhere are a saved promotion's own choice the editor keeps.
 */
export function fits(trigger: PromotionTrigger, reward: RewardType): boolean {
  if (trigger === 'NET_LOSS' || reward === 'CASHBACK') return trigger === 'NET_LOSS' && reward === 'CASHBACK';
  if (trigger === 'RAFFLE') return reward === 'RAFFLE_TICKETS';
  if (reward === 'PERCENT') return trigger === 'DEPOSIT' || trigger === 'WAGER_VOLUME';
  return true;
}

/** The fields each trigger uses; the others are sent empty. */
export const TRIGGER_FIELDS: Record<
  PromotionTrigger,
  readonly (
    | 'nth'
    | 'minDeposit'
    | 'weekdays'
    | 'code'
    | 'period'
    | 'minValidBet'
    | 'minLoss'
    | 'tickets'
    | 'optIn'
  )[]
> = {
  SIGNUP: [],
  DEPOSIT: ['nth', 'minDeposit', 'weekdays', 'optIn'],
  PROMO_CODE: ['code'],
  APPLICATION: [],
  WAGER_VOLUME: ['period', 'minValidBet', 'optIn'],
  NET_LOSS: ['period', 'minLoss', 'optIn'],
  RAFFLE: ['period', 'tickets'],
};

export interface TextValues {
  title: string;
  summary: string;
  body: string;
  terms: string;
}

/**
 * The editor's values: what its controls hold (amounts and per cents as people write them, lists
 * one per line, instants in the operator's local time). The names are the body's, so a refusal of
 * the schema or the server lands on the control that holds it.
 */
export interface EditorValues {
  slug: string;
  category: PromotionCategory;
  content: Record<TextLanguage, TextValues>;
  imageUrl: string;
  showsFrom: string;
  startsAt: string;
  endsAt: string;
  audience: {
    kind: AudienceKind;
    newWithinDays: number | undefined;
    /** VIP_LEVELS: the lowest VIP level that may take part. */
    minVipLevel: number | undefined;
    agents: string;
    tags: string;
    include: string;
    exclude: string;
  };
  trigger: {
    type: PromotionTrigger;
    nth: string;
    minDeposit: string;
    weekdays: string[];
    code: string;
    period: string;
    minValidBet: string;
    minLoss: string;
    ticketPerDeposit: string;
    ticketPerValidBet: string;
    optIn: boolean;
  };
  reward: {
    type: RewardType;
    /** Per cent as typed ("100", "12.5"). */
    percentBps: string;
    amount: string;
    tickets: number | undefined;
    prizes: { amount: string }[];
  };
  bonusTerms: {
    wagerMultiplier: number | undefined;
    wagerBase: WagerBase;
    expiryDays: number | undefined;
    maxBet: string;
    maxConversion: string;
  };
  limits: {
    perMember: ClaimLimit;
    household: boolean;
    budget: string;
    claimDays: number | undefined;
  };
  sortOrder: number | undefined;
}

const emptyText: TextValues = { title: '', summary: '', body: '', terms: '' };

/** An instant as a datetime-local value in the operator's local time ('' for none). */
export function localInputOf(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an instant; null when empty, the text itself when it is no date. */
function instantOf(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Where a new promotion starts: a deposit bonus of 100 % from tomorrow, 20× wagering. */
export function newValues(exponent: number, expiryDays: number): EditorValues {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(0, 0, 0, 0);
  const zero = decimalOf(0, exponent);
  return {
    slug: '',
    category: 'DEPOSIT',
    content: { en: { ...emptyText }, bn: { ...emptyText } },
    imageUrl: '',
    showsFrom: '',
    startsAt: localInputOf(tomorrow.toISOString()),
    endsAt: '',
    audience: {
      kind: 'ALL',
      newWithinDays: 30,
      minVipLevel: 1,
      agents: '',
      tags: '',
      include: '',
      exclude: '',
    },
    trigger: {
      type: 'DEPOSIT',
      nth: '1',
      minDeposit: zero,
      weekdays: [],
      code: '',
      period: 'DAY',
      minValidBet: zero,
      minLoss: zero,
      ticketPerDeposit: zero,
      ticketPerValidBet: zero,
      optIn: false,
    },
    reward: { type: 'PERCENT', percentBps: '100', amount: zero, tickets: 0, prizes: [{ amount: '' }] },
    bonusTerms: { wagerMultiplier: 20, wagerBase: 'BONUS', expiryDays, maxBet: zero, maxConversion: zero },
    limits: { perMember: 'ONCE', household: true, budget: zero, claimDays: 7 },
    sortOrder: 0,
  };
}

/** A saved promotion as the editor's values. */
export function valuesOf(p: TAdminPromotion): EditorValues {
  const content = p.content as Partial<Record<string, TextValues>>;
  return {
    slug: p.slug,
    category: p.category,
    content: {
      en: { ...emptyText, ...content.en },
      bn: { ...emptyText, ...content.bn },
    },
    imageUrl: p.imageUrl ?? '',
    showsFrom: localInputOf(p.showsFrom),
    startsAt: localInputOf(p.startsAt),
    endsAt: localInputOf(p.endsAt),
    audience: {
      kind: p.audience.kind,
      newWithinDays: p.audience.newWithinDays ?? 30,
      minVipLevel: p.audience.minVipLevel ?? 1,
      agents: p.audience.agents.join('\n'),
      tags: p.audience.tags.join('\n'),
      include: p.audience.include.join('\n'),
      exclude: p.audience.exclude.join('\n'),
    },
    trigger: {
      type: p.trigger.type,
      nth: p.trigger.nth === null ? '' : String(p.trigger.nth),
      minDeposit: p.trigger.minDeposit,
      weekdays: p.trigger.weekdays.map(String),
      code: p.trigger.code ?? '',
      period: p.trigger.period ?? 'DAY',
      minValidBet: p.trigger.minValidBet,
      minLoss: p.trigger.minLoss,
      ticketPerDeposit: p.trigger.ticketPerDeposit,
      ticketPerValidBet: p.trigger.ticketPerValidBet,
      optIn: p.trigger.optIn,
    },
    reward: {
      type: p.reward.type,
      percentBps: rateText(p.reward.percentBps),
      amount: p.reward.amount,
      tickets: p.reward.tickets,
      prizes: p.reward.prizes.length > 0 ? p.reward.prizes.map((amount) => ({ amount })) : [{ amount: '' }],
    },
    bonusTerms: { ...p.bonusTerms },
    limits: { ...p.limits },
    sortOrder: p.sortOrder,
  };
}

const isMoneyReward = (type: RewardType) => type !== 'RAFFLE_TICKETS';
const amountText = (text: string | undefined) =>
  String(text ?? '')
    .trim()
    .replace(/,/g, '');

/**
 * The body the editor sends: only the fields its trigger and reward use carry values (the others
 * go empty, so nothing hidden is ever saved), Bengali text only when some was written. Of a saved
 * promotion, the text of languages the editor does not show is kept, and a published one keeps
 * its trigger, reward and bonus terms exactly as saved (the server refuses any change to them).
 */
export function bodyOf(
  v: EditorValues,
  exponent: number,
  saved: TAdminPromotion | null = null,
): TPromotionInput {
  const body = freshBodyOf(v, exponent);
  if (!saved) return body;
  const content = { ...saved.content };
  for (const language of TEXT_LANGUAGES) delete content[language];
  const kept = { ...body, content: { ...content, ...body.content } };
  return saved.status === 'PUBLISHED'
    ? { ...kept, trigger: saved.trigger, reward: saved.reward, bonusTerms: saved.bonusTerms }
    : kept;
}

function freshBodyOf(v: EditorValues, exponent: number): TPromotionInput {
  const zero = decimalOf(0, exponent);
  const type = v.trigger.type;
  const uses = TRIGGER_FIELDS[type] ?? [];
  const reward = v.reward.type;
  const money = (text: string | undefined) => amountText(text) || zero;
  const content: TPromotionInput['content'] = {};
  for (const language of TEXT_LANGUAGES) {
    const text = v.content?.[language] ?? emptyText;
    const written = [text.title, text.summary, text.body, text.terms].some((s) => (s ?? '').trim() !== '');
    if (language === 'en' || written)
      content[language] = {
        title: text.title ?? '',
        summary: text.summary ?? '',
        body: text.body ?? '',
        terms: text.terms ?? '',
      };
  }
  const moneyReward = isMoneyReward(reward);
  return {
    slug: (v.slug ?? '').trim(),
    category: v.category,
    content,
    imageUrl: (v.imageUrl ?? '').trim() || null,
    showsFrom: instantOf(v.showsFrom),
    startsAt: instantOf(v.startsAt) ?? '',
    endsAt: instantOf(v.endsAt),
    audience: {
      kind: v.audience.kind,
      newWithinDays: v.audience.kind === 'NEW_MEMBERS' ? (v.audience.newWithinDays ?? Number.NaN) : null,
      ...(v.audience.kind === 'VIP_LEVELS' ? { minVipLevel: v.audience.minVipLevel ?? Number.NaN } : {}),
      agents: v.audience.kind === 'AGENT_TEAMS' ? lines(v.audience.agents).map((s) => s.toLowerCase()) : [],
      tags: v.audience.kind === 'TAGS' ? lines(v.audience.tags) : [],
      include: lines(v.audience.include).map((s) => s.toLowerCase()),
      exclude: lines(v.audience.exclude).map((s) => s.toLowerCase()),
    },
    trigger: {
      type,
      nth: uses.includes('nth') && v.trigger.nth !== '' ? Number(v.trigger.nth) : null,
      minDeposit: uses.includes('minDeposit') ? money(v.trigger.minDeposit) : zero,
      weekdays: uses.includes('weekdays')
        ? [...(v.trigger.weekdays || [])].map(Number).sort((a, b) => a - b)
        : [],
      code: uses.includes('code') ? (v.trigger.code ?? '').trim() || null : null,
      period: uses.includes('period') ? ((v.trigger.period || null) as PromotionPeriod | null) : null,
      minValidBet: uses.includes('minValidBet') ? money(v.trigger.minValidBet) : zero,
      minLoss: uses.includes('minLoss') ? money(v.trigger.minLoss) : zero,
      ticketPerDeposit: uses.includes('tickets') ? money(v.trigger.ticketPerDeposit) : zero,
      ticketPerValidBet: uses.includes('tickets') ? money(v.trigger.ticketPerValidBet) : zero,
      // A raffle counts only its joiners' deposits and bets (MCS2 claimRafflePromotion).
      optIn: type === 'RAFFLE' ? true : uses.includes('optIn') ? Boolean(v.trigger.optIn) : false,
    },
    reward: {
      type: reward,
      percentBps:
        reward === 'PERCENT' || reward === 'CASHBACK'
          ? (parseRate(String(v.reward.percentBps ?? '')) ?? Number.NaN)
          : 0,
      amount: moneyReward ? money(v.reward.amount) : zero,
      tickets: reward === 'RAFFLE_TICKETS' ? (v.reward.tickets ?? 0) : 0,
      prizes:
        reward === 'RAFFLE_TICKETS' && type === 'RAFFLE'
          ? (v.reward.prizes ?? []).map((p) => amountText(p.amount))
          : [],
    },
    bonusTerms: {
      wagerMultiplier: moneyReward ? (v.bonusTerms.wagerMultiplier ?? Number.NaN) : 0,
      wagerBase: type === 'DEPOSIT' && moneyReward ? v.bonusTerms.wagerBase : 'BONUS',
      expiryDays: v.bonusTerms.expiryDays ?? Number.NaN,
      maxBet: moneyReward ? money(v.bonusTerms.maxBet) : zero,
      maxConversion: moneyReward ? money(v.bonusTerms.maxConversion) : zero,
    },
    limits: {
      perMember: v.limits.perMember,
      household: Boolean(v.limits.household),
      budget: money(v.limits.budget),
      claimDays: v.limits.claimDays ?? Number.NaN,
    },
    sortOrder: v.sortOrder ?? 0,
  };
}

/** A rule the body breaks, on the field that shows it; `key` names the text (promotions.check.*). */
export interface Problem {
  field: string;
  key:
    | 'titleRequired'
    | 'bnTitleRequired'
    | 'amount'
    | 'positive'
    | 'endBeforeStart'
    | 'showsAfterStart'
    | 'codeRequired'
    | 'periodRequired'
    | 'percentRequired'
    | 'percentRange'
    | 'prizesRequired'
    | 'ticketsRequired'
    | 'rewardFits'
    | 'cashbackOncePerPeriod'
    | 'daysRequired'
    | 'levelRequired'
    | 'listRequired'
    | 'date';
}

/**
 * The obvious rules the server also applies, checked before anything is sent: amounts in the
 * currency, dates in order, the trigger's and the reward's own fields present and sensible.
 */
export function problemsOf(body: TPromotionInput, exponent: number): Problem[] {
  const out: Problem[] = [];
  const amount = (field: string, text: string, positive = false) => {
    const minor = minorOf(text, exponent);
    if (minor === null) out.push({ field, key: 'amount' });
    else if (positive && minor <= 0n) out.push({ field, key: 'positive' });
  };
  if (!body.content.en?.title.trim()) out.push({ field: 'content.en.title', key: 'titleRequired' });
  if (body.content.bn && !body.content.bn.title.trim())
    out.push({ field: 'content.bn.title', key: 'bnTitleRequired' });

  const time = (text: string | null) => (text ? Date.parse(text) : Number.NaN);
  const start = time(body.startsAt);
  if (Number.isNaN(start)) out.push({ field: 'startsAt', key: 'date' });
  if (body.endsAt !== null) {
    const end = time(body.endsAt);
    if (Number.isNaN(end)) out.push({ field: 'endsAt', key: 'date' });
    else if (!Number.isNaN(start) && end <= start) out.push({ field: 'endsAt', key: 'endBeforeStart' });
  }
  if (body.showsFrom !== null) {
    const shows = time(body.showsFrom);
    if (Number.isNaN(shows)) out.push({ field: 'showsFrom', key: 'date' });
    else if (!Number.isNaN(start) && shows > start) out.push({ field: 'showsFrom', key: 'showsAfterStart' });
  }

  const a = body.audience;
  if (a.kind === 'NEW_MEMBERS' && !(Number(a.newWithinDays) >= 1))
    out.push({ field: 'audience.newWithinDays', key: 'daysRequired' });
  if (a.kind === 'AGENT_TEAMS' && a.agents.length === 0)
    out.push({ field: 'audience.agents', key: 'listRequired' });
  if (a.kind === 'TAGS' && a.tags.length === 0) out.push({ field: 'audience.tags', key: 'listRequired' });
  if (a.kind === 'VIP_LEVELS' && !(Number(a.minVipLevel) >= 1))
    out.push({ field: 'audience.minVipLevel', key: 'levelRequired' });

  const tr = body.trigger;
  const uses = TRIGGER_FIELDS[tr.type];
  if (uses.includes('minDeposit')) amount('trigger.minDeposit', tr.minDeposit);
  if (uses.includes('code') && !tr.code) out.push({ field: 'trigger.code', key: 'codeRequired' });
  if (uses.includes('period') && !tr.period) out.push({ field: 'trigger.period', key: 'periodRequired' });
  if (uses.includes('minValidBet')) amount('trigger.minValidBet', tr.minValidBet, true);
  if (uses.includes('minLoss')) amount('trigger.minLoss', tr.minLoss);
  if (uses.includes('tickets')) {
    amount('trigger.ticketPerDeposit', tr.ticketPerDeposit);
    amount('trigger.ticketPerValidBet', tr.ticketPerValidBet);
    const dep = minorOf(tr.ticketPerDeposit, exponent);
    const bet = minorOf(tr.ticketPerValidBet, exponent);
    if (dep !== null && bet !== null && dep <= 0n && bet <= 0n)
      out.push({ field: 'trigger.ticketPerDeposit', key: 'ticketsRequired' });
  }

  const rw = body.reward;
  if (!fits(tr.type, rw.type)) out.push({ field: 'reward.type', key: 'rewardFits' });
  if (tr.type === 'NET_LOSS' && body.limits.perMember === 'UNLIMITED')
    out.push({ field: 'limits.perMember', key: 'cashbackOncePerPeriod' });
  if (rw.type === 'PERCENT' || rw.type === 'CASHBACK') {
    if (Number.isNaN(rw.percentBps)) out.push({ field: 'reward.percentBps', key: 'percentRange' });
    else if (rw.percentBps <= 0 || rw.percentBps > FULL_BPS)
      out.push({ field: 'reward.percentBps', key: 'percentRequired' });
    amount('reward.amount', rw.amount);
  }
  if (rw.type === 'FIXED') amount('reward.amount', rw.amount, true);
  if (rw.type === 'RAFFLE_TICKETS' && tr.type === 'RAFFLE') {
    if (rw.prizes.length === 0) out.push({ field: 'reward.prizes', key: 'prizesRequired' });
    rw.prizes.forEach((prize, i) => {
      amount(`reward.prizes.${i}.amount`, prize, true);
    });
  }
  if (isMoneyReward(rw.type)) {
    amount('bonusTerms.maxBet', body.bonusTerms.maxBet);
    amount('bonusTerms.maxConversion', body.bonusTerms.maxConversion);
  }
  amount('limits.budget', body.limits.budget);
  return out;
}
