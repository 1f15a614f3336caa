import {
  type BonusEndReason,
  type BonusState,
  contributionBps,
  contributionOf,
  conversion,
  DEFAULT_PROMOTION_SETTINGS,
  FULL_BPS,
  groupMoney,
  parseMoney,
  type TPage,
  type TPromotionSettings,
  wageringRequired,
} from '@portal/contracts';
import type { TBonusDetail, TBonusGrant, TBonusTerms } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { appendEvent, type DomainEventPayloads, wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandMoney } from '../brands/brands.service.ts';
import { balanceOf, findByKey, gameHouse, openAccounts, post, type Trx } from '../ledger/ledger.ts';
import { lockMember } from '../member/members.ts';
import { moneyText } from './amounts.ts';
import * as repo from './bonus.repository.ts';
import { contributionsOf } from './bonus-play.ts';
import type { WalletService } from './wallet.service.ts';

/** What a grant is made of (the promotions module, the console). Amounts are minor units. */
export interface GrantInput {
  memberId: bigint;
  promotionId: bigint | null;
  entitlementId: bigint | null;
  source: 'PROMOTION' | 'APPLICATION' | 'OPERATOR' | 'LOYALTY';
  /** One grant per key and brand: a repeat answers the grant made the first time. */
  idempotencyKey: string;
  title: string;
  amount: bigint;
  /** The deposit it rewards (wagering of BONUS_AND_DEPOSIT counts it); 0 when none. */
  deposit: bigint;
  /** Amounts as decimal text; "0" = the brand's default max bet / no conversion cap. */
  terms: TBonusTerms;
  grantedBy: bigint | null;
}

/** Real money a promotion pays without wagering (PROMOTION → MAIN). */
/**
 * The journal kinds of real money the promotions and loyalty (issue 19) pay from the brand's
 * PROMOTION account: a promotion's cash, a raffle prize, the rebate; points converted or a mall
 * cash voucher; a mission's, leaderboard's, referral's or VIP level's reward.
 */
export type CashKind =
  | 'PROMOTION_CASH'
  | 'RAFFLE_PRIZE'
  | 'REBATE'
  | 'POINTS_CONVERSION'
  | 'POINTS_VOUCHER'
  | 'MISSION_REWARD'
  | 'LEADERBOARD_PRIZE'
  | 'REFERRAL_REWARD'
  | 'VIP_REWARD';

export interface CashInput {
  memberId: bigint;
  amount: bigint;
  idempotencyKey: string;
  kind: CashKind;
  metadata?: Record<string, unknown>;
}

/** A grant's figures for the promotions report (per promotion; null: not tied to one). */
export interface PromotionBonusFigures {
  promotionId: bigint | null;
  grants: number;
  /** Bonus money that reached the bonus wallet (grants activated). */
  granted: bigint;
  converted: bigint;
  removed: bigint;
  /** The recipients' stakes − payouts of bets placed while their grants were active. */
  ggr: bigint;
}

type Row = repo.GrantRow;
type Ended = 'COMPLETED' | 'EXPIRED' | 'FORFEITED' | 'CANCELLED';
type WagerSettled = DomainEventPayloads['wager.settled'];

const DAY_MS = 86_400_000;
/** Grants the expiry job ends per run. */
const EXPIRY_BATCH = 200;

const promotionSettings = (brand: Brand): TPromotionSettings =>
  brand.settings.promotions ?? DEFAULT_PROMOTION_SETTINGS;

const ENTRY_OF: Record<Ended, repo.EntryRow['kind']> = {
  COMPLETED: 'CONVERTED',
  EXPIRED: 'EXPIRED',
  FORFEITED: 'FORFEITED',
  CANCELLED: 'CANCELLED',
};

/**
 * The bonus wallet (issue 18; ADR 0039): grants made by the promotions module and operators, the
 * money on the member's BONUS account while one is ACTIVE (at most one per member; the others
 * wait PENDING in order), wagering counted from settled bets, conversion, expiry, forfeit and
 * cancellation. Every change of a grant is an append-only entry; every money step one journal
 * transaction; every end a `bonus.ended` event (the live `bonus` message follows from it).
 *
 * Locks, in this order: the member row (which serialises a member's grants, forfeits,
 * cancellations, expiries and withdrawals), the ACTIVE grant's row (which every movement of BONUS
 * money holds, the stakes', payouts' and wagering's included, and which a new grant waits for
 * before it decides ACTIVE or PENDING), then the ledger accounts.
 */
