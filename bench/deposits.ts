import { randomUUID } from 'node:crypto';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { databaseName, reportResult } from './lib/report.ts';

/**
 * Deposit confirmations per second through the payment path (the provider's signed notice over
 * HTTP: signature, the deposit's row lock, the journal entry from the payment-clearing account to
 * the member's wallet, the turnover requirement, the status, the `deposit.credited` event, the
 * inbox message) with 50 concurrent notices at a time for one brand, with the payment-clearing
 * account per member (ADR 0052) against the brand's single clearing row every credit locks
 * (PAYMENT_CLEARING_PER_MEMBER=false), both measured in the same run on two apps of the same
 * database server. Rounds alternate so a noisy neighbour hurts both; the best of each is kept.
 *   node bench/deposits.ts                                   (the embedded database)
 *   node scripts/with-postgres.ts node bench/deposits.ts     (PostgreSQL)
 * On the embedded database every transaction runs on its one connection in turn, so no credit
 * ever waits on another's row lock and the two should be equal; the effect shows on PostgreSQL.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
// The embedded database is several times slower here: fewer per client keeps its run near 3 minutes.
const PER_CLIENT = Number(process.env.BENCH_DEPOSITS ?? (process.env.DATABASE_URL ? 10 : 4));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECRET = 'bench-deposits-sandbox-secret';

interface Notice {
  body: string;
  signature: string;
}
interface ClientsJob {
  url: string;
  /** Per client, the notices it sends one after another. */
  notices: Notice[][];
}

if (isMainThread) await main();
else serveClients();

/** The clients, in a worker thread (remote providers would not share the server's event loop). */
function serveClients() {
  parentPort?.on('message', async (job: ClientsJob) => {
    try {
      const started = performance.now();
      await Promise.all(
        job.notices.map(async (list) => {
          for (const notice of list) {
            const res = await fetch(job.url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'sandbox-signature': notice.signature },
              body: notice.body,
            });
            const text = await res.text();
            if (res.status !== 200 || !text.includes('"outcome":"credited"'))
              throw new Error(`notice failed: ${res.status} ${text}`);
          }
        }),
      );
      parentPort?.postMessage({ ms: performance.now() - started });
    } catch (error) {
      parentPort?.postMessage({ error: String(error) });
    }
  });
}

