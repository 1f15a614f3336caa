import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_AGENT_SETTINGS,
  type LanguageCode,
  parseMoney,
  type TBrandSettings,
} from '@portal/contracts';
import { ZBrandSettings } from '@portal/contracts/schemas/brand';
import { ZCustomerServiceEntry, ZResource } from '@portal/contracts/schemas/urls';
import type { Db } from '../db/database.ts';
import { ensureBuiltInRoles } from '../modules/admin/operator-admin.ts';
import { post, type Trx } from '../modules/ledger/ledger.ts';
import { sanitizeRichText } from '../platform/html.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { Secrets } from '../platform/secrets.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoAgentTransfers } from './demo-agent-transfers.ts';
import { type BrandSeed, DEMO_BRANDS } from './demo-brands.ts';
import { contentBn } from './demo-content.bn.ts';
import { contentFil } from './demo-content.fil.ts';
import { type ContentFacts, contentEn, type DemoContent } from './demo-content.ts';
import { seedDemoContracts, settleDemoContracts } from './demo-contracts.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoPlay } from './demo-play.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoRaffle } from './demo-raffle.ts';
import { seedDemoReferral } from './demo-referral.ts';
import { seedDemoTeam } from './demo-team.ts';
import { seedDemoVip, vipDeskOf } from './demo-vip.ts';
import { demoGames } from './games.ts';
import { HELP_CONTENT } from './help-content.ts';
import { DEMO_VENDORS } from './vendors.ts';

export interface SeedSummary {
  brands: string[];
  created: string[];
}

/**
 * Writes the demo data. Idempotent: rows that exist are left as they are (so flags switched on
 * the development page survive a re-seed); missing rows are added. Runs in one transaction; then
 * the demo agents' contract periods are settled (seed/demo-contracts.ts). With the server's `secrets`, the demo agent team's history includes withdrawals (their bank
 * accounts are sealed under the brand's keys).
 */
export async function seedDemoData(db: Db, options: { secrets?: Secrets } = {}): Promise<SeedSummary> {
  const summary = await db.transaction().execute(async (trx) => {
    for (const vendor of DEMO_VENDORS) {
      await trx
        .insertInto('game_vendors')
        .values({
          code: vendor.code,
          name: vendor.name,
          logo_colours: vendor.colours,
          wallet_mode: vendor.walletMode ?? 'SEAMLESS',
          transfer_api: vendor.transferApi ?? null,
        })
        .onConflict((oc) =>
          oc.column('code').doUpdateSet({
            wallet_mode: vendor.walletMode ?? 'SEAMLESS',
            transfer_api: vendor.transferApi ?? null,
          }),
        )
        .execute();
    }
    await seedCatalogue(trx);
    const created: string[] = [];
    for (const brand of DEMO_BRANDS) {
      if (await seedBrand(trx, brand, options.secrets)) created.push(brand.code);
    }
    return { brands: DEMO_BRANDS.map((b) => b.code), created };
  });
  // The demo agents' contract periods, settled by the settlement core (it commits on its own).
  for (const code of Object.keys(DEMO_TEAMS)) await settleDemoContracts(db, code, new Date());
  return summary;
}

/** The demo provider's development key (ADR 0015), for the vendors it stands in for. */
const DEMO_PROVIDER_KEY = path.resolve(import.meta.dirname, '../../../../dev-keys/demo-provider.dev.pub.pem');

