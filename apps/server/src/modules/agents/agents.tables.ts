import type { Generated, Selectable } from 'kysely';

/**
 * Tables of the agents module (issue 16); joined into `Database` in db/schema.ts (ownership:
 * ADR 0022).
 */
export interface AgentsTables {
  agent_transfers: AgentTransfersTable;
}

/** What the recipient was to the sender: its direct upline or one of its direct downline. */
export type AgentTransferRelation = 'UPLINE' | 'DOWNLINE';

/** An upline/downline transfer (ADR 0036): written with its journal entry, never changed. */
export interface AgentTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  from_member_id: bigint;
  to_member_id: bigint;
  relation: AgentTransferRelation;
  /** Minor units, always positive. */
  amount: bigint;
  currency: string;
  remark: string | null;
  ledger_transaction_id: bigint;
  /** The sender's client request id (unique per sender). */
  request_id: string;
  created_at: Generated<Date>;
}

export type AgentTransferRow = Selectable<AgentTransfersTable>;
