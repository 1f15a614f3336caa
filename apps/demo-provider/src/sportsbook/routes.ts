import type { FastifyInstance } from 'fastify';
import { GameError } from '../errors.ts';
import type { Session } from '../sessions.ts';
import { type BetOwner, SlipError, type Sportsbook } from './bets.ts';
import { BOOK_ENGINES, type BookKind, isBookEngine } from './catalogue.ts';
import { MAX_LEGS, stakeLimits } from './slip.ts';

const SESSION_ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
const SESSION_BODY = {
  type: 'object',
  required: ['session'],
  additionalProperties: false,
  properties: { session: SESSION_ID },
} as const;

/**
 * The book page's API, under /api/book (ADR 0041): the fixtures with live odds, placing a slip and
 * My bets. Every call names the page's session; the session's engine names the book.
 */
export function registerBookRoutes(
  api: FastifyInstance,
  book: Sportsbook,
  sessionFor: (id: string) => Session,
): void {
  function bookSession(id: string): { session: Session; kind: BookKind } {
    const session = sessionFor(id);
    if (!isBookEngine(session.engine)) {
      throw new GameError('unknown_game', 'This session does not play a book.');
    }
    return { session, kind: BOOK_ENGINES[session.engine] };
  }

  api.register(
    async (scope) => {
      // A slip the book cannot take as sent: 409 with what the page needs to redraw it.
      scope.setErrorHandler((error, _request, reply) => {
        if (error instanceof SlipError) {
          return reply
            .code(error.statusCode)
            .header('cache-control', 'no-store')
            .send({ error: error.code, message: error.message, ...error.details });
        }
        throw error;
      });

      scope.post<{ Body: { session: string } }>(
        '/fixtures',
        { schema: { body: SESSION_BODY } },
        async (request) => {
          const { session, kind } = bookSession(request.body.session);
          const limits = stakeLimits(session.currency);
          return {
            now: book.now(),
            fixtures: book.fixtures(kind),
            limits: { ...limits, maxLegs: MAX_LEGS },
          };
        },
      );

      scope.post<{ Body: { session: string } }>(
        '/bets',
        { schema: { body: SESSION_BODY } },
        async (request) => {
          const { session } = bookSession(request.body.session);
          return { bets: book.bets(session) };
        },
      );

      scope.post<{
        Body: {
          session: string;
          slipId: string;
          stake: number;
          legs: unknown[];
          acceptOddsChanges?: boolean;
        };
      }>(
        '/place',
        {
          schema: {
            body: {
              type: 'object',
              required: ['session', 'slipId', 'stake', 'legs'],
              additionalProperties: false,
              properties: {
                session: SESSION_ID,
                slipId: { type: 'string', minLength: 8, maxLength: 64 },
                stake: { type: 'integer', minimum: 1 },
                acceptOddsChanges: { type: 'boolean' },
                legs: {
                  type: 'array',
                  minItems: 1,
                  maxItems: MAX_LEGS,
                  items: {
                    type: 'object',
                    required: ['fixture', 'market', 'selection', 'odds'],
                    additionalProperties: false,
                    properties: {
                      fixture: { type: 'string', minLength: 1, maxLength: 40 },
                      market: { type: 'string', minLength: 1, maxLength: 20 },
                      selection: { type: 'string', minLength: 1, maxLength: 20 },
                      odds: { type: 'integer', minimum: 101, maximum: 100000 },
                    },
                  },
                },
              },
            },
          },
        },
        async (request) => {
          const { session, kind } = bookSession(request.body.session);
          const owner: BetOwner = session;
          return book.place(owner, kind, request.body, session.wallet);
        },
      );
    },
    { prefix: '/book' },
  );
}
