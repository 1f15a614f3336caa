import type { Db } from '../../db/database.ts';
import { type GroupCommitter, type RunTransaction, transactionRunner } from '../../db/group-commit.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { type Posting, postGuarded, type Trx } from '../ledger/ledger.ts';
import { keptNote, type PlayFacts, payoutLegs, playableBalance, stakeLegs } from '../wallet/bonus-play.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  type Answer,
  type BetRequest,
  type Call,
  contentHash,
  type MoneyRequest,
  type RollbackRequest,
  type Status,
  toUnits,
  type WinRequest,
} from './protocol.ts';
import * as repo from './provider-wallet.repository.ts';
import { lockRound, openRound, type Round, saveRound } from './rounds.ts';

/** Who and where a money call is for. */
export interface MoneyContext {
  brand: Brand;
  vendorCode: string;
  memberId: bigint;
  at: Date;
}

const KIND_OF = { bet: 'BET', win: 'WIN', rollback: 'ROLLBACK' } as const;

/** A refusal found inside the transaction: it rolls back (the claim with it) and is answered. */
class Refusal extends Error {
  readonly status: Status;
  constructor(status: Status) {
    super(status);
    this.status = status;
  }
}

/** The transaction id was claimed by a racing copy of the call, now committed: answer as a repeat. */
class ClaimedMeanwhile extends Error {}

/** What a committed call leaves: its stored answer, and the balance figures when money moved. */
type Done = { answer: Answer; report?: unknown };

/**
 * Bets, wins and rollbacks (ADR 0015). Each runs in one database transaction: the claim of its
 * transaction id (with its content hash), the round, the ledger entry and the stored answer
 * commit together or not at all, so a crash leaves nothing half done and a retry meets either
 * the finished call (and replays it) or nothing. Refusals store nothing: a retry is checked again.
 */
export class MoneyCalls {
  readonly #db: Db;
  readonly #wallet: WalletService;
  /** Runs a call's transaction: its own, or a share of a group commit's (ADR 0060). */
  readonly #transaction: RunTransaction;

  constructor(deps: { db: Db; wallet: WalletService; groupCommit?: GroupCommitter | null }) {
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#transaction = transactionRunner(deps.db, deps.groupCommit);
  }

  /** A refusal, with the member's balance as it is. */
  async refuse(c: MoneyContext, r: MoneyRequest, status: Status): Promise<Answer> {
    const balance = await this.#playable(this.#db, c, r.game_code);
    return { request_uuid: r.request_uuid, ...stored(c, r, status, balance) };
  }

