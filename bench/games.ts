import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { GAME_ROUTES } from '@portal/contracts';
import { sql } from 'kysely';
import { databaseName, reportResult } from './lib/report.ts';

/**
 * Game-list latency over the whole demo catalogue (3,000+ games) through HTTP, against a bare
 * primary-key lookup of one game issued on the same connection pool (PGlite or PostgreSQL) in the
 * same run. Requests go one at a time (latency, not throughput) over one keep-alive connection
 * with the headers a browser sends (gzip accepted); the lists vary: every list centre, vendors,
 * classifications, filters, searches, first and deep pages, two languages. Also timed: the same
 * calls revalidated with If-None-Match (304), and, for the record, the list read from the database
 * (the cache dropped before each call).
 *   node bench/games.ts                                  (embedded database)
 *   node scripts/with-postgres.ts node bench/games.ts    (a throwaway PostgreSQL cluster)
 * Rounds alternate so a noisy neighbour hurts both; the best median of each is kept.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MISSES = Number(process.env.BENCH_MISSES ?? 60);

const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { walletMember } = await import('../apps/server/src/test/wallet.ts');

const median = (values: number[]) => quantile(values, 0.5);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
};

interface Response {
  status: number;
  headers: string;
  body: Buffer;
}

/**
 * A minimal keep-alive HTTP/1.1 GET client on a raw socket, one request at a time, so that the
 * time is the server's rather than a client library's. It reads an answer by its Content-Length
 * (none for a 304).
 */
class Connection {
  readonly #socket: net.Socket;
  readonly #host: string;
  #buffer = Buffer.alloc(0);
  #waiting: { resolve: (r: Response) => void; reject: (e: Error) => void } | null = null;

