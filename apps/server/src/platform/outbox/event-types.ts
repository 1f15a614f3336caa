/**
 * Every domain event the outbox carries, by name, with its payload as stored and delivered (JSON:
 * bigints travel as decimal strings, instants as ISO strings). Names are past-tense facts. A new
 * event is one entry here; removing or narrowing a payload field breaks subscribers, so add
 * fields instead (ADR 0021).
 */

/** Integer minor units as a decimal string ("12345" is 123.45 in a two-decimal currency). */
export type Minor = string;
/** A bigint row id as a decimal string. */
export type IdText = string;
/** An ISO 8601 instant ("2026-11-24T10:05:00.000Z"). */
export type Instant = string;

/**
 * What both wager events say about the bet: its row in the betting record (`bets`, the wallet's;
 * ADR 0022) and the game as the catalogue files it.
 */
export interface WagerFacts {
  memberId: IdText;
  /** The betting-record row: an in-house bet, a crash bet, a lottery ticket or a provider's round. */
  betId: IdText;
  vendorCode: string;
  gameCode: string;
  /**
   * The game's category in the catalogue (RNG, LIVE, FISH, …; BGS for in-house games, LOTT for
   * lottery tickets): what rates per game type key on.
   */
  category: string;
  /** The brand's currency, which stakes and payouts are in. */
  currency: string;
}

