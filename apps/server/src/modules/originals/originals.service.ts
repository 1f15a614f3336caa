import type {
  HiloGuess,
  OriginalGame,
  TOriginalRound,
  TOriginalRoundPage,
  TRevealedSeedPage,
  TRevealedSeedPair,
  TRotateResult,
  TSeeds,
} from '@portal/contracts';
import { diceMultiplier, MULTIPLIER_SCALE, payoutOf, type SeedPair, sha256Hex } from '@portal/fairness';
import type { Db } from '../../db/database.ts';
import { type GroupCommitter, type RunTransaction, transactionRunner } from '../../db/group-commit.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { type Posting, postGuarded, type Trx } from '../ledger/ledger.ts';
import type { PlayMoneyWallet } from '../trial/play-money.ts';
import { readAmount } from '../wallet/amounts.ts';
import { playedBetWritten, settleBet } from '../wallet/betting-record.ts';
import { keptNote, payoutLegs, readReport, recordBonusStake, stakeLegs } from '../wallet/bonus-play.ts';
import { recordWager } from '../wallet/turnover.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './originals.repository.ts';
import {
  checkInstant,
  type HiloState,
  hiloDeal,
  hiloMustCashOut,
  hiloStep,
  type InstantParams,
  type MinesState,
  playInstant,
  revealTile,
} from './outcomes.ts';
import { checkPotentialWin, checkStake, gameLimits, originalsRules } from './settings.ts';
import { roundView } from './view.ts';

const GAME_NAMES: Record<OriginalGame, string> = {
  DICE: 'Dice',
  LIMBO: 'Limbo',
  PLINKO: 'Plinko',
  KENO: 'Keno',
  MINES: 'Mines',
  HILO: 'Hi-Lo',
};

export interface BetInput {
  requestId: string;
  amount: string;
  nonce?: number;
}

type SteppedParams = { game: 'MINES'; mines: number } | { game: 'HILO' };

/** How a round starts: settled at once (instant games) or open for steps (Mines, Hi-Lo). */
interface Decision {
  status: 'OPEN' | 'WON' | 'LOST';
  multiplier: number;
  state: Record<string, unknown>;
}

/** How a step leaves a round. */
interface StepResult {
  status: 'OPEN' | 'LOST' | 'CASHED_OUT';
  multiplier: number;
  state: Record<string, unknown>;
}

const isUnique = (error: unknown, index: string) => {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint ?? e.message ?? '').includes(index);
};

/**
 * The in-house games (ADR 0017). A bet is one transaction: the active seed pair's next nonce is
 * claimed (its row stays locked, so a member's bets are played one at a time and a nonce once),
 * the outcome computed from it, the stake and any win journalled against the member's HOUSE account,
 * and the round stored with its seeds, nonce, outcome and the balances around it. A retry with
 * the same requestId replays the round; nothing is ever played twice.
 */
/** Records a member's play of an in-house game (by its code) for the recent list; never throws. */
export type RecordPlay = (merchantId: number, memberId: bigint, gameCode: string) => Promise<void>;

export class OriginalsService {
  readonly #db: Db;
  /** Runs a bet's transaction: its own, or a share of a group commit's (ADR 0060). */
  readonly #transaction: RunTransaction;
  readonly #wallet: WalletService;
  readonly #now: () => Date;
  /** A trial account's play money (ADR 0044), taken at wiring. */
  readonly #playMoney: PlayMoneyWallet | null;

  /** The recent list's record of a play (the games module's, taken at wiring; issue 20). */
  readonly #recordPlay: RecordPlay | null;

  constructor(deps: {
    db: Db;
    wallet: WalletService;
    now: () => Date;
    playMoney?: PlayMoneyWallet;
    recordPlay?: RecordPlay;
    /** Bets that arrive together share a transaction (ADR 0060); each its own otherwise. */
    groupCommit?: GroupCommitter | null;
  }) {
    this.#db = deps.db;
    this.#transaction = transactionRunner(deps.db, deps.groupCommit);
    this.#wallet = deps.wallet;
    this.#now = deps.now;
    this.#playMoney = deps.playMoney ?? null;
    this.#recordPlay = deps.recordPlay ?? null;
  }

