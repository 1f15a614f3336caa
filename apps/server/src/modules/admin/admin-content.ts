import { adminContentEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AnnouncementsTable, BannersTable } from '../../db/schema.ts';
import { serve } from '../../platform/endpoint.ts';
import { bannerArtworkUrl } from '../content/banners.service.ts';
import { type AdminDeps, adminActions } from './admin.routes.ts';
import { listOperators } from './operators.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An announcement as the console gets it. */
export const announcementView = (r: Selectable<AnnouncementsTable>) => ({
  id: String(r.id),
  type: r.type,
  language: r.language,
  title: r.title,
  content: r.content,
  audience: r.audience,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  sort: r.sort,
  createdAt: r.created_at.toISOString(),
});

/** A banner as the console gets it, with the address of its artwork at the brand. */
export const bannerView = (r: Selectable<BannersTable>, brandCode: string) => ({
  id: String(r.id),
  groupName: r.group_name,
  language: r.language,
  title: r.title,
  subtitle: r.subtitle,
  imageUrl: r.image_url,
  linkageType: r.linkage_type,
  linkageValue: r.linkage_value,
  colours: r.colours,
  artworkUrl: bannerArtworkUrl(brandCode, String(r.id)),
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  sort: r.sort,
  createdAt: r.created_at.toISOString(),
});

/**
 * The console's content edits (issue 15): an announcement or a banner changed in place, each
 * audited with its before and after in the transaction of the change; and the list of the
 * messages operators sent.
 */
export function registerAdminContent(app: FastifyInstance, deps: AdminDeps): void {
  const actions = adminActions(deps);
  const e = adminContentEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };

  serve(app, e.updateAnnouncement, options, async ({ operator, params, body, request }) => {
    const saved = await deps.announcements.update(
      await actions.brandOfOperator(operator),
      params.id,
      body,
      actions.auditOf(operator, 'announcement.update', request.ip),
    );
    return announcementView(saved);
  });

  serve(app, e.updateBanner, options, async ({ operator, params, body, request }) => {
    const brand = await actions.brandOfOperator(operator);
    const saved = await deps.banners.update(
      brand,
      params.id,
      body,
      actions.auditOf(operator, 'banner.update', request.ip),
    );
    return bannerView(saved, brand.code);
  });

  serve(app, e.sentMessages, options, async ({ operator, query }) => {
    const page = await deps.inbox.sentByOperators(operator.merchantId, query);
    const names = new Map((await listOperators(deps.db, operator.merchantId)).map((r) => [r.id, r.username]));
    return {
      ...page,
      list: page.list.map((r) => ({
        id: String(r.id),
        account: r.member_id === null ? null : (r.account ?? String(r.member_id)),
        language: r.language,
        title: r.title,
        content: r.content,
        sentBy: r.created_by === null ? null : (names.get(r.created_by) ?? null),
        createdAt: r.created_at.toISOString(),
      })),
    };
  });
}
