import { createPrivateKey } from 'node:crypto';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { BonusConsole } from './bonus.console.ts';
import { registerBonusRoutes } from './bonus.routes.ts';
import { BonusService } from './bonus.service.ts';
import { bonusSubscribers } from './bonus.subscribers.ts';
import { RecordService } from './records.service.ts';
import { TransferService } from './transfers.service.ts';
import { RoutingVendorGateway, type VendorGateway } from './vendor-gateway.ts';
import { registerWalletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';
import { walletSubscribers } from './wallet.subscribers.ts';
import { type ProofClaims, type WithdrawalDailyLimit, WithdrawalService } from './withdrawals.service.ts';

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
    /** Transfer-wallet vendors; routed by the catalogue (HTTP or simulated) when absent. */
    vendorGateway?: VendorGateway | undefined;
    /** The console's operators (the admin module's, made after this one): the bonus grants' screens. */
    operatorReader?: (() => OperatorReader) | undefined;
    /** A member's own daily withdrawal limit (the vip module's, made after this one; issue 19). */
    withdrawalDailyLimit?: WithdrawalDailyLimit | undefined;
  },
) {
  const { db, now, events, secrets, payloadKey, checkResponses } = platform;
  const { brands, inbox } = deps;
  // HTTP vendors through their signed transfer API, the others simulated (ADR 0043, ADR 0013).
  const vendorGateway: VendorGateway =
    deps.vendorGateway ??
    new RoutingVendorGateway({
      db,
      privateKey: createPrivateKey(platform.config.providerWalletPrivateKey),
      defaultBaseUrl: platform.config.demoProviderUrl,
    });
  const wallet = new WalletService(db, events, vendorGateway, now);
  const transfers = new TransferService({ db, gateway: vendorGateway, wallet, now });
  // The bonus wallet (issue 18; ADR 0039): grants, staking with bonus money, wagering, expiry.
  const bonus = new BonusService({ db, events, wallet, now });
  const bonusConsole = new BonusConsole({ db, brands, bonus, wallet, events, now });
  const operatorReader = deps.operatorReader;
  const withdrawals = new WithdrawalService({
    db,
    wallet,
    bonus,
    inbox,
    uploads: deps.proofClaims,
    key: secrets.ring('bank-accounts'),
    events,
    now,
    dailyLimit: deps.withdrawalDailyLimit,
    clearingPerMember: platform.config.paymentClearingPerMember,
  });
  const records = new RecordService(db);
  const findBrand = (id: number) => brands.findById(id);
  return defineModule({
    name: 'wallet',
    services: { wallet, transfers, withdrawals, records, vendorGateway, bonus },
    register(app) {
      registerWalletRoutes(app, { wallet, transfers, withdrawals, records, payloadKey, now, checkResponses });
      registerBonusRoutes(app, {
        bonus,
        console: bonusConsole,
        // Resolved per request: the admin module is made after the wallet.
        operators: operatorReader ? { resolve: (request) => operatorReader().resolve(request) } : null,
        checkResponses,
      });
    },
    jobs: [
      { name: 'transfer-reconciliation', everyMs: 20_000, run: () => transfers.reconcile(findBrand) },
      { name: 'withdrawal-auto-confirmation', everyMs: 30_000, run: () => withdrawals.autoConfirm() },
      { name: 'bonus-expiry', everyMs: 60_000, run: () => bonus.expireDue((id) => brands.moneyOf(id)) },
    ],
    subscribers: [...walletSubscribers({ wallet, brands }), ...bonusSubscribers({ bonus, wallet, brands })],
  });
}

export type WalletModule = ReturnType<typeof createWalletModule>;
