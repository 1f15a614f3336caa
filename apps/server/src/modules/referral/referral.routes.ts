import { adminReferralEndpoints, referralEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { Brand } from '../brands/brand.ts';
import type { ReferralConsole } from './referral.console.ts';
import type { ReferralService } from './referral.service.ts';

/**
 * Where the invite link points: the player domain the member is on, else the brand's primary
 * player domain (or its main domain).
 */
export function siteOrigin(brand: Brand, request: { protocol: string; host: string }): string {
  const hostname = request.host.replace(/:\d+$/, '').toLowerCase();
  if (brand.domains.some((d) => d.domain === hostname && d.type === 'PLAYER')) {
    return `${request.protocol}://${request.host}`;
  }
  const primary = brand.domains.find((d) => d.primary && d.type === 'PLAYER');
  return `https://${primary?.domain ?? brand.settings.mainDomain}`;
}

/**
 * The referral endpoints (issue 19; ADR 0040): the invite page and the referees of the signed-in
 * real member (only their own), and the console's rules, list, decision and report (each with
 * its declared loyalty permission; serve() refuses the rest first).
 */
export function registerReferralRoutes(
  app: FastifyInstance,
  deps: {
    referrals: ReferralService;
    console: ReferralConsole;
    operators: OperatorReader;
    checkResponses: boolean;
  },
): void {
  const read = { checkResponses: deps.checkResponses };
  const e = referralEndpoints;
  serve(app, e.view, read, async ({ request, session }) => {
    const brand = brandOf(request);
    return deps.referrals.view(brand, session.memberId, siteOrigin(brand, request));
  });
  serve(app, e.referees, read, async ({ request, session, query }) =>
    deps.referrals.referees(brandOf(request), session.memberId, query),
  );

  const a = adminReferralEndpoints;
  const c = deps.console;
  const op = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });
  serve(app, a.settings, op, async ({ operator }) => c.settings(operator));
  serve(app, a.setSettings, op, async ({ operator, body, request }) =>
    c.setSettings(operator, body, client(request)),
  );
  serve(app, a.list, op, async ({ operator, query }) => c.list(operator, query));
  serve(app, a.decide, op, async ({ operator, params, body, request }) =>
    c.decide(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.report, op, async ({ operator, query }) => c.report(operator, query));
}
