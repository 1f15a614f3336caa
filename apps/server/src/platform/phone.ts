import type { TPhoneSettings } from '@portal/contracts';

/**
 * A mobile number as typed (local "01712345678", or international "+8801712345678", "8801…",
 * "00880…") becomes E.164 for the brand's country; null when it cannot be a number there. The
 * brand's digit counts are for the subscriber number (without country code or trunk 0).
 */
export function normalisePhone(input: string, settings: TPhoneSettings, dialingCode?: string): string | null {
  const code = settings.countryDialingCode.replace(/^\+/, '');
  if (dialingCode !== undefined && dialingCode.replace(/^\+/, '') !== code) return null;
  const raw = input.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,20}$/.test(raw)) return null;
  let national = raw;
  if (raw.startsWith('+')) {
    if (!raw.startsWith(`+${code}`)) return null;
    national = raw.slice(code.length + 1);
  } else if (raw.startsWith(`00${code}`)) {
    national = raw.slice(code.length + 2);
  } else if (raw.startsWith(code) && raw.length - code.length >= settings.minDigits) {
    national = raw.slice(code.length);
  }
  const subscriber = national.startsWith('0') ? national.slice(1) : national;
  if (!/^[1-9]\d*$/.test(subscriber)) return null;
  if (subscriber.length < settings.minDigits || subscriber.length > settings.maxDigits) return null;
  return `+${code}${subscriber}`;
}

/** +8801712345678 → +880 17•••••678, for showing which number a code went to. */
export function maskPhone(e164: string): string {
  if (e164.length < 8) return e164;
  return `${e164.slice(0, 6)}${'•'.repeat(Math.max(0, e164.length - 9))}${e164.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  const visible = user.slice(0, Math.min(2, user.length));
  return `${visible}${'•'.repeat(Math.max(1, user.length - visible.length))}@${domain}`;
}
