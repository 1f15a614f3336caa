import { ORIGINAL_PAGES, type TLaunch } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import type { GameCatalogue } from './catalogue.service.ts';
import { deleteExpiredSessions, insertGameSession } from './launch.repository.ts';

/**
 * A transfer-wallet vendor's game windows (ADR 0043): the vendor accepts the launch token for the
 * member and the game plays against the balance the member moved there. Taken at wiring (the
 * wallet's vendor gateway), so games never imports the wallet.
 */
export interface TransferSessions {
  openSession?(
    brand: Brand,
    session: { vendorCode: string; memberId: bigint; gameCode: string; token: string },
  ): Promise<'OK' | 'UNSUPPORTED' | 'UNAVAILABLE'>;
}

/** A launch token lives this long; each bet extends it (ADR 0015). */
export const GAME_SESSION_HOURS = 12;

/**
 * Launching a game (ADR 0015): a launch token for the member, the game and its vendor, kept only as
 * its hash, and the vendor's launch URL carrying it. The player site opens the URL in the game
 * popup frame; the vendor then settles every round through the provider wallet API.
 */
export class GameLauncher {
  readonly #db: Db;
  readonly #catalogue: GameCatalogue;
  readonly #demoProviderUrl: string | null;
  readonly #now: () => Date;
  readonly #transferSessions: TransferSessions | undefined;

  constructor(deps: {
    db: Db;
    catalogue: GameCatalogue;
    demoProviderUrl: string | null;
    now: () => Date;
    transferSessions?: TransferSessions | undefined;
  }) {
    this.#db = deps.db;
    this.#catalogue = deps.catalogue;
    this.#demoProviderUrl = deps.demoProviderUrl;
    this.#now = deps.now;
    this.#transferSessions = deps.transferSessions;
  }

  /**
   * Forgets launch tokens a day after they expired. Wins and rollbacks never need a token, so
   * nothing a provider may still send depends on them.
   */
  async purgeExpired(): Promise<number> {
    return deleteExpiredSessions(this.#db, new Date(this.#now().getTime() - 86_400_000));
  }

  async launch(
    brand: Brand,
    memberId: bigint,
    request: { gameId?: bigint; gameCode?: string; vendorCode: string; language: string; lobby: string },
  ): Promise<TLaunch> {
    const game = await this.#catalogue.findForLaunch(brand, request);
    // In-house games and the lottery are pages of the player site itself: no token, no frame.
    const page = inAppPage(game.engine, game.code);
    if (page) {
      await this.#catalogue.recordPlay(brand, memberId, game.id);
      return { url: page };
    }
    // A vendor with no launch address cannot open.
    const base = game.launchUrl ?? this.#demoProviderUrl;
    if (!base) throw new AppError('GAME_MAINTENANCE');
    const token = newToken();
    const now = this.#now();
    if (game.walletMode === 'TRANSFER') {
      // A transfer-wallet vendor (ADR 0043) keeps the member's money itself: it is told the token,
      // and the game plays against what the member transferred there. The simulated books
      // (ADR 0013) have no games: those stay closed.
      const opened =
        (await this.#transferSessions?.openSession?.(brand, {
          vendorCode: game.vendorCode,
          memberId,
          gameCode: game.code,
          token,
        })) ?? 'UNSUPPORTED';
      if (opened === 'UNAVAILABLE') throw new AppError('VENDOR_UNAVAILABLE');
      if (opened !== 'OK') throw new AppError('GAME_MAINTENANCE');
    } else
      await insertGameSession(this.#db, {
        token_hash: hashToken(token),
        merchant_id: brand.id,
        member_id: memberId,
        game_id: game.id,
        vendor_code: game.vendorCode,
        currency: brand.currency,
        created_at: now,
        expires_at: new Date(now.getTime() + GAME_SESSION_HOURS * 3_600_000),
      });
    await this.#catalogue.recordPlay(brand, memberId, game.id);
    const url = new URL('launch', base.endsWith('/') ? base : `${base}/`);
    const name = game.names[request.language] ?? game.names.en ?? game.code;
    for (const [key, value] of Object.entries({
      token,
      user: `${brand.code}-${memberId}`,
      vendor: game.vendorCode,
      game: game.code,
      engine: game.engine,
      name,
      colours: game.colours.join(','),
      lang: request.language,
      currency: brand.currency,
      lobby: request.lobby,
    })) {
      url.searchParams.set(key, value);
    }
    return { url: url.toString() };
  }
}

/**
 * The player-site page of a game we run ourselves (ADR 0017): the in-house games' screens and the
 * lottery's betting views. Null for a provider's game.
 */
export function inAppPage(engine: string, code: string): string | null {
  if (engine === 'original' || engine === 'crash')
    return ORIGINAL_PAGES[code as keyof typeof ORIGINAL_PAGES] ?? null;
  if (engine === 'lottery-vn') return `/vnLottery?gameCode=${encodeURIComponent(code)}`;
  if (engine === 'lottery-sea') return `/seaLottery?gameCode=${encodeURIComponent(code)}`;
  return null;
}
