import './wallet.css';

export { Refreshing } from '@/components/records/records';
/** Amounts of the brand currency: shared with the agent centre (components/ui/money.tsx). */
export { Money, SignedMoney, useCurrency } from '@/components/ui/money';
/** Statuses and panels: shared with the promotions pages (components/ui/status.tsx). */
export { Panel, StatusBadge, type Tone } from '@/components/ui/status';

/**
 * The form-level message: the form error, or a server field message for a field the form does not
 * show (a VALIDATION_ERROR on methodId or requestId must not vanish).
 */
export function formMessage(errors: Record<string, string>, shown: string[]): string | undefined {
  if (errors.form) return errors.form;
  const other = Object.entries(errors).find(([field, message]) => message && !shown.includes(field));
  return other?.[1];
}
