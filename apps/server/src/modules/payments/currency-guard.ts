/**
 * What the brand's currency change asks of the payments module (issue 15): a deposit in any state
 * carries the currency it was asked in, so a brand with deposits keeps its currency. Other modules
 * import this file, never the repository.
 */
export { brandHasDeposits } from './currency-guard.repository.ts';
