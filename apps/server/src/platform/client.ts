import type { FastifyRequest } from 'fastify';

/** Who is calling, as a login or registration records it. */
export interface Client {
  ip: string;
  userAgent: string | null;
  /** The language the site is shown in; a login records it as the member's (broadcasts follow it). */
  language?: string;
}

export function clientOf(request: FastifyRequest): Client {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null, language: request.language };
}
