/**
 * The payments module's reads for the agent contracts' settlement (issue 17; ADR 0038). The SQL
 * is in `contract-figures.repository.ts`; other modules import this file, never the repository.
 */
export { creditedDepositIn } from './contract-figures.repository.ts';