  /**
   * The balance a game shows: the main wallet, with the bonus wallet while a bonus is active and
   * the game contributes to it (ADR 0039; members without a bonus: the main wallet, one read).
   */
  #playable(db: Db | Trx, c: MoneyContext, game: string | PlayFacts): Promise<bigint> {
    return playableBalance(db, c.brand, c.memberId, async () => {
      if (typeof game !== 'string') return game;
      const row = await repo.findGame(db, c.brand.id, c.vendorCode, game);
      return row ? { vendorCode: c.vendorCode, gameCode: game, category: row.category } : null;
    });
  }

  /**
   * A transaction id seen before: the same content replays the first answer (balance as it was
   * then), other content is a duplicate; a bet meeting the tombstone its rollback left is void.
   */
  async again(
    c: MoneyContext,
    call: Call,
    r: MoneyRequest,
    known: repo.TransactionRow,
    minor: bigint,
  ): Promise<Answer> {
    if (known.kind === 'BET' && known.tombstone && known.content_hash === '') {
      const same =
        call === 'bet' &&
        known.member_id === c.memberId &&
        known.game_code === r.game_code &&
        known.round === r.round;
      if (!same) return this.refuse(c, r, 'RS_ERROR_DUPLICATE_TRANSACTION');
      return this.#lateBet(c, r as BetRequest, known, minor);
    }
    if (known.content_hash !== contentHash(KIND_OF[call as keyof typeof KIND_OF], r))
      return this.refuse(c, r, 'RS_ERROR_DUPLICATE_TRANSACTION');
    return { request_uuid: r.request_uuid, ...known.answer };
  }

  /** The bet its rollback came before: it moves nothing, now and on every replay. */
  async #lateBet(c: MoneyContext, r: BetRequest, known: repo.TransactionRow, minor: bigint): Promise<Answer> {
    const balance = await this.#playable(this.#db, c, r.game_code);
    const answer = stored(c, r, 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance);
    const filled = await this.#db.transaction().execute((trx) =>
      repo.fillTombstone(trx, known.id, {
        contentHash: contentHash('BET', r),
        amount: minor,
        currency: r.currency,
        answer,
      }),
    );
    if (filled) return { request_uuid: r.request_uuid, ...answer };
    return this.#repeat(c, 'bet', r, minor);
  }

  async bet(c: MoneyContext, r: BetRequest, stake: bigint, game: repo.GameRow): Promise<Answer> {
    return this.#run(c, 'bet', r, stake, async (trx) => {
      const id = await claimCall(trx, c, 'BET', r, stake, null);
      const round = await openRound(trx, {
        merchantId: c.brand.id,
        memberId: c.memberId,
        vendorCode: c.vendorCode,
        gameCode: r.game_code,
        gameName: game.names.en ?? game.code,
        category: game.category,
        round: r.round,
        at: c.at,
      });
      // Round ids are the vendor's: one of another member's is a provider error, not ours to join.
      if (round.member_id !== c.memberId) throw new Refusal('RS_ERROR_UNKNOWN');
      const status = r.round_closed ? 'SETTLED' : 'OPEN';
      // Real money first, then the bonus wallet's while a bonus is active (ADR 0039); a stake
      // above the bonus's max bet is refused before anything moves.
      const legs = await stakeLegs(trx, c.brand, {
        memberId: c.memberId,
        stake,
        game: { vendorCode: c.vendorCode, gameCode: r.game_code, category: game.category },
        ref: stakeKey(c, r.transaction_uuid),
        betId: round.id,
        at: c.at,
      });
      await saveRound(
        trx,
        c.brand,
        round,
        { stake: round.stake + stake, payout: round.payout, status },
        c.at,
      );
      return this.#finish(trx, c, r, id, round, 'GAME_BET', legs.postings, {}, legs.bonusGame);
    });
  }

  async win(c: MoneyContext, r: WinRequest, payout: bigint): Promise<Answer> {
    return this.#run(c, 'win', r, payout, async (trx) => {
      const id = await claimCall(trx, c, 'WIN', r, payout, r.reference_transaction_uuid);
      const bet = await this.#betOf(trx, c, r);
      if (!bet) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (bet.rolled_back) throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      const round = await lockRound(trx, bet.bet_id as bigint);
      const status = r.round_closed && round.status === 'OPEN' ? 'SETTLED' : round.status;
      await saveRound(
        trx,
        c.brand,
        round,
        { stake: round.stake, payout: round.payout + payout, status },
        c.at,
      );
      // Shared like the stake it wins on (ADR 0039).
      const legs = await payoutLegs(trx, c.brand, {
        memberId: c.memberId,
        payout,
        stake: { ref: stakeKey(c, r.reference_transaction_uuid) },
      });
      return this.#finish(trx, c, r, id, round, 'GAME_WIN', legs.postings, keptNote(legs));
    });
  }

  async rollback(c: MoneyContext, r: RollbackRequest): Promise<Answer> {
    return this.#run(c, 'rollback', r, 0n, async (trx) => {
      const id = await claimCall(trx, c, 'ROLLBACK', r, 0n, r.reference_transaction_uuid);
      // Rollbacks may arrive before their bet: a placeholder under the bet's id makes the late
      // bet void. The unique id decides a race between the two.
      const placeholder = await claimRollbackPlaceholder(trx, c, r);
      if (placeholder !== null) {
        const answer = stored(c, r, 'RS_OK', await this.#playable(trx, c, r.game_code));
        await repo.finishTransaction(trx, id, { answer, tombstone: true });
        return { answer };
      }
      const known = await repo.findTransaction(trx, c.vendorCode, r.reference_transaction_uuid, true);
      if (known?.kind !== 'BET') throw new Refusal('RS_ERROR_UNKNOWN');
      const bet = await this.#betOf(trx, c, r, known);
      if (!bet) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (bet.rolled_back) {
        // A second rollback of the bet answers what the first did.
        const first = await repo.findFirstRollback(trx, c.vendorCode, bet.transaction_uuid);
        const answer =
          first && first.id !== id
            ? first.answer
            : stored(c, r, 'RS_OK', await this.#playable(trx, c, r.game_code));
        await repo.finishTransaction(trx, id, { answer, betId: bet.bet_id });
        return { answer };
      }
      // Never money out of thin air: a bet whose win was paid keeps its stake.
      if (await repo.hasPaidWin(trx, c.vendorCode, bet.transaction_uuid))
        throw new Refusal('RS_ERROR_UNKNOWN');
      const round = await lockRound(trx, bet.bet_id as bigint);
      await repo.markRolledBack(trx, bet.id);
      const live = await repo.countLiveBets(trx, round.id);
      const status =
        live === 0 ? 'CANCELLED' : r.round_closed && round.status === 'OPEN' ? 'SETTLED' : round.status;
      await saveRound(
        trx,
        c.brand,
        round,
        { stake: round.stake - bet.amount, payout: round.payout, status },
        c.at,
      );
      // The stake goes back the way it came (its bonus part to the bonus wallet, ADR 0039).
      const legs = await payoutLegs(trx, c.brand, {
        memberId: c.memberId,
        payout: bet.amount,
        stake: { ref: stakeKey(c, bet.transaction_uuid) },
      });
      return this.#finish(trx, c, r, id, round, 'GAME_ROLLBACK', legs.postings, keptNote(legs));
    });
  }

  /** The bet a win or rollback refers to, locked: of this member, game and round, or none. */
  async #betOf(
    trx: Trx,
    c: MoneyContext,
    r: WinRequest | RollbackRequest,
    known?: repo.TransactionRow,
  ): Promise<(repo.TransactionRow & { bet_id: bigint | null }) | null> {
    const bet = known ?? (await repo.findTransaction(trx, c.vendorCode, r.reference_transaction_uuid, true));
    if (bet?.kind !== 'BET' || bet.member_id !== c.memberId) return null;
    if (bet.game_code !== r.game_code || bet.round !== r.round) return null;
    // A placeholder (rolled back) has no round; every other bet has one.
    if (bet.bet_id === null && !bet.rolled_back) return null;
    return bet;
  }

  /**
   * The money (the member's wallets against their HOUSE account: the postings of `stakeLegs` /
   * `payoutLegs`) and the stored answer with the MAIN balance after it.
   */
  async #finish(
    trx: Trx,
    c: MoneyContext,
    r: MoneyRequest,
    id: bigint,
    round: Round,
    kind: 'GAME_BET' | 'GAME_WIN' | 'GAME_ROLLBACK',
    postings: Posting[],
    note: Record<string, unknown> = {},
    /** Known from the stake: whether the bonus wallet is playable in this game. */
    bonusGame?: boolean,
  ): Promise<Done> {
    let balance: bigint;
    let report: unknown;
    const facts = { vendorCode: c.vendorCode, gameCode: round.game_code, category: round.category };
    if (postings.length === 0) {
      balance = await this.#playable(trx, c, facts);
    } else {
      const posted = await postGuarded(
        trx,
        {
          merchantId: c.brand.id,
          currency: c.brand.currency,
          kind,
          idempotencyKey: `pw:${c.vendorCode}:${r.transaction_uuid}`,
          reference: `bet:${round.id}`,
          metadata: {
            vendorCode: c.vendorCode,
            gameCode: r.game_code,
            round: r.round,
            transaction: r.transaction_uuid,
            ...note,
          },
          postings,
        },
        undefined,
        this.#wallet.balanceReport(c.brand, c.memberId),
      );
      if (!posted) throw new Error('game movement not written');
      report = posted.report;
      const figures = report as { main: string | null; bonus: string | null };
      const main = BigInt(figures.main ?? 0);
      const bonus = BigInt(figures.bonus ?? 0);
      // An empty bonus wallet (members without a bonus) needs no look-up.
      if (bonus === 0n) balance = main;
      else if (bonusGame !== undefined) balance = main + (bonusGame ? bonus : 0n);
      else balance = await this.#playable(trx, c, facts);
    }
    const answer = stored(c, r, 'RS_OK', balance);
    await repo.finishTransaction(trx, id, { answer, betId: round.id });
    return { answer, report };
  }

  /** Runs a call's transaction and answers it: refusals and overdrafts with the balance as it is. */
  async #run(
    c: MoneyContext,
    call: 'bet' | 'win' | 'rollback',
    r: MoneyRequest,
    minor: bigint,
    work: (trx: Trx) => Promise<Done>,
  ): Promise<Answer> {
    let done: Done;
    try {
      // Everything of the call is in `work`, so a group commit may run it again after a rollback.
      done = await this.#transaction(work);
    } catch (error) {
      if (error instanceof ClaimedMeanwhile) return this.#repeat(c, call, r, minor);
      if (error instanceof Refusal) return this.refuse(c, r, error.status);
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
        return this.refuse(c, r, 'RS_ERROR_NOT_ENOUGH_MONEY');
      // A stake above an active bonus's max bet (ADR 0039).
      if (error instanceof AppError && error.code === 'BONUS_MAX_BET')
        return this.refuse(c, r, 'RS_ERROR_LIMIT_REACHED');
      throw error;
    }
    this.#wallet.wagersCommitted();
    if (done.report !== undefined) await this.#wallet.publishReported(c.brand, c.memberId, done.report);
    return { request_uuid: r.request_uuid, ...done.answer };
  }

  /** The id was claimed by a call that has committed since (a copy, or a rollback's tombstone). */
  async #repeat(c: MoneyContext, call: Call, r: MoneyRequest, minor: bigint): Promise<Answer> {
    const known = await repo.findTransaction(this.#db, c.vendorCode, r.transaction_uuid);
    if (!known) return this.refuse(c, r, 'RS_ERROR_UNKNOWN');
    return this.again(c, call, r, known, minor);
  }
}

