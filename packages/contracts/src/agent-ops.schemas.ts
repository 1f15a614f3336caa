import { z } from 'zod';
import { ZRowId } from './ids.schemas.ts';
import { AGENT_TYPES } from './members.ts';

/**
 * The request bodies of the console's agent tools (issue 16; ADR 0037), apart from the endpoint
 * declarations so the console's forms check them without importing every endpoint.
 */

/** Why the operator did it: kept in the audit log with the change. */
export const ZAgentOpsReason = z.string().trim().min(3).max(500);

export const ZAgentMoveInput = z.strictObject({
  /** The agent to move the account (and its whole team) under; null for no upline. */
  uplineId: ZRowId.nullable(),
  reason: ZAgentOpsReason,
});

/** 0 (a member) or one of the agent types. */
export const ZAgentTypeInput = z.strictObject({
  type: z
    .number()
    .int()
    .refine((type) => type === 0 || AGENT_TYPES.includes(type), { message: 'not an agent or member type' }),
  reason: ZAgentOpsReason,
});
