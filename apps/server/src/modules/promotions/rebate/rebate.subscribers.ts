import type { Subscriber } from '../../../platform/outbox/index.ts';
import type { RebateService } from './rebate.service.ts';

/**
 * `promotions.rebate-accrual` (ADR 0021, 0039): each settled bet of a brand with MANPLAYREB3 on
 * accrues its rebate (one row per bet; a round settled again updates it while unclaimed). It starts
 * with the events written from its first run on, so turning the feature on never pays for history.
 */
export function rebateSubscribers(deps: { rebate: RebateService }): Subscriber[] {
  const accrual: Subscriber<'wager.settled'> = {
    name: 'promotions.rebate-accrual',
    types: ['wager.settled'],
    startFrom: 'now',
    handle: (trx, event) => deps.rebate.onWager(trx, event),
  };
  return [accrual as Subscriber];
}
