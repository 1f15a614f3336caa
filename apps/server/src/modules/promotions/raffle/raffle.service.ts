import { randomBytes } from 'node:crypto';
import { type LanguageCode, parseMoney, type TPage } from '@portal/contracts';
import type { TRaffleDraw, TRaffleView } from '@portal/contracts/endpoints';
import { drawRaffle, type RaffleEntry, raffleClientSeed, sha256Hex } from '@portal/fairness';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type EventBus, memberChannel } from '../../../platform/events.ts';
import type { OperatorPrincipal } from '../../../platform/operator-access.ts';
import { appendEvent, type DeliveredEvent, wakeDispatchers } from '../../../platform/outbox/index.ts';
import { pageOf } from '../../../platform/paging.ts';
import { type Period, type PeriodSpec, periodAt } from '../../../platform/period-jobs/index.ts';
import type { Brand } from '../../brands/brand.ts';
import type { BrandService } from '../../brands/brands.service.ts';
import { maskAccount } from '../../games/catalogue.service.ts';
import type { Trx } from '../../ledger/ledger.ts';
import { memberAccountsOf } from '../../member/members.ts';
import { moneyText } from '../../wallet/amounts.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { PayCash } from '../pay-cash.ts';
import * as repo from './raffle.repository.ts';

/** The brand's clock for promotion periods (the settlement clock; GMT+6 when unset). */
export const promotionOffsetOf = (brand: Pick<Brand, 'settings'>): number =>
  brand.settings.contracts?.utcOffsetMinutes ?? 360;

export type RafflePeriod = 'DAY' | 'WEEK';

export const rafflePeriodSpec = (period: RafflePeriod): PeriodSpec =>
  period === 'WEEK' ? { kind: 'weekly' } : { kind: 'daily' };

/** A raffle's rules as stored on its promotion, in minor units. */
export interface RaffleTerms {
  period: RafflePeriod;
  /** One ticket per this much deposited (0: deposits earn none). */
  ticketPerDeposit: bigint;
  /** One ticket per this much valid bet (0: bets earn none). */
  ticketPerValidBet: bigint;
  /** Tickets a member gets for joining (the reward's `tickets`). */
  joinTickets: number;
  /** Prizes by rank, first prize first. */
  prizes: bigint[];
}

const money = (text: unknown, exponent: number): bigint => {
  const minor = typeof text === 'string' ? parseMoney(text.trim(), exponent) : null;
  return minor ?? 0n;
};

/** The raffle's rules from its promotion's JSON (validated when the operator wrote it). */
export function raffleTermsOf(
  brand: Pick<Brand, 'currencyExponent'>,
  row: { trigger: unknown; reward: unknown },
) {
  const trigger = (row.trigger ?? {}) as Record<string, unknown>;
  const reward = (row.reward ?? {}) as Record<string, unknown>;
  const e = brand.currencyExponent;
  return {
    period: trigger.period === 'DAY' ? 'DAY' : 'WEEK',
    ticketPerDeposit: money(trigger.ticketPerDeposit, e),
    ticketPerValidBet: money(trigger.ticketPerValidBet, e),
    joinTickets: typeof reward.tickets === 'number' && reward.tickets > 0 ? Math.floor(reward.tickets) : 0,
    prizes: Array.isArray(reward.prizes) ? reward.prizes.map((p) => money(p, e)) : [],
  } satisfies RaffleTerms;
}

/** The promotion's title in a language, English when it has none there. */
export function titleOf(content: unknown, language: string): string {
  const texts = (content ?? {}) as Record<string, { title?: unknown } | undefined>;
  const title = texts[language]?.title ?? texts.en?.title;
  if (typeof title === 'string' && title.length > 0) return title;
  const first = Object.values(texts).find((t) => typeof t?.title === 'string');
  return (first?.title as string | undefined) ?? '';
}

/** Past draws a raffle's page lists. */
const PAST_DRAWS = 10;

type PromotionRow = NonNullable<Awaited<ReturnType<typeof repo.findRafflePromotion>>>;
type DrawRow = repo.RaffleDrawRow;

export interface DrawOutcome {
  drawId: bigint;
  winners: { memberId: bigint; rank: number; prize: bigint }[];
}

