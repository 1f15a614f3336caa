import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_MODES,
  type ContractFigures,
  type ContractMode,
  type ContractTier,
  contractPay,
  exceeds,
  FULL_RATE_BPS,
  MAX_TIERS,
  parseRate,
  rateAt,
  rateText,
  reachedTier,
  tierProblem,
} from './agent-contracts.ts';

/**
 * Properties of the contract tier maths (issue 17): fixed against floating, monotone pay, the
 * rounding, the tier checks, the upline cap, and the level difference (what an agent keeps after
 * paying its downline agents) over nested team figures. Generated cases are replayable: fast-check
 * prints the seed of a failure.
 */

const RUNS = { numRuns: 400 };

const tier = (threshold: number, rateBps: number, activeMembers = 0, minValidBet = 0): ContractTier => ({
  threshold: BigInt(threshold),
  minValidBet: BigInt(minValidBet),
  activeMembers,
  rateBps,
});
const figures = (
  basis: number | bigint,
  activeMembers = 1_000,
  validBet?: number | bigint,
): ContractFigures => ({
  basis: BigInt(basis),
  validBet: BigInt(validBet ?? basis),
  activeMembers,
});

/** The raw material of a tier list: steps between tiers and a fraction that places each rate. */
interface RawTier {
  dThreshold: bigint;
  dValidBet: bigint;
  dActive: number;
  /** 0–1000: where the rate lands between the previous rate and what is allowed. */
  place: number;
}
const rawTiers = (salary: boolean) =>
  fc.array(
    fc.record({
      dThreshold: fc.bigInt({ min: 0n, max: 2_000_000n }),
      dValidBet: salary ? fc.constant(0n) : fc.bigInt({ min: 0n, max: 2_000_000n }),
      dActive: fc.integer({ min: 0, max: 5 }),
      place: fc.integer({ min: 0, max: 1000 }),
    }),
    { minLength: 1, maxLength: MAX_TIERS },
  );

/** A valid tier list (thresholds and rates strictly increasing, minimums never decreasing). */
function tiersOf(raw: readonly RawTier[], maxBps = FULL_RATE_BPS): ContractTier[] {
  const tiers: ContractTier[] = [];
  const step = Math.floor(maxBps / MAX_TIERS);
  for (const [i, r] of raw.entries()) {
    const p = tiers[i - 1];
    tiers.push({
      threshold: p ? p.threshold + r.dThreshold + 1n : r.dThreshold,
      minValidBet: (p?.minValidBet ?? 0n) + r.dValidBet,
      activeMembers: (p?.activeMembers ?? 0) + r.dActive,
      rateBps: (p?.rateBps ?? 0) + 1 + Math.floor((r.place * (step - 1)) / 1000),
    });
  }
  return tiers;
}

/**
 * A downline's tier list that respects `upline` in `mode`: every tier asks at least the upline's
 * first tier's conditions and pays at most what the upline pays at that tier's conditions (and,
 * floating, the first tier at most the upline's first rate: it pays the basis from zero). Tiers that
 * cannot pay more than the one before within the cap are left off.
 */
function downlineOf(upline: readonly ContractTier[], raw: readonly RawTier[], mode: ContractMode) {
  const first = upline[0] as ContractTier;
  const tiers: ContractTier[] = [];
  for (const [i, r] of raw.entries()) {
    const p = tiers[i - 1];
    const t = {
      threshold: p ? p.threshold + r.dThreshold + 1n : first.threshold + r.dThreshold,
      minValidBet: (p?.minValidBet ?? first.minValidBet) + r.dValidBet,
      activeMembers: (p?.activeMembers ?? first.activeMembers) + r.dActive,
    };
    let cap = rateAt(upline, { basis: t.threshold, validBet: t.minValidBet, activeMembers: t.activeMembers });
    if (mode === 'FLOATING' && i === 0) cap = Math.min(cap, first.rateBps);
    const low = (p?.rateBps ?? 0) + 1;
    if (cap < low) break;
    tiers.push({ ...t, rateBps: low + Math.floor((r.place * (cap - low)) / 1000) });
  }
  return tiers;
}

