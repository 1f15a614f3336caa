import { adminContractEndpoints, agentContractEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { ContractConsole } from './contracts.console.ts';
import type { ContractService } from './contracts.service.ts';

export interface ContractRouteDeps {
  contracts: ContractService;
  console: ContractConsole;
  operators: OperatorReader;
  checkResponses: boolean;
}

/**
 * The contracts' life (issue 17; ADR 0038): the consolidated info, the popup's offers and the
 * four spec calls (any real member: one without contracts is told so), the contract pages,
 * offering, the preview and withdrawing (agents), and the console's list, offer to a top agent and
 * termination (contracts.view / contracts.manage, the operator's own brand). The bills and the
 * settlement's console endpoints are registered by the settlement's own routes.
 */
export function registerContractRoutes(app: FastifyInstance, deps: ContractRouteDeps): void {
  const { contracts } = deps;
  const read = { checkResponses: deps.checkResponses };
  const e = agentContractEndpoints;
  const caller = (session: { memberId: bigint; type: number }) => ({
    memberId: session.memberId,
    type: session.type,
  });

  serve(app, e.info, read, async ({ request, session }) => contracts.info(brandOf(request), caller(session)));
  serve(app, e.offers, read, async ({ request, session }) =>
    contracts.offers(brandOf(request), caller(session)),
  );
  // The four spec calls, each for its own type.
  serve(app, e.processDividend, read, async ({ request, session, body }) =>
    contracts.process(brandOf(request), caller(session), 'DIVIDEND', body),
  );
  serve(app, e.processDailySalary, read, async ({ request, session, body }) =>
    contracts.process(brandOf(request), caller(session), 'DAILY_SALARY', body),
  );
  serve(app, e.processHourlySalary, read, async ({ request, session, body }) =>
    contracts.process(brandOf(request), caller(session), 'HOURLY_SALARY', body),
  );
  serve(app, e.processRealtimeSalary, read, async ({ request, session, body }) =>
    contracts.process(brandOf(request), caller(session), 'REALTIME_SALARY', body),
  );
  serve(app, e.page, read, async ({ request, session, query }) =>
    contracts.page(brandOf(request), session.memberId, query.type),
  );
  serve(app, e.offer, read, async ({ request, session, body }) =>
    contracts.offer(brandOf(request), session.memberId, body),
  );
  serve(app, e.preview, read, async ({ request, session, body }) =>
    contracts.preview(brandOf(request), session.memberId, body),
  );
  serve(app, e.withdraw, read, async ({ request, session, params }) =>
    contracts.withdraw(brandOf(request), session.memberId, BigInt(params.id)),
  );

  const a = adminContractEndpoints;
  const operatorOptions = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });
  serve(app, a.list, operatorOptions, async ({ operator, query }) => deps.console.list(operator, query));
  serve(app, a.offer, operatorOptions, async ({ operator, body, request }) =>
    deps.console.offer(operator, body, client(request)),
  );
  serve(app, a.terminate, operatorOptions, async ({ operator, params, body, request }) =>
    deps.console.terminate(operator, BigInt(params.id), body.note, client(request)),
  );
}
