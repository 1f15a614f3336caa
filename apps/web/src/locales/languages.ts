import type { LanguageCode } from '@portal/contracts';

/**
 * The state of each language's catalogues on the player site (ADR 0048). `complete`: every key of
 * every section is there and translated — the completeness test holds it to that, and only then
 * may the language selector offer it. `draft`: catalogue files exist and the report shows their
 * coverage, but players are not offered the language yet (a missing key would show English in
 * the middle of the page). Adding a language: its catalogue files in every section, one line here.
 */
export const CATALOGUE_STATE: Record<LanguageCode, 'complete' | 'draft'> = {
  en: 'complete',
  bn: 'complete',
  fil: 'complete',
};

/** The languages a brand enables that the site can really show: the selector's choices. */
export function offeredLanguages(
  enabled: readonly LanguageCode[],
  state: Record<LanguageCode, 'complete' | 'draft'> = CATALOGUE_STATE,
): LanguageCode[] {
  return enabled.filter((code) => state[code] === 'complete');
}
