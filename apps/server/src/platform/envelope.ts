import type { Envelope } from '@portal/contracts';

export function ok<T>(value: T, message = ''): Envelope<T> {
  return { success: true, code: 'OK', message, value };
}
