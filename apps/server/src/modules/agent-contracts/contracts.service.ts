import {
  CONTRACT_TYPES,
  type ContractAction,
  type ContractPeriod,
  type ContractTier,
  type ContractType,
  contractPay,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  exceeds,
  isAgentType,
  isTrialType,
  MAX_TIERS,
  periodOfType,
  rateText,
  type TierProblem,
  tierProblem,
} from '@portal/contracts';
import type {
  TContract,
  TContractInfo,
  TContractOffers,
  TContractPage,
  TContractPreview,
  TContractTier,
  TProcessResult,
} from '@portal/contracts/endpoints';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import type { Brand } from '../brands/brand.ts';
import {
  agentsUnder,
  findMemberByAccount,
  findMemberById,
  lockMember,
  parentChain,
  teamScopeOf,
  treeAccounts,
} from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { AgentContractRow } from './agent-contracts.tables.ts';
import { contractPeriodAt, contractSettingsOf, lastEndedPeriod } from './contract-periods.ts';
import {
  cascadeItem,
  contractView,
  type Parties,
  partiesOf,
  readTiers,
  storedTiers,
  tiersOfRow,
} from './contract-views.ts';
import type { EndReason } from './contracts.repository.ts';
import * as repo from './contracts.repository.ts';
import { NO_FIGURES, teamFiguresForPeriod } from './figures.ts';

export type Trx = Transaction<Database>;

/** The caller of a member endpoint: who it is and its account type as the session read it. */
export interface Caller {
  memberId: bigint;
  type: number;
}

export interface OfferInput {
  agent: string;
  type: ContractType;
  period?: DividendPeriod | undefined;
  tiers: TContractTier[];
}

/** What a change wrote, for the console's audit (in the same transaction). */
export type WrittenHook = (
  trx: Trx,
  change: { before: AgentContractRow | null; after: AgentContractRow; ended: AgentContractRow[] },
) => Promise<void>;

/** Downline contracts an agent's page lists: open ones and those ended in the last 90 days. */
const DOWNLINE_DAYS = 90;
const HISTORY_LIMIT = 20;
const DOWNLINE_LIMIT = 200;
/** Offers expired per transaction of the expiry job. */
const EXPIRY_BATCH = 200;
const DAY_MS = 86_400_000;

const REQ_KEYS = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypereq',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
} as const satisfies Record<ContractType, keyof TContractInfo>;
const PAGE_FLAGS = {
  DAILY_SALARY: 'dailySalary',
  DIVIDEND: 'enableCt',
  HOURLY_SALARY: 'hourSalary',
  REALTIME_SALARY: 'salary',
} as const satisfies Record<ContractType, keyof TContractInfo>;

