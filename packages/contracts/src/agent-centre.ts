// Plain constants of the agent centre (issue 16); the schemas are in agent-centre.schemas.ts.

/** Team management: who to list. */
export const TEAM_MEMBER_KINDS = ['all', 'agent', 'member'] as const;
export const TEAM_SORTS = ['registered', 'lastLogin', 'account'] as const;
/** User loss: the columns a page can be sorted by. */
export const USER_LOSS_SORTS = ['profitLoss', 'validBet', 'deposits', 'account'] as const;
/** Account details: the kinds of a team member's money movements. */
export const TEAM_TRANSACTION_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'ADJUSTMENT'] as const;
/** What an agent earns; commission, salaries and dividend are paid by the contracts (issue 17). */
export const INCOME_KINDS = [
  'COMMISSION',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'DIVIDEND',
] as const;
export type TeamTransactionKind = (typeof TEAM_TRANSACTION_KINDS)[number];
export type IncomeKind = (typeof INCOME_KINDS)[number];
