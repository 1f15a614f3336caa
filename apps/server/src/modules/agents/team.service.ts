import {
  DEFAULT_AGENT_SETTINGS,
  formatMoney,
  isAgentType,
  type LanguageCode,
  MEMBER_TYPE,
  type TAgentSettings,
} from '@portal/contracts';
import type { TInvitation, TTeamMember, TTeamMemberSummary, TTeamPage } from '@portal/contracts/endpoints';
import type { TRegisterDownline } from '@portal/contracts/schemas/agent-centre';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Client } from '../../platform/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import { mainBalancesOf } from '../ledger/balances.ts';
import {
  findMemberById,
  isInTeam,
  memberAccountsOf,
  type TeamScope,
  teamScopeOf,
} from '../member/members.ts';
import {
  countAgentsAmong,
  countTeamList,
  registerDownline,
  type TeamListRow,
  type TeamListSort,
  teamListPage,
  teamMemberRow,
  teamSizes,
  uplineIdsOf,
} from '../member/team-lists.ts';
import { teamFigures } from './team-figures.service.ts';

/**
 * The agent centre's team pages (issue 16): team management (my team, or a sub-agent's inside
 * it, searched and paged), one team member's summary, my invitation and the register centre.
 * Everything is of the calling agent's own subtree (ADR 0033): an id outside it is NOT_FOUND, as
 * if it did not exist, so nothing tells an agent what another branch holds.
 */

export interface TeamDeps {
  db: Db;
  events: EventBus;
  now: () => Date;
}

export interface TeamQuery {
  under?: string | undefined;
  keyword?: string | undefined;
  kind: 'all' | 'agent' | 'member';
  directOnly: boolean;
  sort: TeamListSort;
  pageNo: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;

export const agentSettingsOf = (brand: Brand): TAgentSettings =>
  brand.settings.agents ?? DEFAULT_AGENT_SETTINGS;

/** A decimal id of the API as a member id, or null when it cannot be one. */
function memberIdOf(text: string): bigint | null {
  return /^\d{1,19}$/.test(text) ? BigInt(text) : null;
}

export class TeamService {
  readonly #d: TeamDeps;

  constructor(deps: TeamDeps) {
    this.#d = deps;
  }

  /** The caller's own team; a session of a member that vanished is no longer signed in. */
  async #scope(brand: Brand, agentId: bigint): Promise<TeamScope> {
    const scope = await teamScopeOf(this.#d.db, brand.id, agentId);
    if (!scope) throw new AppError('NOT_LOGGED_IN');
    return scope;
  }

  /** A member of my team (any depth) by the API's id, or NOT_FOUND (me, another branch, nobody). */
  async #teamMemberId(scope: TeamScope, id: string): Promise<bigint> {
    const memberId = memberIdOf(id);
    if (memberId === null || !(await isInTeam(this.#d.db, scope, memberId))) throw new AppError('NOT_FOUND');
    return memberId;
  }

  /** Me and the members from me down to `memberId` (its own upline chain inside my team). */
  async #trail(scope: TeamScope, memberId: bigint, options: { includeMember: boolean }) {
    const { db } = this.#d;
    const path = await uplineIdsOf(db, scope.merchantId, memberId);
    const mine = path.indexOf(scope.agentId);
    const ids = [scope.agentId, ...path.slice(mine + 1), ...(options.includeMember ? [memberId] : [])];
    const accounts = await memberAccountsOf(db, scope.merchantId, ids);
    return ids.map((id) => ({ id: String(id), account: accounts.get(id) ?? '' }));
  }

  /** The rows of a list as the API shows them: level under me, own team size, balance if shown. */
  async #view(brand: Brand, scope: TeamScope, rows: TeamListRow[]): Promise<TTeamMember[]> {
    const { db } = this.#d;
    const ids = rows.map((r) => r.id);
    const [sizes, balances] = await Promise.all([
      teamSizes(db, brand.id, ids),
      agentSettingsOf(brand).showTeamBalances ? mainBalancesOf(db, brand.id, ids) : null,
    ]);
    return rows.map((r) => {
      const balance = balances?.get(r.id);
      return {
        id: String(r.id),
        account: r.account,
        nickname: r.nickname,
        type: r.type,
        isAgent: isAgentType(r.type),
        level: r.upline_depth - scope.depth,
        directUpline: { id: String(r.parent_id ?? ''), account: r.upline_account ?? '' },
        balance: balances ? formatMoney(balance ?? 0n, brand.currencyExponent) : null,
        teamSize: sizes.get(r.id) ?? 0,
        lastLoginAt: r.last_login_at ? r.last_login_at.toISOString() : null,
        registeredAt: r.created_at.toISOString(),
        status: r.status,
      };
    });
  }

