import type { TBrandSettings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../seed/demo-brands.ts';
import { computeSystemStatus, isMaintenanceActive } from './system-status.ts';

const base = (DEMO_BRANDS[0] as (typeof DEMO_BRANDS)[number]).settings;
const now = new Date('2026-11-22T12:00:00Z');
const visitor = { ip: '198.51.100.20', country: 'BD' };

function settings(change: Partial<TBrandSettings>): TBrandSettings {
  return { ...base, ...change };
}

describe('maintenance', () => {
  it('is active when enabled with no window, and only inside its window when one is set', () => {
    const m = { enabled: true, startsAt: null, endsAt: null, message: {} };
    expect(isMaintenanceActive(m, now)).toBe(true);
    expect(isMaintenanceActive({ ...m, enabled: false }, now)).toBe(false);
    expect(isMaintenanceActive({ ...m, startsAt: '2026-11-22T13:00:00Z' }, now)).toBe(false);
    expect(isMaintenanceActive({ ...m, endsAt: '2026-11-22T12:00:00Z' }, now)).toBe(false);
    expect(
      isMaintenanceActive({ ...m, startsAt: '2026-11-22T11:00:00Z', endsAt: '2026-11-22T12:00:01Z' }, now),
    ).toBe(true);
  });
});

describe('computeSystemStatus', () => {
  it('is 0 for a normal visitor', () => {
    expect(computeSystemStatus(base, visitor, 'en', now)).toMatchObject({
      status: 0,
      ip: visitor.ip,
      message: null,
    });
  });

  it('is 1 in maintenance, with the message in the asked language', () => {
    const s = settings({ maintenance: { ...base.maintenance, enabled: true } });
    const status = computeSystemStatus(s, visitor, 'bn', now);
    expect(status.status).toBe(1);
    expect(status.message).toBe(base.maintenance.message.bn);
  });

  it('is 2 for a blocked network or country, unless the address is allowed', () => {
    const byIp = settings({
      regionRestriction: { blockedCountries: [], blockedCidrs: ['198.51.100.0/24'], allowedCidrs: [] },
    });
    expect(computeSystemStatus(byIp, visitor, 'en', now).status).toBe(2);
    const byCountry = settings({
      regionRestriction: { blockedCountries: ['BD'], blockedCidrs: [], allowedCidrs: [] },
    });
    expect(computeSystemStatus(byCountry, visitor, 'en', now).status).toBe(2);
    expect(computeSystemStatus(byCountry, { ...visitor, country: null }, 'en', now).status).toBe(0);
    const allowed = settings({
      regionRestriction: {
        blockedCountries: ['BD'],
        blockedCidrs: ['198.51.100.0/24'],
        allowedCidrs: ['198.51.100.20/32'],
      },
    });
    expect(computeSystemStatus(allowed, visitor, 'en', now).status).toBe(0);
  });

  it('puts maintenance before region restriction', () => {
    const both = settings({
      maintenance: { ...base.maintenance, enabled: true },
      regionRestriction: { blockedCountries: ['BD'], blockedCidrs: [], allowedCidrs: [] },
    });
    expect(computeSystemStatus(both, visitor, 'en', now).status).toBe(1);
  });
});