  /** The play-money wallet; a trial account cannot play without it. */
  #play(): PlayMoneyWallet {
    if (!this.#playMoney) throw new AppError('NEED_REAL_ACCOUNT');
    return this.#playMoney;
  }

  // ---- Seeds ------------------------------------------------------------------------------------

  async seeds(brand: Brand, memberId: bigint): Promise<TSeeds> {
    let pairs = await repo.findPairs(this.#db, brand.id, memberId);
    if (pairs.length < 2) {
      await repo.ensurePairs(this.#db, brand.id, memberId, this.#now());
      pairs = await repo.findPairs(this.#db, brand.id, memberId);
    }
    const active = pairs.find((p) => p.status === 'ACTIVE');
    const next = pairs.find((p) => p.status === 'NEXT');
    if (!active || !next) throw new Error('seed pairs missing');
    return {
      active: {
        serverSeedHash: active.server_seed_hash,
        clientSeed: active.client_seed,
        nonce: active.nonce,
      },
      nextServerSeedHash: next.server_seed_hash,
    };
  }

  /** Reveals the active server seed and plays on with the next one and the player's client seed. */
  async rotate(brand: Brand, memberId: bigint, clientSeed: string): Promise<TRotateResult> {
    await this.seeds(brand, memberId);
    const at = this.#now();
    const previous = await this.#db.transaction().execute(async (trx) => {
      const active = await repo.lockActivePair(trx, brand.id, memberId);
      if (!active) throw new Error('active seed pair missing');
      // An open Mines or Hi-Lo round still needs its server seed secret.
      if (await repo.hasOpenRound(trx, active.id)) throw new AppError('ROUND_OPEN');
      await repo.rotatePairs(trx, brand.id, memberId, active.id, clientSeed, at);
      return active;
    });
    return {
      previous: revealed({ ...previous, revealed_at: at }),
      seeds: await this.seeds(brand, memberId),
    };
  }

  async seedHistory(brand: Brand, memberId: bigint, page: number, size: number): Promise<TRevealedSeedPage> {
    const { rows, total } = await repo.revealedPairs(this.#db, brand.id, memberId, page, size);
    return {
      content: rows.map(revealed),
      pageNum: page,
      pageSize: size,
      totalPages: Math.ceil(total / size),
      totalElements: total,
    };
  }

  // ---- Bets -------------------------------------------------------------------------------------

  /** Dice, Limbo, Plinko and Keno: played and settled in the same transaction. */
  playInstant(
    brand: Brand,
    memberId: bigint,
    bet: BetInput,
    params: InstantParams,
    /** A trial account's round, staked with play money (ADR 0044). */
    play = false,
  ): Promise<TOriginalRound> {
    checkInstant(params, originalsRules(brand).edgeBps);
    const { game, ...choices } = params;
    // Dice and Limbo: the multiplier is chosen, so a win above the cap is refused up front.
    const potential = (edgeBps: number) =>
      params.game === 'DICE'
        ? diceMultiplier(params.direction, params.target, edgeBps)
        : params.game === 'LIMBO'
          ? params.target * 100
          : null;
    return this.#open(brand, memberId, bet, game, choices, play, potential, (pair, edgeBps) => {
      const settled = playInstant(pair, params, edgeBps);
      return {
        status: settled.multiplier > 0 ? 'WON' : 'LOST',
        multiplier: settled.multiplier,
        state: settled.outcome,
      };
    });
  }

