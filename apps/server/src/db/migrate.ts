import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002 from './migrations/0002_accounts.ts';
import * as m0003 from './migrations/0003_content.ts';
import * as m0004 from './migrations/0004_wallet.ts';
import * as m0005 from './migrations/0005_member_transit.ts';
import * as m0006 from './migrations/0006_member_accounts_index.ts';
import * as m0007 from './migrations/0007_games.ts';
import * as m0008 from './migrations/0008_provider_wallet.ts';
import * as m0009 from './migrations/0009_house_per_member.ts';
import * as m0010 from './migrations/0010_originals.ts';
import * as m0011 from './migrations/0011_crash.ts';
import * as m0012 from './migrations/0012_lottery.ts';
import * as m0013 from './migrations/0013_throttle_pending.ts';
import * as m0014 from './migrations/0014_outbox_and_jobs.ts';
import * as m0015 from './migrations/0015_operator_access.ts';
import * as m0016 from './migrations/0016_member_ops.ts';
import * as m0017 from './migrations/0017_payment_claims.ts';
import * as m0019 from './migrations/0019_game_console.ts';
import * as m0020 from './migrations/0020_lottery_settings.ts';
import * as m0021 from './migrations/0021_agent_tree.ts';
import * as m0022 from './migrations/0022_agent_transfers.ts';
import * as m0024 from './migrations/0024_agent_permissions.ts';
import * as m0025 from './migrations/0025_agent_announcements.ts';
import * as m0026 from './migrations/0026_agent_contracts.ts';
import * as m0027 from './migrations/0027_promotions.ts';
import * as m0028 from './migrations/0028_bonus_stake_bets.ts';
import * as m0029 from './migrations/0029_loyalty_permissions.ts';
import * as m0030 from './migrations/0030_points.ts';
import * as m0031 from './migrations/0031_vip.ts';
import * as m0032 from './migrations/0032_missions.ts';
import * as m0033 from './migrations/0033_referral.ts';
import * as m0034 from './migrations/0034_sportsbook_lobbies.ts';
import * as m0035 from './migrations/0035_demo_tables.ts';
import * as m0036 from './migrations/0036_transfer_vendor_api.ts';
import * as m0037 from './migrations/0037_trial_wallet.ts';
import * as m0038 from './migrations/0038_mobile_wallets.ts';
import * as m0039 from './migrations/0039_clearing_per_member.ts';
import * as m0040 from './migrations/0040_crash_retention.ts';

/** Migrations in order. Names sort lexically; never rename or edit one that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_content': m0003,
  '0004_wallet': m0004,
  '0005_member_transit': m0005,
  '0006_member_accounts_index': m0006,
  '0007_games': m0007,
  '0008_provider_wallet': m0008,
  '0009_house_per_member': m0009,
  '0010_originals': m0010,
  '0011_crash': m0011,
  '0012_lottery': m0012,
  '0013_throttle_pending': m0013,
  '0014_outbox_and_jobs': m0014,
  '0015_operator_access': m0015,
  '0016_member_ops': m0016,
  '0017_payment_claims': m0017,
  '0019_game_console': m0019,
  '0020_lottery_settings': m0020,
  '0021_agent_tree': m0021,
  '0022_agent_transfers': m0022,
  '0024_agent_permissions': m0024,
  '0025_agent_announcements': m0025,
  '0026_agent_contracts': m0026,
  '0027_promotions': m0027,
  '0028_bonus_stake_bets': m0028,
  '0029_loyalty_permissions': m0029,
  '0030_points': m0030,
  '0031_vip': m0031,
  '0032_missions': m0032,
  '0033_referral': m0033,
  '0034_sportsbook_lobbies': m0034,
  '0035_demo_tables': m0035,
  '0036_transfer_vendor_api': m0036,
  '0037_trial_wallet': m0037,
  '0038_mobile_wallets': m0038,
  '0039_clearing_per_member': m0039,
  '0040_crash_retention': m0040,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** True when the database has run exactly the migrations above (no more, none missing). */
export async function isUpToDate(db: Db): Promise<boolean> {
  const table = await sql<{
    name: string | null;
  }>`select to_regclass('kysely_migration')::text as name`.execute(db);
  if (!table.rows[0]?.name) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const known = Object.keys(MIGRATIONS);
  return applied.size === known.length && known.every((name) => applied.has(name));
}

/**
 * Brings the schema up to date. Kysely takes a PostgreSQL advisory lock around the run, so nodes
 * that start together migrate once.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Most starts have nothing to run: two plain reads tell so, where the migrator reads the whole
  // catalogue twice to find its own tables (a third of a second on the embedded database).
  if (await isUpToDate(db)) return [];
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
