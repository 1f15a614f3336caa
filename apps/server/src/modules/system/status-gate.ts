import { SYSTEM_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { SystemService } from './system.service.ts';
import { visitorOf } from './system.service.ts';

/** System calls stay open so the player site can always learn why it is closed. */
const OPEN_PREFIXES = ['/wps/system/'];

/**
 * Refuses brand-scoped calls while the brand is in maintenance (503) or the visitor's region is
 * blocked (403). Runs after routing, so unknown paths still get their 404 or 405.
 */
export function registerStatusGate(app: FastifyInstance, system: SystemService): void {
  app.addHook('preHandler', async (request) => {
    const brand = request.brand;
    if (!brand || OPEN_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const { status } = system.status(brand, visitorOf(request), request.language);
    if (status === SYSTEM_STATUS.MAINTENANCE) throw new AppError('MAINTENANCE');
    if (status === SYSTEM_STATUS.REGION_BLOCKED) throw new AppError('REGION_BLOCKED');
  });
}
