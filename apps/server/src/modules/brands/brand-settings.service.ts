import {
  buildWhitelabelTree,
  endpointPath,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FlagSet,
  isLanguageCode,
  type LanguageCode,
  PATTERNS,
  type PatternId,
  type SettingsMessageKey,
  SYSTEM_ROUTES,
  settingsMessage,
  type TBrandSettings,
  type TCustomerServiceEntry,
  type TMaintenance,
  type TRegionRestriction,
  type TRegisterRule,
  type TResource,
  type TTheme,
} from '@portal/contracts';
import { ZBrandSettings } from '@portal/contracts/schemas/brand';
import type { Db } from '../../db/database.ts';
import type { MerchantRow } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import * as settingsRepo from './brand-settings.repository.ts';
import * as repo from './brands.repository.ts';
import type { BrandService } from './brands.service.ts';

type DomainType = 'PLAYER' | 'AGENT' | 'ALTERNATE';

export interface RegisterRuleChange {
  field: TRegisterRule['field'];
  enabled: boolean;
  required: boolean;
  patternId: string;
  minLength: number;
  maxLength: number;
}

export interface CustomerServiceChange {
  type: TCustomerServiceEntry['type'];
  csPosition: number;
  title: string;
  path: string;
}

export interface ResourceChange {
  resourceType: TResource['resourceType'];
  url: string;
  labelNameEn: string | null;
}

/** The brand's settings as the console shows them, read from the database. */
export interface BrandSettingsState {
  brand: { code: string; name: string; currency: string; currencyExponent: number; logoUrl: string };
  whitelabel: ReturnType<typeof buildWhitelabelTree>;
  registerRules: TRegisterRule[];
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  theme: TTheme;
  maintenance: TMaintenance;
  regionRestriction: TRegionRestriction;
  domains: { domain: string; type: DomainType; primary: boolean }[];
  customerService: (TCustomerServiceEntry & { id: string })[];
  resources: (ResourceChange & { id: string; qrUrl: string | null })[];
}

/** Download links get a QR code on the player site (system.service's DOWNLOAD_RESOURCE_TYPES). */
const DOWNLOADS = new Set<string>(['Android', 'iOS', 'iOSLite']);

/**
 * The brand settings the operator console changes (issue 15). Every change locks the brand's row,
 * reads the state it changes inside that transaction (never a node's cache), writes, and hands the
 * before and after to the caller's audit hook in the same transaction; after the commit every node
 * drops its cached brand (BrandService.changed, ADR 0028). A change that changes nothing writes
 * and records nothing.
 */
export class BrandSettingsService {
  readonly #db: Db;
  readonly #brands: BrandService;

  constructor(db: Db, brands: BrandService) {
    this.#db = db;
    this.#brands = brands;
  }

  async read(merchantId: number, db: Db = this.#db): Promise<BrandSettingsState> {
    const row = await settingsRepo.findMerchantById(db, merchantId);
    if (!row) throw new AppError('UNKNOWN_MERCHANT');
    const [flags, rules, domains, cs, resources] = await Promise.all([
      repo.listFlags(db, merchantId),
      repo.listRegisterRules(db, merchantId),
      repo.listDomains(db, merchantId),
      settingsRepo.listCustomerServiceRows(db, merchantId),
      settingsRepo.listResourceRows(db, merchantId),
    ]);
    const settings = ZBrandSettings.parse(row.settings);
    const languages = row.languages.filter(isLanguageCode);
    return {
      brand: {
        code: row.code,
        name: row.name,
        currency: row.currency,
        currencyExponent: row.currency_exponent,
        logoUrl: `${SYSTEM_ROUTES.logo.path}?m=${row.code}`,
      },
      whitelabel: buildWhitelabelTree(flagSet(flags)),
      registerRules: rules.map(ruleView),
      languages,
      defaultLanguage: isLanguageCode(row.default_language) ? row.default_language : (languages[0] ?? 'en'),
      theme: settings.theme,
      maintenance: settings.maintenance,
      regionRestriction: settings.regionRestriction,
      domains: domains.map((d) => ({ domain: d.domain, type: d.type, primary: d.is_primary })),
      customerService: cs.map((c) => ({
        id: String(c.id),
        type: c.type as TCustomerServiceEntry['type'],
        csPosition: c.cs_position,
        title: c.title,
        path: c.path,
      })),
      resources: resources.map((r) => ({
        id: String(r.id),
        resourceType: r.resource_type as TResource['resourceType'],
        url: r.url,
        labelNameEn: r.label_name_en,
        qrUrl: DOWNLOADS.has(r.resource_type)
          ? `${endpointPath(SYSTEM_ROUTES.qr.path, { file: `${r.resource_type}.svg` })}?m=${row.code}`
          : null,
      })),
    };
  }

