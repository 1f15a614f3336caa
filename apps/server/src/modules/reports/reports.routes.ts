import { reportEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorPrincipal, OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { ReportService } from './reports.service.ts';

export interface ReportRouteDeps {
  reports: ReportService;
  brands: BrandService;
  operators: OperatorReader;
  checkResponses: boolean;
}

/** The dashboard, report pages and CSV exports (issue 15), for the operator's current brand. */
export function registerReportRoutes(app: FastifyInstance, deps: ReportRouteDeps): void {
  const e = reportEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operators };
  const brandOf = async (operator: OperatorPrincipal) => {
    const brand = await deps.brands.findByCode(operator.merchantCode);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  };

  serve(app, e.dashboard, options, async ({ operator, query }) =>
    deps.reports.dashboard(await brandOf(operator), query.from, query.to),
  );

  serve(app, e.report, options, async ({ operator, params, query, request }) =>
    deps.reports.page(await brandOf(operator), params.report, query, request.language),
  );

  serve(app, e.exportReport, options, async ({ operator, params, query, request, reply }) => {
    const { filename, csv } = await deps.reports.export(
      await brandOf(operator),
      params.report,
      query,
      request.language,
      { operatorId: operator.operatorId, ip: request.ip },
    );
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('cache-control', 'no-store');
    return csv;
  });
}
