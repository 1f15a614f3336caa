/**
 * What the member module publishes to the agent centre's team pages (issue 16): the team lists
 * (`team-list.repository.ts`) and the registration of a downline by its agent (the player's
 * registration checks, `register.service.ts`). The agents module imports this file, never those.
 */

export { type DownlineRegistration, registerDownline } from './register.service.ts';
export {
  countAgentsAmong,
  countTeamList,
  type TeamListFilter,
  type TeamListRow,
  type TeamListSort,
  teamListPage,
  teamMemberRow,
  teamSizes,
  uplineIdsOf,
} from './team-list.repository.ts';
