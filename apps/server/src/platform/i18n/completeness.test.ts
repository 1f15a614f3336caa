import {
  AGENT_OPS_MESSAGES,
  type CheckOptions,
  checkTexts,
  describeProblems,
  FIELD_MESSAGES,
  type FlatTexts,
  flatten,
  LANGUAGE_CODES,
  SETTINGS_MESSAGES,
  type TextTree,
  textFields,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { promotionTexts } from '../../modules/promotions/promotion-texts.ts';
import { type VipTextKey, vipText } from '../../modules/vip/vip-texts.ts';
import { moneyMessage } from '../../modules/wallet/money-messages.ts';
import { contentBn } from '../../seed/demo-content.bn.ts';
import { contentFil } from '../../seed/demo-content.fil.ts';
import { contentEn } from '../../seed/demo-content.ts';
import { demoPromotions } from '../../seed/demo-promotions.ts';
import { raffleTexts } from '../../seed/demo-raffle.ts';
import { HELP_CONTENT } from '../../seed/help-content.ts';
import { bn } from './messages.bn.ts';
import { en } from './messages.en.ts';
import { fil } from './messages.fil.ts';
import { textsFor } from './texts.ts';

/**
 * What the server says to players, against English (ADR 0048): its error messages, the field
 * messages it shares with the sites, the SMS and e-mail texts, and the seeded demo content (notices,
 * banners, the welcome message, help centre, promotions, raffle) where the seed carries each language.
 */
const LATIN_SCRIPT = new Set(['en', 'fil']);
const options = (language: string, allow: readonly string[] = []): CheckOptions => ({
  latinScript: LATIN_SCRIPT.has(language),
  allow,
});

// Brand facts as placeholders, so a brand's name is never taken for English left in a translation.
const facts = {
  name: '{name}',
  currency: '{currency}',
  minimumAge: 18,
  supportEmail: 'support@example.com',
  points: true,
};

function expectComplete(
  where: string,
  english: FlatTexts,
  texts: FlatTexts,
  language: string,
  allow?: readonly string[],
) {
  const problems = checkTexts(english, texts, language, options(language, allow));
  expect(problems, describeProblems(`${where}/${language}`, problems)).toEqual([]);
}

const translated = LANGUAGE_CODES.filter((language) => language !== 'en');

describe('server texts are complete in every language', () => {
  const catalogues: Record<string, Record<string, TextTree>> = {
    messages: { en, bn, fil },
    'field-messages': FIELD_MESSAGES,
    'settings-messages': SETTINGS_MESSAGES,
    'agent-messages': AGENT_OPS_MESSAGES,
  };
  for (const [name, byLanguage] of Object.entries(catalogues)) {
    for (const language of translated) {
      it(`${name}: ${language}`, () => {
        const english = byLanguage.en;
        const texts = byLanguage[language];
        expect(english && texts, `${name} has ${language}`).toBeTruthy();
        // An IPv6 documentation prefix is given as an example in the settings messages.
        expectComplete(name, flatten(english as TextTree), flatten(texts as TextTree), language, ['db8']);
      });
    }
  }

  it.each(translated)('SMS and e-mail texts: %s', (language) => {
    const sample = {
      brand: '{brand}',
      code: '{code}',
      minutes: 5,
      account: '{account}',
      link: 'https://play.example/r',
    };
    const render = (texts: ReturnType<typeof textsFor>) =>
      Object.fromEntries(
        Object.entries(texts).map(([key, make]) => [key, (make as (p: typeof sample) => string)(sample)]),
      );
    expectComplete('texts', render(textsFor('en')), render(textsFor(language)), language);
  });
});

describe('inbox messages the server writes are complete in every language', () => {
  const events = [
    { kind: 'DEPOSIT_CREDITED', amount: '1,000.00', method: '{method}' },
    { kind: 'DEPOSIT_FAILED', amount: '1,000.00', method: '{method}', reason: '{reason}' },
    { kind: 'WITHDRAWAL_APPROVED', amount: '1,000.00', bank: '{bank}', last4: '1234', minutes: 30 },
    { kind: 'WITHDRAWAL_REJECTED', amount: '1,000.00', reason: '{reason}' },
    { kind: 'WITHDRAWAL_REFUNDED', amount: '1,000.00' },
  ] as const;
  const money = (language: (typeof LANGUAGE_CODES)[number]) =>
    Object.fromEntries(events.map((event) => [event.kind, moneyMessage(language, event, '{currency}')]));
  const vipKeys: VipTextKey[] = [
    'upTitle',
    'upBody',
    'upReward',
    'noticeTitle',
    'noticeBody',
    'downTitle',
    'downBody',
  ];
  const vip = (language: 'en' | 'bn' | 'fil') =>
    Object.fromEntries(vipKeys.map((key) => [key, vipText(key, language)]));

  it.each(translated)('money messages: %s', (language) => {
    expectComplete(
      'money',
      textFields(flatten(money('en')), ['title', 'content']),
      textFields(flatten(money(language)), ['title', 'content']),
      language,
    );
  });

  it.each(translated)('promotion lines and application messages: %s', (language) => {
    const lines = (language: (typeof LANGUAGE_CODES)[number]) => {
      const texts = promotionTexts(language);
      const terms = { wagerMultiplier: 20 } as never;
      const out: Record<string, string | null> = {};
      for (const type of ['PERCENT', 'FIXED', 'CASHBACK', 'RAFFLE_TICKETS'])
        out[`reward.${type}`] = texts.reward({
          reward: { type, percentBps: 10_000, tickets: 2, prizes: ['100.00'] } as never,
          terms,
          amount: '5000.00',
        });
      const note = {
        closeReason: null,
        minDeposit: '200.00',
        minValidBet: '5000.00',
        minLoss: '1000.00',
        claimable: '50.00',
        claimExpires: '2026-01-02T00:00:00Z',
        startsAt: '2026-01-01T00:00:00Z',
        progressBps: 5000,
        applicationNote: null,
        paid: '50.00',
      };
      const trigger = { nth: 1, weekdays: [5, 6], period: 'WEEK' };
      for (const state of ['COMING_SOON', 'CLOSE', 'PROCESS', 'CLAIM', 'APPLYING', 'REJECTED', 'CLAIMED'])
        out[`state.${state}`] = texts.note({
          ...note,
          state,
          trigger: { ...trigger, type: 'DEPOSIT' },
        } as never);
      for (const type of [
        'DEPOSIT',
        'WAGER_VOLUME',
        'NET_LOSS',
        'PROMO_CODE',
        'APPLICATION',
        'SIGNUP',
        'RAFFLE',
      ])
        out[`trigger.${type}`] = texts.note({
          ...note,
          state: 'JOIN',
          trigger: { ...trigger, type },
        } as never);
      return {
        ...out,
        approved: texts.applicationApproved({ title: '{title}', amount: '200.00' }),
        rejected: texts.applicationRejected({ title: '{title}', note: '{note}' }),
      };
    };
    expectComplete(
      'promotion-texts',
      flatten(lines('en') as TextTree),
      flatten(lines(language) as TextTree),
      language,
      ['Reward', 'Centre'],
    );
  });

  it.each(translated)('VIP messages: %s', (language) => {
    expectComplete('vip', vip('en'), vip(language), language);
  });
});

describe('seeded demo content carries every language, translated', () => {
  const content = { en: contentEn, bn: contentBn, fil: contentFil } as const;
  const fields = ['title', 'subtitle', 'content', 'summary', 'body', 'terms'];
  const flat = (tree: unknown) => textFields(flatten(tree as TextTree), fields);

  it.each(translated)('notices, banners and the welcome message: %s', (language) => {
    expectComplete('demo-content', flat(content.en(facts)), flat(content[language](facts)), language);
  });

  it.each(translated)('help centre and terms: %s', (language) => {
    const byAnchor = (language: 'en' | 'bn' | 'fil') =>
      Object.fromEntries(
        HELP_CONTENT[language](facts).map((a) => [
          `${a.kind}.${a.anchor}`,
          { title: a.title, content: a.content },
        ]),
      );
    expectComplete('help', flat(byAnchor('en')), flat(byAnchor(language)), language);
  });

  it.each(translated)('promotions and the raffle: %s', (language) => {
    const texts = (pick: (texts: Record<string, unknown>) => unknown) => ({
      promotions: Object.fromEntries(
        demoPromotions('{currency}', new Date(0)).map((p) => [p.slug, pick(p.content)]),
      ),
      raffle: pick(raffleTexts('{currency}')),
    });
    expectComplete('promotions', flat(texts((t) => t.en)), flat(texts((t) => t[language])), language);
  });
});
