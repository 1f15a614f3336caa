import {
  buildWhitelabelTree,
  endpointPath,
  type LanguageCode,
  SYSTEM_ROUTES,
  type TResource,
  type TSystemConfig,
  type TSystemStatus,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { AppConfig } from '../../config/config.ts';
import type { Brand } from '../brands/brand.ts';
import {
  computeSystemStatus,
  isMaintenanceActive,
  isRegionRestricted,
  type Visitor,
} from './system-status.ts';

export const DOWNLOAD_RESOURCE_TYPES = new Set<TResource['resourceType']>(['Android', 'iOS', 'iOSLite']);

export function visitorOf(request: FastifyRequest): Visitor {
  return { ip: request.ip, country: request.country };
}

export class SystemService {
  readonly #config: AppConfig;
  readonly #now: () => Date;
  readonly #qrCache = new Map<string, Promise<string>>();

  constructor(config: AppConfig, now: () => Date = () => new Date()) {
    this.#config = config;
    this.#now = now;
  }

  status(brand: Brand, visitor: Visitor, language: LanguageCode): TSystemStatus {
    return computeSystemStatus(brand.settings, visitor, language, this.#now());
  }

  resources(brand: Brand): TResource[] {
    return brand.resources.map((resource) => ({
      ...resource,
      qrUrl: DOWNLOAD_RESOURCE_TYPES.has(resource.resourceType)
        ? `${endpointPath(SYSTEM_ROUTES.qr.path, { file: `${resource.resourceType}.svg` })}?m=${brand.code}`
        : null,
    }));
  }

  config(brand: Brand, visitor: Visitor, language: LanguageCode): TSystemConfig {
    const { settings } = brand;
    const now = this.#now();
    return {
      merchant: {
        code: brand.code,
        name: brand.name,
        currency: brand.currency,
        currencyExponent: brand.currencyExponent,
        defaultLanguage: brand.defaultLanguage,
        languages: brand.languages,
        theme: settings.theme,
        logoUrl: `${SYSTEM_ROUTES.logo.path}?m=${brand.code}`,
        tagline: settings.tagline[language] ?? settings.tagline[brand.defaultLanguage] ?? null,
        minimumAge: settings.minimumAge,
        phone: {
          countryDialingCode: settings.phone.countryDialingCode,
          minDigits: settings.phone.minDigits,
          maxDigits: settings.phone.maxDigits,
          placeholder: settings.phone.placeholder,
        },
      },
      status: this.status(brand, visitor, language),
      whitelabel: buildWhitelabelTree(brand.flags),
      registerRules: brand.registerRules,
      customerService: brand.customerService,
      resources: this.resources(brand),
      domainRoute: brand.domains,
      gameMenus: brand.gameMenus,
      mainDomain: settings.mainDomain,
      analyticsId: settings.analyticsId,
      location: { ip: visitor.ip, country: visitor.country },
      imageCDNs: settings.imageCDNs,
      launchGameCDNs: settings.launchGameCDNs,
      maintenance: {
        active: isMaintenanceActive(settings.maintenance, now),
        endsAt: settings.maintenance.endsAt,
      },
      regionRestriction: { restricted: isRegionRestricted(settings.regionRestriction, visitor) },
      development: this.#config.isDevelopment,
      auth: {
        socialProviders: (['google', 'facebook'] as const).flatMap((id) => {
          const provider = settings.social[id];
          return provider ? [{ id, label: provider.label }] : [];
        }),
        smsVerifier: settings.sms.verifier,
        encryptPayloads: settings.security.encryptPayloads,
      },
    };
  }

  /** SVG QR code of a download link; cached per URL since links change rarely. */
  qrSvg(url: string, theme: { fg: string; bg: string }): Promise<string> {
    const key = `${url}|${theme.fg}|${theme.bg}`;
    let svg = this.#qrCache.get(key);
    if (!svg) {
      if (this.#qrCache.size > 200) this.#qrCache.clear();
      svg = QRCode.toString(url, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: theme.fg, light: theme.bg },
      });
      this.#qrCache.set(key, svg);
    }
    return svg;
  }
}
