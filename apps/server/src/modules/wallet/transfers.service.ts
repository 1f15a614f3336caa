import type { TRecallResult, TTransfer } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { WalletTransfersTable } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { requestHash, storedAnswer } from '../../platform/idempotency.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf, postGuarded, type Trx } from '../ledger/ledger.ts';
import { moneyText, readAmount } from './amounts.ts';
import * as repo from './transfers.repository.ts';
import type { GatewayOutcome, VendorGateway } from './vendor-gateway.ts';
import type { WalletService } from './wallet.service.ts';

/** A transfer without an answer is looked up again after this long (it may still be in flight before). */
const RECONCILE_AFTER_MS = 15_000;
const RECONCILE_BATCH = 50;

type TransferRow = {
  id: bigint;
  vendor_code: string;
  direction: WalletTransfersTable['direction'];
  amount: bigint;
  status: WalletTransfersTable['status'];
  created_at: Date;
  member_id: bigint;
  /** The member's balance figures right after the leg that returned this row, when it moved money. */
  balance?: unknown;
};

/**
 * Transfers between the main wallet and transfer-wallet vendors (GCS_walletTransfer). The money
 * first moves to the member's provider-clearing (in transit) account; when the vendor confirms, it moves on to
 * the destination; when the vendor refuses, it goes back where it came from; when the vendor does
 * not answer, it waits there until a look-up settles it. So a vendor that is down leaves the
 * money where it was, and a crash at any point leaves a state the reconciler finishes.
 */
export class TransferService {
  readonly #db: Db;
  readonly #gateway: VendorGateway;
  readonly #wallet: WalletService;
  readonly #now: () => Date;

  constructor(deps: { db: Db; gateway: VendorGateway; wallet: WalletService; now: () => Date }) {
    this.#db = deps.db;
    this.#gateway = deps.gateway;
    this.#wallet = deps.wallet;
    this.#now = deps.now;
  }

  async transfer(
    brand: Brand,
    memberId: bigint,
    input: { from: string; to: string; amount: string; requestId: string },
  ): Promise<TTransfer> {
    const amount = readAmount(brand, input.amount);
    const vendorCode = input.from === 'MAIN' ? input.to : input.from;
    const direction = input.from === 'MAIN' ? 'IN' : 'OUT';
    if (input.from === input.to || (input.from !== 'MAIN' && input.to !== 'MAIN')) {
      throw new AppError('VALIDATION_ERROR');
    }
    const vendors = await this.#wallet.transferVendors(brand);
    if (!vendors.some((v) => v.vendorCode === vendorCode)) throw new AppError('NOT_FOUND');
    // Out of a vendor whose games move its balance: our books first learn what play did (ADR 0043).
    if (direction === 'OUT') await this.#wallet.syncVendor(brand, memberId, vendorCode);
    const transfer = await this.#start(brand, memberId, { vendorCode, direction, amount }, input);
    const settled =
      transfer.status === 'PENDING' && transfer.fresh ? await this.#call(brand, transfer) : transfer;
    // One live update when the command is over (a replay changed nothing).
    if (transfer.fresh) {
      if (settled.balance !== undefined) await this.#wallet.publishReported(brand, memberId, settled.balance);
      else await this.#wallet.publishBalances(brand, [memberId]);
    }
    if (settled.status === 'FAILED') throw new AppError('VENDOR_UNAVAILABLE');
    return this.#view(brand, settled);
  }

