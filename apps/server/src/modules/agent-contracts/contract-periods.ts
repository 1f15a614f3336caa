import {
  type ContractPeriod,
  type ContractType,
  DEFAULT_CONTRACT_SETTINGS,
  type TContractSettings,
} from '@portal/contracts';
import { type Period, type PeriodSpec, periodAt, periodBefore } from '../../platform/period-jobs/index.ts';
import type { Brand } from '../brands/brand.ts';

/** The brand's contract settings (the defaults for a brand that has not set them; ADR 0038). */
export const contractSettingsOf = (brand: Pick<Brand, 'settings'>): TContractSettings =>
  brand.settings.contracts ?? DEFAULT_CONTRACT_SETTINGS;

/**
 * A contract period as the period runner counts it (ADR 0021, 0038): D daily, W weekly,
 * H semimonthly, M monthly, HOUR hourly, 5MIN every five minutes.
 */
export function periodSpecOf(period: ContractPeriod): PeriodSpec {
  switch (period) {
    case 'D':
      return { kind: 'daily' };
    case 'W':
      return { kind: 'weekly' };
    case 'H':
      return { kind: 'semimonthly' };
    case 'M':
      return { kind: 'monthly' };
    case 'HOUR':
      return { kind: 'hourly' };
    case '5MIN':
      return { kind: 'minutes', every: 5 };
  }
}

/** The period of this kind that contains `at`, in the brand's settlement clock. */
export function contractPeriodAt(brand: Pick<Brand, 'settings'>, period: ContractPeriod, at: Date): Period {
  return periodAt(periodSpecOf(period), contractSettingsOf(brand).utcOffsetMinutes, at);
}

/** The last period of this kind that has ended by `at` (the one before the period in progress). */
export function lastEndedPeriod(brand: Pick<Brand, 'settings'>, period: ContractPeriod, at: Date): Period {
  const spec = periodSpecOf(period);
  const offset = contractSettingsOf(brand).utcOffsetMinutes;
  return periodBefore(spec, offset, periodAt(spec, offset, at));
}

/** The brand offers this type of contract. */
export const typeEnabled = (brand: Pick<Brand, 'settings'>, type: ContractType): boolean =>
  contractSettingsOf(brand).types[type].enabled;
