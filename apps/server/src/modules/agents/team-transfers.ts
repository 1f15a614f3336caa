/**
 * The agents module's published read of upline/downline transfers for the team reports (issue
 * 16, "Account details"): each side of a transfer a team member sent or received, signed from
 * that member's side, given a TeamScope (member/members.ts teamScopeOf) and a period. One
 * statement each; the count and the page take the same filter.
 */
export {
  countTeamTransferSides,
  type TeamTransferRow,
  type TeamTransfers,
  teamTransferSidesPage,
} from './transfers.repository.ts';