  constructor(url: URL) {
    this.#host = url.host;
    this.#socket = net.connect(Number(url.port), url.hostname);
    this.#socket.setNoDelay(true);
    this.#socket.on('data', (chunk: Buffer) => {
      this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
      this.#tryRead();
    });
    this.#socket.on('error', (error) => this.#waiting?.reject(error));
  }

  get(path: string, headers: Record<string, string>): Promise<Response> {
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      let head = `GET ${path} HTTP/1.1\r\nhost: ${this.#host}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      this.#socket.write(`${head}\r\n`);
    });
  }

  close(): void {
    this.#socket.destroy();
  }

  #tryRead(): void {
    const end = this.#buffer.indexOf('\r\n\r\n');
    if (end < 0 || !this.#waiting) return;
    const headers = this.#buffer.subarray(0, end).toString('latin1');
    const status = Number(headers.slice(9, 12));
    const declared = /\r\ncontent-length: *(\d+)/i.exec(headers)?.[1];
    const length = status === 304 || status === 204 ? 0 : Number(declared);
    if (!Number.isFinite(length)) {
      this.#waiting.reject(new Error(`no content-length in ${headers}`));
      return;
    }
    if (this.#buffer.length < end + 4 + length) return;
    const body = Buffer.from(this.#buffer.subarray(end + 4, end + 4 + length));
    this.#buffer = this.#buffer.subarray(end + 4 + length);
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting.resolve({ status, headers, body });
  }
}

const header = (res: Response, name: string) =>
  new RegExp(`\\r\\n${name}: *([^\\r]*)`, 'i').exec(res.headers)?.[1];

const t = await createTestApp({
  env: { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' },
  // Answers are checked against their contracts in tests only (ADR 0023): off here, as in
  // production. BENCH_CHECK_RESPONSES=1 times the check as well.
  checkResponses: process.env.BENCH_CHECK_RESPONSES === '1',
});
try {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const connection = new Connection(new URL(address));
  const ids = (await t.db.selectFrom('games').select('id').execute()).map((r) => r.id);
  const lists = [
    'gameType=RNG',
    'gameType=RNG&pageNo=60',
    'gameType=RNG&vassalage=SPF',
    'gameType=RNG&gameClassify=JACKPOT',
    'gameType=RNG&filter=HOT',
    'gameType=RNG&filter=NEW',
    'gameType=RNG&keyword=dragon',
    'gameType=RNG&keyword=%E0%A6%B8%E0%A7%8B%E0%A6%A8%E0%A6%BE%E0%A6%B2%E0%A7%80',
    'gameType=LIVE',
    'gameType=LIVE&gameClassify=ROULETTE&pageNo=2',
    'gameType=FISH&vassalage=OCK',
    'gameType=PVP',
  ].flatMap((q) =>
    ['en', 'bn'].map((language) => ({ url: `${GAME_ROUTES.list.path}?${q}&pageSize=20`, language })),
  );
  // What a browser sends (the typed client: the brand, the language, JSON, gzip accepted).
  const headersOf = (language: string) => ({
    'x-merchant': 'TIGER',
    'x-language': language,
    accept: 'application/json',
    'accept-encoding': 'gzip',
  });

  // Every answer checked once (a full page of games, the envelope OK), with its bytes and tag.
  const expected = new Map<(typeof lists)[number], { body: Buffer; etag: string }>();
  for (const list of lists) {
    const { url } = list;
    const res = await connection.get(url, headersOf(list.language));
    const text = header(res, 'content-encoding') === 'gzip' ? gunzipSync(res.body) : res.body;
    const envelope = JSON.parse(text.toString('utf8'));
    if (res.status !== 200 || envelope.code !== 'OK') throw new Error(`list failed: ${text}`);
    const etag = header(res, 'etag');
    if (!etag) throw new Error(`no ETag on ${url}`);
    expected.set(list, { body: res.body, etag });
  }
  for (const id of ids.slice(0, 50)) await sql`select * from games where id = ${id}`.execute(t.db);

  // A signed-in member with a favourite on every page asked: the shared page with the member's
  // marks merged (the session read and one statement on the favourites' key per call).
  const member = await walletMember(t);
  for (const list of lists) {
    const res = await connection.get(list.url, headersOf(list.language));
    const text = header(res, 'content-encoding') === 'gzip' ? gunzipSync(res.body) : res.body;
    const game = JSON.parse(text.toString('utf8')).value.content[0];
    if (!game) continue;
    await t.app.inject({
      method: 'POST',
      url: GAME_ROUTES.addFavourite.path,
      headers: member.headers,
      payload: { nodeId: game.nodeId },
    });
  }
  /** The member's calls of the lists, or (menus) of an answer with nothing of the member's: the session read alone. */
  const timeMember = async (menus: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const list = lists[i % lists.length] as (typeof lists)[number];
      const url = menus ? GAME_ROUTES.menus.path : list.url;
      const started = performance.now();
      const res = await connection.get(url, { ...headersOf(list.language), ...member.headers });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`member list failed: ${res.status}`);
    }
    return times;
  };

  /** One list call after another; each answer compared with the checked one after the clock stops. */
  const timeLists = async (revalidate: boolean, count: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const list = lists[i % lists.length] as (typeof lists)[number];
      const { url } = list;
      const known = expected.get(list) as { body: Buffer; etag: string };
      const headers = headersOf(list.language);
      const sent = revalidate ? { ...headers, 'if-none-match': known.etag } : headers;
      const started = performance.now();
      const res = await connection.get(url, sent);
      times.push(performance.now() - started);
      if (revalidate ? res.status !== 304 || res.body.length !== 0 : !res.body.equals(known.body))
        throw new Error(`unexpected answer to ${url}: ${res.status} ${res.headers}`);
    }
    return times;
  };
  /** The list read from the database: the brand's answers dropped before each call. */
  const timeMisses = async () => {
    const times: number[] = [];
    for (let i = 0; i < MISSES; i += 1) {
      const list = lists[i % lists.length] as (typeof lists)[number];
      t.app.services.games.invalidate();
      const started = performance.now();
      const res = await connection.get(list.url, headersOf(list.language));
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
    }
    return times;
  };
  const timeLookup = async () => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const id = ids[(i * 7919) % ids.length] as bigint;
      const started = performance.now();
      const { rows } = await sql`select * from games where id = ${id}`.execute(t.db);
      times.push(performance.now() - started);
      if (rows.length !== 1) throw new Error('lookup failed');
    }
    return times;
  };

  let best = {
    list: Infinity,
    notModified: Infinity,
    lookup: Infinity,
    miss: Infinity,
    member: Infinity,
    memberMenus: Infinity,
  };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const lookup = median(await timeLookup());
    const list = await timeLists(false, REQUESTS);
    const notModified = median(await timeLists(true, REQUESTS));
    const memberList = median(await timeMember(false));
    const memberMenus = median(await timeMember(true));
    const miss = median(await timeMisses());
    // Back to a warm cache for the next round.
    await timeLists(false, lists.length);
    best = {
      list: Math.min(best.list, median(list)),
      notModified: Math.min(best.notModified, notModified),
      lookup: Math.min(best.lookup, lookup),
      miss: Math.min(best.miss, miss),
      member: Math.min(best.member, memberList),
      memberMenus: Math.min(best.memberMenus, memberMenus),
    };
    process.stdout.write(
      `round ${round}: game list through HTTP median ${median(list).toFixed(3)} ms (p95 ${quantile(list, 0.95).toFixed(3)}), 304 ${notModified.toFixed(3)} ms, as a member ${memberList.toFixed(3)} ms (menus ${memberMenus.toFixed(3)} ms), read from the database ${miss.toFixed(2)} ms; primary-key lookup median ${lookup.toFixed(3)} ms\n`,
    );
  }
  connection.close();
  const stats = t.app.services.games.cacheStats();
  process.stdout.write(
    `${databaseName()}: ${ids.length} games, ${lists.length} lists; cache ${stats.entries} answers, ${(stats.bytes / 1024).toFixed(0)} KiB, ${stats.hits} hits, ${stats.misses} misses\n`,
  );
  reportResult({
    name: 'game list call vs a primary-key lookup over HTTP',
    ratio: best.list / best.lookup,
    better: 'lower',
    goal: 3,
    detail: `medians ${best.list.toFixed(3)} ms vs ${best.lookup.toFixed(3)} ms; read from the database ${best.miss.toFixed(2)} ms (${(best.miss / best.lookup).toFixed(1)}×)`,
  });
  reportResult({
    name: 'game list call as a signed-in member (favourite marks merged) vs a primary-key lookup',
    ratio: best.member / best.lookup,
    better: 'lower',
    goal: 3,
    detail: `medians ${best.member.toFixed(3)} ms vs ${best.lookup.toFixed(3)} ms; the menus as the same member (the session read, no marks) ${best.memberMenus.toFixed(3)} ms`,
  });
  reportResult({
    name: 'game list revalidated (304) vs a primary-key lookup',
    ratio: best.notModified / best.lookup,
    better: 'lower',
    goal: 3,
    detail: `medians ${best.notModified.toFixed(3)} ms vs ${best.lookup.toFixed(3)} ms`,
  });
} finally {
  await t.close();
}
