import type { Endpoint } from '../endpoint.ts';
import { agentEndpoints } from './agents.ts';
import { memberEndpoints } from './member.ts';
import { sessionEndpoints } from './session.ts';
import { systemEndpoints } from './system.ts';
import { verificationEndpoints } from './verification.ts';

export * from '../endpoint.ts';
export * from '../openapi.ts';
export * from './agents.routes.ts';
export * from './agents.ts';
export * from './member.routes.ts';
export * from './member.ts';
export * from './session.routes.ts';
export * from './session.ts';
export * from './system.routes.ts';
export * from './system.ts';
export * from './verification.routes.ts';
export * from './verification.ts';

/** A domain's endpoints keyed by their ids. */
type ById<M> = { [K in keyof M as M[K] extends { id: infer I extends string } ? I : never]: M[K] };

/** Every declared endpoint by id: the web client finds an endpoint's types from its route. */
export type EndpointsById = ById<typeof systemEndpoints> &
  ById<typeof verificationEndpoints> &
  ById<typeof sessionEndpoints> &
  ById<typeof memberEndpoints> &
  ById<typeof agentEndpoints>;

/**
 * Every endpoint declared in the contracts (issue 14). Domains move here one at a time; a route
 * that is served from a declaration appears in the OpenAPI document.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(systemEndpoints),
  ...Object.values(verificationEndpoints),
  ...Object.values(sessionEndpoints),
  ...Object.values(memberEndpoints),
  ...Object.values(agentEndpoints),
];
