import { isAgentType } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { parentChain } from '../member/members.ts';

export interface UplineEntry {
  id: bigint;
  account: string;
  nickname: string | null;
  type: number;
  /** 1 for the direct parent, 2 for the parent's parent, … */
  level: number;
  isAgent: boolean;
}

/**
 * The agents module's published read of the agent tree (the operators' member 360 page; ADR 0026):
 * a member's upline, nearest first, at most 20 levels. The tree is the members' `parent_id`, read
 * through the member module.
 */
export async function uplineOf(db: Db, merchantId: number, memberId: bigint): Promise<UplineEntry[]> {
  const chain = await parentChain(db, merchantId, memberId, 20);
  return chain.map((p) => ({ ...p, isAgent: isAgentType(p.type) }));
}
