import { AGENT_TYPES, PERMISSION_KEYS } from '@portal/contracts';
import {
  adminEndpoints,
  operatorAccountEndpoints,
  operatorSessionEndpoints,
} from '@portal/contracts/endpoints';
import type { ZAnnouncementInput, ZBannerInput, ZMessageInput } from '@portal/contracts/schemas/content';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type AuditInTransaction, recordAudit } from '../../platform/audit.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { AnnouncementService } from '../content/announcements.service.ts';
import type { BannerService } from '../content/banners.service.ts';
import type { FeedbackService } from '../content/feedback.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { findMemberByAccount, membersPage } from '../member/members.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import type { UploadService } from '../payments/uploads.service.ts';
import type { WithdrawalService } from '../wallet/withdrawals.service.ts';
import { announcementView, bannerView } from './admin-content.ts';
import type { OperatorAuthService, OperatorContext } from './operator-auth.service.ts';
import { operatorToken } from './operator-guard.ts';
import { switchSessionBrand } from './operators.repository.ts';

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

/** The ids of the brand's agents (members of the AGENT_TYPES), through the member module's search. */
async function agentIdsOf(db: Db, merchantId: number): Promise<bigint[]> {
  const search = { merchantId, types: AGENT_TYPES, sort: 'createdAt', order: 'asc' } as const;
  const ids: bigint[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await membersPage(db, search, { offset, limit: 1000 });
    ids.push(...page.map((m) => m.id));
    if (page.length < 1000) return ids;
  }
}

/** Operator actions shared by the JSON API and the operator pages; every one is audited. */
export function adminActions(deps: AdminDeps) {
  const brandOfOperator = async (operator: OperatorContext): Promise<Brand> => {
    const brand = await deps.brands.findByCode(operator.merchantCode);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  };
  /** The entry, written by the service inside the transaction of the change. */
  const audit =
    (
      operator: OperatorContext,
      action: string,
      ip: string,
      details: Record<string, unknown> = {},
    ): AuditInTransaction =>
    (trx, change) =>
      recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action,
        target: change.id ?? null,
        ip,
        details: { ...details, before: change.before, after: change.after },
      });

  return {
    brandOfOperator,
    /** The audit hook of an operator's change, for a service to call in its transaction. */
    auditOf: audit,
    async createAnnouncement(
      operator: OperatorContext,
      input: z.infer<typeof ZAnnouncementInput>,
      ip: string,
    ) {
      return deps.announcements.create(
        await brandOfOperator(operator),
        input,
        operator.operatorId,
        audit(operator, 'announcement.create', ip),
      );
    },
    async removeAnnouncement(operator: OperatorContext, id: string, ip: string) {
      await deps.announcements.remove(
        await brandOfOperator(operator),
        id,
        audit(operator, 'announcement.delete', ip),
      );
    },
    async createBanner(operator: OperatorContext, input: z.infer<typeof ZBannerInput>, ip: string) {
      return deps.banners.create(
        await brandOfOperator(operator),
        input,
        audit(operator, 'banner.create', ip),
      );
    },
    async removeBanner(operator: OperatorContext, id: string, ip: string) {
      await deps.banners.remove(await brandOfOperator(operator), id, audit(operator, 'banner.delete', ip));
    },
    async sendMessage(operator: OperatorContext, input: z.infer<typeof ZMessageInput>, ip: string) {
      const brand = await brandOfOperator(operator);
      if (input.segment === 'agents') {
        // The inbox has no broadcast to a segment: every agent gets a copy of their own.
        const agents = await agentIdsOf(deps.db, brand.id);
        if (agents.length === 0) throw new AppError('NOT_FOUND');
        const [first] = await deps.inbox.sendToEach(
          {
            merchantId: brand.id,
            kind: 'SYSTEM',
            title: input.title,
            content: input.content,
            createdBy: operator.operatorId,
          },
          agents,
          audit(operator, 'message.send', ip, { segment: 'agents', recipients: agents.length }),
          'agents',
        );
        return first as string;
      }
      let memberId: bigint | null = null;
      if (input.account) {
        const member = await findMemberByAccount(deps.db, brand.id, input.account);
        if (!member) throw new AppError('NOT_FOUND');
        memberId = member.id;
      }
      return deps.inbox.send(
        {
          merchantId: brand.id,
          memberId,
          language: memberId ? null : input.language,
          kind: 'SYSTEM',
          title: input.title,
          content: input.content,
          createdBy: operator.operatorId,
        },
        audit(operator, 'message.send', ip, { account: input.account ?? null, language: input.language }),
      );
    },
    async markFeedbackHandled(operator: OperatorContext, id: string, ip: string) {
      await deps.feedback.markHandled(
        await brandOfOperator(operator),
        id,
        operator.operatorId,
        deps.now(),
        audit(operator, 'feedback.handled', ip),
      );
    },
  };
}

