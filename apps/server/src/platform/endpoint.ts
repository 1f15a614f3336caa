import type { Endpoint, EndpointResult } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { requireSession } from './auth.ts';
import { ok } from './envelope.ts';
import { ZNoQuery } from './route-schemas.ts';
import { parseInput } from './validation.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointCall<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ServeOptions {
  /** Check every answer against the declared response schema (tests): drift fails loudly. */
  checkResponses: boolean;
  /** Route config (rate limits, accepted bodies). */
  config?: RouteShorthandOptions['config'];
}

/**
 * Registers a route from its declaration in the contracts (issue 14): the method and path come
 * from there, the declared parts of the request are parsed (anything undeclared is refused), the
 * declared access is enforced before the handler runs, and the value is wrapped in the envelope.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: (call: EndpointCall<E>) => Promise<EndpointResult<E>>,
): void {
  if (endpoint.access === 'agent' || endpoint.access === 'operator' || endpoint.sealed) {
    // Refused at start, so a declaration can never promise a guard this helper does not give.
    throw new Error(
      `${endpoint.id}: serve() does not enforce ${endpoint.sealed ? 'sealed bodies' : endpoint.access} yet`,
    );
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      if (endpoint.access === 'session') requireSession(request, { allowTrial: true });
      if (endpoint.access === 'member') requireSession(request);
      const part = (schema: z.ZodType | undefined, value: unknown, name: string) => {
        if (schema) return parseInput(schema, value ?? {}, request.language);
        // An endpoint that declares no query takes none (UNKNOWN_FIELD, not silently ignored).
        if (name === 'query') parseInput(ZNoQuery, value ?? {}, request.language);
        return undefined;
      };
      const value = await handler({
        params: part(endpoint.params, request.params, 'params'),
        query: part(endpoint.query, request.query, 'query'),
        body: part(endpoint.body, request.body, 'body'),
        request,
        reply,
      } as EndpointCall<E>);
      if (options.checkResponses) {
        const checked = endpoint.response.safeParse(value);
        if (!checked.success) {
          throw new AppError('INTERNAL_ERROR', {
            cause: new Error(`${endpoint.id} answered outside its contract: ${checked.error.message}`),
          });
        }
      }
      return ok(value);
    },
  });
}