async function main() {
  const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
  const { walletMember } = await import('../apps/server/src/test/wallet.ts');
  const { SandboxProvider, signBody } = await import(
    '../apps/server/src/modules/payments/sandbox-provider.ts'
  );
  type App = Awaited<ReturnType<typeof createTestApp>>;

  const setUp = async (perMember: boolean) => {
    const t = await createTestApp({
      // All notices come from one address: the per-address limit would stop the run, not measure it.
      env: { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' },
      overrides: { paymentClearingPerMember: perMember },
      checkResponses: false,
      paymentProvider: new SandboxProvider({
        url: 'http://psp.invalid',
        secret: SECRET,
        now: () => new Date(),
        fetchImpl: async () => {
          throw new Error('the benchmark creates its deposits itself');
        },
      }),
    });
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER brand');
    const method = await t.db
      .selectFrom('payment_methods')
      .select(['id', 'max_amount'])
      .where('merchant_id', '=', brand.id)
      .where('kind', '=', 'ONLINE')
      .where('enabled', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const members = [];
    for (let i = 0; i < CLIENTS; i += 1) members.push(await walletMember(t));
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { t, brand, methodId: method.id, members, url: `${address}/hooks/payments/sandbox` };
  };
  type Side = Awaited<ReturnType<typeof setUp>>;

  /** Pending deposits, `perClient` per member, and each one's signed success notice. */
  const prepare = async (side: Side, perClient: number): Promise<Notice[][]> => {
    const amount = 10_000n;
    const rows = side.members.flatMap((m) =>
      Array.from({ length: perClient }, () => ({ memberId: m.id, requestId: randomUUID() })),
    );
    const inserted = await sql<{ id: string; member_id: string }>`
      insert into deposits (merchant_id, member_id, method_id, amount, currency, status, request_id)
      select ${side.brand.id}, r.member_id, ${side.methodId}, ${amount}, ${side.brand.currency}, 'PENDING', r.request_id
      from unnest(${rows.map((r) => String(r.memberId))}::bigint[], ${rows.map((r) => r.requestId)}::text[])
        as r(member_id, request_id)
      returning id::text, member_id::text`.execute(side.t.db);
    const at = Math.floor(Date.now() / 1000);
    const byMember = new Map<string, Notice[]>();
    for (const row of inserted.rows) {
      const body = JSON.stringify({
        id: `evt_${randomUUID().replaceAll('-', '')}`,
        type: 'payment.succeeded',
        createdAt: new Date().toISOString(),
        data: {
          id: `pay_${row.id.padStart(24, '0')}`,
          reference: `dep-${row.id}`,
          amount: String(amount),
          currency: side.brand.currency,
          exponent: side.brand.currencyExponent,
          status: 'SUCCEEDED',
          failureReason: null,
          checkoutUrl: 'http://psp.invalid/checkout',
        },
      });
      const list = byMember.get(row.member_id) ?? [];
      list.push({ body, signature: signBody(SECRET, body, at) });
      byMember.set(row.member_id, list);
    }
    return [...byMember.values()];
  };

  const worker = new Worker(new URL(import.meta.url));
  const run = async (side: Side, perClient: number) => {
    const notices = await prepare(side, perClient);
    const result: { ms?: number; error?: string } = await new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ url: side.url, notices } satisfies ClientsJob);
    });
    if (result.error || result.ms === undefined) throw new Error(result.error ?? 'no result');
    return (CLIENTS * perClient) / (result.ms / 1000);
  };
  /** The brand's clearing balance: the sum of its PAYMENT_CLEARING rows, and how many are members'. */
  const clearing = async (t: App, merchantId: number) => {
    const row = await t.db
      .selectFrom('ledger_accounts')
      .select([
        sql<string>`coalesce(sum(balance), 0)::text`.as('total'),
        sql<string>`count(member_id)::text`.as('rows'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', 'PAYMENT_CLEARING')
      .executeTakeFirstOrThrow();
    return { total: BigInt(row.total), rows: Number(row.rows) };
  };

  const sharded = await setUp(true);
  const single = await setUp(false);
  try {
    const before = {
      sharded: await clearing(sharded.t, sharded.brand.id),
      single: await clearing(single.t, single.brand.id),
    };
    // One credit each first: every account exists before anything is timed.
    await run(sharded, 1);
    await run(single, 1);
    let bestSharded = 0;
    let bestSingle = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const a = await run(single, PER_CLIENT);
      const b = await run(sharded, PER_CLIENT);
      process.stdout.write(
        `round ${round}: ${b.toFixed(0)} credits per second with a clearing account per member, ${a.toFixed(0)} with one per brand (${CLIENTS} clients × ${PER_CLIENT})\n`,
      );
      bestSingle = Math.max(bestSingle, a);
      bestSharded = Math.max(bestSharded, b);
    }
    // Every credit landed, once, on the accounts it should have.
    const credits = BigInt(CLIENTS * (1 + ROUNDS * PER_CLIENT)) * 10_000n;
    const after = {
      sharded: await clearing(sharded.t, sharded.brand.id),
      single: await clearing(single.t, single.brand.id),
    };
    if (
      after.sharded.total !== before.sharded.total - credits ||
      after.single.total !== before.single.total - credits
    )
      throw new Error('the clearing balance is not what the credits add up to');
    if (after.single.rows !== before.single.rows || after.sharded.rows - before.sharded.rows !== CLIENTS)
      throw new Error('unexpected member PAYMENT_CLEARING rows');
    reportResult({
      name: 'deposit confirmations (50 clients, one brand): clearing account per member vs one per brand',
      ratio: bestSharded / bestSingle,
      better: 'higher',
      // The embedded database runs one transaction at a time on its one connection: no credit ever
      // waits on another's row lock there, so the split can only show on PostgreSQL.
      ...(process.env.DATABASE_URL ? { goal: 1 } : {}),
      detail: `${bestSharded.toFixed(0)} vs ${bestSingle.toFixed(0)} credits/s on ${databaseName()}, best of ${ROUNDS}${process.env.DATABASE_URL ? '' : '; one connection, so no lock waits: about 1 expected'}`,
    });
  } finally {
    await worker.terminate();
    await sharded.t.close();
    await single.t.close();
  }
}