/**
 * The operator JSON API (/admin/api): sign-in with the mandatory second factor, announcements,
 * banners, messages and feedback, for the operator console. Bodies are JSON only, and the
 * operator is known by the bearer token alone (operator-guard.ts): no cookie is a credential here.
 */
export function registerAdminApi(app: FastifyInstance, deps: AdminDeps): void {
  const actions = adminActions(deps);
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);

  const e = operatorSessionEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  serve(app, e.login, { ...options, config: AUTH }, async ({ body, request }) =>
    deps.operatorAuth.login(
      body.merchant,
      body.username,
      body.password,
      request.ip,
      request.headers['user-agent'] ?? null,
    ),
  );
  serve(app, e.totp, { ...options, config: AUTH }, async ({ body, request }) => {
    const token = operatorToken(request);
    if (!token) throw new AppError('NOT_LOGGED_IN');
    const done = await deps.operatorAuth.verifyTotp(token, body.code, request.ip);
    return { token, ...done };
  });
  serve(app, e.logout, options, async ({ operator, request }) => {
    await deps.operatorAuth.logout(operator, request.ip);
    return null;
  });
  const meOf = async (operator: OperatorContext) => {
    const brand = await actions.brandOfOperator(operator);
    // A platform-wide operator may switch to any brand; everyone else has their own.
    const brands = operator.platformWide
      ? (await Promise.all((await deps.brands.codes()).map((code) => deps.brands.findByCode(code)))).flatMap(
          (b) => (b ? [{ code: b.code, name: b.name }] : []),
        )
      : [{ code: brand.code, name: brand.name }];
    return {
      id: operator.operatorId,
      username: operator.username,
      displayName: operator.displayName,
      role: operator.role,
      merchant: operator.merchantCode,
      permissions: PERMISSION_KEYS.filter((key) => operator.permissions.has(key)),
      platformWide: operator.platformWide,
      brands,
    };
  };
  serve(app, e.me, options, async ({ operator }) => meOf(operator));
  serve(app, operatorAccountEndpoints.switchBrand, options, async ({ operator, body, request }) => {
    if (!operator.platformWide) throw new AppError('FORBIDDEN');
    const target = await deps.brands.findByCode(body.merchant);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.id !== operator.merchantId) {
      await deps.db.transaction().execute(async (trx) => {
        await switchSessionBrand(trx, operator.sessionId, target.id);
        // Recorded in the chain of the brand left and of the brand entered.
        for (const merchantId of [operator.merchantId, target.id]) {
          await recordAudit(trx, {
            merchantId,
            actorType: 'operator',
            actorId: String(operator.operatorId),
            action: 'operator.brand.switch',
            target: String(operator.sessionId),
            ip: request.ip,
            details: { before: { brand: operator.merchantCode }, after: { brand: target.code } },
          });
        }
      });
    }
    const moved = { ...operator, merchantId: target.id, merchantCode: target.code };
    return meOf(moved);
  });

  const a = adminEndpoints;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  serve(app, a.announcements, options, async ({ operator }) => {
    const rows = await deps.announcements.listAll(await actions.brandOfOperator(operator));
    return rows.map(announcementView);
  });
  serve(app, a.createAnnouncement, options, async ({ operator, body, request }) => ({
    id: await actions.createAnnouncement(operator, body, request.ip),
  }));
  serve(app, a.deleteAnnouncement, options, async ({ operator, params, request }) => {
    await actions.removeAnnouncement(operator, params.id, request.ip);
    return null;
  });

  serve(app, a.banners, options, async ({ operator }) => {
    const brand = await actions.brandOfOperator(operator);
    return (await deps.banners.listAll(brand)).map((r) => bannerView(r, brand.code));
  });
  serve(app, a.createBanner, options, async ({ operator, body, request }) => ({
    id: await actions.createBanner(operator, body, request.ip),
  }));
  serve(app, a.deleteBanner, options, async ({ operator, params, request }) => {
    await actions.removeBanner(operator, params.id, request.ip);
    return null;
  });

  serve(app, a.sendMessage, options, async ({ operator, body, request }) => ({
    id: await actions.sendMessage(operator, body, request.ip),
  }));

  serve(app, a.feedback, options, async ({ operator, query }) => {
    const page = await deps.feedback.page(
      await actions.brandOfOperator(operator),
      { state: query.state, type: query.type },
      query,
    );
    return {
      ...page,
      list: page.list.map((r) => ({
        id: String(r.id),
        memberId: r.member_id === null ? null : String(r.member_id),
        sender: r.sender,
        type: r.type,
        content: r.content,
        ip: r.ip,
        handledAt: iso(r.handled_at),
        handledBy: r.handled_by,
        createdAt: r.created_at.toISOString(),
      })),
    };
  });
  serve(app, a.feedbackHandled, options, async ({ operator, params, request }) => {
    await actions.markFeedbackHandled(operator, params.id, request.ip);
    return null;
  });
}
