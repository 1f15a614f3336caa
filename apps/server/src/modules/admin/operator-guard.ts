import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorAuthService, OperatorContext, OperatorRole } from './operator-auth.service.ts';

/** The cookie of the operator pages; the JSON API takes the same token as a bearer token. */
export const OPERATOR_COOKIE = 'portal_op';

export function operatorToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[OPERATOR_COOKIE] ?? null;
}

export async function requireOperator(
  request: FastifyRequest,
  auth: OperatorAuthService,
  roles: readonly OperatorRole[],
): Promise<OperatorContext> {
  const token = operatorToken(request);
  const operator = token ? await auth.resolve(token) : null;
  if (!operator) throw new AppError('NOT_LOGGED_IN');
  // Owners may do everything; everyone else only what their role covers.
  if (operator.role !== 'owner' && !roles.includes(operator.role)) throw new AppError('FORBIDDEN');
  return operator;
}

/** Form posts of the operator pages must come from those pages (cookies are SameSite=Strict too). */
export function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site !== undefined && site !== 'same-origin') throw new AppError('FORBIDDEN');
  if (origin !== undefined && new URL(origin).host !== request.host) throw new AppError('FORBIDDEN');
}
