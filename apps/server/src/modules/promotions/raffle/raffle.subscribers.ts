import type { Subscriber } from '../../../platform/outbox/index.ts';
import type { RaffleService } from './raffle.service.ts';

/**
 * The raffle's reactions to domain events (ADR 0021, 0039).
 *
 * `promotions.raffle-deposit` / `promotions.raffle-wager`: a joiner's credited deposit and settled
 * bets earn tickets in the draw of their period, one ticket row per deposit or bet (a replayed
 * event adds none). `promotions.raffle-live`: after a draw, the winners' tabs hear the prize and
 * their balance (nothing written; a retry may tell them twice).
 */
export function raffleSubscribers(deps: { raffle: RaffleService }): Subscriber[] {
  const deposit: Subscriber<'deposit.credited'> = {
    name: 'promotions.raffle-deposit',
    types: ['deposit.credited'],
    handle: (trx, event) => deps.raffle.onDeposit(trx, event),
  };
  const wager: Subscriber<'wager.settled'> = {
    name: 'promotions.raffle-wager',
    types: ['wager.settled'],
    handle: (trx, event) => deps.raffle.onWager(trx, event),
  };
  const live: Subscriber<'raffle.drawn'> = {
    name: 'promotions.raffle-live',
    types: ['raffle.drawn'],
    handle: (trx, event) => deps.raffle.announce(trx, event),
  };
  return [deposit as Subscriber, wager as Subscriber, live as Subscriber];
}
