import { FEATURE_FLAG_PURPOSE, FEATURE_FLAGS } from '@portal/contracts';
import { ZFeatureFlag } from '@portal/contracts/schemas/flags';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok } from '../../platform/envelope.ts';
import { escapeXml } from '../../platform/html.ts';
import { parseInput } from '../../platform/validation.ts';
import { createTestOperator } from '../admin/operator-accounts.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { listOutbox } from '../mail/dev-outbox.ts';
import { createTestMember } from '../member/members.ts';
import { isMaintenanceActive } from '../system/system-status.ts';
import { readAmount } from '../wallet/amounts.ts';
import { SimulatedVendorGateway, type VendorGateway } from '../wallet/vendor-gateway.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { renderApiPage } from './api-page.ts';

const ZCodeParams = z.object({ code: z.string().regex(/^[A-Z0-9]{2,16}$/) }).strict();
const ZFlagForm = z.object({ flag: ZFeatureFlag, enabled: z.enum(['0', '1']) }).strict();
const ZMaintenanceForm = z.object({ enabled: z.enum(['0', '1']) }).strict();
const ZOutboxQuery = z
  .object({
    merchant: z
      .string()
      .regex(/^[A-Z0-9]{2,16}$/)
      .optional(),
    channel: z.enum(['sms', 'email', 'captcha']).optional(),
    recipient: z.string().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .strict();
const ZDevOperator = z
  .object({
    merchant: z.string().regex(/^[A-Z0-9]{2,16}$/),
    username: z.string().regex(/^[a-z0-9]{3,32}$/),
    password: z.string().min(1).max(128),
    role: z.enum(['owner', 'content', 'support', 'finance']).default('owner'),
  })
  .strict();

const ZDevMember = z
  .object({
    merchant: z.string().regex(/^[A-Z0-9]{2,16}$/),
    account: z.string().regex(/^[A-Za-z0-9]{3,32}$/),
    password: z.string().min(1).max(128),
    type: z
      .union([
        z.literal(0),
        z.literal(1),
        z.literal(2),
        z.literal(4),
        z.literal(9),
        z.literal(41),
        z.literal(42),
      ])
      .default(0),
    mustChangePassword: z.boolean().default(false),
    mobile: z
      .string()
      .regex(/^\+\d{6,16}$/)
      .optional(),
    email: z.email().optional(),
    payeeName: z.string().max(100).optional(),
    /** A payment password for withdrawals (6 digits). */
    paymentPassword: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    /** An opening main-wallet balance in major units ("1000.00"), credited by the house. */
    balance: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,4})?$/)
      .optional(),
    knownAddresses: z.array(z.string().max(64)).max(10).default(['127.0.0.1', '::1', '::ffff:127.0.0.1']),
  })
  .strict();
const ZVendorModeForm = z
  .object({ vendor: z.string().regex(/^[A-Z0-9_]{2,16}$/), mode: z.enum(['UP', 'DOWN', 'TIMEOUT']) })
  .strict();
const ZRegionForm = z
  .object({ action: z.enum(['block-me', 'block-country', 'clear']), country: z.string().optional() })
  .strict();