const anyFigures = fc.record({
  basis: fc.bigInt({ min: -5_000_000n, max: 40_000_000n }),
  validBet: fc.bigInt({ min: 0n, max: 40_000_000n }),
  activeMembers: fc.integer({ min: 0, max: 80 }),
});
const salaryFigures = fc
  .record({
    validBet: fc.bigInt({ min: 0n, max: 40_000_000n }),
    activeMembers: fc.integer({ min: 0, max: 80 }),
  })
  .map((f): ContractFigures => ({ basis: f.validBet, ...f }));
const mode = fc.constantFrom(...CONTRACT_MODES);

/** The exact pay times FULL_RATE_BPS (no rounding), worked out slice by slice from the tiers. */
function exactScaled(tiers: readonly ContractTier[], m: ContractMode, f: ContractFigures): bigint {
  const k = f.basis > 0n ? reachedTier(tiers, f) : -1;
  if (k < 0) return 0n;
  if (m === 'FIXED') return f.basis * BigInt((tiers[k] as ContractTier).rateBps);
  let total = 0n;
  for (let i = 0; i <= k; i++) {
    const from = i === 0 ? 0n : (tiers[i] as ContractTier).threshold;
    const to = i === k ? f.basis : (tiers[i + 1] as ContractTier).threshold;
    total += (to - from) * BigInt((tiers[i] as ContractTier).rateBps);
  }
  return total;
}

describe('the worked example of issue 17', () => {
  const example = [tier(0, 500), tier(10_000, 750)];

  it('tiers 0–10,000 at 5 % and 10,000–20,000 at 7.5 % on a team loss of 15,000: floating pays 875', () => {
    const pay = contractPay(example, 'FLOATING', figures(15_000));
    expect(pay.amount).toBe(875n);
    expect(pay.tier).toBe(1);
    expect(pay.slices).toEqual([
      { tier: 0, base: 10_000n, rateBps: 500, amount: 500n },
      { tier: 1, base: 5_000n, rateBps: 750, amount: 375n },
    ]);
  });

  it('tiers 0–10,000 at 5 % and 10,000–20,000 at 7.5 % on a team loss of 15,000: fixed pays 1,125', () => {
    const pay = contractPay(example, 'FIXED', figures(15_000));
    expect(pay.amount).toBe(1_125n);
    expect(pay.tier).toBe(1);
    expect(pay.slices).toEqual([{ tier: 1, base: 15_000n, rateBps: 750, amount: 1_125n }]);
  });

  it('pays nothing when the team did not lose, and nothing below the first tier', () => {
    for (const m of CONTRACT_MODES) {
      expect(contractPay(example, m, figures(0)).amount).toBe(0n);
      expect(contractPay(example, m, figures(-15_000)).tier).toBe(-1);
      expect(contractPay([tier(1_000, 500)], m, figures(999)).amount).toBe(0n);
      expect(contractPay([tier(1_000, 500, 3)], m, figures(5_000, 2)).tier).toBe(-1);
    }
  });
});

