import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { DepositService } from './deposits.service.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { type PaymentProvider, SandboxProvider } from './sandbox-provider.ts';
import { UploadService } from './uploads.service.ts';

/** Payments: methods, online deposits through the provider, bank transfers, proof uploads. */
export function createPaymentsModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    inbox: InboxService;
    /** The payment provider; the configured sandbox when absent (null: online deposits off). */
    paymentProvider?: PaymentProvider | null | undefined;
  },
) {
  const { config, db, now, events, checkResponses } = platform;
  const { brands, inbox } = deps;
  const uploads = new UploadService(db, now);
  const provider =
    deps.paymentProvider !== undefined
      ? deps.paymentProvider
      : config.paymentSandbox
        ? new SandboxProvider({ url: config.paymentSandbox.url, secret: config.paymentSandbox.secret, now })
        : null;
  const deposits = new DepositService({
    db,
    provider,
    inbox,
    uploads,
    webhookOrigin: config.paymentWebhookOrigin,
    events,
    now,
    clearingPerMember: config.paymentClearingPerMember,
  });
  return defineModule({
    name: 'payments',
    services: { deposits, uploads },
    register(app) {
      registerPaymentRoutes(app, { config, brands, deposits, uploads, checkResponses });
    },
  });
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