/**
 * The raffle (issue 18; ADR 0039 "Raffle"): a RAFFLE promotion has a draw per period (DAY or WEEK
 * in the brand's clock) whose server seed is committed by its hash when the period opens; members
 * who joined (MCS2 claimRafflePromotion) earn tickets from deposits and valid bets (one ticket row
 * per source and reference, so a replayed event adds none); when the period ends the draw's job
 * draws the winners with the shared fairness function, pays them PROMOTION → MAIN in the same
 * transaction, reveals the seed and writes `raffle.drawn`.
 */
export class RaffleService {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #wallet: WalletService;
  readonly #events: EventBus;
  readonly #payCash: PayCash;
  readonly #now: () => Date;
  readonly #mayJoin: MayJoin | undefined;

  constructor(deps: {
    db: Db;
    brands: BrandService;
    wallet: WalletService;
    events: EventBus;
    payCash: PayCash;
    now: () => Date;
    mayJoin?: MayJoin | undefined;
  }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#wallet = deps.wallet;
    this.#events = deps.events;
    this.#payCash = deps.payCash;
    this.#now = deps.now;
    this.#mayJoin = deps.mayJoin;
  }

  #period(brand: Brand, terms: RaffleTerms, at: Date): Period {
    return periodAt(rafflePeriodSpec(terms.period), promotionOffsetOf(brand), at);
  }

  /** The draw of the period containing `at`, written with a fresh committed seed if missing. */
  async #ensureDraw(db: Db, brand: Brand, promotionId: bigint, terms: RaffleTerms, at: Date) {
    const period = this.#period(brand, terms, at);
    const serverSeed = randomBytes(32).toString('hex');
    return repo.ensureDraw(db, {
      merchant_id: brand.id,
      promotion_id: promotionId,
      period_key: period.key,
      opens_at: period.start,
      draws_at: period.end,
      seed_hash: sha256Hex(serverSeed),
      server_seed: serverSeed,
    });
  }

  /**
   * The job opening periods: every published raffle running now has its current period's draw
   * (with the seed's hash published at once). Answers how many raffles it looked at.
   */
  async ensureDraws(): Promise<number> {
    const now = this.#now();
    const raffles = await repo.runningRaffles(this.#db, now);
    for (const r of raffles) {
      const brand = await this.#brands.findById(r.merchant_id);
      if (!brand) continue;
      await this.#ensureDraw(this.#db, brand, r.id, raffleTermsOf(brand, r), now);
    }
    return raffles.length;
  }

  /**
   * Tickets for a member in a raffle's draw of the period containing `at` (joining them if they
   * had not), keyed by source and reference: the same reference again adds none. Nothing when the
   * raffle is not running or that period's draw is drawn. Published for RAFFLE_TICKETS rewards
   * (source PROMOTION). Inside the caller's transaction.
   */
  async addTickets(
    trx: Trx,
    brand: Brand,
    input: {
      promotionId: bigint;
      memberId: bigint;
      tickets: number;
      sourceRef: string;
      source?: 'DEPOSIT' | 'WAGER' | 'JOIN' | 'PROMOTION';
      at?: Date;
    },
  ): Promise<{ drawId: bigint; added: boolean } | null> {
    if (!Number.isInteger(input.tickets) || input.tickets <= 0) return null;
    const at = input.at ?? this.#now();
    const promotion = await repo.findRafflePromotion(trx, brand.id, input.promotionId);
    if (!promotion || !isRunning(promotion, at)) return null;
    if (input.source === undefined || input.source === 'PROMOTION') {
      await repo.joinPromotion(trx, {
        merchantId: brand.id,
        promotionId: promotion.id,
        memberId: input.memberId,
        now: this.#now(),
      });
    }
    return this.#addToDraw(trx, brand, promotion, raffleTermsOf(brand, promotion), {
      memberId: input.memberId,
      tickets: input.tickets,
      source: input.source ?? 'PROMOTION',
      sourceRef: input.sourceRef,
      at,
    });
  }

  async #addToDraw(
    trx: Trx,
    brand: Brand,
    promotion: Pick<PromotionRow, 'id'>,
    terms: RaffleTerms,
    t: {
      memberId: bigint;
      tickets: number;
      source: 'DEPOSIT' | 'WAGER' | 'JOIN' | 'PROMOTION';
      sourceRef: string;
      at: Date;
    },
  ): Promise<{ drawId: bigint; added: boolean } | null> {
    const period = this.#period(brand, terms, t.at);
    // A period still running gets its draw now if the opening job has not written it yet; an
    // ended one takes tickets only while its draw (written in time) is still open.
    const draw =
      period.end > this.#now()
        ? await this.#ensureDraw(trx, brand, promotion.id, terms, t.at)
        : await repo.drawOfPeriod(trx, promotion.id, period.key);
    if (!draw) return null;
    const open = await repo.shareOpenDraw(trx, draw.id);
    if (!open) return null;
    const added = await repo.insertTickets(trx, {
      merchant_id: brand.id,
      draw_id: draw.id,
      member_id: t.memberId,
      source: t.source,
      source_ref: t.sourceRef,
      tickets: t.tickets,
    });
    return { drawId: draw.id, added };
  }

  /** `deposit.credited`: tickets in every raffle the member joined before the deposit. */
  async onDeposit(trx: Trx, event: DeliveredEvent<'deposit.credited'>): Promise<void> {
    const brand = await this.#brands.findById(event.merchantId, trx);
    if (!brand) return;
    const at = new Date(event.payload.creditedAt);
    const memberId = BigInt(event.payload.memberId);
    const amount = BigInt(event.payload.amount);
    for (const r of await repo.joinedRunningRaffles(trx, brand.id, memberId, at)) {
      if (r.joined_at > at) continue;
      const terms = raffleTermsOf(brand, r);
      if (terms.ticketPerDeposit <= 0n) continue;
      const tickets = Number(amount / terms.ticketPerDeposit);
      if (tickets <= 0) continue;
      await this.#addToDraw(trx, brand, r, terms, {
        memberId,
        tickets,
        source: 'DEPOSIT',
        sourceRef: event.payload.depositId,
        at,
      });
    }
  }

  /**
   * `wager.settled`: a settled bet placed after joining earns floor(valid bet / ticketPerValidBet)
   * tickets, once per bet (a round settled again adds none; a cancelled one earns none).
   */
  async onWager(trx: Trx, event: DeliveredEvent<'wager.settled'>): Promise<void> {
    const p = event.payload;
    if (p.outcome !== 'SETTLED') return;
    const validBet = BigInt(p.validBet);
    if (validBet <= 0n) return;
    const brand = await this.#brands.findById(event.merchantId, trx);
    if (!brand) return;
    const settledAt = new Date(p.settledAt);
    const placedAt = new Date(p.placedAt);
    const memberId = BigInt(p.memberId);
    for (const r of await repo.joinedRunningRaffles(trx, brand.id, memberId, settledAt)) {
      if (r.joined_at > placedAt) continue;
      const terms = raffleTermsOf(brand, r);
      if (terms.ticketPerValidBet <= 0n) continue;
      const tickets = Number(validBet / terms.ticketPerValidBet);
      if (tickets <= 0) continue;
      await this.#addToDraw(trx, brand, r, terms, {
        memberId,
        tickets,
        source: 'WAGER',
        sourceRef: p.betId,
        at: settledAt,
      });
    }
  }

  // The draw.

  /**
   * Draws one draw in the caller's transaction: locked first, so a second runner (or a rerun)
   * finds it DRAWN and does nothing. Tickets are numbered in row order, the client seed is the
   * digest of that list, the winners come from the shared fairness function, each prize is paid
   * PROMOTION → MAIN keyed by draw and rank, the seed is revealed and `raffle.drawn` written.
   * Answers null when the draw was not open.
   */
  async draw(trx: Trx, brand: Brand, drawId: bigint): Promise<DrawOutcome | null> {
    const draw = await repo.lockDraw(trx, drawId);
    if (!draw || draw.merchant_id !== brand.id || draw.state !== 'OPEN') return null;
    const promotion = await repo.findRafflePromotion(trx, brand.id, draw.promotion_id);
    const terms = promotion ? raffleTermsOf(brand, promotion) : null;
    const rows = await repo.ticketRows(trx, draw.id);
    const entries: RaffleEntry[] = rows.map((r) => ({ holder: String(r.member_id), tickets: r.tickets }));
    const clientSeed = raffleClientSeed(entries);
    const prizes = terms?.prizes ?? [];
    const wins = drawRaffle({ serverSeed: draw.server_seed, clientSeed, entries, prizes: prizes.length });
    const now = this.#now();
    const winners: DrawOutcome['winners'] = [];
    for (const win of wins) {
      const memberId = BigInt(win.holder);
      const prize = prizes[win.rank - 1] ?? 0n;
      const transactionId =
        prize > 0n
          ? await this.#payCash(trx, brand, {
              memberId,
              amount: prize,
              idempotencyKey: `raffle-prize:${draw.id}:${win.rank}`,
              kind: 'RAFFLE_PRIZE',
              metadata: {
                drawId: String(draw.id),
                promotionId: String(draw.promotion_id),
                period: draw.period_key,
                rank: win.rank,
                ticket: win.ticket,
              },
            })
          : null;
      await repo.insertWinner(trx, {
        merchant_id: brand.id,
        draw_id: draw.id,
        member_id: memberId,
        rank: win.rank,
        ticket_no: win.ticket,
        prize_minor: prize,
        ledger_transaction_id: transactionId,
        paid_at: transactionId === null ? null : now,
      });
      winners.push({ memberId, rank: win.rank, prize });
    }
    await repo.markDrawn(trx, {
      drawId: draw.id,
      clientSeed,
      tickets: entries.reduce((sum, e) => sum + e.tickets, 0),
      now,
    });
    await appendEvent(trx, {
      type: 'raffle.drawn',
      aggregate: 'brand',
      aggregateId: String(brand.id),
      merchantId: brand.id,
      payload: {
        drawId: String(draw.id),
        promotionId: String(draw.promotion_id),
        period: draw.period_key,
        winners: winners.map((w) => ({ memberId: String(w.memberId), rank: w.rank, prize: String(w.prize) })),
        drawnAt: now.toISOString(),
      },
    });
    return { drawId: draw.id, winners };
  }

  /** The open draws of a brand whose period ended by `at`, oldest first. */
  dueDraws(merchantId: number, at: Date) {
    return repo.dueDraws(this.#db, merchantId, at);
  }

  /** Brands that have (or had) a published raffle. */
  raffleBrands(): Promise<number[]> {
    return repo.raffleBrands(this.#db);
  }

  /** After a draw commits: the dispatcher picks up `raffle.drawn` (winners' live news, balances). */
  wake(): void {
    wakeDispatchers(this.#events);
  }

  /** `raffle.drawn`: each winner's tabs hear the prize (`reward` ISSUED) and their new balance. */
  async announce(trx: Trx, event: DeliveredEvent<'raffle.drawn'>): Promise<void> {
    const { winners, promotionId } = event.payload;
    if (winners.length === 0) return;
    for (const w of winners) {
      await this.#events.publish(memberChannel(event.merchantId, w.memberId), {
        type: 'reward',
        promotionId,
        state: 'ISSUED',
      });
    }
    const brand = await this.#brands.moneyOf(event.merchantId, trx);
    if (brand) {
      await this.#wallet.publishBalances(
        brand,
        winners.map((w) => BigInt(w.memberId)),
        trx,
      );
    }
  }

  // The player's views.

  async #promotion(brand: Brand, promotionId: bigint): Promise<PromotionRow> {
    const row = await repo.findRafflePromotion(this.#db, brand.id, promotionId);
    if (!row || row.status === 'DRAFT') throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  }

  async #drawViews(brand: Brand, draws: readonly DrawRow[], memberId: bigint | null) {
    const ids = draws.map((d) => d.id);
    const [counts, winners] = await Promise.all([
      repo.ticketCounts(this.#db, ids, memberId),
      repo.winnersOf(this.#db, ids),
    ]);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      winners.map((w) => w.member_id),
    );
    const views = draws.map((d): TRaffleDraw => {
      const drawn = d.state === 'DRAWN';
      return {
        id: String(d.id),
        period: d.period_key,
        opensAt: d.opens_at.toISOString(),
        drawsAt: d.draws_at.toISOString(),
        state: d.state,
        seedHash: d.seed_hash,
        // The seed stays secret until the draw: revealing it earlier would reveal the winners.
        serverSeed: drawn ? d.server_seed : null,
        clientSeed: drawn ? d.client_seed : null,
        tickets: drawn ? d.ticket_count : (counts.get(d.id)?.total ?? 0),
        winners: winners
          .filter((w) => w.draw_id === d.id)
          .map((w) => ({
            rank: w.rank,
            name: maskAccount(accounts.get(w.member_id) ?? ''),
            ticket: w.ticket_no,
            prize: moneyText(brand, w.prize_minor),
          })),
      };
    });
    return { views, counts };
  }

  /** raffle.detail: the current draw, the prizes and past draws; the caller's own tickets only. */
  async view(
    brand: Brand,
    memberId: bigint | null,
    promotionId: bigint,
    language: LanguageCode,
  ): Promise<TRaffleView> {
    const promotion = await this.#promotion(brand, promotionId);
    const terms = raffleTermsOf(brand, promotion);
    const now = this.#now();
    const current = isRunning(promotion, now)
      ? await repo.drawOfPeriod(this.#db, promotion.id, this.#period(brand, terms, now).key)
      : undefined;
    const past = await repo.pastDraws(this.#db, promotion.id, PAST_DRAWS, current?.id ?? null);
    const joined = memberId === null ? null : await repo.joinedAt(this.#db, promotion.id, memberId);
    const { views, counts } = await this.#drawViews(brand, current ? [current, ...past] : past, memberId);
    return {
      promotionId: String(promotion.id),
      title: titleOf(promotion.content, language),
      joined: joined !== null,
      current: current ? (views[0] ?? null) : null,
      myTickets: current && memberId !== null ? (counts.get(current.id)?.mine ?? 0) : 0,
      prizes: terms.prizes.map((p) => moneyText(brand, p)),
      past: current ? views.slice(1) : views,
    };
  }

  /**
   * MCS2 claimRafflePromotion: joins the raffle (once; repeating changes nothing) and answers its
   * view. A raffle that is not running is PROMOTION_CLOSED; the promotions module's audience rule,
   * when handed in, decides PROMOTION_NOT_ELIGIBLE. Joining tickets (the reward's `tickets`) go
   * into the current draw once.
   */
  async claim(
    brand: Brand,
    memberId: bigint,
    promotionId: bigint,
    language: LanguageCode,
  ): Promise<TRaffleView> {
    const promotion = await this.#promotion(brand, promotionId);
    const now = this.#now();
    if (promotion.status !== 'PUBLISHED' || !isRunning(promotion, now))
      throw new AppError('PROMOTION_CLOSED');
    const terms = raffleTermsOf(brand, promotion);
    await this.#db.transaction().execute(async (trx) => {
      if (this.#mayJoin && !(await this.#mayJoin(trx, brand, promotion.id, memberId))) {
        throw new AppError('PROMOTION_NOT_ELIGIBLE');
      }
      const joined = await repo.joinPromotion(trx, {
        merchantId: brand.id,
        promotionId: promotion.id,
        memberId,
        now,
      });
      await this.#ensureDraw(trx, brand, promotion.id, terms, now);
      if (joined.created && terms.joinTickets > 0) {
        await this.#addToDraw(trx, brand, promotion, terms, {
          memberId,
          tickets: terms.joinTickets,
          source: 'JOIN',
          sourceRef: String(memberId),
          at: now,
        });
      }
    });
    return this.view(brand, memberId, promotion.id, language);
  }

  /** A member's raffle prizes, newest first (for the reward history). */
  async prizesOf(brand: Brand, memberId: bigint, limit = 50) {
    const rows = await repo.prizesOfMember(this.#db, brand.id, memberId, limit);
    return rows.map((r) => ({
      id: String(r.id),
      promotionId: String(r.promotion_id),
      rank: r.rank,
      amount: r.prize_minor,
      at: r.paid_at ?? r.drawn_at ?? new Date(0),
    }));
  }

  // The console.

  /** adminPromotions.draws: the brand's draws, newest first, with seeds (after the draw) and winners. */
  async adminDraws(
    operator: OperatorPrincipal,
    query: { promotionId?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<TPage<TRaffleDraw & { promotionId: string; promotionTitle: string }>> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('NOT_FOUND');
    const { total, rows } = await repo.drawsPage(this.#db, {
      merchantId: brand.id,
      ...(query.promotionId ? { promotionId: BigInt(query.promotionId) } : {}),
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const [{ views }, contents] = await Promise.all([
      this.#drawViews(brand, rows, null),
      repo.promotionContents(
        this.#db,
        rows.map((r) => r.promotion_id),
      ),
    ]);
    const list = views.map((v, i) => {
      const promotionId = (rows[i] as DrawRow).promotion_id;
      return {
        ...v,
        promotionId: String(promotionId),
        promotionTitle: titleOf(contents.get(promotionId), 'en'),
      };
    });
    return pageOf(list, total, query.pageNo, query.pageSize);
  }
}

/** The promotions module's audience rule for joining, handed in when it exists. */
export type MayJoin = (trx: Trx, brand: Brand, promotionId: bigint, memberId: bigint) => Promise<boolean>;

function isRunning(p: { status: string; starts_at: Date; ends_at: Date | null }, at: Date): boolean {
  return p.status === 'PUBLISHED' && p.starts_at <= at && (p.ends_at === null || p.ends_at > at);
}
