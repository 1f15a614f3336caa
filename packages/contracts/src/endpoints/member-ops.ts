import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZRowId } from '../ids.schemas.ts';
import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REASONS,
  ADJUSTMENT_STATUSES,
  MAX_MEMBER_TAGS,
  MEMBER_KINDS,
  MEMBER_SEARCH_FIELDS,
  MEMBER_SEARCH_SORTS,
  MEMBER_STATUSES,
} from '../member-ops.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { RECORD_TYPES } from '../wallet.ts';
import { ZDecidedDeposit, ZDecidedWithdrawal } from './admin.ts';
import { MEMBER_OPS_ROUTES } from './member-ops.routes.ts';
import { ZAccountRecord, ZBetPage, ZConsolidatedFunds } from './wallet.ts';

const R = MEMBER_OPS_ROUTES;
const ZInstant = z.string().nullable();
export const ZMemberIdParams = z.strictObject({ id: ZRowId });

/** A tag: letters, digits, spaces, dashes and underscores; compared without case. */
export const ZTag = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u);

export const ZMemberSearchQuery = z.strictObject({
  by: z.enum(MEMBER_SEARCH_FIELDS).default('account'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  kind: z.enum(MEMBER_KINDS).optional(),
  /** Only members carrying this tag (compared without case). */
  tag: ZTag.optional(),
  sort: z.enum(MEMBER_SEARCH_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...ZPageQuery,
});

export const ZMemberRow = z.strictObject({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  registerIp: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  lastLoginAt: ZInstant,
  createdAt: z.string(),
});

const ZOperatorRef = z.strictObject({ id: z.number().int(), name: z.string() });

export const ZMemberProfile = z.strictObject({
  ...ZMemberRow.shape,
  language: z.string().nullable(),
  referralCode: z.string(),
  registerDomain: z.string().nullable(),
  registerMethod: z.string().nullable(),
  firstLoginAt: ZInstant,
  mustChangePassword: z.boolean(),
  verification: z.strictObject({
    mobileVerifiedAt: ZInstant,
    emailVerifiedAt: ZInstant,
    /** The bank account name (payee) is set: withdrawals go only to accounts in that name. */
    bankName: z.string().nullable(),
  }),
  twoFactor: z.strictObject({ enabled: z.boolean(), since: ZInstant }),
  /** Set while the account is locked: why, by whom, when (the last lock note). */
  lock: z.strictObject({ reason: z.string(), by: ZOperatorRef, at: z.string() }).nullable(),
  tags: z.array(z.string()),
  knownAddresses: z.array(
    z.strictObject({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() }),
  ),
  upline: z.array(
    z.strictObject({
      id: z.string(),
      account: z.string(),
      nickname: z.string().nullable(),
      type: z.number().int(),
      level: z.number().int(),
      isAgent: z.boolean(),
    }),
  ),
});

/** Operators read any stretch of history; no period means all of it. */
const ZHistoryQuery = {
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...ZPageQuery,
};

export const ZMemberSession = z.strictObject({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** Open (usable now), ended by sign-out / an operator / a password change, or expired. */
  state: z.enum(['OPEN', 'ENDED', 'EXPIRED']),
  endedAt: ZInstant,
  endReason: z.string().nullable(),
});

export const ZMemberNote = z.strictObject({
  id: z.string(),
  kind: z.enum(['NOTE', 'LOCK', 'UNLOCK']),
  body: z.string(),
  by: ZOperatorRef,
  createdAt: z.string(),
});

export const ZReason = z.strictObject({ reason: z.string().trim().min(3).max(500) });

export const ZAdjustment = z.strictObject({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.string(),
  currency: z.string(),
  reasonCode: z.enum(ADJUSTMENT_REASONS),
  note: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  proposedBy: ZOperatorRef,
  proposedAt: z.string(),
  expiresAt: ZInstant,
  decidedBy: ZOperatorRef.nullable(),
  decidedAt: ZInstant,
  decisionNote: z.string().nullable(),
  /** The journal transaction, once applied. */
  transactionId: z.string().nullable(),
});

export const ZAdjustmentInput = z.strictObject({
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  /** A decimal amount in the brand currency ("150.00"), above zero. */
  amount: z.string().trim().min(1).max(24),
  reasonCode: z.enum(ADJUSTMENT_REASONS),
  note: z.string().trim().min(3).max(500),
  /** The client's key: the same request sent twice makes one adjustment. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

export const ZAdjustmentPolicy = z.strictObject({
  currency: z.string(),
  /** Above this amount every adjustment needs a second operator, whatever the role's limit. */
  fourEyesThreshold: z.string(),
  proposalTtlHours: z.number().int(),
  /** Role key -> the largest amount an operator of that role applies alone ("0": never alone). */
  roleLimits: z.record(z.string(), z.string()),
  /** What the asking operator may apply alone (their role's limit, capped by the threshold). */
  ownLimit: z.string(),
});

export const ZAdjustmentPolicyInput = z.strictObject({
  fourEyesThreshold: z.string().trim().min(1).max(24),
  proposalTtlHours: z.number().int().min(1).max(720),
  roleLimits: z.record(z.string().regex(/^[a-z][a-z0-9-]{1,31}$/), z.string().trim().min(1).max(24)),
});

export const memberOpsEndpoints = {
  searchMembers: endpoint({
    ...R.searchMembers,
    summary:
      "Finds the brand's members by user name (prefix), mobile (digits), e-mail (prefix), id or IP (registration, last login, known and session addresses); paged and sorted.",
    query: ZMemberSearchQuery,
    response: zPage(ZMemberRow),
  }),
  member: endpoint({
    ...R.member,
    summary: 'The member 360 profile: account, verification, second factor, lock, tags, addresses, upline.',
    params: ZMemberIdParams,
    response: ZMemberProfile,
  }),
  balances: endpoint({
    ...R.balances,
    summary: "The member's main, bonus and vendor wallets, read through the wallet.",
    params: ZMemberIdParams,
    response: ZConsolidatedFunds,
  }),
  ledger: endpoint({
    ...R.ledger,
    summary: "The member's account record (every movement of their wallets), newest first.",
    params: ZMemberIdParams,
    query: z.strictObject({ ...ZHistoryQuery, type: z.enum(RECORD_TYPES).optional() }),
    response: zPage(ZAccountRecord),
  }),
  bets: endpoint({
    ...R.bets,
    summary: "The member's betting record with totals, newest first.",
    params: ZMemberIdParams,
    query: z.strictObject(ZHistoryQuery),
    response: ZBetPage,
  }),
  deposits: endpoint({
    ...R.deposits,
    summary: "The member's deposits, newest first.",
    params: ZMemberIdParams,
    query: z.strictObject(ZPageQuery),
    response: zPage(ZDecidedDeposit),
  }),
  withdrawals: endpoint({
    ...R.withdrawals,
    summary: "The member's withdrawals, newest first.",
    params: ZMemberIdParams,
    query: z.strictObject(ZPageQuery),
    response: zPage(ZDecidedWithdrawal),
  }),
  sessions: endpoint({
    ...R.sessions,
    summary: "The member's sign-ins with address and device; `open=1` for the open sessions only.",
    params: ZMemberIdParams,
    query: z.strictObject({ open: z.enum(['0', '1']).default('0'), ...ZPageQuery }),
    response: zPage(ZMemberSession),
  }),
  notes: endpoint({
    ...R.notes,
    summary: "Operators' notes on the member, with the reasons of locks and unlocks, newest first.",
    params: ZMemberIdParams,
    query: z.strictObject(ZPageQuery),
    response: zPage(ZMemberNote),
  }),
  addNote: endpoint({
    ...R.addNote,
    summary: 'Adds a note; audited.',
    params: ZMemberIdParams,
    body: z.strictObject({ body: z.string().trim().min(1).max(2000) }),
    response: ZMemberNote,
  }),
  setTags: endpoint({
    ...R.setTags,
    summary: "Replaces the member's tags; audited with the tags before and after.",
    params: ZMemberIdParams,
    body: z.strictObject({ tags: z.array(ZTag).max(MAX_MEMBER_TAGS) }),
    response: z.strictObject({ tags: z.array(z.string()) }),
  }),
  lock: endpoint({
    ...R.lock,
    summary:
      'Locks the account with a reason: its sessions and remember tokens end, its live connections close, and sign-in is refused with ACCOUNT_LOCKED; audited.',
    params: ZMemberIdParams,
    body: ZReason,
    response: ZMemberProfile,
  }),
  unlock: endpoint({
    ...R.unlock,
    summary: 'Unlocks the account with a reason; audited.',
    params: ZMemberIdParams,
    body: ZReason,
    response: ZMemberProfile,
  }),
  logout: endpoint({
    ...R.logout,
    summary:
      'Ends every session and remember token of the member and closes their live connections; audited.',
    params: ZMemberIdParams,
    response: z.strictObject({ sessionsEnded: z.number().int() }),
  }),
  resetPassword: endpoint({
    ...R.resetPassword,
    summary:
      'Sets a random one-time password, shown once in this answer; the member must change it at the next sign-in, and every session ends; audited (without the password).',
    params: ZMemberIdParams,
    response: z.strictObject({ password: z.string() }),
  }),
  clear2fa: endpoint({
    ...R.clear2fa,
    summary: "Turns the member's authenticator off (they may set up a new one); audited.",
    params: ZMemberIdParams,
    response: ZMemberProfile,
  }),
  memberAdjustments: endpoint({
    ...R.memberAdjustments,
    summary: "The member's manual balance adjustments and proposals, newest first.",
    params: ZMemberIdParams,
    query: z.strictObject(ZPageQuery),
    response: zPage(ZAdjustment),
  }),
  proposeAdjustment: endpoint({
    ...R.proposeAdjustment,
    summary:
      "Credits or debits the main wallet with a reason: applied at once within the operator's limit, else a proposal another operator approves (ADR 0026); once per idempotency key; audited.",
    params: ZMemberIdParams,
    body: ZAdjustmentInput,
    response: ZAdjustment,
  }),
  adjustments: endpoint({
    ...R.adjustments,
    summary:
      'Adjustments of the brand by status (pending proposals by default), oldest proposal first for PENDING.',
    query: z.strictObject({ status: z.enum(ADJUSTMENT_STATUSES).default('PENDING'), ...ZPageQuery }),
    response: zPage(ZAdjustment),
  }),
  approveAdjustment: endpoint({
    ...R.approveAdjustment,
    summary:
      'Approves a pending proposal of another operator: applied exactly once, in one transaction with its journal entry and audit entry.',
    params: ZMemberIdParams,
    body: z.strictObject({ note: z.string().trim().max(500).optional() }),
    response: ZAdjustment,
  }),
  rejectAdjustment: endpoint({
    ...R.rejectAdjustment,
    summary: 'Rejects a pending proposal of another operator with a reason; audited.',
    params: ZMemberIdParams,
    body: z.strictObject({ note: z.string().trim().min(3).max(500) }),
    response: ZAdjustment,
  }),
  adjustmentPolicy: endpoint({
    ...R.adjustmentPolicy,
    summary: "The brand's adjustment limits per role, four-eyes threshold and proposal lifetime.",
    response: ZAdjustmentPolicy,
  }),
  setAdjustmentPolicy: endpoint({
    ...R.setAdjustmentPolicy,
    summary: "Changes the brand's adjustment limits; audited with before and after.",
    body: ZAdjustmentPolicyInput,
    response: ZAdjustmentPolicy,
  }),
};
