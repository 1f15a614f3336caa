import { formatMoney, parseMoney, type TWithdrawalInfo } from '@portal/contracts';

/** Why nothing (or not all) of the main balance can be withdrawn now. */
export type WithdrawalBlock = 'dailyCount' | 'turnover' | 'belowMin' | 'empty';

export interface WithdrawableNow {
  /** The main balance (the server's `withdrawable` is the whole main wallet). */
  main: string;
  /** The most one request can take now: what the server would accept, 0 when it would refuse any. */
  now: string;
  /** Main balance that cannot be withdrawn now (held by wagering, or above one request's maximum). */
  locked: string;
  block: WithdrawalBlock | null;
}

/**
 * What can really be withdrawn now, worked out the way the withdrawal refuses (wallet module,
 * WithdrawalService.request): the daily number of requests, then any wagering still owed (it
 * blocks the whole balance, not part of it), then the minimum; the most in one request is the
 * smaller of the main balance and the maximum. So the page never shows an amount the request
 * would refuse.
 */
export function withdrawableNow(info: TWithdrawalInfo): WithdrawableNow {
  const e = info.exponent;
  const read = (text: string) => parseMoney(text, e) ?? 0n;
  const main = read(info.withdrawable);
  const text = (minor: bigint) => formatMoney(minor, e);
  const none = (block: WithdrawalBlock): WithdrawableNow => ({
    main: text(main),
    now: text(0n),
    locked: text(main),
    block,
  });
  if (main <= 0n) return { ...none('empty'), locked: text(0n) };
  if (info.todayCount >= info.dailyCount) return none('dailyCount');
  if (read(info.turnoverRemaining) > 0n) return none('turnover');
  if (main < read(info.min)) return none('belowMin');
  const max = read(info.max);
  const now = main < max ? main : max;
  return { main: text(main), now: text(now), locked: text(main - now), block: null };
}
