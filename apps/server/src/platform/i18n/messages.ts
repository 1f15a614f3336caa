import { DEFAULT_LANGUAGE, type ErrorCode, type LanguageCode } from '@portal/contracts';
import { bn } from './messages.bn.ts';
import { en } from './messages.en.ts';
import { fil } from './messages.fil.ts';

export type ServerMessages = Record<ErrorCode, string>;

const CATALOGUES: Record<LanguageCode, ServerMessages> = { en, bn, fil };

/** The localised message of a code, with {name} placeholders filled from params. */
export function translate(
  language: LanguageCode,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[language]?.[code] ?? CATALOGUES[DEFAULT_LANGUAGE][code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
