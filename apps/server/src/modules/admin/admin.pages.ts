import { BANNER_GROUPS, LANGUAGE_CODES, LINKAGE_TYPES } from '@portal/contracts';
import { ZBannerInput, ZMessageInput } from '@portal/contracts/schemas/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { FORM_BODIES } from '../../platform/csrf.ts';
import { escapeXml as e } from '../../platform/html.ts';
import { ZIdParams } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AdminDeps, adminActions } from './admin.routes.ts';
import {
  errorText,
  fieldText,
  form,
  homePageFor,
  notice,
  page,
  pageGuard,
  STOP_GAP_SIGN_IN,
  when,
} from './admin-html.ts';
import type { OperatorContext } from './operator-auth.service.ts';
import { OPERATOR_COOKIE, operatorToken } from './operator-guard.ts';

const ZLoginForm = z
  .object({
    merchant: z.string().trim().toUpperCase().max(16),
    username: z.string().max(64),
    password: z.string().max(255),
  })
  .strict();
const ZCodeForm = z.object({ code: z.string().trim().max(12) }).strict();

/**
 * The minimal operator pages (until the operator console): sign in with the authenticator, write
 * banners and messages, read and close feedback (announcements are the console's). No scripts; the session cookie is
 * HttpOnly and SameSite=Strict, and the write guard (platform/csrf.ts) refuses a post that carries
 * it without the page's origin and its `_csrf` field (page() adds the field to every form).
 */
