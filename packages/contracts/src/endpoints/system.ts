import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZHelpQuery } from '../schemas.ts';
import { HELP_KINDS } from '../system.ts';
import { SYSTEM_ROUTES } from './system.routes.ts';

/** A help or terms article of the brand (sanitised HTML). */
export const ZHelpArticle = z.object({
  anchor: z.string(),
  kind: z.enum(HELP_KINDS),
  title: z.string(),
  content: z.string(),
});

export const systemEndpoints = {
  helpCenter: endpoint({
    ...SYSTEM_ROUTES.helpCenter,
    summary: 'The help centre and terms articles of the brand in a language (spec: /wps/system/helpCenter).',
    query: ZHelpQuery,
    response: z.array(ZHelpArticle),
  }),
} as const;
