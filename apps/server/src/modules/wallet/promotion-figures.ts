/**
 * The wallet's reads for the promotions (issue 18; ADR 0039): valid bet in a window and net loss
 * of a period. The SQL is in `promotion-figures.repository.ts`; other modules import this file,
 * never the repository.
 */
export {
  memberNetLoss,
  type NetLossRow,
  netLossByMember,
  validBetIn,
} from './promotion-figures.repository.ts';
