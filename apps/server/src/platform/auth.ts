import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { Brand } from './brand.ts';

/** The member's session behind a bearer token, as protected calls see it (`requireSession`). */
export interface SessionContext {
  sessionId: bigint;
  memberId: bigint;
  merchantId: number;
  account: string;
  type: number;
  isTrial: boolean;
  /** The default password or an expired one: only the password change is open. */
  mustChangePassword: boolean;
  passwordExpired: boolean;
}

/**
 * The port through which the platform reads sessions: the session module's `SessionService`
 * provides it when it registers its hooks, so the platform imports no module.
 */
export interface SessionReader {
  /** The live session of a token for this brand, or null. */
  resolve(brand: Brand, token: string): Promise<SessionContext | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session when a valid bearer token came with the request. */
    session: SessionContext | null;
    /** The raw token, for logout. */
    sessionToken: string | null;
  }
}

/** Reads `Authorization: Bearer <token>` on brand-scoped calls. Tokens never come in URLs. */
export function registerSessionReader(app: FastifyInstance, sessions: SessionReader): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!request.brand || typeof header !== 'string' || !header.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    request.sessionToken = token;
    request.session = await sessions.resolve(request.brand, token);
  });
}

/**
 * The session of a protected call (T in the spec). A session whose password must change first
 * may only change it, read its own info and log out (`allowPasswordChange`).
 */
export function requireSession(
  request: FastifyRequest,
  options: { allowTrial?: boolean; allowPasswordChange?: boolean } = {},
): SessionContext {
  const session = request.session;
  if (!session) throw new AppError('NOT_LOGGED_IN');
  if (session.mustChangePassword && !options.allowPasswordChange)
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  if (session.isTrial && options.allowTrial !== true) throw new AppError('NEED_REAL_ACCOUNT');
  return session;
}

/**
 * Per-address ceilings for sign-in calls, on top of the per-account and per-number throttles:
 * AUTH for calls that try credentials or send messages, READ for the cheap ones the forms load.
 */
export function authRouteLimits(perMinute: number) {
  return {
    AUTH: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
    READ: { rateLimit: { max: perMinute * 3, timeWindow: 60_000 } },
  };
}