export class BonusService {
  readonly #db: Db;
  readonly #events: EventBus;
  readonly #wallet: WalletService;
  readonly #now: () => Date;

  constructor(deps: { db: Db; events: EventBus; wallet: WalletService; now: () => Date }) {
    this.#db = deps.db;
    this.#events = deps.events;
    this.#wallet = deps.wallet;
    this.#now = deps.now;
  }

  // ---- Published to other modules ----------------------------------------------------------------

  /**
   * Makes a grant inside the caller's transaction: ACTIVE at once (its money PROMOTION → BONUS,
   * journal BONUS_GRANT; expiry counted from now) when the member has no active grant, else
   * PENDING behind the others. The terms and the brand's contributions are copied onto it. A
   * key used before answers the first grant. A bonus without wagering (multiplier 0) is not a
   * grant: pay it with `payCash`.
   */
  async grantBonus(trx: Trx, brand: Brand, input: GrantInput): Promise<TBonusGrant> {
    if (!(input.terms.wagerMultiplier > 0))
      throw new Error('a reward without wagering is real money: payCash, not grantBonus');
    if (input.amount <= 0n) throw new Error('a bonus grant needs a positive amount');
    const known = await repo.findGrantByKey(trx, brand.id, input.idempotencyKey);
    if (known) return this.#view(brand, known, await this.#balanceFor(trx, brand, known));
    await lockMember(trx, input.memberId);
    const settings = promotionSettings(brand);
    const maxBet = this.#minor(brand, input.terms.maxBet);
    const maxConversion = this.#minor(brand, input.terms.maxConversion);
    const defaultMaxBet = BigInt(settings.bonus.defaultMaxBetMinor);
    const now = this.#now();
    const inserted = await repo.insertGrant(trx, {
      merchant_id: brand.id,
      member_id: input.memberId,
      promotion_id: input.promotionId,
      entitlement_id: input.entitlementId,
      source: input.source,
      idempotency_key: input.idempotencyKey,
      title: input.title,
      amount_minor: input.amount,
      deposit_minor: input.deposit,
      wager_required_minor: wageringRequired(
        input.amount,
        input.deposit,
        input.terms.wagerMultiplier,
        input.terms.wagerBase,
      ),
      max_bet_minor: maxBet > 0n ? maxBet : defaultMaxBet > 0n ? defaultMaxBet : null,
      max_conversion_minor: maxConversion > 0n ? maxConversion : null,
      expiry_days: input.terms.expiryDays,
      contributions: settings.contributions,
      terms: input.terms,
      state: 'PENDING',
      granted_by: input.grantedBy,
      created_at: now,
      activated_at: null,
      expires_at: null,
    });
    if (!inserted) {
      // The same key committed by a racing call since the look-up above.
      const raced = await repo.findGrantByKey(trx, brand.id, input.idempotencyKey);
      if (!raced) throw new Error('bonus grant neither written nor found');
      return this.#view(brand, raced, await this.#balanceFor(trx, brand, raced));
    }
    await repo.insertEntries(trx, [
      {
        merchant_id: brand.id,
        grant_id: inserted.id,
        kind: 'GRANTED',
        amount_minor: inserted.amount_minor,
        ledger_transaction_id: null,
        note: input.source,
        created_at: now,
      },
    ]);
    // Locked: a wager ending the active grant right now is waited for (it starts the next
    // PENDING one, which this may become). When it ended while we waited, a second look (a
    // fresh snapshot) sees the grant it started, if any.
    const active =
      (await repo.activeGrant(trx, brand.id, input.memberId, true)) ??
      (await repo.activeGrant(trx, brand.id, input.memberId, true));
    const row = active ? inserted : await this.#activate(trx, brand, inserted, now);
    await appendEvent(trx, {
      type: 'bonus.granted',
      aggregate: 'member',
      aggregateId: input.memberId,
      merchantId: brand.id,
      payload: {
        grantId: String(row.id),
        memberId: String(input.memberId),
        promotionId: row.promotion_id === null ? null : String(row.promotion_id),
        amount: String(row.amount_minor),
        wagerRequired: String(row.wager_required_minor),
        state: row.state === 'ACTIVE' ? 'ACTIVE' : 'PENDING',
        currency: brand.currency,
        grantedAt: now.toISOString(),
      },
    });
    return this.#view(brand, row, row.state === 'ACTIVE' ? row.amount_minor : 0n);
  }