/** The demo catalogue (seed/games.ts); games that exist are left as they are. */
async function seedCatalogue(db: Db): Promise<void> {
  const key = existsSync(DEMO_PROVIDER_KEY) ? readFileSync(DEMO_PROVIDER_KEY, 'utf8') : null;
  if (key) {
    await db
      .updateTable('game_vendors')
      .set({ wallet_public_key: key })
      // Seamless vendors sign wallet calls with it; a transfer vendor over HTTP its answers (ADR 0043).
      .where((eb) => eb.or([eb('wallet_mode', '=', 'SEAMLESS'), eb('transfer_api', '=', 'HTTP')]))
      .where('wallet_public_key', 'is', null)
      .execute();
  }
  const games = demoGames();
  for (let i = 0; i < games.length; i += 500) {
    await db
      .insertInto('games')
      .values(
        games.slice(i, i + 500).map((g) => ({
          vendor_code: g.vendorCode,
          code: g.code,
          category: g.category,
          game_type: g.gameType,
          classify: g.classify,
          names: JSON.stringify(g.names) as unknown as Record<string, string>,
          search_text: [g.names.en, g.names.bn, g.names.fil].join(' ').toLowerCase(),
          engine: g.engine,
          colours: g.colours,
          is_hot: g.isHot,
          is_new: g.isNew,
          sort: g.sort,
        })),
      )
      .onConflict((oc) => oc.columns(['vendor_code', 'code']).doNothing())
      .execute();
  }
}

