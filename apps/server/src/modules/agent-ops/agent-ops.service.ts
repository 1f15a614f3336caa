import {
  type AgentOpsMessageKey,
  agentOpsMessage,
  DEFAULT_AGENT_SETTINGS,
  isAgentType,
  type LanguageCode,
  LOGIN_TYPES,
  type TAgentSettings,
  TRIAL_TYPES,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, validationError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import * as members from '../member/members.ts';

type Client = { ip: string };
type Page = { pageNo: number; pageSize: number };

/** How many accounts a search answers. */
const SEARCH_LIMIT = 20;
/** A move re-reads the target's chain when it changed between the look and the lock; this often at most. */
const LOCK_ATTEMPTS = 3;

export interface AgentOpsDeps {
  db: Db;
  now: () => Date;
  events: EventBus;
  brands: BrandService;
}

/** The ids of a path (`/12/345/`), from the top of the tree down. */
export const pathIds = (path: string): bigint[] =>
  path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => BigInt(part));

/** Accounts that belong to the tree: members and agents (not trial or service accounts). */
const inTree = (type: number) => LOGIN_TYPES.includes(type) && !TRIAL_TYPES.includes(type);

/**
 * The longest chain of agents inside a team, counted from its head down: 0 when there is no agent
 * in it. `agents` are the team's agents (paths and ids); `head` is the team's head, counted as an
 * agent when `headIsAgent`.
 */
export function agentHeight(
  head: { id: bigint; upline_path: string },
  headIsAgent: boolean,
  agents: readonly { id: bigint; upline_path: string }[],
): number {
  const ids = new Set(agents.map((a) => a.id));
  if (headIsAgent) ids.add(head.id);
  let height = headIsAgent ? 1 : 0;
  for (const agent of agents) {
    // The agent's uplines from the head down: those after the head's own path.
    const within = pathIds(agent.upline_path.slice(head.upline_path.length));
    const above = within.filter((id) => ids.has(id)).length;
    height = Math.max(height, above + 1);
  }
  return height;
}

/** JSON with object keys sorted: two settings documents compared whatever order their keys came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const refused = (
  language: LanguageCode,
  field: string,
  key: AgentOpsMessageKey,
  params: Record<string, string | number> = {},
) => validationError([{ field, message: agentOpsMessage(language, key, params) }]);

/** The database refused a parent: another brand's, the account itself or one of its team (migration 0021). */
const isTreeRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23514';

/**
 * The operators' agent tools (issue 16, "Operator side"; ADR 0037): the brand's agent tree, moving
 * an account with its team to another upline, making a member an agent and back, and the brand's
 * agent settings. The tree is the member module's (`members`, ADR 0022, 0033): read and written
 * through what it publishes. Every write is audited in its own transaction with the state before
 * and after, and the tree changes also leave a domain event in the outbox (ADR 0021), so the
 * contracts of issue 17 can follow them.
 */
export class AgentOpsService {
  readonly #d: AgentOpsDeps;

  constructor(deps: AgentOpsDeps) {
    this.#d = deps;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#d.brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  #settingsOf(brand: Brand): TAgentSettings {
    return brand.settings.agents ?? DEFAULT_AGENT_SETTINGS;
  }