  /**
   * Real money a promotion pays (cash rewards, raffle prizes, the manual rebate): PROMOTION →
   * MAIN in the caller's transaction, once per key (a repeat answers the first journal
   * transaction). Returns the journal transaction's id.
   */
  async payCash(trx: Trx, brand: BrandMoney, input: CashInput): Promise<bigint> {
    if (input.amount <= 0n) throw new Error('a cash reward needs a positive amount');
    const known = await findByKey(trx, brand.id, input.idempotencyKey);
    if (known) return known.id;
    const posted = await post(trx, {
      merchantId: brand.id,
      currency: brand.currency,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      metadata: input.metadata ?? {},
      postings: [
        { account: { merchantId: brand.id, kind: 'PROMOTION' }, amount: -input.amount },
        { account: { merchantId: brand.id, kind: 'MAIN', memberId: input.memberId }, amount: input.amount },
      ],
    });
    return posted.transactionId;
  }

  /**
   * The member gives up an ACTIVE or PENDING grant of theirs (the reward centre): its bonus
   * money is removed and the next queued grant starts. Idempotent by requestId; another
   * member's grant is BONUS_NOT_FOUND.
   */
  async forfeit(
    brand: BrandMoney,
    memberId: bigint,
    grantId: bigint,
    requestId: string,
  ): Promise<TBonusGrant> {
    const answer = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `bonus-forfeit:${requestId}`,
          request: { grantId: String(grantId) },
        },
        async () => {
          await lockMember(trx, memberId);
          const grant = await repo.findGrant(trx, brand.id, grantId, memberId, true);
          if (!grant) throw new AppError('BONUS_NOT_FOUND');
          if (grant.state !== 'ACTIVE' && grant.state !== 'PENDING') throw new AppError('BONUS_STATE');
          const ended = await this.#end(trx, brand, grant, 'FORFEITED', 'FORFEITED_BY_MEMBER', null);
          return this.#view(brand, ended, 0n);
        },
      ),
    );
    wakeDispatchers(this.#events);
    return answer;
  }

  /**
   * An operator cancels an ACTIVE or PENDING grant with a reason (audited by the caller in the
   * same transaction when it passes one; else in a transaction of its own).
   */
  async cancel(
    trx: Trx | null,
    brand: BrandMoney,
    grantId: bigint,
    operatorId: bigint,
    reason: string,
  ): Promise<TBonusGrant> {
    if (!trx) {
      const answer = await this.#db
        .transaction()
        .execute((own) => this.cancel(own, brand, grantId, operatorId, reason));
      wakeDispatchers(this.#events);
      return answer;
    }
    const found = await repo.findGrant(trx, brand.id, grantId, null);
    if (!found) throw new AppError('BONUS_NOT_FOUND');
    await lockMember(trx, found.member_id);
    const grant = await repo.findGrant(trx, brand.id, grantId, null, true);
    if (!grant) throw new AppError('BONUS_NOT_FOUND');
    if (grant.state !== 'ACTIVE' && grant.state !== 'PENDING') throw new AppError('BONUS_STATE');
    const ended = await this.#end(
      trx,
      brand,
      grant,
      'CANCELLED',
      'CANCELLED_BY_OPERATOR',
      `operator ${operatorId}: ${reason}`,
    );
    return this.#view(brand, ended, 0n);
  }

  /**
   * A withdrawal request's check, in its transaction (the member row already locked): with an
   * ACTIVE grant it is refused BONUS_ACTIVE naming the bonus money at stake, unless the member
   * said `forfeit`, which forfeits it here (FORFEITED_FOR_WITHDRAWAL).
   */
  async beforeWithdrawal(trx: Trx, brand: BrandMoney, memberId: bigint, forfeit: boolean): Promise<boolean> {
    if (!(await repo.hasActiveGrant(trx, brand.id, memberId))) return false;
    const grant = await repo.activeGrant(trx, brand.id, memberId, true);
    if (!grant) return false;
    if (!forfeit) {
      const balance = await balanceOf(trx, brand.id, memberId, 'BONUS');
      throw new AppError('BONUS_ACTIVE', { params: { amount: groupMoney(moneyText(brand, balance)) } });
    }
    await this.#end(trx, brand, grant, 'FORFEITED', 'FORFEITED_FOR_WITHDRAWAL', null);
    return true;
  }

  /** The expiry job: ACTIVE grants past expires_at end EXPIRED. Safe on every node (SKIP LOCKED). */
  async expireDue(brandOf: (id: number) => Promise<BrandMoney | null>): Promise<number> {
    const now = this.#now();
    const due = await repo.dueForExpiry(this.#db, now, EXPIRY_BATCH);
    let expired = 0;
    for (const candidate of due) {
      const brand = await brandOf(candidate.merchant_id);
      if (!brand) continue;
      const done = await this.#db.transaction().execute(async (trx) => {
        await lockMember(trx, candidate.member_id);
        const grant = await repo.claimDue(trx, candidate.id, now);
        if (!grant) return false;
        await this.#end(trx, brand, grant, 'EXPIRED', 'EXPIRED', null);
        return true;
      });
      if (done) expired += 1;
    }
    if (expired > 0) wakeDispatchers(this.#events);
    return expired;
  }

  /**
   * Wagering from a settled bet (subscriber `wallet.bonus-wagering`), in the handler's
   * transaction: the bet's valid bet × its game's contribution counts towards the member's
   * ACTIVE grant if it was placed while that grant was active; `bonus_wagers` keeps what each bet
   * counted, so a bet settled again or cancelled changes progress by the difference. Met: the
   * grant converts; bonus wallet empty with no bonus stake open: it ends BALANCE_SPENT.
   */
  async onWagerSettled(trx: Trx, brand: BrandMoney, wager: WagerSettled): Promise<void> {
    const memberId = BigInt(wager.memberId);
    // Members without a bonus: this look-up and nothing else. The grant's row is the lock (not
    // the member's: grantBonus waits on it too before it decides ACTIVE or PENDING).
    // After the member's row (KEY SHARE): an end moves the bonus wallet twice (converted, removed;
    // the next grant's money), and a row written twice in one transaction checks its member.
    const grant = await repo.activeGrant(trx, brand.id, memberId, true);
    if (!grant) return;
    let wagered = grant.wagered_minor;
    let progressed = false;
    let stored = true;
    let balance: bigint | null = null;
    if (grant.activated_at !== null && new Date(wager.placedAt) >= grant.activated_at) {
      const bps = contributionBps(contributionsOf(grant.contributions), wager);
      const valid = wager.outcome === 'CANCELLED' ? 0n : BigInt(wager.validBet);
      const counted = await repo.countWager(trx, {
        grantId: grant.id,
        betId: BigInt(wager.betId),
        merchantId: brand.id,
        memberId,
        counted: contributionOf(valid, bps),
        wagered: grant.wagered_minor,
        required: grant.wager_required_minor,
      });
      wagered = counted.wagered;
      progressed = counted.changed;
      stored = counted.stored || !counted.changed;
      balance = counted.bonus;
    }
    // The grant's row is written once in this transaction: by its end, or with its progress.
    const current = { ...grant, wagered_minor: wagered };
    if (wagered >= grant.wager_required_minor) {
      await this.#end(trx, brand, current, 'COMPLETED', 'WAGERING_MET', null);
      return;
    }
    balance ??= await balanceOf(trx, brand.id, memberId, 'BONUS');
    if (balance === 0n && !(await repo.hasOpenBonusStake(trx, grant.id))) {
      await this.#end(trx, brand, current, 'COMPLETED', 'BALANCE_SPENT', null);
      return;
    }
    if (!stored) await repo.updateGrant(trx, grant.id, { wagered_minor: wagered });
    // An end tells the member through its `bonus.ended`; progress is told here.
    if (progressed) await this.#publishGrant(brand, current, balance);
  }

  // ---- Reading ----------------------------------------------------------------------------------

  /** The member's grants, newest first (bonusDetails). */
  async memberGrants(
    given: Db | Trx | undefined,
    brand: BrandMoney,
    memberId: bigint,
    query: { state?: BonusState | undefined; page: number; size: number },
  ): Promise<TPage<TBonusGrant>> {
    const db = given ?? this.#db;
    const filter = { merchantId: brand.id, memberId, state: query.state };
    const balance = await balanceOf(db, brand.id, memberId, 'BONUS');
    return paginate(
      { pageNo: query.page, pageSize: query.size },
      () => repo.countGrants(db, filter),
      (window) => repo.grantsPage(db, filter, window),
      (row) => this.#view(brand, row, row.state === 'ACTIVE' ? balance : 0n),
    );
  }

  /** One grant with its entries; of this member when `memberId` is given (else BONUS_NOT_FOUND). */
  async grantDetail(
    given: Db | Trx | undefined,
    brand: BrandMoney,
    memberId: bigint | null,
    grantId: bigint,
  ): Promise<TBonusDetail> {
    const db = given ?? this.#db;
    const row = await repo.findGrant(db, brand.id, grantId, memberId);
    if (!row) throw new AppError('BONUS_NOT_FOUND');
    const entries = await repo.entriesOf(db, row.id);
    return {
      grant: this.#view(brand, row, await this.#balanceFor(db, brand, row)),
      entries: entries.map((e) => ({
        kind: e.kind,
        amount: moneyText(brand, e.amount_minor),
        note: e.note,
        at: e.created_at.toISOString(),
      })),
    };
  }

  /** The reward centre's bonus part: what the bonus wallet holds, the active grant, the queue. */
  async activeAndQueued(
    given: Db | Trx | undefined,
    brand: BrandMoney,
    memberId: bigint,
  ): Promise<{ balance: string; active: TBonusGrant | null; queued: TBonusGrant[] }> {
    const db = given ?? this.#db;
    const [balance, active, queued] = await Promise.all([
      balanceOf(db, brand.id, memberId, 'BONUS'),
      repo.activeGrant(db, brand.id, memberId),
      repo.queuedGrants(db, brand.id, memberId),
    ]);
    return {
      balance: moneyText(brand, balance),
      active: active ? this.#view(brand, active, balance) : null,
      queued: queued.map((g) => this.#view(brand, g, 0n)),
    };
  }

  /** What the member's bonus wallet holds (minor units). */
  bonusBalance(db: Db | Trx, brand: Pick<Brand, 'id'>, memberId: bigint): Promise<bigint> {
    return balanceOf(db, brand.id, memberId, 'BONUS');
  }

  /**
   * The grants' figures per promotion over grants made in [from, to), for the promotions report;
   * GGR of grants still active counts up to `now` (the clock's when not given).
   */
  promotionFigures(
    db: Db | Trx,
    brand: Pick<Brand, 'id'> | number,
    from: Date,
    to: Date,
    now: Date = this.#now(),
  ): Promise<PromotionBonusFigures[]> {
    return repo.promotionFigures(db, typeof brand === 'number' ? brand : brand.id, from, to, now);
  }

  /** A grant as the API shows it, `balance` being the bonus wallet's when it is the active one. */
  view(brand: BrandMoney, row: Row, balance: bigint): TBonusGrant {
    return this.#view(brand, row, balance);
  }

  /** Tells the member's tabs a grant's state (after the commit, or from an event handler). */
  async publishGrant(brand: BrandMoney, grantId: bigint, db: Db | Trx = this.#db): Promise<void> {
    const row = await repo.findGrant(db, brand.id, grantId, null);
    if (!row) return;
    const balance = await balanceOf(db, brand.id, row.member_id, 'BONUS');
    await this.#publishGrant(brand, row, row.state === 'ACTIVE' ? balance : 0n);
  }

  /** The member's ACTIVE grant's id, if any. */
  async activeGrantId(db: Db | Trx, brand: Pick<Brand, 'id'>, memberId: bigint): Promise<bigint | null> {
    return (await repo.activeGrant(db, brand.id, memberId))?.id ?? null;
  }

  // ---- Inside ---------------------------------------------------------------------------------

  /** The grant starts: its money PROMOTION → BONUS, ACTIVE from now, expiry counted from now. */
  async #activate(trx: Trx, brand: BrandMoney, grant: Row, now: Date): Promise<Row> {
    // The member's wallets and house account exist from here on: what the grant's stakes,
    // payouts and conversion post to is never created while its row is locked (creating one
    // would wait for the member's row, which a forfeit may hold while it waits for the grant).
    await openAccounts(trx, brand.currency, [
      { merchantId: brand.id, kind: 'MAIN', memberId: grant.member_id },
      { merchantId: brand.id, kind: 'BONUS', memberId: grant.member_id },
      gameHouse(brand.id, grant.member_id),
    ]);
    const posted = await post(trx, {
      merchantId: brand.id,
      currency: brand.currency,
      kind: 'BONUS_GRANT',
      idempotencyKey: `bonus:${grant.id}:grant`,
      reference: `bonus:${grant.id}`,
      metadata: { grantId: String(grant.id), promotionId: grant.promotion_id?.toString() ?? null },
      postings: [
        { account: { merchantId: brand.id, kind: 'PROMOTION' }, amount: -grant.amount_minor },
        {
          account: { merchantId: brand.id, kind: 'BONUS', memberId: grant.member_id },
          amount: grant.amount_minor,
        },
      ],
    });
    const row = await repo.updateGrant(trx, grant.id, {
      state: 'ACTIVE',
      activated_at: now,
      expires_at: new Date(now.getTime() + grant.expiry_days * DAY_MS),
    });
    await repo.insertEntries(trx, [
      {
        merchant_id: brand.id,
        grant_id: grant.id,
        kind: 'ACTIVATED',
        amount_minor: grant.amount_minor,
        ledger_transaction_id: posted.transactionId,
        note: null,
        created_at: now,
      },
    ]);
    return row;
  }

  /**
   * Ends a grant (locked, with its member's row): an ACTIVE one's bonus money converts (COMPLETED
   * by wagering: BONUS → MAIN up to the max conversion) and the rest is removed (BONUS →
   * PROMOTION); a PENDING one held none. Then the next queued grant starts, and `bonus.ended`.
   */
  async #end(
    trx: Trx,
    brand: BrandMoney,
    grant: Row,
    state: Ended,
    reason: BonusEndReason,
    note: string | null,
  ): Promise<Row> {
    const now = this.#now();
    const wasActive = grant.state === 'ACTIVE';
    const balance = wasActive ? await balanceOf(trx, brand.id, grant.member_id, 'BONUS') : 0n;
    const { converted, removed } =
      reason === 'WAGERING_MET'
        ? conversion(balance, grant.max_conversion_minor)
        : { converted: 0n, removed: balance };
    const bonus = { merchantId: brand.id, kind: 'BONUS' as const, memberId: grant.member_id };
    let convertedTx: bigint | null = null;
    let removedTx: bigint | null = null;
    if (converted > 0n) {
      convertedTx = (
        await post(trx, {
          merchantId: brand.id,
          currency: brand.currency,
          kind: 'BONUS_CONVERT',
          idempotencyKey: `bonus:${grant.id}:convert`,
          reference: `bonus:${grant.id}`,
          metadata: { grantId: String(grant.id) },
          postings: [
            { account: bonus, amount: -converted },
            { account: { merchantId: brand.id, kind: 'MAIN', memberId: grant.member_id }, amount: converted },
          ],
        })
      ).transactionId;
    }
    if (removed > 0n) {
      removedTx = (
        await post(trx, {
          merchantId: brand.id,
          currency: brand.currency,
          kind: 'BONUS_REMOVE',
          idempotencyKey: `bonus:${grant.id}:remove`,
          reference: `bonus:${grant.id}`,
          metadata: { grantId: String(grant.id), reason },
          postings: [
            { account: bonus, amount: -removed },
            { account: { merchantId: brand.id, kind: 'PROMOTION' }, amount: removed },
          ],
        })
      ).transactionId;
    }
    const row = await repo.updateGrant(trx, grant.id, {
      state,
      end_reason: reason,
      converted_minor: converted,
      removed_minor: removed,
      ended_at: now,
      wagered_minor: grant.wagered_minor,
    });
    const entries: Parameters<typeof repo.insertEntries>[1] = [
      {
        merchant_id: brand.id,
        grant_id: grant.id,
        kind: ENTRY_OF[state],
        amount_minor: converted,
        ledger_transaction_id: convertedTx,
        note: note === null ? reason : `${reason}: ${note}`,
        created_at: now,
      },
    ];
    if (removed > 0n) {
      entries.push({
        merchant_id: brand.id,
        grant_id: grant.id,
        kind: 'REMOVED',
        amount_minor: removed,
        ledger_transaction_id: removedTx,
        note: reason,
        created_at: now,
      });
    }
    await repo.insertEntries(trx, entries);
    await appendEvent(trx, {
      type: 'bonus.ended',
      aggregate: 'member',
      aggregateId: grant.member_id,
      merchantId: brand.id,
      payload: {
        grantId: String(grant.id),
        memberId: String(grant.member_id),
        promotionId: grant.promotion_id === null ? null : String(grant.promotion_id),
        state,
        reason,
        converted: String(converted),
        removed: String(removed),
        currency: brand.currency,
        endedAt: now.toISOString(),
      },
    });
    if (wasActive) {
      // A second look when the first found none: the one it met may have been forfeited while
      // this waited for its lock (a locked LIMIT 1 does not move on to the next).
      const next =
        (await repo.nextPending(trx, brand.id, grant.member_id)) ??
        (await repo.nextPending(trx, brand.id, grant.member_id));
      if (next) await this.#activate(trx, brand, next, now);
    }
    return row;
  }

  async #balanceFor(db: Db | Trx, brand: BrandMoney, row: Row): Promise<bigint> {
    return row.state === 'ACTIVE' ? balanceOf(db, brand.id, row.member_id, 'BONUS') : 0n;
  }

  #minor(brand: Brand, text: string): bigint {
    const minor = parseMoney(text, brand.currencyExponent);
    if (minor === null || minor < 0n) throw new AppError('AMOUNT_INVALID');
    return minor;
  }

  #view(brand: Pick<Brand, 'currencyExponent'>, r: Row, balance: bigint): TBonusGrant {
    const money = (minor: bigint | null) => (minor === null ? null : moneyText(brand, minor));
    return {
      id: String(r.id),
      promotionId: r.promotion_id === null ? null : String(r.promotion_id),
      title: r.title,
      state: r.state,
      endReason: (r.end_reason as BonusEndReason | null) ?? null,
      amount: moneyText(brand, r.amount_minor),
      balance: moneyText(brand, r.state === 'ACTIVE' ? balance : 0n),
      wagerRequired: moneyText(brand, r.wager_required_minor),
      wagered: moneyText(brand, r.wagered_minor),
      progressBps: progressBps(r.wagered_minor, r.wager_required_minor),
      maxBet: money(r.max_bet_minor),
      maxConversion: money(r.max_conversion_minor),
      converted: money(r.converted_minor),
      removed: money(r.removed_minor),
      contributions: { ...contributionsOf(r.contributions).byCategory },
      grantedAt: r.created_at.toISOString(),
      activatedAt: r.activated_at?.toISOString() ?? null,
      expiresAt: r.expires_at?.toISOString() ?? null,
      endedAt: r.ended_at?.toISOString() ?? null,
    };
  }

  async #publishGrant(brand: BrandMoney, r: Row, balance: bigint): Promise<void> {
    await this.#events.publish(memberChannel(brand.id, r.member_id), {
      type: 'bonus',
      grantId: String(r.id),
      state: r.state,
      wagered: moneyText(brand, r.wagered_minor),
      wagerRequired: moneyText(brand, r.wager_required_minor),
      progressBps: progressBps(r.wagered_minor, r.wager_required_minor),
      bonusBalance: moneyText(brand, r.state === 'ACTIVE' ? balance : 0n),
    });
  }

  /** The wallet, for the live balance after a grant's money moved. */
  get wallet(): WalletService {
    return this.#wallet;
  }
}

/** Wagering progress in basis points, 0 … 10000. */
export function progressBps(wagered: bigint, required: bigint): number {
  if (required <= 0n) return FULL_BPS;
  const bps = (wagered * BigInt(FULL_BPS)) / required;
  return bps > BigInt(FULL_BPS) ? FULL_BPS : Number(bps);
}
