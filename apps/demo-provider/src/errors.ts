/**
 * What the game page can be told went wrong; it shows its own text for each code (the message is
 * for logs and API users). Balances travel with the codes that leave the player's money known.
 */
export type GameErrorCode =
  | 'invalid_request'
  | 'session_not_found'
  | 'session_ended'
  | 'unknown_game'
  | 'round_in_progress'
  | 'insufficient_funds'
  | 'limit_reached'
  | 'account_disabled'
  | 'bet_failed'
  | 'wallet_unavailable'
  | 'wallet_refused'
  | 'provider_busy'
  | 'betting_closed';

const STATUS_CODES: Record<GameErrorCode, number> = {
  invalid_request: 400,
  session_not_found: 404,
  session_ended: 401,
  unknown_game: 404,
  round_in_progress: 409,
  insufficient_funds: 402,
  limit_reached: 403,
  account_disabled: 403,
  bet_failed: 502,
  wallet_unavailable: 502,
  wallet_refused: 502,
  provider_busy: 503,
  betting_closed: 409,
};

export class GameError extends Error {
  readonly code: GameErrorCode;
  readonly statusCode: number;
  /** Units of 1/100000, when the wallet told us the balance. */
  readonly balance: number | undefined;

  constructor(code: GameErrorCode, message: string, balance?: number) {
    super(message);
    this.code = code;
    this.statusCode = STATUS_CODES[code];
    this.balance = balance;
  }
}
