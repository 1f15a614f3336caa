import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { type AccountRef, gameHouse, post } from '../modules/ledger/ledger.ts';
import { accountNumberHash } from '../modules/wallet/withdrawals.service.ts';
import { seal } from '../platform/sealed.ts';
import type { Secrets } from '../platform/secrets.ts';

/**
 * Sixty days of a demo agent's team (issue 16), so every agent-centre report shows something on
 * a fresh install: each member under the agent (its direct members, its sub-agent and the
 * sub-agent's members) registered at some point of the last 60 days, deposited (credited
 * deposits), played games of several categories and vendors, and some withdrew (paid). The money
 * is real in the ledger and moves as the owners move it: a deposit from the payment clearing
 * account to the member's MAIN wallet, a stake to the game house and a payout back (as
 * demo-play.ts and the provider wallet write it), a withdrawal held then paid out to clearing.
 * Events are written in time order per member and no stake exceeds the balance, so no wallet is
 * ever negative. Deterministic, and written once per member (a member with team play is skipped).
 *
 * Withdrawals need a bound bank account, sealed under the brand's keys: only when `secrets` is
 * given (the server's first start and `npm run seed`); without it the team deposits and plays only.
 */

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 60;
const BETS_PER_MEMBER = 8;
const DEPOSITS_PER_MEMBER = 2;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

interface TeamEvent {
  at: Date;
  kind: 'deposit' | 'bet' | 'withdrawal';
  amount: bigint;
}

/** One journal entry of the demo data: `amount` from one account to another. */
export function moveMoney(
  db: Db,
  brand: { id: number; currency: string },
  m: { kind: string; key: string; reference: string; from: AccountRef; to: AccountRef; amount: bigint },
) {
  return post(db, {
    merchantId: brand.id,
    currency: brand.currency,
    kind: m.kind,
    idempotencyKey: m.key,
    reference: m.reference,
    postings: [
      { account: m.from, amount: -m.amount },
      { account: m.to, amount: m.amount },
    ],
  });
}