export interface DomainEventPayloads {
  /**
   * A stake was taken for a bet, in the transaction that took it. A provider's round takes one
   * per bet call (one event each, `stake` being that call's); every other bet takes one.
   */
  'wager.placed': WagerFacts & {
    stake: Minor;
    placedAt: Instant;
  };
  /**
   * A bet reached its end: won, lost or pushed (SETTLED) or voided with its stake returned
   * (CANCELLED; no separate event). Figures are the bet's totals after this change. A provider's
   * round can be settled again (a late bet, win or rollback after it closed): each event carries
   * the round as it then stands, and replaces the earlier one for that betId.
   */
  'wager.settled': WagerFacts & {
    stake: Minor;
    /** What counts as wagered (0 when cancelled). */
    validBet: Minor;
    payout: Minor;
    /** The member's result, payout − stake (negative when they lost); 0 when cancelled. */
    winLoss: Minor;
    outcome: 'SETTLED' | 'CANCELLED';
    placedAt: Instant;
    settledAt: Instant;
  };
  /** A deposit's money reached the member's balance. */
  'deposit.credited': {
    memberId: IdText;
    depositId: IdText;
    amount: Minor;
    currency: string;
    creditedAt: Instant;
  };
  /** The operator paid a withdrawal out (the member may still confirm receipt). */
  'withdrawal.paid': {
    memberId: IdText;
    withdrawalId: IdText;
    amount: Minor;
    currency: string;
    paidAt: Instant;
  };
  /** A member account was created (by form, social login or an agent). */
  'member.registered': {
    memberId: IdText;
    account: string;
    /** The member whose referral code was given, when there was one. */
    referredBy: IdText | null;
    /** The agent whose affiliate code was given (the member's parent), when there was one. */
    agentId: IdText | null;
    /** How the account was made: the form's registerMethod (WEB, H5…) or SOCIAL_GOOGLE and the like. */
    method: string | null;
    registeredAt: Instant;
  };
  /**
   * An operator moved an account, with its whole team, to another upline (issue 16; ADR 0037).
   * The chains are the uplines' ids from the top of the tree down (empty: no upline). The
   * contracts module (issue 17) ends the moved agent's contract with its old upline on this.
   */
  'member.moved': {
    memberId: IdText;
    fromParentId: IdText | null;
    toParentId: IdText | null;
    fromChain: IdText[];
    toChain: IdText[];
    /** The accounts that moved: the account and its whole team. */
    moved: number;
    operatorId: IdText;
    reason: string;
    movedAt: Instant;
  };
  /** An operator made a member an agent, changed an agent's type, or made an agent a member again. */
  'member.type_changed': {
    memberId: IdText;
    fromType: number;
    toType: number;
    operatorId: IdText;
    reason: string;
    changedAt: Instant;
  };
  /** A member signed in and a session began. */
  'member.logged_in': {
    memberId: IdText;
    sessionId: IdText;
    ip: string | null;
    firstLogin: boolean;
    loggedInAt: Instant;
  };
  /**
   * A message reached a member's inbox (`aggregate: 'member'`) or, with no member, every inbox
   * of the brand (`aggregate: 'brand'`).
   */
  'message.sent': {
    messageId: IdText;
    memberId: IdText | null;
    /** A broadcast's language: only members reading in it get the message (null: everyone). */
    language: string | null;
    kind: string;
    title: string;
    sentAt: Instant;
  };
  /**
   * An agent's upline/downline transfer moved money from one main wallet to the other (ADR 0036);
   * `aggregate: 'member'`, the sender. `relation` is what the recipient is to the sender.
   */
  'agent.transfer.completed': {
    transferId: IdText;
    fromMemberId: IdText;
    toMemberId: IdText;
    relation: 'UPLINE' | 'DOWNLINE';
    amount: Minor;
    currency: string;
    ledgerTransactionId: IdText;
    completedAt: Instant;
  };
  /**
   * An upline (`uplineId`), or the brand for a top agent (`uplineId` null), offered an agent a
   * contract (issue 17); `aggregate: 'member'`, the agent. The contracts module tells the agent live.
   */
  'agent.contract.offered': {
    contractId: IdText;
    agentId: IdText;
    uplineId: IdText | null;
    type: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
    offeredAt: Instant;
    expiresAt: Instant;
  };
  /**
   * A contract in effect, or an offer, ended (issue 17): rejected, expired, withdrawn, replaced,
   * terminated or ended by a cascade, a move or a change of type; `aggregate: 'member'`, the agent.
   * `wasState` is what it was before (an offer or a contract in effect).
   */
  'agent.contract.ended': {
    contractId: IdText;
    agentId: IdText;
    uplineId: IdText | null;
    type: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
    wasState: 'OFFERED' | 'VALID';
    state: 'REJECTED' | 'EXPIRED' | 'TERMINATED';
    endReason: string | null;
    endedAt: Instant;
  };
  /**
   * A contract bill (issue 17) was paid, in full or in part: one payment of `amount` from the
   * payer's main wallet (`payerId`) or the brand's promotion account (`payerId` null) to the
   * agent's; `aggregate: 'member'`, the agent. The contracts module tells both sides live.
   */
  'agent.contract.bill_paid': {
    billId: IdText;
    contractId: IdText;
    agentId: IdText;
    payerId: IdText | null;
    type: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
    period: string;
    amount: Minor;
    paid: Minor;
    state: string;
    currency: string;
    ledgerTransactionId: IdText;
    paidAt: Instant;
  };
  /**
   * A bonus grant was made (issue 18; ADR 0039), ACTIVE at once or PENDING behind another;
   * `aggregate: 'member'`. The reward centre and loyalty (issue 19) react to it.
   */
  'bonus.granted': {
    grantId: IdText;
    memberId: IdText;
    promotionId: IdText | null;
    amount: Minor;
    wagerRequired: Minor;
    state: 'PENDING' | 'ACTIVE';
    currency: string;
    grantedAt: Instant;
  };
  /** A grant ended: converted (COMPLETED), EXPIRED, FORFEITED or CANCELLED; `aggregate: 'member'`. */
  'bonus.ended': {
    grantId: IdText;
    memberId: IdText;
    promotionId: IdText | null;
    state: 'COMPLETED' | 'EXPIRED' | 'FORFEITED' | 'CANCELLED';
    reason: string;
    converted: Minor;
    removed: Minor;
    currency: string;
    endedAt: Instant;
  };
  /**
   * A promotion's reward reached a member (issue 18): a bonus, real money, tickets; `aggregate:
   * 'member'`. Missions and badges (issue 19) count these.
   */
  'promotion.reward_issued': {
    promotionId: IdText;
    entitlementId: IdText;
    memberId: IdText;
    kind: 'BONUS' | 'CASH' | 'TICKETS';
    amount: Minor;
    tickets: number;
    currency: string;
    issuedAt: Instant;
  };
  /**
   * A member qualified for a promotion's reward that waits for their Claim (issue 18): a deposit,
   * the period's valid bet or net loss; `aggregate: 'member'`. The member's tabs hear `reward`.
   */
  'promotion.reward_claimable': {
    promotionId: IdText;
    entitlementId: IdText;
    memberId: IdText;
    amount: Minor;
    tickets: number;
    claimExpiresAt: Instant | null;
  };
  /** An operator decided an application (issue 18); `aggregate: 'member'`, the applicant. */
  'promotion.application_decided': {
    applicationId: IdText;
    promotionId: IdText;
    memberId: IdText;
    decision: 'APPROVED' | 'REJECTED';
    note: string;
    decidedAt: Instant;
  };
  /**
   * A member changed their own profile (the security centre's profile fields); `fields` are the
   * names that went from empty to filled or changed (e.g. 'zalo'). Missions (issue 19) count it.
   */
  'member.profile_changed': {
    memberId: IdText;
    fields: string[];
    changedAt: Instant;
  };
  /**
   * A member's VIP level changed (issue 19; ADR 0040): up at once when a threshold is met, down
   * only at a review; `aggregate: 'member'`.
   */
  'vip.level_changed': {
    memberId: IdText;
    fromLevel: number;
    toLevel: number;
    changedAt: Instant;
  };
  /** A member completed a mission in a period (its reward waits for a Claim); `aggregate: 'member'`. */
  'mission.completed': {
    memberId: IdText;
    missionId: IdText;
    /** The mission's period key ("2026-11-26", "2026-W48", "ONCE"). */
    period: string;
    completedAt: Instant;
  };
  /** A member claimed a completed mission's reward; `aggregate: 'member'`. */
  'mission.claimed': {
    memberId: IdText;
    missionId: IdText;
    period: string;
    claimedAt: Instant;
  };
  /** A referrer was paid for a referee who met the brand's condition, once; `aggregate: 'member'`, the referrer. */
  'referral.rewarded': {
    referralId: IdText;
    referrerId: IdText;
    refereeId: IdText;
    kind: 'CASH' | 'BONUS' | 'POINTS';
    amount: Minor;
    rewardedAt: Instant;
  };
  /** A raffle period was drawn (issue 18); `aggregate: 'brand'`. Winners are paid in the same transaction. */
  'raffle.drawn': {
    drawId: IdText;
    promotionId: IdText;
    period: string;
    winners: { memberId: IdText; rank: number; prize: Minor }[];
    drawnAt: Instant;
  };
}

