import type { OperatorPermission } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A signed-in operator (second factor done), as `serve()` hands it to an operator endpoint
 * (issue 15). The permissions are those of the operator's role at the operator's brand.
 */
export interface OperatorPrincipal {
  sessionId: bigint;
  operatorId: number;
  /** The brand the session acts on (a platform-wide operator may switch it). */
  merchantId: number;
  merchantCode: string;
  username: string;
  displayName: string;
  role: string;
  permissions: ReadonlySet<OperatorPermission>;
  /** May switch the session to any brand (the switch is audited). */
  platformWide: boolean;
}

/**
 * The port through which `serve()` finds the operator of a request (the bearer token only; no
 * cookie is an operator credential): the admin module provides it, so the platform imports no
 * module.
 */
export interface OperatorReader {
  /** The operator behind the request's credential, or null when there is none or it is not valid. */
  resolve(request: FastifyRequest): Promise<OperatorPrincipal | null>;
}
