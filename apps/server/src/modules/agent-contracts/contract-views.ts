import { type ContractTier, parseMoney } from '@portal/contracts';
import type { TAdminContract, TCascadeItem, TContract, TContractTier } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { treeAccounts } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { AgentContractRow, StoredTier } from './agent-contracts.tables.ts';

/**
 * Contracts as the API shows them (issue 17): money as decimal text in the brand currency's
 * exponent (wallet/amounts.ts), tiers as stored turned into the maths' bigints and back.
 */

/** Tiers as stored (decimal strings of minor units) → the maths' tiers. */
export const tiersOfRow = (tiers: readonly StoredTier[]): ContractTier[] =>
  tiers.map((t) => ({
    threshold: BigInt(t.threshold),
    minValidBet: BigInt(t.minValidBet),
    activeMembers: t.activeMembers,
    rateBps: t.rateBps,
  }));

/** The maths' tiers → as stored. */
export const storedTiers = (tiers: readonly ContractTier[]): StoredTier[] =>
  tiers.map((t) => ({
    threshold: t.threshold.toString(),
    minValidBet: t.minValidBet.toString(),
    activeMembers: t.activeMembers,
    rateBps: t.rateBps,
  }));

/** Tiers as sent (decimal text) → the maths' tiers; an amount that is not one is AMOUNT_INVALID. */
export function readTiers(
  brand: Pick<Brand, 'currencyExponent'>,
  tiers: readonly TContractTier[],
): ContractTier[] {
  return tiers.map((t) => {
    const threshold = parseMoney(t.threshold, brand.currencyExponent);
    const minValidBet = parseMoney(t.minValidBet, brand.currencyExponent);
    if (threshold === null || minValidBet === null) throw new AppError('AMOUNT_INVALID');
    return { threshold, minValidBet, activeMembers: t.activeMembers, rateBps: t.rateBps };
  });
}

/** The maths' tiers → as answered. */
export const tierViews = (
  brand: Pick<Brand, 'currencyExponent'>,
  tiers: readonly ContractTier[],
): TContractTier[] =>
  tiers.map((t) => ({
    threshold: moneyText(brand, t.threshold),
    minValidBet: moneyText(brand, t.minValidBet),
    activeMembers: t.activeMembers,
    rateBps: t.rateBps,
  }));

export interface Party {
  account: string;
  nickname: string | null;
}
export type Parties = Map<bigint, Party>;

/** The accounts and nicknames of both sides of these contracts, read once. */
export async function partiesOf(
  db: Db,
  merchantId: number,
  rows: readonly AgentContractRow[],
): Promise<Parties> {
  const ids = new Set<bigint>();
  for (const r of rows) {
    ids.add(r.agent_id);
    if (r.upline_id !== null) ids.add(r.upline_id);
  }
  const found = await treeAccounts(db, merchantId, [...ids]);
  return new Map(found.map((p) => [p.id, { account: p.account, nickname: p.nickname }]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const partyView = (parties: Parties, id: bigint) => {
  const p = parties.get(id);
  return { id: String(id), account: p?.account ?? '', nickname: p?.nickname ?? null };
};

export function contractView(
  brand: Pick<Brand, 'currencyExponent'>,
  row: AgentContractRow,
  parties: Parties,
): TContract {
  return {
    id: String(row.id),
    type: row.type,
    period: row.period,
    mode: row.mode,
    state: row.state,
    endReason: row.end_reason,
    upline: row.upline_id === null ? null : partyView(parties, row.upline_id),
    agent: partyView(parties, row.agent_id),
    tiers: tierViews(brand, tiersOfRow(row.tiers)),
    offeredAt: row.offered_at.toISOString(),
    offerExpiresAt: row.offer_expires_at.toISOString(),
    decidedAt: iso(row.decided_at),
    effectiveFrom: iso(row.effective_from),
    endedAt: iso(row.ended_at),
    replacesId: row.replaces_id === null ? null : String(row.replaces_id),
  };
}

export function adminContractView(
  brand: Pick<Brand, 'currencyExponent'>,
  row: AgentContractRow,
  parties: Parties,
  operators: Map<number, string>,
): TAdminContract {
  const operatorId = row.offered_by_operator_id;
  return {
    ...contractView(brand, row, parties),
    offeredByOperator: operatorId === null ? null : (operators.get(Number(operatorId)) ?? String(operatorId)),
    endNote: row.end_note,
  };
}

export const cascadeItem = (row: AgentContractRow, parties: Parties): TCascadeItem => ({
  contractId: String(row.id),
  account: parties.get(row.agent_id)?.account ?? '',
  type: row.type,
});
