import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZRequestId } from '../wallet.schemas.ts';
import { TRIAL_ROUTES } from './trial.routes.ts';

/**
 * Play money of a trial ("Try for free") account (issue 20; ADR 0044). Amounts are decimal text
 * in the brand currency's exponent, but they are play money: never shown without that label.
 */
export const ZTrialWallet = z.strictObject({
  balance: z.string(),
  /** Always true: what the balance is (the player site labels it "Play money"). */
  playMoney: z.literal(true),
  /** A refill is open below this balance ... */
  refillBelow: z.string(),
  /** ... and brings it back to this. */
  refillTo: z.string(),
  /** Refills left in the rolling day. */
  refillsLeft: z.number().int(),
  canRefill: z.boolean(),
});
export type TTrialWallet = z.infer<typeof ZTrialWallet>;

export const trialEndpoints = {
  wallet: endpoint({
    ...TRIAL_ROUTES.wallet,
    summary:
      'The trial account’s play money (never real money). 404 TRIAL_ONLY for a real member (no such wallet).',
    response: ZTrialWallet,
  }),
  refill: endpoint({
    ...TRIAL_ROUTES.refill,
    summary:
      'Tops play money back up to the opening amount once it is low: TRIAL_REFILL_NOT_LOW above the line, TRIAL_REFILL_LIMIT after the day’s refills. Idempotent per requestId.',
    body: z.strictObject({ requestId: ZRequestId }),
    response: ZTrialWallet,
  }),
} as const;
