import { PERMISSION_KEYS } from '@portal/contracts';
import { operatorSessionEndpoints } from '@portal/contracts/endpoints';
import { ZAnnouncementInput, ZBannerInput, ZMessageInput } from '@portal/contracts/schemas/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/envelope.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import { ZIdParams } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { AnnouncementService } from '../content/announcements.service.ts';
import type { BannerService } from '../content/banners.service.ts';
import type { FeedbackService } from '../content/feedback.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { findMemberByAccount } from '../member/members.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import type { UploadService } from '../payments/uploads.service.ts';
import type { WithdrawalService } from '../wallet/withdrawals.service.ts';
import type { OperatorAuthService, OperatorContext } from './operator-auth.service.ts';
import { operatorToken, requireOperator } from './operator-guard.ts';

const ZFeedbackQuery = z.object({ open: z.enum(['0', '1']).default('0') }).strict();

export interface AdminDeps {
  db: Db;
  config: AppConfig;
  brands: BrandService;
  operatorAuth: OperatorAuthService;
  /** The operator behind a request, for `serve()` (platform/operator-access.ts). */
  operatorReader: OperatorReader;
  checkResponses: boolean;
  announcements: AnnouncementService;
  banners: BannerService;
  inbox: InboxService;
  feedback: FeedbackService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  uploads: UploadService;
  now: () => Date;
}

/** Operator actions shared by the JSON API and the operator pages; every one is audited. */
export function adminActions(deps: AdminDeps) {
  const brandOfOperator = async (operator: OperatorContext): Promise<Brand> => {
    const brand = await deps.brands.findByCode(operator.merchantCode);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  };
  const audit = (
    operator: OperatorContext,
    action: string,
    target: string | null,
    ip: string,
    details: Record<string, unknown> = {},
  ) =>
    recordAudit(deps.db, {
      merchantId: operator.merchantId,
      actorType: 'operator',
      actorId: String(operator.operatorId),
      action,
      target,
      ip,
      details,
    });

  return {
    brandOfOperator,
    async createAnnouncement(
      operator: OperatorContext,
      input: z.infer<typeof ZAnnouncementInput>,
      ip: string,
    ) {
      const id = await deps.announcements.create(await brandOfOperator(operator), input, operator.operatorId);
      await audit(operator, 'announcement.create', id, ip, {
        type: input.type,
        language: input.language,
        title: input.title,
      });
      return id;
    },
    async removeAnnouncement(operator: OperatorContext, id: string, ip: string) {
      await deps.announcements.remove(await brandOfOperator(operator), id);
      await audit(operator, 'announcement.delete', id, ip);
    },
    async createBanner(operator: OperatorContext, input: z.infer<typeof ZBannerInput>, ip: string) {
      const id = await deps.banners.create(await brandOfOperator(operator), input);
      await audit(operator, 'banner.create', id, ip, { group: input.groupName, title: input.title });
      return id;
    },
    async removeBanner(operator: OperatorContext, id: string, ip: string) {
      await deps.banners.remove(await brandOfOperator(operator), id);
      await audit(operator, 'banner.delete', id, ip);
    },
    async sendMessage(operator: OperatorContext, input: z.infer<typeof ZMessageInput>, ip: string) {
      const brand = await brandOfOperator(operator);
      let memberId: bigint | null = null;
      if (input.account) {
        const member = await findMemberByAccount(deps.db, brand.id, input.account);
        if (!member) throw new AppError('NOT_FOUND');
        memberId = member.id;
      }
      const id = await deps.inbox.send({
        merchantId: brand.id,
        memberId,
        language: memberId ? null : input.language,
        kind: 'SYSTEM',
        title: input.title,
        content: input.content,
        createdBy: operator.operatorId,
      });
      await audit(operator, 'message.send', id, ip, {
        to: input.account ?? 'all',
        language: input.language,
        title: input.title,
      });
      return id;
    },
    async markFeedbackHandled(operator: OperatorContext, id: string, ip: string) {
      await deps.feedback.markHandled(await brandOfOperator(operator), id, operator.operatorId, deps.now());
      await audit(operator, 'feedback.handled', id, ip);
    },
  };
}

