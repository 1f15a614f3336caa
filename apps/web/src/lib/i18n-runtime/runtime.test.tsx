import { createRequire } from 'node:module';
import { act, render, screen } from '@testing-library/react';
import type { i18n as RealI18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createInstance } from './i18next';
import { I18nextProvider, useTranslation } from './react-i18next';

/** The real i18next, loaded past the build's alias, for a side-by-side check of every case below. */
async function realInstance(): Promise<RealI18n> {
  const file = createRequire(import.meta.url)
    .resolve('i18next')
    .replace('/cjs/', '/esm/');
  const module = (await import(/* @vite-ignore */ file)) as { createInstance: () => RealI18n };
  return module.createInstance();
}

const en = {
  common: { close: 'Close', hello: 'Hello {{name}}', twice: '{{a}} and {{a}}, {{b}}' },
  items_one: '{{count}} item',
  items_other: '{{count, number}} items',
  only: 'No plural forms {{count}}',
  bets_zero: 'No bets',
  bets_one: 'One bet',
  bets_other: '{{count}} bets',
  friend: 'A friend',
  friend_male: 'A boyfriend',
  friend_female: 'A girlfriend',
  friend_male_one: '{{count}} boyfriend',
  friend_male_other: '{{count}} boyfriends',
  english: { only: 'Only in English' },
  empty: '',
  group: { a: 'A', b: 'B' },
  'flat.key': 'Flat',
};
const bn = {
  common: { close: 'বন্ধ করুন', hello: 'হ্যালো {{name}}' },
  items_one: '{{count}}টি আইটেম',
  items_other: '{{count, number}}টি আইটেম',
};
const fil = {
  common: { close: 'Isara' },
  items_one: '{{count, number}} item (isa)',
  items_other: '{{count, number}} na item',
};

type Call = [string, Record<string, unknown>?];
const calls: Call[] = [
  ['common.close'],
  ['common.hello', { name: 'Ana' }],
  ['common.hello'],
  ['common.hello', { name: 0 }],
  ['common.twice', { a: 1, b: null }],
  ['common.twice', { a: [1, 2], b: true }],
  ['items', { count: 0 }],
  ['items', { count: 1 }],
  ['items', { count: 2 }],
  ['items', { count: 1234567.5 }],
  ['items', { count: 1.5 }],
  ['items', { count: -1 }],
  ['items', { count: '1' }],
  ['items'],
  ['only', { count: 3 }],
  ['bets', { count: 0 }],
  ['bets', { count: 1 }],
  ['bets', { count: 5 }],
  ['friend'],
  ['friend', { context: 'male' }],
  ['friend', { context: 'female' }],
  ['friend', { context: 'other' }],
  ['friend', { context: '' }],
  ['friend', { context: 'male', count: 1 }],
  ['friend', { context: 'male', count: 4 }],
  ['friend', { context: 'female', count: 4 }],
  ['english.only'],
  ['missing.key'],
  ['missing.key', { defaultValue: '' }],
  ['missing.key', { defaultValue: 'Default {{x}}', x: 'y' }],
  ['common.close', { defaultValue: 'unused' }],
  ['empty'],
  ['group'],
  ['flat.key'],
  ['common.hello', { replace: { name: 'Replaced' } }],
];

