import type { BillFlag, TContractSettings } from '@portal/contracts';
import type { TeamFigures } from './figures.ts';

/**
 * The abuse signals of a bill (issue 17; ADR 0038), from its team's figures and the brand's
 * `settings.contracts.abuse`. A flagged bill with something to pay waits for an operator.
 *
 * - HEADCOUNT_PADDING: at least `paddingSharePct` % of the active members bet less than
 *   `paddingMinBetMinor` in the period (members kept active with token bets to reach a tier).
 * - WASH_VOLUME: a valid bet of at least `washMinValidBetMinor` whose payout/stake is within
 *   `washRtpBandBps` of 100 % (paired bets that cancel out, played only for the volume).
 * - DUPLICATE_ACCOUNTS: at least `duplicateMinAccounts` active members share a sign-up address
 *   with another member of the brand.
 * A threshold of 0 switches its signal off.
 */
export function abuseFlags(f: TeamFigures, abuse: TContractSettings['abuse']): BillFlag[] {
  const flags: BillFlag[] = [];
  if (
    abuse.paddingMinBetMinor > 0 &&
    abuse.paddingSharePct > 0 &&
    f.activeMembers > 0 &&
    f.lowBetMembers * 100 >= abuse.paddingSharePct * f.activeMembers
  )
    flags.push('HEADCOUNT_PADDING');
  if (
    abuse.washMinValidBetMinor > 0 &&
    f.validBet >= BigInt(abuse.washMinValidBetMinor) &&
    f.stake > 0n &&
    absolute(f.payout - f.stake) * 10_000n <= BigInt(abuse.washRtpBandBps) * f.stake
  )
    flags.push('WASH_VOLUME');
  if (abuse.duplicateMinAccounts > 0 && f.duplicateMembers >= abuse.duplicateMinAccounts)
    flags.push('DUPLICATE_ACCOUNTS');
  return flags;
}

const absolute = (x: bigint) => (x < 0n ? -x : x);
