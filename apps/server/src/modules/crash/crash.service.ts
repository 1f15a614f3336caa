import { randomBytes } from 'node:crypto';
import {
  CRASH_GAME_CODE,
  CRASH_HISTORY_SIZE,
  CRASH_MAX_AUTO_CASHOUT,
  CRASH_MIN_AUTO_CASHOUT,
  DEFAULT_ORIGINALS_SETTINGS,
  ORIGINALS_VENDOR,
  parseMoney,
  type TCrashBet,
  type TCrashBetPage,
  type TCrashEvent,
  type TCrashLiveBet,
  type TCrashRoundDetails,
  type TCrashState,
} from '@portal/contracts';
import { buildChain, crashMultiplierAt, crashPoint } from '@portal/fairness';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events.ts';
import { requestHash } from '../../platform/idempotency.ts';
import type { Brand } from '../brands/brand.ts';
import { maskAccount } from '../games/catalogue.service.ts';
import { brandMaxWin, ensurePlayable, riskOverridesOf } from '../games/risk-limits.ts';
import { type Posting, postGuarded, type Trx } from '../ledger/ledger.ts';
import type { PlayMoneyWallet } from '../trial/play-money.ts';
import { moneyText, readAmount } from '../wallet/amounts.ts';
import { closeOpenBets, insertOpenBet } from '../wallet/betting-record.ts';
import { keptNote, type PayoutLegs, payoutLegs, readReport, stakeLegs } from '../wallet/bonus-play.ts';
import { recordWager } from '../wallet/turnover.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './crash.repository.ts';

/** Hashes per chain: about a day of rounds at ~12 s each; a used-up chain is followed by a new one. */
export const CHAIN_LENGTH = 10_000;
/** Bets in the live list of the state call. */
const LIVE_BETS_LIMIT = 100;

export const crashChannel = (merchantId: number) => `crash:${merchantId}`;

/** Timing of the phases, shared with the engine so the state call can say when the next round opens. */
export interface CrashTiming {
  bettingMs: number;
  pauseMs: number;
}
export const DEFAULT_TIMING: CrashTiming = { bettingMs: 7_000, pauseMs: 3_000 };

/** A bet's answer or a duplicate's replay. */
class ReplayBet extends Error {}

type Report = { main: string | null } | null;
const mainOf = (report: unknown): bigint => BigInt((report as Report)?.main ?? 0);

/**
 * The crash game's money and state (contracts/crash.ts has the rules). Every payment is guarded by
 * the bet's status in the same transaction (ACTIVE → CASHED_OUT, LOST or REFUNDED exactly once),
 * and the ledger's idempotency keys (`crash:bet:<id>`, `crash:win:<id>`, `crash:refund:<id>`)
 * refuse a second movement even if a guard were bypassed. State lives in the database, so any node
 * serves bets and cash-outs; only the engine (one node per brand) moves rounds on.
 */
export class CrashService {
  readonly #db: Db;
  readonly #wallet: WalletService;
  readonly #events: EventBus;
  readonly #now: () => Date;
  readonly #timing: CrashTiming;
  readonly #chainLength: number;
  /** Chains recomputed from their seeds, by chain id (10k hashes take a few milliseconds). */
  readonly #chains = new Map<bigint, string[]>();
  readonly #recordPlay: ((merchantId: number, memberId: bigint, gameCode: string) => Promise<void>) | null;
  readonly #playMoney: PlayMoneyWallet | null;

  /** The play-money wallet; a trial account cannot bet without it. */
  #play(): PlayMoneyWallet {
    if (!this.#playMoney) throw new AppError('NEED_REAL_ACCOUNT');
    return this.#playMoney;
  }

  constructor(deps: {
    db: Db;
    wallet: WalletService;
    events: EventBus;
    now: () => Date;
    timing?: CrashTiming;
    chainLength?: number;
    /** The recent list's record of a play (the games module's, taken at wiring; issue 20). */
    recordPlay?: (merchantId: number, memberId: bigint, gameCode: string) => Promise<void>;
    /** A trial account's play money (ADR 0044), taken at wiring. */
    playMoney?: PlayMoneyWallet;
  }) {
    this.#recordPlay = deps.recordPlay ?? null;
    this.#playMoney = deps.playMoney ?? null;
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#events = deps.events;
    this.#now = deps.now;
    this.#timing = deps.timing ?? DEFAULT_TIMING;
    this.#chainLength = deps.chainLength ?? CHAIN_LENGTH;
  }

