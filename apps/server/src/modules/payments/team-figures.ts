/**
 * The payments module's figures of an agent's team as the agents module reads them (issue 16;
 * ADR 0034): credited and first deposits per day and per member, and the team's deposits. The SQL
 * is in `team-figures.repository.ts`; other modules import this file, never the repository.
 */
export {
  creditedDepositsPerMember,
  creditedTeamDeposits,
  teamDepositsList,
} from './team-figures.repository.ts';
