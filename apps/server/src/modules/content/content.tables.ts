import type { Generated } from 'kysely';

/** Tables of the content module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface ContentTables {
  announcements: AnnouncementsTable;
  banners: BannersTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  feedback: FeedbackTable;
}

export interface AnnouncementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  language: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  audience: Generated<string[]>;
  starts_at: Date | null;
  ends_at: Date | null;
  sort: Generated<number>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BannersTable {
  id: Generated<bigint>;
  merchant_id: number;
  group_name: 'w_login' | 'w_forget' | 'w_home' | 'w_register' | 'w_leftmenu';
  language: string | null;
  title: string;
  subtitle: string | null;
  image_url: string | null;
  linkage_type: 'NONE' | 'URL' | 'ROUTE' | 'REGISTER' | 'REWARD_CENTER' | 'PROMOTION';
  linkage_value: string | null;
  colours: string[];
  starts_at: Date | null;
  ends_at: Date | null;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

export interface MessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint | null;
  language: string | null;
  kind:
    | 'SYSTEM'
    | 'DEPOSIT_CREDITED'
    | 'WITHDRAWAL_APPROVED'
    | 'WITHDRAWAL_REJECTED'
    | 'DEPOSIT_FAILED'
    | 'PROMOTION';
  title: string;
  content: string;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface MessageReadsTable {
  message_id: bigint;
  member_id: bigint;
  read_at: Generated<Date>;
}

export interface FeedbackTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint | null;
  sender: string;
  type: number;
  content: string;
  ip: string | null;
  handled_at: Date | null;
  handled_by: number | null;
  created_at: Generated<Date>;
}