const byId = (a: { id: bigint }, b: { id: bigint }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** AGENTPOLICY3 off: every contract endpoint (but the info) answers FEATURE_DISABLED. */
export function requireContracts(brand: Brand): void {
  if (!brand.flags.AGENTPOLICY3) throw new AppError('FEATURE_DISABLED');
}

/** The refusal of a tier list, with the tier counted from 1 and rates as percent text. */
export function tierError(problem: TierProblem, tiers: readonly ContractTier[], maxBps: number): AppError {
  const max = rateText(maxBps);
  if (problem.code === 'ABOVE_UPLINE') {
    const tier = tiers[problem.tier] as ContractTier;
    return new AppError('CONTRACT_RATE_ABOVE_UPLINE', {
      params: {
        tier: problem.tier + 1,
        rate: rateText(tier.rateBps),
        upline: rateText(problem.uplineBps),
        max,
      },
      value: { tier: problem.tier + 1 },
    });
  }
  const tier = 'tier' in problem ? problem.tier + 1 : problem.code === 'TOO_MANY_TIERS' ? MAX_TIERS + 1 : 1;
  return new AppError('CONTRACT_TIERS_INVALID', {
    params: { tier, max },
    value: { tier, problem: problem.code },
  });
}

/**
 * The contract period of an offer: a salary's own; a dividend's as chosen, which must be one the
 * brand allows and, below the top, the offering agent's own contract's period (a level difference
 * compares the same period). A top agent's dividend defaults to weekly (or the brand's first).
 */
export function offerPeriod(
  brand: Brand,
  type: ContractType,
  asked: DividendPeriod | undefined,
  own: AgentContractRow | null,
): ContractPeriod {
  if (type !== 'DIVIDEND') {
    const period = periodOfType(type);
    if (asked !== undefined && asked !== period) throw new AppError('CONTRACT_PERIOD_INVALID');
    return period;
  }
  const allowed = contractSettingsOf(brand).dividendPeriods;
  const fallback: DividendPeriod = allowed.includes('W') ? 'W' : (allowed[0] ?? 'W');
  const period = asked ?? (own ? (own.period as DividendPeriod) : fallback);
  if (!(DIVIDEND_PERIODS as readonly string[]).includes(period) || !allowed.includes(period)) {
    throw new AppError('CONTRACT_PERIOD_INVALID');
  }
  if (own && own.period !== period) throw new AppError('CONTRACT_PERIOD_INVALID');
  return period;
}

/**
 * The contracts' life (issue 17; ADR 0038): offers from an upline to a direct downline agent (the
 * console offers top agents through the same writes), the agent's answer (the four spec calls),
 * withdrawal, termination and the cascade down the tree, offer expiry, and the ends that moves
 * and changes of type in the tree bring. Every answer runs under the agent's member lock, so two
 * answers to one offer queue and the second finds it answered; an operation that touches several
 * agents locks them from the top of the tree down, so two of them never wait on each other.
 */
export class ContractService {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #events: EventBus;

  constructor(deps: { db: Db; now: () => Date; events: EventBus }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#events = deps.events;
  }

  // ─── reads ────────────────────────────────────────────────────────────────

  /**
   * Spec section 3's consolidated info. A member, a trial account or a brand with AGENTPOLICY3 off
   * is answered `enabled: false` with nothing pending (the site asks on every page; a refusal
   * there would only be noise), never FEATURE_DISABLED.
   */
  async info(brand: Brand, caller: Caller): Promise<TContractInfo> {
    const settings = contractSettingsOf(brand);
    const answer: TContractInfo = {
      enabled: false,
      dailysalreqtype: 'NONE',
      divtypereq: 'NONE',
      contracthoursalreq: 'NONE',
      realtimesalreqtype: 'NONE',
      dailySalary: false,
      hourSalary: false,
      salary: false,
      enableCt: false,
      pendingOffers: 0,
      currency: brand.currency,
      exponent: brand.currencyExponent,
      types: [],
    };
    if (!brand.flags.AGENTPOLICY3 || !isAgentType(caller.type) || isTrialType(caller.type)) return answer;
    const now = this.#now();
    const [mine, given] = await Promise.all([
      repo.openContractsOfAgent(this.#db, caller.memberId),
      repo.typesGivenBy(this.#db, caller.memberId),
    ]);
    answer.enabled = true;
    for (const type of CONTRACT_TYPES) {
      const valid = mine.find((c) => c.type === type && c.state === 'VALID');
      const offer = mine.find((c) => c.type === type && c.state === 'OFFERED' && c.offer_expires_at > now);
      answer[REQ_KEYS[type]] = offer ? 'OFFERED' : valid ? 'VALID' : 'NONE';
      answer[PAGE_FLAGS[type]] = valid !== undefined || given.includes(type);
      if (offer) answer.pendingOffers += 1;
    }
    answer.types = CONTRACT_TYPES.map((type) => {
      const t = settings.types[type];
      return {
        type,
        enabled: t.enabled,
        mode: t.mode,
        maxRateBps: t.maxRateBps,
        periods: type === 'DIVIDEND' ? [...settings.dividendPeriods] : [periodOfType(type)],
        template: t.template.map((row) => ({
          threshold: moneyText(brand, BigInt(row.thresholdMinor)),
          minValidBet: moneyText(brand, BigInt(row.minValidBetMinor)),
          activeMembers: row.activeMembers,
          rateBps: row.rateBps,
        })),
      };
    });
    return answer;
  }

  /** Offers waiting for my answer, each with my contract it replaces and what accepting would end. */
  async offers(brand: Brand, caller: Caller): Promise<TContractOffers> {
    requireContracts(brand);
    if (!isAgentType(caller.type)) return { offers: [] };
    const now = this.#now();
    const mine = await repo.openContractsOfAgent(this.#db, caller.memberId);
    const offers = mine.filter((c) => c.state === 'OFFERED' && c.offer_expires_at > now);
    if (offers.length === 0) return { offers: [] };
    const given = await repo.openContractsGivenBy(this.#db, caller.memberId);
    const parties = await partiesOf(this.#db, brand.id, [...mine, ...given]);
    return {
      offers: offers.map((offer) => {
        const current = mine.find((c) => c.type === offer.type && c.state === 'VALID') ?? null;
        return {
          offer: contractView(brand, offer, parties),
          current: current ? contractView(brand, current, parties) : null,
          cascade: cascadeOf(offer, given).map((c) => cascadeItem(c, parties)),
        };
      }),
    };
  }

  /** A contract page: mine of the type, its history, what I gave my downline and whom I may offer. */
  async page(brand: Brand, agentId: bigint, type: ContractType): Promise<TContractPage> {
    requireContracts(brand);
    const now = this.#now();
    const [current, offer, history, downline, targets] = await Promise.all([
      repo.agentContractIn(this.#db, agentId, type, 'VALID'),
      repo.agentContractIn(this.#db, agentId, type, 'OFFERED'),
      repo.historyOfAgent(this.#db, agentId, type, HISTORY_LIMIT),
      repo.givenSince(
        this.#db,
        agentId,
        type,
        new Date(now.getTime() - DOWNLINE_DAYS * DAY_MS),
        DOWNLINE_LIMIT,
      ),
      this.#directAgents(brand.id, agentId),
    ]);
    const openOffer = offer && offer.offer_expires_at > now ? offer : undefined;
    const rows = [current, openOffer, ...history, ...downline].filter((r): r is AgentContractRow => !!r);
    const parties = await partiesOf(this.#db, brand.id, rows);
    const view = (r: AgentContractRow) => contractView(brand, r, parties);
    const fromMe = (id: bigint) =>
      downline.find((c) => c.agent_id === id && c.state === 'VALID')
        ? 'VALID'
        : downline.find((c) => c.agent_id === id && c.state === 'OFFERED')
          ? 'OFFERED'
          : 'NONE';
    const next = current ? contractPeriodAt(brand, current.period, now) : null;
    return {
      type,
      currency: brand.currency,
      exponent: brand.currencyExponent,
      current: current ? view(current) : null,
      offer: openOffer ? view(openOffer) : null,
      history: history.map(view),
      downline: downline.map(view),
      canOffer: current !== undefined && contractSettingsOf(brand).types[type].enabled,
      targets: targets.map((a) => ({
        id: String(a.id),
        account: a.account,
        nickname: a.nickname,
        contract: fromMe(a.id),
      })),
      nextPeriod: next
        ? { key: next.key, start: next.start.toISOString(), end: next.end.toISOString() }
        : null,
    };
  }

  /** My direct downline agents, by account. */
  async #directAgents(merchantId: number, agentId: bigint) {
    const scope = await teamScopeOf(this.#db, merchantId, agentId);
    if (!scope) return [];
    const agents = await agentsUnder(this.#db, merchantId, scope.prefix);
    const direct = agents.filter((a) => a.upline_path === scope.prefix).map((a) => a.id);
    const named = await treeAccounts(this.#db, merchantId, direct);
    return named.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  }

  // ─── offers ───────────────────────────────────────────────────────────────

  /**
   * Everything an offer from `uplineId` (null: the brand) must pass before it is written: the
   * type is offered, the account is a direct downline agent (or, for the brand, a top agent), the
   * offering agent holds a contract of the type in effect, the period and the tiers are valid.
   * Checked again under the locks when the offer is written.
   */
  async #checkOffer(db: Db, brand: Brand, uplineId: bigint | null, input: OfferInput) {
    const settings = contractSettingsOf(brand).types[input.type];
    if (!settings.enabled) throw new AppError('CONTRACT_TYPE_DISABLED');
    const target = await findMemberByAccount(db, brand.id, input.agent);
    const isAgent =
      !!target && isAgentType(target.type) && !isTrialType(target.type) && target.status === 'active';
    let own: AgentContractRow | null = null;
    if (uplineId === null) {
      if (!target || !isAgent) throw new AppError('CONTRACT_NOT_DOWNLINE');
      const chain = await parentChain(db, brand.id, target.id);
      if (chain.some((p) => isAgentType(p.type))) throw new AppError('CONTRACT_NOT_TOP_AGENT');
    } else {
      if (!target || !isAgent || target.parent_id !== uplineId || target.id === uplineId) {
        throw new AppError('CONTRACT_NOT_DOWNLINE');
      }
      own = (await repo.agentContractIn(db, uplineId, input.type, 'VALID')) ?? null;
      if (!own) throw new AppError('CONTRACT_NO_OWN_CONTRACT');
    }
    const period = offerPeriod(brand, input.type, input.period, own);
    const tiers = readTiers(brand, input.tiers);
    // A downline's contract pays the way its upline's does (the cap compares like with like: a
    // fixed contract under a floating one could out-pay it above the first tier); the brand's
    // mode applies to the contracts it gives its top agents.
    const mode = own ? own.mode : settings.mode;
    const problem = tierProblem(tiers, settings.maxRateBps, own ? tiersOfRow(own.tiers) : null, mode);
    if (problem) throw tierError(problem, tiers, settings.maxRateBps);
    return { target: target as NonNullable<typeof target>, own, period, tiers, mode };
  }

  /** An agent's offer to a direct downline agent (the agent centre). */
  async offer(brand: Brand, uplineId: bigint, input: OfferInput & { requestId: string }): Promise<TContract> {
    requireContracts(brand);
    const row = await this.writeOffer(brand, { uplineId, operatorId: null }, input);
    const parties = await partiesOf(this.#db, brand.id, [row]);
    return contractView(brand, row, parties);
  }

  /**
   * Writes an offer (an agent's, or the brand's with `uplineId` null and the operator): the same
   * request id answers the offer it made; a newer offer withdraws the agent's open one of the
   * type. `written` runs in the same transaction (the console's audit).
   */
  async writeOffer(
    brand: Brand,
    from: { uplineId: bigint | null; operatorId: number | null },
    input: OfferInput & { requestId: string },
    written?: WrittenHook,
  ): Promise<AgentContractRow> {
    const replay = await this.#replay(brand, from.uplineId, input);
    if (replay) return replay;
    await this.#checkOffer(this.#db, brand, from.uplineId, input);
    let row: AgentContractRow;
    try {
      row = await this.#db.transaction().execute(async (trx) => {
        // Top down: the offering agent (its own contract must stay in effect), then the agent.
        if (from.uplineId !== null) await lockMember(trx, from.uplineId);
        const target = await findMemberByAccount(trx, brand.id, input.agent);
        if (target) await lockMember(trx, target.id);
        const again = await this.#replay(brand, from.uplineId, input, trx);
        if (again) return again;
        const checked = await this.#checkOffer(trx, brand, from.uplineId, input);
        const now = this.#now();
        const ended: AgentContractRow[] = [];
        const pending = await repo.agentContractIn(trx, checked.target.id, input.type, 'OFFERED');
        if (pending) await this.#end(trx, pending, 'TERMINATED', 'OFFER_WITHDRAWN', now, ended);
        const current = await repo.agentContractIn(trx, checked.target.id, input.type, 'VALID');
        const offerDays = contractSettingsOf(brand).offerDays;
        const inserted = await repo.insertOffer(trx, {
          merchant_id: brand.id,
          type: input.type,
          period: checked.period,
          mode: checked.mode,
          upline_id: from.uplineId,
          agent_id: checked.target.id,
          tiers: storedTiers(checked.tiers),
          replaces_id: current?.id ?? null,
          offered_by_operator_id: from.operatorId === null ? null : BigInt(from.operatorId),
          request_id: input.requestId,
          offered_at: now,
          offer_expires_at: new Date(now.getTime() + offerDays * DAY_MS),
        });
        await appendEvent(trx, {
          type: 'agent.contract.offered',
          aggregate: 'member',
          aggregateId: inserted.agent_id,
          merchantId: brand.id,
          payload: {
            contractId: String(inserted.id),
            agentId: String(inserted.agent_id),
            uplineId: inserted.upline_id === null ? null : String(inserted.upline_id),
            type: inserted.type,
            offeredAt: inserted.offered_at.toISOString(),
            expiresAt: inserted.offer_expires_at.toISOString(),
          },
        });
        if (written) await written(trx, { before: pending ?? null, after: inserted, ended });
        return inserted;
      });
    } catch (error) {
      // Two requests with one id at once: the index let one in; the other answers its offer.
      if (isUniqueViolation(error)) {
        const winner = await this.#replay(brand, from.uplineId, input);
        if (winner) return winner;
      }
      throw error;
    }
    wakeDispatchers(this.#events);
    return row;
  }

  /** The offer this side already made with the request id: the same one again, or a conflict. */
  async #replay(
    brand: Brand,
    uplineId: bigint | null,
    input: OfferInput & { requestId: string },
    db: Db = this.#db,
  ): Promise<AgentContractRow | null> {
    const earlier = await repo.findByRequest(db, brand.id, uplineId, input.requestId);
    if (!earlier) return null;
    const agent = await findMemberById(db, brand.id, earlier.agent_id);
    if (earlier.type !== input.type || agent?.account !== input.agent.toLowerCase()) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return earlier;
  }

  /** What an offer would have paid on the agent's last ended period, and what it would end. */
  async preview(brand: Brand, uplineId: bigint, input: OfferInput): Promise<TContractPreview> {
    requireContracts(brand);
    const checked = await this.#checkOffer(this.#db, brand, uplineId, input);
    const settings = contractSettingsOf(brand);
    const period = lastEndedPeriod(brand, checked.period, this.#now());
    const team = await teamFiguresForPeriod(this.#db, {
      merchantId: brand.id,
      agentIds: [checked.target.id],
      start: period.start,
      end: period.end,
      activeNeedsDeposit: settings.activeNeedsDeposit,
    });
    const f = team.get(checked.target.id) ?? NO_FIGURES;
    const dividend = input.type === 'DIVIDEND';
    const basis = dividend ? -f.profitLoss : f.validBet;
    const carryOut = dividend && basis < 0n && settings.carryForward !== 'NONE' ? basis : 0n;
    const pay = contractPay(checked.tiers, checked.mode, {
      basis,
      validBet: f.validBet,
      activeMembers: f.activeMembers,
    });
    const given = await repo.openContractsGivenBy(this.#db, checked.target.id, input.type);
    const cascade = cascadeOf(
      { type: input.type, tiers: storedTiers(checked.tiers), period: checked.period },
      given,
    );
    const parties = await partiesOf(this.#db, brand.id, cascade);
    const money = (v: bigint) => moneyText(brand, v);
    return {
      period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
      figures: {
        basis: money(basis),
        validBet: money(f.validBet),
        activeMembers: f.activeMembers,
        teamProfitLoss: money(f.profitLoss),
        carriedIn: money(0n),
        carryOut: money(carryOut),
      },
      tier: pay.tier,
      amount: money(pay.amount),
      slices: pay.slices.map((s) => ({
        tier: s.tier,
        base: money(s.base),
        rateBps: s.rateBps,
        amount: money(s.amount),
      })),
      cascade: cascade.map((c) => cascadeItem(c, parties)),
    };
  }

  /** The upline takes back an offer not answered yet (it cannot end a contract in effect). */
  async withdraw(brand: Brand, uplineId: bigint, contractId: bigint): Promise<TContract> {
    requireContracts(brand);
    const row = await this.#db.transaction().execute(async (trx) => {
      const found = await repo.findContract(trx, brand.id, contractId);
      if (!found || found.upline_id !== uplineId) throw new AppError('CONTRACT_NOT_FOUND');
      await lockMember(trx, uplineId);
      await lockMember(trx, found.agent_id);
      // Only an offer: a contract in effect is the agent's to end, never the upline's (ADR 0038).
      const fresh = await repo.findContract(trx, brand.id, contractId);
      if (fresh?.state !== 'OFFERED') throw new AppError('CONTRACT_STATE');
      const ended = await this.#end(trx, fresh, 'TERMINATED', 'OFFER_WITHDRAWN', this.#now(), []);
      if (!ended) throw new AppError('CONTRACT_STATE');
      return ended;
    });
    wakeDispatchers(this.#events);
    return contractView(brand, row, await partiesOf(this.#db, brand.id, [row]));
  }

  // ─── answers ──────────────────────────────────────────────────────────────

  /**
   * The four spec calls: accept or reject an offer made to me, or terminate my contract in
   * effect, of the call's own type (another type's contract is CONTRACT_TYPE_MISMATCH; a member
   * that is not an agent has no contract: CONTRACT_NOT_FOUND).
   */
  async process(
    brand: Brand,
    caller: Caller,
    type: ContractType,
    input: { contractId: string; action: ContractAction; agreeCascade: boolean },
  ): Promise<TProcessResult> {
    requireContracts(brand);
    if (!isAgentType(caller.type)) throw new AppError('CONTRACT_NOT_FOUND');
    const id = BigInt(input.contractId);
    const outcome = await this.#db.transaction().execute(async (trx) => {
      await lockMember(trx, caller.memberId);
      const row = await repo.findContract(trx, brand.id, id);
      if (!row || row.agent_id !== caller.memberId) throw new AppError('CONTRACT_NOT_FOUND');
      if (row.type !== type) throw new AppError('CONTRACT_TYPE_MISMATCH');
      const now = this.#now();
      const ended: AgentContractRow[] = [];
      if (input.action === 'TERMINATE') {
        if (row.state !== 'VALID') throw new AppError('CONTRACT_STATE');
        const done = await this.#end(trx, row, 'TERMINATED', 'TERMINATED_BY_AGENT', now, ended);
        if (!done) throw new AppError('CONTRACT_STATE');
        return { kind: 'done' as const, row: done, ended: ended.filter((c) => c.id !== done.id) };
      }
      if (row.state !== 'OFFERED') throw new AppError('CONTRACT_STATE');
      // A type the brand no longer offers can still be rejected, not accepted.
      if (input.action === 'ACCEPT' && !contractSettingsOf(brand).types[type].enabled) {
        throw new AppError('CONTRACT_TYPE_DISABLED');
      }
      if (row.offer_expires_at <= now) {
        // Not answered in time: it expires now (committed), and the answer is refused below.
        await this.#end(trx, row, 'EXPIRED', null, now, ended);
        return { kind: 'expired' as const };
      }
      if (input.action === 'REJECT') {
        const done = await this.#end(trx, row, 'REJECTED', null, now, []);
        if (!done) throw new AppError('CONTRACT_STATE');
        return { kind: 'done' as const, row: done, ended };
      }
      return { kind: 'done' as const, ...(await this.#accept(trx, brand, row, input.agreeCascade, now)) };
    });
    wakeDispatchers(this.#events);
    if (outcome.kind === 'expired') throw new AppError('CONTRACT_STATE');
    const parties = await partiesOf(this.#db, brand.id, [outcome.row, ...outcome.ended]);
    return {
      contract: contractView(brand, outcome.row, parties),
      ended: outcome.ended.map((c) => cascadeItem(c, parties)),
    };
  }

  /** Accepting an offer, under the agent's lock: the cascade, then the switch. */
  async #accept(trx: Trx, brand: Brand, offer: AgentContractRow, agreeCascade: boolean, now: Date) {
    // The offer's side must still be the agent's direct upline (or, for the brand, nobody above).
    const agent = await findMemberById(trx, brand.id, offer.agent_id);
    if (!agent || !isAgentType(agent.type)) throw new AppError('CONTRACT_NOT_FOUND');
    if (offer.upline_id === null) {
      const chain = await parentChain(trx, brand.id, agent.id);
      if (chain.some((p) => isAgentType(p.type))) throw new AppError('CONTRACT_STATE');
    } else if (agent.parent_id !== offer.upline_id) {
      throw new AppError('CONTRACT_STATE');
    }
    const given = await repo.openContractsGivenBy(trx, offer.agent_id, offer.type);
    const cascade = cascadeOf(offer, given);
    if (cascade.length > 0 && !agreeCascade) {
      const parties = await partiesOf(trx, brand.id, cascade);
      throw new AppError('CONTRACT_CASCADE_CONFIRM', {
        params: { count: cascade.length },
        value: { cascade: cascade.map((c) => cascadeItem(c, parties)) },
      });
    }
    const ended: AgentContractRow[] = [];
    const current = await repo.agentContractIn(trx, offer.agent_id, offer.type, 'VALID');
    if (current) await this.#end(trx, current, 'TERMINATED', 'REPLACED', now, []);
    const row = await repo.activateOffer(trx, offer.id, now, current?.id ?? null);
    if (!row) throw new AppError('CONTRACT_STATE');
    for (const c of cascade.sort(byId)) {
      await this.#lockAndEnd(
        trx,
        c,
        (state) => (state === 'OFFERED' ? 'OFFER_WITHDRAWN' : 'UPLINE_CONTRACT_LOWERED'),
        now,
        ended,
      );
    }
    return { row, ended };
  }

  // ─── ends and the cascade ─────────────────────────────────────────────────

  /**
   * Ends one open contract or offer (a conditional update: undefined when it was no longer open)
   * with its domain event, and collects it in `ended`. A contract in effect that ends without a
   * replacement ends the contracts of its type that the agent gave its own downline too
   * (UPLINE_CONTRACT_ENDED), down the tree, each agent locked before its contracts change.
   */
  async #end(
    trx: Trx,
    row: AgentContractRow,
    state: 'REJECTED' | 'EXPIRED' | 'TERMINATED',
    reason: EndReason | null,
    at: Date,
    ended: AgentContractRow[],
    note?: string | null,
  ): Promise<AgentContractRow | undefined> {
    const from = row.state;
    if (from !== 'OFFERED' && from !== 'VALID') return undefined;
    const done = await repo.endContract(trx, row.id, { from, state, reason, note: note ?? null, at });
    if (!done) return undefined;
    await appendEvent(trx, {
      type: 'agent.contract.ended',
      aggregate: 'member',
      aggregateId: done.agent_id,
      merchantId: done.merchant_id,
      payload: {
        contractId: String(done.id),
        agentId: String(done.agent_id),
        uplineId: done.upline_id === null ? null : String(done.upline_id),
        type: done.type,
        wasState: from,
        state,
        endReason: reason,
        endedAt: at.toISOString(),
      },
    });
    if (reason !== 'REPLACED') ended.push(done);
    if (from === 'VALID' && reason !== 'REPLACED') {
      const below = await repo.openContractsGivenBy(trx, done.agent_id, done.type);
      for (const c of below.sort(byId)) {
        await this.#lockAndEnd(trx, c, () => 'UPLINE_CONTRACT_ENDED', at, ended);
      }
    }
    return done;
  }

  /**
   * Ends a downline contract read before its agent was locked: locks the agent (top down), reads
   * the row again and ends it as it now is (the agent may have accepted the offer meanwhile: the
   * contract in effect then ends instead), or not at all when it is no longer open.
   */
  async #lockAndEnd(
    trx: Trx,
    row: AgentContractRow,
    reasonOf: (state: 'OFFERED' | 'VALID') => EndReason,
    at: Date,
    ended: AgentContractRow[],
  ): Promise<void> {
    await lockMember(trx, row.agent_id);
    const fresh = await repo.findContract(trx, row.merchant_id, row.id);
    if (!fresh || (fresh.state !== 'OFFERED' && fresh.state !== 'VALID')) return;
    await this.#end(trx, fresh, 'TERMINATED', reasonOf(fresh.state), at, ended);
  }

  /**
   * Ends a contract (or withdraws an offer) for an operator, with the cascade; `written` runs in
   * the same transaction (the console's audit). Answers the ended row and the cascade.
   */
  async endByOperator(
    brand: Brand,
    contractId: bigint,
    note: string,
    written: WrittenHook,
  ): Promise<{ row: AgentContractRow; ended: AgentContractRow[] }> {
    const result = await this.#db.transaction().execute(async (trx) => {
      const found = await repo.findContract(trx, brand.id, contractId);
      if (!found) throw new AppError('CONTRACT_NOT_FOUND');
      await lockMember(trx, found.agent_id);
      const fresh = await repo.findContract(trx, brand.id, contractId);
      if (!fresh || (fresh.state !== 'OFFERED' && fresh.state !== 'VALID'))
        throw new AppError('CONTRACT_STATE');
      const ended: AgentContractRow[] = [];
      const row = await this.#end(trx, fresh, 'TERMINATED', 'OPERATOR', this.#now(), ended, note);
      if (!row) throw new AppError('CONTRACT_STATE');
      await written(trx, { before: fresh, after: row, ended: ended.filter((c) => c.id !== row.id) });
      return { row, ended: ended.filter((c) => c.id !== row.id) };
    });
    wakeDispatchers(this.#events);
    return result;
  }

  /** Offers not answered in time become EXPIRED (the interval job); answers how many. */
  async expireOffers(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.#db.transaction().execute(async (trx) => {
        const now = this.#now();
        const due = await repo.lockExpiredOffers(trx, now, EXPIRY_BATCH);
        for (const row of due) await this.#end(trx, row, 'EXPIRED', null, now, []);
        return due.length;
      });
      total += count;
      if (count < EXPIRY_BATCH) break;
    }
    if (total > 0) wakeDispatchers(this.#events);
    return total;
  }

  /**
   * `member.moved`: the moved agent's contracts with an upline that is no longer its direct one
   * (or, from the brand, now that an agent is above it) end MOVED, with the cascade below; the
   * contracts it gave its own team stay (they are still direct). Read from the tree as it is now,
   * so a late or repeated event ends only what is no longer right.
   */
  async onMoved(trx: Trx, merchantId: number, memberId: bigint): Promise<number> {
    await lockMember(trx, memberId);
    const member = await findMemberById(trx, merchantId, memberId);
    if (!member) return 0;
    const mine = await repo.openContractsOfAgent(trx, memberId);
    if (mine.length === 0) return 0;
    const chain = await parentChain(trx, merchantId, memberId);
    const underAgent = chain.some((p) => isAgentType(p.type));
    const now = this.#now();
    const ended: AgentContractRow[] = [];
    for (const c of mine) {
      const direct = c.upline_id === null ? !underAgent : c.upline_id === member.parent_id;
      if (!direct) await this.#end(trx, c, 'TERMINATED', 'MOVED', now, ended);
    }
    return ended.length;
  }

  /**
   * `member.type_changed` to a type that is not an agent's: its contracts as upline and as agent
   * (open when the change was made) end NO_LONGER_AGENT, with the cascade below. An account that
   * is an agent again by now keeps what it was offered since.
   */
  async onNoLongerAgent(trx: Trx, merchantId: number, memberId: bigint, changedAt: Date): Promise<number> {
    await lockMember(trx, memberId);
    const member = await findMemberById(trx, merchantId, memberId);
    if (!member) return 0;
    const now = this.#now();
    const ended: AgentContractRow[] = [];
    const before = (c: AgentContractRow) => c.offered_at <= changedAt;
    const given = (await repo.openContractsGivenBy(trx, memberId)).filter(before).sort(byId);
    for (const c of given) await this.#lockAndEnd(trx, c, () => 'NO_LONGER_AGENT', now, ended);
    const mine = (await repo.openContractsOfAgent(trx, memberId)).filter(before);
    for (const c of mine) await this.#end(trx, c, 'TERMINATED', 'NO_LONGER_AGENT', now, ended);
    return ended.length;
  }

  /** Live: the offered agent's open tabs hear of the offer (the popup reads the offers). */
  async announceOffer(
    merchantId: number,
    agentId: string,
    contractId: string,
    type: ContractType,
  ): Promise<void> {
    await this.#events.publish(memberChannel(merchantId, agentId), {
      type: 'contract.offer',
      contractId,
      contractType: type,
    });
  }
}

/**
 * My open downline contracts of the offer's type that accepting it ends: those that pay more
 * than the offer somewhere, and (a dividend) those settled over another period than the offer's,
 * since a downline's dividend period is its upline's (a level difference compares one period).
 */
function cascadeOf(
  offer: Pick<AgentContractRow, 'type' | 'tiers' | 'period'>,
  given: readonly AgentContractRow[],
): AgentContractRow[] {
  const terms = tiersOfRow(offer.tiers);
  return given.filter(
    (c) => c.type === offer.type && (c.period !== offer.period || exceeds(tiersOfRow(c.tiers), terms)),
  );
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export type { Parties };