  /** Switches the named flags; the others keep their state. */
  async setFlags(
    merchantId: number,
    changes: Partial<Record<FeatureFlag, boolean>>,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const current = flagSet(await repo.listFlags(trx, merchantId));
      const before: Record<string, boolean> = {};
      const after: Record<string, boolean> = {};
      for (const flag of FEATURE_FLAGS) {
        const wanted = changes[flag];
        if (wanted === undefined || wanted === current[flag]) continue;
        before[flag] = current[flag];
        after[flag] = wanted;
        await repo.upsertFlag(trx, merchantId, flag, wanted);
      }
      if (Object.keys(after).length === 0) return null;
      await audit(trx, { id: 'flags', before, after });
      return true;
    });
  }

  /** Replaces the rules of the fields given; fields not given keep theirs. */
  async setRegisterRules(
    merchantId: number,
    rules: readonly RegisterRuleChange[],
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const current = new Map((await repo.listRegisterRules(trx, merchantId)).map((r) => [r.field, r]));
      let nextSort = await settingsRepo.maxRegisterRuleSort(trx, merchantId);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const rule of rules) {
        const old = current.get(rule.field);
        const stored = {
          field: rule.field,
          enabled: rule.enabled,
          required: rule.required,
          pattern_id: rule.patternId,
          min_length: rule.minLength,
          max_length: rule.maxLength,
        };
        if (
          old &&
          old.enabled === stored.enabled &&
          old.required === stored.required &&
          old.pattern_id === stored.pattern_id &&
          old.min_length === stored.min_length &&
          old.max_length === stored.max_length
        )
          continue;
        before[rule.field] = old ? ruleView(old) : null;
        after[rule.field] = ruleView(stored);
        if (!old) nextSort += 10;
        await settingsRepo.upsertRegisterRule(trx, merchantId, { ...stored, sort: old?.sort ?? nextSort });
      }
      if (Object.keys(after).length === 0) return null;
      await audit(trx, { id: 'register-rules', before, after });
      return true;
    });
  }

  async setLanguages(
    merchantId: number,
    input: { languages: LanguageCode[]; defaultLanguage: LanguageCode },
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx, merchant) => {
      const languages = [...new Set(input.languages)];
      const before = { languages: merchant.languages, defaultLanguage: merchant.default_language };
      const after = { languages, defaultLanguage: input.defaultLanguage };
      if (JSON.stringify(before) === JSON.stringify(after)) return null;
      await settingsRepo.updateMerchantLanguages(trx, merchantId, languages, input.defaultLanguage);
      await audit(trx, { id: 'languages', before, after });
      return true;
    });
  }

  /**
   * Changes the brand's currency and its number of decimals. `moveMoney` is the caller's check,
   * run in the same transaction under the brand's lock: it moves whatever must follow the currency
   * and answers false when the brand already holds money (then nothing changes: CURRENCY_IN_USE).
   */
  async setCurrency(
    merchantId: number,
    input: { currency: string; exponent: number },
    audit: AuditInTransaction,
    moveMoney: (trx: Db, currency: string) => Promise<boolean>,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx, merchant) => {
      const before = { currency: merchant.currency, exponent: merchant.currency_exponent };
      const after = { currency: input.currency, exponent: input.exponent };
      if (before.currency === after.currency && before.exponent === after.exponent) return null;
      if (!(await moveMoney(trx, input.currency))) throw new AppError('CURRENCY_IN_USE');
      await settingsRepo.updateMerchantCurrency(trx, merchantId, input.currency, input.exponent);
      await audit(trx, { id: 'currency', before, after });
      return true;
    });
  }

  setTheme(merchantId: number, theme: TTheme, audit: AuditInTransaction) {
    return this.#changeDocument(merchantId, 'theme', (s) => ({ ...s, theme }), audit);
  }

  setMaintenance(merchantId: number, maintenance: TMaintenance, audit: AuditInTransaction) {
    return this.#changeDocument(merchantId, 'maintenance', (s) => ({ ...s, maintenance }), audit);
  }

  setRegionRestriction(merchantId: number, region: TRegionRestriction, audit: AuditInTransaction) {
    const regionRestriction = {
      blockedCountries: [...new Set(region.blockedCountries)],
      blockedCidrs: [...new Set(region.blockedCidrs)],
      allowedCidrs: [...new Set(region.allowedCidrs)],
    };
    return this.#changeDocument(merchantId, 'regionRestriction', (s) => ({ ...s, regionRestriction }), audit);
  }

  /** Adds a domain; one held by any brand (this one included) is refused. */
  async addDomain(
    merchantId: number,
    domain: { domain: string; type: DomainType; primary: boolean },
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const owner = await settingsRepo.findDomainOwner(trx, domain.domain);
      if (owner !== undefined)
        throw refused('CONFLICT', 'domain', owner === merchantId ? 'domainExists' : 'domainTaken', language);
      if (domain.primary) await settingsRepo.clearPrimaryDomain(trx, merchantId);
      await settingsRepo.insertDomain(trx, merchantId, domain);
      await audit(trx, { id: domain.domain, before: {}, after: { ...domain } });
      return true;
    });
  }

  /** Changes a domain's route type or makes it primary (the former primary stops being so). */
  async updateDomain(
    merchantId: number,
    domain: string,
    change: { type: DomainType; primary: boolean },
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const old = (await repo.listDomains(trx, merchantId)).find((d) => d.domain === domain);
      if (!old) throw new AppError('NOT_FOUND');
      if (old.type === change.type && old.is_primary === change.primary) return null;
      // The primary stays until another is made primary: it is where links to the brand point.
      if (old.is_primary && !change.primary)
        throw refused('VALIDATION_ERROR', 'primary', 'primaryDomain', language);
      if (change.primary && !old.is_primary) await settingsRepo.clearPrimaryDomain(trx, merchantId);
      await settingsRepo.updateDomain(trx, merchantId, domain, change);
      await audit(trx, {
        id: domain,
        before: { type: old.type, primary: old.is_primary },
        after: { ...change },
      });
      return true;
    });
  }

  async removeDomain(
    merchantId: number,
    domain: string,
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const old = (await repo.listDomains(trx, merchantId)).find((d) => d.domain === domain);
      if (!old) throw new AppError('NOT_FOUND');
      if (old.is_primary) throw refused('VALIDATION_ERROR', 'domain', 'primaryDomain', language);
      await settingsRepo.deleteDomain(trx, merchantId, domain);
      await audit(trx, { id: domain, before: { type: old.type, primary: old.is_primary }, after: {} });
      return true;
    });
  }

  async addCustomerService(
    merchantId: number,
    entry: CustomerServiceChange,
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const rows = await settingsRepo.listCustomerServiceRows(trx, merchantId);
      if (rows.some((r) => r.type === entry.type && r.cs_position === entry.csPosition))
        throw refused('CONFLICT', 'csPosition', 'slotTaken', language);
      const id = await settingsRepo.insertCustomerService(trx, merchantId, csRow(entry));
      await audit(trx, { id: String(id), before: {}, after: { ...entry } });
      return true;
    });
  }

  async updateCustomerService(
    merchantId: number,
    id: number,
    entry: CustomerServiceChange,
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const rows = await settingsRepo.listCustomerServiceRows(trx, merchantId);
      const old = rows.find((r) => r.id === id);
      if (!old) throw new AppError('NOT_FOUND');
      if (rows.some((r) => r.id !== id && r.type === entry.type && r.cs_position === entry.csPosition))
        throw refused('CONFLICT', 'csPosition', 'slotTaken', language);
      const before = { type: old.type, csPosition: old.cs_position, title: old.title, path: old.path };
      if (JSON.stringify(before) === JSON.stringify({ ...entry })) return null;
      await settingsRepo.updateCustomerService(trx, merchantId, id, csRow(entry));
      await audit(trx, { id: String(id), before, after: { ...entry } });
      return true;
    });
  }

  async removeCustomerService(merchantId: number, id: number, audit: AuditInTransaction) {
    return this.#change(merchantId, async (trx) => {
      const old = (await settingsRepo.listCustomerServiceRows(trx, merchantId)).find((r) => r.id === id);
      if (!old) throw new AppError('NOT_FOUND');
      await settingsRepo.deleteCustomerService(trx, merchantId, id);
      await audit(trx, {
        id: String(id),
        before: { type: old.type, csPosition: old.cs_position, title: old.title, path: old.path },
        after: {},
      });
      return true;
    });
  }

  async addResource(
    merchantId: number,
    resource: ResourceChange,
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const rows = await settingsRepo.listResourceRows(trx, merchantId);
      if (rows.some((r) => r.resource_type === resource.resourceType && r.url === resource.url))
        throw refused('CONFLICT', 'url', 'resourceExists', language);
      const id = await settingsRepo.insertResource(trx, merchantId, resourceRow(resource));
      await audit(trx, { id: String(id), before: {}, after: { ...resource } });
      return true;
    });
  }

  async updateResource(
    merchantId: number,
    id: number,
    resource: ResourceChange,
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx) => {
      const rows = await settingsRepo.listResourceRows(trx, merchantId);
      const old = rows.find((r) => r.id === id);
      if (!old) throw new AppError('NOT_FOUND');
      if (
        rows.some((r) => r.id !== id && r.resource_type === resource.resourceType && r.url === resource.url)
      )
        throw refused('CONFLICT', 'url', 'resourceExists', language);
      const before = { resourceType: old.resource_type, url: old.url, labelNameEn: old.label_name_en };
      if (JSON.stringify(before) === JSON.stringify({ ...resource })) return null;
      await settingsRepo.updateResource(trx, merchantId, id, resourceRow(resource));
      await audit(trx, { id: String(id), before, after: { ...resource } });
      return true;
    });
  }

  async removeResource(merchantId: number, id: number, audit: AuditInTransaction) {
    return this.#change(merchantId, async (trx) => {
      const old = (await settingsRepo.listResourceRows(trx, merchantId)).find((r) => r.id === id);
      if (!old) throw new AppError('NOT_FOUND');
      await settingsRepo.deleteResource(trx, merchantId, id);
      await audit(trx, {
        id: String(id),
        before: { resourceType: old.resource_type, url: old.url, labelNameEn: old.label_name_en },
        after: {},
      });
      return true;
    });
  }

  /** One part of the settings document (ADR 0004), validated whole before it is stored. */
  #changeDocument<K extends keyof TBrandSettings>(
    merchantId: number,
    part: K,
    change: (settings: TBrandSettings) => TBrandSettings,
    audit: AuditInTransaction,
  ): Promise<BrandSettingsState> {
    return this.#change(merchantId, async (trx, merchant) => {
      const current = ZBrandSettings.parse(merchant.settings);
      const next = ZBrandSettings.parse(change(structuredClone(current)));
      if (JSON.stringify(current[part]) === JSON.stringify(next[part])) return null;
      await repo.updateMerchantSettings(trx, merchantId, next);
      await audit(trx, {
        id: part,
        before: { [part]: current[part] },
        after: { [part]: next[part] },
      });
      return true;
    });
  }

  /**
   * Runs a change under the brand row's lock; `work` answers null when nothing changed. After the
   * commit every node forgets the brand; the answer is the state read after the change.
   */
  async #change(
    merchantId: number,
    work: (trx: Db, merchant: MerchantRow) => Promise<true | null>,
  ): Promise<BrandSettingsState> {
    let code: string | null = null;
    await this.#db.transaction().execute(async (trx) => {
      const merchant = await settingsRepo.lockMerchant(trx, merchantId);
      if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
      if ((await work(trx, merchant)) !== null) code = merchant.code;
    });
    if (code !== null) await this.#brands.changed(code);
    return this.read(merchantId);
  }
}

