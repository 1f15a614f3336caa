import { randomUUID } from 'node:crypto';
import { ORIGINALS_ROUTES, PROMOTION_ROUTES } from '@portal/contracts';
import { drawRaffle, raffleClientSeed, sha256Hex, verifyRaffle } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../../platform/events.ts';
import { appendEvent, type DeliveredEvent } from '../../../platform/outbox/index.ts';
import { createPeriodRunner, periodAt } from '../../../platform/period-jobs/index.ts';
import { eventsOf } from '../../../test/events.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../../test/wallet.ts';
import type { Brand } from '../../brands/brand.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import * as repo from './raffle.repository.ts';
import { promotionOffsetOf } from './raffle.service.ts';
import { createPartsHarness } from './test-harness.ts';

/**
 * The raffle end to end (issue 18; ADR 0039): joining (MCS2 claimRafflePromotion), tickets from a
 * credited deposit and settled bets through the events (a replay adds none), the view (own tickets
 * only, the seed secret until the draw), the draw period job (winners paid once, a rerun pays
 * nothing more, an empty draw is drawn without winners), the revealed seeds and the shared
 * fairness function recomputing the same winners, the console's draws and the winners' live news.
 */
let h: Awaited<ReturnType<typeof createPartsHarness>>;
let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  h = await createPartsHarness();
  t = h.t;
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t?.close());
afterEach(() => expectLedgerHealthy(t));

async function raffle(options: {
  slug: string;
  ticketPerDeposit: string;
  ticketPerValidBet: string;
  prizes: string[];
  tickets?: number;
}) {
  const id = await repo.insertRafflePromotion(t.db, {
    merchant_id: brand.id,
    slug: options.slug,
    status: 'PUBLISHED',
    content: { en: { title: `Raffle ${options.slug}`, summary: '', body: '', terms: '' } },
    image_url: null,
    shows_from: null,
    starts_at: new Date(Date.now() - 3_600_000),
    ends_at: null,
    audience: { kind: 'ALL', newWithinDays: null, agents: [], tags: [], include: [], exclude: [] },
    trigger: {
      type: 'RAFFLE',
      nth: null,
      minDeposit: '0',
      weekdays: [],
      code: null,
      period: 'DAY',
      minValidBet: '0',
      minLoss: '0',
      ticketPerDeposit: options.ticketPerDeposit,
      ticketPerValidBet: options.ticketPerValidBet,
      optIn: true,
    },
    reward: {
      type: 'RAFFLE_TICKETS',
      percentBps: 0,
      amount: '0',
      tickets: options.tickets ?? 0,
      prizes: options.prizes,
    },
    bonus_terms: { wagerMultiplier: 0, wagerBase: 'BONUS', expiryDays: 7, maxBet: '0', maxConversion: '0' },
    limits: { perMember: 'UNLIMITED', household: false, budget: '0', claimDays: 7 },
    promo_code: null,
    budget_minor: null,
    published_at: new Date(),
    created_by: null,
    updated_by: null,
  });
  if (id === null) throw new Error('raffle not written');
  return id;
}

const join = (m: TestMember, promotionId: bigint, requestId = rid()) =>
  t.app.inject({
    method: 'POST',
    url: PROMOTION_ROUTES.claimRaffle.path,
    headers: m.headers,
    payload: { promotionId: String(promotionId), requestId },
  });
const view = (promotionId: bigint, m?: TestMember) =>
  t.app.inject({
    url: PROMOTION_ROUTES.raffle.path.replace(':id', String(promotionId)),
    headers: m ? m.headers : { 'x-merchant': 'TIGER' },
  });

/** A credited deposit's event as the payments module writes it. */
async function deposited(m: TestMember, amountMinor: bigint): Promise<string> {
  const depositId = String(Math.floor(Math.random() * 1e9));
  await t.db.transaction().execute((trx) =>
    appendEvent(trx, {
      type: 'deposit.credited',
      aggregate: 'member',
      aggregateId: m.id,
      merchantId: brand.id,
      payload: {
        memberId: String(m.id),
        depositId,
        amount: String(amountMinor),
        currency: brand.currency,
        creditedAt: new Date().toISOString(),
      },
    }),
  );
  return depositId;
}