export async function seedDemoTeam(
  db: Db,
  brand: { id: number; code: string; currency: string; exponent: number; bank: string },
  agentAccount: string,
  now: Date,
  secrets: Secrets | undefined,
): Promise<void> {
  const unit = 10n ** BigInt(brand.exponent);
  const agent = await db
    .selectFrom('members')
    .select(['id', 'upline_path'])
    .where('merchant_id', '=', brand.id)
    .where('account', '=', agentAccount)
    .executeTakeFirst();
  if (!agent) return;
  const prefix = `${agent.upline_path}${agent.id}/`;
  const team = await db
    .selectFrom('members')
    .select(['id', 'account', 'payee_name'])
    .where('merchant_id', '=', brand.id)
    .where('upline_path', '>=', prefix)
    .where('upline_path', '<', `${prefix.slice(0, -1)}0`)
    .where('register_method', '=', 'SEED')
    .orderBy('id')
    .execute();
  if (team.length === 0) return;
  const played = await db
    .selectFrom('bets')
    .select('member_id')
    .where('merchant_id', '=', brand.id)
    .where(
      'external_id',
      'in',
      team.map((m) => `team-${m.account}-0`),
    )
    .execute();
  const done = new Set(played.map((p) => p.member_id));
  const fresh = team.filter((m) => !done.has(m.id));
  if (fresh.length === 0) return;

  // Seamless games the brand offers, by category, so the team's play spans categories and vendors.
  const games = await db
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
    .orderBy('g.id')
    .execute();
  const byCategory = new Map<string, typeof games>();
  for (const g of games) {
    const list = byCategory.get(g.category) ?? [];
    // A few games per vendor and category are plenty.
    if (list.filter((x) => x.vendor_code === g.vendor_code).length < 3) list.push(g);
    byCategory.set(g.category, list);
  }
  const categories = [...byCategory.keys()].sort();
  if (categories.length === 0) return;
  const method = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('merchant_id', '=', brand.id)
    .orderBy('sort')
    .executeTakeFirst();
  if (!method) return;
  const bankKey = secrets?.ring('bank-accounts');

  for (const [index, m] of team.entries()) {
    if (done.has(m.id)) continue;
    const rand = random(brand.id * 104_729 + index * 7919 + 17);
    // Registered somewhere in the last 60 days (oldest first), active from the next day on.
    const registeredAt = new Date(
      now.getTime() - (HISTORY_DAYS - Math.floor((index * HISTORY_DAYS * 0.8) / team.length)) * DAY_MS,
    );
    await db.updateTable('members').set({ created_at: registeredAt }).where('id', '=', m.id).execute();
    const span = now.getTime() - registeredAt.getTime() - DAY_MS;
    const at = (fraction: number) =>
      new Date(registeredAt.getTime() + DAY_MS / 2 + Math.floor(span * fraction));
    const events: TeamEvent[] = [];
    for (let d = 0; d < DEPOSITS_PER_MEMBER; d += 1) {
      events.push({
        at: at(d === 0 ? 0 : rand()),
        kind: 'deposit',
        amount: BigInt(5 + Math.floor(rand() * 46)) * 100n * unit,
      });
    }
    for (let b = 0; b < BETS_PER_MEMBER; b += 1)
      events.push({ at: at(0.02 + rand() * 0.97), kind: 'bet', amount: 0n });
    const withdraws = Boolean(bankKey && m.payee_name && index % 3 !== 1);
    if (withdraws) {
      events.push({
        at: at(0.6 + rand() * 0.35),
        kind: 'withdrawal',
        amount: BigInt(10 + Math.floor(rand() * 20)) * 100n * unit,
      });
    }
    events.sort((a, b) => a.at.getTime() - b.at.getTime());

    // The plan first, in time order with the wallet's balance, so no stake or withdrawal is more
    // than the member has; then the rows in one statement per table; then the postings in order.
    let balance = 0n;
    const deposits: { at: Date; amount: bigint }[] = [];
    const bets: {
      at: Date;
      round: number;
      stake: bigint;
      payout: bigint;
      game: (typeof games)[number];
    }[] = [];
    let withdrawal: { at: Date; amount: bigint } | null = null;
    const order: { kind: TeamEvent['kind']; index: number }[] = [];
    for (const e of events) {
      if (e.kind === 'deposit') {
        order.push({ kind: 'deposit', index: deposits.length });
        deposits.push({ at: e.at, amount: e.amount });
        balance += e.amount;
      } else if (e.kind === 'bet') {
        // A stake of 1% to 12% of the wallet, in whole units; nothing to stake, no round.
        const stake = ((balance * BigInt(1 + Math.floor(rand() * 12))) / 100n / unit) * unit;
        if (stake <= 0n) continue;
        const round = bets.length;
        const category = categories[(round + index * 3) % categories.length] as string;
        const choices = byCategory.get(category) as typeof games;
        const game = choices[Math.floor(rand() * choices.length)] as (typeof games)[number];
        const luck = rand();
        const multiple =
          luck < 0.5 ? 0 : luck < 0.88 ? 1 + rand() * 1.5 : luck < 0.98 ? 3 + rand() * 7 : 20 + rand() * 30;
        const payout = (stake * BigInt(Math.round(multiple * 100))) / 100n;
        order.push({ kind: 'bet', index: round });
        bets.push({ at: e.at, round, stake, payout, game });
        balance += payout - stake;
      } else {
        const amount = e.amount < balance / 2n ? e.amount : (balance / 2n / unit) * unit;
        if (amount <= 0n) continue;
        order.push({ kind: 'withdrawal', index: 0 });
        withdrawal = { at: e.at, amount };
        balance -= amount;
      }
    }

    const depositIds = (
      await db
        .insertInto('deposits')
        .values(
          deposits.map((d, n) => ({
            merchant_id: brand.id,
            member_id: m.id,
            method_id: method.id,
            amount: d.amount,
            currency: brand.currency,
            status: 'CREDITED' as const,
            request_id: `seed-team-${m.account}-d${n}`,
            created_at: d.at,
            completed_at: new Date(d.at.getTime() + 90_000),
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const betIds =
      bets.length === 0
        ? []
        : (
            await db
              .insertInto('bets')
              .values(
                bets.map((b) => ({
                  merchant_id: brand.id,
                  member_id: m.id,
                  vendor_code: b.game.vendor_code,
                  game_code: b.game.code,
                  game_name: (b.game.names as Record<string, string>).en ?? b.game.code,
                  category: b.game.category,
                  external_id: `team-${m.account}-${b.round}`,
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
    let withdrawalId: bigint | null = null;
    if (withdrawal && bankKey && m.payee_name) {
      const number = `20${createHash('sha256')
        .update(`${brand.code}:${m.account}`)
        .digest('hex')
        .replace(/\D/g, '')
        .slice(0, 10)
        .padEnd(10, '7')}`;
      const bank = await db
        .insertInto('member_bank_accounts')
        .values({
          merchant_id: brand.id,
          member_id: m.id,
          bank_name: brand.bank,
          account_number_sealed: seal(bankKey, number),
          account_number_hash: accountNumberHash(bankKey.current.key, brand.id, number),
          account_number_last4: number.slice(-4),
          account_name: m.payee_name,
          created_at: new Date(withdrawal.at.getTime() - 3_600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const decidedAt = new Date(withdrawal.at.getTime() + 40 * 60_000);
      const row = await db
        .insertInto('withdrawals')
        .values({
          merchant_id: brand.id,
          member_id: m.id,
          bank_account_id: bank.id,
          amount: withdrawal.amount,
          currency: brand.currency,
          status: 'COMPLETED',
          confirmation: 'RECEIVED',
          request_id: `seed-team-${m.account}-w`,
          created_at: withdrawal.at,
          decided_at: decidedAt,
          completed_at: new Date(decidedAt.getTime() + 3 * 3_600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      withdrawalId = row.id;
    }

    const main = { merchantId: brand.id, kind: 'MAIN' as const, memberId: m.id };
    const hold = { merchantId: brand.id, kind: 'WITHDRAWAL_HOLD' as const, memberId: m.id };
    const clearing = { merchantId: brand.id, kind: 'PAYMENT_CLEARING' as const };
    const house = gameHouse(brand.id, m.id);
    const entry = (
      kind: string,
      key: string,
      reference: string,
      from: AccountRef,
      to: AccountRef,
      amount: bigint,
    ) => moveMoney(db, brand, { kind, key, reference, from, to, amount });
    for (const step of order) {
      if (step.kind === 'deposit') {
        const id = depositIds[step.index] as bigint;
        const d = deposits[step.index] as (typeof deposits)[number];
        await entry('DEPOSIT', `deposit:${id}`, `deposit:${id}`, clearing, main, d.amount);
      } else if (step.kind === 'bet') {
        const id = betIds[step.index] as bigint;
        const b = bets[step.index] as (typeof bets)[number];
        const key = `seed:team:${m.account}:${b.round}`;
        await entry('GAME_BET', `${key}:bet`, `bet:${id}`, main, house, b.stake);
        if (b.payout > 0n) await entry('GAME_WIN', `${key}:win`, `bet:${id}`, house, main, b.payout);
      } else if (withdrawal && withdrawalId !== null) {
        const ref = `withdrawal:${withdrawalId}`;
        await entry('WITHDRAWAL_HOLD', `${ref}:hold`, ref, main, hold, withdrawal.amount);
        await entry('WITHDRAWAL_PAID', `${ref}:paid`, ref, hold, clearing, withdrawal.amount);
      }
    }
  }
}
