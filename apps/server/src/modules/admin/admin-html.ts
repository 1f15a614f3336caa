import type { OperatorPermission } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { escapeXml as e } from '../../platform/html.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { OperatorAuthService, OperatorContext } from './operator-auth.service.ts';
import { requireOperator } from './operator-guard.ts';

/** The look and frame of the stop-gap operator pages (no scripts; one nonce'd style element). */
const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#0f1115;color:#e8eaf0}
header{display:flex;gap:16px;align-items:center;padding:12px 24px;background:#161a22;border-bottom:1px solid #2c313c}header strong{margin-right:auto}
nav a{color:#c7d2fe;margin-right:14px;text-decoration:none;font-weight:600}nav a[aria-current=page]{color:#fff;border-bottom:2px solid #f5b301}
main{max-width:1100px;margin:0 auto;padding:24px}h1{font-size:22px;margin:0 0 16px}h2{font-size:17px;margin:0 0 10px}
section{background:#1a1d24;border:1px solid #2c313c;border-radius:12px;padding:16px;margin:0 0 18px}
label{display:grid;gap:4px;font-weight:600;font-size:14px}input,select,textarea{font:inherit;color:#e8eaf0;background:#0f1115;border:1px solid #3b4252;border-radius:8px;padding:8px 10px}
textarea{min-height:120px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}.wide{grid-column:1/-1}
button{font:inherit;font-weight:700;border:0;border-radius:8px;padding:8px 16px;background:#f5b301;color:#1a1200;cursor:pointer}button.secondary{background:#2c313c;color:#e8eaf0}
table{width:100%;border-collapse:collapse;font-size:14px}.table-scroll{overflow-x:auto}.table-scroll table{min-width:760px}
header{flex-wrap:wrap}@media (max-width:640px){main{padding:12px}header{padding:12px}}th,td{text-align:left;padding:8px;border-top:1px solid #2c313c;vertical-align:top}
.error{background:#3b1618;border:1px solid #7f1d1d;color:#fecaca;padding:10px 12px;border-radius:8px}.ok{background:#12311f;border:1px solid #166534;color:#bbf7d0;padding:10px 12px;border-radius:8px}
.inline{display:inline}.muted{color:#9ca3af}.card{max-width:420px;margin:10vh auto}.checks{display:flex;gap:12px;align-items:center}.checks label{display:flex;gap:6px;font-weight:500}
img.qr{background:#fff;padding:8px;border-radius:8px}code{background:#0f1115;padding:2px 6px;border-radius:6px}`;

export const form = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string>;
/** A datetime-local value, read as UTC. */
export const instant = (value: string | undefined) => (value ? new Date(`${value}:00Z`).toISOString() : null);

/** The operator pages and the roles that may use them (owners may use all). */
const ADMIN_PAGES: { href: string; label: string; permission: OperatorPermission }[] = [
  { href: '/admin/deposits', label: 'Deposits', permission: 'deposits.decide' },
  { href: '/admin/withdrawals', label: 'Withdrawals', permission: 'withdrawals.decide' },
];

function pagesFor(operator: OperatorContext) {
  return ADMIN_PAGES.filter((p) => operator.permissions.has(p.permission));
}

/** Where an operator lands after signing in: the first page their role may use. */
export function homePageFor(operator: OperatorContext): string {
  return pagesFor(operator)[0]?.href ?? '/admin';
}

/** Wide tables scroll sideways inside their section on narrow screens. */
const scrollTables = (html: string) =>
  html.replaceAll('<table>', '<div class="table-scroll"><table>').replaceAll('</table>', '</table></div>');

/**
 * Every form that posts carries the session's synchroniser token, which the write guard
 * (platform/csrf.ts) requires of cookie writes; added here so that no form can leave it out.
 */
const withCsrfField = (html: string, token: string | null) =>
  token
    ? html.replace(
        /<form\b([^>]*\bmethod="post"[^>]*)>/g,
        (_form, attributes: string) =>
          `<form${attributes}><input type="hidden" name="_csrf" value="${e(token)}">`,
      )
    : html;

export function page(
  reply: FastifyReply,
  title: string,
  body: string,
  operator: OperatorContext | null,
  active = '',
) {
  const link = (href: string, label: string) =>
    `<a href="${href}"${active === href ? ' aria-current="page"' : ''}>${label}</a>`;
  const header = operator
    ? `<header><strong>${e(operator.merchantCode)} operations</strong><nav>${pagesFor(operator)
        .map((p) => link(p.href, p.label))
        .join('')}</nav>
<span class="muted">${e(operator.displayName)} (${e(operator.role)})</span><form class="inline" method="post" action="/admin/logout"><button class="secondary">Sign out</button></form></header>`
    : '';
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title>
<style nonce="${reply.cspNonce.style}">${STYLE}</style></head><body>${withCsrfField(`${header}<main>${scrollTables(body)}</main>`, reply.request.csrfToken)}</body></html>`);
}

export const notice = (message: string | undefined, kind: 'error' | 'ok' = 'error') =>
  message ? `<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${e(message)}</p>` : '';
export const when = (d: Date | null) => (d ? e(d.toISOString().replace('T', ' ').slice(0, 16)) : '—');

export const errorText = (error: unknown) =>
  error instanceof AppError ? translate('en', error.code, error.params) : 'Something went wrong.';

/** Field problems as one line (the pages show them above the form). */
export const fieldText = (error: unknown) => {
  if (error instanceof AppError && (error.code === 'VALIDATION_ERROR' || error.code === 'UNKNOWN_FIELD')) {
    const fields = (error.value as { fields: { field: string; message: string }[] }).fields;
    return fields.map((f) => `${f.field}: ${f.message}`).join(' ');
  }
  return errorText(error);
};

/**
 * The stop-gap pages' own sign-in (their cookie session), until the console (served at /admin)
 * covers the last of them; the console signs in at /admin/login with the bearer token.
 */
export const STOP_GAP_SIGN_IN = '/admin/pages/login';

/** The operator of a page, or a redirect to sign-in (null) when there is none. */
export function pageGuard(auth: OperatorAuthService) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    roles: Parameters<typeof requireOperator>[2],
  ) => {
    try {
      return await requireOperator(request, auth, roles);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_LOGGED_IN') {
        reply.redirect(STOP_GAP_SIGN_IN, 303);
        return null;
      }
      throw error;
    }
  };
}