async function dice(m: TestMember, amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: ORIGINALS_ROUTES.dice.path,
    headers: m.headers,
    payload: { requestId: rid(), amount, direction: 'OVER', target: 5000 },
  });
  expect(res.json()).toMatchObject({ success: true });
}

describe('the demo raffle', () => {
  it('is a published weekly raffle with its current draw committed, and the demo brand has the manual rebate', async () => {
    const id = await repo.promotionIdBySlug(t.db, brand.id, 'weekly-raffle');
    if (id === null) throw new Error('no demo raffle');
    const demo = (await view(id)).json().value;
    expect(demo).toMatchObject({
      title: 'Weekly raffle',
      joined: false,
      myTickets: 0,
      prizes: ['5000.00', '2000.00', '1000.00', '500.00', '500.00', '500.00', '500.00', '500.00'],
    });
    expect(demo.current).toMatchObject({ state: 'OPEN', serverSeed: null });
    expect(demo.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const bn = await t.app.inject({
      url: PROMOTION_ROUTES.raffle.path.replace(':id', String(id)),
      headers: { 'x-merchant': 'TIGER', 'x-language': 'bn' },
    });
    expect(bn.json().value.title).toBe('সাপ্তাহিক র‍্যাফেল');
    const flags = await t.db
      .selectFrom('merchant_flags')
      .select('enabled')
      .where('merchant_id', '=', brand.id)
      .where('flag', '=', 'MANPLAYREB3')
      .executeTakeFirst();
    expect(flags?.enabled).toBe(true);
  });
});

describe('a raffle', () => {
  it('gives joiners tickets from deposits and bets, draws once after the period and pays the winners', async () => {
    const promotionId = await raffle({
      slug: `raffle-${randomUUID().slice(0, 8)}`,
      ticketPerDeposit: '500',
      ticketPerValidBet: '100',
      prizes: ['500', '200', '100'],
      tickets: 1,
    });
    const a = await walletMember(t, { balance: '5000.00' });
    const b = await walletMember(t, { balance: '5000.00' });
    const c = await walletMember(t, { balance: '5000.00' });

    // Before joining nothing counts; a visitor sees the raffle and no tickets.
    await h.raffle.services.raffle.ensureDraws();
    const before = (await view(promotionId)).json().value;
    expect(before).toMatchObject({ joined: false, myTickets: 0, prizes: ['500.00', '200.00', '100.00'] });
    expect(before.current).toMatchObject({ state: 'OPEN', serverSeed: null, clientSeed: null, tickets: 0 });
    expect(before.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    await dice(a, '300.00');

    // Joining twice is one join (and one join ticket).
    const joined = await join(a, promotionId);
    expect(joined.json().value).toMatchObject({ joined: true, myTickets: 1 });
    expect((await join(a, promotionId)).json().value).toMatchObject({ joined: true, myTickets: 1 });
    await join(b, promotionId);

    // A: 1,500 deposited = 3 tickets; 250 + 99 of valid bets = 2 + 0 tickets. B: 100 = 1 ticket.
    // C never joined: nothing.
    const depositId = await deposited(a, 150_000n);
    await deposited(c, 150_000n);
    await dice(a, '250.00');
    await dice(a, '99.00');
    await dice(b, '100.00');
    await dice(c, '500.00');
    await h.drain();

    const mine = (await view(promotionId, a)).json().value;
    expect(mine).toMatchObject({ joined: true, myTickets: 6 });
    expect(mine.current).toMatchObject({ tickets: 8, serverSeed: null, clientSeed: null, winners: [] });
    // Each member sees only their own tickets.
    expect((await view(promotionId, b)).json().value.myTickets).toBe(2);
    expect((await view(promotionId, c)).json().value).toMatchObject({ joined: false, myTickets: 0 });

    // A replayed deposit event adds none.
    const [event] = (await eventsOf(t.db, 'deposit.credited', a.id)).filter(
      (e) => e.payload.depositId === depositId,
    );
    if (!event) throw new Error('no deposit event');
    await t.db.transaction().execute((trx) =>
      h.raffle.services.raffle.onDeposit(trx, {
        ...event,
        createdAt: new Date(),
        aggregate: 'member',
      } as unknown as DeliveredEvent<'deposit.credited'>),
    );
    expect((await view(promotionId, a)).json().value.myTickets).toBe(6);

    // An empty raffle of the same day: drawn with no winners.
    const empty = await raffle({
      slug: `raffle-${randomUUID().slice(0, 8)}`,
      ticketPerDeposit: '500',
      ticketPerValidBet: '100',
      prizes: ['100'],
    });
    await h.raffle.services.raffle.ensureDraws();

    const live: object[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(brand.id, a.id), (e) => live.push(e));
    const mainBefore = {
      a: await balanceOf(t.db, brand.id, a.id, 'MAIN'),
      b: await balanceOf(t.db, brand.id, b.id, 'MAIN'),
    };
    const period = periodAt({ kind: 'daily' }, promotionOffsetOf(brand), new Date());
    const clock = () => new Date(period.end.getTime() + 6 * 60_000);
    const runner = createPeriodRunner({ db: t.db, jobs: h.raffle.periodJobs, clock });
    await runner.tick();

    const drawn = (await view(promotionId, a)).json().value;
    // (The test's clock is still in the period the runner was told had ended.)
    const draw = drawn.current ?? drawn.past[0];
    expect(draw).toMatchObject({ state: 'DRAWN', tickets: 8 });
    expect(sha256Hex(draw.serverSeed)).toBe(draw.seedHash);
    expect(draw.winners).toHaveLength(2);
    expect(draw.winners.map((w: { prize: string }) => w.prize)).toEqual(['500.00', '200.00']);
    for (const w of draw.winners) expect(w.name).toMatch(/\*\*\*/);

    // The fairness function recomputes the same winners from the revealed seed and the ticket list.
    const rows = await t.db
      .selectFrom('raffle_tickets')
      .select(['member_id', 'tickets'])
      .where('draw_id', '=', BigInt(draw.id))
      .orderBy('id')
      .execute();
    const entries = rows.map((r) => ({ holder: String(r.member_id), tickets: r.tickets }));
    expect(raffleClientSeed(entries)).toBe(draw.clientSeed);
    const wins = drawRaffle({ serverSeed: draw.serverSeed, clientSeed: draw.clientSeed, entries, prizes: 3 });
    expect(wins.map((w) => w.ticket)).toEqual(draw.winners.map((w: { ticket: number }) => w.ticket));
    expect(new Set(wins.map((w) => w.holder))).toEqual(new Set([String(a.id), String(b.id)]));
    const check = verifyRaffle({
      serverSeed: draw.serverSeed,
      seedHash: draw.seedHash,
      clientSeed: draw.clientSeed,
      totalTickets: draw.tickets,
      winningTickets: draw.winners.map((w: { ticket: number }) => w.ticket),
    });
    expect(check).toMatchObject({ seedMatches: true, winnersMatch: true });

    // Paid PROMOTION → MAIN, once per winner.
    const prizeOf = (m: TestMember) =>
      wins.find((w) => w.holder === String(m.id))?.rank === 1 ? 50_000n : 20_000n;
    expect(await balanceOf(t.db, brand.id, a.id, 'MAIN')).toBe(mainBefore.a + prizeOf(a));
    expect(await balanceOf(t.db, brand.id, b.id, 'MAIN')).toBe(mainBefore.b + prizeOf(b));
    const journals = await t.db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key'])
      .where('merchant_id', '=', brand.id)
      .where('kind', '=', 'RAFFLE_PRIZE')
      .where('idempotency_key', 'like', `raffle-prize:${draw.id}:%`)
      .execute();
    expect(journals).toHaveLength(2);

    // `raffle.drawn` written; the winners hear it.
    const drawnEvents = await t.db
      .selectFrom('outbox_events')
      .select(['payload'])
      .where('type', '=', 'raffle.drawn')
      .execute();
    const mineEvent = drawnEvents.find((e) => (e.payload as { drawId: string }).drawId === draw.id);
    expect(mineEvent?.payload).toMatchObject({ winners: [{ rank: 1 }, { rank: 2 }] });
    await h.drain();
    expect(live).toContainEqual({ type: 'reward', promotionId: String(promotionId), state: 'ISSUED' });
    stop();

    // Running it again pays nothing more: the run is done, and a direct draw finds it drawn.
    await runner.tick();
    const again = await t.db
      .transaction()
      .execute((trx) => h.raffle.services.raffle.draw(trx, brand, BigInt(draw.id)));
    expect(again).toBeNull();
    expect(await balanceOf(t.db, brand.id, a.id, 'MAIN')).toBe(mainBefore.a + prizeOf(a));

    // The empty raffle's draw: drawn, no winners, its seed revealed.
    const emptyView = (await view(empty)).json().value;
    const emptyDraw = emptyView.current ?? emptyView.past[0];
    expect(emptyDraw).toMatchObject({ state: 'DRAWN', tickets: 0, winners: [] });
    expect(emptyDraw.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    // Tickets after the draw go nowhere (the period's draw is drawn).
    await dice(a, '500.00');
    await h.drain();
    expect((await view(promotionId, a)).json().value.myTickets).toBe(6);

    // The console lists the draws with their seeds and winners.
    const finance = await operatorSession(t, 'TIGER', 'finance');
    const draws = (
      await t.app.inject({
        url: `/admin/api/raffle-draws?promotionId=${promotionId}`,
        headers: finance,
      })
    ).json().value;
    expect(draws.total).toBe(1);
    expect(draws.list[0]).toMatchObject({
      id: draw.id,
      promotionId: String(promotionId),
      promotionTitle: expect.stringContaining('Raffle'),
      state: 'DRAWN',
    });
  });

  it('pays once when two draws of the same draw race', async () => {
    const promotionId = await raffle({
      slug: `race-${randomUUID().slice(0, 8)}`,
      ticketPerDeposit: '100',
      ticketPerValidBet: '0',
      prizes: ['300', '100'],
    });
    const members = await Promise.all([walletMember(t), walletMember(t), walletMember(t)]);
    for (const m of members) {
      await join(m, promotionId);
      await t.db.transaction().execute((trx) =>
        h.raffle.services.raffle.addTickets(trx, brand, {
          promotionId,
          memberId: m.id,
          tickets: 3,
          sourceRef: `race:${m.id}`,
        }),
      );
    }
    // The same reference again adds none.
    const again = await t.db.transaction().execute((trx) =>
      h.raffle.services.raffle.addTickets(trx, brand, {
        promotionId,
        memberId: members[0]?.id as bigint,
        tickets: 3,
        sourceRef: `race:${members[0]?.id}`,
      }),
    );
    expect(again?.added).toBe(false);
    const current = (await view(promotionId)).json().value.current;
    expect(current.tickets).toBe(9);
    const before = await Promise.all(members.map((m) => balanceOf(t.db, brand.id, m.id, 'MAIN')));
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db.transaction().execute((trx) => h.raffle.services.raffle.draw(trx, brand, BigInt(current.id))),
      ),
    );
    const drawn = outcomes.filter((o) => o !== null);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.winners.map((w) => w.prize)).toEqual([30_000n, 10_000n]);
    const after = await Promise.all(members.map((m) => balanceOf(t.db, brand.id, m.id, 'MAIN')));
    const paid = after.reduce((sum, b, i) => sum + (b - (before[i] as bigint)), 0n);
    expect(paid).toBe(40_000n);
  });

  it('refuses a raffle that is not running, an unknown one and a visitor joining', async () => {
    const m = await walletMember(t);
    const draft = await repo.insertRafflePromotion(t.db, {
      merchant_id: brand.id,
      slug: `draft-${randomUUID().slice(0, 8)}`,
      status: 'DRAFT',
      content: { en: { title: 'Draft', summary: '', body: '', terms: '' } },
      image_url: null,
      shows_from: null,
      starts_at: new Date(),
      ends_at: null,
      audience: {},
      trigger: { period: 'WEEK' },
      reward: { prizes: [] },
      bonus_terms: {},
      limits: {},
      promo_code: null,
      budget_minor: null,
      published_at: null,
      created_by: null,
      updated_by: null,
    });
    expect((await join(m, draft as bigint)).json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await view(draft as bigint)).statusCode).toBe(404);
    expect((await view(999_999_999n)).json().code).toBe('PROMOTION_NOT_FOUND');
    const visitor = await t.app.inject({
      method: 'POST',
      url: PROMOTION_ROUTES.claimRaffle.path,
      headers: { 'x-merchant': 'TIGER' },
      payload: { promotionId: '1', requestId: rid() },
    });
    expect(visitor.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: PROMOTION_ROUTES.claimRaffle.path,
      headers: m.headers,
      payload: { promotionId: 'abc', requestId: rid() },
    });
    expect(bad.statusCode).toBe(400);
  });
});
