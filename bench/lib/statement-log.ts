import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Counts (and, on request, times) the statements this thread sends to the database, on PGlite as
 * well as on PostgreSQL: for PGlite each Bind or simple Query message of its wire protocol, for
 * PostgreSQL each `query` call of a pg client. `profile()` groups them by their text (the first
 * 120 characters) with the time each took until its answer, for finding where a request's time
 * goes; the timing is wall time (on PGlite that is main-thread time, on PostgreSQL a round trip).
 */
export interface StatementLog {
  count: () => number;
  reset: () => void;
  /** Per text: how many per `per` operations and milliseconds per operation, most costly first. */
  profile: (per: number) => string;
}

export function logStatements(options: { record?: boolean } = {}): StatementLog {
  let statements = 0;
  const timings = new Map<string, { n: number; ms: number }>();
  const note = (text: string, ms: number) => {
    if (!options.record) return;
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 120);
    const entry = timings.get(key) ?? { n: 0, ms: 0 };
    entry.n += 1;
    entry.ms += ms;
    timings.set(key, entry);
  };

  type Stream = (message: Uint8Array, options?: unknown) => Promise<unknown>;
  const lite = PGlite.prototype as unknown as { execProtocolStream: Stream };
  const stream = lite.execProtocolStream;
  const cString = (bytes: Uint8Array, from: number) => {
    const end = bytes.indexOf(0, from);
    return { text: Buffer.from(bytes.subarray(from, end)).toString('utf8'), next: end + 1 };
  };
  // Texts of the statements parsed (by name; '' is the unnamed one), for the Bind messages.
  const texts = new Map<string, string>();
  let pending: { texts: string[]; started: number } | null = null;
  lite.execProtocolStream = async function (this: PGlite, message: Uint8Array, opts?: unknown) {
    const started = performance.now();
    // One exchange may carry several messages (type byte, int32 length, body). A statement runs
    // once per Bind ('B', of a named or the unnamed statement) or simple Query ('Q').
    const executed: string[] = [];
    let synced = false;
    for (let at = 0; at + 5 <= message.length; ) {
      const type = message[at];
      const length = Buffer.from(message.buffer, message.byteOffset + at + 1, 4).readInt32BE(0);
      const body = message.subarray(at + 5, at + 1 + length);
      if (type === 0x50) {
        const name = cString(body, 0);
        texts.set(name.text, cString(body, name.next).text);
      } else if (type === 0x42) {
        const portal = cString(body, 0);
        executed.push(texts.get(cString(body, portal.next).text) ?? '?');
      } else if (type === 0x51) executed.push(cString(body, 0).text);
      else if (type === 0x53) synced = true;
      at += 1 + length;
    }
    statements += executed.length;
    pending ??= { texts: [], started };
    pending.texts.push(...executed);
    const result = await stream.call(this, message, opts);
    // A Sync ends the exchanges of the statements run since the last one (a parse alone waits
    // for its statement, so the parsing counts towards it).
    if (synced && pending.texts.length > 0) {
      const each = (performance.now() - pending.started) / pending.texts.length;
      for (const text of pending.texts) note(text, each);
      pending = null;
    }
    return result;
  } as Stream;

  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    const started = performance.now();
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (options.record && result instanceof Promise) {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first?.text ?? '?');
      result.then(
        () => note(text, performance.now() - started),
        () => undefined,
      );
    }
    return result;
  } as typeof query;

  return {
    count: () => statements,
    reset: () => {
      statements = 0;
      timings.clear();
    },
    profile: (per) =>
      [...timings]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([text, e]) => `${(e.n / per).toFixed(2)}× ${(e.ms / per).toFixed(2)} ms  ${text}`)
        .join('\n'),
  };
}