export type EventType = keyof DomainEventPayloads;

export const EVENT_TYPES: readonly EventType[] = [
  'wager.placed',
  'wager.settled',
  'deposit.credited',
  'withdrawal.paid',
  'member.registered',
  'member.logged_in',
  'member.moved',
  'member.type_changed',
  'message.sent',
  'agent.transfer.completed',
  'agent.contract.offered',
  'agent.contract.ended',
  'agent.contract.bill_paid',
  'bonus.granted',
  'bonus.ended',
  'promotion.reward_issued',
  'promotion.reward_claimable',
  'promotion.application_decided',
  'raffle.drawn',
  'member.profile_changed',
  'vip.level_changed',
  'mission.completed',
  'mission.claimed',
  'referral.rewarded',
];

/**
 * What an event is about; events of one aggregate are delivered in the order they were written.
 * The events above are about a member (`aggregate: 'member'`), so a subscriber sees a member's
 * deposit before the wagers it paid for; a broadcast message is about its brand.
 */
export type AggregateType = 'member' | 'bet' | 'deposit' | 'withdrawal' | 'brand';

/** An event as a subscriber receives it. */
export type DeliveredEvent<T extends EventType = EventType> = {
  [K in T]: {
    id: bigint;
    type: K;
    aggregate: AggregateType;
    aggregateId: string;
    merchantId: number;
    payload: DomainEventPayloads[K];
    createdAt: Date;
  };
}[T];
