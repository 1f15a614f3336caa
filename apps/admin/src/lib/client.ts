import type { EndpointsById } from '@portal/contracts/endpoints';
import { createApiClient } from '@portal/ui';

/** The console's typed client: the contracts' endpoints, the operator's bearer token. */
export const client = createApiClient<EndpointsById>();
export const { call } = client;
