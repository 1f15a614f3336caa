/**
 * The payments module's reads for the promotions (issue 18; ADR 0039). The SQL is in
 * `promotion-figures.repository.ts`; other modules import this file, never the repository.
 */
export { creditedDepositCount, creditedDepositOrdinal } from './promotion-figures.repository.ts';
