import type { AdminTables } from '../modules/admin/admin.tables.ts';
import type { AgentContractsTables } from '../modules/agent-contracts/agent-contracts.tables.ts';
import type { AgentsTables } from '../modules/agents/agents.tables.ts';
import type { BrandsTables } from '../modules/brands/brands.tables.ts';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { CrashTables } from '../modules/crash/crash.tables.ts';
import type { GamesTables } from '../modules/games/games.tables.ts';
import type { LedgerTables } from '../modules/ledger/ledger.tables.ts';
import type { LotteryTables } from '../modules/lottery/lottery.tables.ts';
import type { MailTables } from '../modules/mail/mail.tables.ts';
import type { MemberTables } from '../modules/member/member.tables.ts';
import type { MemberOpsTables } from '../modules/member-ops/member-ops.tables.ts';
import type { MissionsTables } from '../modules/missions/missions.tables.ts';
import type { OriginalsTables } from '../modules/originals/originals.tables.ts';
import type { PaymentsTables } from '../modules/payments/payments.tables.ts';
import type { PointsTables } from '../modules/points/points.tables.ts';
import type { PromotionsTables } from '../modules/promotions/promotions.tables.ts';
import type { ProviderWalletTables } from '../modules/provider-wallet/provider-wallet.tables.ts';
import type { ReferralTables } from '../modules/referral/referral.tables.ts';
import type { SessionTables } from '../modules/session/session.tables.ts';
import type { TrialTables } from '../modules/trial/trial.tables.ts';
import type { VerificationTables } from '../modules/verification/verification.tables.ts';
import type { VipTables } from '../modules/vip/vip.tables.ts';
import type { WalletTables } from '../modules/wallet/wallet.tables.ts';
import type { OutboxTables } from '../platform/outbox/outbox.tables.ts';
import type { PeriodJobsTables } from '../platform/period-jobs/period-jobs.tables.ts';
import type { PlatformTables } from '../platform/platform.tables.ts';

/**
 * Every table, as Kysely sees them. Each owner declares its own in `<m>.tables.ts` beside its
 * code (the owners are listed in ADR 0022); this only joins them. The migrations stay in
 * db/migrations. A table name declared twice fails to compile here.
 */
export interface Database
  extends PlatformTables,
    OutboxTables,
    PeriodJobsTables,
    BrandsTables,
    MemberTables,
    SessionTables,
    VerificationTables,
    MailTables,
    ContentTables,
    AdminTables,
    LedgerTables,
    WalletTables,
    PaymentsTables,
    PointsTables,
    GamesTables,
    ProviderWalletTables,
    OriginalsTables,
    CrashTables,
    LotteryTables,
    MemberOpsTables,
    AgentsTables,
    AgentContractsTables,
    VipTables,
    MissionsTables,
    PromotionsTables,
    ReferralTables,
    TrialTables {}

// The row types, under the names importers of this file have used.
export type * from '../modules/admin/admin.tables.ts';
export type * from '../modules/agent-contracts/agent-contracts.tables.ts';
export type * from '../modules/agents/agents.tables.ts';
export type * from '../modules/brands/brands.tables.ts';
export type * from '../modules/content/content.tables.ts';
export type * from '../modules/games/games.tables.ts';
export type * from '../modules/ledger/ledger.tables.ts';
export type * from '../modules/mail/mail.tables.ts';
export type * from '../modules/member/member.tables.ts';
export type * from '../modules/member-ops/member-ops.tables.ts';
export type * from '../modules/missions/missions.tables.ts';
export type * from '../modules/payments/payments.tables.ts';
export type * from '../modules/points/points.tables.ts';
export type * from '../modules/promotions/promotions.tables.ts';
export type * from '../modules/provider-wallet/provider-wallet.tables.ts';
export type * from '../modules/session/session.tables.ts';
export type * from '../modules/verification/verification.tables.ts';
export type * from '../modules/vip/vip.tables.ts';
export type * from '../modules/wallet/wallet.tables.ts';
export type * from '../platform/outbox/outbox.tables.ts';
export type * from '../platform/period-jobs/period-jobs.tables.ts';
export type * from '../platform/platform.tables.ts';
