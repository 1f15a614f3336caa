import { randomInt as cryptoRandomInt } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { GameError } from './errors.ts';
import type { Schedule } from './games/cockfight.ts';
import { REEL_STRIPS } from './games/slot.ts';
import type { ProviderKeys } from './keys.ts';
import { type LaunchProblem, renderErrorPage, renderGamePage, type Skin } from './page/launch-page.ts';
import { type Language, languageFor } from './page/texts.ts';
import { RetryQueue } from './retry-queue.ts';
import { type LaunchInput, RoundService } from './rounds.ts';
import { ENGINES, isEngine, type Session, SessionStore } from './sessions.ts';
import {
  createSportsbook,
  isBookEngine,
  registerBookRoutes,
  type SportsbookSettings,
  sportsbookSettingsFromEnv,
} from './sportsbook/index.ts';
import { cockfightDataDirFromEnv, cockfightScheduleFromEnv, TableService } from './table-rounds.ts';
import { tableRoutes } from './table-routes.ts';
import { transferRoutes } from './transfer/routes.ts';
import { TransferStore } from './transfer/store.ts';
import { VendorHeldWallet } from './transfer/vendor-wallet.ts';
import { type GameWallet, PortalWallet, SeamlessWallet } from './wallet.ts';

export interface ProviderOptions {
  /** The portal's wallet API base, no trailing slash (`http://127.0.0.1:3000/pw`). */
  walletUrl: string;
  keys: ProviderKeys;
  /** CSP frame-ancestors of the game page. */
  frameAncestors?: string;
  /** Replaceable so tests can decide outcomes; crypto.randomInt otherwise. */
  randomInt?: (max: number) => number;
  fetchImpl?: typeof fetch;
  walletTimeoutMs?: number;
  retryDelaysMs?: number[];
  maxAttempts?: number;
  now?: () => number;
  /** Told when a queued win or rollback gets its final answer (tests wait on it). */
  onSettled?: ConstructorParameters<typeof RetryQueue>[0]['onSettled'];
  /** The sports and e-sports books (ADR 0041); read from the environment when absent. */
  sportsbook?: SportsbookSettings;
  /** Vendors hosted here with a transfer wallet of their own (ADR 0043); none when absent. */
  transferVendors?: readonly string[];
  /** Where their books are written (a JSON file); null or absent keeps them in memory. */
  transferBooksFile?: string | null;
  /** The cockfight ring's clock (ADR 0042); from the environment (COCKFIGHT_FAST) when absent. */
  cockfightSchedule?: Schedule;
  /** Where the ring keeps its open bets across a restart (COCKFIGHT_DATA_DIR when absent); null: nowhere. */
  cockfightDataDir?: string | null;
}

const BODY_LIMIT_BYTES = 16 * 1024;
/** Launch parameters: the portal's ids are short and plain (ADR 0015 ids are 1 to 100 characters). */
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,255}$/;
const USER = /^[A-Za-z0-9._:@-]{1,100}$/;
const CODE = /^[A-Za-z0-9._-]{1,40}$/;
const COLOUR = /^#?([0-9a-fA-F]{6})$/;
const NAME_MAX_CHARS = 80;
const DEFAULT_COLOURS: [string, string] = ['#4338ca', '#be185d'];

type LaunchQuery = Record<string, string | string[] | undefined>;

const SESSION_ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * Builds the demo provider (not listening): the launch page, the page's JSON API and the wallet
 * client with its retry queue. Closing the app stops the retries and aborts calls in flight.
 */