  /** Brings every vendor wallet with money back to the main wallet; a vendor that fails keeps its money. */
  async recall(brand: Brand, memberId: bigint, requestId: string): Promise<TRecallResult> {
    const transfers: TTransfer[] = [];
    let moved = false;
    for (const vendor of await this.#wallet.transferVendors(brand)) {
      await this.#wallet.syncVendor(brand, memberId, vendor.vendorCode);
      const held = await balanceOf(this.#db, brand.id, memberId, 'VENDOR', vendor.vendorCode);
      if (held <= 0n) continue;
      try {
        const started = await this.#start(
          brand,
          memberId,
          { vendorCode: vendor.vendorCode, direction: 'OUT', amount: held },
          {
            from: vendor.vendorCode,
            to: 'MAIN',
            amount: moneyText(brand, held),
            requestId: `${requestId}.${vendor.vendorCode}`,
          },
        );
        const settled =
          started.status === 'PENDING' && started.fresh ? await this.#call(brand, started) : started;
        moved ||= started.fresh;
        transfers.push(this.#view(brand, settled));
      } catch (error) {
        // One vendor's trouble (its balance moved meanwhile, say) does not stop the others.
        if (!(error instanceof AppError)) throw error;
      }
    }
    if (moved) await this.#wallet.publishBalances(brand, [memberId]);
    return { transfers, funds: await this.#wallet.funds(brand, memberId) };
  }

  /** Settles transfers that got no answer, by asking the vendor what happened. Safe on every node. */
  async reconcile(brands: (id: number) => Promise<Brand | null>): Promise<number> {
    const cutoff = new Date(this.#now().getTime() - RECONCILE_AFTER_MS);
    const pending = await repo.pendingBefore(this.#db, cutoff, RECONCILE_BATCH);
    let settled = 0;
    for (const row of pending) {
      const brand = await brands(row.merchant_id);
      if (!brand) continue;
      const outcome = await this.#gateway.lookup(brand, String(row.id), row.vendor_code);
      if (outcome === 'UNKNOWN') continue;
      const result = await this.#settle(brand, row, outcome === 'OK' ? 'OK' : 'FAILED');
      if (result) {
        settled += 1;
        await this.#wallet.publishReported(brand, result.member_id, result.balance);
      }
    }
    return settled;
  }

  /**
   * The claim, the transfer row and the first leg, in one statement (so all or nothing, in one
   * round trip). When the claim was there already (a retry), nothing is written and the first
   * answer is replayed.
   */
  async #start(
    brand: Brand,
    memberId: bigint,
    t: { vendorCode: string; direction: 'IN' | 'OUT'; amount: bigint },
    request: { from: string; to: string; amount: string; requestId: string },
  ): Promise<TransferRow & { fresh: boolean }> {
    const claim = {
      merchantId: brand.id,
      scope: `member:${memberId}`,
      key: `transfer:${request.requestId}`,
      request: { from: request.from, to: request.to, amount: t.amount },
    };
    const source =
      t.direction === 'IN'
        ? { merchantId: brand.id, kind: 'MAIN' as const, memberId }
        : { merchantId: brand.id, kind: 'VENDOR' as const, memberId, vendorCode: t.vendorCode };
    const started = await postGuarded(
      this.#db,
      {
        merchantId: brand.id,
        currency: brand.currency,
        kind: 'TRANSFER_OUT',
        idempotencyKey: sql`'transfer:' || (select id from started) || ':out'`,
        reference: sql`'transfer:' || (select id from started)`,
        metadata: { vendorCode: t.vendorCode, direction: t.direction },
        postings: [
          { account: source, amount: -t.amount },
          { account: { merchantId: brand.id, kind: 'PROVIDER_CLEARING', memberId }, amount: t.amount },
        ],
      },
      {
        name: 'started',
        ctes: (ready) => sql`
          new_transfer as (select nextval(pg_get_serial_sequence('wallet_transfers', 'id')) as id),
          claim as (
            insert into idempotency_keys (merchant_id, scope, key, request_hash, response)
            select ${claim.merchantId}::int, ${claim.scope}::text, ${claim.key}::text, ${requestHash(claim.request)}::text,
              jsonb_build_object('transferId', new_transfer.id::text)
            from new_transfer where ${ready}
            on conflict do nothing
            returning key
          ),
          started as (
            insert into wallet_transfers (id, merchant_id, member_id, vendor_code, direction, amount, status, created_at)
            overriding system value
            select new_transfer.id, ${brand.id}::int, ${memberId}::bigint, ${t.vendorCode}::text, ${t.direction}::text,
              ${t.amount}::bigint, 'PENDING', ${this.#now()}::timestamptz
            from new_transfer where exists (select 1 from claim)
            returning id::text, vendor_code, direction, amount::text, status, created_at, member_id::text
          )`,
      },
      this.#wallet.balanceReport(brand, memberId),
    );
    if (started) return { ...this.#row(started.guard), balance: started.report, fresh: true };
    const { transferId } = await storedAnswer<{ transferId: string }>(this.#db, claim);
    return { ...(await this.#load(this.#db, BigInt(transferId))), fresh: false };
  }

  /** A transfer row as a guard returns it (JSON: numbers as text, times as ISO strings). */
  #row(json: Record<string, unknown>): TransferRow {
    const r = json as Record<keyof TransferRow, string>;
    return {
      id: BigInt(r.id),
      vendor_code: r.vendor_code,
      direction: r.direction as TransferRow['direction'],
      amount: BigInt(r.amount),
      status: r.status as TransferRow['status'],
      created_at: new Date(r.created_at),
      member_id: BigInt(r.member_id),
    };
  }

  async #call(brand: Brand, transfer: TransferRow): Promise<TransferRow> {
    let outcome: GatewayOutcome;
    try {
      outcome = await this.#gateway.transfer(brand, {
        vendorCode: transfer.vendor_code,
        memberId: transfer.member_id,
        direction: transfer.direction,
        amount: transfer.amount,
        transferId: String(transfer.id),
      });
    } catch {
      outcome = 'UNKNOWN';
    }
    if (outcome === 'UNKNOWN') return transfer;
    return (await this.#settle(brand, transfer, outcome)) ?? this.#load(this.#db, transfer.id);
  }

  /**
   * The second leg: on to the destination (OK) or back to the source (FAILED). Once only: the
   * status change claims the row in the same statement as the journal entry, so a racing settler
   * finds nothing to do and nothing moves twice. The caller sends the live balance update.
   */
  async #settle(brand: Brand, t: TransferRow, outcome: 'OK' | 'FAILED'): Promise<TransferRow | null> {
    const main = { merchantId: brand.id, kind: 'MAIN' as const, memberId: t.member_id };
    const vendor = {
      merchantId: brand.id,
      kind: 'VENDOR' as const,
      memberId: t.member_id,
      vendorCode: t.vendor_code,
    };
    const destination = (t.direction === 'IN') === (outcome === 'OK') ? vendor : main;
    const settled = await postGuarded(
      this.#db,
      {
        merchantId: brand.id,
        currency: brand.currency,
        kind: outcome === 'OK' ? 'TRANSFER_IN' : 'TRANSFER_RETURN',
        idempotencyKey: `transfer:${t.id}:${outcome === 'OK' ? 'in' : 'return'}`,
        reference: `transfer:${t.id}`,
        metadata: { vendorCode: t.vendor_code, direction: t.direction },
        postings: [
          {
            account: { merchantId: brand.id, kind: 'PROVIDER_CLEARING', memberId: t.member_id },
            amount: -t.amount,
          },
          { account: destination, amount: t.amount },
        ],
      },
      {
        name: 'settled',
        ctes: (ready) => sql`
          settled as (
            update wallet_transfers
            set status = ${outcome === 'OK' ? 'DONE' : 'FAILED'}, completed_at = ${this.#now()}, attempts = attempts + 1
            where id = ${t.id} and status = 'PENDING' and ${ready}
            returning id::text, vendor_code, direction, amount::text, status, created_at, member_id::text
          )`,
      },
      this.#wallet.balanceReport(brand, t.member_id),
    );
    return settled ? { ...this.#row(settled.guard), balance: settled.report } : null;
  }

  async #load(db: Db | Trx, id: bigint, lock = false): Promise<TransferRow> {
    return repo.findTransfer(db, id, lock);
  }

  #view(brand: Brand, t: TransferRow): TTransfer {
    return {
      transferId: String(t.id),
      from: t.direction === 'IN' ? 'MAIN' : t.vendor_code,
      to: t.direction === 'IN' ? t.vendor_code : 'MAIN',
      amount: moneyText(brand, t.amount),
      status: t.status,
      createdAt: t.created_at.toISOString(),
    };
  }
}
