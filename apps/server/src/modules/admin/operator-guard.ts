import type { OperatorPermission } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { CREDENTIAL_COOKIES } from '../../platform/csrf.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { OperatorAuthService, OperatorContext } from './operator-auth.service.ts';

/**
 * The cookie of the operator pages. The JSON API prefers a bearer token; with the cookie instead,
 * the write guard (platform/csrf.ts) requires the origin and the synchroniser token first.
 */
export const OPERATOR_COOKIE = CREDENTIAL_COOKIES.operator;

export function operatorToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[OPERATOR_COOKIE] ?? null;
}

/** The raw routes' guard (pages, proof images): a full operator session holding the permission. */
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

/** The operator of a request for `serve()`: a full session behind the bearer token or the cookie. */
export function operatorReader(auth: OperatorAuthService): OperatorReader {
  return {
    async resolve(request) {
      const token = operatorToken(request);
      return token ? auth.resolve(token) : null;
    },
  };
}
