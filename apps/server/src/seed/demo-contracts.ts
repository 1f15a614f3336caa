import {
  type ContractMode,
  type ContractPeriod,
  type ContractType,
  DEFAULT_CONTRACT_SETTINGS,
  type TBrandSettings,
  type TContractSettings,
  tierProblem,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';
import type { StoredTier } from '../modules/agent-contracts/agent-contracts.tables.ts';
import { periodSpecOf } from '../modules/agent-contracts/contract-periods.ts';
import { contractTiersOf, settleContractPeriod } from '../modules/agent-contracts/settlement.ts';
import { type AccountRef, gameHouse } from '../modules/ledger/ledger.ts';
import { type Period, periodAt, periodBefore } from '../platform/period-jobs/index.ts';
import { moveMoney } from './demo-team.ts';

/**
 * Agent contracts of a demo agent's team (issue 17; ADR 0038), so the contract pages, the bills and
 * "my income" show real ones on a fresh install:
 * - the demo agent (agent01) holds the brand's contracts of a weekly dividend and a daily salary,
 *   on the brand's templates, accepted at the start of the week two weeks back;
 * - its sub-agent (subagent01) holds the same two kinds from agent01, on the same thresholds at
 *   lower rates (checked against agent01's as an offer is);
 * - the team plays enough since then for the tiers to be reached honestly: three of the
 *   sub-agent's members and two of agent01's own bet every day (deposits first, stakes never more
 *   than the wallet holds, written as demo-team.ts writes play: a `bets` row per round, the stake
 *   and the payout through the ledger);
 * - after the seed's transaction, every ended day and week since the contracts began is settled
 *   through the settlement core (settleContractPeriod: figures, bills, payments top-down; the
 *   brand pays agent01, agent01 pays subagent01 from its wallet), so every bill and every income
 *   line is what the settlement computed. Settling again changes nothing, so the period runner's
 *   catch-up after the first start finds these periods settled.
 * Written once: an agent that holds a contract already is left alone.
 */

const DAY_MS = 86_400_000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The kinds the demo team holds: a weekly dividend and a daily salary. */
const KINDS: { type: ContractType; period: ContractPeriod }[] = [
  { type: 'DIVIDEND', period: 'W' },
  { type: 'DAILY_SALARY', period: 'D' },
];

/** The sub-agent's rates: about two thirds of its upline's at every tier, still rising. */
const lowerRate = (rateBps: number, tier: number) => Math.max(tier + 1, Math.floor((rateBps * 2) / 3));

const contractsOf = (settings: TBrandSettings): TContractSettings =>
  settings.contracts ?? DEFAULT_CONTRACT_SETTINGS;

/** When the demo contracts began: the start of the week two weeks before the current one. */
function contractsStart(settings: TContractSettings, now: Date): Period {
  const spec = periodSpecOf('W');
  const current = periodAt(spec, settings.utcOffsetMinutes, now);
  return periodBefore(
    spec,
    settings.utcOffsetMinutes,
    periodBefore(spec, settings.utcOffsetMinutes, current),
  );
}

/** The contracts and the team's play, inside the seed's transaction. */
export async function seedDemoContracts(
  db: Db,
  brand: { id: number; currency: string; exponent: number; settings: TBrandSettings },
  agentAccount: string,
  now: Date,
): Promise<void> {
  const settings = contractsOf(brand.settings);
  const agent = await db
    .selectFrom('members')
    .select(['id'])
    .where('merchant_id', '=', brand.id)
    .where('account', '=', agentAccount)
    .executeTakeFirst();
  if (!agent) return;
  const held = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('agent_id', '=', agent.id)
    .executeTakeFirst();
  if (held) return;
  const sub = await db
    .selectFrom('members')
    .select(['id'])
    .where('merchant_id', '=', brand.id)
    .where('parent_id', '=', agent.id)
    .where('type', '!=', 0)
    .orderBy('id')
    .executeTakeFirst();
  const operator = await db
    .selectFrom('operators')
    .select('id')
    .where('merchant_id', '=', brand.id)
    .orderBy('id')
    .executeTakeFirst();
  const start = contractsStart(settings, now);
  // Offered the day before, accepted an hour into the first week: its terms apply from that week.
  const offeredAt = new Date(start.start.getTime() - DAY_MS);
  const acceptedAt = new Date(start.start.getTime() + 3_600_000);

  for (const kind of KINDS) {
    const type = settings.types[kind.type];
    if (!type.enabled) continue;
    const mode: ContractMode = type.mode;
    const upper: StoredTier[] = type.template.map((t) => ({
      threshold: String(t.thresholdMinor),
      minValidBet: String(t.minValidBetMinor),
      activeMembers: t.activeMembers,
      rateBps: t.rateBps,
    }));
    const write = (agentId: bigint, uplineId: bigint | null, tiers: StoredTier[]) =>
      db
        .insertInto('agent_contracts')
        .values({
          merchant_id: brand.id,
          type: kind.type,
          period: kind.period,
          mode,
          upline_id: uplineId,
          agent_id: agentId,
          // biome-ignore lint/suspicious/noExplicitAny: jsonb written as its JSON text
          tiers: JSON.stringify(tiers) as any,
          state: 'VALID',
          offered_by_operator_id: uplineId === null && operator ? BigInt(operator.id) : null,
          request_id: `seed-contract-${kind.type.toLowerCase()}-${agentId}`,
          offered_at: offeredAt,
          offer_expires_at: new Date(offeredAt.getTime() + settings.offerDays * DAY_MS),
          decided_at: acceptedAt,
          effective_from: acceptedAt,
        })
        .execute();
    await write(agent.id, null, upper);
    if (!sub) continue;
    const lower = upper.map((t, i) => ({ ...t, rateBps: lowerRate(t.rateBps, i) }));
    const problem = tierProblem(contractTiersOf(lower), type.maxRateBps, contractTiersOf(upper), mode);
    if (problem) throw new Error(`demo ${kind.type} contract of the sub-agent: ${problem.code}`);
    await write(sub.id, agent.id, lower);
  }

  await seedContractPlay(db, brand, agent.id, sub?.id ?? null, start.start, now, settings.utcOffsetMinutes);
}

interface Plan {
  deposits: { at: Date; amount: bigint }[];
  bets: { at: Date; stake: bigint; payout: bigint; round: number }[];
  /** Deposits and bets interleaved in time order (the order their postings are written in). */
  order: { kind: 'deposit' | 'bet'; index: number }[];
}

/**
 * The team's play from `from` to the end of yesterday (the brand's clock): each of the sub-agent's
 * first three members bets twice a day and each of the agent's first two members once, stakes of
 * 1,800 to 2,600 (so the sub-agent's team passes the daily salary's first tier of 10,000 with its
 * three active members), at a return of about 80 % (so the teams lose and dividends are due).
 * A member deposits 10,000 at a time whenever the wallet could not cover the day's stakes.
 */
async function seedContractPlay(
  db: Db,
  brand: { id: number; currency: string; exponent: number },
  agentId: bigint,
  subId: bigint | null,
  from: Date,
  now: Date,
  utcOffsetMinutes: number,
): Promise<void> {
  const unit = 10n ** BigInt(brand.exponent);
  const membersOf = (parent: bigint, limit: number) =>
    db
      .selectFrom('members')
      .select(['id', 'account'])
      .where('merchant_id', '=', brand.id)
      .where('parent_id', '=', parent)
      .where('type', '=', 0)
      .orderBy('id')
      .limit(limit)
      .execute();
  const players = [
    ...(subId === null ? [] : (await membersOf(subId, 3)).map((m) => ({ ...m, perDay: 2 }))),
    ...(await membersOf(agentId, 5)).slice(3, 5).map((m) => ({ ...m, perDay: 1 })),
  ];
  if (players.length === 0) return;
  const game = await db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (join) =>
      join
        .onRef('mv.vendor_code', '=', 'g.vendor_code')
        .onRef('mv.game_category', '=', 'g.category')
        .on('mv.merchant_id', '=', brand.id),
    )
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .select(['g.vendor_code', 'g.code', 'g.names', 'g.category'])
    .where('v.wallet_mode', '=', 'SEAMLESS')
    .where('g.category', '=', 'RNG')
    .orderBy('g.id')
    .executeTakeFirst();
  const method = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('merchant_id', '=', brand.id)
    .orderBy('sort')
    .executeTakeFirst();
  if (!game || !method) return;
  const today = periodAt({ kind: 'daily' }, utcOffsetMinutes, now);
  const days = Math.round((today.start.getTime() - from.getTime()) / DAY_MS);

  for (const [index, player] of players.entries()) {
    const rand = random(brand.id * 15_485_863 + index * 104_729 + 29);
    const plan: Plan = { deposits: [], bets: [], order: [] };
    let balance = 0n;
    for (let d = 0; d < days; d += 1) {
      // Local 10:00 to 22:00 of the day.
      const dayStart = from.getTime() + d * DAY_MS;
      const stakes = Array.from(
        { length: player.perDay },
        () => BigInt(1_800 + Math.floor(rand() * 9) * 100) * unit,
      );
      const need = stakes.reduce((a, b) => a + b, 0n);
      if (balance < need) {
        const amount = 10_000n * unit;
        plan.order.push({ kind: 'deposit', index: plan.deposits.length });
        plan.deposits.push({ at: new Date(dayStart + 9 * 3_600_000 + index * 60_000), amount });
        balance += amount;
      }
      for (const [n, stake] of stakes.entries()) {
        const luck = rand();
        const multiple = luck < 0.55 ? 0 : luck < 0.87 ? 1.5 : luck < 0.99 ? 2 : 5;
        const payout = (stake * BigInt(Math.round(multiple * 100))) / 100n;
        const at = new Date(
          dayStart + (10 + Math.floor(rand() * 12)) * 3_600_000 + n * 600_000 + index * 60_000,
        );
        plan.order.push({ kind: 'bet', index: plan.bets.length });
        plan.bets.push({ at, stake, payout, round: plan.bets.length });
        balance += payout - stake;
      }
    }

    const depositIds =
      plan.deposits.length === 0
        ? []
        : (
            await db
              .insertInto('deposits')
              .values(
                plan.deposits.map((d, n) => ({
                  merchant_id: brand.id,
                  member_id: player.id,
                  method_id: method.id,
                  amount: d.amount,
                  currency: brand.currency,
                  status: 'CREDITED' as const,
                  request_id: `seed-contract-${player.account}-d${n}`,
                  created_at: d.at,
                  completed_at: new Date(d.at.getTime() + 90_000),
                })),
              )
              .returning('id')
              .execute()
          ).map((r) => r.id);
    const betIds = (
      await db
        .insertInto('bets')
        .values(
          plan.bets.map((b) => ({
            merchant_id: brand.id,
            member_id: player.id,
            vendor_code: game.vendor_code,
            game_code: game.code,
            game_name: (game.names as Record<string, string>).en ?? game.code,
            category: game.category,
            external_id: `contract-play-${player.account}-${b.round}`,
            stake: b.stake,
            valid_bet: b.stake,
            payout: b.payout,
            status: 'SETTLED' as const,
            placed_at: b.at,
            settled_at: new Date(b.at.getTime() + 45_000),
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);

    const main: AccountRef = { merchantId: brand.id, kind: 'MAIN', memberId: player.id };
    const clearing: AccountRef = { merchantId: brand.id, kind: 'PAYMENT_CLEARING' };
    const house = gameHouse(brand.id, player.id);
    const entry = (
      kind: string,
      key: string,
      reference: string,
      from: AccountRef,
      to: AccountRef,
      amount: bigint,
    ) => moveMoney(db, brand, { kind, key, reference, from, to, amount });
    for (const step of plan.order) {
      if (step.kind === 'deposit') {
        const id = depositIds[step.index] as bigint;
        const d = plan.deposits[step.index] as Plan['deposits'][number];
        await entry('DEPOSIT', `deposit:${id}`, `deposit:${id}`, clearing, main, d.amount);
      } else {
        const id = betIds[step.index] as bigint;
        const b = plan.bets[step.index] as Plan['bets'][number];
        const key = `seed:contract-play:${player.account}:${b.round}`;
        await entry('GAME_BET', `${key}:bet`, `bet:${id}`, main, house, b.stake);
        if (b.payout > 0n) await entry('GAME_WIN', `${key}:win`, `bet:${id}`, house, main, b.payout);
      }
    }
  }
}

/**
 * Settles every ended period of the demo contracts through the settlement core (after the seed's
 * transaction: the core commits its bills and each pay batch on its own). Periods already settled
 * write and pay nothing.
 */
export async function settleDemoContracts(db: Db, brandCode: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('merchants')
    .select(['id', 'currency', 'settings'])
    .where('code', '=', brandCode)
    .executeTakeFirst();
  if (!row) return;
  const brand = { id: row.id, currency: row.currency, settings: row.settings as TBrandSettings };
  const settings = contractsOf(brand.settings);
  const held = await db
    .selectFrom('agent_contracts')
    .select(['type', 'period', 'effective_from'])
    .where('merchant_id', '=', brand.id)
    .where('state', '=', 'VALID')
    .where('request_id', 'like', 'seed-contract-%')
    .execute();
  for (const kind of KINDS) {
    const since = held
      .filter((c) => c.type === kind.type && c.period === kind.period && c.effective_from)
      .map((c) => (c.effective_from as Date).getTime());
    if (since.length === 0) continue;
    const spec = periodSpecOf(kind.period);
    const periods: Period[] = [];
    // From the period in progress back to the one the contracts were accepted in.
    let p = periodBefore(spec, settings.utcOffsetMinutes, periodAt(spec, settings.utcOffsetMinutes, now));
    while (p.end.getTime() > Math.min(...since)) {
      periods.unshift(p);
      p = periodBefore(spec, settings.utcOffsetMinutes, p);
    }
    for (const window of periods) {
      await settleContractPeriod(db, { brand, type: kind.type, period: kind.period, window }, { now });
    }
  }
}
