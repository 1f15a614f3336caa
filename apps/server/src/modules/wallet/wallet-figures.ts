/**
 * The wallet's figures as the reports module reads them (ADR 0030): settled bets and paid
 * withdrawals by day, vendor, game and bank, and the withdrawal queues. The SQL is the wallet's
 * (`wallet-figures.repository.ts`); other modules import this file, never the repository.
 */
export {
  type FigureWindow,
  paidWithdrawalsByBank,
  paidWithdrawalsByDay,
  settledBetsByDay,
  settledBetsByGame,
  settledBetsByVendor,
  settledBetsTotal,
  withdrawalQueues,
} from './wallet-figures.repository.ts';
