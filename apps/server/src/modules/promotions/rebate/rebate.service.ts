import { DEFAULT_PROMOTION_SETTINGS, FULL_BPS, type TPage, type TPromotionSettings } from '@portal/contracts';
import type { TRebateClaim, TRebateSummary } from '@portal/contracts/endpoints';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { idempotent } from '../../../platform/idempotency.ts';
import type { DeliveredEvent } from '../../../platform/outbox/index.ts';
import { pageOf } from '../../../platform/paging.ts';
import type { Brand } from '../../brands/brand.ts';
import type { BrandService } from '../../brands/brands.service.ts';
import type { Trx } from '../../ledger/ledger.ts';
import { lockMember } from '../../member/members.ts';
import { moneyText } from '../../wallet/amounts.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { PayCash } from '../pay-cash.ts';
import * as repo from './rebate.repository.ts';

/** The brand's manual rebate settings (rates per category, the least claim). */
export const rebateSettingsOf = (brand: Pick<Brand, 'settings'>): TPromotionSettings['rebate'] =>
  brand.settings.promotions?.rebate ?? DEFAULT_PROMOTION_SETTINGS.rebate;

/** What a valid bet earns at a rate: rounded down to a whole minor unit. */
export function rebateOf(validBet: bigint, rateBps: number): bigint {
  if (validBet <= 0n || rateBps <= 0) return 0n;
  return (validBet * BigInt(rateBps)) / BigInt(FULL_BPS);
}

/**
 * The extra rate of the member's VIP level (issue 19), added to a category's own rate (a category
 * without a rate stays without); a port of the vip module filled at wiring.
 */
export type RebateExtraBps = (trx: Trx, brand: Brand, memberId: bigint) => Promise<number>;

/** A claim's line as stored (minor units as text) and as answered. */
interface StoredLine {
  category: string;
  validBet: string;
  rateBps: number;
  amount: string;
}

/**
 * The manual rebate (issue 18; ADR 0039; flag MANPLAYREB3): while the flag is on, each settled bet
 * accrues valid bet × the brand's rate for its category (one row per bet; a bet settled again
 * while unclaimed takes its new figures); the member sees the sum per category since the last
 * claim and claims it into the main wallet under their lock, at least the brand's minimum, once
 * per requestId.
 */
export class RebateService {
  readonly #db: Db;
  readonly #wallet: WalletService;
  readonly #payCash: PayCash;
  readonly #brands: BrandService;
  readonly #now: () => Date;
  readonly #extraBps: RebateExtraBps | null;

  constructor(deps: {
    db: Db;
    wallet: WalletService;
    payCash: PayCash;
    brands: BrandService;
    now: () => Date;
    extraBps?: RebateExtraBps | undefined;
  }) {
    this.#extraBps = deps.extraBps ?? null;
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#payCash = deps.payCash;
    this.#brands = deps.brands;
    this.#now = deps.now;
  }

  /** `wager.settled`: the bet's accrual, only while the brand has MANPLAYREB3 on. */
  async onWager(trx: Trx, event: DeliveredEvent<'wager.settled'>): Promise<void> {
    const brand = await this.#brands.findById(event.merchantId, trx);
    if (!brand?.flags.MANPLAYREB3) return;
    const p = event.payload;
    const betId = BigInt(p.betId);
    const settledAt = new Date(p.settledAt);
    const validBet = p.outcome === 'SETTLED' ? BigInt(p.validBet) : 0n;
    if (validBet <= 0n) {
      await repo.zeroOpenAccrual(trx, brand.id, betId, settledAt);
      return;
    }
    const baseBps = rebateSettingsOf(brand).ratesBps[p.category] ?? 0;
    const extraBps = baseBps > 0 && this.#extraBps ? await this.#extraBps(trx, brand, BigInt(p.memberId)) : 0;
    const rateBps = Math.min(FULL_BPS, baseBps + extraBps);
    await repo.upsertAccrual(trx, {
      merchantId: brand.id,
      memberId: BigInt(p.memberId),
      betId,
      category: p.category,
      validBet,
      rateBps,
      amount: rebateOf(validBet, rateBps),
      settledAt,
    });
  }

