/**
 * Interface languages the platform has catalogues for. Codes are BCP 47 tags in lower case
 * (region upper case), so they can go straight into `<html lang>` and Intl APIs.
 */
export const LANGUAGES = {
  en: { nativeName: 'English', dir: 'ltr' },
  bn: { nativeName: 'বাংলা', dir: 'ltr' },
  fil: { nativeName: 'Filipino', dir: 'ltr' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** Picks the best of `supported` for an Accept-Language header value; undefined when nothing fits. */
export function pickLanguage(
  acceptLanguage: string | undefined,
  supported: readonly LanguageCode[],
): LanguageCode | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20) // a header is client input: bound the work
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = supported.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    const loose = supported.find((code) => code.split('-')[0]?.toLowerCase() === primary);
    if (loose) return loose;
  }
  return undefined;
}
