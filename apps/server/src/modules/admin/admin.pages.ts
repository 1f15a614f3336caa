import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { FORM_BODIES } from '../../platform/csrf.ts';
import { escapeXml as e } from '../../platform/html.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AdminDeps } from './admin.routes.ts';
import { errorText, form, homePageFor, notice, page, STOP_GAP_SIGN_IN } from './admin-html.ts';
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
 * The minimal operator pages (until the operator console): sign in with the authenticator (the
 * content screens are the console's). No scripts; the session cookie is
 * HttpOnly and SameSite=Strict, and the write guard (platform/csrf.ts) refuses a post that carries
 * it without the page's origin and its `_csrf` field (page() adds the field to every form).
 */
export function registerAdminPages(app: FastifyInstance, deps: AdminDeps): void {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.isProduction,
    path: '/admin',
  };
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
}
