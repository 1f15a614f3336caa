import { type LanguageCode, SYSTEM_STATUS, type TBrandSettings, type TSystemStatus } from '@portal/contracts';
import { ipInCidr } from '../../platform/ip.ts';

export interface Visitor {
  ip: string;
  /** ISO country code from a trusted proxy header, when configured. */
  country: string | null;
}

export function isMaintenanceActive(maintenance: TBrandSettings['maintenance'], now: Date): boolean {
  if (!maintenance.enabled) return false;
  const t = now.getTime();
  if (maintenance.startsAt && t < Date.parse(maintenance.startsAt)) return false;
  if (maintenance.endsAt && t >= Date.parse(maintenance.endsAt)) return false;
  return true;
}

export function isRegionRestricted(rules: TBrandSettings['regionRestriction'], visitor: Visitor): boolean {
  if (rules.allowedCidrs.some((cidr) => ipInCidr(visitor.ip, cidr))) return false;
  if (rules.blockedCidrs.some((cidr) => ipInCidr(visitor.ip, cidr))) return true;
  return visitor.country !== null && rules.blockedCountries.includes(visitor.country);
}

/** Spec section 4: maintenance gives 1; region restriction gives 2; else 0. */
export function computeSystemStatus(
  settings: TBrandSettings,
  visitor: Visitor,
  language: LanguageCode,
  now: Date,
): TSystemStatus {
  const maintenance = isMaintenanceActive(settings.maintenance, now);
  const status = maintenance
    ? SYSTEM_STATUS.MAINTENANCE
    : isRegionRestricted(settings.regionRestriction, visitor)
      ? SYSTEM_STATUS.REGION_BLOCKED
      : SYSTEM_STATUS.NORMAL;
  return {
    status,
    ip: visitor.ip,
    country: visitor.country,
    message: maintenance ? (settings.maintenance.message[language] ?? null) : null,
    maintenanceEndsAt: maintenance ? settings.maintenance.endsAt : null,
  };
}
