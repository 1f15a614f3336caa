import { DIVIDEND_PERIODS, type TContractSettings } from '@portal/contracts';
import { adminContractEndpoints, type TContractSettingsView } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorPrincipal, OperatorReader } from '../../platform/operator-access.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { contractSettingsOf } from './contract-periods.ts';

type Client = { ip: string };

/** JSON with object keys sorted: two settings documents compared whatever order their keys came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The brand's contract settings in the console (issue 17): the templates, clock, approval,
 * collection, offer days and abuse thresholds of `settings.contracts` (the defaults where a brand
 * has not set them). Served like the agent settings of ADR 0037: the settings document is the
 * brands module's and is written through BrandService.updateSettings, which locks the brand's row,
 * applies the change to the stored document, calls the audit hook in the same transaction with
 * before and after, and after the commit has every node drop its cached brand (ADR 0028). The body
 * is the contract's ZContractSettings (serve() parses it; a bad tier list, tierProblem, is refused
 * at the tier it names). Contracts already made keep the terms copied into them.
 */
export class ContractSettingsConsole {
  readonly #brands: BrandService;

  constructor(deps: { brands: BrandService }) {
    this.#brands = deps.brands;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  #view(brand: Brand): TContractSettingsView {
    return {
      settings: contractSettingsOf(brand),
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
    };
  }

  async settings(operator: OperatorPrincipal): Promise<TContractSettingsView> {
    return this.#view(await this.#brand(operator));
  }

  /**
   * Replaces the brand's contract settings, audited (`settings.contracts`, target `brand:<code>`)
   * with the settings before and after. The dividend periods are kept once each, in their own
   * order. The same settings again write and record nothing.
   */
  async setSettings(
    operator: OperatorPrincipal,
    input: TContractSettings,
    client: Client,
  ): Promise<TContractSettingsView> {
    const brand = await this.#brand(operator);
    const next: TContractSettings = {
      ...input,
      dividendPeriods: DIVIDEND_PERIODS.filter((p) => input.dividendPeriods.includes(p)),
    };
    // Nothing to do when the brand already has these settings (as this node last read them).
    if (sameJson(contractSettingsOf(brand), next)) return this.#view(brand);
    await this.#brands.updateSettings(
      brand,
      (settings) => ({ ...settings, contracts: next }),
      async (trx, change) => {
        const before = (change.before as { contracts?: unknown }).contracts;
        const after = (change.after as { contracts?: unknown }).contracts;
        // Another node's change made them equal meanwhile: nothing changed, nothing to record.
        if (sameJson(before, after)) return;
        await recordAudit(trx, {
          merchantId: operator.merchantId,
          actorType: 'operator',
          actorId: String(operator.operatorId),
          action: 'settings.contracts',
          target: `brand:${brand.code}`,
          ip: client.ip,
          details: { before, after },
        });
      },
    );
    return this.#view(await this.#brand(operator));
  }
}

/**
 * GET /admin/api/settings/contracts (contracts.view: the offer dialog starts from the templates)
 * and PUT (settings.write); serve() refuses other operators before reading the request.
 */
export function registerContractSettingsRoutes(
  app: FastifyInstance,
  deps: { console: ContractSettingsConsole; operators: OperatorReader; checkResponses: boolean },
): void {
  const a = adminContractEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operators };
  serve(app, a.settings, options, ({ operator }) => deps.console.settings(operator));
  serve(app, a.setSettings, options, ({ operator, body, request }) =>
    deps.console.setSettings(operator, body, { ip: request.ip }),
  );
}
