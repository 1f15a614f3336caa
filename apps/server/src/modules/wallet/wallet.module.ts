import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { RecordService } from './records.service.ts';
import { TransferService } from './transfers.service.ts';
import { SimulatedVendorGateway, type VendorGateway } from './vendor-gateway.ts';
import { registerWalletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';
import { walletSubscribers } from './wallet.subscribers.ts';
import { type ProofClaims, WithdrawalService } from './withdrawals.service.ts';

/**
 * Wallet: balances, transfers to transfer-wallet vendors, withdrawals, records, the betting record.
 * Withdrawals claim proof images through a port (payments' uploads), passed in here.
 */
export function createWalletModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    inbox: InboxService;
    proofClaims: ProofClaims;
    /** Transfer-wallet vendors; the simulated ones when absent. */
    vendorGateway?: VendorGateway | undefined;
  },
) {
  const { db, now, events, secrets, payloadKey, checkResponses } = platform;
  const { brands, inbox } = deps;
  const vendorGateway = deps.vendorGateway ?? new SimulatedVendorGateway(db);
  const wallet = new WalletService(db, events, vendorGateway);
  const transfers = new TransferService({ db, gateway: vendorGateway, wallet, now });
  const withdrawals = new WithdrawalService({
    db,
    wallet,
    inbox,
    uploads: deps.proofClaims,
    key: secrets.ring('bank-accounts'),
    events,
    now,
  });
  const records = new RecordService(db);
  const findBrand = (id: number) => brands.findById(id);
  return defineModule({
    name: 'wallet',
    services: { wallet, transfers, withdrawals, records, vendorGateway },
    register(app) {
      registerWalletRoutes(app, { wallet, transfers, withdrawals, records, payloadKey, now, checkResponses });
    },
    jobs: [
      { name: 'transfer-reconciliation', everyMs: 20_000, run: () => transfers.reconcile(findBrand) },
      { name: 'withdrawal-auto-confirmation', everyMs: 30_000, run: () => withdrawals.autoConfirm() },
    ],
    subscribers: walletSubscribers({ wallet, brands }),
  });
}

export type WalletModule = ReturnType<typeof createWalletModule>;
