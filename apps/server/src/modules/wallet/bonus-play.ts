import {
  contributionBps,
  DEFAULT_PROMOTION_SETTINGS,
  groupMoney,
  splitPayout,
  splitStake,
  type TContributions,
} from '@portal/contracts';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { gameHouse, type Posting, type Trx } from '../ledger/ledger.ts';
import { moneyText } from './amounts.ts';
import * as repo from './bonus.repository.ts';

/**
 * Staking with bonus money (issue 18; ADR 0039 "Staking"), for every game that takes a stake from
 * the member's wallet: the in-house games, crash and the seamless provider wallet. Lottery tickets
 * and transfer-wallet vendors stay on real money (they never call this).
 *
 * `stakeLegs` gives the postings of a stake: with no ACTIVE grant (one indexed probe) the member's
 * MAIN pays it all; with one, its row is locked (a member's bets with a bonus are taken one at a
 * time), a stake above its max bet on a contributing game is refused before anything moves, real
 * money pays first and only the shortfall comes from BONUS (never on a 0 % game), and the bonus
 * part is kept in `bonus_stakes` by the stake's journal key. `payoutLegs` shares the payout of
 * that stake alike: bonus share back to BONUS while the grant is ACTIVE, paid as real money when
 * it COMPLETED meanwhile, kept by the house when it expired, was forfeited or cancelled.
 */

/** The game a stake is on, as the catalogue files it (what contributions key on). */
export interface PlayFacts {
  vendorCode: string;
  gameCode: string;
  category: string;
}

export interface StakeLegs {
  /** MAIN −real, BONUS −bonus (when any), the member's HOUSE +stake. */
  postings: Posting[];
  real: bigint;
  bonus: bigint;
  /** The grant whose money was used (null: real money only). */
  grantId: bigint | null;
  /** The bonus part's record, when the caller writes it with its bet (`recordBonusStake`). */
  deferred: repo.NewStake | null;
  /** A grant is ACTIVE and this game contributes: the bonus wallet is playable here. */
  bonusGame: boolean;
}

export interface PayoutLegs {
  /** HOUSE −paid, MAIN +real, BONUS +bonus; empty when nothing is paid (all of it kept). */
  postings: Posting[];
  real: bigint;
  bonus: bigint;
  /** The bonus share not paid because its grant ended (expired, forfeited, cancelled). */
  kept: bigint;
}

export function contributionsOf(value: unknown): TContributions {
  const c = (typeof value === 'string' ? JSON.parse(value) : value) as TContributions | null;
  return c ?? DEFAULT_PROMOTION_SETTINGS.contributions;
}

const main = (brand: Pick<Brand, 'id'>, memberId: bigint) => ({
  merchantId: brand.id,
  kind: 'MAIN' as const,
  memberId,
});
const bonusAccount = (brand: Pick<Brand, 'id'>, memberId: bigint) => ({
  merchantId: brand.id,
  kind: 'BONUS' as const,
  memberId,
});

/**
 * The postings of a stake (see above). `ref` is the stake's journal key; `betId` its row in the
 * betting record when already written (else record it with `recordBonusStake` in the same
 * transaction once written). Refuses BONUS_MAX_BET, and INSUFFICIENT_FUNDS when real and bonus money together
 * are short. Call it inside the transaction that posts the stake, before posting.
 */
export async function stakeLegs(
  trx: Trx,
  brand: Pick<Brand, 'id' | 'currencyExponent'>,
  input: {
    memberId: bigint;
    stake: bigint;
    game: PlayFacts;
    ref: string;
    /** The bet's row; absent when not written yet (then `recordBonusStake` once it is). */
    betId?: bigint | null;
    at?: Date;
  },
): Promise<StakeLegs> {
  const { memberId, stake } = input;
  const house = gameHouse(brand.id, memberId);
  const realOnly = (): StakeLegs => ({
    postings: [
      { account: main(brand, memberId), amount: -stake },
      { account: house, amount: stake },
    ],
    real: stake,
    bonus: 0n,
    grantId: null,
    deferred: null,
    bonusGame: false,
  });
  const grant = await repo.lockForStake(trx, brand.id, memberId);
  if (!grant) return realOnly();
  const bps = contributionBps(contributionsOf(grant.contributions), input.game);
  // A game that does not count towards wagering is played with real money only, and without
  // the bonus's max bet (it protects the bonus, which is not at stake there).
  if (bps <= 0) return realOnly();
  const contributing = (): StakeLegs => ({ ...realOnly(), bonusGame: true });
  if (grant.max_bet_minor !== null && grant.max_bet_minor > 0n && stake > grant.max_bet_minor) {
    throw new AppError('BONUS_MAX_BET', {
      params: { limit: groupMoney(moneyText(brand, grant.max_bet_minor)) },
    });
  }
  const split = splitStake(stake, grant.main, grant.bonus);
  if (!split) throw new AppError('INSUFFICIENT_FUNDS');
  if (split.bonus === 0n) return contributing();
  const record: repo.NewStake = {
    merchantId: brand.id,
    memberId,
    grantId: grant.id,
    ref: input.ref,
    stake,
    bonusStake: split.bonus,
    betId: input.betId ?? null,
    at: input.at ?? new Date(),
  };
  // Without its bet yet (an in-house round writes it after the stake): the caller records it.
  const deferred = input.betId === undefined ? record : null;
  if (!deferred) await repo.insertStake(trx, record);
  const postings: Posting[] = [];
  if (split.real > 0n) postings.push({ account: main(brand, memberId), amount: -split.real });
  postings.push({ account: bonusAccount(brand, memberId), amount: -split.bonus });
  postings.push({ account: house, amount: stake });
  return { postings, real: split.real, bonus: split.bonus, grantId: grant.id, deferred, bonusGame: true };
}

