import { type Kysely, sql } from 'kysely';

/**
 * The demo sports and e-sports lobbies open the demo provider's books (issue 20; ADR 0041), for
 * installs seeded before. A fresh database gets the same from the seed, which runs after this.
 *
 * - The lobbies of GLN, BTI and SB1 play engine `sportsbook`, those of IMES and ARE `esports`
 *   (only while they still name the money wheel they were seeded with: an operator's own change
 *   stays).
 * - BTI, IMES and ARE settle over the seamless wallet from now on, like every demo-provider game,
 *   and take the demo provider's key that the other seamless vendors verify with. A vendor whose
 *   simulated transfer wallets (ADR 0013) still hold a member's money stays TRANSFER, so that
 *   money can still be moved back to the main wallet; the next seed of a development install (or
 *   the operator) switches it once those wallets are empty.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update games set engine = 'sportsbook'
    where code in ('GLN-LOBBY', 'BTI-LOBBY', 'SB1-LOBBY') and engine = 'wheel'
  `.execute(db);
  await sql`
    update games set engine = 'esports'
    where code in ('IMES-LOBBY', 'ARE-LOBBY') and engine = 'wheel'
  `.execute(db);
  await sql`
    update game_vendors v set wallet_mode = 'SEAMLESS'
    where v.code in ('BTI', 'IMES', 'ARE') and v.wallet_mode = 'TRANSFER'
      and not exists (
        select 1 from sim_vendor_wallets w where w.vendor_code = v.code and w.balance > 0
      )
  `.execute(db);
  await sql`
    update game_vendors v set wallet_public_key = (
      select k.wallet_public_key from game_vendors k
      where k.code = 'GLN' and k.wallet_public_key is not null
    )
    where v.code in ('BTI', 'IMES', 'ARE') and v.wallet_mode = 'SEAMLESS' and v.wallet_public_key is null
  `.execute(db);
}
