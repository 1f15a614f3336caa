import { defineModule, type Platform } from '../../platform/module.ts';
import { registerTrialRoutes } from './trial.routes.ts';
import { TrialWallet } from './trial.service.ts';

/**
 * Trial (issue 20; ADR 0044): the play money of "Try for free" accounts. It depends on nothing
 * but the platform; the games take its `playMoney` port at wiring.
 */
export function createTrialModule(platform: Platform) {
  const { db, now, checkResponses } = platform;
  const playMoney = new TrialWallet({ db, now });
  return defineModule({
    name: 'trial',
    services: { playMoney },
    register(app) {
      registerTrialRoutes(app, { trial: playMoney, checkResponses });
    },
  });
}

export type TrialModule = ReturnType<typeof createTrialModule>;
