import type { Generated, Selectable } from 'kysely';

/**
 * Tables of the agent-contracts module (issue 17; ADR 0038; migration 0026); joined into
 * `Database` in db/schema.ts (ownership: ADR 0022).
 */
export interface AgentContractsTables {
  agent_contracts: AgentContractsTable;
  agent_contract_bills: AgentContractBillsTable;
  agent_contract_payments: AgentContractPaymentsTable;
}

/** A tier as stored: amounts are decimal strings of minor units. */
export interface StoredTier {
  threshold: string;
  minValidBet: string;
  activeMembers: number;
  rateBps: number;
}

export interface AgentContractsTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
  period: 'D' | 'W' | 'H' | 'M' | 'HOUR' | '5MIN';
  mode: 'FIXED' | 'FLOATING';
  /** null: the brand contracts a top agent (and pays it). */
  upline_id: bigint | null;
  agent_id: bigint;
  tiers: StoredTier[];
  state: 'OFFERED' | 'VALID' | 'REJECTED' | 'TERMINATED' | 'EXPIRED';
  end_reason:
    | 'REPLACED'
    | 'TERMINATED_BY_AGENT'
    | 'OFFER_WITHDRAWN'
    | 'UPLINE_CONTRACT_LOWERED'
    | 'UPLINE_CONTRACT_ENDED'
    | 'MOVED'
    | 'NO_LONGER_AGENT'
    | 'OPERATOR'
    | null;
  end_note: string | null;
  replaces_id: bigint | null;
  offered_by_operator_id: bigint | null;
  request_id: string | null;
  offered_at: Generated<Date>;
  offer_expires_at: Date;
  decided_at: Date | null;
  effective_from: Date | null;
  ended_at: Date | null;
}

export interface AgentContractBillsTable {
  id: Generated<bigint>;
  merchant_id: number;
  contract_id: bigint;
  type: AgentContractsTable['type'];
  agent_id: bigint;
  /** null: the brand pays. */
  payer_id: bigint | null;
  period_key: string;
  period_start: Date;
  period_end: Date;
  revision: Generated<number>;
  basis: bigint;
  valid_bet: bigint;
  active_members: number;
  team_profit_loss: bigint;
  carried_in: Generated<bigint>;
  carry_out: Generated<bigint>;
  tier: number | null;
  rate_bps: number | null;
  gross: bigint;
  amount: bigint;
  paid: Generated<bigint>;
  state:
    | 'PENDING_APPROVAL'
    | 'AWAITING_COLLECTION'
    | 'PAID'
    | 'PARTLY_PAID'
    | 'INSUFFICIENT'
    | 'NOT_REACHED'
    | 'DENIED'
    | 'EXPIRED'
    | 'OFFSET';
  flags: Generated<string[]>;
  decided_by_operator_id: bigint | null;
  decided_at: Date | null;
  decision_note: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  paid_at: Date | null;
}

export interface AgentContractPaymentsTable {
  id: Generated<bigint>;
  bill_id: bigint;
  amount: bigint;
  ledger_transaction_id: bigint;
  created_at: Generated<Date>;
}

export type AgentContractRow = Selectable<AgentContractsTable>;
export type AgentContractBillRow = Selectable<AgentContractBillsTable>;
