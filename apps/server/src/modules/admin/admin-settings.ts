import { settingsEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type AuditInTransaction, recordAudit } from '../../platform/audit.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import type { BrandSettingsService, BrandSettingsState } from '../brands/brand-settings.service.ts';
import { brandHasJournal, moveUnusedAccountsToCurrency } from '../ledger/ledger.ts';
import { brandHasDeposits } from '../payments/currency-guard.ts';
import { isMaintenanceActive } from '../system/system-status.ts';
import type { AdminDeps } from './admin.routes.ts';

/**
 * The brand-settings screens' API (issue 15): read with settings.view, changed with
 * settings.write; every change is audited inside its transaction with before and after
 * (`settings.<part>` actions) and reaches every node at once (ADR 0028).
 */
/** Whether the brand's currency can no longer change: it has a journal entry or a deposit. */
async function currencyInUse(db: Db, merchantId: number): Promise<boolean> {
  return (await brandHasJournal(db, merchantId)) || (await brandHasDeposits(db, merchantId));
}

export function registerAdminSettings(
  app: FastifyInstance,
  deps: AdminDeps & { brandSettings: BrandSettingsService },
): void {
  const e = settingsEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  const settings = deps.brandSettings;

  const audit =
    (operator: OperatorPrincipal, action: string, ip: string): AuditInTransaction =>
    (trx, change) =>
      recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action,
        target: change.id ?? null,
        ip,
        details: { before: change.before, after: change.after },
      });

  /**
   * The state with whether maintenance holds right now (switched on and inside its window) and
   * whether the currency can still change (never while the brand has a journal or a deposit).
   */
  const view = async (state: BrandSettingsState, merchantId: number) => ({
    ...state,
    brand: { ...state.brand, currencyLocked: await currencyInUse(deps.db, merchantId) },
    maintenance: { ...state.maintenance, active: isMaintenanceActive(state.maintenance, deps.now()) },
  });

  serve(app, e.settings, options, async ({ operator }) =>
    view(await settings.read(operator.merchantId), operator.merchantId),
  );

  serve(app, e.updateFlags, options, async ({ operator, body, request }) =>
    view(
      await settings.setFlags(operator.merchantId, body.flags, audit(operator, 'settings.flags', request.ip)),
      operator.merchantId,
    ),
  );

  serve(app, e.updateRegisterRules, options, async ({ operator, body, request }) =>
    view(
      await settings.setRegisterRules(
        operator.merchantId,
        body.rules,
        audit(operator, 'settings.register-rules', request.ip),
      ),
      operator.merchantId,
    ),
  );

  serve(app, e.updateLanguages, options, async ({ operator, body, request }) =>
    view(
      await settings.setLanguages(
        operator.merchantId,
        body,
        audit(operator, 'settings.languages', request.ip),
      ),
      operator.merchantId,
    ),
  );

  serve(app, e.updateCurrency, options, async ({ operator, body, request }) =>
    view(
      await settings.setCurrency(
        operator.merchantId,
        body,
        audit(operator, 'settings.currency', request.ip),
        async (trx, currency) =>
          !(await moveUnusedAccountsToCurrency(trx, operator.merchantId, currency)).hasJournal &&
          !(await brandHasDeposits(trx, operator.merchantId)),
      ),
      operator.merchantId,
    ),
  );

  serve(app, e.updateTheme, options, async ({ operator, body, request }) =>
    view(
      await settings.setTheme(operator.merchantId, body, audit(operator, 'settings.theme', request.ip)),
      operator.merchantId,
    ),
  );

  serve(app, e.updateMaintenance, options, async ({ operator, body, request }) =>
    view(
      await settings.setMaintenance(
        operator.merchantId,
        body,
        audit(operator, 'settings.maintenance', request.ip),
      ),
      operator.merchantId,
    ),
  );

  serve(app, e.updateRegion, options, async ({ operator, body, request }) =>
    view(
      await settings.setRegionRestriction(
        operator.merchantId,
        body,
        audit(operator, 'settings.region', request.ip),
      ),
      operator.merchantId,
    ),
  );

  serve(app, e.addDomain, options, async ({ operator, body, request }) =>
    view(
      await settings.addDomain(
        operator.merchantId,
        body,
        request.language,
        audit(operator, 'settings.domain.add', request.ip),
      ),
      operator.merchantId,
    ),
  );
  serve(app, e.updateDomain, options, async ({ operator, params, body, request }) =>
    view(
      await settings.updateDomain(
        operator.merchantId,
        params.domain,
        body,
        request.language,
        audit(operator, 'settings.domain.update', request.ip),
      ),
      operator.merchantId,
    ),
  );
  serve(app, e.removeDomain, options, async ({ operator, params, request }) =>
    view(
      await settings.removeDomain(
        operator.merchantId,
        params.domain,
        request.language,
        audit(operator, 'settings.domain.remove', request.ip),
      ),
      operator.merchantId,
    ),
  );

  serve(app, e.addCustomerService, options, async ({ operator, body, request }) =>
    view(
      await settings.addCustomerService(
        operator.merchantId,
        body,
        request.language,
        audit(operator, 'settings.customer-service.add', request.ip),
      ),
      operator.merchantId,
    ),
  );
  serve(app, e.updateCustomerService, options, async ({ operator, params, body, request }) =>
    view(
      await settings.updateCustomerService(
        operator.merchantId,
        Number(params.id),
        body,
        request.language,
        audit(operator, 'settings.customer-service.update', request.ip),
      ),
      operator.merchantId,
    ),
  );
  serve(app, e.removeCustomerService, options, async ({ operator, params, request }) =>
    view(
      await settings.removeCustomerService(
        operator.merchantId,
        Number(params.id),
        audit(operator, 'settings.customer-service.remove', request.ip),
      ),
      operator.merchantId,
    ),
  );

  serve(app, e.addResource, options, async ({ operator, body, request }) =>
    view(
      await settings.addResource(
        operator.merchantId,
        body,
        request.language,
        audit(operator, 'settings.resource.add', request.ip),
      ),
      operator.merchantId,
    ),
  );
  serve(app, e.updateResource, options, async ({ operator, params, body, request }) =>
    view(
      await settings.updateResource(
        operator.merchantId,
        Number(params.id),
        body,
        request.language,
        audit(operator, 'settings.resource.update', request.ip),
      ),
      operator.merchantId,
    ),
  );
  serve(app, e.removeResource, options, async ({ operator, params, request }) =>
    view(
      await settings.removeResource(
        operator.merchantId,
        Number(params.id),
        audit(operator, 'settings.resource.remove', request.ip),
      ),
      operator.merchantId,
    ),
  );
}
