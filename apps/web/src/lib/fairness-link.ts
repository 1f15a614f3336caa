import { FAIRNESS_ROUTE } from '@portal/contracts';

/** The public fairness page prefilled with these inputs (empty ones left out). */
export function fairnessHref(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  return `${FAIRNESS_ROUTE}?${query.toString()}`;
}
