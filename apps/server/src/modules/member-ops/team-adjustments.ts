/**
 * Member-ops' published read for the agent centre (issue 16; ADR 0034): a team's applied balance
 * adjustments. The agents module receives it as a port from app.ts (member-ops already calls the
 * agents module, so an import the other way would be a cycle); the SQL is in
 * `team-adjustments.repository.ts`.
 */
export { teamAdjustmentsList } from './team-adjustments.repository.ts';
