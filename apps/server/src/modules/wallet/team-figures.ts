/**
 * The wallet's figures of an agent's team as the agents module reads them (issue 16; ADR 0034):
 * settled bets and paid withdrawals per day and per member, the team's betting record and its
 * withdrawals. The SQL is the wallet's (`team-figures.repository.ts`); other modules import this
 * file, never the repository.
 */
export {
  type DayRange,
  paidTeamWithdrawals,
  paidWithdrawalsPerMember,
  type SettledBetDay,
  settledBetsPerMember,
  settledTeamBets,
  type TeamBetFilter,
  teamBetsPage,
  teamBetTotals,
  teamWithdrawalsList,
} from './team-figures.repository.ts';