/** Forms post back to the same origin only: this page changes brands, so refuse cross-site posts. */
function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const sameOrigin = origin === undefined || new URL(origin).host === request.host;
  if ((site !== undefined && site !== 'same-origin' && site !== 'none') || !sameOrigin)
    throw new AppError('FORBIDDEN');
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;background:#0f1115;color:#e8eaf0;margin:0;padding:24px}
h1{font-size:22px}h2{font-size:18px;margin:0 0 8px}a{color:#7cc4ff}section{background:#1a1d24;border:1px solid #2c313c;border-radius:12px;padding:16px;margin:0 0 16px}
table{border-collapse:collapse;width:100%}td{padding:6px 8px;border-top:1px solid #2c313c}button{font:inherit;border-radius:8px;border:1px solid #4b5563;background:#262b36;color:#fff;padding:4px 12px;cursor:pointer}
.on{color:#4ade80;font-weight:600}.off{color:#9ca3af}form{display:inline}.row{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin-top:8px}`;

/**
 * Development page (never registered in production): switch any brand's feature flags,
 * maintenance and region block, and the simulated transfer-wallet vendors (up, down or silent),
 * to see every variant of the player site.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  deps: { db: Db; brands: BrandService; wallet: WalletService; vendorGateway: VendorGateway },
): void {
  const { db, brands, wallet, vendorGateway } = deps;
  const simulated = vendorGateway instanceof SimulatedVendorGateway ? vendorGateway : null;

  app.register(async (scope) => {
    async function brandFor(request: FastifyRequest) {
      const { code } = parseInput(ZCodeParams, request.params, request.language);
      const brand = await brands.findByCode(code);
      if (!brand) throw new AppError('UNKNOWN_MERCHANT');
      return brand;
    }
    const back = (reply: FastifyReply) => reply.redirect('/__dev', 303);

    scope.get('/__dev', async (request, reply) => {
      const sections: string[] = [];
      for (const code of await brands.codes()) {
        const brand = await brands.findByCode(code);
        if (!brand) continue;
        const flags = FEATURE_FLAGS.map((flag) => {
          const on = brand.flags[flag];
          return `<tr><td><code>${flag}</code></td><td>${escapeXml(FEATURE_FLAG_PURPOSE[flag])}</td>
<td class="${on ? 'on' : 'off'}">${on ? 'on' : 'off'}</td>
<td><form method="post" action="/__dev/brands/${brand.code}/flags"><input type="hidden" name="flag" value="${flag}">
<input type="hidden" name="enabled" value="${on ? '0' : '1'}"><button>${on ? 'Turn off' : 'Turn on'}</button></form></td></tr>`;
        }).join('');
        const vendors = simulated ? await simulated.modes(brand) : [];
        const vendorRows = vendors
          .map((v) => {
            const mode = v.mode;
            const buttons = (['UP', 'DOWN', 'TIMEOUT'] as const)
              .filter((m) => m !== mode)
              .map(
                (
                  m,
                ) => `<form method="post" action="/__dev/brands/${brand.code}/vendors"><input type="hidden" name="vendor" value="${escapeXml(v.code)}">
<input type="hidden" name="mode" value="${m}"><button>${m === 'UP' ? 'Bring up' : m === 'DOWN' ? 'Take down' : 'Make silent'}</button></form>`,
              )
              .join(' ');
            return `<tr><td><code>${escapeXml(v.code)}</code></td><td class="${mode === 'UP' ? 'on' : 'off'}">${mode.toLowerCase()}</td><td>${buttons}</td></tr>`;
          })
          .join('');
        const maintenance = isMaintenanceActive(brand.settings.maintenance, new Date());
        const region = brand.settings.regionRestriction;
        sections.push(`<section><h2>${escapeXml(brand.name)} <code>${brand.code}</code></h2>
<div>Currency ${brand.currency}; languages ${brand.languages.join(', ')}; domains ${brand.domains.map((d) => escapeXml(d.domain)).join(', ')}.
<a href="/?merchant=${brand.code}">Open the site</a></div>
<div class="row">Maintenance: <span class="${maintenance ? 'on' : 'off'}">${maintenance ? 'on' : 'off'}</span>
<form method="post" action="/__dev/brands/${brand.code}/maintenance"><input type="hidden" name="enabled" value="${maintenance ? '0' : '1'}"><button>${maintenance ? 'End maintenance' : 'Start maintenance'}</button></form></div>
<div class="row">Region block: networks ${escapeXml(region.blockedCidrs.join(', ') || 'none')}; countries ${escapeXml(region.blockedCountries.join(', ') || 'none')}
<form method="post" action="/__dev/brands/${brand.code}/region"><input type="hidden" name="action" value="block-me"><button>Block my address (${escapeXml(request.ip)})</button></form>
<form method="post" action="/__dev/brands/${brand.code}/region"><input type="hidden" name="action" value="clear"><button>Clear blocks</button></form></div>
<table>${flags}</table>${vendorRows ? `<h2>Transfer-wallet vendors (simulated)</h2><table>${vendorRows}</table>` : ''}</section>`);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development tools</title><style nonce="${reply.cspNonce.style}">${STYLE}</style></head><body><h1>Development tools</h1>
<p>Only in development mode. Changes apply at once to this server. <a href="/__dev/outbox">Outbox: SMS, e-mail and captcha answers</a> · <a href="/__dev/api">API reference</a></p>${sections.join('')}</body></html>`);
    });

    scope.get('/__dev/api', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderApiPage(reply.cspNonce.style, STYLE)),
    );

    scope.get('/__dev/outbox.json', async (request) => {
      const query = parseInput(ZOutboxQuery, request.query);
      const brand = query.merchant ? await brands.findByCode(query.merchant) : undefined;
      const rows = await listOutbox(db, {
        limit: query.limit,
        ...(brand ? { merchantId: brand.id } : {}),
        ...(query.channel ? { channel: query.channel } : {}),
        ...(query.recipient ? { recipient: query.recipient } : {}),
      });
      return ok(rows.map((r) => ({ ...r, id: String(r.id), created_at: r.created_at.toISOString() })));
    });

    scope.get('/__dev/outbox', async (_request, reply) => {
      const rows = await listOutbox(db, { limit: 100 });
      const body = rows
        .map(
          (
            r,
          ) => `<tr><td>${escapeXml(r.created_at.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeXml(r.merchant)}</td>
<td>${escapeXml(r.channel)}</td><td><code>${escapeXml(r.recipient)}</code></td><td>${escapeXml(r.subject ?? '')}</td>
<td><pre>${escapeXml(r.body)}</pre></td></tr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development outbox</title><style nonce="${reply.cspNonce.style}">${STYLE} pre{white-space:pre-wrap;margin:0;font:13px/1.4 ui-monospace,monospace}td{vertical-align:top}</style></head>
<body><h1>Development outbox</h1><p>SMS and e-mail this server would have sent, and the answers of the image captchas it drew. Newest first. <a href="/__dev">Back</a></p>
<section><table><tr><td>Time (UTC)</td><td>Brand</td><td>Channel</td><td>To</td><td>Subject</td><td>Message</td></tr>${body}</table></section></body></html>`);
    });

    // Test members for browser journeys: any password (even the default one), any type.
    scope.post('/__dev/members', async (request) => {
      const input = parseInput(ZDevMember, request.body);
      const brand = await brands.findByCode(input.merchant);
      if (!brand) throw new AppError('UNKNOWN_MERCHANT');
      const id = await createTestMember(db, brand.id, input);
      if (input.balance) {
        const amount = readAmount(brand, input.balance);
        await wallet.adjust(brand, id, amount, `dev:${id}`, 'Development balance');
      }
      return ok({ id: String(id), account: input.account.toLowerCase() });
    });

    /** An operator without an authenticator yet: their first sign-in enrols one (browser tests). */
    scope.post('/__dev/operators', async (request) => {
      const input = parseInput(ZDevOperator, request.body);
      const brand = await brands.findByCode(input.merchant);
      if (!brand) throw new AppError('UNKNOWN_MERCHANT');
      await createTestOperator(db, brand.id, input);
      return ok({ username: input.username });
    });

    scope.post('/__dev/brands/:code/flags', async (request, reply) => {
      assertSameOrigin(request);
      const brand = await brandFor(request);
      const form = parseInput(ZFlagForm, request.body, request.language);
      await brands.setFlag(brand, form.flag, form.enabled === '1');
      return back(reply);
    });

    scope.post('/__dev/brands/:code/vendors', async (request, reply) => {
      assertSameOrigin(request);
      const brand = await brandFor(request);
      const form = parseInput(ZVendorModeForm, request.body, request.language);
      if (!simulated) throw new AppError('NOT_FOUND');
      await simulated.setMode(brand, form.vendor, form.mode);
      return back(reply);
    });

    scope.post('/__dev/brands/:code/maintenance', async (request, reply) => {
      assertSameOrigin(request);
      const brand = await brandFor(request);
      const form = parseInput(ZMaintenanceForm, request.body, request.language);
      await brands.updateSettings(brand, (s) => ({
        ...s,
        maintenance: { ...s.maintenance, enabled: form.enabled === '1', startsAt: null, endsAt: null },
      }));
      return back(reply);
    });

    scope.post('/__dev/brands/:code/region', async (request, reply) => {
      assertSameOrigin(request);
      const brand = await brandFor(request);
      const form = parseInput(ZRegionForm, request.body, request.language);
      const mine = request.ip.includes(':') ? `${request.ip}/128` : `${request.ip}/32`;
      await brands.updateSettings(brand, (s) => ({
        ...s,
        regionRestriction:
          form.action === 'clear'
            ? { ...s.regionRestriction, blockedCidrs: [], blockedCountries: [] }
            : form.action === 'block-me'
              ? {
                  ...s.regionRestriction,
                  blockedCidrs: [...new Set([...s.regionRestriction.blockedCidrs, mine])],
                }
              : {
                  ...s.regionRestriction,
                  blockedCountries: [
                    ...new Set([...s.regionRestriction.blockedCountries, (form.country ?? '').toUpperCase()]),
                  ],
                },
      }));
      return back(reply);
    });
  });
}
