/**
 * The part of i18next the player site uses, at a fraction of its size (ADR 0055). The build and the
 * web tests alias `i18next` to this file (vite.config.ts); TypeScript still checks against the real
 * package's types. Behaviour follows i18next 27 for that part: nested keys with dots, `{{var}}`
 * interpolation without escaping (a variable with no value stays as written), `{{x, number}}`,
 * plurals by Intl.PluralRules with i18next's suffixes (`_zero` for 0, then `_one`, `_other`, …,
 * then the bare key, in each language in turn), `context`, `defaultValue`, the fallback language,
 * and the key itself for a missing text.
 */

type Tree = { [key: string]: unknown };
type Options = { [key: string]: unknown };
type Listener = (...args: unknown[]) => void;
type Module = { type?: string; init?: (instance: I18n) => void };

export type InitOptions = {
  lng?: string;
  fallbackLng?: string | string[] | false;
  resources?: Record<string, Record<string, Tree>>;
  defaultNS?: string;
  interpolation?: { escapeValue?: boolean };
  returnNull?: boolean;
  [key: string]: unknown;
};

const isObject = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function deepMerge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const current = target[key];
    if (isObject(value) && isObject(current)) deepMerge(current, value, overwrite);
    else if (isObject(value) && current === undefined) {
      const copy: Tree = {};
      deepMerge(copy, value, overwrite);
      target[key] = copy;
    } else if (overwrite || current === undefined) target[key] = value;
  }
}

