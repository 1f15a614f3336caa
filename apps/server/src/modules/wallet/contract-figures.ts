/**
 * The wallet's reads for the agent contracts' settlement (issue 17; ADR 0038): settled bets per
 * contracted agent's team. The SQL is in `contract-figures.repository.ts`; other modules import
 * this file, never the repository.
 */
export { type TeamBetFigureRow, teamBetFigures } from './contract-figures.repository.ts';
