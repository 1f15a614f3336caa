import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { insertKnownAddress, insertMember } from './member.repository.ts';
import { newReferralCode } from './referral-codes.ts';

/** The operators' agent tools (issue 16; ADR 0037): the tree's levels, moves and changes of type. */
export {
  agentsUnder,
  countDirect,
  countTreeLevel,
  countUnder,
  findTreeNodes,
  lockTreeAccounts,
  setAccountType,
  setUpline,
  type TreeNodeRow,
  treeAccounts,
  treeLevelPage,
  treeNode,
} from './agent-tree.repository.ts';
/**
 * The member module's published calls on its tables (`members`, `member_known_ips`; ADR 0022).
 * Other modules (sign-in, social login, second factor, operators, agents, the development page)
 * use these, never member.repository.ts.
 */
export {
  accountsOf as memberAccountsOf,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  findMemberByReferralCode,
  findMemberForLogin,
  findVerifiedEmailOwner,
  insertMember,
  isKnownAddress,
  lockMember,
  recordLogin,
  recordLoginFrom,
  rememberAddress,
  setMustChangePassword,
  setTotpLastStep,
  updateLanguage as setMemberLanguage,
  updatePassword as setMemberPassword,
  voidPasswordResets,
} from './member.repository.ts';
/** The operators' member screens (the member-ops module; ADR 0026). */
export {
  clearTotp as clearMemberTotp,
  countMembers,
  knownAddresses as memberKnownAddresses,
  type MemberSearch,
  type MemberSearchField,
  type MemberSearchSort,
  membersPage,
  parentChain,
  setMemberStatus,
} from './member-ops.repository.ts';
/** The agent tree (issue 16; ADR 0033): teams as path ranges, for the agents module and the figures' owners. */
export { isInTeam, prefixEnd, type TeamScope, teamIdsQuery, teamScopeOf } from './team.repository.ts';
/** The agent centre's figures (ADR 0034): whom a figure is about, head counts, registrations, names. */
export {
  dayOfColumn,
  type FigureSubject,
  registrationsOfSubject,
  type SingleMember,
  subjectIdsQuery,
  type TeamWindow,
  teamCounts,
  teamMemberIdByAccount,
  teamMembersByIds,
} from './team-figures.repository.ts';

/** Development page: a test member with any password and type, verified contacts and known addresses. */
export async function createTestMember(
  db: Db,
  merchantId: number,
  input: {
    account: string;
    type: number;
    password: string;
    mustChangePassword: boolean;
    mobile?: string | undefined;
    email?: string | undefined;
    payeeName?: string | undefined;
    paymentPassword?: string | undefined;
    knownAddresses: string[];
  },
): Promise<bigint> {
  const now = new Date();
  const id = await insertMember(db, {
    merchant_id: merchantId,
    account: input.account.toLowerCase(),
    type: input.type,
    password_hash: await hashPassword(input.password),
    must_change_password: input.mustChangePassword,
    mobile: input.mobile ?? null,
    mobile_verified_at: input.mobile ? now : null,
    email: input.email ?? null,
    email_verified_at: input.email ? now : null,
    payee_name: input.payeeName ?? null,
    payment_password_hash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
    referral_code: newReferralCode(),
    register_method: 'DEV',
    terms_accepted_at: now,
  });
  for (const ip of input.knownAddresses) await insertKnownAddress(db, merchantId, id, ip);
  return id;
}
