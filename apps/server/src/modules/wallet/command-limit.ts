import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../platform/tokens.ts';

/**
 * Money commands: a member cannot fire them faster than this, counted per session rather than
 * per address (players behind one carrier NAT share an address), on top of the global limit.
 * Calls without a token are refused anyway; they count by address.
 */
export const MONEY_COMMAND_LIMIT = {
  rateLimit: {
    max: 60,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const header = request.headers.authorization;
      return typeof header === 'string' && header.startsWith('Bearer ')
        ? `money:${hashToken(header.slice(7).trim())}`
        : `money-ip:${request.ip}`;
    },
  },
};
