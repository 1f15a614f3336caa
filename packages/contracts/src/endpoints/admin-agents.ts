import { z } from 'zod';
import { ZAgentMoveInput, ZAgentTypeInput } from '../agent-ops.schemas.ts';
import { ZAgentSettings } from '../brand.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { ZRowId } from '../ids.schemas.ts';
import { MEMBER_STATUSES } from '../member-ops.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ADMIN_AGENTS_ROUTES } from './admin-agents.routes.ts';

const R = ADMIN_AGENTS_ROUTES;
const ZNodeParams = z.strictObject({ id: ZRowId });

/** One account in the agent tree, with the size of what hangs under it. */
export const ZAgentNode = z.strictObject({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  /** The direct upline; null at the top of the tree. */
  parentId: z.string().nullable(),
  /** How many uplines the account has (0 at the top). */
  depth: z.number().int(),
  /** Accounts directly under it. */
  directCount: z.number().int(),
  /** Its whole team: everyone under it, at any depth. */
  teamSize: z.number().int(),
  createdAt: z.string(),
});

/** An upline of a chain, from the top of the tree down. */
export const ZAgentChainEntry = z.strictObject({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
});

/** An account with its upline chain (top first, its direct upline last). */
export const ZAgentNodeDetail = z.strictObject({
  node: ZAgentNode,
  chain: z.array(ZAgentChainEntry),
});

export const ZAgentTreeQuery = z.strictObject({
  /** Whose direct downline to list (agents first); without it, the agents at the top of the tree. */
  parentId: ZRowId.optional(),
  ...ZPageQuery,
});

export const ZAgentSettingsView = z.strictObject({
  settings: ZAgentSettings,
  /** The brand's currency: the transfer amounts are minor units of it. */
  currency: z.string(),
  currencyExponent: z.number().int(),
});

export { ZAgentMoveInput, ZAgentTypeInput };

export const adminAgentsEndpoints = {
  agentTree: endpoint({
    ...R.agentTree,
    summary:
      "A level of the brand's agent tree: the agents at the top (no upline), or the accounts directly under `parentId` (agents first), each with its direct downline and whole-team counts; paged.",
    query: ZAgentTreeQuery,
    response: zPage(ZAgentNode),
  }),
  agentTreeSearch: endpoint({
    ...R.agentTreeSearch,
    summary:
      'Finds accounts of the brand by user name (prefix) or id, with their upline chains, so the tree can be opened down to them; at most 20.',
    query: z.strictObject({ q: z.string().trim().min(1).max(100) }),
    response: z.strictObject({ list: z.array(ZAgentNodeDetail) }),
  }),
  agentNode: endpoint({
    ...R.agentNode,
    summary: 'One account of the tree with its counts and its upline chain (top first).',
    params: ZNodeParams,
    response: ZAgentNodeDetail,
  }),
  moveMember: endpoint({
    ...R.moveMember,
    summary:
      "Moves an account and its whole team under another agent of the brand (or to the top, with no upline). Refused (VALIDATION_ERROR on `uplineId`) for a non-agent, another brand's account, the account itself or one of its team, and a chain of agents deeper than the brand's maxAgentDepth. Audited with the chain before and after, and `member.moved` written to the outbox, in the same transaction.",
    params: ZNodeParams,
    body: ZAgentMoveInput,
    response: z.strictObject({ ...ZAgentNodeDetail.shape, moved: z.number().int() }),
  }),
  setMemberType: endpoint({
    ...R.setMemberType,
    summary:
      "Makes a member an agent (type 1, 2, 41 or 42), changes an agent's type, or makes an agent a member again (type 0; refused while accounts are directly under it). The session reads the type at every request, so the agent centre opens or closes at once. Audited, and `member.type_changed` written to the outbox, in the same transaction.",
    params: ZNodeParams,
    body: ZAgentTypeInput,
    response: ZAgentNodeDetail,
  }),
  agentSettings: endpoint({
    ...R.agentSettings,
    summary: "The brand's agent settings (settings.agents; the defaults where a brand has not set them).",
    response: ZAgentSettingsView,
  }),
  setAgentSettings: endpoint({
    ...R.setAgentSettings,
    summary:
      "Replaces the brand's agent settings; audited with before and after, and every node drops its cached brand.",
    body: ZAgentSettings,
    response: ZAgentSettingsView,
  }),
};
