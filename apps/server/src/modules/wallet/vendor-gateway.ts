import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import type { VendorMode } from './sim-vendors.repository.ts';
import * as sims from './sim-vendors.repository.ts';

/** What a vendor said about a transfer: done, refused (nothing moved), or no answer. */
export type GatewayOutcome = 'OK' | 'FAILED' | 'UNKNOWN';
/** What a later look-up finds: NOT_FOUND means the vendor never received the transfer. */
export type LookupOutcome = 'OK' | 'FAILED' | 'NOT_FOUND' | 'UNKNOWN';

export interface VendorTransfer {
  vendorCode: string;
  memberId: bigint;
  /** IN: into the member's wallet at the vendor; OUT: back out of it. */
  direction: 'IN' | 'OUT';
  amount: bigint;
  /** Our transfer id: the vendor applies each id at most once. */
  transferId: string;
}

/**
 * The transfer-wallet vendors behind one interface (ARCHITECTURE.md: vendors are adapters). A real
 * vendor's adapter calls its API; every implementation must be idempotent by transfer id.
 */
export interface VendorGateway {
  isAvailable(brand: Brand, vendorCode: string): Promise<boolean>;
  transfer(brand: Brand, transfer: VendorTransfer): Promise<GatewayOutcome>;
  lookup(brand: Brand, transferId: string): Promise<LookupOutcome>;
}

/**
 * Simulated vendors (ADR 0013) until the demo provider app exists: each keeps its own books in
 * sim_* tables, as a vendor's own database would. A vendor can be switched DOWN (refuses, nothing
 * moves) or TIMEOUT (applies the transfer but never answers) on the development page, so every
 * failure path can be exercised.
 */
export class SimulatedVendorGateway implements VendorGateway {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async #mode(brand: Brand, vendorCode: string): Promise<VendorMode> {
    return (await sims.findMode(this.#db, brand.id, vendorCode)) ?? 'UP';
  }

  async setMode(brand: Brand, vendorCode: string, mode: VendorMode): Promise<void> {
    await sims.saveMode(this.#db, brand.id, vendorCode, mode);
  }

  /** The transfer-wallet vendors and the mode each is in for the brand (the development page). */
  async modes(brand: Brand): Promise<{ code: string; mode: VendorMode }[]> {
    const rows = await sims.listModes(this.#db, brand.id);
    return rows.map((r) => ({ code: r.code, mode: r.mode ?? 'UP' }));
  }

  async isAvailable(brand: Brand, vendorCode: string): Promise<boolean> {
    return (await this.#mode(brand, vendorCode)) === 'UP';
  }

  async transfer(brand: Brand, t: VendorTransfer): Promise<GatewayOutcome> {
    const mode = await this.#mode(brand, t.vendorCode);
    if (mode === 'DOWN') return 'FAILED';
    const outcome = await this.#apply(brand, t);
    return mode === 'TIMEOUT' ? 'UNKNOWN' : outcome;
  }

  async lookup(brand: Brand, transferId: string): Promise<LookupOutcome> {
    const outcome = await sims.findTransferOutcome(this.#db, `${brand.id}:${transferId}`);
    if (outcome === undefined) return 'NOT_FOUND';
    return outcome === 'OK' ? 'OK' : 'FAILED';
  }

  /** The vendor's side: once per transfer id, and never below zero in its own books. */
  async #apply(brand: Brand, t: VendorTransfer): Promise<'OK' | 'FAILED'> {
    return this.#db.transaction().execute(async (trx) => {
      const id = `${brand.id}:${t.transferId}`;
      const seen = await sims.findTransferOutcome(trx, id);
      if (seen !== undefined) return seen === 'OK' ? 'OK' : 'FAILED';
      const balance = await sims.lockWallet(trx, brand.id, t.vendorCode, t.memberId);
      const next = balance + (t.direction === 'IN' ? t.amount : -t.amount);
      const outcome = next < 0n ? 'FAILED' : 'OK';
      if (outcome === 'OK') await sims.setBalance(trx, brand.id, t.vendorCode, t.memberId, next);
      await sims.insertTransfer(trx, id, outcome);
      return outcome;
    });
  }
}
