import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CrashTables } from './tables/crash.ts';
import type { LotteryTables } from './tables/lottery.ts';
import type { OriginalsTables } from './tables/originals.ts';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

/**
 * Brands (merchants). Every brand-owned table carries `merchant_id`; the platform-wide reference
 * tables (the vendor catalogue) are the only exception (ADR 0003).
 */
export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: 'active' | 'suspended';
  currency: string;
  currency_exponent: number;
  default_language: string;
  languages: string[];
  /** ZBrandSettings, validated on every read and write. */
  settings: unknown;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MerchantDomainsTable {
  merchant_id: number;
  domain: string;
  type: 'PLAYER' | 'AGENT' | 'ALTERNATE';
  is_primary: boolean;
}

export interface MerchantFlagsTable {
  merchant_id: number;
  flag: string;
  enabled: boolean;
  updated_at: Generated<Date>;
}

export interface RegisterRulesTable {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CustomerServiceEntriesTable {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  cs_position: number;
  title: string;
  path: string;
  enabled: Generated<boolean>;
}

export interface BrandResourcesTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  label_name_en: string | null;
  sort: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  merchant_id: number;
  lang: string;
  device: string;
  kind: 'help' | 'terms';
  anchor: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  sort: number;
}

export interface GameVendorsTable {
  code: string;
  name: string;
  /** Two colours of the generated logo, hex. */
  logo_colours: string[];
  wallet_mode: Generated<'SEAMLESS' | 'TRANSFER'>;
  /** Where the vendor's games launch; null for the demo provider (its URL is configured). */
  launch_url: string | null;
  /** PEM: the key the vendor signs its wallet calls with (ADR 0015). */
  wallet_public_key: string | null;
}