/** A key's value: the nested path first, then (like i18next) a flat key that itself holds dots. */
function lookup(tree: Tree | undefined, key: string): unknown {
  if (!tree) return undefined;
  if (key in tree && Object.hasOwn(tree, key)) return tree[key];
  const parts = key.split('.');
  for (let i = 1; i < parts.length; i += 1) {
    const head = parts.slice(0, i).join('.');
    const next = Object.hasOwn(tree, head) ? tree[head] : undefined;
    if (isObject(next)) {
      const found = lookup(next, parts.slice(i).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatValue(value: unknown, format: string, language: string): unknown {
  if (format !== 'number') return value;
  let formatter = numberFormats.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    numberFormats.set(language, formatter);
  }
  return formatter.format(value as number);
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

export class I18n {
  language: string | undefined = undefined;
  resolvedLanguage: string | undefined = undefined;
  languages: readonly string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private store: Record<string, Record<string, Tree>> = {};
  private listeners = new Map<string, Set<Listener>>();
  private modules: Module[] = [];

  constructor() {
    this.t = this.t.bind(this);
    this.exists = this.exists.bind(this);
    this.changeLanguage = this.changeLanguage.bind(this);
  }

  use(module: Module): this {
    this.modules.push(module);
    return this;
  }

  init(options: InitOptions = {}, callback?: (error: unknown, t: I18n['t']) => void): Promise<I18n['t']> {
    this.options = { defaultNS: 'translation', fallbackLng: 'dev', ...options };
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, tree] of Object.entries(namespaces))
        this.addResourceBundle(language, ns, tree, true, true, true);
    for (const module of this.modules) if (module.type === '3rdParty') module.init?.(this);
    this.setLanguage(options.lng ?? 'dev');
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  addResourceBundle(
    language: string,
    ns: string,
    tree: Tree,
    deep = false,
    overwrite = false,
    silent = false,
  ): this {
    this.store[language] ??= {};
    const namespaces = this.store[language];
    // Like i18next: `deep` merges into what is there (keeping it unless `overwrite`), else a shallow spread.
    if (deep) {
      namespaces[ns] ??= {};
      deepMerge(namespaces[ns], tree, overwrite);
    } else namespaces[ns] = { ...namespaces[ns], ...tree };
    if (!silent) this.emit('added', language, ns);
    return this;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.store[language]?.[ns] !== undefined;
  }

  getResourceBundle(language: string, ns: string): Tree | undefined {
    return this.store[language]?.[ns];
  }

  changeLanguage(language?: string, callback?: (error: unknown, t: I18n['t']) => void): Promise<I18n['t']> {
    if (language && language !== this.language) {
      this.setLanguage(language);
      this.emit('languageChanged', language);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** The languages a key is looked up in, in order: the current one, then the fallback. */
  private chain(language = this.language): string[] {
    const fallback = this.options.fallbackLng;
    const fallbacks =
      fallback === false || fallback === undefined ? [] : Array.isArray(fallback) ? fallback : [fallback];
    const codes = language ? [language] : [];
    for (const code of fallbacks) if (!codes.includes(code)) codes.push(code);
    return codes;
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.languages = this.chain(language);
    const ns = this.options.defaultNS ?? 'translation';
    this.resolvedLanguage = this.languages.find((code) => this.hasResourceBundle(code, ns)) ?? language;
  }

  /** The text for a key, and (as i18next's `exists` reads it) whatever the last lookup found, valid or not. */
  private resolve(key: string, options: Options): [unknown, unknown] {
    const ns = (options.ns as string | undefined) ?? this.options.defaultNS ?? 'translation';
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    const context = options.context;
    const hasContext = context !== undefined && typeof context === 'string' && context !== '';
    let last: unknown;
    for (const code of this.chain((options.lng as string | undefined) ?? this.language)) {
      const keys = [key];
      if (plural) {
        const suffix = pluralSuffix(code, count as number);
        keys.push(key + suffix);
        if (count === 0) keys.push(`${key}_zero`);
      }
      if (hasContext) {
        const base = `${key}_${context}`;
        keys.push(base);
        if (plural) {
          keys.push(base + pluralSuffix(code, count as number));
          if (count === 0) keys.push(`${base}_zero`);
        }
      }
      const tree = this.store[code]?.[ns];
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const found = lookup(tree, keys[i] as string);
        last = found;
        if (found === undefined || (found === null && this.options.returnNull !== true)) continue;
        // i18next 27 takes an empty text for a missing one unless told otherwise.
        if (found === '' && this.options.returnEmptyString !== true) continue;
        return [found, found];
      }
    }
    return [undefined, last];
  }

  exists(key: string, options: Options = {}): boolean {
    return this.resolve(key, options)[1] !== undefined;
  }

  t(key: string | string[], second?: Options | string, third?: Options): string {
    const options: Options = typeof second === 'string' ? { ...third, defaultValue: second } : (second ?? {});
    const keys = Array.isArray(key) ? key : [key];
    let found: unknown;
    for (const candidate of keys) {
      [found] = this.resolve(candidate, options);
      if (found !== undefined) break;
    }
    const last = keys[keys.length - 1] as string;
    // Like i18next: a group of texts is no text (unless asked for), then the default value, then the key.
    if ((isObject(found) || Array.isArray(found)) && !options.returnObjects) found = undefined;
    if (found === undefined) found = 'defaultValue' in options ? options.defaultValue : last;
    if (found === undefined || found === null) found = last;
    if (typeof found !== 'string') return found as string;
    return this.interpolate(found, options, (options.lng as string | undefined) ?? this.language ?? 'en');
  }

  private interpolate(text: string, options: Options, language: string): string {
    if (!text.includes('{{')) return text;
    const data = { ...options, ...(options.replace as Options | undefined) };
    return text.replace(PLACEHOLDER, (match, inner: string) => {
      const comma = inner.indexOf(',');
      const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
      let value: unknown = Object.hasOwn(data, name) ? data[name] : lookup(data, name);
      if (value === undefined) return match;
      if (comma >= 0) value = formatValue(value, inner.slice(comma + 1).trim(), language);
      return value === null ? '' : typeof value === 'string' ? value : String(value);
    });
  }

  cloneInstance(): I18n {
    const clone = createInstance();
    clone.init({ ...this.options, lng: this.language });
    clone.store = this.store;
    clone.setLanguage(this.language ?? 'dev');
    return clone;
  }
}

export function createInstance(): I18n {
  return new I18n();
}

const i18next = createInstance();
export default i18next;
export type TFunction = I18n['t'];
