import { adminEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { type AuditInTransaction, recordAudit } from '../../platform/audit.ts';
import { FORM_BODIES } from '../../platform/csrf.ts';
import { serve } from '../../platform/endpoint.ts';
import { escapeXml as e } from '../../platform/html.ts';
import { ZIdParams } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { Brand } from '../brands/brand.ts';
import type { AdminDeps } from './admin.routes.ts';
import { errorText, form, notice, page, pageGuard } from './admin-html.ts';
import type { OperatorContext } from './operator-auth.service.ts';
import { requireOperator } from './operator-guard.ts';

const ZUploadParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict();

/** Deposit and withdrawal decisions, shared by the JSON API and the pages; every one audited. */
function moneyActions(deps: AdminDeps) {
  const brandOf = async (operator: OperatorContext): Promise<Brand> => {
    const brand = await deps.brands.findByCode(operator.merchantCode);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  };
  /** The entry, written by the service inside the transaction of the decision. */
  const audit =
    (
      operator: OperatorContext,
      action: string,
      target: string,
      ip: string,
      details: Record<string, unknown>,
    ): AuditInTransaction =>
    (trx, change) =>
      recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action,
        target,
        ip,
        details: { ...details, ...change },
      });
  return {
    brandOf,
    async approveDeposit(operator: OperatorContext, id: string, ip: string) {
      return deps.deposits.approve(
        await brandOf(operator),
        id,
        operator.operatorId,
        audit(operator, 'deposit.approve', id, ip, {}),
      );
    },
    async rejectDeposit(operator: OperatorContext, id: string, reason: string | null, ip: string) {
      return deps.deposits.reject(
        await brandOf(operator),
        id,
        operator.operatorId,
        reason,
        audit(operator, 'deposit.reject', id, ip, { reason }),
      );
    },
    async approveWithdrawal(operator: OperatorContext, id: string, reference: string | null, ip: string) {
      return deps.withdrawals.approve(
        await brandOf(operator),
        id,
        operator.operatorId,
        reference,
        audit(operator, 'withdrawal.pay', id, ip, { reference }),
      );
    },
    async rejectWithdrawal(operator: OperatorContext, id: string, reason: string | null, ip: string) {
      return deps.withdrawals.reject(
        await brandOf(operator),
        id,
        operator.operatorId,
        reason,
        audit(operator, 'withdrawal.reject', id, ip, { reason }),
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
        audit(operator, `withdrawal.${outcome.toLowerCase()}`, id, ip, { note }),
      );
    },
  };
}

/** The operator API for money (/admin/api/deposits, /admin/api/withdrawals) and its pages. */
export function registerAdminMoney(app: FastifyInstance, deps: AdminDeps): void {
  const actions = moneyActions(deps);

  const m = adminEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
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

  /** A proof image, for the brand's finance operators only. */
  app.get('/admin/uploads/:id', async (request, reply) => {
    const operator = await requireOperator(request, deps.operatorAuth, 'payments.view');
    const { id } = parseInput(ZUploadParams, request.params);
    const file = await deps.uploads.read(await actions.brandOf(operator), id);
    if (!file) throw new AppError('NOT_FOUND');
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(file.data);
  });

  registerMoneyPages(app, deps, actions);
}

