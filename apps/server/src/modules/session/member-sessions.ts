/**
 * The session module's published reads of a member's sessions, for the operators' member screens
 * (member-ops; ADR 0026). Ending them goes through `signIn.endAll` (member/sign-in.ts).
 */
export {
  countMemberSessions,
  memberSessionsPage,
  membersSeenAt,
  type SessionsOf,
} from './member-sessions.repository.ts';
