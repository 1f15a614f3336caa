import { isAgentType } from '@portal/contracts';
import type { Subscriber } from '../../platform/outbox/index.ts';
import type { ContractService } from './contracts.service.ts';

/**
 * The contracts' reactions to domain events (ADR 0021, 0038).
 *
 * `agent-contracts.live-offer`: an offer becomes the `contract.offer` live message to the offered
 * agent (its popup reads the offers). Nothing is written; a retry may tell it twice.
 *
 * `agent-contracts.member-moved`: an operator moved an account in the tree (ADR 0037): its
 * contracts with an upline that is no longer its direct one end MOVED, with the cascade below.
 *
 * `agent-contracts.type-changed`: an agent became a member again: its contracts on both sides end
 * NO_LONGER_AGENT, with the cascade below. Both read the tree as it is now and end only what is
 * still open, so a repeated event changes nothing.
 */
export function contractSubscribers(deps: { contracts: ContractService }): Subscriber[] {
  const liveOffer: Subscriber<'agent.contract.offered'> = {
    name: 'agent-contracts.live-offer',
    types: ['agent.contract.offered'],
    async handle(_trx, event) {
      const { agentId, contractId, type } = event.payload;
      await deps.contracts.announceOffer(event.merchantId, agentId, contractId, type);
    },
  };
  const moved: Subscriber<'member.moved'> = {
    name: 'agent-contracts.member-moved',
    types: ['member.moved'],
    async handle(trx, event) {
      await deps.contracts.onMoved(trx, event.merchantId, BigInt(event.payload.memberId));
    },
  };
  const typeChanged: Subscriber<'member.type_changed'> = {
    name: 'agent-contracts.type-changed',
    types: ['member.type_changed'],
    async handle(trx, event) {
      if (isAgentType(event.payload.toType)) return;
      await deps.contracts.onNoLongerAgent(
        trx,
        event.merchantId,
        BigInt(event.payload.memberId),
        new Date(event.payload.changedAt),
      );
    },
  };
  return [liveOffer as Subscriber, moved as Subscriber, typeChanged as Subscriber];
}