  /** Team management: my team, or the team of a member of it (drill-down), filtered and paged. */
  async team(brand: Brand, agentId: bigint, q: TeamQuery): Promise<TTeamPage> {
    const { db } = this.#d;
    const mine = await this.#scope(brand, agentId);
    let listed = mine;
    let trail: { id: string; account: string }[] = [];
    if (q.under !== undefined && q.under !== String(agentId)) {
      const underId = await this.#teamMemberId(mine, q.under);
      const scope = await teamScopeOf(db, brand.id, underId);
      if (!scope) throw new AppError('NOT_FOUND');
      listed = scope;
      trail = await this.#trail(mine, underId, { includeMember: true });
    }
    const filter = { keyword: q.keyword, kind: q.kind, directOnly: q.directOnly };
    const total = await countTeamList(db, listed, filter);
    const window = pageWindow(q.pageNo, q.pageSize);
    const rows = window.offset >= total ? [] : await teamListPage(db, listed, filter, q.sort, window);
    const list = await this.#view(brand, mine, rows);
    return { ...pageOf(list, total, q.pageNo, q.pageSize), trail };
  }

  /** One member of my team: its row, the way down to it, its last 30 days and its lifetime. */
  async teamMember(brand: Brand, agentId: bigint, id: string): Promise<TTeamMemberSummary> {
    const { db, now } = this.#d;
    const mine = await this.#scope(brand, agentId);
    const memberId = await this.#teamMemberId(mine, id);
    const row = await teamMemberRow(db, mine, memberId);
    if (!row) throw new AppError('NOT_FOUND');
    const to = now();
    const subject = { merchantId: brand.id, memberId };
    const figures = { db, brand };
    const [[member], trail, last30Days, lifetime] = await Promise.all([
      this.#view(brand, mine, [row]),
      this.#trail(mine, memberId, { includeMember: false }),
      teamFigures(figures, subject, { from: new Date(to.getTime() - 30 * DAY_MS), to }),
      teamFigures(figures, subject, { from: row.created_at, to }),
    ]);
    if (!member) throw new AppError('NOT_FOUND');
    return { member, trail, last30Days, lifetime };
  }

  /**
   * Whether the agent may register sub-agents: its type recruits (brand settings) and the agents
   * in its chain, itself included, are fewer than the brand's deepest chain of agents.
   */
  async canRecruitAgents(brand: Brand, agent: { id: bigint; type: number }): Promise<boolean> {
    const settings = agentSettingsOf(brand);
    if (!settings.recruitingTypes.includes(agent.type)) return false;
    const upline = await uplineIdsOf(this.#d.db, brand.id, agent.id);
    const agentsInChain = (await countAgentsAmong(this.#d.db, brand.id, upline)) + 1;
    return agentsInChain < settings.maxAgentDepth;
  }

  /** My invitation code, the registration link that carries it, and whether I may recruit agents. */
  async invitation(brand: Brand, agentId: bigint, origin: string): Promise<TInvitation> {
    const me = await findMemberById(this.#d.db, brand.id, agentId);
    if (!me) throw new AppError('NOT_LOGGED_IN');
    const link = new URL('/register', origin);
    link.searchParams.set('affiliateCode', me.referral_code);
    return {
      code: me.referral_code,
      link: link.toString(),
      canRegisterAgents: await this.canRecruitAgents(brand, me),
    };
  }

  /**
   * Register centre: a member or a sub-agent directly under me, checked as the player's
   * registration is (the member module's registerDownline); not signed in.
   */
  async registerDownline(
    brand: Brand,
    agentId: bigint,
    body: TRegisterDownline,
    client: Client,
    language: LanguageCode,
  ): Promise<{ id: string; account: string; isAgent: boolean }> {
    const me = await findMemberById(this.#d.db, brand.id, agentId);
    if (!me) throw new AppError('NOT_LOGGED_IN');
    const settings = agentSettingsOf(brand);
    if (body.kind === 'agent' && !(await this.canRecruitAgents(brand, me))) {
      throw new AppError('AGENT_CANNOT_RECRUIT');
    }
    const type = body.kind === 'agent' ? settings.subAgentType : MEMBER_TYPE.MEMBER;
    const { kind: _kind, ...input } = body;
    const created = await registerDownline(this.#d, brand, {
      parentId: me.id,
      type,
      input,
      client,
      language,
    });
    return { id: String(created.id), account: created.account, isAgent: isAgentType(type) };
  }
}

/**
 * Where the invitation link points: the site the agent is using when it is one of the brand's
 * player domains (so a development install links to itself), else the brand's primary player
 * domain, else its main domain.
 */
export function invitationOrigin(brand: Brand, request: { protocol: string; host: string }): string {
  const hostname = request.host.replace(/:\d+$/, '').toLowerCase();
  const player = brand.domains.find((d) => d.domain === hostname && d.type === 'PLAYER');
  if (player) return `${request.protocol}://${request.host}`;
  const primary = brand.domains.find((d) => d.primary && d.type === 'PLAYER');
  return `https://${primary?.domain ?? brand.settings.mainDomain}`;
}