describe('the i18n runtime', () => {
  it('gives what i18next gives for every text the app can ask for, in en, bn and fil', async () => {
    const real = await realInstance();
    const ours = createInstance();
    const options = {
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
    };
    await real.init({ ...options, resources: { en: { translation: structuredClone(en) } } });
    await ours.init({ ...options, resources: { en: { translation: structuredClone(en) } } });
    for (const [language, texts] of [
      ['bn', bn],
      ['fil', fil],
    ] as const) {
      real.addResourceBundle(language, 'translation', structuredClone(texts), true, true);
      ours.addResourceBundle(language, 'translation', structuredClone(texts), true, true);
    }
    let compared = 0;
    for (const language of ['en', 'bn', 'fil']) {
      await real.changeLanguage(language);
      await ours.changeLanguage(language);
      expect(ours.language).toBe(real.language);
      expect(ours.resolvedLanguage).toBe(real.resolvedLanguage);
      for (const [key, values] of calls) {
        const t = real.t as unknown as (key: string, options?: object) => unknown;
        expect([language, key, values, ours.t(key, values)]).toEqual([language, key, values, t(key, values)]);
        expect([language, key, ours.exists(key, values)]).toEqual([language, key, real.exists(key, values)]);
        compared += 1;
      }
    }
    expect(compared).toBe(calls.length * 3);
  });

  it("gives what i18next gives for every key of the app's catalogues, in each language and plural form", async () => {
    const catalogues = {
      en: (await import('@/locales/en')).default,
      bn: (await import('@/locales/bn')).default,
      fil: (await import('@/locales/fil')).default,
    };
    const options = {
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    };
    const real = await realInstance();
    const ours = createInstance();
    const resources = () => ({
      en: { translation: structuredClone(catalogues.en) },
      bn: { translation: structuredClone(catalogues.bn) },
      fil: { translation: structuredClone(catalogues.fil) },
    });
    await real.init({ ...options, resources: resources() });
    await ours.init({ ...options, resources: resources() });
    const keys = new Set<string>();
    const walk = (tree: object, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'object' && value !== null) walk(value, `${prefix}${key}.`);
        else keys.add(`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, ''));
      }
    };
    walk(catalogues.en, '');
    const values = (key: string) => {
      const text = JSON.stringify(real.getResource('en', 'translation', key) ?? '') + key;
      const names = [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1] as string);
      return Object.fromEntries(names.map((name, i) => [name, `v${i}`]));
    };
    let compared = 0;
    for (const language of ['en', 'bn', 'fil']) {
      await real.changeLanguage(language);
      await ours.changeLanguage(language);
      const t = real.t as unknown as (key: string, options?: object) => unknown;
      for (const key of keys) {
        for (const count of [undefined, 0, 1, 2, 4, 21, 1234.5]) {
          const given = count === undefined ? values(key) : { ...values(key), count };
          expect([language, key, count, ours.t(key, given)]).toEqual([language, key, count, t(key, given)]);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('formats numbers and picks plural forms by the language', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'bn',
      fallbackLng: 'en',
      resources: { en: { translation: en }, bn: { translation: bn }, fil: { translation: fil } },
    });
    expect(i18n.t('items', { count: 1234 })).toBe(`${new Intl.NumberFormat('bn').format(1234)}টি আইটেম`);
    expect(i18n.t('items', { count: 1 })).toBe('1টি আইটেম');
    expect(i18n.t('common.close')).toBe('বন্ধ করুন');
    // Not in Bengali: English, the fallback, and the key itself when no language has it.
    expect(i18n.t('english.only')).toBe('Only in English');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
    await i18n.changeLanguage('fil');
    expect(i18n.t('items', { count: 1 })).toBe('1 item (isa)');
    expect(i18n.t('items', { count: 2 })).toBe('2 item (isa)');
    // Filipino's plural rule: 4, 6 and 9 take the "other" form, the rest the "one" form.
    expect(i18n.t('items', { count: 4 })).toBe('4 na item');
    expect(i18n.t('items', { count: 5 })).toBe('5 item (isa)');
  });

  it('re-renders on a language switch and when texts are added later', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: { common: en.common } } },
    });
    const seen: unknown[] = [];
    function Probe() {
      const { t, i18n: instance } = useTranslation();
      seen.push(t);
      return (
        <p>
          {instance.language} {t('common.close')} / {t('late.text' as 'common.close')}
        </p>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('en Close / late.text')).toBeTruthy();
    await act(async () => {
      i18n.addResourceBundle('en', 'translation', { late: { text: 'Loaded' } }, true, true);
    });
    expect(screen.getByText('en Close / Loaded')).toBeTruthy();
    await act(async () => {
      i18n.addResourceBundle('bn', 'translation', { common: { close: 'বন্ধ করুন' } }, true, true);
      await i18n.changeLanguage('bn');
    });
    expect(screen.getByText('bn বন্ধ করুন / Loaded')).toBeTruthy();
    // A new `t` with each language, as react-i18next gives, so memoised texts follow.
    expect(new Set(seen).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps what a section already had unless told to overwrite', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: { a: { x: 'X', y: 'Y' } } } },
    });
    i18n.addResourceBundle('en', 'translation', { a: { y: 'kept?', z: 'Z' } }, true, false);
    expect([i18n.t('a.x'), i18n.t('a.y'), i18n.t('a.z')]).toEqual(['X', 'Y', 'Z']);
    i18n.addResourceBundle('en', 'translation', { a: { y: 'new' } }, true, true);
    expect(i18n.t('a.y')).toBe('new');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('bn', 'translation')).toBe(false);
  });
});
