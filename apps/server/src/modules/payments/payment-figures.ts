/**
 * The payments module's figures as the reports module reads them (ADR 0030): credited and first
 * deposits by day and method, and the review queue. The SQL is in `payment-figures.repository.ts`;
 * other modules import this file, never the repository.
 */
export {
  creditedDepositsByDay,
  creditedDepositsByMethod,
  type DepositWindow,
  depositsAwaitingReview,
  firstDepositsByDay,
} from './payment-figures.repository.ts';