function registerMoneyPages(
  app: FastifyInstance,
  deps: AdminDeps,
  actions: ReturnType<typeof moneyActions>,
): void {
  const guard = pageGuard(deps.operatorAuth);
  const proofs = (ids: string[]) =>
    ids.length === 0
      ? '<span class="muted">none</span>'
      : ids
          .map(
            (id, i) => `<a href="/admin/uploads/${e(id)}" target="_blank" rel="noopener">proof ${i + 1}</a>`,
          )
          .join(' ');
  const button = (
    action: string,
    label: string,
    field?: { name: string; placeholder: string },
    secondary = false,
  ) =>
    `<form class="inline" method="post" action="${e(action)}">${
      field
        ? `<input name="${field.name}" placeholder="${e(field.placeholder)}" maxlength="200" aria-label="${e(field.placeholder)}"> `
        : ''
    }<button${secondary ? ' class="secondary"' : ''}>${e(label)}</button></form>`;

  const depositsPage = async (
    reply: FastifyReply,
    operator: OperatorContext,
    message?: { ok?: string; error?: string },
  ) => {
    const brand = await actions.brandOf(operator);
    const waiting = await deps.deposits.listForOperator(brand, 'AWAITING_REVIEW');
    const recent = await deps.deposits.listForOperator(brand, null, 30);
    const rows = (list: typeof waiting, withActions: boolean) =>
      list
        .map(
          (
            d,
          ) => `<tr><td>${e(d.id)}</td><td>${e(d.account)}</td><td>${e(d.method)}</td><td>${e(d.amount)} ${e(brand.currency)}</td>
<td>${e(d.reference ?? '')}</td><td>${proofs(d.proofIds)}</td><td>${e(d.status)}</td><td>${e(d.createdAt.replace('T', ' ').slice(0, 16))}</td>
<td>${withActions ? `${button(`/admin/deposits/${d.id}/approve`, 'Approve')} ${button(`/admin/deposits/${d.id}/reject`, 'Reject', { name: 'reason', placeholder: 'Reason shown to the player' }, true)}` : ''}</td></tr>`,
        )
        .join('');
    const head =
      '<tr><th>Id</th><th>Account</th><th>Method</th><th>Amount</th><th>Reference</th><th>Proof</th><th>Status</th><th>Created (UTC)</th><th></th></tr>';
    return page(
      reply,
      'Deposits',
      `<h1>Deposits</h1>${notice(message?.ok, 'ok')}${notice(message?.error)}
<section><h2>Bank transfers to review</h2>${waiting.length ? `<table>${head}${rows(waiting, true)}</table>` : '<p class="muted">Nothing to review.</p>'}</section>
<section><h2>Latest deposits</h2><table>${head}${rows(recent, false)}</table></section>`,
      operator,
      '/admin/deposits',
    );
  };

  const withdrawalsPage = async (
    reply: FastifyReply,
    operator: OperatorContext,
    message?: { ok?: string; error?: string },
  ) => {
    const brand = await actions.brandOf(operator);
    const list = await deps.withdrawals.listForOperator(brand, null, 60);
    const actionsFor = (w: (typeof list)[number]) => {
      if (w.status === 'PENDING') {
        return `${button(`/admin/withdrawals/${w.id}/approve`, 'Paid', { name: 'reference', placeholder: 'Bank reference' })} ${button(`/admin/withdrawals/${w.id}/reject`, 'Reject', { name: 'reason', placeholder: 'Reason shown to the player' }, true)}`;
      }
      if (w.status === 'DISPUTED') {
        return `${button(`/admin/withdrawals/${w.id}/resolve/FULL_PAYMENT`, 'Full payment', { name: 'note', placeholder: 'Evidence of payment' })} ${button(`/admin/withdrawals/${w.id}/resolve/FORCED_RECEIPT`, 'Force receipt', undefined, true)} ${button(`/admin/withdrawals/${w.id}/resolve/REFUND`, 'Refund to player', { name: 'note', placeholder: 'Why' }, true)}`;
      }
      if (w.status === 'PAID')
        return button(`/admin/withdrawals/${w.id}/resolve/FORCED_RECEIPT`, 'Force receipt', undefined, true);
      return '';
    };
    const rows = list
      .map(
        (
          w,
        ) => `<tr><td>${e(w.id)}</td><td>${e(w.account)}</td><td>${e(w.amount)} ${e(brand.currency)}</td><td>${e(w.bank)}<br><span class="muted">${e(w.accountName)}</span></td>
<td>${e(w.status)}${w.confirmation ? `<br><span class="muted">${e(w.confirmation)}</span>` : ''}</td><td>${proofs(w.proofIds)}</td><td>${e(w.createdAt.replace('T', ' ').slice(0, 16))}</td><td>${actionsFor(w)}</td></tr>`,
      )
      .join('');
    return page(
      reply,
      'Withdrawals',
      `<h1>Withdrawals</h1>${notice(message?.ok, 'ok')}${notice(message?.error)}
<section><p class="muted">Pay a pending withdrawal from the brand's bank, then mark it paid with the bank reference. A paid withdrawal counts as received after ${brand.settings.wallet.autoConfirmMinutes} minutes unless the player disputes it.</p>
<table><tr><th>Id</th><th>Account</th><th>Amount</th><th>Bank</th><th>Status</th><th>Proof</th><th>Requested (UTC)</th><th></th></tr>${rows}</table></section>`,
      operator,
      '/admin/withdrawals',
    );
  };

  app.get('/admin/deposits', async (request, reply) => {
    const operator = await guard(request, reply, 'deposits.decide');
    return operator ? depositsPage(reply, operator) : reply;
  });
  app.get('/admin/withdrawals', async (request, reply) => {
    const operator = await guard(request, reply, 'withdrawals.decide');
    return operator ? withdrawalsPage(reply, operator) : reply;
  });

  const decide = (
    path: string,
    render: typeof depositsPage,
    act: (operator: OperatorContext, id: string, f: Record<string, string>, ip: string) => Promise<unknown>,
    done: string,
  ) =>
    app.post(path, { config: { acceptBodies: FORM_BODIES } }, async (request, reply) => {
      const permission = path.startsWith('/admin/deposits') ? 'deposits.decide' : 'withdrawals.decide';
      const operator = await guard(request, reply, permission);
      if (!operator) return reply;
      const { id } = parseInput(ZIdParams, request.params);
      try {
        await act(operator, id, form(request), request.ip);
        return render(reply, operator, { ok: `${done} (${id}).` });
      } catch (error) {
        return render(reply.status(error instanceof AppError ? error.status : 500), operator, {
          error: errorText(error),
        });
      }
    });
  const text = (value: string | undefined) => (value?.trim() ? value.trim().slice(0, 200) : null);

  decide(
    '/admin/deposits/:id/approve',
    depositsPage,
    (o, id, _f, ip) => actions.approveDeposit(o, id, ip),
    'Deposit credited',
  );
  decide(
    '/admin/deposits/:id/reject',
    depositsPage,
    (o, id, f, ip) => actions.rejectDeposit(o, id, text(f.reason), ip),
    'Deposit rejected',
  );
  decide(
    '/admin/withdrawals/:id/approve',
    withdrawalsPage,
    (o, id, f, ip) => actions.approveWithdrawal(o, id, text(f.reference), ip),
    'Withdrawal marked paid',
  );
  decide(
    '/admin/withdrawals/:id/reject',
    withdrawalsPage,
    (o, id, f, ip) => actions.rejectWithdrawal(o, id, text(f.reason), ip),
    'Withdrawal rejected',
  );
  for (const outcome of ['FULL_PAYMENT', 'FORCED_RECEIPT', 'REFUND'] as const) {
    decide(
      `/admin/withdrawals/:id/resolve/${outcome}`,
      withdrawalsPage,
      (o, id, f, ip) => actions.resolveWithdrawal(o, id, outcome, text(f.note), ip),
      `Withdrawal ${outcome.toLowerCase().replace('_', ' ')}`,
    );
  }
}
