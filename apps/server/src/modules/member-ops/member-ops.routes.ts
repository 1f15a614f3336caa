import { memberOpsEndpoints as e } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { MemberOpsService } from './member-ops.service.ts';

/**
 * The operators' member screens (/admin/api/members…, /admin/api/adjustments…; ADR 0026). Each
 * endpoint declares its permission; serve() refuses the rest before reading the request.
 */
export function registerMemberOpsRoutes(
  app: FastifyInstance,
  deps: { service: MemberOpsService; operators: OperatorReader; checkResponses: boolean },
): void {
  const { service } = deps;
  const options = { checkResponses: deps.checkResponses, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });

  serve(app, e.searchMembers, options, ({ operator, query }) => service.search(operator, query));
  serve(app, e.member, options, ({ operator, params }) => service.profile(operator, params.id));
  serve(app, e.balances, options, ({ operator, params }) => service.balances(operator, params.id));
  serve(app, e.ledger, options, ({ operator, params, query }) => service.ledger(operator, params.id, query));
  serve(app, e.bets, options, ({ operator, params, query }) => service.bets(operator, params.id, query));
  serve(app, e.deposits, options, ({ operator, params, query }) =>
    service.deposits(operator, params.id, query),
  );
  serve(app, e.withdrawals, options, ({ operator, params, query }) =>
    service.withdrawals(operator, params.id, query),
  );
  serve(app, e.sessions, options, ({ operator, params, query }) =>
    service.sessions(operator, params.id, { ...query, open: query.open === '1' }),
  );
  serve(app, e.notes, options, ({ operator, params, query }) => service.notes(operator, params.id, query));
  serve(app, e.addNote, options, ({ operator, params, body, request }) =>
    service.addNote(operator, params.id, body.body, client(request)),
  );
  serve(app, e.setTags, options, ({ operator, params, body, request }) =>
    service.setTags(operator, params.id, body.tags, client(request)),
  );
  serve(app, e.lock, options, ({ operator, params, body, request }) =>
    service.setLocked(operator, params.id, true, body.reason, client(request)),
  );
  serve(app, e.unlock, options, ({ operator, params, body, request }) =>
    service.setLocked(operator, params.id, false, body.reason, client(request)),
  );
  serve(app, e.logout, options, ({ operator, params, request }) =>
    service.logout(operator, params.id, client(request)),
  );
  serve(app, e.resetPassword, options, ({ operator, params, request }) =>
    service.resetPassword(operator, params.id, client(request)),
  );
  serve(app, e.clear2fa, options, ({ operator, params, request }) =>
    service.clearTwoFactor(operator, params.id, client(request)),
  );
  serve(app, e.memberAdjustments, options, ({ operator, params, query }) =>
    service.adjustments(operator, { ...query, status: 'PENDING', memberId: params.id }),
  );
  serve(app, e.proposeAdjustment, options, ({ operator, params, body, request }) =>
    service.propose(operator, params.id, body, client(request)),
  );
  serve(app, e.adjustments, options, ({ operator, query }) => service.adjustments(operator, query));
  serve(app, e.approveAdjustment, options, ({ operator, params, body, request }) =>
    service.decide(operator, params.id, { approve: true, note: body.note ?? null }, client(request)),
  );
  serve(app, e.rejectAdjustment, options, ({ operator, params, body, request }) =>
    service.decide(operator, params.id, { approve: false, note: body.note }, client(request)),
  );
  serve(app, e.adjustmentPolicy, options, ({ operator }) => service.policyView(operator));
  serve(app, e.setAdjustmentPolicy, options, ({ operator, body, request }) =>
    service.setPolicy(operator, body, client(request)),
  );
}
