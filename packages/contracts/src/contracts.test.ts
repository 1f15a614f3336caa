import { describe, expect, it } from 'vitest';
import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet, isFlagOn } from './flags.ts';
import { pickLanguage } from './languages.ts';
import { checkRule, PATTERNS, type TRegisterRule } from './register-rules.ts';
import { hidesSideMenu, isPlayerRoute } from './routes.ts';

const allOff = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as FlagSet;

describe('whitelabel tree', () => {
  it('holds all eleven flags under their groups, "1" when on', () => {
    const tree = buildWhitelabelTree({ ...allOff, FREEPLAY3: true });
    expect(tree.flatMap((n) => n.childrenNodes).map((n) => n.modId)).toHaveLength(11);
    expect(tree.find((n) => n.modId === 'LOGIN')?.enabled).toBe('1');
    expect(tree.find((n) => n.modId === 'AGENT')?.enabled).toBe('0');
    expect(isFlagOn(tree, 'FREEPLAY3')).toBe(true);
    expect(isFlagOn(tree, 'PTSYS3')).toBe(false);
  });

  it('reads a flag as off when its group is off', () => {
    const tree = [
      {
        modId: 'LOGIN',
        enabled: '0' as const,
        childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1' as const, childrenNodes: [] }],
      },
    ];
    expect(isFlagOn(tree, 'FREEPLAY3')).toBe(false);
  });
});

describe('checkRule', () => {
  const rule = (
    patternId: keyof typeof PATTERNS,
    min: number,
    max: number,
    required = true,
  ): TRegisterRule => ({
    field: 'username',
    enabled: true,
    required,
    acceptedPattern: PATTERNS[patternId],
    patternId,
    minLength: min,
    maxLength: max,
  });

  it('accepts a value that matches and fits', () => {
    expect(checkRule(rule('ALNUM_LETTER_FIRST', 6, 16), 'player01')).toBeNull();
  });

  it('reports empty required values, bad patterns and bad lengths with the bounds', () => {
    expect(checkRule(rule('ALNUM_LETTER_FIRST', 6, 16), '  ')).toEqual({ kind: 'required' });
    expect(checkRule(rule('ALNUM_LETTER_FIRST', 6, 16), '1player')).toEqual({
      kind: 'pattern',
      patternId: 'ALNUM_LETTER_FIRST',
      min: 6,
      max: 16,
    });
    expect(checkRule(rule('ALNUM_LETTER_FIRST', 6, 16), 'abc')).toEqual({ kind: 'length', min: 6, max: 16 });
    expect(checkRule(rule('ALNUM_LETTER_FIRST', 6, 16), 'a'.repeat(17))).toEqual({
      kind: 'length',
      min: 6,
      max: 16,
    });
  });

  it('lets optional fields stay empty, and "*" accept anything within bounds', () => {
    expect(checkRule(rule('EMAIL', 6, 100, false), '')).toBeNull();
    expect(checkRule(rule('ANY', 1, 5), 'héllo')).toBeNull();
    expect(checkRule(rule('ANY', 1, 4), 'héllo')).toEqual({ kind: 'length', min: 1, max: 4 });
  });

  it('knows the generic patterns of the spec', () => {
    const ok = (id: keyof typeof PATTERNS, value: string) => checkRule(rule(id, 1, 100), value) === null;
    expect(ok('EMAIL', 'a.b@example.com')).toBe(true);
    expect(ok('EMAIL', 'a@b')).toBe(false);
    expect(ok('DIGITS', '01712345678')).toBe(true);
    expect(ok('DIGITS', '0171-234')).toBe(false);
    expect(ok('FULL_NAME', 'Rahim Uddin')).toBe(true);
    expect(ok('FULL_NAME', 'রহিম উদ্দিন')).toBe(true);
    expect(ok('FULL_NAME', 'Rahim')).toBe(false);
    expect(ok('DATE_YMD', '2000-02-29')).toBe(true);
    expect(ok('DATE_YMD', '2000-13-01')).toBe(false);
    expect(ok('DATE_MDY', '12-31-1999')).toBe(true);
    expect(ok('STRONG_PASSWORD', 'Abcdef1!')).toBe(true);
    expect(ok('STRONG_PASSWORD', 'abcdef1!')).toBe(false);
    expect(ok('NO_SPACES', 'a b')).toBe(false);
    expect(ok('UPPERCASE_REQUIRED', 'abcD')).toBe(true);
  });
});

describe('pickLanguage', () => {
  it('picks the best supported language by quality, matching primary subtags', () => {
    expect(pickLanguage('fr-FR,fr;q=0.9,bn;q=0.8,en;q=0.7', ['en', 'bn'])).toBe('bn');
    expect(pickLanguage('en-GB', ['en', 'bn'])).toBe('en');
    expect(pickLanguage('fil-PH;q=0.5, en;q=0.4', ['en', 'fil'])).toBe('fil');
    expect(pickLanguage('de', ['en', 'bn'])).toBeUndefined();
    expect(pickLanguage(undefined, ['en'])).toBeUndefined();
    expect(pickLanguage('bn;q=0, en', ['en', 'bn'])).toBe('en');
  });
});

describe('routes', () => {
  it('knows the player routes whatever the case and trailing slash', () => {
    expect(isPlayerRoute('/vnLottery')).toBe(true);
    expect(isPlayerRoute('/vnlottery/')).toBe(true);
    expect(isPlayerRoute('/agentHome')).toBe(true);
    expect(isPlayerRoute('/nope')).toBe(false);
  });

  it('hides the side menu on the pages the spec names', () => {
    for (const path of ['/seamless', '/lottery', '/vnLottery', '/seaLottery'])
      expect(hidesSideMenu(path)).toBe(true);
    for (const path of ['/', '/live', '/lott']) expect(hidesSideMenu(path)).toBe(false);
  });
});
