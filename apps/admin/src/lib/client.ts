import type { EndpointsById } from '@portal/contracts/endpoints';
import { createApiClient } from '@portal/ui';

/**
 * The module identifier of a console call (spec section 7, ADR 0046): `console.<first path
 * segment under /admin>` (`console.home` on the dashboard), e.g. `console.members`.
 */
export function consoleModuleIdOf(pathname: string): string {
  const rest = pathname.replace(/^\/admin(?=\/|$)/, '');
  const segment = rest.split('/').find((part) => part !== '') ?? '';
  const safe = segment.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  return `console.${safe || 'home'}`;
}

/** The console's typed client: the contracts' endpoints, the operator's bearer token, the module id. */
export const client = createApiClient<EndpointsById>({
  moduleId: () => consoleModuleIdOf(window.location.pathname),
});
export const { call } = client;
