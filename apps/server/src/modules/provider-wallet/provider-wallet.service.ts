import type { KeyObject } from 'node:crypto';
import { DEFAULT_GAME_SETTINGS, parseMoney } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { GroupCommitter } from '../../db/group-commit.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { riskOverridesOf } from '../games/risk-limits.ts';
import type { PlayMoneyWallet } from '../trial/play-money.ts';
import { playableBalance } from '../wallet/bonus-play.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { MoneyCalls, type MoneyContext } from './money-calls.ts';
import { PlayMoneyCalls } from './play-money-calls.ts';
import {
  type Answer,
  type BalanceRequest,
  type BetRequest,
  type Call,
  isSupportedExponent,
  type MoneyRequest,
  parseRequest,
  parseUser,
  type RollbackRequest,
  toMinor,
  toUnits,
  type WinRequest,
} from './protocol.ts';
import * as repo from './provider-wallet.repository.ts';
import { closeStaleRounds } from './rounds.ts';
import { publicKeyOf, signBodyAsync, verifyBody } from './signature.ts';

/** A launch token lives this long after the launch or the last bet (ADR 0015). */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60_000;
/** A bet moves the expiry only when it has run down by this much (one write per few minutes, not per bet). */
const SESSION_EXTEND_STEP_MS = 5 * 60_000;
/** Rounds with no call for this long are closed with what was paid (ADR 0015). */
export const STALE_ROUND_MS = 48 * 60 * 60_000;
/** Vendors (their keys) are read again after this long. */
const VENDOR_TTL_MS = 10_000;
const VENDOR_CODE = /^[A-Z0-9_]{2,20}$/;

/**
 * The seamless wallet game providers call (ADR 0015): checks the signature, reads the call,
 * answers with an RS_* status and signs the answer. Money calls are in money-calls.ts.
 */
export class ProviderWalletService {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #wallet: WalletService;
  readonly #key: KeyObject;
  readonly #now: () => Date;
  readonly #money: MoneyCalls;
  /** A trial account's calls, with play money (ADR 0044); none without the port. */
  readonly #play: PlayMoneyCalls | null;
  readonly #vendors = new Map<string, { row: repo.VendorRow; until: number }>();

  constructor(deps: {
    db: Db;
    brands: BrandService;
    wallet: WalletService;
    privateKey: KeyObject;
    now: () => Date;
    playMoney?: PlayMoneyWallet;
    /** Money calls arriving together share a transaction (ADR 0060); each its own otherwise. */
    groupCommit?: GroupCommitter | null;
  }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#wallet = deps.wallet;
    this.#key = deps.privateKey;
    this.#now = deps.now;
    this.#money = new MoneyCalls({ db: deps.db, wallet: deps.wallet, groupCommit: deps.groupCommit ?? null });
    this.#play = deps.playMoney ? new PlayMoneyCalls({ db: deps.db, playMoney: deps.playMoney }) : null;
  }

