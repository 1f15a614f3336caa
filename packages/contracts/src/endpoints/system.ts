import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZHelpQuery, ZLanguageCode, ZLanguageUpdate } from '../schemas.ts';
import { HELP_KINDS } from '../system.ts';
import { SYSTEM_ROUTES } from './system.routes.ts';

/** A help or terms article of the brand (sanitised HTML). */
export const ZHelpArticle = z.object({
  anchor: z.string(),
  kind: z.enum(HELP_KINDS),
  title: z.string(),
  content: z.string(),
});

/** The public key browsers seal E payloads with (ADR 0010), and whether the brand requires them. */
export const ZEncryptionKey = z.strictObject({
  kid: z.string(),
  publicKey: z.string(),
  algorithm: z.literal('ECDH-P256+HKDF-SHA256+A256GCM'),
  required: z.boolean(),
});

export const systemEndpoints = {
  helpCenter: endpoint({
    ...SYSTEM_ROUTES.helpCenter,
    summary: 'The help centre and terms articles of the brand in a language (spec: /wps/system/helpCenter).',
    query: ZHelpQuery,
    response: z.array(ZHelpArticle),
  }),
  encryptionKey: endpoint({
    ...SYSTEM_ROUTES.encryptionKey,
    summary: 'The public key browsers seal the E payloads with (ADR 0010).',
    response: ZEncryptionKey,
  }),
  language: endpoint({
    ...SYSTEM_ROUTES.language,
    summary: "Sets the language; a member's choice is kept with the account, a visitor's in the browser.",
    body: ZLanguageUpdate,
    response: z.strictObject({ language: ZLanguageCode }),
  }),
} as const;
