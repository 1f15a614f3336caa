import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZLanguageCode } from '../languages.schemas.ts';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  LOYALTY_REWARD_KINDS,
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_STATES,
} from '../loyalty.ts';
import { PROFILE_FIELDS } from '../members.ts';
import { ZAmount, ZId, ZRequestId } from '../wallet.schemas.ts';
import { ADMIN_MISSION_ROUTES, MISSION_ROUTES } from './missions.routes.ts';

/**
 * Missions and leaderboards (issue 19; ADR 0040). Money is decimal text in the brand currency's
 * exponent ("1234.50"); a POINTS reward's amount is whole points as text; counts are whole numbers
 * as text; a win multiple is text with two decimals ("12.50" = ×12.5); instants are ISO strings.
 */

export const MISSION_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
export const LEADERBOARD_STATUSES = MISSION_STATUSES;
export type LeaderboardStatus = MissionStatus;

/** How many places a leaderboard may pay, and how many rows its top list shows. */
export const LEADERBOARD_MAX_PRIZES = 20;
export const LEADERBOARD_TOP = 20;

/** Whether a mission kind counts money (its target and progress are money text) or things. */
export const MONEY_MISSION_KINDS = ['VALID_BET', 'DEPOSIT_AMOUNT'] as const;
/** The kinds a game category narrows. */
export const CATEGORY_MISSION_KINDS = ['BETS', 'VALID_BET', 'WIN_DIFFERENT_GAMES'] as const;

const ZIdParams = z.strictObject({ id: ZId });
const ZCategory = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,15}$/);

export const ZLoyaltyReward = z.strictObject({
  kind: z.enum(LOYALTY_REWARD_KINDS),
  /** CASH and BONUS: money text; POINTS: whole points. */
  amount: ZAmount,
  /** BONUS: the wagering multiple (at least 1: without wagering it is CASH). */
  wagerMultiple: z.number().int().min(0).max(100),
});
export type TLoyaltyReward = z.infer<typeof ZLoyaltyReward>;

// ---- The player's side ------------------------------------------------------------------------

export const ZMissionCard = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(MISSION_KINDS),
  period: z.enum(MISSION_PERIODS),
  /** The game category it counts (null: every game). */
  category: z.string().nullable(),
  /** COUNT: whole numbers; MONEY: money text in the brand currency. */
  unit: z.enum(['COUNT', 'MONEY']),
  target: z.string(),
  progress: z.string(),
  /** 0 … 10000 */
  progressBps: z.number().int().min(0).max(10_000),
  state: z.enum(MISSION_STATES),
  reward: ZLoyaltyReward,
  /** The period's key ("2026-11-26", "2026-W48", "ONCE"). */
  periodKey: z.string(),
  /** When the period starts again (null: ONCE). */
  resetsAt: z.string().nullable(),
  /** When the mission itself ends (null: no end). */
  endsAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type TMissionCard = z.infer<typeof ZMissionCard>;