export function buildProvider(options: ProviderOptions): FastifyInstance {
  const now = options.now ?? Date.now;
  const frameAncestors = options.frameAncestors ?? '*';
  const wallet = new PortalWallet({
    baseUrl: options.walletUrl,
    keys: options.keys,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    ...(options.walletTimeoutMs ? { timeoutMs: options.walletTimeoutMs } : {}),
  });
  const queue = new RetryQueue({
    wallet,
    ...(options.retryDelaysMs ? { delaysMs: options.retryDelaysMs } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    onSettled: (call, result, attempts) => {
      if (result.kind === 'answer' && result.answer.status !== 'RS_OK') {
        console.error(
          `Demo provider: ${call.path} answered ${result.answer.status} after ${attempts} attempt(s).`,
        );
      }
      book.noteDelivered(call, result);
      options.onSettled?.(call, result, attempts);
    },
  });
  const sessions = new SessionStore(now);
  // Transfer-wallet vendors (ADR 0043): their sessions play against the balance held here.
  const transferVendors = new Set(options.transferVendors ?? []);
  const transferStore = new TransferStore(options.transferBooksFile ?? null, now);
  const vendorWallets = new Map<string, GameWallet>(
    [...transferVendors].map((code) => [code, new VendorHeldWallet(transferStore, code)]),
  );
  const rounds = new RoundService({
    wallet: new SeamlessWallet(wallet, queue),
    transferWallet: (vendor) => vendorWallets.get(vendor) ?? null,
    sessions,
    randomInt: options.randomInt ?? ((max) => cryptoRandomInt(max)),
  });
  // The books (ADR 0041): a bet is placed with its session's wallet; it settles, maybe after the
  // session is gone, with the wallet of its vendor.
  const seamlessForBook = new SeamlessWallet(wallet, queue);
  const book = createSportsbook(
    options.sportsbook ?? sportsbookSettingsFromEnv(process.env),
    (owner) => vendorWallets.get(owner.vendor) ?? seamlessForBook,
    now,
  );
  book.start();
  // The table games and the cockfight ring (ADR 0042).
  const tables = new TableService({
    randomInt: options.randomInt ?? ((max) => cryptoRandomInt(max)),
    now,
    schedule: options.cockfightSchedule ?? cockfightScheduleFromEnv(process.env),
    dataDir:
      options.cockfightDataDir === undefined
        ? cockfightDataDirFromEnv(process.env)
        : options.cockfightDataDir,
    walletFor: (vendor) => vendorWallets.get(vendor) ?? new SeamlessWallet(wallet, queue),
  });

  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Bodies are taken as sent: an unknown field or a stake as text is refused, not quietly fixed.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });

  app.addHook('onClose', async () => {
    await book.close();
    await tables.stop();
    queue.close();
    wallet.close();
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, _request, reply) => {
    if (error instanceof GameError) {
      return reply
        .code(error.statusCode)
        .header('cache-control', 'no-store')
        .send({
          error: error.code,
          message: error.message,
          ...(error.balance === undefined ? {} : { balance: error.balance }),
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'invalid_request', message: error.message });
    }
    console.error(error);
    return reply.code(500).send({ error: 'internal_error', message: 'Something went wrong.' });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: 'not_found', message: 'No such route.' });
  });

  // ---- The game page ------------------------------------------------------------------------

  function sendPage(
    reply: FastifyReply,
    status: number,
    page: { html: string; headers: Record<string, string> },
  ) {
    return reply.code(status).headers(page.headers).send(page.html);
  }

  app.get<{ Querystring: LaunchQuery }>('/launch', async (request, reply) => {
    const query = request.query;
    const one = (key: string): string | undefined => {
      const value = query[key];
      return typeof value === 'string' ? value : undefined;
    };
    const lang: Language = languageFor(one('lang'));
    const lobby = lobbyUrl(one('lobby'));
    const problem = (status: number, what: LaunchProblem, retry = false) =>
      sendPage(reply, status, renderErrorPage(lang, what, lobby, retry ? request.url : null, frameAncestors));

    const token = one('token');
    const user = one('user');
    const game = one('game');
    const vendor = one('vendor');
    const engine = one('engine');
    if (
      !token ||
      !TOKEN.test(token) ||
      !user ||
      !USER.test(user) ||
      !game ||
      !CODE.test(game) ||
      !vendor ||
      !CODE.test(vendor)
    ) {
      return problem(400, 'invalid_launch');
    }
    if (!isEngine(engine)) return problem(400, 'unknown_engine');

    const launch: LaunchInput = { token, user, vendor, game, engine };
    let opened: Awaited<ReturnType<RoundService['open']>>;
    try {
      opened = await rounds.open(launch);
    } catch (error) {
      if (!(error instanceof GameError)) throw error;
      if (error.code === 'session_ended') return problem(401, 'session_invalid');
      if (error.code === 'unknown_game') return problem(404, 'unknown_game');
      return problem(502, 'wallet_down', true);
    }
    const skin: Skin = { name: gameName(one('name'), game), colours: skinColours(one('colours')) };
    const initialStops = REEL_STRIPS.map((strip) => cryptoRandomInt(strip.length));
    return sendPage(
      reply,
      200,
      renderGamePage(
        {
          engine,
          lang,
          skin,
          session: opened.session.id,
          balance: opened.balance,
          currency: opened.session.currency,
          lobby,
          launch,
          initialStops,
          playMoney: one('play') === '1',
        },
        frameAncestors,
      ),
    );
  });

  // ---- The page's API -------------------------------------------------------------------------

  function sessionFor(id: string): Session {
    const session = sessions.get(id);
    if (!session) throw new GameError('session_not_found', 'No such session; open one from the launch data.');
    return session;
  }

  app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      api.post<{ Body: LaunchInput }>(
        '/session',
        {
          schema: {
            body: {
              type: 'object',
              required: ['token', 'user', 'game', 'vendor', 'engine'],
              additionalProperties: false,
              properties: {
                token: { type: 'string', pattern: TOKEN.source },
                user: { type: 'string', pattern: USER.source },
                game: { type: 'string', pattern: CODE.source },
                vendor: { type: 'string', pattern: CODE.source },
                engine: { type: 'string', enum: [...ENGINES] },
              },
            },
          },
        },
        async (request) => {
          const { session, balance } = await rounds.open(request.body);
          return {
            session: session.id,
            balance,
            currency: session.currency,
            displayName: session.displayName,
          };
        },
      );

      api.post<{ Body: { session: string } }>(
        '/balance',
        {
          schema: {
            body: {
              type: 'object',
              required: ['session'],
              additionalProperties: false,
              properties: { session: SESSION_ID },
            },
          },
        },
        async (request) => {
          const session = sessionFor(request.body.session);
          return { balance: await rounds.balance(session), currency: session.currency };
        },
      );

      api.post<{ Body: { session: string; stake?: number; stakes?: Record<string, number> } }>(
        '/play',
        {
          schema: {
            body: {
              type: 'object',
              required: ['session'],
              additionalProperties: false,
              properties: {
                session: SESSION_ID,
                stake: { type: 'integer', minimum: 1 },
                stakes: {
                  type: 'object',
                  maxProperties: 6,
                  additionalProperties: { type: 'integer', minimum: 0 },
                },
              },
            },
          },
        },
        async (request) => {
          const session = sessionFor(request.body.session);
          // A book's bets go through /api/book/place (ADR 0041), never a round of another engine.
          if (isBookEngine(session.engine)) {
            throw new GameError('invalid_request', 'A book takes bets at /api/book/place.');
          }
          return rounds.play(session, request.body);
        },
      );

      registerBookRoutes(api, book, sessionFor);
      tableRoutes(api, { tables, sessions });
    },
    { prefix: '/api' },
  );

  // The transfer API the portal calls for the transfer-wallet vendors hosted here (ADR 0043).
  app.register(transferRoutes, {
    prefix: '/transfer',
    store: transferStore,
    vendors: transferVendors,
    privateKey: options.keys.privateKey,
    portalPublicKey: options.keys.portalPublicKey,
    now,
  });

  // Browsers ask for it on every page; answering keeps the console free of a red 404.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  app.get('/healthz', async () => ({ ok: true }));

  return app;
}

/** The lobby to return to: an absolute http(s) URL, or none. */
function lobbyUrl(value: string | undefined): string | null {
  if (!value || value.length > 2_000 || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
}

/** The catalogue's name for the game, or its code; control characters never reach the page. */
function gameName(value: string | undefined, code: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const name = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name ? [...name].slice(0, NAME_MAX_CHARS).join('') : code;
}

/** Two hex colours, comma-separated (`#7c3aed,#c026d3`); anything else falls back to the house skin. */
function skinColours(value: string | undefined): [string, string] {
  const parts = (value ?? '').split(',');
  const first = COLOUR.exec(parts[0]?.trim() ?? '')?.[1];
  const second = COLOUR.exec(parts[1]?.trim() ?? '')?.[1];
  if (parts.length !== 2 || !first || !second) return DEFAULT_COLOURS;
  return [`#${first.toLowerCase()}`, `#${second.toLowerCase()}`];
}
