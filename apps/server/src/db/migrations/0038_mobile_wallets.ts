import { type Kysely, sql } from 'kysely';

/**
 * Mobile wallets as payment methods (issue 20; ADR 0047), owned by the payments module.
 *
 * `payment_methods.channel`: the wallet an online method pays through (the deposit asks for the
 * payer's wallet number). For an install that already has brands: a brand in taka gets bKash and
 * Nagad, a brand in pesos GCash and Maya, as online methods through the sandbox provider after its
 * other methods, and the same names as withdrawal "banks" (a wallet number is the account). A
 * brand that already has a method of that channel, or that bank name, is left as it is. A fresh
 * database has no brands here: the seed adds the same.
 */
const WALLETS = [
  {
    currency: 'BDT',
    channel: 'BKASH',
    name: 'bKash',
    min: 100,
    max: 25_000,
    presets: [500, 1000, 2000, 5000],
  },
  {
    currency: 'BDT',
    channel: 'NAGAD',
    name: 'Nagad',
    min: 100,
    max: 25_000,
    presets: [500, 1000, 2000, 5000],
  },
  {
    currency: 'PHP',
    channel: 'GCASH',
    name: 'GCash',
    min: 100,
    max: 50_000,
    presets: [200, 500, 1000, 5000],
  },
  { currency: 'PHP', channel: 'MAYA', name: 'Maya', min: 100, max: 50_000, presets: [200, 500, 1000, 5000] },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table payment_methods
      add column channel text check (channel in ('BKASH', 'NAGAD', 'GCASH', 'MAYA')),
      add constraint payment_methods_channel_online check (channel is null or kind = 'ONLINE')`.execute(db);
  await addMobileWallets(db);
}

/** The wallets for the brands in their currencies that lack them (running it again adds nothing). */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function addMobileWallets(db: Kysely<any>): Promise<void> {
  for (const w of WALLETS) {
    const scale = (column: string) => sql.raw(`(10::bigint ^ m.currency_exponent)::bigint * ${column}`);
    await sql`
      insert into payment_methods (merchant_id, kind, name, provider, min_amount, max_amount, presets, channel, sort)
      select m.id, 'ONLINE', ${w.name}, 'sandbox',
        ${scale(String(w.min))}, ${scale(String(w.max))},
        array[${sql.join(w.presets.map((p) => scale(String(p))))}],
        ${w.channel},
        coalesce((select max(pm.sort) from payment_methods pm where pm.merchant_id = m.id), 0) + 10
      from merchants m
      where m.currency = ${w.currency}
        and not exists (select 1 from payment_methods pm where pm.merchant_id = m.id and pm.channel = ${w.channel})`.execute(
      db,
    );
    await sql`
      update merchants
      set settings = jsonb_set(settings, '{wallet,banks}', (settings #> '{wallet,banks}') || to_jsonb(${w.name}::text))
      where currency = ${w.currency}
        and jsonb_typeof(settings #> '{wallet,banks}') = 'array'
        and not (settings #> '{wallet,banks}') ? ${w.name}`.execute(db);
  }
}