  /** The answer's exact bytes and their signature (computed off the server's thread). */
  async sign(answer: Answer): Promise<{ body: string; signature: string }> {
    const body = JSON.stringify(answer);
    return { body, signature: await signBodyAsync(this.#key, body) };
  }

  /** One call, from the raw body to the answer; every failure is an RS_* status. */
  async handle(vendorCode: string, call: Call, body: Buffer, signature: string | undefined): Promise<Answer> {
    const vendor = VENDOR_CODE.test(vendorCode) ? await this.#vendor(vendorCode) : undefined;
    const key = vendor?.wallet_public_key ? publicKeyOf(vendor.wallet_public_key) : null;
    if (!vendor || !key) return { status: 'RS_ERROR_INVALID_PARTNER' };
    // The signature covers the bytes as sent: verified before anything reads them.
    if (!verifyBody(key, body, signature)) return { status: 'RS_ERROR_INVALID_SIGNATURE' };
    const parsed = parseRequest(call, body);
    if (!parsed.ok) return parsed.answer;
    const r = parsed.request as unknown as MoneyRequest;
    const echo = { request_uuid: r.request_uuid, user: r.user };
    const user = parseUser(r.user);
    if (!user) return { ...echo, status: 'RS_ERROR_WRONG_TYPES' };
    const brand = await this.#brands.findByCode(user.brandCode);
    if (!brand || !isSupportedExponent(brand.currencyExponent))
      return { ...echo, status: 'RS_ERROR_INVALID_PARTNER' };
    let minor: bigint | null = null;
    if ('amount' in r) {
      minor = toMinor(r.amount, brand.currencyExponent);
      if (minor === null) return { ...echo, status: 'RS_ERROR_WRONG_TYPES' };
    }
    // One read for every check of the call (ADR 0057): member, vendor, game, token, replay.
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const context = await repo.findCallContext(this.#db, {
      merchantId: brand.id,
      memberId: user.memberId,
      vendorCode: vendor.code,
      gameCode: call === 'info' ? null : text(r.game_code),
      tokenHash:
        call === 'bet' || call === 'balance' ? (text(r.token) === null ? null : hashToken(r.token)) : null,
      transactionUuid: call === 'info' || call === 'balance' ? null : text(r.transaction_uuid),
    });
    const member = context.member;
    // An unknown member answers as each call can: info UNKNOWN, balance and bet INVALID_TOKEN (no
    // token can be theirs), win and rollback TRANSACTION_DOES_NOT_EXIST (no bet can be theirs).
    switch (call) {
      case 'info':
        if (context.vendor !== 'ENABLED') return { ...echo, status: 'RS_ERROR_INVALID_PARTNER' };
        if (!member) return { ...echo, status: 'RS_ERROR_UNKNOWN' };
        return {
          ...echo,
          status: 'RS_OK',
          currency: brand.currency,
          country: brand.settings.phone.countryCode,
          language: member.language ?? brand.defaultLanguage,
          display_name: member.nickname ?? member.account,
        };
      case 'balance':
        return this.#balance(brand, vendor.code, context, r as unknown as BalanceRequest);
      default:
        return this.#moneyCall(brand, vendor.code, context, call, r, minor ?? 0n);
    }
  }

  /**
   * Bets, wins and rollbacks. A known transaction id is answered first (replays stay replays
   * whatever changed since); then the checks. Bets need a live token, an enabled game and vendor,
   * an active member and a stake within the limit; wins and rollbacks settle what was accepted
   * already, so they need only the game and the vendor to exist for the brand.
   */
  async #moneyCall(
    brand: Brand,
    vendorCode: string,
    context: repo.CallContext,
    call: 'bet' | 'win' | 'rollback',
    r: MoneyRequest,
    minor: bigint,
  ): Promise<Answer> {
    const member = context.member;
    const at = this.#now();
    if (!member) {
      const status = call === 'bet' ? 'RS_ERROR_INVALID_TOKEN' : 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      return { request_uuid: r.request_uuid, user: r.user, status };
    }
    const money: MoneyContext = { brand, vendorCode, memberId: member.id, at };
    // A trial account plays with play money (ADR 0044): the same checks, another wallet.
    const play = member.trial ? this.#play : null;
    if (member.trial && !play)
      return { request_uuid: r.request_uuid, user: r.user, status: 'RS_ERROR_USER_DISABLED' };
    const refuse = (status: Parameters<MoneyCalls['refuse']>[2]) =>
      play ? play.refuse(money, r, status) : this.#money.refuse(money, r, status);
    const known = context.transaction;
    if (known)
      return play ? play.again(money, call, r, known) : this.#money.again(money, call, r, known, minor);
    if (context.vendor === 'NONE' || (call === 'bet' && context.vendor !== 'ENABLED'))
      return refuse('RS_ERROR_INVALID_PARTNER');
    const game = context.game;
    if (!game || (call === 'bet' && !game.enabled)) return refuse('RS_ERROR_INVALID_GAME');
    if ('currency' in r && r.currency !== brand.currency) return refuse('RS_ERROR_WRONG_CURRENCY');
    if (call === 'win')
      return play ? play.win(money, r as WinRequest, minor) : this.#money.win(money, r as WinRequest, minor);
    if (call === 'rollback')
      return play
        ? play.rollback(money, r as RollbackRequest)
        : this.#money.rollback(money, r as RollbackRequest);
    const bet = r as BetRequest;
    const session = this.#session(brand, vendorCode, member.id, game.id, context.session, at);
    if (session.status !== 'RS_OK') return refuse(session.status);
    const stake = minor;
    // We grant no free rounds: a free bet must cost nothing.
    if (bet.is_free && stake > 0n) return refuse('RS_ERROR_WRONG_TYPES');
    if (member.status !== 'active') return refuse('RS_ERROR_USER_DISABLED');
    // A suspended brand takes no new bets; wins and rollbacks still settle what was played.
    if (brand.status !== 'active') return refuse('RS_ERROR_USER_DISABLED');
    // The game's own largest bet for the brand, else the brand's (ADR 0029).
    const own = await riskOverridesOf(this.#db, brand.id, vendorCode, r.game_code);
    if (stake > (own.maxBet ?? maxBetOf(brand))) return refuse('RS_ERROR_LIMIT_REACHED');
    const answer = play ? await play.bet(money, bet, stake) : await this.#money.bet(money, bet, stake, game);
    if (answer.status === 'RS_OK') await this.#extend(session, at);
    return answer;
  }

  async #balance(
    brand: Brand,
    vendorCode: string,
    context: repo.CallContext,
    r: BalanceRequest,
  ): Promise<Answer> {
    const echo = { request_uuid: r.request_uuid, user: r.user };
    if (context.vendor !== 'ENABLED') return { ...echo, status: 'RS_ERROR_INVALID_PARTNER' };
    if (!context.member) return { ...echo, status: 'RS_ERROR_INVALID_TOKEN' };
    const memberId = context.member.id;
    const game = context.game;
    // The main wallet, with the bonus wallet while a bonus is active and this game contributes.
    const facts = game ? { vendorCode, gameCode: r.game_code, category: game.category } : null;
    // A trial account's play money (ADR 0044).
    const play = context.member.trial ? this.#play : null;
    const money = async (status: Answer['status']): Promise<Answer> => ({
      ...echo,
      status,
      currency: brand.currency,
      balance: toUnits(
        play
          ? await play.balance({ brand, vendorCode, memberId, at: this.#now() })
          : await playableBalance(this.#db, brand, memberId, facts),
        brand.currencyExponent,
      ),
    });
    if (!game?.enabled) return money('RS_ERROR_INVALID_GAME');
    const session = this.#session(brand, vendorCode, memberId, game.id, context.session, this.#now());
    return money(session.status);
  }

  /** The launch token's session (read with the call), if it is this member's, vendor's and game's, and live. */
  #session(
    brand: Brand,
    vendorCode: string,
    memberId: bigint,
    gameId: bigint,
    s: repo.SessionRow | undefined,
    at: Date,
  ):
    | { status: 'RS_OK'; id: bigint; expiresAt: Date }
    | { status: 'RS_ERROR_INVALID_TOKEN' | 'RS_ERROR_TOKEN_EXPIRED' } {
    if (
      !s ||
      s.merchant_id !== brand.id ||
      s.member_id !== memberId ||
      s.vendor_code !== vendorCode ||
      s.game_id !== gameId
    )
      return { status: 'RS_ERROR_INVALID_TOKEN' };
    if (s.expires_at.getTime() <= at.getTime()) return { status: 'RS_ERROR_TOKEN_EXPIRED' };
    return { status: 'RS_OK', id: s.id, expiresAt: s.expires_at };
  }

  /**
   * A bet keeps the game session alive for another 12 hours. Not part of the bet's transaction
   * (a lost extension costs nothing), and written only once it has run down a little.
   */
  async #extend(session: { id: bigint; expiresAt: Date }, at: Date): Promise<void> {
    const until = new Date(at.getTime() + GAME_SESSION_TTL_MS);
    const unlessAfter = new Date(until.getTime() - SESSION_EXTEND_STEP_MS);
    if (session.expiresAt.getTime() >= unlessAfter.getTime()) return;
    await repo.extendSession(this.#db, session.id, until, unlessAfter);
  }

  async #vendor(code: string): Promise<repo.VendorRow | undefined> {
    const now = Date.now();
    const hit = this.#vendors.get(code);
    if (hit && hit.until > now) return hit.row;
    const row = await repo.findVendor(this.#db, code);
    // Only vendors that exist are kept, so made-up codes cannot fill the map.
    if (row) this.#vendors.set(code, { row, until: now + VENDOR_TTL_MS });
    return row;
  }

  /** The background job: rounds a provider left open for 48 hours are closed with what was paid. */
  async closeStaleRounds(): Promise<number> {
    const closed = await closeStaleRounds(
      this.#db,
      (id) => this.#brands.findById(id),
      this.#now(),
      STALE_ROUND_MS,
    );
    if (closed > 0) this.#wallet.wagersCommitted();
    return closed;
  }

  /** Drops cached vendors (after their keys change). */
  forgetVendors(): void {
    this.#vendors.clear();
  }
}

/** The brand's single-bet limit in minor units; an unreadable setting refuses every bet. */
export function maxBetOf(brand: Brand): bigint {
  const text = brand.settings.games?.maxBet ?? DEFAULT_GAME_SETTINGS.maxBet;
  return parseMoney(text, brand.currencyExponent) ?? -1n;
}
