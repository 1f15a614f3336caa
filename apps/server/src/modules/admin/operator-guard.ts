import type { OperatorPermission } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { OperatorAuthService, OperatorContext } from './operator-auth.service.ts';

/**
 * The operator session token of a request: the bearer header and nothing else. Operators sign in
 * only through the console, which keeps the token in sessionStorage and sends it itself; no cookie
 * carries it (ADR 0020, update), so no other site can make a browser send operator credentials,
 * and a cookie that still holds a token (the retired HTML sign-in set one) is ignored.
 */
export function operatorToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** The raw routes' guard (the proof images): a full operator session holding the permission. */
export async function requireOperator(
  request: FastifyRequest,
  auth: OperatorAuthService,
  permission: OperatorPermission,
): Promise<OperatorContext> {
  const token = operatorToken(request);
  const operator = token ? await auth.resolve(token) : null;
  if (!operator) throw new AppError('NOT_LOGGED_IN');
  if (!operator.permissions.has(permission)) throw new AppError('FORBIDDEN');
  return operator;
}

/** The operator of a request for `serve()`: a full session behind the bearer token. */
export function operatorReader(auth: OperatorAuthService): OperatorReader {
  return {
    async resolve(request) {
      const token = operatorToken(request);
      return token ? auth.resolve(token) : null;
    },
  };
}
