import type { Subscriber } from '../../platform/outbox/index.ts';
import type { BillService } from './bills.service.ts';

/**
 * `agent-contracts.live-bill`: a bill payment (agent.contract.bill_paid, written with the
 * payment) becomes the live `contract.bill` message to the agent and, when an upline paid it, to
 * the upline, with both sides' new balances. Nothing is written; a retry may tell it twice.
 */
export function billSubscribers(deps: { bills: BillService }): Subscriber[] {
  const liveBill: Subscriber<'agent.contract.bill_paid'> = {
    name: 'agent-contracts.live-bill',
    types: ['agent.contract.bill_paid'],
    startFrom: 'now',
    async handle(trx, event) {
      await deps.bills.announcePaid(trx, event.merchantId, event.payload);
    },
  };
  return [liveBill as Subscriber];
}
