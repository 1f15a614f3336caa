/**
 * The wallet's betting record as other modules use it (ADR 0022): the wallet owns `bets`, and
 * games, originals, crash, lottery and the provider wallet record their bets through these calls,
 * inside their own transactions, never by writing the table themselves.
 */
export {
  type BetCondition,
  type BetStatus,
  claimOpenBet,
  closeOpenBets,
  insertOpenBet,
  lockRoundBet,
  type NewBet,
  openBetsPlacedBefore,
  openRoundBet,
  playedBetInsert,
  type RoundBet,
  settleBet,
  updateRoundBet,
} from './bets.repository.ts';