/** A bet's journal key, which its bonus part (if any) is kept under. */
const stakeKey = (c: MoneyContext, transactionUuid: string) => `pw:${c.vendorCode}:${transactionUuid}`;

/** An answer as stored with its transaction (the request_uuid is each request's own). */
function stored(c: MoneyContext, r: MoneyRequest, status: Status, balance: bigint): Answer {
  return {
    user: r.user,
    status,
    currency: c.brand.currency,
    balance: toUnits(balance, c.brand.currencyExponent),
  };
}

/**
 * Claims a provider transaction id for this call, with a placeholder answer replaced before the
 * transaction commits; real and play-money calls alike (ClaimedMeanwhile when another got it first).
 */
export async function claimCall(
  trx: Trx,
  c: MoneyContext,
  kind: 'BET' | 'WIN' | 'ROLLBACK',
  r: MoneyRequest,
  amount: bigint,
  referenceUuid: string | null,
  playMoney = false,
): Promise<bigint> {
  const id = await repo.claimTransaction(trx, {
    merchantId: c.brand.id,
    vendorCode: c.vendorCode,
    uuid: r.transaction_uuid,
    kind,
    memberId: c.memberId,
    gameCode: r.game_code,
    round: r.round,
    amount,
    currency: 'currency' in r ? r.currency : null,
    referenceUuid,
    contentHash: contentHash(kind, r),
    // Replaced before the transaction commits.
    answer: { status: 'RS_ERROR_UNKNOWN' },
    ...(playMoney ? { playMoney: true } : {}),
    createdAt: c.at,
  });
  if (id === null) throw new ClaimedMeanwhile();
  return id;
}

/**
 * A rollback that arrives before its bet leaves a placeholder under the bet's id, so the late bet
 * is void; the unique id decides a race between the two. Null when the bet's id is taken already.
 */
export function claimRollbackPlaceholder(
  trx: Trx,
  c: MoneyContext,
  r: RollbackRequest,
  playMoney = false,
): Promise<bigint | null> {
  return repo.claimTransaction(trx, {
    merchantId: c.brand.id,
    vendorCode: c.vendorCode,
    uuid: r.reference_transaction_uuid,
    kind: 'BET',
    memberId: c.memberId,
    gameCode: r.game_code,
    round: r.round,
    amount: 0n,
    currency: null,
    referenceUuid: null,
    contentHash: '',
    answer: { user: r.user, status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' },
    rolledBack: true,
    tombstone: true,
    ...(playMoney ? { playMoney: true } : {}),
    createdAt: c.at,
  });
}
