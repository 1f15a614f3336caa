import type { Db } from '../db/database.ts';
import { gameHouse, post } from '../modules/ledger/ledger.ts';

/**
 * Recent play by a few demo players, so a fresh install's winner boards and records have
 * something to show. Every round is real money in the ledger, written as the provider wallet
 * writes it (ADR 0015): the stake from the player's MAIN wallet to the brand's HOUSE account, the
 * payout back, one settled `bets` row per round. The players cannot sign in (no password).
 * Deterministic, and written once per brand.
 */
const PLAYERS = [
  'rajib_77',
  'luckystar',
  'mitu2026',
  'bigwin_ali',
  'nusrat_k',
  'sohel88',
  'tanvir_b',
  'joy_bd',
];
const ROUNDS_PER_PLAYER = 12;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export async function seedDemoPlay(
  db: Db,
  brand: { id: number; code: string; currency: string; exponent: number },
  now: Date,
): Promise<void> {
  const unit = 10n ** BigInt(brand.exponent);
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
    .where('g.category', 'in', ['RNG', 'FISH', 'LIVE', 'JACKPOT'])
    .orderBy('g.id')
    .limit(400)
    .execute();
  if (games.length === 0) return;
  const rand = random(brand.id * 7919);
  for (const [p, account] of PLAYERS.entries()) {
    const exists = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', brand.id)
      .where('account', '=', account)
      .executeTakeFirst();
    if (exists) continue;
    const member = await db
      .insertInto('members')
      .values({
        merchant_id: brand.id,
        account,
        type: 0,
        password_hash: 'no-sign-in',
        referral_code: `DEMO${brand.code}${p}`,
        register_method: 'SEED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const main = { merchantId: brand.id, kind: 'MAIN' as const, memberId: member.id };
    const house = gameHouse(brand.id, member.id);
    const entry = (kind: string, key: string, reference: string | null, toMember: bigint) =>
      post(db, {
        merchantId: brand.id,
        currency: brand.currency,
        kind,
        idempotencyKey: key,
        reference,
        metadata: { note: 'Demo play' },
        postings: [
          { account: house, amount: -toMember },
          { account: main, amount: toMember },
        ],
      });
    await entry('ADJUSTMENT', `seed:${account}`, null, 20_000n * unit);
    for (let r = 0; r < ROUNDS_PER_PLAYER; r += 1) {
      const game = games[Math.floor(rand() * games.length)] as (typeof games)[number];
      const stake = BigInt(10 + Math.floor(rand() * 20) * 10) * unit;
      // Most rounds lose or win a little; a few win big, as a winner board shows.
      const luck = rand();
      const multiple =
        luck < 0.45 ? 0 : luck < 0.85 ? 1 + rand() * 2 : luck < 0.97 ? 5 + rand() * 20 : 40 + rand() * 160;
      const payout = (stake * BigInt(Math.round(multiple * 100))) / 100n;
      const at = new Date(now.getTime() - Math.floor(rand() * 5 * 86_400_000) - 60_000);
      const bet = await db
        .insertInto('bets')
        .values({
          merchant_id: brand.id,
          member_id: member.id,
          vendor_code: game.vendor_code,
          game_code: game.code,
          game_name: (game.names as Record<string, string>).en ?? game.code,
          category: game.category,
          external_id: `demo-${account}-${r}`,
          stake,
          valid_bet: stake,
          payout,
          status: 'SETTLED',
          placed_at: at,
          settled_at: new Date(at.getTime() + 30_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await entry('GAME_BET', `seed:${account}:${r}:bet`, `bet:${bet.id}`, -stake);
      if (payout > 0n) await entry('GAME_WIN', `seed:${account}:${r}:win`, `bet:${bet.id}`, payout);
    }
  }
}
