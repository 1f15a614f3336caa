import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';

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

  async #mode(brand: Brand, vendorCode: string): Promise<'UP' | 'DOWN' | 'TIMEOUT'> {
    const row = await this.#db
      .selectFrom('sim_vendor_status')
      .select('mode')
      .where('merchant_id', '=', brand.id)
      .where('vendor_code', '=', vendorCode)
      .executeTakeFirst();
    return row?.mode ?? 'UP';
  }

  async setMode(brand: Brand, vendorCode: string, mode: 'UP' | 'DOWN' | 'TIMEOUT'): Promise<void> {
    await this.#db
      .insertInto('sim_vendor_status')
      .values({ merchant_id: brand.id, vendor_code: vendorCode, mode })
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doUpdateSet({ mode }))
      .execute();
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
    const row = await this.#db
      .selectFrom('sim_vendor_transfers')
      .select('outcome')
      .where('transfer_id', '=', `${brand.id}:${transferId}`)
      .executeTakeFirst();
    if (!row) return 'NOT_FOUND';
    return row.outcome === 'OK' ? 'OK' : 'FAILED';
  }

  /** The vendor's side: once per transfer id, and never below zero in its own books. */
  async #apply(brand: Brand, t: VendorTransfer): Promise<'OK' | 'FAILED'> {
    return this.#db.transaction().execute(async (trx) => {
      const id = `${brand.id}:${t.transferId}`;
      const seen = await trx
        .selectFrom('sim_vendor_transfers')
        .select('outcome')
        .where('transfer_id', '=', id)
        .executeTakeFirst();
      if (seen) return seen.outcome === 'OK' ? 'OK' : 'FAILED';
      await trx
        .insertInto('sim_vendor_wallets')
        .values({ merchant_id: brand.id, vendor_code: t.vendorCode, member_id: t.memberId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const wallet = await trx
        .selectFrom('sim_vendor_wallets')
        .select('balance')
        .where('merchant_id', '=', brand.id)
        .where('vendor_code', '=', t.vendorCode)
        .where('member_id', '=', t.memberId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const next = wallet.balance + (t.direction === 'IN' ? t.amount : -t.amount);
      const outcome = next < 0n ? 'FAILED' : 'OK';
      if (outcome === 'OK') {
        await trx
          .updateTable('sim_vendor_wallets')
          .set({ balance: next })
          .where('merchant_id', '=', brand.id)
          .where('vendor_code', '=', t.vendorCode)
          .where('member_id', '=', t.memberId)
          .execute();
      }
      await trx.insertInto('sim_vendor_transfers').values({ transfer_id: id, outcome }).execute();
      return outcome;
    });
  }
}
