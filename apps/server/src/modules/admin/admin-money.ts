import type { LanguageCode } from '@portal/contracts';
import { parseMoney } from '@portal/contracts';
import { adminEndpoints, adminPaymentsEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, validationError } from '../../platform/app-error.ts';
import { type AuditInTransaction, recordAudit } from '../../platform/audit.ts';
import { serve } from '../../platform/endpoint.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { parseInput } from '../../platform/validation.ts';
import type { Brand } from '../brands/brand.ts';
import { movePaymentMethod, paymentMethodsOf, updatePaymentMethod } from '../payments/payment-methods.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { AdminDeps } from './admin.routes.ts';
import type { OperatorContext } from './operator-auth.service.ts';
import { requireOperator } from './operator-guard.ts';
import { type ClaimSubject, PaymentClaims } from './payment-claims.ts';
import { PaymentQueues } from './payment-queues.ts';
import { paymentText } from './payment-texts.ts';

const ZUploadParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict();

/**
 * Deposit and withdrawal decisions; every one audited, and refused when another operator holds a
 * live claim on the row (checked and the claim dropped inside the decision's transaction).
 */
function moneyActions(deps: AdminDeps, claims: PaymentClaims) {
  const brandOf = async (operator: OperatorContext): Promise<Brand> => {
    const brand = await deps.brands.findByCode(operator.merchantCode);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  };
  /** The claim check and the entry, run by the service inside the transaction of the decision. */
  const audit =
    (
      operator: OperatorContext,
      subject: ClaimSubject,
      action: string,
      target: string,
      ip: string,
      details: Record<string, unknown>,
    ): AuditInTransaction =>
    async (trx, change) => {
      await claims.settle(trx, operator, subject, BigInt(target));
      await recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action,
        target,
        ip,
        details: { ...details, ...change },
      });
    };
  return {
    brandOf,
    async approveDeposit(operator: OperatorContext, id: string, ip: string) {
      return deps.deposits.approve(
        await brandOf(operator),
        id,
        operator.operatorId,
        audit(operator, 'deposit', 'deposit.approve', id, ip, {}),
      );
    },
    async rejectDeposit(operator: OperatorContext, id: string, reason: string | null, ip: string) {
      return deps.deposits.reject(
        await brandOf(operator),
        id,
        operator.operatorId,
        reason,
        audit(operator, 'deposit', 'deposit.reject', id, ip, { reason }),
      );
    },
    async approveWithdrawal(operator: OperatorContext, id: string, reference: string | null, ip: string) {
      return deps.withdrawals.approve(
        await brandOf(operator),
        id,
        operator.operatorId,
        reference,
        audit(operator, 'withdrawal', 'withdrawal.pay', id, ip, { reference }),
      );
    },
    async rejectWithdrawal(operator: OperatorContext, id: string, reason: string | null, ip: string) {
      return deps.withdrawals.reject(
        await brandOf(operator),
        id,
        operator.operatorId,
        reason,
        audit(operator, 'withdrawal', 'withdrawal.reject', id, ip, { reason }),
      );
    },
    async resolveWithdrawal(
      operator: OperatorContext,
      id: string,
      outcome: 'FULL_PAYMENT' | 'FORCED_RECEIPT' | 'REFUND',
      note: string | null,
      ip: string,
    ) {
      return deps.withdrawals.resolve(
        await brandOf(operator),
        id,
        operator.operatorId,
        outcome,
        note,
        audit(operator, 'withdrawal', `withdrawal.${outcome.toLowerCase()}`, id, ip, { note }),
      );
    },
  };
}

/** Each row decided on its own: what succeeded, and for the rest the code and its message. */
async function eachRow(
  ids: readonly string[],
  language: LanguageCode,
  decide: (id: string) => Promise<unknown>,
) {
  const results: { id: string; ok: boolean; code: string | null; message: string | null }[] = [];
  for (const id of ids) {
    try {
      await decide(id);
      results.push({ id, ok: true, code: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        id,
        ok: false,
        code: error.code,
        message: translate(language, error.code, error.params),
      });
    }
  }
  return { results };
}

/**
 * The operator API for money: the queues with player context, claims and bulk decisions
 * (/admin/api/payments/…), the single decisions (/admin/api/deposits, /admin/api/withdrawals),
 * the payment methods and limits, and the proof images the console shows.
 */
