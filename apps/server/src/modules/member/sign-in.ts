import type { TLoginResult } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema.ts';
import type { Client } from '../../platform/client.ts';
import type { Brand } from '../brands/brand.ts';

/** How a login goes on (the flags of a login that a second factor held up, or that a flow starts). */
export interface LoginOptions {
  remember: boolean;
  mustChangePassword: boolean;
  viaSms: boolean;
}

/**
 * What the member module needs of sign-in. The session module provides it: it sits above member
 * (login reads and locks the member's row through members.ts), so this is a port handed in at
 * wiring (ADR 0024) and member never imports session.
 */
export interface SignIn {
  /** Logs the member in: a fresh session and everything that goes with a login. */
  finish(brand: Brand, member: MemberRow, client: Client, options: LoginOptions): Promise<TLoginResult>;
  /**
   * Ends every session and every remember token of the member, in the caller's transaction (a
   * password change).
   */
  endAll(trx: Db, memberId: bigint, reason: string, at: Date): Promise<void>;
}