  get timing(): CrashTiming {
    return this.#timing;
  }

  limits(brand: Brand) {
    const settings = brand.settings.games?.originals ?? DEFAULT_ORIGINALS_SETTINGS;
    const exponent = brand.currencyExponent;
    return {
      min:
        parseMoney(settings.minBet, exponent) ??
        parseMoney(DEFAULT_ORIGINALS_SETTINGS.minBet, exponent) ??
        1n,
      max: parseMoney(settings.maxBet, exponent) ?? 0n,
      edgeBps: settings.houseEdgeBps,
    };
  }

  publish(brand: Brand, event: TCrashEvent): Promise<void> {
    return this.#events.publish(crashChannel(brand.id), event);
  }

  // ---- the player's calls ----

  async bet(
    brand: Brand,
    memberId: bigint,
    input: { requestId: string; amount: string; autoCashout?: number | undefined },
    /** A trial account's bet, with play money (ADR 0044). */
    play = false,
  ): Promise<TCrashBet> {
    const stake = readAmount(brand, input.amount);
    const autoCashout = input.autoCashout ?? null;
    const hash = requestHash({ stake, autoCashout });
    const replay = await this.#replay(brand, memberId, input.requestId, hash);
    if (replay) return replay;
    const { min, max: brandMax } = this.limits(brand);
    const own = await riskOverridesOf(this.#db, brand.id, ORIGINALS_VENDOR, CRASH_GAME_CODE);
    ensurePlayable(own);
    const max = own.maxBet ?? brandMax;
    if (stake < min || stake > max) {
      throw new AppError('BET_OUT_OF_RANGE', {
        params: { min: moneyText(brand, min), max: moneyText(brand, max) },
      });
    }
    // The largest win of one bet (ADR 0029): the bet cashes out by itself where its payout reaches
    // it, whatever target (or none) the player set.
    const maxWin = own.maxWin ?? brandMaxWin(brand);
    const cap = capMultiplier(stake, maxWin);
    if (cap < CRASH_MIN_AUTO_CASHOUT)
      throw new AppError('MAX_WIN_EXCEEDED', { params: { max: moneyText(brand, maxWin) } });
    const cappedAuto = autoCashout === null || autoCashout > cap ? cap : autoCashout;
    const now = this.#now();
    const game = (await repo.catalogueName(this.#db, ORIGINALS_VENDOR, CRASH_GAME_CODE)) ?? {
      name: 'Crash',
      category: 'BGS',
    };
    let placed: { answer: TCrashBet; report: unknown; account: string };
    try {
      placed = await this.#db.transaction().execute(async (trx) => {
        const round = await repo.shareOpenRound(trx, brand.id);
        if (round?.status !== 'BETTING' || now >= round.betting_ends_at) throw new AppError('BETTING_CLOSED');
        if (await repo.findMemberBet(trx, round.id, memberId)) throw new AppError('ROUND_OPEN');
        // Play money has no line in the betting record (ADR 0044).
        const recordId = play
          ? null
          : await insertOpenBet(trx, {
              merchantId: brand.id,
              memberId,
              vendorCode: ORIGINALS_VENDOR,
              gameCode: CRASH_GAME_CODE,
              gameName: game.name,
              category: game.category,
              externalId: `crash:${round.id}:${memberId}`,
              stake,
              at: now,
              currency: brand.currency,
            });
        const bet = await repo.insertBet(trx, {
          merchantId: brand.id,
          roundId: round.id,
          memberId,
          requestId: input.requestId,
          requestHash: hash,
          stake,
          autoCashout: cappedAuto,
          recordId,
          placedAt: now,
        });
        if (!bet) throw new ReplayBet();
        if (play) {
          const moved = await this.#play().move(trx, brand, memberId, {
            key: `crash:bet:${bet.id}`,
            kind: 'BET',
            delta: -stake,
            at: now,
          });
          const saved = { ...bet, balance_before: moved.before, balance_after: moved.after };
          const answer = this.#betView(brand, saved, null);
          await repo.saveBetAnswer(trx, bet.id, {
            balanceBefore: moved.before,
            balanceAfter: moved.after,
            answer,
          });
          return { answer, report: null, account: '' };
        }
        // Real money first, then the bonus wallet's while a bonus is active (ADR 0039).
        const legs = await stakeLegs(trx, brand, {
          memberId,
          stake,
          game: { vendorCode: ORIGINALS_VENDOR, gameCode: CRASH_GAME_CODE, category: game.category },
          ref: `crash:bet:${bet.id}`,
          betId: recordId as bigint,
          at: now,
        });
        const posted = await postGuarded(
          trx,
          {
            merchantId: brand.id,
            currency: brand.currency,
            kind: 'GAME_BET',
            idempotencyKey: `crash:bet:${bet.id}`,
            reference: `bet:${recordId}`,
            metadata: { vendorCode: ORIGINALS_VENDOR, gameCode: CRASH_GAME_CODE, round: String(round.id) },
            postings: legs.postings,
          },
          undefined,
          this.#wallet.balanceReport(brand, memberId),
        );
        if (!posted) throw new Error('crash bet not written');
        const after = mainOf(posted.report);
        const before = after + legs.real;
        const saved = { ...bet, balance_before: before, balance_after: after };
        const answer = this.#betView(brand, saved, null);
        await repo.saveBetAnswer(trx, bet.id, { balanceBefore: before, balanceAfter: after, answer });
        const account = (await repo.memberAccount(trx, memberId))?.account ?? '';
        return { answer, report: posted.report, account };
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (error instanceof ReplayBet || code === '23505') {
        // A racing copy of the same request committed first: answer as it did. Another request
        // for the same round lost the race for the member's one bet.
        const again = await this.#replay(brand, memberId, input.requestId, hash);
        if (again) return again;
        throw new AppError('ROUND_OPEN');
      }
      throw error;
    }
    await this.#recordPlay?.(brand.id, memberId, CRASH_GAME_CODE);
    // Play money moves no real balance and is not shown among the round's bets.
    if (play) return placed.answer;
    this.#wallet.wagersCommitted();
    await this.#wallet.publishReported(brand, memberId, placed.report);
    await this.publish(brand, {
      type: 'crash.bet',
      roundId: placed.answer.roundId,
      bet: {
        betId: placed.answer.betId,
        player: maskAccount(placed.account),
        amount: placed.answer.amount,
        cashoutMultiplier: null,
        payout: null,
        status: 'ACTIVE',
      },
    });
    return placed.answer;
  }