async function seedBrand(db: Db, brand: BrandSeed, secrets: Secrets | undefined): Promise<boolean> {
  const settings = ZBrandSettings.parse(brand.settings);
  const inserted = await db
    .insertInto('merchants')
    .values({
      code: brand.code,
      name: brand.name,
      status: 'active',
      currency: brand.currency,
      currency_exponent: brand.currencyExponent,
      default_language: brand.defaultLanguage,
      languages: brand.languages,
      settings: JSON.stringify(settings),
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', brand.code)
    .executeTakeFirstOrThrow();
  const merchantId = merchant.id;
  // Every brand has the built-in operator roles before any operator refers to one.
  await ensureBuiltInRoles(db, merchantId);

  for (const d of brand.domains) {
    await db
      .insertInto('merchant_domains')
      .values({ merchant_id: merchantId, domain: d.domain, type: d.type, is_primary: d.primary })
      .onConflict((oc) => oc.column('domain').doNothing())
      .execute();
  }
  for (const [flag, enabled] of Object.entries(brand.flags)) {
    await db
      .insertInto('merchant_flags')
      .values({ merchant_id: merchantId, flag, enabled })
      .onConflict((oc) => oc.columns(['merchant_id', 'flag']).doNothing())
      .execute();
  }
  for (const [sort, r] of brand.rules.entries()) {
    await db
      .insertInto('register_rules')
      .values({
        merchant_id: merchantId,
        field: r.field,
        enabled: r.enabled,
        required: r.required,
        pattern_id: r.patternId,
        min_length: r.min,
        max_length: r.max,
        sort,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'field']).doNothing())
      .execute();
  }
  for (const entry of brand.customerService) {
    // The stored-URL rule (issue 13) holds for the demo brands too.
    const cs = ZCustomerServiceEntry.parse(entry);
    await db
      .insertInto('customer_service_entries')
      .values({
        merchant_id: merchantId,
        type: cs.type,
        cs_position: cs.csPosition,
        title: cs.title,
        path: cs.path,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'type', 'cs_position']).doNothing())
      .execute();
  }
  for (const [sort, resource] of brand.resources.entries()) {
    const r = ZResource.parse(resource);
    await db
      .insertInto('brand_resources')
      .values({
        merchant_id: merchantId,
        resource_type: r.resourceType,
        url: r.url,
        label_name_en: r.labelNameEn,
        sort,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'resource_type', 'url']).doNothing())
      .execute();
  }
  for (const [category, vendors] of Object.entries(brand.vendors)) {
    for (const [sort, vendorCode] of vendors.entries()) {
      await db
        .insertInto('merchant_vendors')
        .values({ merchant_id: merchantId, vendor_code: vendorCode, game_category: category, sort })
        .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'game_category']).doNothing())
        .execute();
    }
  }
  const facts = {
    name: brand.name,
    minimumAge: settings.minimumAge,
    currency: brand.currency,
    supportEmail: brand.supportEmail,
    points: brand.flags.PTSYS3,
  };
  for (const lang of brand.languages) {
    const articles = HELP_CONTENT[lang]?.(facts) ?? [];
    for (const [sort, article] of articles.entries()) {
      await db
        .insertInto('help_articles')
        .values({
          merchant_id: merchantId,
          lang,
          device: 'WEB',
          kind: article.kind,
          anchor: article.anchor,
          title: article.title,
          content: sanitizeRichText(article.content),
          sort,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'lang', 'device', 'anchor']).doNothing())
        .execute();
    }
  }
  await seedAccounts(db, merchantId, brand, settings);
  await seedPaymentMethods(db, merchantId, brand);
  await seedDemoPlay(
    db,
    { id: merchantId, code: brand.code, currency: brand.currency, exponent: brand.currencyExponent },
    new Date(),
  );
  const team = DEMO_TEAMS[brand.code];
  if (team) {
    await seedDemoTeam(
      db,
      {
        id: merchantId,
        code: brand.code,
        currency: brand.currency,
        exponent: brand.currencyExponent,
        bank: settings.wallet.banks[0] ?? 'Bank',
      },
      team,
      new Date(),
      secrets,
    );
    await seedDemoAgentTransfers(
      db,
      { id: merchantId, currency: brand.currency, exponent: brand.currencyExponent },
      team,
      new Date(),
    );
    await seedDemoContracts(
      db,
      { id: merchantId, currency: brand.currency, exponent: brand.currencyExponent, settings },
      team,
      new Date(),
    );
  }
  await seedDemoRaffle(
    db,
    { id: merchantId, currency: brand.currency, exponent: brand.currencyExponent, settings },
    new Date(),
  );
  // The demo promotions (issue 18): the welcome bonus the demo content promises, and the rest.
  await seedDemoPromotions(
    db,
    { id: merchantId, currency: brand.currency, exponent: brand.currencyExponent },
    new Date(),
  );
  // The demo VIP ladder (issue 19) and the demo members' levels from their seeded play.
  await seedDemoVip(
    db,
    {
      id: merchantId,
      code: brand.code,
      currency: brand.currency,
      exponent: brand.currencyExponent,
      settings,
      defaultLanguage: brand.defaultLanguage,
      vipDesk: vipDeskOf(brand.customerService),
    },
    new Date(),
  );
  // The points mall (issue 19; PTSYS3) and what the demo bets above earned.
  await seedDemoPoints(
    db,
    { id: merchantId, exponent: brand.currencyExponent, settings, flags: brand.flags },
    new Date(),
  );
  // Referral (issue 19): demo01's invited friends, from the team's real seeded deposits and bets.
  await seedDemoReferral(
    db,
    {
      id: merchantId,
      code: brand.code,
      currency: brand.currency,
      exponent: brand.currencyExponent,
      settings,
      defaultLanguage: brand.defaultLanguage,
    },
    new Date(),
  );
  // The demo missions and leaderboard (issue 19): what the "Daily missions" banner promises.
  await seedDemoMissions(
    db,
    {
      id: merchantId,
      currency: brand.currency,
      exponent: brand.currencyExponent,
      points: Boolean(brand.flags.PTSYS3),
      utcOffsetMinutes: settings.contracts?.utcOffsetMinutes ?? 360,
    },
    new Date(),
  );
  // Content only for a brand made just now: a re-seed must not bring back what operators removed.
  if (inserted !== undefined) await seedContent(db, merchantId, brand, settings);
  return inserted !== undefined;
}

const CONTENT: Partial<Record<LanguageCode, (facts: ContentFacts) => DemoContent>> = {
  en: contentEn,
  bn: contentBn,
  fil: contentFil,
};

