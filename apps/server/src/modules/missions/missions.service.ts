import { isTrialType, type LanguageCode, MISSION_KINDS } from '@portal/contracts';
import {
  LEADERBOARD_TOP,
  type TLeaderboardAnswer,
  type TLeaderboardView,
  type TLoyaltyReward,
  type TMissionCard,
  type TMissionSummary,
  type TStanding,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { appendEvent, type DeliveredEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { maskAccount } from '../games/catalogue.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { findMemberById, memberAccountsOf } from '../member/members.ts';
import type { LoyaltyReward, PayLoyaltyReward } from '../points/loyalty-rewards.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  boardPeriodOf,
  measureText,
  minorOf,
  multipleOf,
  multipleText,
  offsetOf,
  periodOf,
  rewardView,
  textIn,
} from './mission-rules.ts';
import type { BoardRow, MissionRow, ProgressRow } from './missions.repository.ts';
import * as repo from './missions.repository.ts';

const BET_KINDS = ['BETS', 'VALID_BET', 'WIN_DIFFERENT_GAMES'] as const;
const DEPOSIT_KINDS = ['DEPOSITS', 'DEPOSIT_AMOUNT'] as const;
const NO_TEXT = { title: '', description: '' };

export interface StoredWinner {
  rank: number;
  memberId: string;
  account: string;
  score: string;
  reachedAt: string;
  reward: TLoyaltyReward | null;
}

/** A board's prizes as stored (the contracts' reward text, first place first). */
export const prizesOf = (row: Pick<BoardRow, 'prizes'>): TLoyaltyReward[] =>
  (typeof row.prizes === 'string' ? JSON.parse(row.prizes) : row.prizes) as TLoyaltyReward[];

/**
 * Missions and leaderboards for members (issue 19; ADR 0040): progress from the domain events,
 * counted once per source (a bet, a deposit, a game, a profile field) in the brand's clock;
 * completion raises `mission.completed`; the claim pays once under the progress row's lock
 * through the one loyalty payer and raises `mission.claimed`; scores per board and period; the
 * close of a board's period pays its prizes once (the results' unique key).
 */
export class MissionService {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #events: EventBus;
  readonly #brands: BrandService;
  readonly #wallet: Pick<WalletService, 'publishBalances'>;
  readonly #pay: () => PayLoyaltyReward;

  constructor(deps: {
    db: Db;
    now: () => Date;
    events: EventBus;
    brands: BrandService;
    wallet: Pick<WalletService, 'publishBalances'>;
    /** The one loyalty payer (points/loyalty-rewards.ts), made at wiring. */
    pay: () => PayLoyaltyReward;
  }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#events = deps.events;
    this.#brands = deps.brands;
    this.#wallet = deps.wallet;
    this.#pay = deps.pay;
  }

  // ---- Progress (in the delivery's transaction) -----------------------------------------------

  /**
   * Sets what one source counts towards a mission to `amount` (a round settled again replaces
   * what it counted: only the difference moves), in the period of the source's first count.
   * Completed and claimed rows keep their state.
   */
  async #count(
    trx: Trx,
    brand: Brand,
    mission: MissionRow,
    memberId: bigint,
    sourceRef: string,
    amount: bigint,
    at: Date,
  ): Promise<void> {
    const before = await repo.contributionOf(trx, mission.id, memberId, sourceRef);
    let row: ProgressRow | undefined;
    let delta: bigint;
    if (before) {
      delta = amount - before.amount;
      if (delta === 0n) return;
      row = await repo.lockProgressById(trx, before.progress_id);
    } else {
      if (amount <= 0n) return;
      delta = amount;
      row = await repo.lockOrCreateProgress(trx, {
        merchantId: brand.id,
        missionId: mission.id,
        memberId,
        periodKey: periodOf(mission.period, at, offsetOf(brand)).key,
      });
    }
    if (!row) return;
    await repo.saveContribution(trx, {
      missionId: mission.id,
      memberId,
      sourceRef,
      progressId: row.id,
      amount,
      at,
    });
    if (row.state !== 'IN_PROGRESS') return;
    const progress = row.progress + delta < 0n ? 0n : row.progress + delta;
    const done = progress >= mission.target;
    await repo.setProgress(trx, row.id, {
      progress,
      state: done ? 'COMPLETED' : 'IN_PROGRESS',
      completedAt: done ? at : null,
      at,
    });
    if (!done) {
      // Progress short of the target is told live as it happens (no domain event for it: the
      // page reads the summary again, a moment later, so it reads what this delivery commits).
      await this.#events
        .publish(memberChannel(brand.id, memberId), {
          type: 'mission',
          missionId: String(mission.id),
          period: row.period_key,
          state: 'IN_PROGRESS',
          progress: measureText(brand, mission.kind, progress),
          target: measureText(brand, mission.kind, mission.target),
        })
        .catch(() => undefined);
      return;
    }
    await appendEvent(trx, {
      type: 'mission.completed',
      aggregate: 'member',
      aggregateId: memberId,
      merchantId: brand.id,
      payload: {
        memberId: String(memberId),
        missionId: String(mission.id),
        period: row.period_key,
        completedAt: at.toISOString(),
      },
    });
  }

  async #realMember(trx: Trx, brand: Brand, memberId: bigint): Promise<boolean> {
    const member = await findMemberById(trx, brand.id, memberId);
    return Boolean(member && !isTrialType(member.type));
  }

  /** BETS, VALID_BET and WIN_DIFFERENT_GAMES from a settled (or voided) bet. */
  async onWager(trx: Trx, event: DeliveredEvent<'wager.settled'>): Promise<void> {
    const p = event.payload;
    const at = new Date(p.settledAt);
    const missions = (await repo.runningMissions(trx, event.merchantId, BET_KINDS, at)).filter(
      (m) => m.category === null || m.category === p.category,
    );
    if (missions.length === 0) return;
    const brand = await this.#brands.findById(event.merchantId, trx);
    const memberId = BigInt(p.memberId);
    if (!brand || !(await this.#realMember(trx, brand, memberId))) return;
    const settled = p.outcome === 'SETTLED';
    for (const m of missions) {
      if (m.kind === 'BETS')
        await this.#count(trx, brand, m, memberId, `bet:${p.betId}`, settled ? 1n : 0n, at);
      else if (m.kind === 'VALID_BET')
        await this.#count(trx, brand, m, memberId, `bet:${p.betId}`, settled ? BigInt(p.validBet) : 0n, at);
      else if (settled && BigInt(p.winLoss) > 0n) {
        // One count per game per period: a second win on the same game (or the same round settled
        // again) adds nothing.
        const key = periodOf(m.period, at, offsetOf(brand)).key;
        await this.#count(trx, brand, m, memberId, `game:${key}:${p.vendorCode}:${p.gameCode}`, 1n, at);
      }
    }
  }

  /** DEPOSITS and DEPOSIT_AMOUNT from a credited deposit. */
  async onDeposit(trx: Trx, event: DeliveredEvent<'deposit.credited'>): Promise<void> {
    const p = event.payload;
    const at = new Date(p.creditedAt);
    const missions = await repo.runningMissions(trx, event.merchantId, DEPOSIT_KINDS, at);
    if (missions.length === 0) return;
    const brand = await this.#brands.findById(event.merchantId, trx);
    const memberId = BigInt(p.memberId);
    if (!brand || !(await this.#realMember(trx, brand, memberId))) return;
    for (const m of missions)
      await this.#count(
        trx,
        brand,
        m,
        memberId,
        `deposit:${p.depositId}`,
        m.kind === 'DEPOSITS' ? 1n : BigInt(p.amount),
        at,
      );
  }

  /** PROFILE_FIELD: the field is filled in now (the Zalo handle). */
  async onProfile(trx: Trx, event: DeliveredEvent<'member.profile_changed'>): Promise<void> {
    const p = event.payload;
    const at = new Date(p.changedAt);
    const missions = (await repo.runningMissions(trx, event.merchantId, ['PROFILE_FIELD'], at)).filter(
      (m) => m.field !== null && p.fields.includes(m.field),
    );
    if (missions.length === 0) return;
    const brand = await this.#brands.findById(event.merchantId, trx);
    if (!brand) return;
    const member = await findMemberById(trx, brand.id, BigInt(p.memberId));
    if (!member || isTrialType(member.type)) return;
    const profile = (member.profile ?? {}) as Record<string, string>;
    for (const m of missions) {
      const field = m.field as string;
      const value = field === 'nickname' ? member.nickname : profile[field];
      const filled = typeof value === 'string' && value.trim() !== '';
      await this.#count(trx, brand, m, member.id, `field:${field}`, filled ? 1n : 0n, at);
    }
  }

  // ---- The member's missions -------------------------------------------------------------------

  #card(
    brand: Brand,
    language: LanguageCode,
    m: MissionRow,
    row: ProgressRow | undefined,
    now: Date,
  ): TMissionCard {
    const period = periodOf(m.period, now, offsetOf(brand));
    const text = textIn(m.content, language, NO_TEXT);
    const progress = row?.progress ?? 0n;
    const shown = progress > m.target ? m.target : progress;
    const state = row?.state ?? 'IN_PROGRESS';
    return {
      id: String(m.id),
      title: text.title,
      description: text.description,
      kind: m.kind,
      period: m.period,
      category: m.category,
      unit: m.kind === 'VALID_BET' || m.kind === 'DEPOSIT_AMOUNT' ? 'MONEY' : 'COUNT',
      target: measureText(brand, m.kind, m.target),
      progress: measureText(brand, m.kind, state === 'IN_PROGRESS' ? shown : m.target),
      progressBps: state === 'IN_PROGRESS' ? Number((shown * 10_000n) / m.target) : 10_000,
      state,
      reward: rewardView(brand, m.reward_kind, m.reward_amount, m.reward_wager_multiple),
      periodKey: period.key,
      resetsAt: period.end?.toISOString() ?? null,
      endsAt: m.ends_at?.toISOString() ?? null,
      completedAt: row?.completed_at?.toISOString() ?? null,
      claimedAt: row?.claimed_at?.toISOString() ?? null,
    };
  }

  async #current(db: Db | Trx, brand: Brand, memberId: bigint, now: Date) {
    const missions = await repo.runningMissions(db, brand.id, MISSION_KINDS, now);
    const offset = offsetOf(brand);
    const pairs = missions.map((m) => ({ missionId: m.id, periodKey: periodOf(m.period, now, offset).key }));
    const rows = await repo.progressOf(db, memberId, pairs);
    const byKey = new Map(rows.map((r) => [`${r.mission_id}:${r.period_key}`, r]));
    return { missions, pairs, byKey };
  }

  /** MCSFE getMissionSummaryDetails. */
  async summary(brand: Brand, language: LanguageCode, memberId: bigint): Promise<TMissionSummary> {
    const now = this.#now();
    const { missions, pairs, byKey } = await this.#current(this.#db, brand, memberId, now);
    const cards = missions.map((m, i) =>
      this.#card(brand, language, m, byKey.get(`${m.id}:${pairs[i]?.periodKey}`), now),
    );
    return {
      missions: cards,
      unclaimed: cards.filter((c) => c.state === 'COMPLETED').length,
      currency: brand.currency,
    };
  }

  /** Missions completed in their current period and not claimed: the missionLeaderboard badge. */
  async completedUnclaimed(db: Db | Trx, merchantId: number, memberId: bigint): Promise<number> {
    const brand = await this.#brands.findById(merchantId, db);
    if (!brand) return 0;
    const now = this.#now();
    const missions = await repo.runningMissions(db, merchantId, MISSION_KINDS, now);
    const offset = offsetOf(brand);
    return repo.countCompleted(
      db,
      memberId,
      missions.map((m) => ({ missionId: m.id, periodKey: periodOf(m.period, now, offset).key })),
    );
  }

  /**
   * Claims a completed mission's reward of the current period: the progress row locked, its
   * state checked (MISSION_NOT_COMPLETED, MISSION_CLAIMED), the reward paid through the loyalty
   * payer once (its key: mission, period, member) and `mission.claimed` written, all in one
   * transaction claimed by the request id.
   */
  async claim(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    missionId: bigint,
    requestId: string,
  ): Promise<TMissionCard> {
    const now = this.#now();
    const mission = await repo.findMission(this.#db, brand.id, missionId);
    if (
      mission?.status !== 'ACTIVE' ||
      mission.starts_at > now ||
      (mission.ends_at !== null && mission.ends_at <= now)
    )
      throw new AppError('MISSION_NOT_FOUND');
    const period = periodOf(mission.period, now, offsetOf(brand));
    const reward: LoyaltyReward = {
      kind: mission.reward_kind,
      amount: mission.reward_amount,
      wagerMultiple: mission.reward_wager_multiple,
    };
    const card = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `mission-claim:${requestId}`,
          request: { missionId: String(missionId) },
        },
        async () => {
          const row = await repo.lockProgress(trx, { missionId, memberId, periodKey: period.key });
          if (!row || row.state === 'IN_PROGRESS') throw new AppError('MISSION_NOT_COMPLETED');
          if (row.state === 'CLAIMED') throw new AppError('MISSION_CLAIMED');
          const title = textIn(mission.content, language, NO_TEXT).title;
          await this.#pay()(trx, brand, reward, {
            memberId,
            idempotencyKey: `mission:${mission.id}:${period.key}:${memberId}`,
            title,
            cashKind: 'MISSION_REWARD',
            pointsKind: 'MISSION',
            metadata: { missionId: String(mission.id), period: period.key },
          });
          const claimed = await repo.markClaimed(trx, row.id, {
            at: now,
            requestId,
            kind: reward.kind,
            amount: reward.amount,
          });
          await appendEvent(trx, {
            type: 'mission.claimed',
            aggregate: 'member',
            aggregateId: memberId,
            merchantId: brand.id,
            payload: {
              memberId: String(memberId),
              missionId: String(mission.id),
              period: period.key,
              claimedAt: now.toISOString(),
            },
          });
          return this.#card(brand, language, mission, claimed, now);
        },
      ),
    );
    wakeDispatchers(this.#events);
    return card;
  }

  /** The live notice of a completed or claimed mission (after its commit), and the balance. */
  async announce(trx: Trx, event: DeliveredEvent<'mission.completed' | 'mission.claimed'>): Promise<void> {
    const p = event.payload;
    const brand = await this.#brands.findById(event.merchantId, trx);
    if (!brand) return;
    const mission = await repo.findMission(trx, brand.id, BigInt(p.missionId));
    if (!mission) return;
    const [row] = await repo.progressOf(trx, BigInt(p.memberId), [
      { missionId: mission.id, periodKey: p.period },
    ]);
    await this.#events.publish(memberChannel(event.merchantId, p.memberId), {
      type: 'mission',
      missionId: p.missionId,
      period: p.period,
      state: row?.state ?? 'COMPLETED',
      progress: measureText(brand, mission.kind, row?.progress ?? mission.target),
      target: measureText(brand, mission.kind, mission.target),
    });
    if (event.type === 'mission.claimed' && mission.reward_kind === 'CASH') {
      const money = await this.#brands.moneyOf(event.merchantId, trx);
      if (money) await this.#wallet.publishBalances(money, [BigInt(p.memberId)], trx);
    }
  }

  // ---- Leaderboards ----------------------------------------------------------------------------

  /** A settled bet's score on every running board it belongs to (once per board and bet). */
  async onBoardWager(trx: Trx, event: DeliveredEvent<'wager.settled'>): Promise<void> {
    const p = event.payload;
    const at = new Date(p.settledAt);
    const boards = (await repo.runningBoards(trx, event.merchantId, at)).filter(
      (b) => b.category === null || b.category === p.category,
    );
    if (boards.length === 0) return;
    const brand = await this.#brands.findById(event.merchantId, trx);
    const memberId = BigInt(p.memberId);
    if (!brand || !(await this.#realMember(trx, brand, memberId))) return;
    const settled = p.outcome === 'SETTLED';
    const stake = BigInt(p.stake);
    for (const b of boards) {
      const value = !settled
        ? 0n
        : b.metric === 'VALID_BET'
          ? BigInt(p.validBet)
          : stake > 0n && stake >= b.min_stake_minor
            ? multipleOf(stake, BigInt(p.payout))
            : 0n;
      const saved = await repo.saveBoardBet(trx, {
        boardId: b.id,
        betId: BigInt(p.betId),
        periodKey: boardPeriodOf(b.period, at, offsetOf(brand)).key,
        memberId,
        value: value < 0n ? 0n : value,
        at,
      });
      await repo.refreshScore(trx, {
        merchantId: brand.id,
        boardId: b.id,
        periodKey: saved.periodKey,
        memberId,
        metric: b.metric,
        at,
      });
    }
  }

  #score(brand: Brand, board: Pick<BoardRow, 'metric'>, score: bigint): string {
    return board.metric === 'VALID_BET' ? measureText(brand, 'VALID_BET', score) : multipleText(score);
  }

  /** MCSFE getMissionLeaderboard: the boards to pick from and one board's current period. */
  async leaderboard(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    id: bigint | undefined,
  ): Promise<TLeaderboardAnswer> {
    const now = this.#now();
    const boards = await repo.runningBoards(this.#db, brand.id, now);
    const choices = boards.map((b) => ({
      id: String(b.id),
      title: textIn(b.content, language, { title: '' }).title,
    }));
    const board = id === undefined ? boards[0] : boards.find((b) => b.id === id);
    if (id !== undefined && !board) throw new AppError('LEADERBOARD_NOT_FOUND');
    return {
      boards: choices,
      board: board ? await this.#view(brand, language, memberId, board, now) : null,
      currency: brand.currency,
    };
  }

  async #view(
    brand: Brand,
    language: LanguageCode,
    memberId: bigint,
    board: BoardRow,
    now: Date,
  ): Promise<TLeaderboardView> {
    const period = boardPeriodOf(board.period, now, offsetOf(brand));
    const top = await repo.topScores(this.#db, board.id, period.key, LEADERBOARD_TOP);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      top.map((t) => t.member_id),
    );
    const mine = await repo.placeOf(this.#db, board.id, period.key, memberId);
    const [last] = await repo.resultsOf(this.#db, board.id, 1);
    const lastWinners = last
      ? ((typeof last.winners === 'string' ? JSON.parse(last.winners) : last.winners) as StoredWinner[])
      : null;
    const standing = (rank: number, account: string, score: string, id: string): TStanding => ({
      rank,
      name: maskAccount(account),
      score,
      me: id === String(memberId),
    });
    return {
      id: String(board.id),
      title: textIn(board.content, language, { title: '' }).title,
      metric: board.metric,
      period: board.period,
      category: board.category,
      minStake: measureText(brand, 'VALID_BET', board.min_stake_minor),
      periodKey: period.key,
      startsAt: period.start.toISOString(),
      endsAt: period.end.toISOString(),
      prizes: prizesOf(board).map((reward, i) => ({ rank: i + 1, reward })),
      top: top.map((t, i) =>
        standing(
          i + 1,
          accounts.get(t.member_id) ?? '',
          this.#score(brand, board, t.score),
          String(t.member_id),
        ),
      ),
      me: mine
        ? { rank: mine.rank, score: this.#score(brand, board, mine.score) }
        : { rank: null, score: this.#score(brand, board, 0n) },
      last:
        last && lastWinners
          ? {
              periodKey: last.period_key,
              winners: lastWinners.map((w) => ({
                ...standing(w.rank, w.account, w.score, w.memberId),
                reward: w.reward,
              })),
            }
          : null,
    };
  }

  /**
   * Closes a board's period: the places that win a prize ranked (score, then who got there
   * first), the result stored under its unique key and each prize paid through the loyalty payer
   * (key: board, period, rank). A second close finds the result and pays nothing.
   */
  async closePeriod(
    trx: Trx,
    brand: Brand,
    board: BoardRow,
    periodKey: string,
    at: Date,
  ): Promise<{ paid: number; winners: bigint[] }> {
    const prizes = prizesOf(board);
    const top = prizes.length > 0 ? await repo.topScores(trx, board.id, periodKey, prizes.length) : [];
    const accounts = await memberAccountsOf(
      trx,
      brand.id,
      top.map((t) => t.member_id),
    );
    const winners: StoredWinner[] = top.map((t, i) => ({
      rank: i + 1,
      memberId: String(t.member_id),
      account: accounts.get(t.member_id) ?? '',
      score: this.#score(brand, board, t.score),
      reachedAt: t.reached_at.toISOString(),
      reward: prizes[i] ?? null,
    }));
    const stored = await repo.insertResult(trx, {
      merchantId: brand.id,
      boardId: board.id,
      periodKey,
      winners,
      at,
    });
    if (stored === null) return { paid: 0, winners: [] };
    const title = `${textIn(board.content, 'en', { title: '' }).title} #${periodKey}`;
    let paid = 0;
    for (const [i, t] of top.entries()) {
      const prize = prizes[i];
      if (!prize) continue;
      const amount = prize.kind === 'POINTS' ? BigInt(prize.amount) : (minorOf(brand, prize.amount) ?? 0n);
      await this.#pay()(
        trx,
        brand,
        { kind: prize.kind, amount, wagerMultiple: prize.wagerMultiple },
        {
          memberId: t.member_id,
          idempotencyKey: `leaderboard:${board.id}:${periodKey}:${i + 1}`,
          title: `${title} (${i + 1})`,
          cashKind: 'LEADERBOARD_PRIZE',
          pointsKind: 'LEADERBOARD',
          metadata: { boardId: String(board.id), period: periodKey, rank: i + 1 },
        },
      );
      paid += 1;
    }
    return { paid, winners: top.map((t) => t.member_id) };
  }

  /** After a close committed: the winners' balances. */
  async announceWinners(brand: Brand, winners: readonly bigint[]): Promise<void> {
    if (winners.length === 0) return;
    const money = await this.#brands.moneyOf(brand.id);
    if (money) await this.#wallet.publishBalances(money, winners);
  }
}
