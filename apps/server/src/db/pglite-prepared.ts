import { type PGlite, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named prepared statements for the embedded database (ADR 0057), as `PreparingClient` does for
 * PostgreSQL. PGlite's own `query` parses and analyses every statement anew and talks to the
 * database in five separate calls (parse, describe, bind, describe, execute, then sync); on a
 * 2-core machine that was most of what a wallet command cost. Here a text seen a second time is
 * parsed once under a name; from then on one call carries bind, describe, execute and sync.
 *
 * Only `query` with Kysely's options (none, or `rowMode`) takes this path; `exec`, listen and
 * queries with blobs or custom serializers go through PGlite unchanged. Errors are PGlite's own
 * (`DatabaseError` with its SQLSTATE), and the connection is back at ready after each, because the
 * Sync message travels with the statement. A statement whose plan can no longer be used (its
 * result type changed under a migration) is forgotten and the text runs unnamed once.
 */

/** Statements kept prepared (each holds a parse tree and plans in the database's memory). */
const MAX_PREPARED = 256;
/** Texts remembered to spot the repeated ones. */
const MAX_SEEN = 2048;
/** SQLSTATE 0A000 with this message: a prepared statement's result columns changed. */
const PLAN_CHANGED = /cached plan must not change result type/;

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** PGlite's internals this relies on (stable across 0.3–0.5: the same its own query uses). */
interface Internals {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
}

const serialize = protocol.serialize;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether a query's options leave it to this path (Kysely passes `{ rowMode: 'object' }`). */
function plain(options: QueryOptions): boolean {
  if (!options) return true;
  return Object.keys(options).every((key) => key === 'rowMode');
}

/** Makes `pglite.query` and the queries of its transactions use named statements. */
export function prepareRepeatedStatements(pglite: PGlite): void {
  const inner = pglite as unknown as Internals;
  const names = new Map<string, { name: string; types: number[] }>();
  const seen = new Set<string>();
  let counter = 0;

  const exchange = (messages: Uint8Array[]): Promise<BackendMessages> =>
    pglite.execProtocolStream(joined(messages), { syncToFs: false });

  /**
   * The statement's name and parameter types: a repeated text is prepared under a name (once); a
   * one-off is parsed as the unnamed statement, as PGlite itself would.
   */
  const statementOf = async (text: string) => {
    const known = names.get(text);
    if (known) return known;
    let name = '';
    if (names.size < MAX_PREPARED) {
      if (seen.has(text)) {
        counter += 1;
        name = `portal_${counter}`;
      } else {
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.add(text);
      }
    }
    const described = await exchange([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    if (name) names.set(text, statement);
    return statement;
  };

  const forget = async (text: string) => {
    const statement = names.get(text);
    if (!statement) return;
    names.delete(text);
    try {
      await exchange([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
    } catch {
      // Refused in an aborted transaction: the name is simply never used again.
    }
  };

  const decorated = (error: unknown, text: string, params: unknown[], options: QueryOptions) => {
    if (error && typeof error === 'object')
      Object.assign(error, { query: text, params, queryOptions: options });
    return error;
  };

  /** One named statement: bind, describe, execute and sync in one call. */
  const runNamed = async (
    statement: { name: string; types: number[] },
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results> => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.types[i] as number];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exchange([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results;
  };

  const originalQuery = pglite.query.bind(pglite);
  const originalTransaction = pglite.transaction.bind(pglite);

  /** A query through a named (or the unnamed) statement, holding the query lock. */
  const run = (text: string, params: unknown[], options: QueryOptions, inTransaction: boolean) =>
    inner._runExclusiveQuery(async (): Promise<Results> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const statement = await statementOf(text);
          const result = await runNamed(statement, params, options);
          if (!inTransaction) await pglite.syncToFs();
          return result;
        } catch (error) {
          // The plan of a named statement no longer fits its table: parse the text again (once).
          if (attempt === 1 && names.has(text) && PLAN_CHANGED.test(String((error as Error)?.message))) {
            await forget(text);
            // Inside a transaction the error has aborted it: the caller's retry parses anew.
            if (!inTransaction) continue;
          }
          throw decorated(error, text, params, options);
        }
      }
    });

  pglite.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!plain(options)) return originalQuery(text, params, options);
    await inner._checkReady();
    return inner._runExclusiveTransaction(() => run(text, params, options, false));
  }) as PGlite['query'];

  pglite.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    originalTransaction((tx) => {
      const wrapped: Transaction = Object.create(tx);
      wrapped.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed || !plain(options)) return tx.query(text, params, options);
        return run(text, params, options, true);
      }) as Transaction['query'];
      return callback(wrapped);
    })) as PGlite['transaction'];
}
