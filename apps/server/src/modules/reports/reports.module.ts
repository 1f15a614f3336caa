import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { FeedbackService } from '../content/feedback.service.ts';
import { registerReportRoutes } from './reports.routes.ts';
import { ReportService } from './reports.service.ts';

/**
 * Reports (issue 15, "Dashboard" and "Reports"; ADR 0030): an edge module like admin. It owns no
 * table: its figures are read from the wallet, payments, member and content modules through the
 * read functions they publish.
 */
export function createReportsModule(
  platform: Platform,
  deps: { brands: BrandService; feedback: FeedbackService; operatorReader: OperatorReader },
) {
  const { db, now, checkResponses } = platform;
  const reports = new ReportService({ db, feedback: deps.feedback, now });
  return defineModule({
    name: 'reports',
    services: { reports },
    register(app) {
      registerReportRoutes(app, {
        reports,
        brands: deps.brands,
        operators: deps.operatorReader,
        checkResponses,
      });
    },
  });
}

export type ReportsModule = ReturnType<typeof createReportsModule>;
