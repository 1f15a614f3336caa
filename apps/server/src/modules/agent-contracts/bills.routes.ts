import { adminContractEndpoints, agentContractEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BillService } from './bills.service.ts';

/**
 * The bills and the settlement (issue 17; ADR 0038): an agent's contract records (bills it
 * receives or pays its direct downline), one bill and collecting it; the console's bills, one
 * bill, approving or denying it (contracts.manage, audited), the settlement runs and a rerun.
 */
export function registerBillRoutes(
  app: FastifyInstance,
  deps: { bills: BillService; operators: OperatorReader; checkResponses: boolean },
): void {
  const { bills } = deps;
  const read = { checkResponses: deps.checkResponses };
  const e = agentContractEndpoints;
  serve(app, e.bills, read, async ({ request, session, query }) =>
    bills.list(brandOf(request), session.memberId, query),
  );
  serve(app, e.bill, read, async ({ request, session, params }) =>
    bills.detail(brandOf(request), session.memberId, BigInt(params.id)),
  );
  serve(app, e.collect, read, async ({ request, session, params }) =>
    bills.collect(brandOf(request), session.memberId, BigInt(params.id)),
  );

  const a = adminContractEndpoints;
  const operatorOptions = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });
  serve(app, a.bills, operatorOptions, async ({ operator, query }) => bills.adminList(operator, query));
  serve(app, a.bill, operatorOptions, async ({ operator, params }) =>
    bills.adminDetail(operator, BigInt(params.id)),
  );
  serve(app, a.decide, operatorOptions, async ({ operator, params, body, request }) =>
    bills.decide(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.runs, operatorOptions, async ({ operator, query }) => bills.runs(operator, query));
  serve(app, a.rerun, operatorOptions, async ({ operator, body, request }) =>
    bills.rerun(operator, body, client(request)),
  );
}
