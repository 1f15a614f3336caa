import { z } from 'zod';
import {
  ZAgentTransferQuery,
  ZAgentTransferRequest,
  ZIncomeQuery,
  ZRegisterDownline,
  ZTeamBetQuery,
  ZTeamMemberParams,
  ZTeamOverviewQuery,
  ZTeamQuery,
  ZTeamTransactionQuery,
  ZUserLossQuery,
} from '../agent-centre.schemas.ts';
import { INCOME_KINDS, TEAM_TRANSACTION_KINDS } from '../agent-centre.ts';
import { endpoint } from '../endpoint.ts';
import { zPage } from '../paging.schemas.ts';
import { AGENT_CENTRE_ROUTES } from './agent-centre.routes.ts';
import { ZMoney } from './wallet.ts';

/**
 * The agent centre (issue 16; spec section 2, "Agent centre menu pages"). Money is decimal text
 * in the brand currency's exponent, as everywhere in the player API. "Profit/loss" is always the
 * members' own result (payout − stake of settled bets): negative when the team lost.
 */

/** A team's figures over one period (ADR 0034 defines each). */
export const ZTeamFigures = z.strictObject({
  newMembers: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: ZMoney,
  /** Members with at least one bet settled in the period. */
  activeMembers: z.number().int(),
  depositCount: z.number().int(),
  deposits: ZMoney,
  withdrawalCount: z.number().int(),
  withdrawals: ZMoney,
  betCount: z.number().int(),
  validBet: ZMoney,
  profitLoss: ZMoney,
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

export const ZTeamDay = z.strictObject({
  /** yyyy-MM-dd in the agent's clock. */
  day: z.string(),
  ...ZTeamFigures.shape,
});
export type TTeamDay = z.infer<typeof ZTeamDay>;

export const ZTeamOverview = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  /** Everyone under me, any depth. */
  teamSize: z.number().int(),
  directDownline: z.number().int(),
  /** Of the team: agents and members. */
  agents: z.number().int(),
  periods: z.strictObject({
    today: ZTeamFigures,
    yesterday: ZTeamFigures,
    thisWeek: ZTeamFigures,
    thisMonth: ZTeamFigures,
  }),
  /** One entry per day of the chart, oldest first, days without activity included. */
  series: z.array(ZTeamDay),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

const ZMemberRef = z.strictObject({ id: z.string(), account: z.string() });

export const ZTeamMember = z.strictObject({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** 1 for my direct downline, 2 for theirs, … */
  level: z.number().int(),
  directUpline: ZMemberRef,
  /** Main wallet balance; null when the brand does not show team balances. */
  balance: ZMoney.nullable(),
  /** Everyone under this member (0 for a member without downline). */
  teamSize: z.number().int(),
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  status: z.enum(['active', 'disabled']),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamPage = z.strictObject({
  ...zPage(ZTeamMember).shape,
  /** From me down to the drilled-into sub-agent (empty at my own team). */
  trail: z.array(ZMemberRef),
});
export type TTeamPage = z.infer<typeof ZTeamPage>;

export const ZTeamMemberSummary = z.strictObject({
  member: ZTeamMember,
  /** From me down to this member's direct upline. */
  trail: z.array(ZMemberRef),
  /** The last 30 days and since registration. */
  last30Days: ZTeamFigures,
  lifetime: ZTeamFigures,
});
export type TTeamMemberSummary = z.infer<typeof ZTeamMemberSummary>;

export const ZTeamBet = z.strictObject({
  id: z.string(),
  account: z.string(),
  vendorCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  stake: ZMoney,
  validBet: ZMoney,
  payout: ZMoney,
  profitLoss: ZMoney,
  status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TTeamBet = z.infer<typeof ZTeamBet>;

const ZBetTotals = z.strictObject({
  betCount: z.number().int(),
  stake: ZMoney,
  validBet: ZMoney,
  payout: ZMoney,
  profitLoss: ZMoney,
});
export const ZTeamBetPage = z.strictObject({ ...zPage(ZTeamBet).shape, totals: ZBetTotals });
export type TTeamBetPage = z.infer<typeof ZTeamBetPage>;

export const ZUserLossRow = z.strictObject({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  level: z.number().int(),
  isAgent: z.boolean(),
  betCount: z.number().int(),
  validBet: ZMoney,
  profitLoss: ZMoney,
  deposits: ZMoney,
  withdrawals: ZMoney,
});
export type TUserLossRow = z.infer<typeof ZUserLossRow>;
export const ZUserLossPage = z.strictObject({
  ...zPage(ZUserLossRow).shape,
  totals: z.strictObject({
    members: z.number().int(),
    betCount: z.number().int(),
    validBet: ZMoney,
    profitLoss: ZMoney,
    deposits: ZMoney,
    withdrawals: ZMoney,
  }),
});
export type TUserLossPage = z.infer<typeof ZUserLossPage>;

export const ZIncome = z.strictObject({
  days: z.array(
    z.strictObject({
      day: z.string(),
      kind: z.enum(INCOME_KINDS),
      amount: ZMoney,
    }),
  ),
  totals: z.array(z.strictObject({ kind: z.enum(INCOME_KINDS), amount: ZMoney })),
  total: ZMoney,
});
export type TIncome = z.infer<typeof ZIncome>;

export const ZTeamTransaction = z.strictObject({
  id: z.string(),
  account: z.string(),
  kind: z.enum(TEAM_TRANSACTION_KINDS),
  /** Signed from the member's side: money in is positive. */
  amount: ZMoney,
  status: z.string(),
  detail: z.string(),
  at: z.string(),
});
export type TTeamTransaction = z.infer<typeof ZTeamTransaction>;

export const ZInvitation = z.strictObject({
  code: z.string(),
  /** The registration link on the brand's main (or agent) domain, with the code. */
  link: z.string(),
  /** Whether this agent may register sub-agents (brand's agent settings, depth). */
  canRegisterAgents: z.boolean(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZAgentTransfer = z.strictObject({
  transferId: z.string(),
  direction: z.enum(['OUT', 'IN']),
  /** The other side's account. */
  counterparty: z.string(),
  relation: z.enum(['UPLINE', 'DOWNLINE']),
  amount: ZMoney,
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type TAgentTransfer = z.infer<typeof ZAgentTransfer>;

export const ZAgentTransferInfo = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  balance: ZMoney,
  upline: z.strictObject({ account: z.string(), nickname: z.string().nullable() }).nullable(),
  canSendToDownline: z.boolean(),
  canSendToUpline: z.boolean(),
  minAmount: ZMoney,
  dailyLimit: ZMoney,
  sentToday: ZMoney,
  hasPaymentPassword: z.boolean(),
});
export type TAgentTransferInfo = z.infer<typeof ZAgentTransferInfo>;

export const agentCentreEndpoints = {
  overview: endpoint({
    ...AGENT_CENTRE_ROUTES.overview,
    summary:
      "Team overview: team size, direct downline and the team's figures for today, yesterday, this week and this month in the agent's clock, with a daily series for the chart.",
    query: ZTeamOverviewQuery,
    response: ZTeamOverview,
  }),
  team: endpoint({
    ...AGENT_CENTRE_ROUTES.team,
    summary:
      'Team management: my team (or a sub-agent of mine) searched, filtered and paged, with each member’s upline, level and status.',
    query: ZTeamQuery,
    response: ZTeamPage,
  }),
  teamMember: endpoint({
    ...AGENT_CENTRE_ROUTES.teamMember,
    summary: "One team member's summary (NOT_FOUND outside my team).",
    params: ZTeamMemberParams,
    response: ZTeamMemberSummary,
  }),
  teamBets: endpoint({
    ...AGENT_CENTRE_ROUTES.teamBets,
    summary: "Team betting: my team's bets in a period, by member, game type and vendor, with totals.",
    query: ZTeamBetQuery,
    response: ZTeamBetPage,
  }),
  userLoss: endpoint({
    ...AGENT_CENTRE_ROUTES.userLoss,
    summary: 'User loss: profit/loss per team member in a period, sorted, with totals.',
    query: ZUserLossQuery,
    response: ZUserLossPage,
  }),
  income: endpoint({
    ...AGENT_CENTRE_ROUTES.income,
    summary: 'My income: what was paid to me per day and kind (commission, salaries, dividend).',
    query: ZIncomeQuery,
    response: ZIncome,
  }),
  transactions: endpoint({
    ...AGENT_CENTRE_ROUTES.transactions,
    summary: "Account details: my team's deposits, withdrawals, transfers and adjustments in a period.",
    query: ZTeamTransactionQuery,
    response: zPage(ZTeamTransaction),
  }),
  invitation: endpoint({
    ...AGENT_CENTRE_ROUTES.invitation,
    summary: 'My invitation code and link (the page draws its QR code).',
    response: ZInvitation,
  }),
  registerDownline: endpoint({
    ...AGENT_CENTRE_ROUTES.registerDownline,
    summary:
      "Register centre: a member or sub-agent under me, checked as the player's registration is (the brand's register rules).",
    body: ZRegisterDownline,
    response: z.strictObject({ id: z.string(), account: z.string(), isAgent: z.boolean() }),
  }),
  transferInfo: endpoint({
    ...AGENT_CENTRE_ROUTES.transferInfo,
    summary: 'Upline/downline transfer: my balance, my upline, what the brand allows and what I sent today.',
    response: ZAgentTransferInfo,
  }),
  transfer: endpoint({
    ...AGENT_CENTRE_ROUTES.transfer,
    summary:
      'Send money to a direct downline (or, where the brand allows, to my upline), with the payment password; idempotent by request id.',
    body: ZAgentTransferRequest,
    response: z.strictObject({ transfer: ZAgentTransfer, balance: ZMoney }),
  }),
  transfers: endpoint({
    ...AGENT_CENTRE_ROUTES.transfers,
    summary: 'My upline/downline transfers in a period, sent and received.',
    query: ZAgentTransferQuery,
    response: zPage(ZAgentTransfer),
  }),
} as const;
