import { Navigate } from 'react-router';

/**
 * /lottery, /seaLottery, /vnLottery (query gameCode): login required; a visitor without a token
 * is sent to /login (spec section 2). Members get the lottery lobby with the lottery issue.
 */
export function LotteryPage() {
  return <Navigate to="/login" replace />;
}