export function registerAdminPages(app: FastifyInstance, deps: AdminDeps): void {
  const actions = adminActions(deps);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.isProduction,
    path: '/admin',
  };
  const guard = pageGuard(deps.operatorAuth);
  const loginPage = (reply: FastifyReply, message?: string, merchant = '') =>
    page(
      reply,
      'Operator sign-in',
      `<div class="card"><section><h1>Operator sign-in</h1>${notice(message)}<form method="post" action="/admin/login" class="grid">
<label class="wide">Brand code<input name="merchant" value="${e(merchant)}" required autocomplete="organization" maxlength="16"></label>
<label class="wide">Username<input name="username" required autocomplete="username" maxlength="64"></label>
<label class="wide">Password<input name="password" type="password" required autocomplete="current-password" maxlength="255"></label>
<button class="wide">Continue</button></form></section></div>`,
      null,
    );
  const totpPage = (
    reply: FastifyReply,
    enrol: { secret: string; qrImage: string } | null,
    message?: string,
  ) =>
    page(
      reply,
      'Authenticator code',
      `<div class="card"><section><h1>${enrol ? 'Set up your authenticator' : 'Authenticator code'}</h1>${notice(message)}
${enrol ? `<p>Scan this code with an authenticator app (or type the key), then enter the 6-digit code it shows. Operators always sign in with it.</p><p><img class="qr" src="${enrol.qrImage}" alt="QR code for your authenticator app" width="180" height="180"></p><p>Key: <code>${e(enrol.secret)}</code></p>` : '<p>Enter the 6-digit code from your authenticator app.</p>'}
<form method="post" action="/admin/totp" class="grid"><label class="wide">Code<input name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6"></label><button class="wide">Sign in</button></form></section></div>`,
      null,
    );

  const start = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = operatorToken(request);
    const operator = token ? await deps.operatorAuth.resolve(token) : null;
    if (operator) return reply.redirect(homePageFor(operator), 303);
    return loginPage(reply);
  };
  app.get(STOP_GAP_SIGN_IN, start);

  const signInConfig = {
    rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 },
    acceptBodies: FORM_BODIES,
  };
  app.post('/admin/login', { config: signInConfig }, async (request, reply) => {
    // Usually no session cookie yet, so the guard has nothing to check; a sign-in started by
    // another site is refused all the same.
    await app.writeGuard.assertOwnOrigin(request);
    const input = parseInput(ZLoginForm, form(request));
    try {
      const step = await deps.operatorAuth.login(input.merchant, input.username, input.password, request.ip);
      reply.setCookie(OPERATOR_COOKIE, step.token, { ...cookieOptions, maxAge: 300 });
      // The code form belongs to the new session, so it carries that session's token.
      request.csrfToken = app.writeGuard.tokenFor(step.token);
      return totpPage(reply, step.stage === 'enrol' ? { secret: step.secret, qrImage: step.qrImage } : null);
    } catch (error) {
      return loginPage(
        reply.status(error instanceof AppError ? error.status : 500),
        errorText(error),
        input.merchant,
      );
    }
  });

  app.post('/admin/totp', { config: signInConfig }, async (request, reply) => {
    const { code } = parseInput(ZCodeForm, form(request));
    const token = operatorToken(request);
    if (!token) return reply.redirect(STOP_GAP_SIGN_IN, 303);
    try {
      await deps.operatorAuth.verifyTotp(token, code, request.ip);
      reply.setCookie(OPERATOR_COOKIE, token, { ...cookieOptions, maxAge: 8 * 3600 });
      const operator = await deps.operatorAuth.resolve(token);
      return reply.redirect(operator ? homePageFor(operator) : STOP_GAP_SIGN_IN, 303);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_LOGGED_IN')
        return loginPage(reply.status(401), errorText(error));
      return totpPage(reply.status(400), await deps.operatorAuth.pendingEnrolment(token), errorText(error));
    }
  });

  app.post('/admin/logout', { config: { acceptBodies: FORM_BODIES } }, async (request, reply) => {
    const token = operatorToken(request);
    const operator = token ? await deps.operatorAuth.resolve(token) : null;
    if (operator) await deps.operatorAuth.logout(operator, request.ip);
    reply.clearCookie(OPERATOR_COOKIE, { path: '/admin' });
    return reply.redirect(STOP_GAP_SIGN_IN, 303);
  });

  // Banners.
  const bannersPage = async (
    _request: FastifyRequest,
    reply: FastifyReply,
    operator: OperatorContext,
    flash?: { ok?: string; error?: string },
  ) => {
    const brand = await actions.brandOfOperator(operator);
    const rows = await deps.banners.listAll(brand);
    const options = (values: readonly string[], blank = false) =>
      `${blank ? '<option value="">all</option>' : ''}${values.map((v) => `<option>${e(v)}</option>`).join('')}`;
    const list = rows
      .map(
        (
          r,
        ) => `<tr><td><img src="${e(r.image_url ?? `/wps/content/banners/${r.id}.svg?m=${brand.code}`)}" alt="" width="150"></td><td>${e(r.group_name)}</td><td>${e(r.language ?? 'all')}</td><td>${e(r.title)}<br><span class="muted">${e(r.subtitle ?? '')}</span></td><td>${e(r.linkage_type)} ${e(r.linkage_value ?? '')}</td>
<td><form class="inline" method="post" action="/admin/banners/${r.id}/delete"><button class="secondary">Delete</button></form></td></tr>`,
      )
      .join('');
    return page(
      reply,
      'Banners',
      `<h1>Banners</h1>${notice(flash?.error)}${notice(flash?.ok, 'ok')}
<section><h2>New banner</h2><form method="post" action="/admin/banners" class="grid">
<label>Group<select name="groupName">${options(BANNER_GROUPS)}</select></label><label>Language<select name="language">${options(LANGUAGE_CODES, true)}</select></label>
<label>Links to<select name="linkageType">${options(LINKAGE_TYPES)}</select></label><label>Link value (URL, path or id)<input name="linkageValue" maxlength="500"></label>
<label class="wide">Title<input name="title" required maxlength="80"></label><label class="wide">Subtitle<input name="subtitle" maxlength="140"></label>
<label class="wide">Image URL (https, optional: without one the brand's artwork is drawn)<input name="imageUrl" type="url" maxlength="500"></label>
<button class="wide">Add banner</button></form></section><section><h2>Banners</h2><table><tr><th></th><th>Group</th><th>Lang</th><th>Title</th><th>Link</th><th></th></tr>${list}</table></section>`,
      operator,
      '/admin/banners',
    );
  };
  app.get('/admin/banners', async (request, reply) => {
    const operator = await guard(request, reply, 'content.write');
    return operator ? bannersPage(request, reply, operator) : reply;
  });
  app.post('/admin/banners', { config: { acceptBodies: FORM_BODIES } }, async (request, reply) => {
    const operator = await guard(request, reply, 'content.write');
    if (!operator) return reply;
    const f = form(request);
    try {
      const input = parseInput(ZBannerInput, {
        groupName: f.groupName,
        language: f.language || null,
        title: f.title ?? '',
        subtitle: f.subtitle || null,
        imageUrl: f.imageUrl || null,
        linkageType: f.linkageType,
        linkageValue: f.linkageValue || null,
      });
      await actions.createBanner(operator, input, request.ip);
      return bannersPage(request, reply, operator, { ok: 'Banner added.' });
    } catch (error) {
      return bannersPage(request, reply.status(400), operator, { error: fieldText(error) });
    }
  });
  app.post('/admin/banners/:id/delete', { config: { acceptBodies: FORM_BODIES } }, async (request, reply) => {
    const operator = await guard(request, reply, 'content.write');
    if (!operator) return reply;
    await actions.removeBanner(operator, parseInput(ZIdParams, request.params).id, request.ip);
    return reply.redirect('/admin/banners', 303);
  });

  // Messages.
  const messagesPage = (
    reply: FastifyReply,
    operator: OperatorContext,
    flash?: { ok?: string; error?: string },
  ) =>
    page(
      reply,
      'Messages',
      `<h1>Messages</h1>${notice(flash?.error)}${notice(flash?.ok, 'ok')}<section><h2>Send to the inbox</h2><form method="post" action="/admin/messages" class="grid">
<label>Account (empty: every member)<input name="account" maxlength="64"></label><label>Language (broadcasts)<select name="language"><option value="">all</option>${LANGUAGE_CODES.map((l) => `<option>${l}</option>`).join('')}</select></label>
<label class="wide">Title<input name="title" required maxlength="200"></label><label class="wide">Message<textarea name="content" maxlength="10000"></textarea></label><button class="wide">Send</button></form>
<p class="muted">Members see it in their inbox at once, with the unread badge.</p></section>`,
      operator,
      '/admin/messages',
    );
  app.get('/admin/messages', async (request, reply) => {
    const operator = await guard(request, reply, 'members.message');
    return operator ? messagesPage(reply, operator) : reply;
  });
  app.post('/admin/messages', { config: { acceptBodies: FORM_BODIES } }, async (request, reply) => {
    const operator = await guard(request, reply, 'members.message');
    if (!operator) return reply;
    const f = form(request);
    try {
      const input = parseInput(ZMessageInput, {
        account: f.account || null,
        language: f.language || null,
        title: f.title ?? '',
        content: f.content ?? '',
      });
      await actions.sendMessage(operator, input, request.ip);
      return messagesPage(reply, operator, {
        ok: input.account ? `Sent to ${input.account}.` : 'Sent to every member.',
      });
    } catch (error) {
      return messagesPage(reply.status(400), operator, { error: fieldText(error) });
    }
  });

  // Feedback.
  const TYPES: Record<number, string> = {
    1: 'Deposit',
    2: 'Withdrawal',
    3: 'Game',
    4: 'Customer service',
    6: 'Apply agent',
    0: 'Other',
  };
  app.get('/admin/feedback', async (request, reply) => {
    const operator = await guard(request, reply, 'feedback.handle');
    if (!operator) return reply;
    const rows = await deps.feedback.list(await actions.brandOfOperator(operator));
    const list = rows
      .map(
        (
          r,
        ) => `<tr><td>${when(r.created_at)}</td><td>${e(TYPES[r.type] ?? String(r.type))}</td><td>${e(r.sender)}</td><td>${e(r.content)}</td>
<td>${r.handled_at ? `handled ${when(r.handled_at)}` : `<form class="inline" method="post" action="/admin/feedback/${r.id}/handled"><button class="secondary">Mark handled</button></form>`}</td></tr>`,
      )
      .join('');
    return page(
      reply,
      'Feedback',
      `<h1>Feedback</h1><section><table><tr><th>Received (UTC)</th><th>Type</th><th>From</th><th>Message</th><th></th></tr>${list || '<tr><td colspan="5" class="muted">No feedback yet.</td></tr>'}</table></section>`,
      operator,
      '/admin/feedback',
    );
  });
  app.post(
    '/admin/feedback/:id/handled',
    { config: { acceptBodies: FORM_BODIES } },
    async (request, reply) => {
      const operator = await guard(request, reply, 'feedback.handle');
      if (!operator) return reply;
      await actions.markFeedbackHandled(operator, parseInput(ZIdParams, request.params).id, request.ip);
      return reply.redirect('/admin/feedback', 303);
    },
  );
}
