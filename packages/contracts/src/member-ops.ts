/**
 * The operators' member screens (issue 15; ADR 0026) as plain data, for the server and the
 * console alike (no validation library).
 */

/** What a member search looks in. */
export const MEMBER_SEARCH_FIELDS = ['account', 'mobile', 'email', 'id', 'ip'] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];

export const MEMBER_SEARCH_SORTS = ['createdAt', 'account', 'lastLoginAt'] as const;
export type MemberSearchSort = (typeof MEMBER_SEARCH_SORTS)[number];

/** Kinds of account an operator filters by: players, agents (1, 2, 41, 42), trial accounts. */
export const MEMBER_KINDS = ['member', 'agent', 'trial'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** Why an operator adjusts a balance: a fixed list (reports group by it), with a free-text note. */
export const ADJUSTMENT_REASONS = ['GOODWILL', 'CORRECTION', 'COMPENSATION', 'CHARGEBACK', 'OTHER'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED', 'EXPIRED'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** Most tags one member carries. */
export const MAX_MEMBER_TAGS = 20;
