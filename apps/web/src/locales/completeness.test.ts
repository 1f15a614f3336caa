import {
  type CheckOptions,
  checkTexts,
  describeProblems,
  flatten,
  LANGUAGE_CODES,
  type TextTree,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { allowedWords, sameAsEnglish } from './allowed-words';
import { CATALOGUE_STATE, offeredLanguages } from './languages';

/**
 * Every catalogue of the player site against English (ADR 0048): same keys (plural forms by the
 * language's rules), same interpolation variables, and no English left in a translation.
 */
const files = import.meta.glob<{ default: TextTree }>(['./*.ts', './*/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

/** section ('' for the main catalogue) → language → texts */
const catalogues = new Map<string, Map<string, TextTree>>();
for (const [path, module] of Object.entries(files)) {
  const match = /^\.\/(?:([\w-]+)\/)?([a-z]{2,3}(?:-[A-Z]{2})?)\.ts$/.exec(path);
  if (!match || !module.default || typeof module.default !== 'object') continue;
  const [, section = '', language = ''] = match;
  if (!catalogues.has(section)) catalogues.set(section, new Map());
  catalogues.get(section)?.set(language, module.default);
}

/** Languages written in Latin script: their check is "not English's value", not "no Latin words". */
const LATIN_SCRIPT = new Set(['en', 'fil', 'id', 'ms', 'vi', 'pt-BR', 'es', 'fr', 'de', 'tr']);

function optionsFor(language: string, section: string): CheckOptions {
  return {
    latinScript: LATIN_SCRIPT.has(language),
    allow: allowedWords(language, section),
    sameAllowed: sameAsEnglish(language, section),
  };
}

describe('catalogue completeness', () => {
  it('finds the main catalogue and its sections in every registered language', () => {
    expect(catalogues.get('')?.has('en')).toBe(true);
    expect(catalogues.size).toBeGreaterThan(5);
    for (const [section, languages] of catalogues) {
      for (const language of LANGUAGE_CODES) {
        expect(languages.has(language), `locales/${section || '.'}/${language}.ts`).toBe(true);
      }
    }
  });

  for (const [section, languages] of catalogues) {
    const english = languages.get('en');
    if (!english) continue;
    for (const [language, texts] of languages) {
      if (language === 'en' || CATALOGUE_STATE[language as keyof typeof CATALOGUE_STATE] !== 'complete')
        continue;
      it(`${section || 'main'}: ${language} has every key of English, translated`, () => {
        const problems = checkTexts(
          flatten(english),
          flatten(texts),
          language,
          optionsFor(language, section),
        );
        expect(problems, describeProblems(`${section || 'main'}/${language}`, problems)).toEqual([]);
      });
    }
  }
});

describe('the check itself', () => {
  const english = flatten({
    a: { title: 'Deposit', hint: 'Up to {{max}} per day' },
    n_one: '{{count}} game',
    n_other: '{{count}} games',
  });

  it('fails on a missing key, an extra key and a changed variable, naming them', () => {
    const problems = checkTexts(
      english,
      flatten({
        a: { title: 'জমা', hint: 'দিনে সর্বোচ্চ {{limit}}', extra: 'x' },
        n_one: '{{count}}টি',
        n_other: '{{count}}টি',
      }),
      'bn',
      { latinScript: false },
    );
    expect(problems.map((problem) => `${problem.kind} ${problem.key}`).sort()).toEqual([
      'extra a.extra',
      'variables a.hint',
    ]);
    const missing = checkTexts(english, flatten({ a: { title: 'জমা' }, n_other: '{{count}}টি' }), 'bn', {
      latinScript: false,
    });
    expect(missing.map((problem) => `${problem.kind} ${problem.key}`).sort()).toEqual([
      'missing a.hint',
      'missing n_one',
    ]);
  });

  it('fails on English left in Bengali, whole or in part, unless the word is allowed', () => {
    const bn = flatten({
      a: { title: 'Deposit', hint: 'দিনে Maximum {{max}}' },
      n_one: '{{count}}টি',
      n_other: '{{count}}টি',
    });
    expect(checkTexts(english, bn, 'bn', { latinScript: false }).map((problem) => problem.key)).toEqual([
      'a.title',
      'a.hint',
    ]);
    const allowed = flatten({
      a: { title: 'জমা', hint: 'দিনে সর্বোচ্চ {{max}} BDT, SMS-এ' },
      n_one: '{{count}}টি',
      n_other: '{{count}}টি',
    });
    expect(checkTexts(english, allowed, 'bn', { latinScript: false })).toEqual([]);
  });

  it('fails on a Filipino value equal to English, but not on shared words or a different value', () => {
    const fil = flatten({
      a: { title: 'Deposit', hint: 'Hanggang {{max}} bawat araw' },
      n_one: '{{count}} laro',
      n_other: '{{count}} laro',
    });
    expect(checkTexts(english, fil, 'fil', { latinScript: true }).map((problem) => problem.key)).toEqual([
      'a.title',
    ]);
    const vip = flatten({ label: 'VIP' });
    expect(checkTexts(vip, vip, 'fil', { latinScript: true })).toEqual([]);
  });

  it('asks a language for its own plural forms', () => {
    const arabic = checkTexts(
      flatten({ n_one: '{{count}} game', n_other: '{{count}} games' }),
      flatten({ n_one: 'لعبة', n_other: 'ألعاب' }),
      'ar',
      { latinScript: false },
    );
    expect(arabic.map((problem) => problem.key).sort()).toEqual(['n_few', 'n_many', 'n_two', 'n_zero']);
  });

  it('offers only languages whose catalogues are complete, of those the brand enables', () => {
    expect(offeredLanguages(['en', 'bn'])).toEqual(['en', 'bn']);
    expect(offeredLanguages(['en', 'bn', 'fil'], { en: 'complete', bn: 'complete', fil: 'draft' })).toEqual([
      'en',
      'bn',
    ]);
    expect(offeredLanguages(['fil'], { en: 'complete', bn: 'complete', fil: 'draft' })).toEqual([]);
  });
});