function flagSet(rows: readonly { flag: string; enabled: boolean }[]): FlagSet {
  const enabled = new Map(rows.map((r) => [r.flag, r.enabled]));
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, enabled.get(flag) ?? false])) as FlagSet;
}

function ruleView(r: {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: string;
  min_length: number;
  max_length: number;
}): TRegisterRule {
  const patternId = (Object.hasOwn(PATTERNS, r.pattern_id) ? r.pattern_id : 'ANY') as PatternId;
  return {
    field: r.field as TRegisterRule['field'],
    enabled: r.enabled,
    required: r.enabled && r.required,
    acceptedPattern: PATTERNS[patternId],
    patternId,
    minLength: r.min_length,
    maxLength: r.max_length,
  };
}

const csRow = (entry: CustomerServiceChange) => ({
  type: entry.type,
  cs_position: entry.csPosition,
  title: entry.title,
  path: entry.path,
});

const resourceRow = (resource: ResourceChange) => ({
  resource_type: resource.resourceType,
  url: resource.url,
  label_name_en: resource.labelNameEn,
});

/** A refusal the console shows on the field it concerns, in the operator's language. */
function refused(
  code: 'CONFLICT' | 'VALIDATION_ERROR',
  field: string,
  key: SettingsMessageKey,
  language: LanguageCode,
): AppError {
  return new AppError(code, { value: { fields: [{ field, message: settingsMessage(language, key) }] } });
}