  async #replay(brand: Brand, memberId: bigint, requestId: string, hash: string): Promise<TCrashBet | null> {
    const known = await repo.findBetByRequest(this.#db, brand.id, memberId, requestId);
    if (!known) return null;
    if (known.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return known.answer as TCrashBet;
  }

  /** A manual cash-out of the member's bet on a running round, at the multiplier of this moment. */
  async cashout(brand: Brand, memberId: bigint, roundId: bigint): Promise<TCrashBet> {
    const done = await this.#db.transaction().execute(async (trx) => {
      const round = await repo.shareRound(trx, brand.id, roundId);
      if (!round) throw new AppError('NOT_FOUND');
      const bet = await repo.lockMemberBet(trx, roundId, memberId);
      if (!bet) throw new AppError('NOT_FOUND');
      if (bet.status === 'CASHED_OUT' || bet.status === 'REFUNDED') throw new AppError('ROUND_CLOSED');
      if (bet.status === 'LOST' || round.status === 'CRASHED') throw new AppError('CASHOUT_TOO_LATE');
      if (round.status === 'VOID') throw new AppError('ROUND_CLOSED');
      if (round.status === 'BETTING' || !round.started_at) throw new AppError('INVALID_STATE');
      // The clock is read under the round's lock: the answer depends on the curve, not on races.
      const now = this.#now();
      const reached = crashMultiplierAt(now.getTime() - round.started_at.getTime());
      if (reached >= round.crash_point) throw new AppError('CASHOUT_TOO_LATE');
      // An auto target already passed is what the bet gets, whoever asks first.
      const multiplier =
        bet.auto_cashout !== null && bet.auto_cashout <= reached ? bet.auto_cashout : reached;
      const paid = await this.#payCashout(trx, brand, bet, multiplier, now);
      if (!paid) throw new AppError('ROUND_CLOSED');
      return paid;
    });
    await this.#announceCashout(brand, done);
    return this.#betView(brand, done.bet, null);
  }

  /**
   * The engine's auto cash-out of one bet at exactly its target, when the curve has passed it and
   * the target is at most the crash point. Nothing when the bet was settled meanwhile.
   */
  async autoCashout(brand: Brand, roundId: bigint, betId: bigint): Promise<boolean> {
    const done = await this.#db.transaction().execute(async (trx) => {
      const round = await repo.shareRound(trx, brand.id, roundId);
      if (round?.status !== 'RUNNING' || !round.started_at) return null;
      const bet = await repo.lockBet(trx, betId);
      if (bet?.status !== 'ACTIVE' || bet.round_id !== roundId || bet.auto_cashout === null) return null;
      if (bet.auto_cashout > round.crash_point) return null;
      const reached = crashMultiplierAt(this.#now().getTime() - round.started_at.getTime());
      if (reached < bet.auto_cashout) return null;
      return this.#payCashout(trx, brand, bet, bet.auto_cashout, this.#now());
    });
    if (!done) return false;
    await this.#announceCashout(brand, done);
    return true;
  }

  async #payCashout(trx: Trx, brand: Brand, bet: repo.BetRow, multiplier: number, at: Date) {
    const payout = (bet.stake * BigInt(multiplier)) / 100n;
    const settled = await repo.settleBet(trx, bet.id, {
      status: 'CASHED_OUT',
      cashoutMultiplier: multiplier,
      payout,
      at,
    });
    if (!settled) return null;
    if (bet.play_money) {
      // Play money (ADR 0044): the win goes to the trial wallet; no record, no turnover.
      const won = await this.#play().move(trx, brand, bet.member_id, {
        key: `crash:win:${bet.id}`,
        kind: 'WIN',
        delta: payout,
        at,
      });
      await repo.setBalanceAfter(trx, bet.id, won.after);
      return { bet: { ...settled, balance_after: won.after }, report: null, account: '' };
    }
    const win = await payoutLegs(trx, brand, {
      memberId: bet.member_id,
      payout,
      stake: { ref: `crash:bet:${bet.id}` },
    });
    const posted = await this.#pay(trx, brand, bet, 'GAME_WIN', `crash:win:${bet.id}`, win);
    const after = mainOf(posted.report);
    await repo.setBalanceAfter(trx, bet.id, after);
    await closeOpenBets(trx, [bet.record_id as bigint], {
      status: 'SETTLED',
      payout,
      at,
      currency: brand.currency,
    });
    await recordWager(trx, brand, bet.member_id, bet.stake);
    const account = (await repo.memberAccount(trx, bet.member_id))?.account ?? '';
    return { bet: { ...settled, balance_after: after }, report: posted.report, account };
  }

  /**
   * A win or refund of a bet as `payoutLegs` shares it; when its whole bonus share was kept (the
   * bonus ended meanwhile) nothing moves and the balance is read.
   */
  async #pay(
    trx: Trx,
    brand: Brand,
    bet: repo.BetRow,
    kind: 'GAME_WIN' | 'GAME_REFUND',
    key: string,
    legs: PayoutLegs,
  ): Promise<{ report: unknown }> {
    const postings: Posting[] = legs.postings;
    if (postings.length === 0) {
      return { report: await readReport(trx, this.#wallet.balanceReport(brand, bet.member_id, false)) };
    }
    const posted = await postGuarded(
      trx,
      {
        merchantId: brand.id,
        currency: brand.currency,
        kind,
        idempotencyKey: key,
        reference: `bet:${bet.record_id}`,
        metadata: {
          vendorCode: ORIGINALS_VENDOR,
          gameCode: CRASH_GAME_CODE,
          round: String(bet.round_id),
          ...keptNote(legs),
        },
        postings,
      },
      undefined,
      this.#wallet.balanceReport(brand, bet.member_id),
    );
    if (!posted) throw new Error(`crash ${kind} not written`);
    return posted;
  }

  async #announceCashout(
    brand: Brand,
    done: { bet: repo.BetRow; report: unknown; account: string },
  ): Promise<void> {
    if (done.bet.play_money) return;
    this.#wallet.wagersCommitted();
    await this.#wallet.publishReported(brand, done.bet.member_id, done.report);
    await this.publish(brand, {
      type: 'crash.cashout',
      roundId: String(done.bet.round_id),
      betId: String(done.bet.id),
      player: maskAccount(done.account),
      multiplier: done.bet.cashout_multiplier ?? 100,
      payout: moneyText(brand, done.bet.payout),
    });
  }

  // ---- the engine's steps ----

  /** A new round in BETTING, with the chain's next hash (a new chain when the last is used up). */
  async openRound(brand: Brand): Promise<repo.RoundRow> {
    const now = this.#now();
    const { edgeBps } = this.limits(brand);
    return this.#db.transaction().execute(async (trx) => {
      let chain = await repo.latestChain(trx, brand.id, true);
      // The terminal hash is published and so never played: a chain gives length - 1 games.
      if (!chain || chain.next_index >= chain.length - 1) {
        const seed = randomBytes(32).toString('hex');
        const hashes = buildChain(seed, this.#chainLength);
        chain = await repo.insertChain(trx, {
          merchantId: brand.id,
          seed,
          terminalHash: hashes[hashes.length - 1] as string,
          salt: randomBytes(16).toString('hex'),
          length: this.#chainLength,
        });
        this.#chains.set(chain.id, hashes);
      }
      const index = chain.next_index;
      const hash = this.#hashOf(chain, index);
      await repo.takeGameIndex(trx, chain.id, index);
      return repo.insertRound(trx, {
        merchantId: brand.id,
        chainId: chain.id,
        gameIndex: index,
        hash,
        crashPoint: crashPoint(hash, chain.salt, edgeBps),
        edgeBps,
        bettingEndsAt: new Date(now.getTime() + this.#timing.bettingMs),
        createdAt: now,
      });
    });
  }

  /** Game i plays chain[length - 2 - i]: its hash hashes to game i - 1's, game 0's to the terminal hash. */
  #hashOf(chain: { id: bigint; seed: string; length: number }, index: number): string {
    let hashes = this.#chains.get(chain.id);
    if (!hashes) {
      hashes = buildChain(chain.seed, chain.length);
      this.#chains.clear();
      this.#chains.set(chain.id, hashes);
    }
    const hash = hashes[chain.length - 2 - index];
    if (!hash) throw new Error(`chain ${chain.id} has no game ${index}`);
    return hash;
  }

  /** Betting closes and the curve starts now. */
  startRound(round: repo.RoundRow): Promise<repo.RoundRow | undefined> {
    return repo.changeRound(this.#db, round.id, ['BETTING'], { status: 'RUNNING', started_at: this.#now() });
  }

  autoBets(roundId: bigint) {
    return repo.autoBets(this.#db, roundId);
  }

  /**
   * The round ends at its crash point: auto targets below it still unpaid are paid at their target,
   * every other ACTIVE bet is LOST, in one transaction with the round's change.
   */
  async crashRound(brand: Brand, round: repo.RoundRow): Promise<repo.RoundRow | null> {
    const now = this.#now();
    const paid: { bet: repo.BetRow; report: unknown; account: string }[] = [];
    const ended = await this.#db.transaction().execute(async (trx) => {
      const changed = await repo.changeRound(trx, round.id, ['RUNNING'], {
        status: 'CRASHED',
        crashed_at: now,
      });
      if (!changed) return null;
      for (const bet of await repo.lockActiveBets(trx, round.id)) {
        if (bet.auto_cashout !== null && bet.auto_cashout <= changed.crash_point) {
          const done = await this.#payCashout(trx, brand, bet, bet.auto_cashout, now);
          if (done) paid.push(done);
        }
      }
      // Play money (ADR 0044) has no record to close and no turnover.
      const lost = (await repo.loseActiveBets(trx, round.id, now)).filter((b) => !b.play_money);
      await closeOpenBets(
        trx,
        lost.map((b) => b.record_id as bigint),
        { status: 'SETTLED', payout: 0n, at: now, currency: brand.currency },
      );
      for (const bet of lost) await recordWager(trx, brand, bet.member_id, bet.stake);
      return changed;
    });
    if (ended) this.#wallet.wagersCommitted();
    for (const done of paid) await this.#announceCashout(brand, done);
    return ended;
  }

  /**
   * The restart rule: a round found in play when an engine starts becomes VOID and its ACTIVE bets
   * are refunded, once (the round's status and each bet's are the guards). Returns the bets refunded.
   */
  async voidRound(brand: Brand, roundId: bigint): Promise<number> {
    const now = this.#now();
    const refunded: { memberId: bigint; report: unknown }[] = [];
    let playRefunds = 0;
    const round = await this.#db.transaction().execute(async (trx) => {
      const changed = await repo.changeRound(trx, roundId, ['BETTING', 'RUNNING'], {
        status: 'VOID',
        crashed_at: now,
      });
      if (!changed) return null;
      for (const bet of await repo.lockActiveBets(trx, roundId)) {
        const settled = await repo.settleBet(trx, bet.id, { status: 'REFUNDED', at: now });
        if (!settled) continue;
        if (bet.play_money) {
          const back = await this.#play().move(trx, brand, bet.member_id, {
            key: `crash:refund:${bet.id}`,
            kind: 'REFUND',
            delta: bet.stake,
            at: now,
          });
          await repo.setBalanceAfter(trx, bet.id, back.after);
          playRefunds += 1;
          continue;
        }
        // The stake goes back the way it came (its bonus part to the bonus wallet, ADR 0039).
        const refund = await payoutLegs(trx, brand, {
          memberId: bet.member_id,
          payout: bet.stake,
          stake: { ref: `crash:bet:${bet.id}` },
        });
        const posted = await this.#pay(trx, brand, bet, 'GAME_REFUND', `crash:refund:${bet.id}`, refund);
        await repo.setBalanceAfter(trx, bet.id, mainOf(posted.report));
        await closeOpenBets(trx, [bet.record_id as bigint], {
          status: 'CANCELLED',
          at: now,
          currency: brand.currency,
        });
        refunded.push({ memberId: bet.member_id, report: posted.report });
      }
      return changed;
    });
    if (!round) return 0;
    this.#wallet.wagersCommitted();
    for (const r of refunded) await this.#wallet.publishReported(brand, r.memberId, r.report);
    await this.publish(brand, { type: 'crash.void', roundId: String(round.id), hash: round.hash });
    return refunded.length + playRefunds;
  }

  /** Voids every round of the brand still in play (an engine starting after a crash or restart). */
  async recover(brand: Brand): Promise<number> {
    let refunded = 0;
    for (const round of await repo.openRounds(this.#db, brand.id)) {
      refunded += await this.voidRound(brand, round.id);
    }
    return refunded;
  }

  latestRound(brand: Brand) {
    return repo.latestRound(this.#db, brand.id);
  }

  // ---- reading ----

  async state(brand: Brand, memberId: bigint | null): Promise<TCrashState> {
    const now = this.#now();
    const { min, max, edgeBps } = this.limits(brand);
    const [round, history, chain] = await Promise.all([
      repo.latestRound(this.#db, brand.id),
      repo.finishedRounds(this.#db, brand.id, CRASH_HISTORY_SIZE),
      repo.latestChain(this.#db, brand.id),
    ]);
    const ended = !round || round.status === 'CRASHED' || round.status === 'VOID';
    const bets = round ? await repo.roundBets(this.#db, round.id, LIVE_BETS_LIMIT) : [];
    const mine =
      round && memberId !== null ? await repo.findMemberBet(this.#db, round.id, memberId) : undefined;
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      minBet: moneyText(brand, min),
      maxBet: moneyText(brand, max),
      houseEdgeBps: edgeBps,
      serverTime: now.toISOString(),
      phase: ended ? 'CRASHED' : (round.status as 'BETTING' | 'RUNNING'),
      roundId: round ? String(round.id) : null,
      bettingEndsAt: round?.betting_ends_at.toISOString() ?? null,
      startedAt: round?.started_at?.toISOString() ?? null,
      crashPoint: round?.status === 'CRASHED' ? round.crash_point : null,
      nextRoundAt:
        round && ended && round.crashed_at
          ? new Date(round.crashed_at.getTime() + this.#timing.pauseMs).toISOString()
          : null,
      bets: bets.map(
        (b): TCrashLiveBet => ({
          betId: String(b.id),
          player: maskAccount(b.account),
          amount: moneyText(brand, b.stake),
          cashoutMultiplier: b.cashout_multiplier,
          payout: b.status === 'CASHED_OUT' ? moneyText(brand, b.payout) : null,
          status: b.status,
        }),
      ),
      history: history.map((h) => ({
        roundId: String(h.id),
        crashPoint: h.status === 'CRASHED' ? h.crash_point : null,
        hash: h.hash,
        status: h.status as 'CRASHED' | 'VOID',
      })),
      chain: chain
        ? {
            chainId: String(chain.id),
            terminalHash: chain.terminal_hash,
            salt: chain.salt,
            length: chain.length,
          }
        : null,
      myBet: mine && round ? this.#betView(brand, mine, round.status === 'CRASHED' ? round : null) : null,
    };
  }

  async roundDetails(brand: Brand, roundId: bigint): Promise<TCrashRoundDetails> {
    const round = await repo.findRound(this.#db, brand.id, roundId);
    // Hash and point stay secret while the round is in play.
    if (!round || (round.status !== 'CRASHED' && round.status !== 'VOID')) throw new AppError('NOT_FOUND');
    const chain = await repo.findChain(this.#db, round.chain_id);
    if (!chain) throw new AppError('NOT_FOUND');
    const previousHash =
      round.game_index === 0
        ? chain.terminal_hash
        : ((await repo.previousGameHash(this.#db, chain.id, round.game_index)) ??
          // The previous game was purged (ADR 0052): the chain kept its hash.
          (chain.purged_index === round.game_index - 1 ? chain.purged_hash : null));
    return {
      roundId: String(round.id),
      status: round.status,
      gameIndex: round.game_index,
      previousHash,
      hash: round.hash,
      crashPoint: round.crash_point,
      edgeBps: round.edge_bps,
      chainId: String(chain.id),
      salt: chain.salt,
      terminalHash: chain.terminal_hash,
      startedAt: round.started_at?.toISOString() ?? null,
      crashedAt: round.crashed_at?.toISOString() ?? null,
    };
  }

  async myBets(brand: Brand, memberId: bigint, pageNo: number, pageSize: number): Promise<TCrashBetPage> {
    const [rows, total] = await Promise.all([
      repo.memberBets(this.#db, brand.id, memberId, pageSize, (pageNo - 1) * pageSize),
      repo.countMemberBets(this.#db, brand.id, memberId),
    ]);
    return {
      content: rows.map((r) =>
        this.#betView(brand, r, r.round_status === 'CRASHED' ? { crash_point: r.crash_point } : null),
      ),
      pageNum: pageNo,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
      totalElements: total,
    };
  }

  #betView(brand: Brand, bet: repo.BetRow, endedRound: { crash_point: number } | null): TCrashBet {
    return {
      betId: String(bet.id),
      roundId: String(bet.round_id),
      amount: moneyText(brand, bet.stake),
      autoCashout: bet.auto_cashout,
      cashoutMultiplier: bet.cashout_multiplier,
      payout: moneyText(brand, bet.payout),
      status: bet.status,
      crashPoint: endedRound?.crash_point ?? null,
      balanceBefore: moneyText(brand, bet.balance_before),
      balanceAfter: moneyText(brand, bet.balance_after),
      placedAt: bet.placed_at.toISOString(),
      settledAt: bet.settled_at?.toISOString() ?? null,
    };
  }
}

/**
 * The multiplier (hundredths) where a stake's payout reaches the largest win, rounded down so the
 * payout (stake x multiplier / 100, rounded down) never exceeds it; at most CRASH_MAX_AUTO_CASHOUT.
 */
export function capMultiplier(stake: bigint, maxWin: bigint): number {
  const cap = (maxWin * 100n) / stake;
  return cap > BigInt(CRASH_MAX_AUTO_CASHOUT) ? CRASH_MAX_AUTO_CASHOUT : Number(cap);
}