  #enabled(brand: Brand): void {
    if (!brand.flags.MANPLAYREB3) throw new AppError('FEATURE_DISABLED');
  }

  #line(brand: Brand, l: repo.RebateLineRow) {
    return {
      category: l.category,
      validBet: moneyText(brand, l.validBet),
      rateBps: l.rateBps,
      amount: moneyText(brand, l.amount),
    };
  }

  /** rebate.summary: the unclaimed rebate per category since the last claim. */
  async summary(brand: Brand, memberId: bigint): Promise<TRebateSummary> {
    this.#enabled(brand);
    const [lines, since] = await Promise.all([
      repo.openLines(this.#db, brand.id, memberId),
      repo.lastClaimAt(this.#db, brand.id, memberId),
    ]);
    const total = lines.reduce((sum, l) => sum + l.amount, 0n);
    const min = BigInt(rebateSettingsOf(brand).minClaimMinor);
    return {
      currency: brand.currency,
      since: since ? since.toISOString() : null,
      lines: lines.filter((l) => l.validBet > 0n).map((l) => this.#line(brand, l)),
      total: moneyText(brand, total),
      minClaim: moneyText(brand, min),
      canClaim: total > 0n && total >= min,
    };
  }

  /** What the member could claim now (the reward centre's line); null when MANPLAYREB3 is off. */
  async unclaimed(brand: Brand, memberId: bigint): Promise<bigint | null> {
    if (!brand.flags.MANPLAYREB3) return null;
    const lines = await repo.openLines(this.#db, brand.id, memberId);
    return lines.reduce((sum, l) => sum + l.amount, 0n);
  }

  #claimView(brand: Brand, row: repo.ClaimRow): TRebateClaim {
    const lines = (Array.isArray(row.lines) ? row.lines : []) as StoredLine[];
    return {
      id: String(row.id),
      amount: moneyText(brand, row.amount_minor),
      validBet: moneyText(brand, row.valid_bet_minor),
      lines: lines.map((l) => ({
        category: l.category,
        validBet: moneyText(brand, BigInt(l.validBet)),
        rateBps: l.rateBps,
        amount: moneyText(brand, BigInt(l.amount)),
      })),
      createdAt: row.created_at.toISOString(),
    };
  }

  /**
   * rebate.claim: under the member's lock (the lock every money command of the member takes), the
   * unclaimed accruals are summed, refused below the minimum (REBATE_BELOW_MINIMUM), marked with
   * the claim and paid PROMOTION → MAIN, in one transaction. The same requestId answers the first
   * claim; a second claim at once waits for the lock and finds nothing left.
   */
  async claim(brand: Brand, memberId: bigint, requestId: string): Promise<TRebateClaim> {
    this.#enabled(brand);
    const min = BigInt(rebateSettingsOf(brand).minClaimMinor);
    const answer = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `rebate-claim:${requestId}`,
          request: { rebateClaim: true },
        },
        async () => {
          await lockMember(trx, memberId);
          const done = await repo.claimByRequest(trx, brand.id, memberId, requestId);
          if (done) return this.#claimView(brand, done);
          const open = await repo.lockOpenAccruals(trx, brand.id, memberId);
          const byCategory = new Map<string, { validBet: bigint; rateBps: number; amount: bigint }>();
          for (const a of open) {
            const line = byCategory.get(a.category) ?? { validBet: 0n, rateBps: 0, amount: 0n };
            line.validBet += a.valid_bet_minor;
            line.amount += a.amount_minor;
            line.rateBps = Math.max(line.rateBps, a.rate_bps);
            byCategory.set(a.category, line);
          }
          const total = open.reduce((sum, a) => sum + a.amount_minor, 0n);
          if (total <= 0n || total < min) {
            throw new AppError('REBATE_BELOW_MINIMUM', { params: { min: moneyText(brand, min) } });
          }
          const lines: StoredLine[] = [...byCategory.entries()]
            .filter(([, l]) => l.validBet > 0n)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([category, l]) => ({
              category,
              validBet: String(l.validBet),
              rateBps: l.rateBps,
              amount: String(l.amount),
            }));
          const claim = await repo.insertClaim(trx, {
            merchantId: brand.id,
            memberId,
            requestId,
            amount: total,
            validBet: open.reduce((sum, a) => sum + a.valid_bet_minor, 0n),
            lines,
            now: this.#now(),
          });
          await repo.markClaimed(
            trx,
            open.map((a) => a.id),
            claim.id,
          );
          const transactionId = await this.#payCash(trx, brand, {
            memberId,
            amount: total,
            idempotencyKey: `rebate-claim:${claim.id}`,
            kind: 'REBATE',
            metadata: { claimId: String(claim.id), accruals: open.length },
          });
          await repo.setClaimLedger(trx, claim.id, transactionId);
          return this.#claimView(brand, { ...claim, lines });
        },
      ),
    );
    await this.#wallet.publishBalances(brand, [memberId]);
    return answer;
  }

  /** rebate.history: the member's claims, newest first. */
  async history(
    brand: Brand,
    memberId: bigint,
    page: { pageNo: number; pageSize: number },
  ): Promise<TPage<TRebateClaim>> {
    this.#enabled(brand);
    const { total, rows } = await repo.claimsPage(this.#db, {
      merchantId: brand.id,
      memberId,
      offset: (page.pageNo - 1) * page.pageSize,
      limit: page.pageSize,
    });
    return pageOf(
      rows.map((r) => this.#claimView(brand, r)),
      total,
      page.pageNo,
      page.pageSize,
    );
  }
}