describe('fixed and floating', () => {
  it('floating never pays more than fixed', () => {
    fc.assert(
      fc.property(rawTiers(false), anyFigures, (raw, f) => {
        const tiers = tiersOf(raw);
        expect(contractPay(tiers, 'FLOATING', f).amount).toBeLessThanOrEqual(
          contractPay(tiers, 'FIXED', f).amount,
        );
      }),
      RUNS,
    );
  });

  it('with one tier both pay the same', () => {
    fc.assert(
      fc.property(rawTiers(false), anyFigures, (raw, f) => {
        const tiers = tiersOf(raw.slice(0, 1));
        expect(contractPay(tiers, 'FLOATING', f)).toMatchObject({
          amount: contractPay(tiers, 'FIXED', f).amount,
          tier: contractPay(tiers, 'FIXED', f).tier,
        });
      }),
      RUNS,
    );
  });

  it('pays more (or the same) on a larger basis, and on larger figures all round', () => {
    fc.assert(
      fc.property(
        rawTiers(false),
        anyFigures,
        mode,
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.integer({ min: 0, max: 20 }),
        (raw, f, m, more, moreBet, moreActive) => {
          const tiers = tiersOf(raw);
          const before = contractPay(tiers, m, f).amount;
          expect(contractPay(tiers, m, { ...f, basis: f.basis + more }).amount).toBeGreaterThanOrEqual(
            before,
          );
          const larger = {
            basis: f.basis + more,
            validBet: f.validBet + moreBet,
            activeMembers: f.activeMembers + moreActive,
          };
          expect(contractPay(tiers, m, larger).amount).toBeGreaterThanOrEqual(before);
          expect(reachedTier(tiers, larger)).toBeGreaterThanOrEqual(reachedTier(tiers, f));
        },
      ),
      RUNS,
    );
  });

  it('rounds down and loses less than one minor unit in total; the slices cover the basis', () => {
    fc.assert(
      fc.property(rawTiers(false), anyFigures, mode, (raw, f, m) => {
        const tiers = tiersOf(raw);
        const pay = contractPay(tiers, m, f);
        const exact = exactScaled(tiers, m, f);
        const full = BigInt(FULL_RATE_BPS);
        expect(pay.amount * full).toBeLessThanOrEqual(exact);
        expect(exact).toBeLessThan((pay.amount + 1n) * full);
        if (pay.tier >= 0) {
          expect(pay.slices.reduce((a, s) => a + s.base, 0n)).toBe(f.basis);
          const rounded = pay.slices.reduce((a, s) => a + s.amount, 0n);
          expect(pay.amount).toBeGreaterThanOrEqual(rounded);
          expect(pay.amount - rounded).toBeLessThan(BigInt(pay.slices.length));
        } else {
          expect(pay).toEqual({ tier: -1, amount: 0n, slices: [] });
        }
      }),
      RUNS,
    );
  });
});

