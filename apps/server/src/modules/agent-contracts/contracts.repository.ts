import type { ContractState, ContractType } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AgentContractRow, AgentContractsTable, StoredTier } from './agent-contracts.tables.ts';

/**
 * The contracts' queries (issue 17; ADR 0038): `agent_contracts` only. Members are read through
 * the member module's published calls, never here. Every change of state is a conditional update
 * (`where state = …`), so two answers racing for one row change it once.
 */

export type EndReason = NonNullable<AgentContractsTable['end_reason']>;
/** The two states a contract still counts in: an open offer and a contract in effect. */
export const OPEN_STATES = ['OFFERED', 'VALID'] as const;

export interface NewContract {
  merchant_id: number;
  type: ContractType;
  period: AgentContractsTable['period'];
  mode: AgentContractsTable['mode'];
  upline_id: bigint | null;
  agent_id: bigint;
  tiers: StoredTier[];
  replaces_id: bigint | null;
  offered_by_operator_id: bigint | null;
  request_id: string;
  offered_at: Date;
  offer_expires_at: Date;
}

export async function insertOffer(trx: Db, values: NewContract): Promise<AgentContractRow> {
  return trx
    .insertInto('agent_contracts')
    .values({ ...values, tiers: JSON.stringify(values.tiers) as unknown as StoredTier[], state: 'OFFERED' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One contract of the brand. */
export async function findContract(
  db: Db,
  merchantId: number,
  id: bigint,
): Promise<AgentContractRow | undefined> {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The offer an offering side made with this request id (the brand's: upline null). */
export async function findByRequest(
  db: Db,
  merchantId: number,
  uplineId: bigint | null,
  requestId: string,
): Promise<AgentContractRow | undefined> {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<bigint>`coalesce(upline_id, 0)`, '=', uplineId ?? 0n)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The agent's contract of the type in this state (at most one VALID and one OFFERED). */
export async function agentContractIn(
  db: Db,
  agentId: bigint,
  type: ContractType,
  state: 'VALID' | 'OFFERED',
): Promise<AgentContractRow | undefined> {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('type', '=', type)
    .where('state', '=', state)
    .executeTakeFirst();
}

/** The agent's open offers and contracts in effect, of every type. */
export async function openContractsOfAgent(db: Db, agentId: bigint): Promise<AgentContractRow[]> {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('state', 'in', [...OPEN_STATES])
    .orderBy('id')
    .execute();
}

/** The types of which the agent gave its downline an open offer or a contract in effect. */
export async function typesGivenBy(db: Db, uplineId: bigint): Promise<ContractType[]> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select('type')
    .distinct()
    .where('upline_id', '=', uplineId)
    .where('state', 'in', [...OPEN_STATES])
    .execute();
  return rows.map((r) => r.type);
}

/** The open offers and contracts in effect the upline gave its downline (of one type, or all). */
export async function openContractsGivenBy(
  db: Db,
  uplineId: bigint,
  type?: ContractType,
): Promise<AgentContractRow[]> {
  let query = db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('upline_id', '=', uplineId)
    .where('state', 'in', [...OPEN_STATES]);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('agent_id').orderBy('id').execute();
}

/** The agent's ended contracts and answered offers of the type, newest first. */
export async function historyOfAgent(
  db: Db,
  agentId: bigint,
  type: ContractType,
  limit: number,
): Promise<AgentContractRow[]> {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('type', '=', type)
    .where('state', 'not in', [...OPEN_STATES])
    .orderBy('offered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Contracts of the type the upline gave: open ones and those that ended since `since`. */
export async function givenSince(
  db: Db,
  uplineId: bigint,
  type: ContractType,
  since: Date,
  limit: number,
): Promise<AgentContractRow[]> {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('upline_id', '=', uplineId)
    .where('type', '=', type)
    .where((eb) =>
      eb.or([
        eb('state', 'in', [...OPEN_STATES]),
        eb('ended_at', '>=', since),
        eb.and([eb('ended_at', 'is', null), eb('offered_at', '>=', since)]),
      ]),
    )
    .orderBy('offered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Ends an open contract or offer: from `from` to `state` with the reason, at `at`. Answers the
 * row as it now is, or undefined when it was no longer in `from` (someone else got there first).
 */
export async function endContract(
  trx: Db,
  id: bigint,
  change: {
    from: ContractState;
    state: 'REJECTED' | 'EXPIRED' | 'TERMINATED';
    reason: EndReason | null;
    note?: string | null;
    at: Date;
  },
): Promise<AgentContractRow | undefined> {
  return trx
    .updateTable('agent_contracts')
    .set({
      state: change.state,
      end_reason: change.reason,
      end_note: change.note ?? null,
      ended_at: change.at,
      // An offer is decided when it ends; a contract in effect was decided when it was accepted.
      decided_at: change.from === 'OFFERED' ? change.at : sql`decided_at`,
    })
    .where('id', '=', id)
    .where('state', '=', change.from)
    .returningAll()
    .executeTakeFirst();
}

/** An offer takes effect (accepted at `at`), replacing `replacesId` when there was one. */
export async function activateOffer(
  trx: Db,
  id: bigint,
  at: Date,
  replacesId: bigint | null,
): Promise<AgentContractRow | undefined> {
  return trx
    .updateTable('agent_contracts')
    .set({ state: 'VALID', decided_at: at, effective_from: at, replaces_id: replacesId })
    .where('id', '=', id)
    .where('state', '=', 'OFFERED')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Offers not answered by `now`, oldest first, locked for this transaction (those another node's
 * expiry holds are skipped), at most `limit`.
 */
export async function lockExpiredOffers(trx: Db, now: Date, limit: number): Promise<AgentContractRow[]> {
  return trx
    .selectFrom('agent_contracts')
    .selectAll()
    .where('state', '=', 'OFFERED')
    .where('offer_expires_at', '<=', now)
    .orderBy('offer_expires_at')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The console's filter: the brand, and optionally a type, a state and one account (either side). */
export interface BrandContractFilter {
  merchantId: number;
  type?: ContractType | undefined;
  state?: ContractState | undefined;
  memberId?: bigint | undefined;
}

function brandContracts(db: Db, filter: BrandContractFilter) {
  let query = db.selectFrom('agent_contracts').where('merchant_id', '=', filter.merchantId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.state) query = query.where('state', '=', filter.state);
  const memberId = filter.memberId;
  if (memberId !== undefined) {
    query = query.where((eb) => eb.or([eb('agent_id', '=', memberId), eb('upline_id', '=', memberId)]));
  }
  return query;
}

export async function countBrandContracts(db: Db, filter: BrandContractFilter): Promise<number> {
  const row = await brandContracts(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the brand's contracts, newest first. */
export async function brandContractsPage(
  db: Db,
  filter: BrandContractFilter,
  window: { offset: number; limit: number },
): Promise<AgentContractRow[]> {
  return brandContracts(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}
