import { type Kysely, sql } from 'kysely';

/**
 * Transfer-wallet vendors reached over HTTP (issue 20; ADR 0043), owned by the games module (the
 * catalogue) and read by the wallet's vendor gateway.
 *
 * `game_vendors.transfer_api`: how the portal reaches a TRANSFER vendor's own wallet. Null keeps
 * the simulated books in the portal (ADR 0013); HTTP calls the vendor's signed transfer API at
 * its launch address (`launch_url`, or the configured demo provider) under `/transfer/<code>/`,
 * verified with `wallet_public_key`. SB1 (Sportsbook One) is the demo provider's transfer vendor.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table game_vendors
      add column transfer_api text check (transfer_api in ('HTTP'))
  `.execute(db);
  await sql`
    update game_vendors set transfer_api = 'HTTP' where code = 'SB1' and wallet_mode = 'TRANSFER'
  `.execute(db);
}