async function seedContent(
  db: Db,
  merchantId: number,
  brand: BrandSeed,
  settings: TBrandSettings,
): Promise<void> {
  const facts = { name: brand.name, currency: brand.currency, minimumAge: settings.minimumAge };
  for (const language of brand.languages) {
    const content = CONTENT[language]?.(facts);
    if (!content) continue;
    for (const [index, a] of content.announcements.entries()) {
      await db
        .insertInto('announcements')
        .values({
          merchant_id: merchantId,
          type: a.type,
          language,
          title: a.title,
          content: sanitizeRichText(a.content),
          audience: a.audience ?? ['A', 'B'],
          // Older first, so the list shows the newest on top in seed order.
          created_at: new Date(Date.now() - (content.announcements.length - index) * 3_600_000),
        })
        .execute();
    }
    for (const [sort, b] of content.banners.entries()) {
      await db
        .insertInto('banners')
        .values({
          merchant_id: merchantId,
          group_name: b.group,
          language,
          title: b.title,
          subtitle: b.subtitle,
          linkage_type: b.linkageType,
          linkage_value: b.linkageValue,
          colours:
            b.group === 'w_home' && sort === 1
              ? [settings.theme.accent, settings.theme.primary]
              : [settings.theme.primary, settings.theme.accent],
          sort: 100 - sort,
        })
        .execute();
    }
    await db
      .insertInto('messages')
      .values({
        merchant_id: merchantId,
        member_id: null,
        language,
        kind: 'SYSTEM',
        title: content.welcome.title,
        content: sanitizeRichText(content.welcome.content),
        // Sent now: it reaches the demo accounts, made just before, and members who join later do not
        // get an old welcome (a broadcast is for members who had joined when it was sent).
      })
      .execute();
  }
}

/** The agent whose team gets sixty days of history (seed/demo-team.ts), per brand code. */
const DEMO_TEAMS: Record<string, string> = { TIGER: 'agent01' };

