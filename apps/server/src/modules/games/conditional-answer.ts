import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedAnswer } from './catalogue-cache.ts';

/**
 * Sends a prepared catalogue answer (ADR 0050) through `serve()`: the handler returns the value
 * (checked against the contract in tests, wrapped in the envelope by serve), and the reply writes
 * the bytes prepared for it instead of serialising it again: the JSON, or its gzip to a client
 * that takes gzip. Every answer carries its ETag and `Cache-Control: no-cache` (private for a
 * signed-in caller), so browsers keep it and ask again with If-None-Match; a matching tag is
 * answered 304 with no body.
 */
const notModified = new WeakSet<FastifyReply>();

/** The handler's return: `serve()` wraps it in the envelope, whose bytes are `answer.body`. */
export function answerWith<T>(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer<T>): T {
  reply.header('etag', answer.etag);
  reply.header('cache-control', request.session ? 'private, no-cache' : 'no-cache');
  reply.header('vary', 'accept-encoding');
  reply.header('content-type', 'application/json; charset=utf-8');
  if (matches(request.headers['if-none-match'], answer.etag)) {
    notModified.add(reply);
    reply.code(304);
    reply.serializer(() => '');
    return answer.value;
  }
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  // The bytes were made from this very value; anything else (never expected) is serialised as usual.
  reply.serializer(((envelope: { value?: unknown }) => {
    if (envelope?.value !== answer.value) return JSON.stringify(envelope);
    if (!gzip || answer.body.length < GZIP_THRESHOLD) return answer.body;
    reply.header('content-encoding', 'gzip');
    return answer.gzip();
  }) as (payload: unknown) => string);
  return answer.value;
}

/** As the compression plugin's threshold (app.ts): smaller answers go as they are. */
const GZIP_THRESHOLD = 1024;

/**
 * Answers marked 304 go without a body and without a Content-Length (RFC 9110 section 8.6: a 304
 * may only carry the length of the 200 it stands for). Registered once, before the routes.
 */
export function registerNotModified(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    done(null, reply.statusCode === 304 && notModified.has(reply) ? null : payload);
  });
}

/** If-None-Match against a tag, by weak comparison (RFC 9110 section 13.1.2). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Whether Accept-Encoding takes gzip (gzip or x-gzip named with a quality above 0, else *). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let named: boolean | undefined;
  let any = false;
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const takes = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = (named ?? false) || takes;
    else if (coding === '*') any = takes;
  }
  return named ?? any;
}