describe('tierProblem', () => {
  it('accepts every valid tier list, with and without an upline it respects', () => {
    fc.assert(
      fc.property(rawTiers(false), rawTiers(false), mode, (rawUp, rawDown, m) => {
        const up = tiersOf(rawUp);
        expect(tierProblem(up, FULL_RATE_BPS)).toBeNull();
        const down = downlineOf(up, rawDown, m);
        expect(down.length).toBeGreaterThan(0);
        expect(tierProblem(down, FULL_RATE_BPS)).toBeNull();
        expect(tierProblem(down, FULL_RATE_BPS, up, m)).toBeNull();
        expect(exceeds(down, up, m)).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses no tiers and too many tiers', () => {
    expect(tierProblem([], FULL_RATE_BPS)).toEqual({ code: 'NO_TIERS' });
    const eleven = Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(i * 100, i + 1));
    expect(tierProblem(eleven, FULL_RATE_BPS)).toEqual({ code: 'TOO_MANY_TIERS', max: MAX_TIERS });
    expect(tierProblem(eleven.slice(0, MAX_TIERS), FULL_RATE_BPS)).toBeNull();
  });

  const corruptions = [
    'NEGATIVE_THRESHOLD',
    'NEGATIVE_ACTIVE',
    'RATE_ZERO',
    'RATE_ABOVE_MAX',
    'RATE_FRACTION',
    'THRESHOLD_NOT_ABOVE',
    'RATE_NOT_ABOVE',
    'VALID_BET_LOWER',
    'ACTIVE_LOWER',
  ] as const;

  it('names the first bad tier and what is wrong with it', () => {
    fc.assert(
      fc.property(
        rawTiers(false).filter((r) => r.length >= 2),
        fc.nat(),
        fc.constantFrom(...corruptions),
        (raw, at, how) => {
          const tiers = tiersOf(raw);
          const maxBps = (tiers.at(-1) as ContractTier).rateBps;
          const j = at % tiers.length;
          const t = tiers[j] as ContractTier;
          const p = tiers[j - 1];
          let code: string;
          switch (how) {
            case 'NEGATIVE_THRESHOLD':
              t.threshold = -1n;
              code = 'NEGATIVE';
              break;
            case 'NEGATIVE_ACTIVE':
              t.activeMembers = -1;
              code = 'NEGATIVE';
              break;
            case 'RATE_ZERO':
              t.rateBps = 0;
              code = 'RATE_OUT_OF_RANGE';
              break;
            case 'RATE_ABOVE_MAX':
              t.rateBps = maxBps + 1;
              code = 'RATE_OUT_OF_RANGE';
              break;
            case 'RATE_FRACTION':
              t.rateBps += 0.5;
              code = 'RATE_OUT_OF_RANGE';
              break;
            case 'THRESHOLD_NOT_ABOVE':
              fc.pre(p !== undefined);
              t.threshold = (p as ContractTier).threshold;
              code = 'NOT_INCREASING';
              break;
            case 'RATE_NOT_ABOVE':
              fc.pre(p !== undefined);
              t.rateBps = (p as ContractTier).rateBps;
              code = 'NOT_INCREASING';
              break;
            case 'VALID_BET_LOWER':
              fc.pre(p !== undefined && p.minValidBet > 0n);
              t.minValidBet = (p as ContractTier).minValidBet - 1n;
              code = 'NOT_INCREASING';
              break;
            case 'ACTIVE_LOWER':
              fc.pre(p !== undefined && p.activeMembers > 0);
              t.activeMembers = (p as ContractTier).activeMembers - 1;
              code = 'NOT_INCREASING';
              break;
          }
          expect(tierProblem(tiers, maxBps)).toMatchObject({ code, tier: j });
        },
      ),
      RUNS,
    );
  });

  it('names the first tier that pays more than the upline at its own conditions', () => {
    fc.assert(
      fc.property(rawTiers(false), rawTiers(false), fc.nat(), mode, (rawUp, rawDown, at, m) => {
        const up = tiersOf(rawUp);
        const down = downlineOf(up, rawDown, m);
        const j = at % down.length;
        const t = down[j] as ContractTier;
        expect(tierProblem(down, FULL_RATE_BPS, up, m)).toBeNull();
        // One basis point above what the upline pays there, and the tiers after it still increasing.
        let uplineBps = rateAt(up, {
          basis: t.threshold,
          validBet: t.minValidBet,
          activeMembers: t.activeMembers,
        });
        if (m === 'FLOATING' && j === 0) uplineBps = Math.min(uplineBps, (up[0] as ContractTier).rateBps);
        t.rateBps = uplineBps + 1;
        for (let i = j + 1; i < down.length; i++) {
          const d = down[i] as ContractTier;
          d.rateBps = Math.max(d.rateBps, (down[i - 1] as ContractTier).rateBps + 1);
        }
        fc.pre((down.at(-1) as ContractTier).rateBps <= FULL_RATE_BPS);
        expect(tierProblem(down, FULL_RATE_BPS)).toBeNull();
        expect(tierProblem(down, FULL_RATE_BPS, up, m)).toEqual({ code: 'ABOVE_UPLINE', tier: j, uplineBps });
        expect(exceeds(down, up, m)).toBe(true);
      }),
      RUNS,
    );
  });

  it('floating: a first tier that starts above the upline pays its rate from zero, so it is capped by the upline’s first rate', () => {
    const up = [tier(0, 100), tier(10_000, 1_000)];
    const down = [tier(10_000, 1_000)];
    // Fixed, the downline pays 10 % of a basis of 10,000 or more, where the upline pays 10 % too.
    expect(tierProblem(down, FULL_RATE_BPS, up, 'FIXED')).toBeNull();
    // Floating, the downline would pay 1,000 on 10,000 and the upline 100: refused.
    expect(contractPay(down, 'FLOATING', figures(10_000)).amount).toBe(1_000n);
    expect(contractPay(up, 'FLOATING', figures(10_000)).amount).toBe(100n);
    expect(tierProblem(down, FULL_RATE_BPS, up, 'FLOATING')).toEqual({
      code: 'ABOVE_UPLINE',
      tier: 0,
      uplineBps: 100,
    });
    expect(tierProblem([tier(10_000, 100)], FULL_RATE_BPS, up, 'FLOATING')).toBeNull();
  });
});

/** A team: its agent's contract terms (as raw material) and own members' figures, and its sub-agents. */
interface Team {
  raw: RawTier[];
  own: { validBet: bigint; activeMembers: number; loss: bigint };
  subs: Team[];
}
const teams: fc.Arbitrary<Team> = fc.letrec<{ team: Team }>((tie) => ({
  team: fc.record({
    raw: rawTiers(false),
    own: fc.record({
      validBet: fc.bigInt({ min: 0n, max: 6_000_000n }),
      activeMembers: fc.integer({ min: 0, max: 12 }),
      loss: fc.bigInt({ min: 0n, max: 3_000_000n }),
    }),
    subs: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant<Team[]>([]),
      fc.array(tie('team'), { maxLength: 3 }),
    ),
  }),
})).team;

/** Each agent's contract (capped by its upline's), team figures (its members' and its sub-teams') and gross pay. */
interface Settled {
  tiers: ContractTier[];
  figures: ContractFigures;
  gross: bigint;
  subs: Settled[];
}
function settle(team: Team, m: ContractMode, salary: boolean, upline: ContractTier[] | null): Settled {
  const tiers = upline ? downlineOf(upline, team.raw, m) : tiersOf(team.raw);
  const subs = team.subs.map((s) => settle(s, m, salary, tiers));
  const validBet = subs.reduce((a, s) => a + s.figures.validBet, team.own.validBet);
  const activeMembers = subs.reduce((a, s) => a + s.figures.activeMembers, team.own.activeMembers);
  // A salary's basis is the valid bet; a dividend's here is a loss every sub-team shares in (nested).
  const basis = salary ? validBet : subs.reduce((a, s) => a + s.figures.basis, team.own.loss);
  const f = { basis, validBet, activeMembers };
  return { tiers, figures: f, gross: contractPay(tiers, m, f).amount, subs };
}
const levelDifference = (s: Settled) => s.gross - s.subs.reduce((a, d) => a + d.gross, 0n);
const everyone = (s: Settled): Settled[] => [s, ...s.subs.flatMap(everyone)];

describe('the upline cap and the level difference', () => {
  it('a downline contract that passes the upline cap never pays more than the upline at the same figures', () => {
    fc.assert(
      fc.property(rawTiers(false), rawTiers(false), anyFigures, mode, (rawUp, rawDown, f, m) => {
        const up = tiersOf(rawUp);
        const down = downlineOf(up, rawDown, m);
        expect(tierProblem(down, FULL_RATE_BPS, up, m)).toBeNull();
        // At the random figures, and exactly at each downline tier's conditions (where it starts paying).
        const at = down.map((t) => ({
          basis: t.threshold,
          validBet: t.minValidBet,
          activeMembers: t.activeMembers,
        }));
        for (const g of [f, ...at]) {
          expect(contractPay(down, m, g).amount).toBeLessThanOrEqual(contractPay(up, m, g).amount);
          expect(rateAt(down, g)).toBeLessThanOrEqual(rateAt(up, g));
        }
      }),
      RUNS,
    );
  });

  it('never goes below zero for nested salary figures: several downlines whose valid bets sum to at most the upline’s', () => {
    fc.assert(
      fc.property(
        rawTiers(true),
        fc.array(fc.tuple(rawTiers(true), salaryFigures), { minLength: 1, maxLength: 4 }),
        salaryFigures,
        mode,
        (rawUp, downs, own, m) => {
          const up = tiersOf(rawUp);
          const paid = downs.map(([raw, f]) => contractPay(downlineOf(up, raw, m), m, f).amount);
          const validBet = downs.reduce((a, [, f]) => a + f.validBet, own.validBet);
          const activeMembers = downs.reduce((a, [, f]) => a + f.activeMembers, own.activeMembers);
          const gross = contractPay(up, m, { basis: validBet, validBet, activeMembers }).amount;
          expect(gross - paid.reduce((a, b) => a + b, 0n)).toBeGreaterThanOrEqual(0n);
        },
      ),
      RUNS,
    );
  });

  it('floating is superadditive and fixed monotone: the upline’s own contract on the sum pays at least its contract on each part', () => {
    fc.assert(
      fc.property(
        rawTiers(false),
        fc.array(anyFigures, { minLength: 1, maxLength: 5 }),
        mode,
        (raw, parts, m) => {
          const tiers = tiersOf(raw);
          const sum = parts.reduce(
            (a, f) => ({
              basis: a.basis + (f.basis > 0n ? f.basis : 0n),
              validBet: a.validBet + f.validBet,
              activeMembers: a.activeMembers + f.activeMembers,
            }),
            { basis: 0n, validBet: 0n, activeMembers: 0 },
          );
          const each = parts.reduce((a, f) => a + contractPay(tiers, m, f).amount, 0n);
          expect(contractPay(tiers, m, sum).amount).toBeGreaterThanOrEqual(each);
        },
      ),
      RUNS,
    );
  });

  it('over a whole tree of contracts: every level difference ≥ 0 and their sum is the top agent’s own calculation', () => {
    fc.assert(
      fc.property(teams, mode, fc.boolean(), (team, m, salary) => {
        const top = settle(team, m, salary, null);
        const all = everyone(top);
        for (const s of all) expect(levelDifference(s)).toBeGreaterThanOrEqual(0n);
        expect(all.reduce((a, s) => a + levelDifference(s), 0n)).toBe(top.gross);
        expect(top.gross).toBe(contractPay(top.tiers, m, top.figures).amount);
      }),
      { numRuns: 200 },
    );
  });

  it('over a chain of agents: the level differences add up to what the brand pays the top agent', () => {
    const chain: ContractTier[][] = [
      [tier(0, 300), tier(1_000_000, 500), tier(2_500_000, 800)],
      [tier(0, 250), tier(1_000_000, 400), tier(2_500_000, 700)],
      [tier(0, 200), tier(2_500_000, 500)],
    ];
    // Each agent's team holds the next one's: valid bets 4,000,000 ⊇ 2,600,000 ⊇ 900,000.
    const bets = [4_000_000, 2_600_000, 900_000];
    for (const m of CONTRACT_MODES) {
      for (let i = 1; i < chain.length; i++)
        expect(tierProblem(chain[i] as ContractTier[], FULL_RATE_BPS, chain[i - 1], m)).toBeNull();
      const gross = chain.map((t, i) => contractPay(t, m, figures(bets[i] as number)).amount);
      const differences = gross.map((g, i) => g - (gross[i + 1] ?? 0n));
      expect(differences.every((d) => d >= 0n)).toBe(true);
      expect(differences.reduce((a, b) => a + b, 0n)).toBe(gross[0]);
    }
    expect(contractPay(chain[0] as ContractTier[], 'FIXED', figures(4_000_000)).amount).toBe(320_000n);
    expect(contractPay(chain[0] as ContractTier[], 'FLOATING', figures(4_000_000)).amount).toBe(
      30_000n + 75_000n + 120_000n,
    );
  });
});

describe('rates as text', () => {
  it('rateText and parseRate round trip every rate from 0 to 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FULL_RATE_BPS }), (bps) => {
        const text = rateText(bps);
        expect(parseRate(text)).toBe(bps);
        expect(text).toMatch(/^\d{1,3}(\.\d{1,2})?$/);
        expect(text).not.toMatch(/\.\d*0$/);
      }),
      { numRuns: 2_000 },
    );
    expect([750, 3500, 5, 10_000, 0, 1_234].map(rateText)).toEqual([
      '7.5',
      '35',
      '0.05',
      '100',
      '0',
      '12.34',
    ]);
  });

  it('parseRate reads what people type and refuses the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        fc.pre(whole < 100 || cents === 0);
        const two = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(parseRate(two)).toBe(whole * 100 + cents);
        expect(parseRate(` ${two} `)).toBe(whole * 100 + cents);
        expect(rateText(parseRate(two) as number)).toBe(rateText(whole * 100 + cents));
      }),
    );
    for (const bad of ['', '-1', '1.234', '100.01', '101', 'abc', '1,5', '.5', '1e2', '7.'])
      expect(parseRate(bad)).toBeNull();
    expect(parseRate('7.5')).toBe(750);
    expect(parseRate('0.05')).toBe(5);
  });
});
