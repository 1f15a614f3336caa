import type { FastifyInstance } from 'fastify';
import { GameError } from './errors.ts';
import { BACCARAT_SPOTS, DRAGON_TIGER_SPOTS } from './games/baccarat.ts';
import { SIDES } from './games/cockfight.ts';
import { FISH_KINDS } from './games/fish.ts';
import type { Session, SessionStore } from './sessions.ts';
import type { TableService } from './table-rounds.ts';

const SESSION_ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

function stakesBody(spots: readonly string[]) {
  return {
    type: 'object',
    required: ['session', 'stakes'],
    additionalProperties: false,
    properties: {
      session: SESSION_ID,
      stakes: {
        type: 'object',
        maxProperties: spots.length,
        propertyNames: { enum: [...spots] },
        additionalProperties: { type: 'integer', minimum: 0 },
      },
    },
  } as const;
}

/**
 * The table games' page API (ADR 0042), under /api beside /api/play: baccarat and dragon tiger
 * hands, fish shots, and the cockfight ring's state and bets. Bodies are taken as sent.
 */
export function tableRoutes(api: FastifyInstance, deps: { tables: TableService; sessions: SessionStore }) {
  const { tables, sessions } = deps;
  const sessionFor = (id: string): Session => {
    const session = sessions.get(id);
    if (!session) throw new GameError('session_not_found', 'No such session; open one from the launch data.');
    return session;
  };

  api.post<{ Body: { session: string; stakes: Record<string, number> } }>(
    '/baccarat/play',
    { schema: { body: stakesBody(BACCARAT_SPOTS) } },
    async (request) => tables.playBaccarat(sessionFor(request.body.session), request.body.stakes),
  );

  api.post<{ Body: { session: string; stakes: Record<string, number> } }>(
    '/dragon-tiger/play',
    { schema: { body: stakesBody(DRAGON_TIGER_SPOTS) } },
    async (request) => tables.playDragonTiger(sessionFor(request.body.session), request.body.stakes),
  );

  api.post<{ Body: { session: string; fish: string; stake: number } }>(
    '/fish/shoot',
    {
      schema: {
        body: {
          type: 'object',
          required: ['session', 'fish', 'stake'],
          additionalProperties: false,
          properties: {
            session: SESSION_ID,
            fish: { type: 'string', enum: [...FISH_KINDS] },
            stake: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request) => tables.shoot(sessionFor(request.body.session), request.body.fish, request.body.stake),
  );

  api.post<{ Body: { session: string } }>(
    '/cockfight/state',
    {
      schema: {
        body: {
          type: 'object',
          required: ['session'],
          additionalProperties: false,
          properties: { session: SESSION_ID },
        },
      },
    },
    async (request) => tables.state(sessionFor(request.body.session)),
  );

  api.post<{ Body: { session: string; side: string; stake: number } }>(
    '/cockfight/bet',
    {
      schema: {
        body: {
          type: 'object',
          required: ['session', 'side', 'stake'],
          additionalProperties: false,
          properties: {
            session: SESSION_ID,
            side: { type: 'string', enum: [...SIDES] },
            stake: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request) =>
      tables.betCockfight(sessionFor(request.body.session), request.body.side, request.body.stake),
  );
}
