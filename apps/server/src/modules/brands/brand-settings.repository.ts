import type { Db } from '../../db/database.ts';

/**
 * Writes of the brand-settings screens (issue 15). Each runs in the caller's transaction, which
 * first locks the brand's row (`lockMerchant`), so two operators' changes to one brand queue.
 */

export async function findMerchantById(db: Db, merchantId: number) {
  return db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirst();
}

export async function lockMerchant(db: Db, merchantId: number) {
  return db.selectFrom('merchants').selectAll().where('id', '=', merchantId).forUpdate().executeTakeFirst();
}

export async function updateMerchantCurrency(db: Db, merchantId: number, currency: string, exponent: number) {
  await db
    .updateTable('merchants')
    .set({ currency, currency_exponent: exponent, updated_at: new Date() })
    .where('id', '=', merchantId)
    .execute();
}

export async function updateMerchantLanguages(
  db: Db,
  merchantId: number,
  languages: string[],
  defaultLanguage: string,
) {
  await db
    .updateTable('merchants')
    .set({ languages, default_language: defaultLanguage, updated_at: new Date() })
    .where('id', '=', merchantId)
    .execute();
}

export async function upsertRegisterRule(
  db: Db,
  merchantId: number,
  rule: {
    field: string;
    enabled: boolean;
    required: boolean;
    pattern_id: string;
    min_length: number;
    max_length: number;
    sort: number;
  },
) {
  const { sort: _sort, ...change } = rule;
  await db
    .insertInto('register_rules')
    .values({ merchant_id: merchantId, ...rule })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'field']).doUpdateSet({
        enabled: change.enabled,
        required: change.required,
        pattern_id: change.pattern_id,
        min_length: change.min_length,
        max_length: change.max_length,
      }),
    )
    .execute();
}

export async function maxRegisterRuleSort(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('register_rules')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(row?.sort ?? 0);
}

/** Which brand holds a domain (domains are unique across brands). */
export async function findDomainOwner(db: Db, domain: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('merchant_domains')
    .select('merchant_id')
    .where('domain', '=', domain)
    .executeTakeFirst();
  return row?.merchant_id;
}

export async function insertDomain(
  db: Db,
  merchantId: number,
  domain: { domain: string; type: 'PLAYER' | 'AGENT' | 'ALTERNATE'; primary: boolean },
) {
  await db
    .insertInto('merchant_domains')
    .values({ merchant_id: merchantId, domain: domain.domain, type: domain.type, is_primary: domain.primary })
    .execute();
}

export async function updateDomain(
  db: Db,
  merchantId: number,
  domain: string,
  change: { type: 'PLAYER' | 'AGENT' | 'ALTERNATE'; primary: boolean },
) {
  await db
    .updateTable('merchant_domains')
    .set({ type: change.type, is_primary: change.primary })
    .where('merchant_id', '=', merchantId)
    .where('domain', '=', domain)
    .execute();
}

/** No domain of the brand is primary any more (before another becomes so). */
export async function clearPrimaryDomain(db: Db, merchantId: number) {
  await db
    .updateTable('merchant_domains')
    .set({ is_primary: false })
    .where('merchant_id', '=', merchantId)
    .where('is_primary', '=', true)
    .execute();
}

export async function deleteDomain(db: Db, merchantId: number, domain: string) {
  await db
    .deleteFrom('merchant_domains')
    .where('merchant_id', '=', merchantId)
    .where('domain', '=', domain)
    .execute();
}

/** Every customer-service entry of a brand with its id (the player site reads the enabled ones). */
export async function listCustomerServiceRows(db: Db, merchantId: number) {
  return db
    .selectFrom('customer_service_entries')
    .select(['id', 'type', 'cs_position', 'title', 'path'])
    .where('merchant_id', '=', merchantId)
    .orderBy('type')
    .orderBy('cs_position')
    .orderBy('id')
    .execute();
}

export async function insertCustomerService(
  db: Db,
  merchantId: number,
  entry: { type: string; cs_position: number; title: string; path: string },
): Promise<number> {
  const row = await db
    .insertInto('customer_service_entries')
    .values({ merchant_id: merchantId, ...entry })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomerService(
  db: Db,
  merchantId: number,
  id: number,
  entry: { type: string; cs_position: number; title: string; path: string },
): Promise<boolean> {
  const result = await db
    .updateTable('customer_service_entries')
    .set(entry)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCustomerService(db: Db, merchantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('customer_service_entries')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listResourceRows(db: Db, merchantId: number) {
  return db
    .selectFrom('brand_resources')
    .select(['id', 'resource_type', 'url', 'label_name_en', 'sort'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertResource(
  db: Db,
  merchantId: number,
  resource: { resource_type: string; url: string; label_name_en: string | null },
): Promise<number> {
  const last = await db
    .selectFrom('brand_resources')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const row = await db
    .insertInto('brand_resources')
    .values({ merchant_id: merchantId, ...resource, sort: Number(last?.sort ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateResource(
  db: Db,
  merchantId: number,
  id: number,
  resource: { resource_type: string; url: string; label_name_en: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('brand_resources')
    .set(resource)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteResource(db: Db, merchantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('brand_resources')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
