import { brandChannel, type EventBus, memberChannel } from '../../platform/events.ts';
import type { Subscriber } from '../../platform/outbox/index.ts';
import type { InboxService } from './inbox.service.ts';

/**
 * Content's reactions to domain events (ADR 0021).
 *
 * `content.live-messages`: a sent message becomes the `message.new` live notification, on the
 * member's channel or, for a broadcast, the brand's (each connection keeps only those in its
 * member's language). Nothing is written, so a retry may notify twice; the page just refreshes
 * its inbox again.
 */
export function contentSubscribers(deps: {
  events: EventBus;
  inbox: Pick<InboxService, 'publishCounts'>;
}): Subscriber[] {
  const liveMessages: Subscriber<'message.sent'> = {
    name: 'content.live-messages',
    types: ['message.sent'],
    async handle(_trx, event) {
      const { messageId, memberId, language, kind, title } = event.payload;
      const notification = { type: 'message.new', messageId, kind, title };
      if (memberId === null) {
        await deps.events.publish(brandChannel(event.merchantId), { ...notification, language });
      } else {
        await deps.events.publish(memberChannel(event.merchantId, memberId), notification);
      }
    },
  };
  /**
   * `content.live-badges` (issue 19): a reward became claimable or was paid, a mission was
   * completed or claimed: the member's tabs get their badge counts again, read after the fact
   * was committed. Like the messages, nothing is written.
   */
  const liveBadges: Subscriber<
    'promotion.reward_claimable' | 'promotion.reward_issued' | 'mission.completed' | 'mission.claimed'
  > = {
    name: 'content.live-badges',
    types: ['promotion.reward_claimable', 'promotion.reward_issued', 'mission.completed', 'mission.claimed'],
    startFrom: 'now',
    async handle(trx, event) {
      await deps.inbox.publishCounts(
        { merchantId: event.merchantId, memberId: BigInt(event.payload.memberId) },
        trx,
      );
    },
  };
  return [liveMessages as Subscriber, liveBadges as Subscriber];
}
