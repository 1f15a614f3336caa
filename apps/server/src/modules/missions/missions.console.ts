import type {
  MissionStatus,
  TAdminBoardResult,
  TAdminLeaderboard,
  TAdminLeaderboardDetail,
  TAdminMission,
  TLeaderboardInput,
  TLoyaltyReward,
  TMissionInput,
  TMissionReport,
  TMissionText,
} from '@portal/contracts/endpoints';
import { CATEGORY_MISSION_KINDS, LEADERBOARD_TOP } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { memberAccountsOf } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import {
  boardPeriodOf,
  isMoneyKind,
  measureText,
  minorOf,
  multipleText,
  offsetOf,
  rewardOf,
  rewardView,
  textIn,
  wholeOf,
} from './mission-rules.ts';
import type { BoardRow, BoardValues, MissionRow, MissionValues } from './missions.repository.ts';
import * as repo from './missions.repository.ts';
import { prizesOf, type StoredWinner } from './missions.service.ts';

type Client = { ip: string };
const DAY_MS = 86_400_000;
/** The longest range the report reads at once. */
const REPORT_MAX_DAYS = 366;

/** Points rewards only where members can see and spend them. */
const NO_POINTS = 'points rewards need the points system (PTSYS3) on for this brand.';

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The console's missions and leaderboards (issue 19; ADR 0040): lists, editors with the rules per
 * kind, status changes, a board's standings and results, the missions report. Every write is
 * audited in its own transaction (loyalty.manage); reads need loyalty.view (serve() checks both).
 */
export class MissionConsole {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #now: () => Date;

  constructor(deps: { db: Db; brands: BrandService; now: () => Date }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#now = deps.now;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  async #audit(
    trx: Trx,
    operator: OperatorPrincipal,
    client: Client,
    action: string,
    target: string,
    details: object,
  ) {
    await recordAudit(trx, {
      merchantId: operator.merchantId,
      actorType: 'operator',
      actorId: String(operator.operatorId),
      action,
      target,
      ip: client.ip,
      details: details as Record<string, unknown>,
    });
  }

  // ---- Missions --------------------------------------------------------------------------------

