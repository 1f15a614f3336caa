import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRepeatedStatements } from './pglite-prepared.ts';

/**
 * Named prepared statements on PGlite (ADR 0057): the same rows, errors and transaction semantics
 * as PGlite's own path, with the statements parsed once.
 */

const INT8_OID = 20;
let pglite: PGlite;
// biome-ignore lint/suspicious/noExplicitAny: a scratch schema of this test's own
let db: Kysely<any>;
let parses = 0;
let binds = 0;

beforeAll(async () => {
  pglite = await PGlite.create({ parsers: { [INT8_OID]: (value: string) => BigInt(value) } });
  // Counts the Parse ('P') and Bind ('B') messages sent, however they are grouped.
  const stream = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = (message, options) => {
    for (let at = 0; at + 5 <= message.length; ) {
      if (message[at] === 0x50) parses += 1;
      if (message[at] === 0x42) binds += 1;
      at += 1 + Buffer.from(message.buffer, message.byteOffset + at + 1, 4).readInt32BE(0);
    }
    return stream(message, options);
  };
  prepareRepeatedStatements(pglite);
  db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  await pglite.exec(`
    create table accounts (id bigint primary key, balance bigint not null check (balance >= 0), note text, meta jsonb);
    insert into accounts values (1, 100, null, '{"a":1}'), (2, 0, 'two', null);`);
});
afterAll(() => db.destroy());

const count = async (work: () => Promise<unknown>) => {
  parses = 0;
  binds = 0;
  await work();
  return { parses, binds };
};

describe('named statements on PGlite', () => {
  it('parses a repeated text once and answers as PGlite does: bigint, null, json', async () => {
    const read = (id: number) =>
      db
        .selectFrom('accounts')
        .select(['id', 'balance', 'note', 'meta'])
        .where('id', '=', id)
        .executeTakeFirst();
    expect(await read(1)).toEqual({ id: 1n, balance: 100n, note: null, meta: { a: 1 } });
    // The second sighting names it; from then on, no parse at all.
    await read(2);
    const third = await count(async () =>
      expect(await read(2)).toEqual({ id: 2n, balance: 0n, note: 'two', meta: null }),
    );
    expect(third).toEqual({ parses: 0, binds: 1 });
  });

  it('serialises parameters by their types: bigint, text, json and null', async () => {
    for (let i = 0; i < 3; i += 1) {
      await db
        .insertInto('accounts')
        .values({
          id: 10n + BigInt(i),
          balance: 5n,
          note: i === 1 ? null : `n${i}`,
          meta: JSON.stringify({ i }),
        })
        .execute();
    }
    const rows = await db
      .selectFrom('accounts')
      .select(['id', 'note', 'meta'])
      .where('id', '>=', 10n)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 10n, note: 'n0', meta: { i: 0 } },
      { id: 11n, note: null, meta: { i: 1 } },
      { id: 12n, note: 'n2', meta: { i: 2 } },
    ]);
  });

  it('gives the database error with its code, and the session goes on', async () => {
    const insert = () => db.insertInto('accounts').values({ id: 1n, balance: 1n }).execute();
    for (let i = 0; i < 3; i += 1) await expect(insert()).rejects.toMatchObject({ code: '23505' });
    // A check constraint, on the named path too.
    const overdraw = () => db.updateTable('accounts').set({ balance: -1n }).where('id', '=', 2).execute();
    for (let i = 0; i < 3; i += 1) await expect(overdraw()).rejects.toMatchObject({ code: '23514' });
    expect(await db.selectFrom('accounts').select('balance').where('id', '=', 2).executeTakeFirst()).toEqual({
      balance: 0n,
    });
  });

  it('keeps transactions all or nothing: a failure inside rolls back every statement before it', async () => {
    const move = (amount: bigint) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ balance: sql`balance + ${amount}` })
          .where('id', '=', 2)
          .execute();
        await trx
          .updateTable('accounts')
          .set({ balance: sql`balance - ${amount}` })
          .where('id', '=', 1)
          .execute();
      });
    await move(10n);
    await move(10n);
    // More than account 1 holds: the second update fails, the first is undone.
    await expect(move(1_000n)).rejects.toMatchObject({ code: '23514' });
    const rows = await db
      .selectFrom('accounts')
      .select(['id', 'balance'])
      .where('id', 'in', [1, 2])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 1n, balance: 80n },
      { id: 2n, balance: 20n },
    ]);
    // After an error inside a transaction, the next statement there is refused until rollback.
    await expect(
      db.transaction().execute(async (trx) => {
        await expect(
          trx.insertInto('accounts').values({ id: 1n, balance: 1n }).execute(),
        ).rejects.toMatchObject({
          code: '23505',
        });
        await trx.selectFrom('accounts').select('id').where('id', '=', 1).execute();
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect(await db.selectFrom('accounts').select('balance').where('id', '=', 1).executeTakeFirst()).toEqual({
      balance: 80n,
    });
  });

  it('parses a named statement again when a migration changes its result type', async () => {
    const all = () => db.selectFrom('accounts').selectAll().where('id', '=', 1).executeTakeFirst();
    await all();
    await all();
    await pglite.exec('alter table accounts add column label text');
    expect(await all()).toMatchObject({ id: 1n, label: null });
    expect(await all()).toMatchObject({ id: 1n, label: null });
    // Inside a transaction the error stands (the transaction is aborted); a retry parses anew.
    await all();
    await pglite.exec('alter table accounts drop column label');
    await expect(
      db.transaction().execute((trx) => trx.selectFrom('accounts').selectAll().where('id', '=', 1).execute()),
    ).rejects.toThrow(/cached plan must not change result type/);
    expect(await all()).not.toHaveProperty('label');
  });

  it('keeps at most 256 names; further texts run unnamed and still answer', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 300; i += 1) {
        const row = await sql<{ n: number }>`select ${i}::int + ${sql.raw(String(i))} as n`.execute(db);
        expect(row.rows[0]?.n).toBe(2 * i);
      }
    }
    const names = await pglite.query<{ n: bigint }>('select count(*) as n from pg_prepared_statements');
    expect(names.rows[0]?.n).toBeLessThanOrEqual(256n);
  });

  it('runs concurrent queries and transactions one at a time, as PGlite does', async () => {
    await pglite.exec(
      'create table counters (id int primary key, n int not null); insert into counters values (1, 0)',
    );
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? db.transaction().execute(async (trx) => {
              const row = await trx
                .selectFrom('counters')
                .select('n')
                .where('id', '=', 1)
                .executeTakeFirstOrThrow();
              await trx
                .updateTable('counters')
                .set({ n: row.n + 1 })
                .where('id', '=', 1)
                .execute();
            })
          : db.updateTable('counters').set({ n: sql`n + 1` }).where('id', '=', 1).execute(),
      ),
    );
    expect(await db.selectFrom('counters').select('n').executeTakeFirst()).toEqual({ n: 20 });
  });
});
