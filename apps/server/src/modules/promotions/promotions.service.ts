import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  DEFAULT_PROMOTION_SETTINGS,
  type LanguageCode,
  type PromotionCategory,
  type TPage,
} from '@portal/contracts';
import type {
  TBonusGrant,
  TPromotionCard,
  TPromotionDetail,
  TPromotionOutcome,
  TRewardCentre,
  TRewardHistoryItem,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { ipInCidr } from '../../platform/ip.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { findMemberByAccount, findMemberById } from '../member/members.ts';
import { creditedDepositCount } from '../payments/promotion-figures.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { AddTickets, BonusPort, MemberTags, UploadClaims } from './ports.ts';
import {
  actionOf,
  type ComputedState,
  computeState,
  configOf,
  DAY_MS,
  ENDED_SHOWN_MS,
  isRunning,
  limitWindow,
  minorOf,
  offsetOf,
  type PromotionConfig,
  rewardAmount,
  textOf,
} from './promotion-rules.ts';
import { promotionTexts } from './promotion-texts.ts';
import type { ApplicationRow, EntitlementRow, PromotionRow } from './promotions.repository.ts';
import * as repo from './promotions.repository.ts';

type Reader = Db | Trx;
type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberById>>>;

/** What a payment of an entitlement did (for the outcome and the live events after the commit). */
export interface Payment {
  grant: TBonusGrant | null;
  paid: bigint | null;
  entitlement: EntitlementRow;
}

/** What to tell after the transaction commits: the members whose balance a reward changed. */
export interface AfterCommit {
  balances: bigint[];
}

export const afterCommit = (): AfterCommit => ({ balances: [] });

export interface PromotionDeps {
  db: Db;
  now: () => Date;
  events: EventBus;
  brands: BrandService;
  wallet: WalletService;
  bonus: BonusPort;
  uploads: UploadClaims;
  memberTags: MemberTags;
  /** The member's VIP level (VIP_LEVELS audiences; issue 19), a port of the vip module; absent: 0. */
  vipLevel?: ((db: Reader, brand: Brand, memberId: bigint) => Promise<number>) | undefined;
  /** The raffle's tickets; absent: ticket rewards are not paid by claims. */
  addTickets?: AddTickets | undefined;
  /** Manual rebate waiting for the reward centre (rebate/), when published. */
  rebateWaiting?: ((brand: Brand, memberId: bigint) => Promise<bigint | null>) | undefined;
  /** More reward history (raffle prizes, rebate claims): the newest `want` and how many in all. */
  history?:
    | ((
        brand: Brand,
        language: LanguageCode,
        memberId: bigint,
        kind: 'RAFFLE_PRIZE' | 'REBATE' | undefined,
        want: number,
      ) => Promise<{ total: number; items: TRewardHistoryItem[] }>)
    | undefined;
}

/** Upload purpose of an application's images. */
export const APPLICATION_UPLOAD_PURPOSE = 'promotion-application';

/**
 * The promotions as members see and use them (issue 18; ADR 0039): the list and a promotion's
 * page with the caller's state, joining, claiming, applying, codes, the reward centre and its
 * history; and the one way a reward is paid (`payEntitlement`), used by claims, the triggers and
 * the console alike.
 */
export class PromotionService {
  readonly #d: PromotionDeps;

  constructor(deps: PromotionDeps) {
    this.#d = deps;
  }

  /** The raffle's tickets for RAFFLE_TICKETS rewards (wired once the raffle's part exists). */
  useTickets(addTickets: AddTickets): void {
    this.#d.addTickets = addTickets;
  }

  /** The manual rebate waiting, for the reward centre (wired once the rebate's part exists). */
  useRebate(waiting: (brand: Brand, memberId: bigint) => Promise<bigint | null>): void {
    this.#d.rebateWaiting = waiting;
  }

  // ---- Who may take part -------------------------------------------------------------------

  /** Whether the member is in the promotion's audience (include and exclude lists first). */
  async inAudience(db: Reader, brand: Brand, config: PromotionConfig, member: MemberRow): Promise<boolean> {
    const a = config.audience;
    const account = member.account.toLowerCase();
    if (a.exclude.includes(account)) return false;
    if (a.include.includes(account)) return true;
    switch (a.kind) {
      case 'ALL':
        return true;
      case 'NEW_MEMBERS': {
        const days = a.newWithinDays ?? 7;
        return member.created_at.getTime() >= this.#d.now().getTime() - days * DAY_MS;
      }
      case 'AGENT_TEAMS': {
        for (const agent of a.agents) {
          const row = await findMemberAccount(db, brand.id, agent);
          if (!row) continue;
          if (row.id === member.id || member.upline_path.includes(`/${row.id}/`)) return true;
        }
        return false;
      }
      case 'TAGS': {
        if (a.tags.length === 0) return false;
        const tags = (await this.#d.memberTags(db, brand.id, member.id)).map((t) => t.toLowerCase());
        return a.tags.some((t) => tags.includes(t.toLowerCase()));
      }
      case 'VIP_LEVELS': {
        const level = this.#d.vipLevel ? await this.#d.vipLevel(db, brand, member.id) : 0;
        return level >= (a.minVipLevel ?? 1);
      }
    }
  }

  /**
   * The household of a member: the sign-up address, else the last sign-in address. A loopback
   * address names no household (it is this machine: development, or a proxy that does not pass
   * the client's address on), so it is no key.
   */
  householdKey(member: MemberRow): string | null {
    for (const ip of [member.register_ip, member.last_login_ip]) {
      if (ip && !isLoopback(ip)) return ip;
    }
    return null;
  }

  async member(db: Reader, brand: Brand, memberId: bigint): Promise<MemberRow> {
    const member = await findMemberById(db as Db, brand.id, memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return member;
  }

  // ---- Cards -------------------------------------------------------------------------------

  /** The cards of these promotions for a member (null: a visitor), in the caller's language. */
  async cards(
    db: Reader,
    brand: Brand,
    language: LanguageCode,
    rows: readonly PromotionRow[],
    memberId: bigint | null,
  ): Promise<TPromotionCard[]> {
    const now = this.#d.now();
    const offset = offsetOf(brand);
    if (memberId === null) {
      return rows.map((row) => {
        const config = configOf(row);
        const state = computeState({
          promotion: row,
          limits: config.limits,
          now,
          offsetMinutes: offset,
          member: null,
        });
        return this.#card(brand, language, row, config, state, null);
      });
    }
    const ids = rows.map((r) => r.id);
    const [member, joins, entitlements, applications, grants] = await Promise.all([
      this.member(db, brand, memberId),
      repo.joinsOf(db, memberId, ids),
      repo.entitlementsOf(db, memberId, ids),
      repo.applicationsOf(db, memberId, ids),
      this.#d.bonus.activeAndQueued(db, brand, memberId),
    ]);
    const inProgress = [grants.active, ...grants.queued].filter((g): g is TBonusGrant => g !== null);
    // An Nth-deposit reward the member is past already can never be theirs (read once, if needed).
    let deposits: number | null = null;
    const pastIt = async (row: PromotionRow, config: PromotionConfig, mine: EntitlementRow[]) => {
      // (A lapsed claim does not bring the chance back.)
      if (mine.some((e) => e.state !== 'EXPIRED' && e.state !== 'VOID')) return false;
      // A sign-up reward is for accounts made after it started.
      if (row.trigger_type === 'SIGNUP') return member.created_at < row.starts_at;
      if (row.trigger_type !== 'DEPOSIT' || config.trigger.nth === null) return false;
      deposits ??= await creditedDepositCount(db, { merchantId: brand.id, memberId });
      return deposits >= config.trigger.nth;
    };
    const key = this.householdKey(member);
    const cards: TPromotionCard[] = [];
    for (const row of rows) {
      const config = configOf(row);
      const mine = entitlements.filter((e) => e.promotion_id === row.id);
      const lastApplication = applications.find((a) => a.promotion_id === row.id) ?? null;
      const window = limitWindow(config.limits.perMember, now, offset);
      const householdBlocked =
        config.limits.household &&
        key !== null &&
        window !== null &&
        !mine.some((e) => e.state === 'CLAIMED' || e.state === 'ISSUED' || e.state === 'CLAIMABLE') &&
        (await repo.householdPaidIn(db, { promotionId: row.id, key, memberId, windowKeys: [window] }));
      const grant = inProgress.find((g) => g.promotionId === String(row.id)) ?? null;
      const state = computeState({
        promotion: row,
        limits: config.limits,
        now,
        offsetMinutes: offset,
        member: {
          inAudience:
            (await this.inAudience(db, brand, config, member)) && !(await pastIt(row, config, mine)),
          householdBlocked,
          bonusInProgress: grant !== null,
          entitlements: mine,
          lastApplication,
          joined: joins.has(String(row.id)),
        },
      });
      cards.push(
        this.#card(brand, language, row, config, state, { entitlements: mine, lastApplication, grant }),
      );
    }
    return cards;
  }

  #card(
    brand: Brand,
    language: LanguageCode,
    row: PromotionRow,
    config: PromotionConfig,
    computed: ComputedState,
    mine: null | {
      entitlements: EntitlementRow[];
      lastApplication: ApplicationRow | null;
      grant: TBonusGrant | null;
    },
  ): TPromotionCard {
    const text = textOf(config, language);
    const texts = promotionTexts(language);
    const claimableRow =
      computed.state === 'CLAIM'
        ? (mine?.entitlements.filter((e) => e.state === 'CLAIMABLE').at(-1) ?? null)
        : null;
    const paidRow =
      computed.state === 'CLAIMED' || computed.state === 'ISSUED'
        ? (mine?.entitlements.find((e) => e.state === 'CLAIMED' || e.state === 'ISSUED') ?? null)
        : null;
    const claimable = claimableRow
      ? claimableRow.tickets > 0 && claimableRow.amount_minor === 0n
        ? String(claimableRow.tickets)
        : moneyText(brand, claimableRow.amount_minor)
      : null;
    const t = config.trigger;
    return {
      id: String(row.id),
      slug: row.slug,
      category: row.category,
      title: text.title,
      summary: text.summary,
      imageUrl: row.image_url,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      trigger: row.trigger_type,
      state: computed.state,
      action: actionOf(computed.state, row.trigger_type),
      stateNote: texts.note({
        state: computed.state,
        closeReason: computed.closeReason,
        trigger: t,
        minDeposit: moneyText(brand, minorOf(brand, t.minDeposit)),
        minValidBet: moneyText(brand, minorOf(brand, t.minValidBet)),
        minLoss: moneyText(brand, minorOf(brand, t.minLoss)),
        claimable,
        claimExpires: claimableRow?.claim_expires_at?.toISOString() ?? null,
        startsAt: row.starts_at.toISOString(),
        progressBps: mine?.grant?.progressBps ?? null,
        applicationNote: mine?.lastApplication?.decision_note ?? null,
        paid: paidRow && paidRow.amount_minor > 0n ? moneyText(brand, paidRow.amount_minor) : null,
      }),
      claimable,
      rewardText: texts.reward({
        reward: config.reward,
        terms: config.terms,
        amount: moneyText(brand, minorOf(brand, config.reward.amount)),
      }),
    };
  }

  // ---- Reading -----------------------------------------------------------------------------

  async list(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint | null,
    category?: PromotionCategory | undefined,
  ): Promise<TPromotionCard[]> {
    const now = this.#d.now();
    const rows = await repo.listedPromotions(this.#d.db, brand.id, {
      now,
      endedSince: new Date(now.getTime() - ENDED_SHOWN_MS),
      category,
    });
    return this.cards(this.#d.db, brand, language, rows, memberId);
  }

  /** A promotion players may see: published and shown by now. */
  async #shown(db: Reader, brand: Brand, id: bigint): Promise<PromotionRow> {
    const row = await repo.findPromotion(db, brand.id, id);
    const now = this.#d.now();
    if (!row || row.status === 'DRAFT' || (row.shows_from !== null && row.shows_from > now))
      throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  }

  async detail(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint | null,
    id: bigint,
  ): Promise<TPromotionDetail> {
    const db = this.#d.db;
    const row = await this.#shown(db, brand, id);
    const config = configOf(row);
    const [card] = await this.cards(db, brand, language, [row], memberId);
    const text = textOf(config, language);
    const money = row.trigger_type !== 'RAFFLE' && config.reward.type !== 'RAFFLE_TICKETS';
    let applications: TPromotionDetail['applications'] = [];
    let grants: TBonusGrant[] = [];
    if (memberId !== null) {
      applications = (await repo.applicationsOf(db, memberId, [row.id])).map((a) => ({
        id: String(a.id),
        state: a.state,
        remark: a.remark,
        images: a.image_ids.length,
        note: a.decision_note,
        createdAt: a.created_at.toISOString(),
        decidedAt: a.decided_at?.toISOString() ?? null,
      }));
      const { active, queued } = await this.#d.bonus.activeAndQueued(db, brand, memberId);
      grants = [active, ...queued].filter(
        (g): g is TBonusGrant => g !== null && g.promotionId === String(row.id),
      );
    }
    return {
      card: card as TPromotionCard,
      body: text.body,
      terms: text.terms,
      bonusTerms: money && config.terms.wagerMultiplier > 0 ? config.terms : null,
      // The weights a bonus of it would count wagering with (a grant keeps its own copy).
      ...(money && config.terms.wagerMultiplier > 0
        ? {
            contributions: (brand.settings.promotions ?? DEFAULT_PROMOTION_SETTINGS).contributions.byCategory,
          }
        : {}),
      applications,
      grants,
    };
  }

  async #outcome(
    db: Reader,
    brand: Brand,
    language: LanguageCode,
    row: PromotionRow,
    memberId: bigint,
    payment: Payment | null,
  ): Promise<TPromotionOutcome> {
    const [card] = await this.cards(db, brand, language, [row], memberId);
    return {
      card: card as TPromotionCard,
      grant: payment?.grant ?? null,
      paid: payment?.paid != null ? moneyText(brand, payment.paid) : null,
    };
  }

  // ---- Paying ------------------------------------------------------------------------------

  /**
   * Pays an entitlement locked by the caller (`for update`, state CLAIMABLE): the household rule,
   * the budget under the promotion's row lock, then the reward (a bonus under wagering, real money,
   * or raffle tickets), the entitlement's new state and `promotion.reward_issued`, all in `trx`.
   */
  async payEntitlement(
    trx: Trx,
    brand: Brand,
    ent: EntitlementRow,
    how: {
      state: 'CLAIMED' | 'ISSUED';
      requestId: string | null;
      source: 'PROMOTION' | 'APPLICATION' | 'OPERATOR';
      grantedBy: bigint | null;
      after: AfterCommit;
    },
  ): Promise<Payment> {
    const now = this.#d.now();
    const promotion = await repo.lockPromotion(trx, brand.id, ent.promotion_id);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    const config = configOf(promotion);
    if (config.limits.household) {
      // The household as it is now (addresses change) and as it was when the member qualified.
      const member = await this.member(trx, brand, ent.member_id);
      const keys = [...new Set([this.householdKey(member), ent.household_key])].filter(
        (k): k is string => k !== null,
      );
      for (const key of keys) {
        const taken = await repo.householdTaken(trx, {
          promotionId: promotion.id,
          windowKey: ent.window_key,
          key,
          memberId: ent.member_id,
          paidOnly: true,
        });
        if (taken) throw new AppError('PROMOTION_HOUSEHOLD');
      }
    }
    const amount = ent.amount_minor;
    if (amount > 0n) {
      if (promotion.budget_minor !== null && promotion.spent_minor + amount > promotion.budget_minor)
        throw new AppError('PROMOTION_BUDGET_SPENT');
      await repo.addSpent(trx, promotion.id, amount);
    }
    const title = textOf(config, 'en').title;
    let grant: TBonusGrant | null = null;
    let paid: bigint | null = null;
    let kind: 'BONUS' | 'CASH' | 'TICKETS' = 'CASH';
    if (ent.tickets > 0 && amount === 0n) {
      if (!this.#d.addTickets) throw new AppError('PROMOTION_STATE');
      await this.#d.addTickets(trx, brand, {
        promotionId: promotion.id,
        memberId: ent.member_id,
        tickets: ent.tickets,
        sourceRef: `entitlement:${ent.id}`,
        at: now,
      });
      kind = 'TICKETS';
    } else if (amount > 0n && config.terms.wagerMultiplier > 0) {
      grant = await this.#d.bonus.grantBonus(trx, brand, {
        memberId: ent.member_id,
        promotionId: promotion.id,
        entitlementId: ent.id,
        source: how.source,
        idempotencyKey: `promotion-entitlement:${ent.id}`,
        title,
        amount,
        deposit: ent.source === 'DEPOSIT' ? ent.basis_minor : 0n,
        terms: config.terms,
        grantedBy: how.grantedBy,
      });
      kind = 'BONUS';
    } else if (amount > 0n) {
      await this.#d.bonus.payCash(trx, brand, {
        memberId: ent.member_id,
        amount,
        idempotencyKey: `promotion-entitlement:${ent.id}`,
        kind: 'PROMOTION_CASH',
        metadata: { promotionId: String(promotion.id), entitlementId: String(ent.id), title },
      });
      paid = amount;
    } else {
      throw new AppError('PROMOTION_NOTHING_TO_CLAIM', { params: { hint: '' } });
    }
    const updated = await repo.markPaid(trx, ent.id, {
      state: how.state,
      amount,
      grantId: grant ? BigInt(grant.id) : null,
      requestId: how.requestId,
      at: now,
    });
    await appendEvent(trx, {
      type: 'promotion.reward_issued',
      aggregate: 'member',
      aggregateId: ent.member_id,
      merchantId: brand.id,
      payload: {
        promotionId: String(promotion.id),
        entitlementId: String(ent.id),
        memberId: String(ent.member_id),
        kind,
        amount: String(amount),
        tickets: ent.tickets,
        currency: brand.currency,
        issuedAt: now.toISOString(),
      },
    });
    how.after.balances.push(ent.member_id);
    return { grant, paid, entitlement: updated };
  }

  /**
   * After a change commits: the outbox woken (its `promotion.reward_*` events become the members'
   * live `reward` notices, promotions.live-reward) and the paid members' balances pushed.
   */
  async announce(brand: Brand, after: AfterCommit): Promise<void> {
    wakeDispatchers(this.#d.events);
    const members = [...new Set(after.balances)];
    if (members.length > 0) await this.#d.wallet.publishBalances(brand, members).catch(() => undefined);
  }

  // ---- Member commands ---------------------------------------------------------------------

  /** Checks a running promotion is open to the member; answers the member row. */
  async #openTo(db: Reader, brand: Brand, row: PromotionRow, memberId: bigint): Promise<MemberRow> {
    const now = this.#d.now();
    if (!isRunning(row, now)) throw new AppError('PROMOTION_CLOSED');
    const member = await this.member(db, brand, memberId);
    if (!(await this.inAudience(db, brand, configOf(row), member)))
      throw new AppError('PROMOTION_NOT_ELIGIBLE');
    return member;
  }

  async join(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    id: bigint,
    _requestId: string,
  ): Promise<TPromotionOutcome> {
    const db = this.#d.db;
    const row = await this.#shown(db, brand, id);
    await this.#openTo(db, brand, row, memberId);
    await repo.insertJoin(db, { merchantId: brand.id, promotionId: row.id, memberId, at: this.#d.now() });
    return this.#outcome(db, brand, language, row, memberId, null);
  }

  /** The hint of a refused claim: what the member still has to do. */
  #nothingToClaim(brand: Brand, language: LanguageCode, row: PromotionRow): AppError {
    const config = configOf(row);
    const t = config.trigger;
    const hint =
      promotionTexts(language).note({
        state: 'JOINED',
        closeReason: null,
        trigger: t,
        minDeposit: moneyText(brand, minorOf(brand, t.minDeposit)),
        minValidBet: moneyText(brand, minorOf(brand, t.minValidBet)),
        minLoss: moneyText(brand, minorOf(brand, t.minLoss)),
        claimable: null,
        claimExpires: null,
        startsAt: row.starts_at.toISOString(),
        progressBps: null,
        applicationNote: null,
        paid: null,
      }) ?? '';
    return new AppError('PROMOTION_NOTHING_TO_CLAIM', { params: { hint } });
  }

  /**
   * Claims the member's waiting reward of a promotion (a PROMO_CODE promotion with its code: the
   * code is redeemed). One transaction: the entitlement locked, household and budget checked,
   * paid; keyed by the member's requestId, so a retry answers the first outcome.
   */
  async claim(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    id: bigint,
    body: { requestId: string; code?: string | undefined },
  ): Promise<TPromotionOutcome> {
    const db = this.#d.db;
    const row = await this.#shown(db, brand, id);
    if (row.trigger_type === 'PROMO_CODE' && body.code) {
      if ((row.promo_code ?? '').toUpperCase() !== body.code.toUpperCase())
        throw new AppError('PROMOTION_CODE_INVALID');
      return this.#redeem(brand, language, memberId, row, body.requestId);
    }
    const after = afterCommit();
    const outcome = await db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `promotion-claim:${body.requestId}`,
          request: { promotionId: String(id) },
        },
        async () => {
          await this.#openTo(trx, brand, row, memberId);
          const first = await repo.firstClaimable(trx, row.id, memberId);
          if (!first) throw this.#nothingToClaim(brand, language, row);
          const ent = await repo.lockEntitlement(trx, first.id);
          const now = this.#d.now();
          if (ent?.state !== 'CLAIMABLE' || (ent.claim_expires_at !== null && ent.claim_expires_at <= now))
            throw this.#nothingToClaim(brand, language, row);
          const payment = await this.payEntitlement(trx, brand, ent, {
            state: 'CLAIMED',
            requestId: body.requestId,
            source: 'PROMOTION',
            grantedBy: null,
            after,
          });
          return this.#outcome(trx, brand, language, row, memberId, payment);
        },
      ),
    );
    await this.announce(brand, after);
    return outcome;
  }

  /** Redeems a promotion code: its promotion claimed as if its Claim were pressed. */
  async redeemCode(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    body: { requestId: string; code: string },
  ): Promise<TPromotionOutcome> {
    const row = await repo.findByCode(this.#d.db, brand.id, body.code);
    if (row?.status !== 'PUBLISHED' || row.trigger_type !== 'PROMO_CODE')
      throw new AppError('PROMOTION_CODE_INVALID');
    return this.#redeem(brand, language, memberId, row, body.requestId);
  }

  async #redeem(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    row: PromotionRow,
    requestId: string,
  ): Promise<TPromotionOutcome> {
    const after = afterCommit();
    const outcome = await this.#d.db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `promotion-code:${requestId}`,
          request: { promotionId: String(row.id) },
        },
        async () => {
          const member = await this.#openTo(trx, brand, row, memberId);
          const config = configOf(row);
          const now = this.#d.now();
          const window = limitWindow(config.limits.perMember, now, offsetOf(brand)) ?? `CODE:${requestId}`;
          const key = config.limits.household ? this.householdKey(member) : null;
          if (
            key !== null &&
            (await repo.householdTaken(trx, {
              promotionId: row.id,
              windowKey: window,
              key,
              memberId,
              paidOnly: false,
            }))
          )
            throw new AppError('PROMOTION_HOUSEHOLD');
          const amount = rewardAmount(brand, config.reward, 0n);
          const ent = await repo.insertEntitlement(trx, {
            merchantId: brand.id,
            promotionId: row.id,
            memberId,
            windowKey: window,
            source: 'CODE',
            sourceRef: requestId,
            basis: 0n,
            amount,
            tickets: config.reward.type === 'RAFFLE_TICKETS' ? config.reward.tickets : 0,
            householdKey: key,
            state: 'CLAIMABLE',
            claimExpiresAt: null,
            at: now,
          });
          if (!ent)
            throw new AppError('PROMOTION_LIMIT_REACHED', { params: { limit: config.limits.perMember } });
          const payment = await this.payEntitlement(trx, brand, ent, {
            state: 'CLAIMED',
            requestId,
            source: 'PROMOTION',
            grantedBy: null,
            after,
          });
          return this.#outcome(trx, brand, language, row, memberId, payment);
        },
      ),
    );
    await this.announce(brand, after);
    return outcome;
  }

  /**
   * Applies to an APPLICATION promotion: a remark of up to 140 characters and up to 3 images the
   * member uploaded (claimed here, so each is used once, by its owner). One open application per
   * member and promotion; the same requestId again answers the first.
   */
  async apply(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    id: bigint,
    body: { requestId: string; remark: string; images: string[] },
  ): Promise<TPromotionOutcome> {
    const db = this.#d.db;
    if (body.remark.length > APPLICATION_REMARK_MAX || body.images.length > APPLICATION_IMAGES_MAX)
      throw new AppError('VALIDATION_ERROR');
    const row = await this.#shown(db, brand, id);
    const replay = await repo.findApplicationByRequest(db, brand.id, memberId, body.requestId);
    if (replay) {
      if (replay.promotion_id !== row.id) throw new AppError('IDEMPOTENCY_CONFLICT');
      return this.#outcome(db, brand, language, row, memberId, null);
    }
    if (row.trigger_type !== 'APPLICATION') throw new AppError('PROMOTION_STATE');
    try {
      await db.transaction().execute(async (trx) => {
        await this.#openTo(trx, brand, row, memberId);
        if (await repo.openApplication(trx, row.id, memberId))
          throw new AppError('PROMOTION_APPLICATION_OPEN');
        const config = configOf(row);
        const window = limitWindow(config.limits.perMember, this.#d.now(), offsetOf(brand));
        if (window !== null) {
          const mine = await repo.entitlementsOf(trx, memberId, [row.id]);
          const offset = offsetOf(brand);
          const paid = mine.some(
            (e) =>
              (e.state === 'CLAIMED' || e.state === 'ISSUED') &&
              limitWindow(config.limits.perMember, e.claimed_at ?? e.created_at, offset) === window,
          );
          if (paid)
            throw new AppError('PROMOTION_LIMIT_REACHED', { params: { limit: config.limits.perMember } });
        }
        await this.#d.uploads.claim(trx, brand, memberId, body.images, APPLICATION_UPLOAD_PURPOSE);
        await repo.insertApplication(trx, {
          merchantId: brand.id,
          promotionId: row.id,
          memberId,
          requestId: body.requestId,
          remark: body.remark,
          imageIds: body.images,
          at: this.#d.now(),
        });
      });
    } catch (error) {
      if (isUnique(error)) {
        const again = await repo.findApplicationByRequest(db, brand.id, memberId, body.requestId);
        if (!again) throw new AppError('PROMOTION_APPLICATION_OPEN');
      } else {
        throw error;
      }
    }
    return this.#outcome(db, brand, language, row, memberId, null);
  }

  // ---- The reward centre -------------------------------------------------------------------

  /** The reward centre's red badge: rewards waiting for the member's claim (as rewardCentre lists them). */
  claimableCount(merchantId: number, memberId: bigint, db: Db | Trx = this.#d.db): Promise<number> {
    return repo.claimableCount(db, merchantId, memberId, this.#d.now());
  }

  async rewardCentre(brand: Brand, language: LanguageCode, memberId: bigint): Promise<TRewardCentre> {
    const db = this.#d.db;
    const now = this.#d.now();
    const [balance, grants, claimables, rebate] = await Promise.all([
      this.#d.bonus.bonusBalance(db, brand, memberId),
      this.#d.bonus.activeAndQueued(db, brand, memberId),
      repo.claimablesOf(db, brand.id, memberId, now),
      this.#d.rebateWaiting ? this.#d.rebateWaiting(brand, memberId) : Promise.resolve(null),
    ]);
    const claimable = claimables
      .filter((c) => c.ends_at === null || c.ends_at > now)
      .map((c) => ({
        promotionId: String(c.promotion_id),
        title: textOf({ content: parsedContent(c.content) }, language).title,
        amount: c.amount_minor > 0n ? moneyText(brand, c.amount_minor) : null,
        tickets: c.tickets > 0 ? c.tickets : null,
        expiresAt: c.claim_expires_at?.toISOString() ?? null,
      }));
    return {
      currency: brand.currency,
      bonusBalance: moneyText(brand, balance),
      active: grants.active,
      queued: grants.queued,
      claimable,
      badge: claimable.length,
      rebate: rebate === null ? null : moneyText(brand, rebate),
    };
  }

  async rewardHistory(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    query: { kind?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<TPage<TRewardHistoryItem>> {
    const db = this.#d.db;
    const { offset, limit } = pageWindow(query.pageNo, query.pageSize);
    const want = offset + limit;
    const kind = query.kind;
    const fromEntitlements =
      kind === undefined || ['BONUS', 'CASH', 'CASHBACK', 'RAFFLE_TICKETS'].includes(kind);
    const filter: repo.HistoryKindFilter =
      kind === 'BONUS' || kind === 'CASH' || kind === 'CASHBACK'
        ? kind
        : kind === 'RAFFLE_TICKETS'
          ? 'TICKETS'
          : undefined;
    const sources: Promise<{ total: number; items: TRewardHistoryItem[] }>[] = [];
    if (fromEntitlements) {
      sources.push(
        (async () => {
          const total = await repo.countHistory(db, brand.id, memberId, filter);
          const rows =
            total === 0
              ? []
              : await repo.historyPage(db, brand.id, memberId, filter, { offset: 0, limit: want });
          return {
            total,
            items: rows.map(
              (e): TRewardHistoryItem => ({
                id: String(e.id),
                kind:
                  e.grant_id !== null
                    ? 'BONUS'
                    : e.tickets > 0 && e.amount_minor === 0n
                      ? 'RAFFLE_TICKETS'
                      : e.source === 'NET_LOSS'
                        ? 'CASHBACK'
                        : 'CASH',
                title: textOf({ content: parsedContent(e.content) }, language).title,
                amount: e.amount_minor > 0n ? moneyText(brand, e.amount_minor) : null,
                tickets: e.tickets > 0 ? e.tickets : null,
                state: e.state,
                at: (e.claimed_at ?? e.created_at).toISOString(),
              }),
            ),
          };
        })(),
      );
    }
    // Raffle prizes and rebate claims are the raffle's and the rebate's own records.
    const extra = this.#d.history;
    if (extra && (kind === undefined || kind === 'RAFFLE_PRIZE' || kind === 'REBATE'))
      sources.push(extra(brand, language, memberId, kind as 'RAFFLE_PRIZE' | 'REBATE' | undefined, want));
    const parts = await Promise.all(sources);
    const total = parts.reduce((n, p) => n + p.total, 0);
    const merged = parts
      .flatMap((p) => p.items)
      .sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0))
      .slice(offset, offset + limit);
    return pageOf(merged, total, query.pageNo, query.pageSize);
  }

  /** Title of a promotion in the caller's language (the raffle's prizes name theirs). */
  async titles(brand: Brand, language: LanguageCode, ids: bigint[]): Promise<Map<string, string>> {
    const rows = await repo.promotionsByIds(this.#d.db, brand.id, [...new Set(ids)]);
    return new Map(rows.map((r) => [String(r.id), textOf(configOf(r), language).title]));
  }

  /** The history's other sources (the raffle's prizes, the rebate's claims), wired by the module. */
  useHistory(history: NonNullable<PromotionDeps['history']>): void {
    this.#d.history = history;
  }
}

const isLoopback = (ip: string): boolean =>
  ipInCidr(ip, '127.0.0.0/8') || ip === '::1' || ipInCidr(ip, '::ffff:127.0.0.0/104');

const parsedContent = (value: unknown): PromotionConfig['content'] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as PromotionConfig['content'];

function isUnique(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505';
}

/** An account of the brand (the AGENT_TEAMS audience names agents by account). */
const findMemberAccount = (db: Reader, merchantId: number, account: string) =>
  findMemberByAccount(db as Db, merchantId, account);