  /** The stored values of a mission, or MISSION_INVALID with the first rule it breaks. */
  #missionValues(brand: Brand, input: TMissionInput): MissionValues {
    const invalid = (reason: string) => new AppError('MISSION_INVALID', { params: { reason } });
    if (!input.content.en) throw invalid('the English title is required.');
    const money = isMoneyKind(input.kind);
    const target = money ? minorOf(brand, input.target) : wholeOf(input.target);
    if (target === null || target <= 0n)
      throw invalid(
        money ? 'the target must be an amount above 0.' : 'the target must be a whole number above 0.',
      );
    if (input.kind === 'PROFILE_FIELD') {
      if (!input.field) throw invalid('a profile mission names the field to fill in.');
      if (target !== 1n) throw invalid('a profile mission has the target 1.');
    } else if (input.field !== null) throw invalid('only a profile mission names a field.');
    if (input.category !== null && !(CATEGORY_MISSION_KINDS as readonly string[]).includes(input.kind))
      throw invalid('only bet missions (bets, valid bet, wins on different games) take a game category.');
    const reward = rewardOf(brand, input.reward);
    if (typeof reward === 'string') throw invalid(reward);
    if (reward.kind === 'POINTS' && !brand.flags.PTSYS3) throw invalid(NO_POINTS);
    const startsAt = new Date(input.startsAt);
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (endsAt && endsAt <= startsAt) throw invalid('the end must come after the start.');
    return {
      merchant_id: brand.id,
      content: input.content,
      kind: input.kind,
      target,
      category: input.category,
      field: input.field,
      period: input.period,
      reward_kind: reward.kind,
      reward_amount: reward.amount,
      reward_wager_multiple: reward.wagerMultiple,
      starts_at: startsAt,
      ends_at: endsAt,
      sort_order: input.sortOrder,
    };
  }

  async #missionViews(brand: Brand, rows: readonly MissionRow[]): Promise<TAdminMission[]> {
    const counts = await repo.missionCounts(
      this.#db,
      rows.map((r) => r.id),
    );
    return rows.map((m) => {
      const c = counts.get(String(m.id)) ?? { completed: 0, claimed: 0 };
      return {
        id: String(m.id),
        content: parsed<Partial<Record<string, TMissionText>>>(m.content),
        kind: m.kind,
        target: measureText(brand, m.kind, m.target),
        category: m.category,
        field: m.field as TAdminMission['field'],
        period: m.period,
        reward: rewardView(brand, m.reward_kind, m.reward_amount, m.reward_wager_multiple),
        startsAt: m.starts_at.toISOString(),
        endsAt: m.ends_at?.toISOString() ?? null,
        sortOrder: m.sort_order,
        status: m.status,
        completed: c.completed,
        claimed: c.claimed,
        createdAt: m.created_at.toISOString(),
        updatedAt: m.updated_at.toISOString(),
      };
    });
  }

  async list(operator: OperatorPrincipal): Promise<TAdminMission[]> {
    const brand = await this.#brand(operator);
    return this.#missionViews(brand, await repo.listMissions(this.#db, brand.id));
  }

  async get(operator: OperatorPrincipal, id: bigint): Promise<TAdminMission> {
    const brand = await this.#brand(operator);
    const row = await repo.findMission(this.#db, brand.id, id);
    if (!row) throw new AppError('MISSION_NOT_FOUND');
    return (await this.#missionViews(brand, [row]))[0] as TAdminMission;
  }

  async create(operator: OperatorPrincipal, input: TMissionInput, client: Client): Promise<TAdminMission> {
    const brand = await this.#brand(operator);
    const values = this.#missionValues(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      const created = await repo.insertMission(trx, { ...values, created_by: BigInt(operator.operatorId) });
      await this.#audit(trx, operator, client, 'missions.create', `mission:${created.id}`, { after: input });
      return created;
    });
    return (await this.#missionViews(brand, [row]))[0] as TAdminMission;
  }

  async update(
    operator: OperatorPrincipal,
    id: bigint,
    input: TMissionInput,
    client: Client,
  ): Promise<TAdminMission> {
    const brand = await this.#brand(operator);
    const values = this.#missionValues(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockMission(trx, brand.id, id);
      if (!before) throw new AppError('MISSION_NOT_FOUND');
      if (before.status === 'ARCHIVED')
        throw new AppError('MISSION_INVALID', { params: { reason: 'an archived mission cannot change.' } });
      if (
        before.status === 'ACTIVE' &&
        (before.kind !== values.kind ||
          before.target !== values.target ||
          before.period !== values.period ||
          before.category !== values.category ||
          before.field !== values.field ||
          before.reward_kind !== values.reward_kind ||
          before.reward_amount !== values.reward_amount ||
          before.reward_wager_multiple !== values.reward_wager_multiple)
      )
        throw new AppError('MISSION_INVALID', {
          params: {
            reason:
              'a running mission keeps its kind, target, period, filter and reward (archive it and write a new one).',
          },
        });
      const after = await repo.updateMission(
        trx,
        id,
        { ...values, updated_by: BigInt(operator.operatorId) },
        this.#now(),
      );
      await this.#audit(trx, operator, client, 'missions.update', `mission:${id}`, {
        before: { kind: before.kind, target: String(before.target), content: parsed(before.content) },
        after: input,
      });
      return after;
    });
    return (await this.#missionViews(brand, [row]))[0] as TAdminMission;
  }

  async setStatus(
    operator: OperatorPrincipal,
    id: bigint,
    status: MissionStatus,
    client: Client,
  ): Promise<TAdminMission> {
    const brand = await this.#brand(operator);
    const row = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockMission(trx, brand.id, id);
      if (!before) throw new AppError('MISSION_NOT_FOUND');
      if (before.status === status) return before;
      if (!allowedMove(before.status, status))
        throw new AppError('MISSION_INVALID', {
          params: {
            reason: `a ${before.status.toLowerCase()} mission cannot become ${status.toLowerCase()}.`,
          },
        });
      const after = await repo.setMissionStatus(trx, id, status, BigInt(operator.operatorId), this.#now());
      await this.#audit(trx, operator, client, 'missions.status', `mission:${id}`, {
        before: before.status,
        after: status,
      });
      return after;
    });
    return (await this.#missionViews(brand, [row]))[0] as TAdminMission;
  }

  async report(operator: OperatorPrincipal, q: { from: string; to: string }): Promise<TMissionReport> {
    const brand = await this.#brand(operator);
    const offset = offsetOf(brand) * 60_000;
    const from = new Date(Date.parse(`${q.from}T00:00:00Z`) - offset);
    const to = new Date(Date.parse(`${q.to}T00:00:00Z`) - offset + DAY_MS);
    if (!(to > from) || to.getTime() - from.getTime() > REPORT_MAX_DAYS * DAY_MS)
      throw new AppError('VALIDATION_ERROR');
    const [missions, figures] = await Promise.all([
      repo.listMissions(this.#db, brand.id),
      repo.missionReport(this.#db, brand.id, from, to),
    ]);
    const byId = new Map(figures.map((f) => [String(f.missionId), f]));
    return {
      from: q.from,
      to: q.to,
      rows: missions.map((m) => {
        const f = byId.get(String(m.id));
        return {
          missionId: String(m.id),
          title: textIn(m.content, 'en', { title: '', description: '' }).title,
          kind: m.kind,
          period: m.period,
          completed: f?.completed ?? 0,
          claimed: f?.claimed ?? 0,
          cashPaid: moneyText(brand, f?.cash ?? 0n),
          bonusPaid: moneyText(brand, f?.bonus ?? 0n),
          pointsPaid: (f?.points ?? 0n).toString(),
        };
      }),
    };
  }

  // ---- Leaderboards ----------------------------------------------------------------------------

  #boardValues(brand: Brand, input: TLeaderboardInput): BoardValues {
    const invalid = (reason: string) => new AppError('LEADERBOARD_INVALID', { params: { reason } });
    if (!input.content.en) throw invalid('the English title is required.');
    const minStake = minorOf(brand, input.minStake);
    if (minStake === null) throw invalid('the least stake must be an amount (0 for any).');
    if (input.metric === 'VALID_BET' && minStake !== 0n)
      throw invalid('only a win-multiple board has a least stake.');
    if (input.prizes.length === 0) throw invalid('a leaderboard pays at least one prize.');
    const prizes: TLoyaltyReward[] = [];
    for (const [i, prize] of input.prizes.entries()) {
      const reward = rewardOf(brand, prize);
      if (typeof reward === 'string') throw invalid(`prize ${i + 1}: ${reward}`);
      if (reward.kind === 'POINTS' && !brand.flags.PTSYS3) throw invalid(`prize ${i + 1}: ${NO_POINTS}`);
      prizes.push(rewardView(brand, reward.kind, reward.amount, reward.wagerMultiple));
    }
    const startsAt = new Date(input.startsAt);
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (endsAt && endsAt <= startsAt) throw invalid('the end must come after the start.');
    return {
      merchant_id: brand.id,
      content: input.content,
      metric: input.metric,
      period: input.period,
      category: input.category,
      min_stake_minor: minStake,
      prizes,
      starts_at: startsAt,
      ends_at: endsAt,
      sort_order: input.sortOrder,
    };
  }

  #boardView(brand: Brand, b: BoardRow): TAdminLeaderboard {
    return {
      id: String(b.id),
      content: parsed<TAdminLeaderboard['content']>(b.content),
      metric: b.metric,
      period: b.period,
      category: b.category,
      minStake: moneyText(brand, b.min_stake_minor),
      prizes: prizesOf(b),
      startsAt: b.starts_at.toISOString(),
      endsAt: b.ends_at?.toISOString() ?? null,
      sortOrder: b.sort_order,
      status: b.status,
      createdAt: b.created_at.toISOString(),
      updatedAt: b.updated_at.toISOString(),
    };
  }

  async boards(operator: OperatorPrincipal): Promise<TAdminLeaderboard[]> {
    const brand = await this.#brand(operator);
    return (await repo.listBoards(this.#db, brand.id)).map((b) => this.#boardView(brand, b));
  }

  async board(operator: OperatorPrincipal, id: bigint): Promise<TAdminLeaderboardDetail> {
    const brand = await this.#brand(operator);
    const b = await repo.findBoard(this.#db, brand.id, id);
    if (!b) throw new AppError('LEADERBOARD_NOT_FOUND');
    const period = boardPeriodOf(b.period, this.#now(), offsetOf(brand));
    const top = await repo.topScores(this.#db, b.id, period.key, LEADERBOARD_TOP * 5);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      top.map((t) => t.member_id),
    );
    const score = (v: bigint) => (b.metric === 'VALID_BET' ? moneyText(brand, v) : multipleText(v));
    const results: TAdminBoardResult[] = (await repo.resultsOf(this.#db, b.id, 20)).map((r) => ({
      periodKey: r.period_key,
      closedAt: r.closed_at.toISOString(),
      winners: parsed<StoredWinner[]>(r.winners).map((w) => ({
        rank: w.rank,
        memberId: w.memberId,
        account: w.account,
        score: w.score,
        reachedAt: w.reachedAt,
        reward: w.reward,
      })),
    }));
    return {
      board: this.#boardView(brand, b),
      periodKey: period.key,
      endsAt: period.end.toISOString(),
      standings: top.map((t, i) => ({
        rank: i + 1,
        memberId: String(t.member_id),
        account: accounts.get(t.member_id) ?? '',
        score: score(t.score),
        reachedAt: t.reached_at.toISOString(),
      })),
      results,
    };
  }

  async createBoard(
    operator: OperatorPrincipal,
    input: TLeaderboardInput,
    client: Client,
  ): Promise<TAdminLeaderboard> {
    const brand = await this.#brand(operator);
    const values = this.#boardValues(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      const created = await repo.insertBoard(trx, { ...values, created_by: BigInt(operator.operatorId) });
      await this.#audit(trx, operator, client, 'leaderboards.create', `leaderboard:${created.id}`, {
        after: input,
      });
      return created;
    });
    return this.#boardView(brand, row);
  }

  async updateBoard(
    operator: OperatorPrincipal,
    id: bigint,
    input: TLeaderboardInput,
    client: Client,
  ): Promise<TAdminLeaderboard> {
    const brand = await this.#brand(operator);
    const values = this.#boardValues(brand, input);
    const row = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockBoard(trx, brand.id, id);
      if (!before) throw new AppError('LEADERBOARD_NOT_FOUND');
      if (before.status === 'ARCHIVED')
        throw new AppError('LEADERBOARD_INVALID', {
          params: { reason: 'an archived leaderboard cannot change.' },
        });
      if (
        before.status === 'ACTIVE' &&
        (before.metric !== values.metric ||
          before.period !== values.period ||
          before.category !== values.category ||
          before.min_stake_minor !== values.min_stake_minor)
      )
        throw new AppError('LEADERBOARD_INVALID', {
          params: { reason: 'a running leaderboard keeps its metric, period, category and least stake.' },
        });
      const after = await repo.updateBoard(
        trx,
        id,
        { ...values, updated_by: BigInt(operator.operatorId) },
        this.#now(),
      );
      await this.#audit(trx, operator, client, 'leaderboards.update', `leaderboard:${id}`, {
        before: this.#boardView(brand, before),
        after: input,
      });
      return after;
    });
    return this.#boardView(brand, row);
  }

  async setBoardStatus(
    operator: OperatorPrincipal,
    id: bigint,
    status: MissionStatus,
    client: Client,
  ): Promise<TAdminLeaderboard> {
    const brand = await this.#brand(operator);
    const row = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockBoard(trx, brand.id, id);
      if (!before) throw new AppError('LEADERBOARD_NOT_FOUND');
      if (before.status === status) return before;
      if (!allowedMove(before.status, status))
        throw new AppError('LEADERBOARD_INVALID', {
          params: {
            reason: `a ${before.status.toLowerCase()} leaderboard cannot become ${status.toLowerCase()}.`,
          },
        });
      const after = await repo.setBoardStatus(trx, id, status, BigInt(operator.operatorId), this.#now());
      await this.#audit(trx, operator, client, 'leaderboards.status', `leaderboard:${id}`, {
        before: before.status,
        after: status,
      });
      return after;
    });
    return this.#boardView(brand, row);
  }
}

/** DRAFT → ACTIVE or ARCHIVED; ACTIVE → ARCHIVED; ARCHIVED stays. */
function allowedMove(from: MissionStatus, to: MissionStatus): boolean {
  return (
    (from === 'DRAFT' && (to === 'ACTIVE' || to === 'ARCHIVED')) || (from === 'ACTIVE' && to === 'ARCHIVED')
  );
}
