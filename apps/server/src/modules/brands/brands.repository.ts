import type { Db } from '../../db/database.ts';

export async function findMerchantByCode(db: Db, code: string) {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

/** A brand's currency and its decimals by id, through any executor (a transaction too). */
export async function findMerchantMoney(db: Db, id: number) {
  return db
    .selectFrom('merchants')
    .select(['id', 'currency', 'currency_exponent'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findMerchantCodeById(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('merchants').select('code').where('id', '=', id).executeTakeFirst();
  return row?.code;
}

export async function findMerchantIdByCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

export async function findMerchantCodeByDomain(db: Db, domain: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
    .select('merchants.code')
    .where('merchant_domains.domain', '=', domain)
    .executeTakeFirst();
  return row?.code;
}

export async function findFirstMerchantCode(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('merchants').select('code').orderBy('id').limit(1).executeTakeFirst();
  return row?.code;
}

export async function listMerchants(db: Db) {
  return db.selectFrom('merchants').selectAll().orderBy('id').execute();
}

export async function countMerchants(db: Db): Promise<number> {
  const row = await db
    .selectFrom('merchants')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listFlags(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_flags')
    .select(['flag', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .execute();
}

export async function listDomains(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_domains')
    .select(['domain', 'type', 'is_primary'])
    .where('merchant_id', '=', merchantId)
    .orderBy('is_primary', 'desc')
    .orderBy('domain')
    .execute();
}

export async function listRegisterRules(db: Db, merchantId: number) {
  return db
    .selectFrom('register_rules')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('field')
    .execute();
}

export async function listCustomerService(db: Db, merchantId: number) {
  return db
    .selectFrom('customer_service_entries')
    .select(['type', 'cs_position', 'title', 'path'])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('type')
    .orderBy('cs_position')
    .execute();
}

export async function listResources(db: Db, merchantId: number) {
  return db
    .selectFrom('brand_resources')
    .select(['resource_type', 'url', 'label_name_en'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listMerchantVendors(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_vendors')
    .innerJoin('game_vendors', 'game_vendors.code', 'merchant_vendors.vendor_code')
    .select([
      'merchant_vendors.game_category',
      'merchant_vendors.vendor_code',
      'game_vendors.name',
      'game_vendors.wallet_mode',
    ])
    .where('merchant_vendors.merchant_id', '=', merchantId)
    .where('merchant_vendors.enabled', '=', true)
    .orderBy('merchant_vendors.sort')
    .orderBy('merchant_vendors.vendor_code')
    .execute();
}

export async function findVendor(db: Db, code: string) {
  return db.selectFrom('game_vendors').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function listHelpArticles(db: Db, merchantId: number, lang: string, device: string) {
  return db
    .selectFrom('help_articles')
    .select(['anchor', 'kind', 'title', 'content'])
    .where('merchant_id', '=', merchantId)
    .where('lang', '=', lang)
    .where('device', '=', device)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function upsertFlag(db: Db, merchantId: number, flag: string, enabled: boolean) {
  await db
    .insertInto('merchant_flags')
    .values({ merchant_id: merchantId, flag, enabled })
    .onConflict((oc) => oc.columns(['merchant_id', 'flag']).doUpdateSet({ enabled, updated_at: new Date() }))
    .execute();
}

export async function updateMerchantSettings(db: Db, merchantId: number, settings: unknown) {
  await db
    .updateTable('merchants')
    .set({ settings: JSON.stringify(settings), updated_at: new Date() })
    .where('id', '=', merchantId)
    .execute();
}
