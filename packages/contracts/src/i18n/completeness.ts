/**
 * How complete a language's texts are against English (ADR 0048). Used by the catalogue tests
 * (web catalogues, server messages, seeded demo content) and by `npm run i18n:report`.
 *
 * A catalogue is a tree of strings; its keys are the dotted paths to them. A key is:
 * - missing: English has it, the language does not (plural keys: every plural form the language
 *   needs, by Intl.PluralRules, must be there);
 * - extra: the language has it, English does not;
 * - mismatched: its interpolation variables ({{x}} for the web, {x} on the server) differ from
 *   English's;
 * - untranslated: the value is English's own (ignoring what is the same in every language:
 *   placeholders, digits, punctuation, names on the allow-list), or, for a language that is not
 *   written in Latin script, it has a Latin-script word that is not on the allow-list.
 */

export type TextTree = { readonly [key: string]: string | TextTree };
export type FlatTexts = Record<string, string>;

/** Words left as they are in every language: brands, vendors, codes, units, protocol names. */
export const UNIVERSAL_WORDS: readonly string[] = [
  // apps and social networks
  'Telegram',
  'Facebook',
  'WhatsApp',
  'WeChat',
  'LINE',
  'Line',
  'Zalo',
  'QQ',
  'Google',
  'Authenticator',
  'Android',
  'iOS',
  'iPhone',
  'iPad',
  'Safari',
  'Chrome',
  'VPN',
  // payments and money
  'bKash',
  'Nagad',
  'GCash',
  'Maya',
  'BDT',
  'PHP',
  'USD',
  'USDT',
  'VND',
  'THB',
  'INR',
  'Sandbox',
  'Pay',
  // codes and abbreviations
  'ID',
  'OTP',
  'SMS',
  'QR',
  'PIN',
  'IP',
  'URL',
  'PNG',
  'JPG',
  'JPEG',
  'MB',
  'KB',
  'VIP',
  'OK',
  'PWA',
  'HTML',
  'SHA',
  'HMAC',
  'HTTPS',
  'HTTP',
  'API',
  'JSON',
  'RTP',
  'BD',
  'PH',
  'yyyy',
  'MM',
  'dd',
  'HH',
  'mm',
  'ss',
  'TYPE',
  'Nonce',
  'nonce',
  'floor',
  'd',
  'D',
  'x',
  'k',
  'h',
  'm',
  's',
  'VN',
  'SEA',
  'BGS',
  'PVP',
  'RNG',
  'UTC',
  'GMT',
  'AM',
  'PM',
  'WELCOME10',
  'e',
  // Vietnamese lottery bet names (the game's own terms)
  'Đề',
  'Lô',
  'Ba',
  'càng',
  'Xiên',
  // in-house game names
  'Crash',
  'Dice',
  'Limbo',
  'Plinko',
  'Keno',
  'Mines',
  'Hi-Lo',
  'Hi',
  'Lo',
];

/**
 * Menu names of the phone's own system, quoted in install steps: iOS has no Bengali interface, so
 * a Bengali player's iPhone shows them in English.
 */
export const DEVICE_MENU_WORDS: readonly string[] = [
  'Settings',
  'General',
  'Device',
  'Management',
  'Share',
  'Add',
  'to',
  'Home',
  'Screen',
  'Install',
  'Trust',
];

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** `a.b.c` → value, for every string in the tree. */
export function flatten(tree: TextTree, prefix = '', out: FlatTexts = {}): FlatTexts {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else if (value && typeof value === 'object') flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** Interpolation variables of a value: `{{name}}` / `{{count, number}}` (web) or `{name}` (server). */
export function variablesOf(value: string): string[] {
  const names = new Set<string>();
  for (const match of value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\{(\w+)\}/g))
    names.add(match[1] ?? match[2] ?? '');
  return [...names].sort();
}

function pluralBase(key: string): { base: string; form: string } | null {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1] ?? '', form: match[2] ?? '' } : null;
}

/** The plural forms a language needs (i18next suffixes). */
export function pluralForms(language: string): string[] {
  try {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    return PLURAL_SUFFIXES.filter((form) => categories.includes(form));
  } catch {
    return ['one', 'other'];
  }
}

/** The keys a language must have, given English's: plural families take the language's forms. */
export function expectedKeys(english: FlatTexts, language: string): Map<string, string> {
  const forms = pluralForms(language);
  const expected = new Map<string, string>(); // language key → English key to compare with
  for (const key of Object.keys(english)) {
    const plural = pluralBase(key);
    if (!plural || !Object.hasOwn(english, `${plural.base}_other`)) {
      expected.set(key, key);
      continue;
    }
    for (const form of forms) {
      const englishKey = Object.hasOwn(english, `${plural.base}_${form}`)
        ? `${plural.base}_${form}`
        : `${plural.base}_other`;
      expected.set(`${plural.base}_${form}`, englishKey);
    }
  }
  return expected;
}

