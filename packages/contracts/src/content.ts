import type { BillState, ContractType } from './agent-contracts.ts';
import type { TCrashEvent } from './crash.ts';
import type { TAgentTransfer } from './endpoints/agent-centre.ts';
import type { MissionState, PointEntryKind } from './loyalty.ts';
import type { BonusState } from './promotions.ts';
import type { TBalance } from './wallet.ts';

/**
 * Portal content (spec sections 2, 3 and 7): announcements of five types, banners per group,
 * the inbox (messageV2) and feedback.
 *
 * Announcement types: B banner texts, PL player notices (the notice list), PU popups (shown per
 * audience), PR promotion announcements, H home marquee (ADR 0012), AG agent announcements (the
 * agent centre's agentAnnouncement page; only signed-in agents can list them, issue 16).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Popup audiences: A logged in, B visitors, F first login. */
export const POPUP_AUDIENCES = ['A', 'B', 'F'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

/** The groups of members an operator's message can go to besides one member or everyone: every agent (AGENT_TYPES). */
export const MESSAGE_SEGMENTS = ['agents'] as const;
export type MessageSegment = (typeof MESSAGE_SEGMENTS)[number];

/** Lists of the spec show 9 per page; a client may ask for up to this many. */
export const DEFAULT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 50;

export interface TPage<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface TAnnouncement {
  id: string;
  type: AnnouncementType;
  title: string;
  /** Sanitised HTML. */
  content: string;
  createdAt: string;
}

export const BANNER_GROUPS = ['w_login', 'w_forget', 'w_home', 'w_register', 'w_leftmenu'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/**
 * The size banners are drawn at per group (operators' images should match): wide on home, a strip
 * atop the login, register and forgot-password popups, a card in the side menu.
 */
export const BANNER_SIZE: Record<BannerGroup, { width: number; height: number }> = {
  w_home: { width: 1200, height: 400 },
  w_login: { width: 1200, height: 300 },
  w_register: { width: 1200, height: 300 },
  w_forget: { width: 1200, height: 300 },
  w_leftmenu: { width: 480, height: 240 },
};

/** What a banner does when tapped. */
export const LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE', 'REGISTER', 'REWARD_CENTER', 'PROMOTION'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

export interface TBanner {
  id: string;
  groupName: BannerGroup;
  title: string;
  subtitle: string | null;
  /** An operator's image, or the brand's generated artwork for this banner. */
  url: string;
  linkageType: LinkageType;
  linkageValue: string | null;
}

export const MESSAGE_KINDS = [
  'SYSTEM',
  'DEPOSIT_CREDITED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'DEPOSIT_FAILED',
  'PROMOTION',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface TInboxMessage {
  id: string;
  kind: MessageKind;
  title: string;
  /** Sanitised HTML. */
  content: string;
  createdAt: string;
  read: boolean;
}

/** Red badges of the personal centre (spec section 2), shown when above 0. */
export interface TUnreadCounts {
  messageV2: number;
  missionLeaderboard: number;
  rewardCenter: number;
}

/** Feedback question types (spec section 3). */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;

/** What the live connection (/ws) pushes. */
export type TLiveEvent =
  | { type: 'ready' }
  | { type: 'message.new'; messageId: string; kind: MessageKind; title: string }
  | { type: 'unread'; counts: TUnreadCounts }
  | { type: 'balance'; balance: TBalance }
  /** An upline/downline transfer I sent or received (issue 16), seen from my side. */
  | { type: 'agent.transfer'; transfer: TAgentTransfer }
  /** An upline (or the brand) offered me a contract (issue 17): the contract popup reads the offers. */
  | { type: 'contract.offer'; contractId: string; contractType: ContractType }
  /**
   * A contract bill paying me (or one I pay my downline) was paid, in full or in part (issue 17):
   * `amount` this payment (decimal text in the currency's exponent), `state` the bill's after it.
   */
  | {
      type: 'contract.bill';
      billId: string;
      contractType: ContractType;
      amount: string;
      state: BillState;
      side: 'RECEIVED' | 'PAID';
    }
  /**
   * My bonus moved (issue 18; ADR 0039): wagering progressed, it converted, expired, was forfeited
   * or cancelled, or a queued one started. Amounts are decimal text in the currency's exponent.
   */
  | {
      type: 'bonus';
      grantId: string;
      state: BonusState;
      wagered: string;
      wagerRequired: string;
      progressBps: number;
      /** What the bonus wallet holds now. */
      bonusBalance: string;
    }
  /** A promotion's reward became claimable for me, or was issued to me (issue 18). */
  | { type: 'reward'; promotionId: string; state: 'CLAIMABLE' | 'ISSUED' }
  /** My points moved (issue 19): the balance after it (whole points, decimal text) and the change. */
  | { type: 'points'; balance: string; change: string; kind: PointEntryKind }
  /** My VIP level changed (issue 19), or my progress to the next moved (bps of the way). */
  | { type: 'vip'; level: number; progressBps: number }
  /** A mission of mine progressed, was completed or claimed (issue 19). */
  | {
      type: 'mission';
      missionId: string;
      period: string;
      state: MissionState;
      progress: string;
      target: string;
    }
  | { type: 'session.ended' }
  | TCrashEvent;

export interface TChatLaunch {
  chatUrl: string;
}
