import {
  ADMIN_CONTRACT_ROUTES,
  CONTRACT_TYPES,
  type ContractTier,
  groupMoney,
  type OperatorPermission,
  parseMoney,
  parseRate,
  rateText,
  type TierProblem,
} from '@portal/contracts';
import { SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { useOperator } from '../../lib/session';

export const R = ADMIN_CONTRACT_ROUTES;
export const CONTRACT_SETTINGS_KEY = ['admin', 'contract-settings'] as const;
export type ContractSettingsView = Awaited<ReturnType<typeof call<typeof R.settings>>>;

/** Whether the operator's role has the permission (the server checks it again). */
export function useCan(permission: OperatorPermission): boolean {
  return useOperator().data?.permissions.includes(permission) ?? false;
}

/** The brand's contract settings with its currency (the offer dialog starts from the templates). */
export function useContractSettings(enabled = true) {
  return useQuery({
    queryKey: CONTRACT_SETTINGS_KEY,
    queryFn: ({ signal }) => call(R.settings, { signal }),
    enabled,
  });
}

/** Decimal money text for people: grouped thousands, the decimals as the server wrote them. */
export const money = (value: string) => groupMoney(value);

/** 750 → "7.5 %". */
export const percent = (rateBps: number) => `${rateText(rateBps)} %`;

/**
 * One tier as the tier editor holds it: amounts and the rate as people write them ("10,000.50" is
 * written 10000.50; "7.5" per cent), the active members a number. The names are the body's, so a
 * refusal of the schema or the server lands on the control that holds it.
 */
export interface TierRowValues {
  threshold: string;
  minValidBet: string;
  activeMembers: number;
  rateBps: string;
}

/** A rate typed as per cent, in basis points (NaN when it is not a rate). */
export function bpsOf(text: string): number {
  return parseRate(text) ?? Number.NaN;
}

/** Minor units of an amount typed in the currency (null when it is not one). */
export function minorOf(text: string, exponent: number): bigint | null {
  return parseMoney(text.trim().replace(/,/g, ''), exponent);
}

/** The editor's rows as tiers for the checks, or null while a value is not readable yet. */
export function tiersOf(rows: readonly TierRowValues[], exponent: number): ContractTier[] | null {
  const tiers: ContractTier[] = [];
  for (const row of rows) {
    const threshold = minorOf(row.threshold ?? '', exponent);
    const minValidBet = minorOf(row.minValidBet ?? '', exponent);
    const rateBps = parseRate(row.rateBps ?? '');
    const members = Number(row.activeMembers);
    if (threshold === null || minValidBet === null || rateBps === null || !Number.isInteger(members))
      return null;
    tiers.push({ threshold, minValidBet, activeMembers: members, rateBps });
  }
  return tiers;
}

/** Why tiers are refused, in words (the tier numbered from 1, as people count). */
export function tierProblemText(t: TFunction, problem: TierProblem): string {
  const tier = 'tier' in problem ? problem.tier + 1 : 0;
  switch (problem.code) {
    case 'NO_TIERS':
      return t('contracts.tiers.problem.NO_TIERS');
    case 'TOO_MANY_TIERS':
      return t('contracts.tiers.problem.TOO_MANY_TIERS', { max: problem.max });
    case 'NEGATIVE':
      return t('contracts.tiers.problem.NEGATIVE', { tier });
    case 'RATE_OUT_OF_RANGE':
      return t('contracts.tiers.problem.RATE_OUT_OF_RANGE', { tier, max: percent(problem.maxBps) });
    case 'NOT_INCREASING':
      return t('contracts.tiers.problem.NOT_INCREASING', { tier });
    case 'ABOVE_UPLINE':
      return t('contracts.tiers.problem.ABOVE_UPLINE', { tier, upline: percent(problem.uplineBps) });
  }
}

/** A state as a small coloured label (its colour from the state's kind; the words say it). */
export function StateBadge({ kind, label }: { kind: string; label: string }) {
  return <span className={`ct-badge ct-badge--${kind}`}>{label}</span>;
}

/** The colour kind of a contract state or a bill state. */
export function stateKind(state: string): string {
  switch (state) {
    case 'VALID':
    case 'PAID':
      return 'ok';
    case 'OFFERED':
    case 'PENDING_APPROVAL':
    case 'AWAITING_COLLECTION':
    case 'PARTLY_PAID':
      return 'wait';
    case 'INSUFFICIENT':
    case 'DENIED':
    case 'REJECTED':
      return 'bad';
    default:
      return 'off';
  }
}

/** A unique enough request id for an idempotent write (ZRequestId: 8–64 of A–Z, a–z, 0–9, _ and -). */
export function requestId(): string {
  return `console-${crypto.randomUUID()}`;
}

/** The contract-type filter of the contracts, bills and runs lists (name `type`; empty: all). */
export function TypeFilter({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('contracts.col.type')} name="type" defaultValue={value ?? ''}>
      <option value="">{t('contracts.all')}</option>
      {CONTRACT_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`contracts.types.${type}`)}
        </option>
      ))}
    </SelectField>
  );
}
