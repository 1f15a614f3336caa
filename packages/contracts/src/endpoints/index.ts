import type { Endpoint } from '../endpoint.ts';
import { systemEndpoints } from './system.ts';

export * from '../endpoint.ts';
export * from '../openapi.ts';
export * from './system.routes.ts';
export * from './system.ts';

/** Every declared endpoint by id: the web client finds an endpoint's types from its route. */
export type EndpointsById = {
  [K in keyof typeof systemEndpoints as (typeof systemEndpoints)[K]['id']]: (typeof systemEndpoints)[K];
};

/**
 * Every endpoint declared in the contracts (issue 14). Domains move here one at a time; a route
 * that is served from a declaration appears in the OpenAPI document.
 */
export const ENDPOINTS: readonly Endpoint[] = [...Object.values(systemEndpoints)];