export function registerAdminMoney(app: FastifyInstance, deps: AdminDeps): void {
  const claims = new PaymentClaims(deps.db, deps.now);
  const queues = new PaymentQueues({
    db: deps.db,
    claims,
    deposits: deps.deposits,
    withdrawals: deps.withdrawals,
    now: deps.now,
  });
  const actions = moneyActions(deps, claims);
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  const language = (request: { language: string }) => request.language as LanguageCode;

  const m = adminEndpoints;
  serve(app, m.deposits, options, async ({ operator, query }) =>
    deps.deposits.listForOperator(await actions.brandOf(operator), query.status ?? null),
  );
  serve(app, m.approveDeposit, options, async ({ operator, params, request }) =>
    actions.approveDeposit(operator, params.id, request.ip),
  );
  serve(app, m.rejectDeposit, options, async ({ operator, params, body, request }) =>
    actions.rejectDeposit(operator, params.id, body.reason ?? null, request.ip),
  );
  serve(app, m.withdrawals, options, async ({ operator, query }) =>
    deps.withdrawals.listForOperator(await actions.brandOf(operator), query.status ?? null),
  );
  serve(app, m.approveWithdrawal, options, async ({ operator, params, body, request }) =>
    actions.approveWithdrawal(operator, params.id, body.reference ?? null, request.ip),
  );
  serve(app, m.rejectWithdrawal, options, async ({ operator, params, body, request }) =>
    actions.rejectWithdrawal(operator, params.id, body.reason ?? null, request.ip),
  );
  serve(app, m.resolveWithdrawal, options, async ({ operator, params, body, request }) =>
    actions.resolveWithdrawal(operator, params.id, body.outcome, body.note ?? null, request.ip),
  );

  const p = adminPaymentsEndpoints;
  serve(app, p.depositQueue, options, async ({ operator, query, request }) =>
    queues.deposits(operator, await actions.brandOf(operator), query, language(request)),
  );
  serve(app, p.deposit, options, async ({ operator, params }) =>
    queues.deposit(operator, await actions.brandOf(operator), params.id),
  );
  serve(app, p.withdrawalQueue, options, async ({ operator, query, request }) =>
    queues.withdrawals(operator, await actions.brandOf(operator), query, language(request)),
  );
  serve(app, p.withdrawal, options, async ({ operator, params }) =>
    queues.withdrawal(operator, await actions.brandOf(operator), params.id),
  );

  /** A claim only on a row that can still be decided (and is the brand's). */
  const decidable = async (operator: OperatorContext, subject: ClaimSubject, id: string) => {
    const brand = await actions.brandOf(operator);
    if (subject === 'deposit') {
      const d = await deps.deposits.get(brand, null, id);
      if (d.status !== 'AWAITING_REVIEW') throw new AppError('INVALID_STATE');
    } else {
      const w = await deps.withdrawals.get(brand, null, id);
      if (!['PENDING', 'PAID', 'DISPUTED'].includes(w.status)) throw new AppError('INVALID_STATE');
    }
  };
  serve(app, p.claimDeposit, options, async ({ operator, params, body, request }) => {
    await decidable(operator, 'deposit', params.id);
    return claims.claim(operator, 'deposit', BigInt(params.id), body.takeOver, request.ip);
  });
  serve(app, p.releaseDeposit, options, async ({ operator, params, request }) => {
    await claims.release(operator, 'deposit', BigInt(params.id), request.ip);
    return null;
  });
  serve(app, p.claimWithdrawal, options, async ({ operator, params, body, request }) => {
    await decidable(operator, 'withdrawal', params.id);
    return claims.claim(operator, 'withdrawal', BigInt(params.id), body.takeOver, request.ip);
  });
  serve(app, p.releaseWithdrawal, options, async ({ operator, params, request }) => {
    await claims.release(operator, 'withdrawal', BigInt(params.id), request.ip);
    return null;
  });

  serve(app, p.bulkDeposits, options, async ({ operator, body, request }) =>
    eachRow(body.ids, language(request), (id) =>
      body.action === 'approve'
        ? actions.approveDeposit(operator, id, request.ip)
        : actions.rejectDeposit(operator, id, body.reason ?? null, request.ip),
    ),
  );
  serve(app, p.bulkWithdrawals, options, async ({ operator, body, request }) =>
    eachRow(body.ids, language(request), (id) =>
      body.action === 'pay'
        ? actions.approveWithdrawal(operator, id, body.reference ?? null, request.ip)
        : actions.rejectWithdrawal(operator, id, body.reason ?? null, request.ip),
    ),
  );

  registerPaymentSettings(app, deps, actions.brandOf);

  /** A proof image for the console (fetched with the bearer token), payments.view. */
  app.get('/admin/uploads/:id', async (request, reply) => {
    const operator = await requireOperator(request, deps.operatorAuth, 'payments.view');
    const { id } = parseInput(ZUploadParams, request.params, request.language as LanguageCode);
    const file = await deps.uploads.read(await actions.brandOf(operator), id);
    if (!file) throw new AppError('NOT_FOUND');
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(file.data);
  });
}

