import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

/** Tables of the brands module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface BrandsTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_flags: MerchantFlagsTable;
  register_rules: RegisterRulesTable;
  customer_service_entries: CustomerServiceEntriesTable;
  brand_resources: BrandResourcesTable;
  help_articles: HelpArticlesTable;
}

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

export type MerchantRow = Selectable<MerchantsTable>;

export type NewMerchant = Insertable<MerchantsTable>;