/** What is left of a value once placeholders, URLs, markup and allowed words are taken out. */
function wordsOf(value: string): string[] {
  const stripped = value
    .replace(/\{\{[^}]*\}\}|\{\w+\}|\$\{[^}]*\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S*/g, ' ')
    .replace(/\b[\w.+-]+@[\w-]+\.[\w.]+\b/g, ' ')
    .replace(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/g, ' ') // domain names given as examples
    .replace(/#[0-9a-fA-F]{3,8}\b/g, ' ') // colours given as examples
    .replace(/\/[\w\-/?=&.]*/g, ' ');
  return (
    stripped.match(
      /[\p{Script=Latin}\d]*\p{Script=Latin}[\p{Script=Latin}\d]*(?:['’-][\p{Script=Latin}\d]+)*/gu,
    ) ?? []
  );
}

export interface CheckOptions {
  /** The language is written in Latin script (fil, pt-BR…): only values equal to English count. */
  latinScript: boolean;
  /** Words allowed on top of UNIVERSAL_WORDS (the brand's name, a catalogue's own terms). */
  allow?: readonly string[];
  /** Keys whose value may equal English (an explicit, reviewed exception). */
  sameAllowed?: readonly string[];
}

/** Only the keys whose last part is one of these (seeded records mix texts with codes). */
export function textFields(texts: FlatTexts, fields: readonly string[]): FlatTexts {
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => fields.includes(key.slice(key.lastIndexOf('.') + 1))),
  );
}

export interface Problem {
  key: string;
  kind: 'missing' | 'extra' | 'variables' | 'untranslated';
  detail: string;
}

/** Case does not matter: "LINE", "Line"; "Bonus", "bonus". */
function isAllowed(word: string, allow: ReadonlySet<string>): boolean {
  if (allow.has(word.toLowerCase())) return true;
  // Compounds of allowed words and numbers: "SHA-256", "4D", "WELCOME10", "Hi-Lo"
  return word
    .split(/['’-]/)
    .filter(Boolean)
    .every(
      (part) =>
        /^\d+$/.test(part) ||
        allow.has(part.toLowerCase()) ||
        allow.has(part.replace(/\d+/g, '').toLowerCase()),
    );
}

/** Equal but for case, spacing and British or American spelling ("Help Center" is "Help centre"). */
function sameText(a: string, b: string): boolean {
  const norm = (text: string) =>
    text
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/(\w)re\b/g, '$1er')
      .replace(/our\b/g, 'or')
      .trim();
  return norm(a) === norm(b);
}

/** Whether a value still reads as English: the words the check looks at, not on the allow-list. */
export function foreignWords(value: string, allow: ReadonlySet<string>): string[] {
  return wordsOf(value).filter((word) => !isAllowed(word, allow));
}

/** Every problem of one language's texts against English's. */
export function checkTexts(
  english: FlatTexts,
  texts: FlatTexts,
  language: string,
  options: CheckOptions,
): Problem[] {
  const allow = new Set([...UNIVERSAL_WORDS, ...(options.allow ?? [])].map((word) => word.toLowerCase()));
  const sameAllowed = new Set(options.sameAllowed ?? []);
  const problems: Problem[] = [];
  const expected = expectedKeys(english, language);
  for (const [key, englishKey] of expected) {
    const value = texts[key];
    const englishValue = english[englishKey] ?? '';
    if (value === undefined) {
      problems.push({ key, kind: 'missing', detail: `English: ${JSON.stringify(englishValue)}` });
      continue;
    }
    const want = variablesOf(englishValue).filter((name) => name !== 'count' || !pluralBase(key));
    const have = variablesOf(value).filter((name) => name !== 'count' || !pluralBase(key));
    if (want.join() !== have.join()) {
      problems.push({
        key,
        kind: 'variables',
        detail: `has {${have.join(', ')}}, English has {${want.join(', ')}}`,
      });
    }
    if (englishValue.trim() === '' || sameAllowed.has(key)) continue;
    const leftover = foreignWords(value, allow);
    if (sameText(value, englishValue) && leftover.length > 0) {
      problems.push({ key, kind: 'untranslated', detail: `same as English: ${JSON.stringify(value)}` });
    } else if (!options.latinScript && leftover.length > 0) {
      problems.push({
        key,
        kind: 'untranslated',
        detail: `Latin-script words ${leftover.join(', ')} in ${JSON.stringify(value)}`,
      });
    }
  }
  for (const key of Object.keys(texts)) {
    if (!expected.has(key))
      problems.push({ key, kind: 'extra', detail: `not in English: ${JSON.stringify(texts[key])}` });
  }
  return problems;
}

/** Keys present, total and untranslated: one line of the completeness report. */
export interface Coverage {
  total: number;
  present: number;
  untranslated: number;
  problems: Problem[];
}

export function coverage(
  english: FlatTexts,
  texts: FlatTexts,
  language: string,
  options: CheckOptions,
): Coverage {
  const problems = checkTexts(english, texts, language, options);
  const total = expectedKeys(english, language).size;
  const missing = problems.filter((problem) => problem.kind === 'missing').length;
  const untranslated = problems.filter((problem) => problem.kind === 'untranslated').length;
  return { total, present: total - missing, untranslated, problems };
}

/** A readable list for a failing test: one line per problem. */
export function describeProblems(where: string, problems: readonly Problem[]): string {
  return problems.map((problem) => `${where} ${problem.kind} ${problem.key}: ${problem.detail}`).join('\n');
}
