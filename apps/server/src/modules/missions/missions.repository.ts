import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import type {
  DefinitionStatusText,
  LeaderboardsTable,
  MissionKindText,
  MissionPeriodText,
  MissionProgressTable,
  MissionsTable,
  ProgressStateText,
  RewardKindText,
} from './missions.tables.ts';

/**
 * The only SQL on the missions module's tables (issue 19; ADR 0040; migration 0032): missions,
 * their progress and what counted towards it, leaderboards, their bets, scores and results.
 */

export type MissionRow = Selectable<MissionsTable>;
export type ProgressRow = Selectable<MissionProgressTable>;
export type BoardRow = Selectable<LeaderboardsTable>;
type Reader = Db | Trx;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

// ---- Missions --------------------------------------------------------------------------------

export interface MissionValues {
  merchant_id: number;
  content: unknown;
  kind: MissionKindText;
  target: bigint;
  category: string | null;
  field: string | null;
  period: MissionPeriodText;
  reward_kind: RewardKindText;
  reward_amount: bigint;
  reward_wager_multiple: number;
  starts_at: Date;
  ends_at: Date | null;
  sort_order: number;
}

export async function insertMission(
  trx: Trx,
  values: MissionValues & { created_by: bigint | null; status?: DefinitionStatusText },
): Promise<MissionRow> {
  return trx
    .insertInto('missions')
    .values({ ...values, content: json(values.content) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateMission(
  trx: Trx,
  id: bigint,
  values: MissionValues & { updated_by: bigint | null },
  at: Date,
): Promise<MissionRow> {
  return trx
    .updateTable('missions')
    .set({ ...values, content: json(values.content), updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setMissionStatus(
  trx: Trx,
  id: bigint,
  status: DefinitionStatusText,
  by: bigint | null,
  at: Date,
): Promise<MissionRow> {
  return trx
    .updateTable('missions')
    .set({ status, updated_by: by, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findMission(
  db: Reader,
  merchantId: number,
  id: bigint,
): Promise<MissionRow | undefined> {
  return db
    .selectFrom('missions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function lockMission(trx: Trx, merchantId: number, id: bigint): Promise<MissionRow | undefined> {
  return trx
    .selectFrom('missions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function listMissions(db: Reader, merchantId: number): Promise<MissionRow[]> {
  return db
    .selectFrom('missions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('status')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** ACTIVE missions of these kinds running at `at` (started, not ended). */
export async function runningMissions(
  db: Reader,
  merchantId: number,
  kinds: readonly MissionKindText[],
  at: Date,
): Promise<MissionRow[]> {
  if (kinds.length === 0) return [];
  return db
    .selectFrom('missions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE')
    .where('kind', 'in', [...kinds])
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The progress rows of a member for (mission, period) pairs. */
export async function progressOf(
  db: Reader,
  memberId: bigint,
  pairs: readonly { missionId: bigint; periodKey: string }[],
): Promise<ProgressRow[]> {
  if (pairs.length === 0) return [];
  return db
    .selectFrom('mission_progress')
    .selectAll()
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or(
        pairs.map((p) => eb.and([eb('mission_id', '=', p.missionId), eb('period_key', '=', p.periodKey)])),
      ),
    )
    .execute();
}

/** The member's progress row of a mission and period, made if missing, locked. */
export async function lockOrCreateProgress(
  trx: Trx,
  key: { merchantId: number; missionId: bigint; memberId: bigint; periodKey: string },
): Promise<ProgressRow> {
  await trx
    .insertInto('mission_progress')
    .values({
      merchant_id: key.merchantId,
      mission_id: key.missionId,
      member_id: key.memberId,
      period_key: key.periodKey,
    })
    .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'period_key']).doNothing())
    .execute();
  return trx
    .selectFrom('mission_progress')
    .selectAll()
    .where('mission_id', '=', key.missionId)
    .where('member_id', '=', key.memberId)
    .where('period_key', '=', key.periodKey)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function lockProgress(
  trx: Trx,
  key: { missionId: bigint; memberId: bigint; periodKey: string },
): Promise<ProgressRow | undefined> {
  return trx
    .selectFrom('mission_progress')
    .selectAll()
    .where('mission_id', '=', key.missionId)
    .where('member_id', '=', key.memberId)
    .where('period_key', '=', key.periodKey)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockProgressById(trx: Trx, id: bigint): Promise<ProgressRow | undefined> {
  return trx.selectFrom('mission_progress').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What one source (a bet, a deposit, a game, a field) has counted towards a mission. */
export async function contributionOf(
  trx: Trx,
  missionId: bigint,
  memberId: bigint,
  sourceRef: string,
): Promise<{ progress_id: bigint; amount: bigint } | undefined> {
  return trx
    .selectFrom('mission_contributions')
    .select(['progress_id', 'amount'])
    .where('mission_id', '=', missionId)
    .where('member_id', '=', memberId)
    .where('source_ref', '=', sourceRef)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveContribution(
  trx: Trx,
  c: { missionId: bigint; memberId: bigint; sourceRef: string; progressId: bigint; amount: bigint; at: Date },
): Promise<void> {
  await trx
    .insertInto('mission_contributions')
    .values({
      mission_id: c.missionId,
      member_id: c.memberId,
      source_ref: c.sourceRef,
      progress_id: c.progressId,
      amount: c.amount,
      updated_at: c.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['mission_id', 'member_id', 'source_ref'])
        .doUpdateSet({ amount: c.amount, updated_at: c.at }),
    )
    .execute();
}

export async function setProgress(
  trx: Trx,
  id: bigint,
  values: { progress: bigint; state: ProgressStateText; completedAt: Date | null; at: Date },
): Promise<ProgressRow> {
  return trx
    .updateTable('mission_progress')
    .set({
      progress: values.progress,
      state: values.state,
      completed_at: values.completedAt,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markClaimed(
  trx: Trx,
  id: bigint,
  values: { at: Date; requestId: string; kind: RewardKindText; amount: bigint },
): Promise<ProgressRow> {
  return trx
    .updateTable('mission_progress')
    .set({
      state: 'CLAIMED',
      claimed_at: values.at,
      claim_request_id: values.requestId,
      paid_kind: values.kind,
      paid_amount: values.amount,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .where('state', '=', 'COMPLETED')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many completed (ever) and claimed each mission has. */
export async function missionCounts(
  db: Reader,
  ids: readonly bigint[],
): Promise<Map<string, { completed: number; claimed: number }>> {
  const counts = new Map<string, { completed: number; claimed: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('mission_progress')
    .select((eb) => [
      'mission_id',
      eb.fn.count<string>('completed_at').as('completed'),
      eb.fn.count<string>('claimed_at').as('claimed'),
    ])
    .where('mission_id', 'in', [...ids])
    .groupBy('mission_id')
    .execute();
  for (const r of rows)
    counts.set(String(r.mission_id), { completed: Number(r.completed), claimed: Number(r.claimed) });
  return counts;
}

/** Completed, unclaimed rows of a member among (mission, period) pairs: the badge. */
export async function countCompleted(
  db: Reader,
  memberId: bigint,
  pairs: readonly { missionId: bigint; periodKey: string }[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const row = await db
    .selectFrom('mission_progress')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('state', '=', 'COMPLETED')
    .where((eb) =>
      eb.or(
        pairs.map((p) => eb.and([eb('mission_id', '=', p.missionId), eb('period_key', '=', p.periodKey)])),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Per mission: completions and claims in [from, to) and what the claims paid, by kind. */
export async function missionReport(db: Reader, merchantId: number, from: Date, to: Date) {
  const rows = await db
    .selectFrom('mission_progress')
    .select((eb) => [
      'mission_id',
      eb.fn
        .count<string>(
          eb
            .case()
            .when(eb.and([eb('completed_at', '>=', from), eb('completed_at', '<', to)]))
            .then(1)
            .end(),
        )
        .as('completed'),
      eb.fn
        .count<string>(
          eb
            .case()
            .when(eb.and([eb('claimed_at', '>=', from), eb('claimed_at', '<', to)]))
            .then(1)
            .end(),
        )
        .as('claimed'),
      ...(['CASH', 'BONUS', 'POINTS'] as const).map((kind) =>
        eb.fn
          .coalesce(
            eb.fn.sum<string>(
              eb
                .case()
                .when(
                  eb.and([
                    eb('paid_kind', '=', kind),
                    eb('claimed_at', '>=', from),
                    eb('claimed_at', '<', to),
                  ]),
                )
                .then(eb.ref('paid_amount'))
                .end(),
            ),
            sql<string>`0`,
          )
          .as(`paid_${kind.toLowerCase()}`),
      ),
    ])
    .where('merchant_id', '=', merchantId)
    .groupBy('mission_id')
    .execute();
  return rows.map((r) => ({
    missionId: r.mission_id,
    completed: Number(r.completed),
    claimed: Number(r.claimed),
    cash: BigInt(String((r as Record<string, unknown>).paid_cash ?? 0)),
    bonus: BigInt(String((r as Record<string, unknown>).paid_bonus ?? 0)),
    points: BigInt(String((r as Record<string, unknown>).paid_points ?? 0)),
  }));
}

// ---- Leaderboards ----------------------------------------------------------------------------

export interface BoardValues {
  merchant_id: number;
  content: unknown;
  metric: 'VALID_BET' | 'WIN_MULTIPLIER';
  period: 'DAILY' | 'WEEKLY';
  category: string | null;
  min_stake_minor: bigint;
  prizes: unknown;
  starts_at: Date;
  ends_at: Date | null;
  sort_order: number;
}

export async function insertBoard(
  trx: Trx,
  values: BoardValues & { created_by: bigint | null; status?: DefinitionStatusText },
): Promise<BoardRow> {
  return trx
    .insertInto('leaderboards')
    .values({ ...values, content: json(values.content), prizes: json(values.prizes) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateBoard(
  trx: Trx,
  id: bigint,
  values: BoardValues & { updated_by: bigint | null },
  at: Date,
): Promise<BoardRow> {
  return trx
    .updateTable('leaderboards')
    .set({ ...values, content: json(values.content), prizes: json(values.prizes), updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setBoardStatus(
  trx: Trx,
  id: bigint,
  status: DefinitionStatusText,
  by: bigint | null,
  at: Date,
): Promise<BoardRow> {
  return trx
    .updateTable('leaderboards')
    .set({ status, updated_by: by, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findBoard(db: Reader, merchantId: number, id: bigint): Promise<BoardRow | undefined> {
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function lockBoard(trx: Trx, merchantId: number, id: bigint): Promise<BoardRow | undefined> {
  return trx
    .selectFrom('leaderboards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function listBoards(db: Reader, merchantId: number): Promise<BoardRow[]> {
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('status')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** ACTIVE boards running at `at`. */
export async function runningBoards(db: Reader, merchantId: number, at: Date): Promise<BoardRow[]> {
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE')
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Boards of a period kind that ran (ACTIVE or since archived) during [start, end). */
export async function boardsOverlapping(
  db: Reader,
  merchantId: number,
  period: 'DAILY' | 'WEEKLY',
  start: Date,
  end: Date,
): Promise<BoardRow[]> {
  return (
    db
      .selectFrom('leaderboards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('period', '=', period)
      // An archived board is closed for the periods it ran in, up to the one it was archived in.
      .where((eb) =>
        eb.or([
          eb('status', '=', 'ACTIVE'),
          eb.and([eb('status', '=', 'ARCHIVED'), eb('updated_at', '>', start)]),
        ]),
      )
      .where('starts_at', '<', end)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', start)]))
      .orderBy('id')
      .execute()
  );
}

/**
 * Brands with a board of the period kind to close (the close jobs' scopes): an ACTIVE one, or one
 * archived since `since` (its last period still closes).
 */
export async function brandsWithBoards(
  db: Reader,
  period: 'DAILY' | 'WEEKLY',
  since: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('leaderboards')
    .select('merchant_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'ACTIVE'),
        eb.and([eb('status', '=', 'ARCHIVED'), eb('updated_at', '>', since)]),
      ]),
    )
    .where('period', '=', period)
    .execute();
  return rows.map((r) => r.merchant_id);
}

/** What a bet counts on a board (replacing what it counted before: a round settled again). */
export async function saveBoardBet(
  trx: Trx,
  b: { boardId: bigint; betId: bigint; periodKey: string; memberId: bigint; value: bigint; at: Date },
): Promise<{ periodKey: string }> {
  const row = await trx
    .insertInto('leaderboard_bets')
    .values({
      board_id: b.boardId,
      bet_id: b.betId,
      period_key: b.periodKey,
      member_id: b.memberId,
      value: b.value,
      at: b.at,
    })
    .onConflict((oc) => oc.columns(['board_id', 'bet_id']).doUpdateSet({ value: b.value }))
    .returning('period_key')
    .executeTakeFirstOrThrow();
  return { periodKey: row.period_key };
}

/**
 * Recomputes a member's score on a board for a period from its bets (the sum of valid bet, or
 * the best multiple); `reached_at` moves only when the score changes, so ties go to who got there
 * first.
 */
export async function refreshScore(
  trx: Trx,
  s: {
    merchantId: number;
    boardId: bigint;
    periodKey: string;
    memberId: bigint;
    metric: 'VALID_BET' | 'WIN_MULTIPLIER';
    at: Date;
  },
): Promise<void> {
  const agg = await trx
    .selectFrom('leaderboard_bets')
    .select((eb) =>
      s.metric === 'VALID_BET'
        ? eb.fn.coalesce(eb.fn.sum<string>('value'), sql<string>`0`).as('score')
        : eb.fn.coalesce(eb.fn.max<string>('value'), sql<string>`0`).as('score'),
    )
    .where('board_id', '=', s.boardId)
    .where('period_key', '=', s.periodKey)
    .where('member_id', '=', s.memberId)
    .executeTakeFirst();
  const score = BigInt(agg?.score ?? 0);
  await trx
    .insertInto('leaderboard_scores')
    .values({
      merchant_id: s.merchantId,
      board_id: s.boardId,
      period_key: s.periodKey,
      member_id: s.memberId,
      score,
      reached_at: s.at,
    })
    .onConflict((oc) =>
      oc.columns(['board_id', 'period_key', 'member_id']).doUpdateSet({
        score,
        reached_at: sql<Date>`case when leaderboard_scores.score = excluded.score then leaderboard_scores.reached_at else excluded.reached_at end`,
      }),
    )
    .execute();
}

export interface StandingRow {
  member_id: bigint;
  score: bigint;
  reached_at: Date;
}

/** The best `limit` scores of a board's period (score, then who got there first), above zero. */
export async function topScores(
  db: Reader,
  boardId: bigint,
  periodKey: string,
  limit: number,
): Promise<StandingRow[]> {
  return db
    .selectFrom('leaderboard_scores')
    .select(['member_id', 'score', 'reached_at'])
    .where('board_id', '=', boardId)
    .where('period_key', '=', periodKey)
    .where('score', '>', 0n)
    .orderBy('score', 'desc')
    .orderBy('reached_at')
    .orderBy('member_id')
    .limit(limit)
    .execute();
}

/** A member's score and place on a board's period (null: none). */
export async function placeOf(
  db: Reader,
  boardId: bigint,
  periodKey: string,
  memberId: bigint,
): Promise<{ score: bigint; rank: number } | null> {
  const mine = await db
    .selectFrom('leaderboard_scores')
    .select(['score', 'reached_at'])
    .where('board_id', '=', boardId)
    .where('period_key', '=', periodKey)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!mine || mine.score <= 0n) return null;
  const ahead = await db
    .selectFrom('leaderboard_scores')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('board_id', '=', boardId)
    .where('period_key', '=', periodKey)
    .where((eb) =>
      eb.or([
        eb('score', '>', mine.score),
        eb.and([eb('score', '=', mine.score), eb('reached_at', '<', mine.reached_at)]),
        eb.and([
          eb('score', '=', mine.score),
          eb('reached_at', '=', mine.reached_at),
          eb('member_id', '<', memberId),
        ]),
      ]),
    )
    .executeTakeFirst();
  return { score: mine.score, rank: Number(ahead?.n ?? 0) + 1 };
}

/** Stores a closed period's result; null when it was stored before (closing twice pays once). */
export async function insertResult(
  trx: Trx,
  r: { merchantId: number; boardId: bigint; periodKey: string; winners: unknown; at: Date },
): Promise<bigint | null> {
  const row = await trx
    .insertInto('leaderboard_results')
    .values({
      merchant_id: r.merchantId,
      board_id: r.boardId,
      period_key: r.periodKey,
      winners: json(r.winners),
      closed_at: r.at,
    })
    .onConflict((oc) => oc.columns(['board_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function resultsOf(
  db: Reader,
  boardId: bigint,
  limit: number,
): Promise<{ period_key: string; winners: unknown; closed_at: Date }[]> {
  return db
    .selectFrom('leaderboard_results')
    .select(['period_key', 'winners', 'closed_at'])
    .where('board_id', '=', boardId)
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
