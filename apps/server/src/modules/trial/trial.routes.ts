import { trialEndpoints as e } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { TrialWallet } from './trial.service.ts';

/** Play money (TRIAL_ROUTES): a trial account's own; a real member is told TRIAL_ONLY. */
export function registerTrialRoutes(
  app: FastifyInstance,
  deps: { trial: TrialWallet; checkResponses: boolean },
): void {
  const declared = { checkResponses: deps.checkResponses };
  const trialOnly = (session: { isTrial: boolean }) => {
    if (!session.isTrial) throw new AppError('TRIAL_ONLY');
  };
  serve(app, e.wallet, declared, async ({ session, request }) => {
    trialOnly(session);
    return deps.trial.view(brandOf(request), session.memberId);
  });
  serve(app, e.refill, declared, async ({ body, session, request }) => {
    trialOnly(session);
    return deps.trial.refill(brandOf(request), session.memberId, body.requestId);
  });
}
