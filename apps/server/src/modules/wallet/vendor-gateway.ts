import type { KeyObject } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import { HttpVendorGateway, publicKeyFromPem, type VendorEndpoint } from './http-vendor-gateway.ts';
import type { VendorMode } from './sim-vendors.repository.ts';
import * as sims from './sim-vendors.repository.ts';
import { findVendorEndpoint } from './vendor-gateway.repository.ts';

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
  lookup(brand: Brand, transferId: string, vendorCode: string): Promise<LookupOutcome>;
  /**
   * Opens a game window at a vendor whose games play against the balance it holds (ADR 0043);
   * UNSUPPORTED for a vendor whose games cannot be launched (the simulated books).
   */
  openSession?(brand: Brand, session: TransferSession): Promise<SessionOutcome>;
  /**
   * The member's balance as the vendor holds it, with the vendor's change counter, for a vendor
   * whose games move it (ADR 0043); null when unknown or when only transfers move it.
   */
  heldBalance?(brand: Brand, vendorCode: string, memberId: bigint): Promise<HeldBalance | null>;
}

export interface TransferSession {
  vendorCode: string;
  memberId: bigint;
  gameCode: string;
  /** The launch token the game window carries; the vendor accepts it for this member. */
  token: string;
}

export type SessionOutcome = 'OK' | 'UNSUPPORTED' | 'UNAVAILABLE';

export interface HeldBalance {
  minor: bigint;
  /** Counts every change of the balance at the vendor: one sync per state. */
  seq: number;
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

  protected async mode(brand: Brand, vendorCode: string): Promise<VendorMode> {
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

  async openSession(): Promise<SessionOutcome> {
    // The simulated books have no games behind them.
    return 'UNSUPPORTED';
  }

  async isAvailable(brand: Brand, vendorCode: string): Promise<boolean> {
    return (await this.mode(brand, vendorCode)) === 'UP';
  }

  async transfer(brand: Brand, t: VendorTransfer): Promise<GatewayOutcome> {
    const mode = await this.mode(brand, t.vendorCode);
    if (mode === 'DOWN') return 'FAILED';
    const outcome = await this.#apply(brand, t);
    return mode === 'TIMEOUT' ? 'UNKNOWN' : outcome;
  }

  async lookup(brand: Brand, transferId: string, _vendorCode?: string): Promise<LookupOutcome> {
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

/** Vendor rows are read again after this long (an operator's change of address reaches every node). */
const ENDPOINT_TTL_MS = 10_000;

/**
 * Routes each transfer-wallet vendor to its gateway (ADR 0043): the vendors marked HTTP in the
 * catalogue (`game_vendors.transfer_api`) to their signed transfer API, the others to the
 * simulated books. It stays a SimulatedVendorGateway for the development page, whose switches
 * inject faults in front of an HTTP vendor too: DOWN refuses without calling it (and shows it
 * unavailable), TIMEOUT calls it and drops the answer (the reconciliation then looks it up).
 */
export class RoutingVendorGateway extends SimulatedVendorGateway {
  readonly #db: Db;
  readonly #http: HttpVendorGateway;
  readonly #defaultBaseUrl: string | null;
  readonly #endpoints = new Map<
    string,
    { row: Awaited<ReturnType<typeof findVendorEndpoint>>; until: number }
  >();

  constructor(deps: {
    db: Db;
    /** The portal's wallet key (ADR 0015): it signs our transfer calls as it signs wallet answers. */
    privateKey: KeyObject;
    /** Where a vendor without its own launch address is hosted: the demo provider. */
    defaultBaseUrl: string | null;
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
  }) {
    super(deps.db);
    this.#db = deps.db;
    this.#defaultBaseUrl = deps.defaultBaseUrl;
    this.#http = new HttpVendorGateway({
      privateKey: deps.privateKey,
      endpoint: (code) => this.#endpoint(code),
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
      ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    });
  }

  async #row(code: string) {
    const cached = this.#endpoints.get(code);
    if (cached && cached.until > Date.now()) return cached.row;
    const row = await findVendorEndpoint(this.#db, code);
    this.#endpoints.set(code, { row, until: Date.now() + ENDPOINT_TTL_MS });
    return row;
  }

  async #isHttp(code: string): Promise<boolean> {
    const row = await this.#row(code);
    return row?.wallet_mode === 'TRANSFER' && row.transfer_api === 'HTTP';
  }

  async #endpoint(code: string): Promise<VendorEndpoint | null> {
    const row = await this.#row(code);
    const base = (row?.launch_url ?? this.#defaultBaseUrl)?.replace(/\/+$/, '');
    const publicKey = row?.wallet_public_key ? publicKeyFromPem(row.wallet_public_key) : null;
    return base && publicKey ? { baseUrl: base, publicKey } : null;
  }

  override async isAvailable(brand: Brand, vendorCode: string): Promise<boolean> {
    if (await this.#isHttp(vendorCode)) {
      if ((await this.mode(brand, vendorCode)) === 'DOWN') return false;
      return this.#http.isAvailable(brand, vendorCode);
    }
    return super.isAvailable(brand, vendorCode);
  }

  override async transfer(brand: Brand, t: VendorTransfer): Promise<GatewayOutcome> {
    if (await this.#isHttp(t.vendorCode)) {
      const mode = await this.mode(brand, t.vendorCode);
      if (mode === 'DOWN') return 'FAILED';
      const outcome = await this.#http.transfer(brand, t);
      return mode === 'TIMEOUT' ? 'UNKNOWN' : outcome;
    }
    return super.transfer(brand, t);
  }

  override async lookup(brand: Brand, transferId: string, vendorCode?: string): Promise<LookupOutcome> {
    if (vendorCode && (await this.#isHttp(vendorCode)))
      return this.#http.lookup(brand, transferId, vendorCode);
    return super.lookup(brand, transferId);
  }

  override async openSession(brand?: Brand, session?: TransferSession): Promise<SessionOutcome> {
    if (!brand || !session || !(await this.#isHttp(session.vendorCode))) return 'UNSUPPORTED';
    if ((await this.mode(brand, session.vendorCode)) === 'DOWN') return 'UNAVAILABLE';
    return this.#http.openSession(brand, session);
  }

  async heldBalance(brand: Brand, vendorCode: string, memberId: bigint): Promise<HeldBalance | null> {
    if (!(await this.#isHttp(vendorCode))) return null;
    return this.#http.heldBalance(brand, vendorCode, memberId);
  }
}