/**
 * The operator JSON API (/admin/api): sign-in with the mandatory second factor, announcements,
 * banners, messages and feedback. The operator console will be built on it; until then the
 * operator pages (admin.pages.ts) use the same actions. Bodies are JSON only; a write made with
 * the page cookie rather than a bearer token also needs the `x-csrf-token` header that the
 * sign-in and /admin/api/me answers carry (platform/csrf.ts).
 */
export function registerAdminApi(app: FastifyInstance, deps: AdminDeps): void {
  const actions = adminActions(deps);
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);
  const content = (request: FastifyRequest) => requireOperator(request, deps.operatorAuth, ['content']);
  const support = (request: FastifyRequest) => requireOperator(request, deps.operatorAuth, ['support']);
  const messaging = (request: FastifyRequest) =>
    requireOperator(request, deps.operatorAuth, ['content', 'support']);

  const e = operatorSessionEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  serve(app, e.login, { ...options, config: AUTH }, async ({ body, request }) =>
    deps.operatorAuth.login(body.merchant, body.username, body.password, request.ip),
  );
  serve(app, e.totp, { ...options, config: AUTH }, async ({ body, request }) => {
    const token = operatorToken(request);
    if (!token) throw new AppError('NOT_LOGGED_IN');
    await deps.operatorAuth.verifyTotp(token, body.code, request.ip);
    // The token for writes made with the page cookie instead of the bearer token (x-csrf-token).
    return { token, csrfToken: app.writeGuard.tokenFor(token) };
  });
  serve(app, e.logout, options, async ({ operator, request }) => {
    await deps.operatorAuth.logout(operator, request.ip);
    return null;
  });
  serve(app, e.me, options, async ({ operator, request }) => {
    const brand = await actions.brandOfOperator(operator);
    return {
      id: operator.operatorId,
      username: operator.username,
      displayName: operator.displayName,
      role: operator.role,
      merchant: operator.merchantCode,
      permissions: PERMISSION_KEYS.filter((key) => operator.permissions.has(key)),
      platformWide: operator.platformWide,
      brands: [{ code: brand.code, name: brand.name }],
      csrfToken: app.writeGuard.tokenFor(operatorToken(request) as string),
    };
  });

  app.get('/admin/api/announcements', async (request) => {
    const brand = await actions.brandOfOperator(await content(request));
    const rows = await deps.announcements.listAll(brand);
    return ok(rows.map((r) => ({ ...r, id: String(r.id) })));
  });
  app.post('/admin/api/announcements', async (request) => {
    const operator = await content(request);
    return ok({
      id: await actions.createAnnouncement(
        operator,
        parseInput(ZAnnouncementInput, request.body, request.language),
        request.ip,
      ),
    });
  });
  app.delete('/admin/api/announcements/:id', async (request) => {
    const operator = await content(request);
    await actions.removeAnnouncement(operator, parseInput(ZIdParams, request.params).id, request.ip);
    return ok(null);
  });

  app.get('/admin/api/banners', async (request) => {
    const brand = await actions.brandOfOperator(await content(request));
    const rows = await deps.banners.listAll(brand);
    return ok(rows.map((r) => ({ ...r, id: String(r.id) })));
  });
  app.post('/admin/api/banners', async (request) => {
    const operator = await content(request);
    return ok({
      id: await actions.createBanner(
        operator,
        parseInput(ZBannerInput, request.body, request.language),
        request.ip,
      ),
    });
  });
  app.delete('/admin/api/banners/:id', async (request) => {
    const operator = await content(request);
    await actions.removeBanner(operator, parseInput(ZIdParams, request.params).id, request.ip);
    return ok(null);
  });

  app.post('/admin/api/messages', async (request) => {
    const operator = await messaging(request);
    return ok({
      id: await actions.sendMessage(operator, parseInput(ZMessageInput, request.body), request.ip),
    });
  });

  app.get('/admin/api/feedback', async (request) => {
    const operator = await support(request);
    const { open } = parseInput(ZFeedbackQuery, request.query);
    const rows = await deps.feedback.list(await actions.brandOfOperator(operator), { open: open === '1' });
    return ok(
      rows.map((r) => ({
        ...r,
        id: String(r.id),
        member_id: r.member_id === null ? null : String(r.member_id),
      })),
    );
  });
  app.post('/admin/api/feedback/:id/handled', async (request) => {
    const operator = await support(request);
    await actions.markFeedbackHandled(operator, parseInput(ZIdParams, request.params).id, request.ip);
    return ok(null);
  });
}