export const ZMissionSummary = z.strictObject({
  missions: z.array(ZMissionCard),
  /** Completed and not claimed: the red badge. */
  unclaimed: z.number().int().min(0),
  currency: z.string(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

export const ZPrize = z.strictObject({
  rank: z.number().int().min(1),
  reward: ZLoyaltyReward,
});
export type TPrize = z.infer<typeof ZPrize>;

export const ZStanding = z.strictObject({
  rank: z.number().int().min(1),
  /** Masked like the winners board ("pl***01"). */
  name: z.string(),
  /** VALID_BET: money text; WIN_MULTIPLIER: the multiple ("12.50"). */
  score: z.string(),
  me: z.boolean(),
});
export type TStanding = z.infer<typeof ZStanding>;

export const ZBoardChoice = z.strictObject({ id: z.string(), title: z.string() });

export const ZLeaderboardView = z.strictObject({
  id: z.string(),
  title: z.string(),
  metric: z.enum(LEADERBOARD_METRICS),
  period: z.enum(LEADERBOARD_PERIODS),
  category: z.string().nullable(),
  /** WIN_MULTIPLIER: the least stake that counts (money text). */
  minStake: z.string(),
  periodKey: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  prizes: z.array(ZPrize),
  top: z.array(ZStanding),
  /** My place (null: no score this period). */
  me: z.strictObject({ rank: z.number().int().nullable(), score: z.string() }),
  /** The last closed period's paid places (null: none closed yet). */
  last: z
    .strictObject({
      periodKey: z.string(),
      winners: z.array(ZStanding.extend({ reward: ZLoyaltyReward.nullable() })),
    })
    .nullable(),
});
export type TLeaderboardView = z.infer<typeof ZLeaderboardView>;

export const ZLeaderboardAnswer = z.strictObject({
  boards: z.array(ZBoardChoice),
  /** The board asked for, or the first (null: the brand runs none). */
  board: ZLeaderboardView.nullable(),
  currency: z.string(),
});
export type TLeaderboardAnswer = z.infer<typeof ZLeaderboardAnswer>;

export const ZClaimMission = z.strictObject({ requestId: ZRequestId });

export const missionEndpoints = {
  summary: endpoint({
    ...MISSION_ROUTES.summary,
    summary:
      "MCSFE getMissionSummaryDetails: the member's running missions with this period's progress, state, reward and when it resets.",
    response: ZMissionSummary,
  }),
  leaderboard: endpoint({
    ...MISSION_ROUTES.leaderboard,
    summary:
      "MCSFE getMissionLeaderboard: a leaderboard's current period (top places with masked names, the member's own place, prizes, end) and the last period's winners.",
    query: z.strictObject({ id: ZId.optional() }),
    response: ZLeaderboardAnswer,
  }),
  claim: endpoint({
    ...MISSION_ROUTES.claim,
    summary:
      "Claims a completed mission's reward for the current period: paid once (parallel claims pay once); idempotent by requestId.",
    params: ZIdParams,
    body: ZClaimMission,
    response: ZMissionCard,
  }),
} as const;

// ---- The console ------------------------------------------------------------------------------

export const ZMissionText = z.strictObject({
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().max(300),
});
export type TMissionText = z.infer<typeof ZMissionText>;

const ZInstant = z.string().datetime({ offset: true });

/** A mission as the operator writes it (the rules per kind are checked by the server). */
export const ZMissionInput = z.strictObject({
  /** Text per language; English is required. */
  content: z.partialRecord(ZLanguageCode, ZMissionText),
  kind: z.enum(MISSION_KINDS),
  /** COUNT kinds: a whole number ≥ 1; MONEY kinds: money text > 0; PROFILE_FIELD: 1. */
  target: ZAmount,
  category: ZCategory.nullable(),
  field: z.enum(PROFILE_FIELDS).nullable(),
  period: z.enum(MISSION_PERIODS),
  reward: ZLoyaltyReward,
  startsAt: ZInstant,
  endsAt: ZInstant.nullable(),
  sortOrder: z.number().int().min(0).max(9999),
});
export type TMissionInput = z.infer<typeof ZMissionInput>;

export const ZAdminMission = ZMissionInput.extend({
  id: z.string(),
  status: z.enum(MISSION_STATUSES),
  completed: z.number().int(),
  claimed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminMission = z.infer<typeof ZAdminMission>;

export const ZLeaderboardText = z.strictObject({ title: z.string().trim().min(1).max(80) });

export const ZLeaderboardInput = z.strictObject({
  content: z.partialRecord(ZLanguageCode, ZLeaderboardText),
  metric: z.enum(LEADERBOARD_METRICS),
  period: z.enum(LEADERBOARD_PERIODS),
  category: ZCategory.nullable(),
  /** WIN_MULTIPLIER: the least stake a bet needs to count ("0": any). */
  minStake: ZAmount,
  /** First place first. */
  prizes: z.array(ZLoyaltyReward).max(LEADERBOARD_MAX_PRIZES),
  startsAt: ZInstant,
  endsAt: ZInstant.nullable(),
  sortOrder: z.number().int().min(0).max(9999),
});
export type TLeaderboardInput = z.infer<typeof ZLeaderboardInput>;

export const ZAdminLeaderboard = ZLeaderboardInput.extend({
  id: z.string(),
  status: z.enum(LEADERBOARD_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminLeaderboard = z.infer<typeof ZAdminLeaderboard>;

export const ZAdminStanding = z.strictObject({
  rank: z.number().int(),
  memberId: z.string(),
  account: z.string(),
  score: z.string(),
  reachedAt: z.string(),
});

export const ZAdminBoardResult = z.strictObject({
  periodKey: z.string(),
  closedAt: z.string(),
  winners: z.array(ZAdminStanding.extend({ reward: ZLoyaltyReward.nullable() })),
});
export type TAdminBoardResult = z.infer<typeof ZAdminBoardResult>;

export const ZAdminLeaderboardDetail = z.strictObject({
  board: ZAdminLeaderboard,
  periodKey: z.string(),
  endsAt: z.string(),
  standings: z.array(ZAdminStanding),
  results: z.array(ZAdminBoardResult),
});
export type TAdminLeaderboardDetail = z.infer<typeof ZAdminLeaderboardDetail>;

export const ZMissionReportRow = z.strictObject({
  missionId: z.string(),
  title: z.string(),
  kind: z.enum(MISSION_KINDS),
  period: z.enum(MISSION_PERIODS),
  completed: z.number().int(),
  claimed: z.number().int(),
  /** Paid by claims in the range: money (CASH and BONUS, money text) and points. */
  cashPaid: z.string(),
  bonusPaid: z.string(),
  pointsPaid: z.string(),
});
export const ZMissionReport = z.strictObject({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZMissionReportRow),
});
export type TMissionReport = z.infer<typeof ZMissionReport>;

const ZStatusBody = z.strictObject({ status: z.enum(MISSION_STATUSES) });

export const adminMissionEndpoints = {
  list: endpoint({
    ...ADMIN_MISSION_ROUTES.list,
    summary: "The brand's missions, every status, in their order.",
    response: z.array(ZAdminMission),
  }),
  get: endpoint({
    ...ADMIN_MISSION_ROUTES.get,
    summary: 'One mission as written, with how many completed and claimed it.',
    params: ZIdParams,
    response: ZAdminMission,
  }),
  create: endpoint({
    ...ADMIN_MISSION_ROUTES.create,
    summary: 'Writes a mission (DRAFT); the rules per kind are checked. Audited.',
    body: ZMissionInput,
    response: ZAdminMission,
  }),
  update: endpoint({
    ...ADMIN_MISSION_ROUTES.update,
    summary: 'Changes a mission; an ACTIVE one keeps its kind, target and period. Audited.',
    params: ZIdParams,
    body: ZMissionInput,
    response: ZAdminMission,
  }),
  setStatus: endpoint({
    ...ADMIN_MISSION_ROUTES.setStatus,
    summary: 'DRAFT → ACTIVE → ARCHIVED (an archived mission stays archived). Audited.',
    params: ZIdParams,
    body: ZStatusBody,
    response: ZAdminMission,
  }),
  report: endpoint({
    ...ADMIN_MISSION_ROUTES.report,
    summary: 'Per mission: completions and claims in the range, and the rewards paid.',
    query: z.strictObject({ from: z.iso.date(), to: z.iso.date() }),
    response: ZMissionReport,
  }),
  boards: endpoint({
    ...ADMIN_MISSION_ROUTES.boards,
    summary: "The brand's leaderboards, every status.",
    response: z.array(ZAdminLeaderboard),
  }),
  board: endpoint({
    ...ADMIN_MISSION_ROUTES.board,
    summary: "A leaderboard with the current period's standings and the past periods' results.",
    params: ZIdParams,
    response: ZAdminLeaderboardDetail,
  }),
  createBoard: endpoint({
    ...ADMIN_MISSION_ROUTES.createBoard,
    summary: 'Writes a leaderboard (DRAFT) with its prizes by rank. Audited.',
    body: ZLeaderboardInput,
    response: ZAdminLeaderboard,
  }),
  updateBoard: endpoint({
    ...ADMIN_MISSION_ROUTES.updateBoard,
    summary: 'Changes a leaderboard; an ACTIVE one keeps its metric and period. Audited.',
    params: ZIdParams,
    body: ZLeaderboardInput,
    response: ZAdminLeaderboard,
  }),
  setBoardStatus: endpoint({
    ...ADMIN_MISSION_ROUTES.setBoardStatus,
    summary: 'DRAFT → ACTIVE → ARCHIVED. Audited.',
    params: ZIdParams,
    body: ZStatusBody,
    response: ZAdminLeaderboard,
  }),
} as const;
