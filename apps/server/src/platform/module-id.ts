import type { FastifyInstance } from 'fastify';

/**
 * The module identifier every call carries (spec section 7; ADR 0046): `x-module-id`, the page or
 * feature of the client that made the call (the player site sends `web.<page>`, e.g.
 * `web.member.withdraw`). It is informational only — never trusted for authorisation — and goes
 * into every log line of its request as `moduleId`. A value outside the allowed form is dropped
 * (logged as `moduleId: "invalid"`), so a client cannot write arbitrary text into the logs.
 */
export const MODULE_ID_HEADER = 'x-module-id';
export const MODULE_ID = /^[A-Za-z][A-Za-z0-9_.-]{0,79}$/;

/** The request's module identifier: its header when well formed, "invalid" when not, else null. */
export function moduleIdOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[MODULE_ID_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  return MODULE_ID.test(value) ? value : 'invalid';
}

/** Every request's logger carries its module identifier, from the first log line to the last. */
export function registerModuleIdLogging(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options, rawRequest) => {
    const moduleId = moduleIdOf(rawRequest.headers);
    return logger.child(moduleId ? { ...bindings, moduleId } : bindings, options);
  });
}