/** The payment methods and limits screen: deposit methods (payments) and the brand's withdrawal limits. */
function registerPaymentSettings(
  app: FastifyInstance,
  deps: AdminDeps,
  brandOf: (operator: OperatorContext) => Promise<Brand>,
): void {
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  const p = adminPaymentsEndpoints;

  const state = async (brand: Brand) => {
    const methods = await paymentMethodsOf(deps.db, brand);
    const w = brand.settings.wallet;
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      methods: methods.map((m) => ({
        id: String(m.id),
        kind: m.kind,
        name: m.name,
        enabled: m.enabled,
        min: moneyText(brand, m.min_amount),
        max: moneyText(brand, m.max_amount),
        sort: m.sort,
      })),
      withdrawals: {
        min: moneyText(brand, BigInt(w.withdrawalMinMinor)),
        max: moneyText(brand, BigInt(w.withdrawalMaxMinor)),
        turnoverPercent: w.depositTurnoverPercent,
        perDay: w.withdrawalsPerDay,
      },
    };
  };
  /** A min/max pair in the brand's currency: each above zero, max not below min; field errors. */
  const limits = (brand: Brand, min: string, max: string, language: LanguageCode) => {
    const problems: { field: string; message: string }[] = [];
    const read = (field: 'min' | 'max', text: string) => {
      const minor = parseMoney(text.trim(), brand.currencyExponent);
      if (minor === null || minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) {
        problems.push({
          field,
          message: paymentText(language, 'amount', { decimals: brand.currencyExponent }),
        });
        return null;
      }
      return minor;
    };
    const lo = read('min', min);
    const hi = read('max', max);
    if (lo !== null && hi !== null && hi < lo)
      problems.push({ field: 'max', message: paymentText(language, 'minAboveMax') });
    if (problems.length > 0 || lo === null || hi === null) throw validationError(problems);
    return { min: lo, max: hi };
  };
  const audit =
    (operator: OperatorContext, action: string, ip: string): AuditInTransaction =>
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

  serve(app, p.methods, options, async ({ operator }) => state(await brandOf(operator)));
  serve(app, p.updateMethod, options, async ({ operator, params, body, request }) => {
    const brand = await brandOf(operator);
    const range = limits(brand, body.min, body.max, request.language as LanguageCode);
    await updatePaymentMethod(
      deps.db,
      brand,
      BigInt(params.id),
      { enabled: body.enabled, ...range },
      audit(operator, 'payment-method.update', request.ip),
    );
    return state(brand);
  });
  serve(app, p.moveMethod, options, async ({ operator, params, body, request }) => {
    const brand = await brandOf(operator);
    await movePaymentMethod(
      deps.db,
      brand,
      BigInt(params.id),
      body.direction,
      audit(operator, 'payment-method.move', request.ip),
    );
    return state(brand);
  });
  serve(app, p.withdrawalLimits, options, async ({ operator, body, request }) => {
    // Read afresh, so a change another node just made is not taken for "unchanged" (the write
    // itself applies to the row read under its lock: BrandService.updateSettings).
    deps.brands.invalidate();
    const brand = await brandOf(operator);
    const range = limits(brand, body.min, body.max, request.language as LanguageCode);
    const w = brand.settings.wallet;
    const unchanged =
      BigInt(w.withdrawalMinMinor) === range.min &&
      BigInt(w.withdrawalMaxMinor) === range.max &&
      w.depositTurnoverPercent === body.turnoverPercent;
    if (!unchanged) {
      await deps.brands.updateSettings(
        brand,
        (s) => ({
          ...s,
          wallet: {
            ...s.wallet,
            withdrawalMinMinor: Number(range.min),
            withdrawalMaxMinor: Number(range.max),
            depositTurnoverPercent: body.turnoverPercent,
          },
        }),
        (trx, change) => {
          const pick = (settings: unknown) => {
            const wallet = (settings as { wallet: typeof w }).wallet;
            return {
              withdrawalMin: moneyText(brand, BigInt(wallet.withdrawalMinMinor)),
              withdrawalMax: moneyText(brand, BigInt(wallet.withdrawalMaxMinor)),
              turnoverPercent: wallet.depositTurnoverPercent,
            };
          };
          return recordAudit(trx, {
            merchantId: operator.merchantId,
            actorType: 'operator',
            actorId: String(operator.operatorId),
            action: 'withdrawal-limits.update',
            target: brand.code,
            ip: request.ip,
            details: { before: pick(change.before), after: pick(change.after) },
          });
        },
      );
    }
    return state((await brandOf(operator)) as Brand);
  });
}