  /** Mines and Hi-Lo: the stake is taken and the round opens; steps and cash-out follow. */
  start(
    brand: Brand,
    memberId: bigint,
    bet: BetInput,
    params: SteppedParams,
    play = false,
  ): Promise<TOriginalRound> {
    const { game, ...choices } = params;
    return this.#open(
      brand,
      memberId,
      bet,
      game,
      choices,
      play,
      () => null,
      (pair) => {
        if (game === 'MINES')
          return { status: 'OPEN', multiplier: MULTIPLIER_SCALE, state: { revealed: [] } };
        const state: HiloState & { dealt: unknown[] } = {
          cards: 1,
          guesses: [],
          ranks: [],
          dealt: hiloDeal(pair, 1),
        };
        return {
          status: 'OPEN',
          multiplier: MULTIPLIER_SCALE,
          state: state as unknown as Record<string, unknown>,
        };
      },
    );
  }

  reveal(brand: Brand, memberId: bigint, roundId: bigint, tile: number): Promise<TOriginalRound> {
    return this.#step(brand, memberId, roundId, 'MINES', (row, pair) => {
      const mines = row.params.mines as number;
      const step = revealTile(pair, mines, row.state as unknown as MinesState, tile, row.edge_bps);
      if (step.kind === 'MINE') return { status: 'LOST', multiplier: 0, state: { revealed: step.revealed } };
      return {
        status: step.cleared ? 'CASHED_OUT' : 'OPEN',
        multiplier: step.multiplier,
        state: { revealed: step.revealed },
      };
    });
  }

  guess(brand: Brand, memberId: bigint, roundId: bigint, guess: HiloGuess): Promise<TOriginalRound> {
    return this.#step(brand, memberId, roundId, 'HILO', (row, pair) => {
      const before = row.state as unknown as HiloState;
      const step = hiloStep(pair, before, guess, row.edge_bps);
      const state = { ...step.state, dealt: hiloDeal(pair, step.state.cards) };
      if (step.kind === 'LOSE') return { status: 'LOST', multiplier: 0, state };
      const ended = hiloMustCashOut(step) && step.state.ranks.length > 0;
      return { status: ended ? 'CASHED_OUT' : 'OPEN', multiplier: step.multiplier, state };
    });
  }

  /** Takes what an open round has reached; at least one safe tile or won guess is needed. */
  cashout(brand: Brand, memberId: bigint, game: 'MINES' | 'HILO', roundId: bigint): Promise<TOriginalRound> {
    return this.#step(brand, memberId, roundId, game, (row) => {
      const progressed =
        game === 'MINES'
          ? (row.state.revealed as number[]).length > 0
          : (row.state.ranks as number[]).length > 0;
      if (!progressed) throw new AppError('INVALID_STATE');
      return { status: 'CASHED_OUT', multiplier: Number(row.multiplier), state: row.state };
    });
  }

  // ---- Reading ----------------------------------------------------------------------------------

  async active(brand: Brand, memberId: bigint, game: 'MINES' | 'HILO'): Promise<TOriginalRound | null> {
    const row = await repo.findOpenRound(this.#db, brand.id, memberId, game);
    return row ? roundView(brand, row) : null;
  }

  async rounds(
    brand: Brand,
    memberId: bigint,
    game: OriginalGame | undefined,
    page: number,
    size: number,
  ): Promise<TOriginalRoundPage> {
    const { rows, total } = await repo.listRounds(this.#db, brand.id, memberId, game, page, size);
    return {
      content: rows.map((r) => roundView(brand, r)),
      pageNum: page,
      pageSize: size,
      totalPages: Math.ceil(total / size),
      totalElements: total,
    };
  }

  async round(brand: Brand, memberId: bigint, roundId: bigint): Promise<TOriginalRound> {
    const row = await repo.findRound(this.#db, brand.id, memberId, roundId);
    // Another member's round is as unknown as one that does not exist.
    if (!row) throw new AppError('NOT_FOUND');
    return roundView(brand, row);
  }

  // ---- The two transactions ---------------------------------------------------------------------

  async #open(
    brand: Brand,
    memberId: bigint,
    bet: BetInput,
    game: OriginalGame,
    params: Record<string, unknown>,
    play: boolean,
    potential: (edgeBps: number) => number | null,
    decide: (pair: SeedPair, edgeBps: number) => Decision,
  ): Promise<TOriginalRound> {
    const stake = readAmount(brand, bet.amount);
    const limits = await gameLimits(this.#db, brand, game);
    checkStake(brand, stake, limits);
    const { edgeBps, maxWin } = limits;
    const chosen = potential(edgeBps);
    if (chosen !== null) checkPotentialWin(brand, payoutOf(stake, chosen), maxWin);
    const requestHash = sha256Hex(JSON.stringify([game, String(stake), params]));
    const at = this.#now();
    // No look-up first: a repeated request meets its own journal key (or round) and is replayed
    // from what the first one stored.
    let played: { row: repo.RoundRow; report: unknown };
    try {
      // Everything of the bet is in this unit (its decision follows from the nonce it claims), so
      // a group commit may run it again after a rollback.
      played = await this.#transaction(async (trx) => {
        let pair = await repo.claimNonce(trx, brand.id, memberId);
        if (!pair) {
          await repo.ensurePairs(trx, brand.id, memberId, at);
          pair = await repo.claimNonce(trx, brand.id, memberId);
          if (!pair) throw new Error('seed pair could not be made');
        }
        if (bet.nonce !== undefined && bet.nonce !== pair.nonce)
          throw new AppError('NONCE_MISMATCH', { params: { expected: bet.nonce, next: pair.nonce } });
        const seeds = { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: pair.nonce };
        const decision = decide(seeds, edgeBps);
        const key = `orig:${memberId}:${bet.requestId}`;
        const stakeRef = `${key}:bet`;
        // Play money (ADR 0044): the trial wallet and the round alone, nothing the real money sees.
        if (play)
          return this.#openPlayMoney(trx, brand, memberId, bet, {
            game,
            requestHash,
            pair,
            edgeBps,
            params,
            decision,
            maxWin,
            at,
          });
        // Real money first, then the bonus wallet's while a bonus is active (ADR 0039).
        const legs = await stakeLegs(trx, brand, {
          memberId,
          stake,
          game: { vendorCode: 'BGS', gameCode: game, category: 'BGS' },
          ref: stakeRef,
          at,
        });
        // Games whose multiplier is not chosen (Plinko, Keno) pay at most the largest win (ADR 0029).
        const payout = decision.status === 'OPEN' ? 0n : capped(payoutOf(stake, decision.multiplier), maxWin);
        // The win's legs need no look-up (the stake's were taken here), so they are known before
        // anything is posted: when the win moves money, its statement reports the balances and the
        // stake's need not.
        const win =
          payout > 0n
            ? await payoutLegs(trx, brand, { memberId, payout, stake: { ref: stakeRef }, taken: legs })
            : null;
        const winMoves = win !== null && win.postings.length > 0;
        const afterStake = await this.#move(trx, brand, memberId, 'GAME_BET', stakeRef, legs.postings, game, {
          report: !winMoves,
        });
        let afterWin: { main: bigint; report: unknown } | null = null;
        if (win) {
          afterWin = await this.#move(trx, brand, memberId, 'GAME_WIN', `${key}:win`, win.postings, game, {
            legs: win,
          });
        }
        const final = afterWin ?? afterStake;
        // The main wallet before the bet: after the stake it held `legs.real` less, and the win
        // put back what it paid to the main wallet.
        const paidToMain = (win?.postings ?? [])
          .filter((p) => p.account.kind === 'MAIN')
          .reduce((sum, p) => sum + p.amount, 0n);
        const balanceBefore = (afterWin ? afterWin.main - paidToMain : afterStake.main) + legs.real;
        const settled = decision.status !== 'OPEN';
        if (settled) await recordWager(trx, brand, memberId, stake);
        const round = {
          merchantId: brand.id,
          memberId,
          game,
          requestId: bet.requestId,
          requestHash,
          pairId: pair.id,
          nonce: pair.nonce,
          edgeBps,
          stake,
          payout,
          multiplier: decision.multiplier,
          params,
          state: decision.state,
          status: decision.status,
          balanceBefore,
          balanceAfter: final.main,
          at,
        };
        const ids = await repo.insertRound(trx, round, {
          gameName: GAME_NAMES[game],
          externalId: `${memberId}:${bet.requestId}`,
        });
        await playedBetWritten(trx, { ...ids.bet, id: ids.betId, currency: brand.currency });
        await recordBonusStake(trx, legs, ids.betId);
        const row: repo.RoundRow = {
          id: ids.id,
          game,
          request_hash: requestHash,
          seed_pair_id: pair.id,
          nonce: pair.nonce,
          edge_bps: edgeBps,
          stake,
          payout,
          multiplier: BigInt(decision.multiplier),
          params,
          state: decision.state,
          status: decision.status,
          balance_before: balanceBefore,
          balance_after: round.balanceAfter,
          bet_id: ids.betId,
          play_money: false,
          created_at: at,
          settled_at: settled ? at : null,
          server_seed: pair.server_seed,
          server_seed_hash: pair.server_seed_hash,
          client_seed: pair.client_seed,
          pair_status: 'ACTIVE',
        };
        return { row, report: final.report };
      });
    } catch (error) {
      // A repeated request (after the first, or racing it): whichever committed first is the answer.
      const raced = ['original_rounds_request', 'bets_', 'ledger_transactions_key', 'trial_wallet_moves_key'];
      const repeated =
        raced.some((index) => isUnique(error, index)) ||
        (error instanceof AppError && error.code === 'NONCE_MISMATCH');
      if (repeated) {
        const again = await this.#replay(brand, memberId, bet.requestId, requestHash);
        if (again) return again;
      }
      if (isUnique(error, 'original_rounds_one_open')) throw new AppError('ROUND_OPEN');
      throw error;
    }
    if (!play) {
      this.#wallet.wagersCommitted();
      await this.#wallet.publishReported(brand, memberId, played.report);
    }
    // A round played straight from its page shows in the member's recent games (never fails the bet).
    await this.#recordPlay?.(brand.id, memberId, game);
    return roundView(brand, played.row);
  }

  /**
   * A trial account's round (ADR 0044): the stake and any win move the play-money wallet in the
   * round's transaction, the round is stored marked as play money, and nothing else is written:
   * no betting record, no journal row, no turnover, no wager event.
   */
  async #openPlayMoney(
    trx: Trx,
    brand: Brand,
    memberId: bigint,
    bet: BetInput,
    r: {
      game: OriginalGame;
      requestHash: string;
      pair: repo.PairRow;
      edgeBps: number;
      params: Record<string, unknown>;
      decision: Decision;
      maxWin: bigint;
      at: Date;
    },
  ): Promise<{ row: repo.RoundRow; report: null }> {
    const money = this.#play();
    const stake = readAmount(brand, bet.amount);
    const key = `orig:${memberId}:${bet.requestId}`;
    const staked = await money.move(trx, brand, memberId, {
      key: `${key}:bet`,
      kind: 'BET',
      delta: -stake,
      at: r.at,
    });
    const payout =
      r.decision.status === 'OPEN' ? 0n : capped(payoutOf(stake, r.decision.multiplier), r.maxWin);
    const after =
      payout > 0n
        ? (
            await money.move(trx, brand, memberId, {
              key: `${key}:win`,
              kind: 'WIN',
              delta: payout,
              at: r.at,
            })
          ).after
        : staked.after;
    const round = {
      merchantId: brand.id,
      memberId,
      game: r.game,
      requestId: bet.requestId,
      requestHash: r.requestHash,
      pairId: r.pair.id,
      nonce: r.pair.nonce,
      edgeBps: r.edgeBps,
      stake,
      payout,
      multiplier: r.decision.multiplier,
      params: r.params,
      state: r.decision.state,
      status: r.decision.status,
      balanceBefore: staked.before,
      balanceAfter: after,
      at: r.at,
    };
    const { id } = await repo.insertPlayMoneyRound(trx, round);
    const settled = r.decision.status !== 'OPEN';
    return {
      row: {
        id,
        game: r.game,
        request_hash: r.requestHash,
        seed_pair_id: r.pair.id,
        nonce: r.pair.nonce,
        edge_bps: r.edgeBps,
        stake,
        payout,
        multiplier: BigInt(r.decision.multiplier),
        params: r.params,
        state: r.decision.state,
        status: r.decision.status,
        balance_before: staked.before,
        balance_after: after,
        bet_id: null,
        play_money: true,
        created_at: r.at,
        settled_at: settled ? r.at : null,
        server_seed: r.pair.server_seed,
        server_seed_hash: r.pair.server_seed_hash,
        client_seed: r.pair.client_seed,
        pair_status: 'ACTIVE',
      },
      report: null,
    };
  }

  async #step(
    brand: Brand,
    memberId: bigint,
    roundId: bigint,
    game: 'MINES' | 'HILO',
    step: (row: repo.RoundRow, pair: SeedPair) => StepResult,
  ): Promise<TOriginalRound> {
    const at = this.#now();
    const { maxWin } = await gameLimits(this.#db, brand, game);
    const { report, settled, play } = await this.#db.transaction().execute(async (trx) => {
      const row = await repo.lockRound(trx, brand.id, memberId, roundId);
      if (!row || row.game !== game) throw new AppError('NOT_FOUND');
      if (row.status !== 'OPEN') throw new AppError('ROUND_CLOSED');
      const pair = { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
      const result = step(row, pair);
      // Mines and Hi-Lo pay at most the largest win of one bet (ADR 0029).
      const payout =
        result.status === 'CASHED_OUT' ? capped(payoutOf(row.stake, result.multiplier), maxWin) : 0n;
      let balanceAfter = row.balance_after;
      let moved: unknown = null;
      if (row.play_money) {
        // Play money (ADR 0044): the win goes to the trial wallet; no betting record to settle.
        if (payout > 0n) {
          const won = await this.#play().move(trx, brand, memberId, {
            key: `orig:round:${row.id}:win`,
            kind: 'WIN',
            delta: payout,
            at,
          });
          balanceAfter = won.after;
        }
      } else if (payout > 0n) {
        // Shared like its stake when bonus money was staked (ADR 0039).
        const win = await payoutLegs(trx, brand, {
          memberId,
          payout,
          stake: row.bet_id === null ? { ref: `orig:round:${row.id}` } : { betId: row.bet_id },
        });
        const after = await this.#move(
          trx,
          brand,
          memberId,
          'GAME_WIN',
          `orig:round:${row.id}:win`,
          win.postings,
          game,
          { legs: win },
        );
        balanceAfter = after.main;
        moved = after.report;
      }
      const settled = result.status !== 'OPEN';
      await repo.updateRound(trx, row.id, {
        state: result.state,
        status: result.status,
        multiplier: result.multiplier,
        payout,
        balanceAfter,
        at: settled ? at : null,
      });
      if (settled && row.bet_id !== null && !row.play_money) {
        await settleBet(trx, row.bet_id, { validBet: row.stake, payout, at, currency: brand.currency });
        await recordWager(trx, brand, memberId, row.stake);
      }
      return { report: moved, settled, play: row.play_money };
    });
    if (settled && !play) this.#wallet.wagersCommitted();
    if (report) await this.#wallet.publishReported(brand, memberId, report);
    return this.round(brand, memberId, roundId);
  }

  /**
   * Money between the member's wallets and their HOUSE account (the postings of `stakeLegs` /
   * `payoutLegs`); the MAIN balance after it. No postings (a payout whose bonus share was kept
   * whole): nothing moves, the balance is read.
   */
  async #move(
    trx: Trx,
    brand: Brand,
    memberId: bigint,
    kind: 'GAME_BET' | 'GAME_WIN',
    key: string,
    postings: Posting[],
    game: OriginalGame,
    options: {
      legs?: Parameters<typeof keptNote>[0];
      /** Read the balances with the movement (default); off when a later movement reports them. */
      report?: boolean;
    } = {},
  ): Promise<{ main: bigint; report: unknown }> {
    const { legs } = options;
    const withReport = options.report ?? true;
    if (postings.length === 0) {
      const read = await readReport(trx, this.#wallet.balanceReport(brand, memberId, false));
      return { main: BigInt((read as { main: string | null }).main ?? 0), report: read };
    }
    const posted = await postGuarded(
      trx,
      {
        merchantId: brand.id,
        currency: brand.currency,
        kind,
        idempotencyKey: key,
        metadata: { vendorCode: 'BGS', gameCode: game, ...(legs ? keptNote(legs) : {}) },
        postings,
      },
      undefined,
      withReport ? this.#wallet.balanceReport(brand, memberId) : undefined,
    );
    if (!posted) throw new Error('game movement not written');
    if (!withReport) return { main: 0n, report: null };
    return { main: BigInt((posted.report as { main: string | null }).main ?? 0), report: posted.report };
  }

  async #replay(brand: Brand, memberId: bigint, requestId: string, requestHash: string) {
    const known = await repo.findByRequest(this.#db, brand.id, memberId, requestId);
    if (!known) return null;
    if (known.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return roundView(brand, known);
  }
}

function revealed(p: repo.PairRow): TRevealedSeedPair {
  return {
    serverSeed: p.server_seed,
    serverSeedHash: p.server_seed_hash,
    clientSeed: p.client_seed,
    nonce: p.nonce,
    createdAt: p.created_at.toISOString(),
    revealedAt: (p.revealed_at ?? p.created_at).toISOString(),
  };
}

/** A payout held to the largest win of one bet. */
const capped = (payout: bigint, maxWin: bigint): bigint => (payout > maxWin ? maxWin : payout);
