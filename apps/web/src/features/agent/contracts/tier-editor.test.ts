import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { DAILY_TIERS } from './fixtures';
import { toTiers } from './parts';
import { checkTiers, draftsOf, nextDraft, type TierDraft } from './tier-editor';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('contracts');
});

const mine = toTiers(DAILY_TIERS, 2);
const check = (drafts: TierDraft[], requireAll = false, upline: typeof mine | null = mine) =>
  checkTiers(drafts, { t: i18n.t, exponent: 2, maxBps: 200, upline, dividend: false, requireAll });
const edit = (drafts: TierDraft[], index: number, change: Partial<TierDraft>) =>
  drafts.map((d, i) => (i === index ? { ...d, ...change } : d));

describe('the tier editor’s checks (tierProblem, as the server)', () => {
  it('accepts my own tiers and sends them as decimal text and basis points', () => {
    const result = check(draftsOf(DAILY_TIERS));
    expect(result.errors).toEqual({ rows: {} });
    expect(result.tiers).toEqual(DAILY_TIERS);
  });

  it('reads thousands separators and a percent sign, and rounds nothing', () => {
    const drafts = edit(draftsOf(DAILY_TIERS.slice(0, 2)), 1, { threshold: '50,000.5', rate: '0.45%' });
    const result = check(drafts);
    expect(result.tiers?.[1]).toEqual({
      threshold: '50000.50',
      minValidBet: '0.00',
      activeMembers: 5,
      rateBps: 45,
    });
  });

  it('refuses a rate above what my own contract pays at that tier, at the rate box', () => {
    // At 50,000 with 5 active members my contract pays 0.5 %: 0.6 % is above it.
    const result = check(edit(draftsOf(DAILY_TIERS.slice(0, 2)), 1, { rate: '0.6' }));
    expect(result.tiers).toBeNull();
    expect(result.errors.rows[1]?.rate).toBe('This pays 0.6%, more than your own contract pays here (0.5%).');
    // Asking for more active members does not lift the cap: the cap is read at the tier's minimums.
    const lower = check(edit(draftsOf(DAILY_TIERS.slice(0, 2)), 1, { threshold: '40000', rate: '0.5' }));
    expect(lower.errors.rows[1]?.rate).toBe('This pays 0.5%, more than your own contract pays here (0.3%).');
  });

  it('refuses tiers that do not rise together, and a rate above the brand’s maximum', () => {
    const falling = check(edit(draftsOf(DAILY_TIERS.slice(0, 2)), 1, { threshold: '9000' }));
    expect(falling.errors.rows[1]?.threshold).toMatch(/^Each tier must ask more and pay more/);
    const high = check(edit(draftsOf(DAILY_TIERS.slice(0, 1)), 0, { rate: '2.5' }), false, null);
    expect(high.errors.rows[0]?.rate).toBe('The rate must be from 0.01% to 2%.');
  });

  it('says what is wrong with a box before the rules, and asks for empty boxes only after a first try', () => {
    const drafts = [...draftsOf(DAILY_TIERS.slice(0, 1)), nextDraft(draftsOf(DAILY_TIERS.slice(0, 1)))];
    expect(check(drafts).errors.rows[1]).toBeUndefined();
    expect(check(drafts).tiers).toBeNull();
    expect(check(drafts, true).errors.rows[1]).toEqual({
      threshold: 'Enter a value.',
      rate: 'Enter a value.',
    });
    const typed = edit(drafts, 1, { threshold: '12k', activeMembers: '3.5', rate: 'seven' });
    expect(check(typed).errors.rows[1]).toEqual({
      threshold: 'Enter an amount such as 1000 or 1000.50.',
      activeMembers: 'Enter a whole number.',
      rate: 'Enter a rate in percent, such as 7.5.',
    });
  });

  it('keeps a salary’s least valid bet at 0 whatever the box holds', () => {
    const result = check(edit(draftsOf(DAILY_TIERS.slice(0, 1)), 0, { minValidBet: 'x' }));
    expect(result.tiers?.[0]?.minValidBet).toBe('0.00');
    expect(result.errors.rows[0]).toBeUndefined();
  });
});