  #audit(
    trx: Db,
    operator: OperatorPrincipal,
    client: Client,
    action: string,
    target: string,
    details: Record<string, unknown>,
  ) {
    return recordAudit(trx, {
      merchantId: operator.merchantId,
      actorType: 'operator',
      actorId: String(operator.operatorId),
      action,
      target,
      ip: client.ip,
      details,
    });
  }

  #nodeView(row: members.TreeNodeRow) {
    return {
      id: String(row.id),
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      isAgent: isAgentType(row.type),
      status: row.status,
      parentId: row.parent_id === null ? null : String(row.parent_id),
      depth: row.upline_depth,
      directCount: Number(row.direct_count),
      teamSize: Number(row.team_size),
      createdAt: row.created_at.toISOString(),
    };
  }

  /** The uplines of each path, from the top down, with one read for all of them. */
  async #chains(db: Db, merchantId: number, paths: readonly string[]) {
    const ids = [...new Set(paths.flatMap((p) => pathIds(p).map(String)))].map((id) => BigInt(id));
    const rows = await members.treeAccounts(db, merchantId, ids);
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    return paths.map((path) =>
      pathIds(path).flatMap((id) => {
        const r = byId.get(String(id));
        return r
          ? [
              {
                id: String(r.id),
                account: r.account,
                nickname: r.nickname,
                type: r.type,
                isAgent: isAgentType(r.type),
              },
            ]
          : [];
      }),
    );
  }

  async #detail(merchantId: number, id: bigint, db: Db = this.#d.db) {
    const row = await members.treeNode(db, merchantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [chain] = await this.#chains(db, merchantId, [row.upline_path]);
    return { node: this.#nodeView(row), chain: chain ?? [] };
  }

  #id(id: string): bigint {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    return BigInt(id);
  }

  // Reads.

  async tree(operator: OperatorPrincipal, query: Page & { parentId?: string | undefined }) {
    const { db } = this.#d;
    const parentId = query.parentId === undefined ? null : this.#id(query.parentId);
    if (parentId !== null && !(await members.treeNode(db, operator.merchantId, parentId))) {
      throw new AppError('NOT_FOUND');
    }
    return paginate(
      query,
      () => members.countTreeLevel(db, operator.merchantId, parentId),
      (window) => members.treeLevelPage(db, operator.merchantId, parentId, window),
      (row) => this.#nodeView(row),
    );
  }

  async search(operator: OperatorPrincipal, q: string) {
    const { db } = this.#d;
    const rows = await members.findTreeNodes(db, operator.merchantId, q.trim(), SEARCH_LIMIT);
    const chains = await this.#chains(
      db,
      operator.merchantId,
      rows.map((r) => r.upline_path),
    );
    return { list: rows.map((row, i) => ({ node: this.#nodeView(row), chain: chains[i] ?? [] })) };
  }

  node(operator: OperatorPrincipal, id: string) {
    return this.#detail(operator.merchantId, this.#id(id));
  }

  // Moves.

  /**
   * Moves the account and its whole team under another agent of the brand (or to the top). The
   * account, the new upline and the new upline's chain are locked first (in id order), so two
   * moves that could together make a cycle queue one behind the other and the second sees the
   * first's paths; the database's trigger refuses a cycle anyway (23514), answered the same way.
   */
  async move(
    operator: OperatorPrincipal,
    id: string,
    input: { uplineId: string | null; reason: string },
    client: Client,
    language: LanguageCode,
  ) {
    const { db, now } = this.#d;
    const merchantId = operator.merchantId;
    const memberId = this.#id(id);
    const uplineId = input.uplineId === null ? null : BigInt(input.uplineId);
    const brand = await this.#brand(operator);
    const maxDepth = this.#settingsOf(brand).maxAgentDepth;

    const moved = await db.transaction().execute(async (trx) => {
      for (let attempt = 1; ; attempt += 1) {
        // Look first, then lock what the look names; if the upline moved meanwhile, look again.
        const member = await members.treeNode(trx, merchantId, memberId);
        if (!member) throw new AppError('NOT_FOUND');
        const upline = uplineId === null ? null : await members.treeNode(trx, merchantId, uplineId);
        if (uplineId !== null && !upline) throw refused(language, 'uplineId', 'uplineNotFound');
        const lockIds = [memberId, ...(upline ? [upline.id, ...pathIds(upline.upline_path)] : [])];
        const locked = await members.lockTreeAccounts(trx, merchantId, [...new Set(lockIds)]);
        const current = new Map(locked.map((r) => [String(r.id), r]));
        const m = current.get(String(memberId));
        if (!m) throw new AppError('NOT_FOUND');
        const u = upline ? current.get(String(upline.id)) : null;
        if (upline && !u) throw refused(language, 'uplineId', 'uplineNotFound');
        if (u && u.upline_path !== upline?.upline_path) {
          if (attempt < LOCK_ATTEMPTS) continue;
          throw new AppError('CONFLICT');
        }

        if (!inTree(m.type)) throw refused(language, 'uplineId', 'notInTree');
        if (u) {
          if (!isAgentType(u.type)) throw refused(language, 'uplineId', 'uplineNotAgent');
          if (u.id === m.id || pathIds(u.upline_path).includes(m.id)) {
            throw refused(language, 'uplineId', 'uplineInOwnTeam');
          }
        }
        if ((m.parent_id ?? null) === (u?.id ?? null)) throw refused(language, 'uplineId', 'sameUpline');

        // The deepest chain of agents after the move: the agents above the new place (the
        // upline and its agent uplines) plus the longest chain of agents in the moved team.
        const prefix = `${m.upline_path}${m.id}/`;
        const teamAgents = await members.agentsUnder(trx, merchantId, prefix);
        const height = agentHeight(m, isAgentType(m.type), teamAgents);
        if (height > 0 && u) {
          const above = [...pathIds(u.upline_path).map((x) => current.get(String(x))), u].filter(
            (r) => r && isAgentType(r.type),
          ).length;
          if (above + height > maxDepth) throw refused(language, 'uplineId', 'agentDepth', { max: maxDepth });
        }

        // The team as it is before the move (its paths change with it).
        const count = (await members.countUnder(trx, merchantId, prefix)) + 1;
        const at = now();
        try {
          await members.setUpline(trx, merchantId, m.id, u?.id ?? null, at);
        } catch (error) {
          if (isTreeRefusal(error)) throw refused(language, 'uplineId', 'uplineInOwnTeam');
          throw error;
        }
        const toPath = u ? `${u.upline_path}${u.id}/` : '/';
        const [fromChain, toChain] = await this.#chains(trx, merchantId, [m.upline_path, toPath]);
        const names = (chain: typeof fromChain) =>
          (chain ?? []).map((c) => ({ id: c.id, account: c.account }));
        await this.#audit(trx, operator, client, 'agents.member.move', `member:${m.id}`, {
          account: m.account,
          reason: input.reason,
          moved: count,
          before: { uplineId: m.parent_id === null ? null : String(m.parent_id), chain: names(fromChain) },
          after: { uplineId: u ? String(u.id) : null, chain: names(toChain) },
        });
        await appendEvent(trx, {
          type: 'member.moved',
          aggregate: 'member',
          aggregateId: m.id,
          merchantId,
          payload: {
            memberId: String(m.id),
            fromParentId: m.parent_id === null ? null : String(m.parent_id),
            toParentId: u ? String(u.id) : null,
            fromChain: pathIds(m.upline_path).map(String),
            toChain: pathIds(toPath).map(String),
            moved: count,
            operatorId: String(operator.operatorId),
            reason: input.reason,
            movedAt: at.toISOString(),
          },
        });
        return count;
      }
    });
    wakeDispatchers(this.#d.events);
    return { ...(await this.#detail(merchantId, memberId)), moved };
  }

  // Types.

  /**
   * Makes a member an agent, changes an agent's type, or makes an agent a member again. A member
   * becoming an agent must not make a chain of agents deeper than the brand allows; an agent with
   * accounts directly under it stays an agent until they are moved (ADR 0037). The session reads
   * the type at every request, so nobody needs to sign in again.
   */
  async setType(
    operator: OperatorPrincipal,
    id: string,
    input: { type: number; reason: string },
    client: Client,
    language: LanguageCode,
  ) {
    const { db, now } = this.#d;
    const merchantId = operator.merchantId;
    const memberId = this.#id(id);
    const brand = await this.#brand(operator);
    const maxDepth = this.#settingsOf(brand).maxAgentDepth;

    await db.transaction().execute(async (trx) => {
      const look = await members.treeNode(trx, merchantId, memberId);
      if (!look) throw new AppError('NOT_FOUND');
      // The account and its uplines: their types decide the depth of the chain above it.
      const locked = await members.lockTreeAccounts(trx, merchantId, [
        memberId,
        ...pathIds(look.upline_path),
      ]);
      const m = locked.find((r) => r.id === memberId);
      if (!m) throw new AppError('NOT_FOUND');
      if (!inTree(m.type)) throw refused(language, 'type', 'notInTree');
      if (m.type === input.type) throw refused(language, 'type', 'sameType');
      const wasAgent = isAgentType(m.type);
      const becomesAgent = isAgentType(input.type);
      if (wasAgent && !becomesAgent) {
        const direct = await members.countDirect(trx, merchantId, m.id);
        if (direct > 0) throw refused(language, 'type', 'teamStillThere', { count: direct });
      }
      if (!wasAgent && becomesAgent) {
        const teamAgents = await members.agentsUnder(trx, merchantId, `${m.upline_path}${m.id}/`);
        const height = agentHeight(m, true, teamAgents);
        const above = locked.filter((r) => r.id !== m.id && isAgentType(r.type)).length;
        if (above + height > maxDepth) throw refused(language, 'type', 'agentDepth', { max: maxDepth });
      }
      const at = now();
      await members.setAccountType(trx, merchantId, m.id, input.type, at);
      await this.#audit(trx, operator, client, 'agents.member.type', `member:${m.id}`, {
        account: m.account,
        reason: input.reason,
        before: { type: m.type },
        after: { type: input.type },
      });
      await appendEvent(trx, {
        type: 'member.type_changed',
        aggregate: 'member',
        aggregateId: m.id,
        merchantId,
        payload: {
          memberId: String(m.id),
          fromType: m.type,
          toType: input.type,
          operatorId: String(operator.operatorId),
          reason: input.reason,
          changedAt: at.toISOString(),
        },
      });
    });
    wakeDispatchers(this.#d.events);
    return this.#detail(merchantId, memberId);
  }

  // Settings.

  async settings(operator: OperatorPrincipal) {
    const brand = await this.#brand(operator);
    return this.#settingsView(brand);
  }

  #settingsView(brand: Brand) {
    return {
      settings: this.#settingsOf(brand),
      currency: brand.currency,
      currencyExponent: brand.currencyExponent,
    };
  }

  /**
   * Replaces the brand's agent settings (validated by the contract's ZAgentSettings), audited
   * with before and after in the transaction of the change; every node drops its cached brand
   * (BrandService.updateSettings announces the change, ADR 0028). The same settings again write
   * and record nothing.
   */
  async setSettings(operator: OperatorPrincipal, input: TAgentSettings, client: Client) {
    const brand = await this.#brand(operator);
    const next: TAgentSettings = {
      ...input,
      recruitingTypes: [...new Set(input.recruitingTypes)].sort((a, b) => a - b),
    };
    // Nothing to do when the brand already has these settings (as this node last read them).
    if (sameJson(this.#settingsOf(brand), next)) return this.#settingsView(brand);
    await this.#d.brands.updateSettings(
      brand,
      (settings) => ({ ...settings, agents: next }),
      (trx, change) =>
        this.#audit(trx, operator, client, 'settings.agents', `brand:${brand.code}`, {
          before: (change.before as { agents?: unknown }).agents ?? DEFAULT_AGENT_SETTINGS,
          after: (change.after as { agents?: unknown }).agents,
        }),
    );
    const fresh = await this.#brand(operator);
    return this.#settingsView(fresh);
  }
}
