import { z } from 'zod';
import { ZMaintenance, ZRegionRestriction, ZTheme } from '../brand.schemas.ts';
import {
  ZCurrencyInput,
  ZDomainInput,
  ZDomainParams,
  ZDomainUpdate,
  ZFlagsInput,
  ZLanguagesInput,
  ZMaintenanceInput,
  ZRegionInput,
  ZRegisterRulesInput,
  ZThemeInput,
} from '../brand-settings.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { ZRowId } from '../ids.schemas.ts';
import { ZLanguageCode } from '../languages.schemas.ts';
import { ZRegisterRule } from '../register-rules.schemas.ts';
import { CS_TYPES, RESOURCE_TYPES } from '../system.ts';
import { ZCustomerServiceEntry, ZResource } from '../urls.schemas.ts';
import { SETTINGS_ROUTES } from './settings.routes.ts';
import { ZDomainRoute, ZWhitelabelNode } from './system.ts';

const ZIdParams = z.strictObject({ id: ZRowId });

export const ZSettingsCustomerService = z.strictObject({
  id: z.string(),
  type: z.enum(CS_TYPES),
  csPosition: z.number(),
  title: z.string(),
  path: z.string(),
});

export const ZSettingsResource = z.strictObject({
  id: z.string(),
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string().nullable(),
  /** The QR code the player site shows for a download link (null for other kinds). */
  qrUrl: z.string().nullable(),
});

/** Everything the brand-settings screens show, read from the database (not a node's cache). */
export const ZBrandSettingsView = z.strictObject({
  brand: z.strictObject({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    currencyExponent: z.number(),
    /** The brand has moved money (or has deposits): its currency can no longer change. */
    currencyLocked: z.boolean(),
    /** The drawn logo the player site shows (its colours follow the theme). */
    logoUrl: z.string(),
  }),
  whitelabel: z.array(ZWhitelabelNode),
  registerRules: z.array(ZRegisterRule),
  languages: z.array(ZLanguageCode),
  defaultLanguage: ZLanguageCode,
  theme: ZTheme,
  maintenance: ZMaintenance.extend({ active: z.boolean() }),
  regionRestriction: ZRegionRestriction,
  domains: z.array(ZDomainRoute),
  customerService: z.array(ZSettingsCustomerService),
  resources: z.array(ZSettingsResource),
});

const settings = ZBrandSettingsView;

export const settingsEndpoints = {
  settings: endpoint({
    ...SETTINGS_ROUTES.settings,
    summary: "The brand's settings as the console edits them.",
    response: settings,
  }),
  updateCurrency: endpoint({
    ...SETTINGS_ROUTES.updateCurrency,
    summary:
      'Changes the currency and its decimals, only while the brand has never moved money nor taken a deposit (CURRENCY_IN_USE otherwise); audited.',
    body: ZCurrencyInput,
    response: settings,
  }),
  updateFlags: endpoint({
    ...SETTINGS_ROUTES.updateFlags,
    summary: 'Switches the named feature flags; audited. Every node sees the change at once.',
    body: ZFlagsInput,
    response: settings,
  }),
  updateRegisterRules: endpoint({
    ...SETTINGS_ROUTES.updateRegisterRules,
    summary: 'Replaces the rules of the fields named (pattern by id, lengths, shown, required); audited.',
    body: ZRegisterRulesInput,
    response: settings,
  }),
  updateLanguages: endpoint({
    ...SETTINGS_ROUTES.updateLanguages,
    summary: 'The languages the player site offers and its default; audited.',
    body: ZLanguagesInput,
    response: settings,
  }),
  updateTheme: endpoint({
    ...SETTINGS_ROUTES.updateTheme,
    summary: "The player site's colours; audited.",
    body: ZThemeInput,
    response: settings,
  }),
  updateMaintenance: endpoint({
    ...SETTINGS_ROUTES.updateMaintenance,
    summary: 'Maintenance on or off, its window and messages (system status 1); audited.',
    body: ZMaintenanceInput,
    response: settings,
  }),
  updateRegion: endpoint({
    ...SETTINGS_ROUTES.updateRegion,
    summary: 'Blocked countries and networks, and networks never blocked (system status 2); audited.',
    body: ZRegionInput,
    response: settings,
  }),
  addDomain: endpoint({
    ...SETTINGS_ROUTES.addDomain,
    summary: 'Adds a domain to the brand (refused when any brand has it); audited.',
    body: ZDomainInput,
    response: settings,
  }),
  updateDomain: endpoint({
    ...SETTINGS_ROUTES.updateDomain,
    summary: "Changes a domain's route type or makes it the primary one; audited.",
    params: ZDomainParams,
    body: ZDomainUpdate,
    response: settings,
  }),
  removeDomain: endpoint({
    ...SETTINGS_ROUTES.removeDomain,
    summary: 'Removes a domain of the brand (not the primary one); audited.',
    params: ZDomainParams,
    response: settings,
  }),
  addCustomerService: endpoint({
    ...SETTINGS_ROUTES.addCustomerService,
    summary: 'Adds a customer-service entry (its address checked for its kind); audited.',
    body: ZCustomerServiceEntry,
    response: settings,
  }),
  updateCustomerService: endpoint({
    ...SETTINGS_ROUTES.updateCustomerService,
    summary: 'Changes a customer-service entry; audited.',
    params: ZIdParams,
    body: ZCustomerServiceEntry,
    response: settings,
  }),
  removeCustomerService: endpoint({
    ...SETTINGS_ROUTES.removeCustomerService,
    summary: 'Removes a customer-service entry; audited.',
    params: ZIdParams,
    response: settings,
  }),
  addResource: endpoint({
    ...SETTINGS_ROUTES.addResource,
    summary: 'Adds a resource (app download, home link; a safe URL); audited.',
    body: ZResource,
    response: settings,
  }),
  updateResource: endpoint({
    ...SETTINGS_ROUTES.updateResource,
    summary: 'Changes a resource; audited.',
    params: ZIdParams,
    body: ZResource,
    response: settings,
  }),
  removeResource: endpoint({
    ...SETTINGS_ROUTES.removeResource,
    summary: 'Removes a resource; audited.',
    params: ZIdParams,
    response: settings,
  }),
};