export interface GamesTable {
  id: Generated<bigint>;
  vendor_code: string;
  code: string;
  category: string;
  /** The spec's gameType: RNG tiles have no PLAY NOW button. */
  game_type: string;
  /** The list centre's gameClassify (SLOT, JACKPOT, MINI, TABLE, ...). */
  classify: string | null;
  /** Names by language code; `en` always. */
  names: Record<string, string>;
  /** Lower-case names in every language, for search. */
  search_text: string;
  /** What plays it at the vendor (the demo provider's engine for the demo catalogue). */
  engine: string;
  colours: string[];
  is_hot: Generated<boolean>;
  is_new: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MerchantGamesTable {
  merchant_id: number;
  game_id: bigint;
  enabled: boolean | null;
  sort: number | null;
  is_hot: boolean | null;
}

export interface GameFavouritesTable {
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  created_at: Generated<Date>;
}

export interface GameRecentTable {
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  played_at: Generated<Date>;
  plays: Generated<number>;
}

export interface GameSessionsTable {
  id: Generated<bigint>;
  token_hash: string;
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  vendor_code: string;
  currency: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface ProviderTransactionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  vendor_code: string;
  transaction_uuid: string;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  member_id: bigint;
  game_code: string;
  round: string;
  /** Minor units of the brand currency. */
  amount: Generated<bigint>;
  currency: string | null;
  reference_uuid: string | null;
  content_hash: string;
  answer: unknown;
  rolled_back: Generated<boolean>;
  tombstone: Generated<boolean>;
  bet_id: bigint | null;
  created_at: Generated<Date>;
}

export interface MerchantVendorsTable {
  merchant_id: number;
  vendor_code: string;
  game_category: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface Database extends OriginalsTables, CrashTables, LotteryTables, OutboxAndJobTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_flags: MerchantFlagsTable;
  register_rules: RegisterRulesTable;
  customer_service_entries: CustomerServiceEntriesTable;
  brand_resources: BrandResourcesTable;
  help_articles: HelpArticlesTable;
  game_vendors: GameVendorsTable;
  merchant_vendors: MerchantVendorsTable;
  platform_secrets: PlatformSecretsTable;
  members: MembersTable;
  member_known_ips: MemberKnownIpsTable;
  member_identities: MemberIdentitiesTable;
  sessions: SessionsTable;
  remember_tokens: RememberTokensTable;
  throttles: ThrottlesTable;
  captchas: CaptchasTable;
  human_checks_used: HumanChecksUsedTable;
  verification_codes: VerificationCodesTable;
  password_resets: PasswordResetsTable;
  two_factor_challenges: TwoFactorChallengesTable;
  oauth_states: OauthStatesTable;
  login_tickets: LoginTicketsTable;
  dev_outbox: DevOutboxTable;
  operators: OperatorsTable;
  announcements: AnnouncementsTable;
  banners: BannersTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  feedback: FeedbackTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  wallet_transfers: WalletTransfersTable;
  sim_vendor_wallets: SimVendorWalletsTable;
  sim_vendor_transfers: SimVendorTransfersTable;
  sim_vendor_status: SimVendorStatusTable;
  payment_methods: PaymentMethodsTable;
  uploads: UploadsTable;
  deposits: DepositsTable;
  payment_events: PaymentEventsTable;
  member_bank_accounts: MemberBankAccountsTable;
  withdrawals: WithdrawalsTable;
  turnover_requirements: TurnoverRequirementsTable;
  bets: BetsTable;
  games: GamesTable;
  merchant_games: MerchantGamesTable;
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
  game_sessions: GameSessionsTable;
  provider_transactions: ProviderTransactionsTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchant = Insertable<MerchantsTable>;

export interface PlatformSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface MembersTable {
  id: Generated<bigint>;
  merchant_id: number;
  account: string;
  nickname: string | null;
  type: number;
  status: Generated<'active' | 'disabled'>;
  password_hash: string;
  password_changed_at: Generated<Date>;
  must_change_password: Generated<boolean>;
  mobile: string | null;
  mobile_verified_at: Date | null;
  email: string | null;
  email_verified_at: Date | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  profile: Generated<unknown>;
  referral_code: string;
  referred_by: bigint | null;
  parent_id: bigint | null;
  language: string | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: bigint | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  register_ip: string | null;
  register_domain: string | null;
  register_url: string | null;
  register_method: string | null;
  terms_accepted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MemberKnownIpsTable {
  merchant_id: number;
  member_id: bigint;
  ip: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

export interface MemberIdentitiesTable {
  merchant_id: number;
  member_id: bigint;
  provider: string;
  subject: string;
  email: string | null;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RememberTokensTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Generated<Date>;
}

export interface ThrottlesTable {
  merchant_id: number;
  scope: string;
  key: string;
  count: number;
  window_started_at: Date;
  blocked_until: Date | null;
  /** Attempts counted whose check has not answered yet (reserveAttempt). */
  pending: Generated<number>;
}

export interface CaptchasTable {
  id: string;
  merchant_id: number;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface HumanChecksUsedTable {
  signature: string;
  merchant_id: number;
  expires_at: Date;
}

export interface VerificationCodesTable {
  id: Generated<bigint>;
  merchant_id: number;
  channel: 'sms' | 'email';
  purpose: string;
  target: string;
  member_id: bigint | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface PasswordResetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface TwoFactorChallengesTable {
  id: string;
  merchant_id: number;
  member_id: bigint;
  ip: string;
  methods: string[];
  login: unknown;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface OauthStatesTable {
  state: string;
  merchant_id: number;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginTicketsTable {
  ticket_hash: string;
  merchant_id: number;
  member_id: bigint;
  expires_at: Date;
  used_at: Date | null;
}

export interface DevOutboxTable {
  id: Generated<bigint>;
  merchant_id: number;
  channel: 'sms' | 'email' | 'captcha';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface OperatorsTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  display_name: string;
  role: 'owner' | 'finance' | 'support' | 'content';
  password_hash: string;
  totp_secret: string | null;
  status: Generated<string>;
  totp_last_step: bigint | null;
  created_at: Generated<Date>;
}

export interface AnnouncementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
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

export interface OperatorSessionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  operator_id: number;
  token_hash: string;
  mfa_verified: Generated<boolean>;
  pending_totp_secret: string | null;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  merchant_id: number;
  actor_type: 'operator' | 'member' | 'system';
  actor_id: string | null;
  action: string;
  target: string | null;
  details: Generated<unknown>;
  ip: string | null;
  created_at: Generated<Date>;
}

export type MemberRow = Selectable<MembersTable>;

export type LedgerAccountKind =
  | 'MAIN'
  | 'BONUS'
  | 'VENDOR'
  | 'HOUSE'
  | 'PAYMENT_CLEARING'
  | 'PROVIDER_CLEARING'
  | 'WITHDRAWAL_HOLD'
  | 'PROMOTION';

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint | null;
  kind: LedgerAccountKind;
  vendor_code: string | null;
  currency: string;
  balance: Generated<bigint>;
  version: Generated<bigint>;
  created_at: Generated<Date>;
}

export interface LedgerTransactionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: string;
  idempotency_key: string;
  reference: string | null;
  reverses_id: bigint | null;
  metadata: Generated<unknown>;
  created_at: Generated<Date>;
}

export interface LedgerPostingsTable {
  id: Generated<bigint>;
  transaction_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
  account_version: bigint;
  created_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  merchant_id: number;
  scope: string;
  key: string;
  request_hash: string;
  response: unknown;
  created_at: Generated<Date>;
}

export interface WalletTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  vendor_code: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
  status: 'PENDING' | 'DONE' | 'FAILED';
  attempts: Generated<number>;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export interface SimVendorWalletsTable {
  merchant_id: number;
  vendor_code: string;
  member_id: bigint;
  balance: Generated<bigint>;
}

export interface SimVendorTransfersTable {
  transfer_id: string;
  outcome: string;
  created_at: Generated<Date>;
}

export interface SimVendorStatusTable {
  merchant_id: number;
  vendor_code: string;
  mode: 'UP' | 'DOWN' | 'TIMEOUT';
}

export interface PaymentMethodsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: 'ONLINE' | 'BANK_TRANSFER';
  name: string;
  provider: string | null;
  min_amount: bigint;
  max_amount: bigint;
  presets: Generated<(bigint | string)[]>;
  /** jsonb: read as the object, written as its JSON text. */
  bank: ColumnType<
    { bankName: string; accountName: string; accountNumber: string; branch: string | null } | null,
    string | null,
    string | null
  >;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface UploadsTable {
  id: string;
  merchant_id: number;
  member_id: bigint;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  data: Uint8Array;
  used_for: string | null;
  created_at: Generated<Date>;
}

export interface DepositsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  method_id: bigint;
  amount: bigint;
  currency: string;
  status: 'PENDING' | 'AWAITING_REVIEW' | 'CREDITED' | 'FAILED' | 'REJECTED';
  request_id: string;
  provider_payment_id: string | null;
  reference: string | null;
  proof_ids: Generated<string[]>;
  reason: string | null;
  decided_by: number | null;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  type: string;
  deposit_id: bigint | null;
  outcome: string;
  received_at: Generated<Date>;
}

export interface MemberBankAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  bank_name: string;
  account_number_sealed: string;
  account_number_hash: string;
  account_number_last4: string;
  account_name: string;
  created_at: Generated<Date>;
}

export interface WithdrawalsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  bank_account_id: bigint;
  amount: bigint;
  currency: string;
  status: 'PENDING' | 'REJECTED' | 'PAID' | 'DISPUTED' | 'COMPLETED' | 'REFUNDED';
  confirmation:
    | 'AWAITING'
    | 'RECEIVED'
    | 'NOT_RECEIVED'
    | 'FULL_PAYMENT'
    | 'FORCED_RECEIPT'
    | 'AUTO_CONFIRMED'
    | null;
  request_id: string;
  reason: string | null;
  payment_reference: string | null;
  proof_ids: Generated<string[]>;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
  auto_confirm_at: Date | null;
  completed_at: Date | null;
}

export interface TurnoverRequirementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  source: 'DEPOSIT' | 'BONUS';
  source_id: string;
  name: string;
  amount: bigint;
  required: bigint;
  progress: Generated<bigint>;
  status: Generated<'ACTIVE' | 'COMPLETED' | 'FORFEITED'>;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export interface BetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  vendor_code: string;
  game_code: string;
  game_name: string;
  category: string;
  external_id: string;
  stake: bigint;
  valid_bet: Generated<bigint>;
  payout: Generated<bigint>;
  status: 'OPEN' | 'SETTLED' | 'CANCELLED';
  placed_at: Generated<Date>;
  settled_at: Date | null;
}

// ---------------------------------------------------------------------------------------------
// Platform: the domain-event outbox and period-job runs (migration 0014, ADR 0021). Only
// platform/outbox and platform/period-jobs read or write these tables.
// ---------------------------------------------------------------------------------------------

export interface OutboxAndJobTables {
  outbox_events: OutboxEventsTable;
  outbox_subscribers: OutboxSubscribersTable;
  outbox_handled: OutboxHandledTable;
  outbox_failures: OutboxFailuresTable;
  period_runs: PeriodRunsTable;
}

export interface OutboxEventsTable {
  id: Generated<bigint>;
  type: string;
  aggregate: string;
  aggregate_id: string;
  merchant_id: number;
  /** Written as JSON text (bigints already strings); read back parsed. */
  payload: ColumnType<unknown, string, never>;
  /** The writing transaction's id (pg_current_xact_id), set by the database. */
  tx_id: ColumnType<bigint, never, never>;
  created_at: CreatedAt;
}

export interface OutboxSubscribersTable {
  name: string;
  holder: string | null;
  lease_expires_at: Date | null;
  /** Every event of this subscriber's types with a smaller tx_id is handled. */
  low_water_tx: bigint;
  seen_at: Date;
}

export interface OutboxHandledTable {
  event_id: bigint;
  subscriber: string;
  handled_at: Date;
}

export interface OutboxFailuresTable {
  event_id: bigint;
  subscriber: string;
  attempts: number;
  next_attempt_at: Date;
  dead: Generated<boolean>;
  last_error: string;
  updated_at: Date;
}

export interface PeriodRunsTable {
  id: Generated<bigint>;
  job: string;
  merchant_id: number | null;
  period: string;
  period_start: Date;
  period_end: Date;
  status: 'running' | 'retry' | 'done' | 'dead';
  holder: string | null;
  lease_expires_at: Date | null;
  attempts: Generated<number>;
  failures: Generated<number>;
  next_attempt_at: Date | null;
  checkpoint: ColumnType<unknown, string | null, string | null>;
  result: ColumnType<unknown, string | null, string | null>;
  last_error: string | null;
  started_at: Date;
  heartbeat_at: Date | null;
  finished_at: Date | null;
}