/**
 * Writes the bonus part of a stake taken without its bet (`stakeLegs` without `betId`), with the
 * bet now written; nothing when the stake was real money only. Same transaction.
 */
export async function recordBonusStake(trx: Trx, legs: StakeLegs, betId: bigint): Promise<void> {
  if (legs.deferred) await repo.insertStake(trx, { ...legs.deferred, betId });
}

/**
 * The postings of a payout (a win, a refund, a returned stake) of the stake named by `stake`
 * (its journal key, or its bet). `taken`: the stake's `StakeLegs` when the caller took it in this
 * very transaction, which saves the probe.
 */
export async function payoutLegs(
  trx: Trx,
  brand: Pick<Brand, 'id'>,
  input: {
    memberId: bigint;
    payout: bigint;
    stake: { ref: string } | { betId: bigint };
    /** The stake was taken in this very transaction (its grant's row is locked by it): no probe. */
    taken?: StakeLegs;
  },
): Promise<PayoutLegs> {
  const { memberId, payout } = input;
  if (payout <= 0n) return { postings: [], real: 0n, bonus: 0n, kept: 0n };
  const house = gameHouse(brand.id, memberId);
  const allReal = (): PayoutLegs => ({
    postings: [
      { account: house, amount: -payout },
      { account: main(brand, memberId), amount: payout },
    ],
    real: payout,
    bonus: 0n,
    kept: 0n,
  });
  const taken = input.taken;
  const staked = taken
    ? taken.bonus === 0n
      ? null
      : { stake: taken.real + taken.bonus, bonusStake: taken.bonus, state: 'ACTIVE' as const }
    : await repo.lockStakeGrant(trx, brand.id, input.stake);
  if (!staked) return allReal();
  const split = splitPayout(payout, staked.stake, staked.bonusStake);
  if (split.bonus === 0n || staked.state === 'COMPLETED') return allReal();
  if (staked.state === 'ACTIVE') {
    const postings: Posting[] = [{ account: house, amount: -payout }];
    if (split.real > 0n) postings.push({ account: main(brand, memberId), amount: split.real });
    postings.push({ account: bonusAccount(brand, memberId), amount: split.bonus });
    return { postings, real: split.real, bonus: split.bonus, kept: 0n };
  }
  // The grant expired, was forfeited or cancelled while the bet was open: its share stays.
  if (split.real === 0n) return { postings: [], real: 0n, bonus: 0n, kept: split.bonus };
  return {
    postings: [
      { account: house, amount: -split.real },
      { account: main(brand, memberId), amount: split.real },
    ],
    real: split.real,
    bonus: 0n,
    kept: split.bonus,
  };
}

/** The journal metadata a payout adds when part of it was kept. */
export function keptNote(legs: PayoutLegs): Record<string, unknown> {
  return legs.kept > 0n ? { bonusShareKept: String(legs.kept) } : {};
}

/**
 * The member's balance figures as `WalletService.balanceReport` gives them, read now: for a
 * payout that moved nothing (its whole share kept), where no journal statement reports them.
 */
export async function readReport(trx: Trx, report: ReturnType<typeof sql>): Promise<unknown> {
  const { rows } = await sql<{ balance: unknown }>`select ${report} as balance`.execute(trx);
  return rows[0]?.balance ?? null;
}

/**
 * What a game may stake from now, as its balance shows it (the seamless wallet's answers): the
 * main wallet, and the bonus wallet too while a grant is ACTIVE and the game contributes
 * (`game` null: not known, main only). One statement.
 */
export async function playableBalance(
  db: Pick<Trx, 'selectFrom'> | Trx,
  brand: Pick<Brand, 'id'>,
  memberId: bigint,
  game: PlayFacts | null | (() => Promise<PlayFacts | null>),
): Promise<bigint> {
  const funds = await repo.fundsOf(db as Trx, brand.id, memberId);
  if (funds.contributions === null) return funds.main;
  const facts = typeof game === 'function' ? await game() : game;
  if (!facts) return funds.main;
  return contributionBps(contributionsOf(funds.contributions), facts) > 0
    ? funds.main + funds.bonus
    : funds.main;
}