async function seedAccounts(
  db: Db,
  merchantId: number,
  brand: BrandSeed,
  settings: TBrandSettings,
): Promise<void> {
  const demo = DEMO_ACCOUNTS[brand.code];
  if (!demo) return;
  const ids = new Map<string, bigint>();
  // One hash per demo password (they are published in the README anyway): argon2 is most of
  // the accounts' seeding time, and the demo team shares two passwords.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };
  // Agents first, so their downline can name them.
  const ordered = [...demo.members].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  for (const m of ordered) {
    const existing = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('account', '=', m.account)
      .executeTakeFirst();
    if (existing) {
      ids.set(m.account, existing.id);
      continue;
    }
    const now = new Date();
    const row = await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        account: m.account,
        nickname: m.nickname ?? null,
        type: m.subAgent ? (settings.agents ?? DEFAULT_AGENT_SETTINGS).subAgentType : m.type,
        password_hash: await hashOf(m.password),
        must_change_password: m.mustChangePassword ?? false,
        mobile: m.mobile ?? null,
        mobile_verified_at: m.mobile ? now : null,
        email: m.email ?? null,
        email_verified_at: m.email ? now : null,
        payee_name: m.payeeName ?? null,
        payment_password_hash: m.paymentPassword ? await hashPassword(m.paymentPassword) : null,
        referral_code: m.referralCode,
        parent_id: m.parent ? (ids.get(m.parent) ?? null) : null,
        register_method: 'SEED',
        terms_accepted_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(m.account, row.id);
    const opening = m.balance ? parseMoney(m.balance, brand.currencyExponent) : null;
    if (opening) {
      // The ledger sees the seed like any other movement: from the house to the member.
      await post(db as unknown as Trx, {
        merchantId,
        currency: brand.currency,
        kind: 'ADJUSTMENT',
        idempotencyKey: `seed:${m.account}`,
        metadata: { note: 'Demo opening balance' },
        postings: [
          { account: { merchantId, kind: 'HOUSE' }, amount: -opening },
          { account: { merchantId, kind: 'MAIN', memberId: row.id }, amount: opening },
        ],
      });
    }
    for (const ip of m.knownAddresses) {
      await db
        .insertInto('member_known_ips')
        .values({ merchant_id: merchantId, member_id: row.id, ip })
        .execute();
    }
  }
  for (const o of demo.operators) {
    await db
      .insertInto('operators')
      .values({
        merchant_id: merchantId,
        username: o.username,
        display_name: o.displayName,
        role: o.role,
        password_hash: await hashPassword(o.password),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
      .execute();
  }
}

/** Payment methods per brand, when the brand has none yet (operators may have changed them). */
const PAYMENT_METHODS: Record<
  string,
  {
    kind: 'ONLINE' | 'BANK_TRANSFER';
    name: string;
    min: string;
    max: string;
    presets: string[];
    bank: { bankName: string; accountName: string; accountNumber: string; branch: string | null } | null;
    /** A mobile wallet (ADR 0047; migration 0038 adds the same to existing brands). */
    channel?: 'BKASH' | 'NAGAD' | 'GCASH' | 'MAYA';
  }[]
> = {
  TIGER: [
    {
      kind: 'ONLINE',
      name: 'Sandbox Pay',
      min: '100',
      max: '50000',
      presets: ['500', '1000', '2000', '5000'],
      bank: null,
    },
    {
      kind: 'BANK_TRANSFER',
      // Named by the bank, not in English: the kind line under it says "bank transfer" in each language.
      name: 'Dutch-Bangla Bank',
      min: '500',
      max: '200000',
      presets: ['1000', '5000', '10000'],
      bank: {
        bankName: 'Dutch-Bangla Bank',
        accountName: 'Tiger Star Ltd',
        accountNumber: '1051100012345',
        branch: 'Gulshan, Dhaka',
      },
    },
    {
      kind: 'ONLINE',
      name: 'bKash',
      min: '100',
      max: '25000',
      presets: ['500', '1000', '2000', '5000'],
      bank: null,
      channel: 'BKASH',
    },
    {
      kind: 'ONLINE',
      name: 'Nagad',
      min: '100',
      max: '25000',
      presets: ['500', '1000', '2000', '5000'],
      bank: null,
      channel: 'NAGAD',
    },
  ],
  JADE: [
    {
      kind: 'ONLINE',
      name: 'Sandbox Pay',
      min: '100',
      max: '100000',
      presets: ['200', '500', '1000', '5000'],
      bank: null,
    },
    {
      kind: 'BANK_TRANSFER',
      name: 'BDO Unibank',
      min: '500',
      max: '500000',
      presets: ['1000', '5000', '20000'],
      bank: {
        bankName: 'BDO Unibank',
        accountName: 'Jade Palace Gaming Inc.',
        accountNumber: '001234567890',
        branch: 'Makati',
      },
    },
    {
      kind: 'ONLINE',
      name: 'GCash',
      min: '100',
      max: '50000',
      presets: ['200', '500', '1000', '5000'],
      bank: null,
      channel: 'GCASH',
    },
    {
      kind: 'ONLINE',
      name: 'Maya',
      min: '100',
      max: '50000',
      presets: ['200', '500', '1000', '5000'],
      bank: null,
      channel: 'MAYA',
    },
  ],
};

async function seedPaymentMethods(db: Db, merchantId: number, brand: BrandSeed): Promise<void> {
  const methods = PAYMENT_METHODS[brand.code];
  if (!methods) return;
  const existing = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  const minor = (text: string) => parseMoney(text, brand.currencyExponent) as bigint;
  for (const [sort, m] of methods.entries()) {
    await db
      .insertInto('payment_methods')
      .values({
        merchant_id: merchantId,
        kind: m.kind,
        name: m.name,
        provider: m.kind === 'ONLINE' ? 'sandbox' : null,
        min_amount: minor(m.min),
        max_amount: minor(m.max),
        presets: m.presets.map(minor),
        bank: m.bank ? JSON.stringify(m.bank) : null,
        sort,
        channel: m.channel ?? null,
      })
      .execute();
  }
}
