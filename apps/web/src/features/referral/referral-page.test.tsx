import {
  buildWhitelabelTree,
  FEATURE_FLAGS,
  type FlagSet,
  PATTERNS,
  REFERRAL_ROUTES,
} from '@portal/contracts';
import type { TReferee, TReferralView } from '@portal/contracts/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPage } from '@/app/routes/member-page';
import { i18n, initI18n } from '@/lib/i18n';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { type Handler, page, serve, signInMember } from '@/test/serve';

const R = REFERRAL_ROUTES;
const LINK = 'https://tigerstar.example/?referralCode=TSDEMO01';

const view = (over: Partial<TReferralView> = {}): TReferralView => ({
  code: 'TSDEMO01',
  link: LINK,
  currency: 'BDT',
  rules: {
    minDeposit: '500.00',
    minValidBet: '1000.00',
    windowDays: 30,
    rewardKind: 'CASH',
    reward: '100.00',
    rewardWagerMultiple: 0,
    monthlyCap: 20,
  },
  stats: {
    invited: 3,
    qualified: 1,
    rewarded: 1,
    earnedCash: '100.00',
    earnedBonus: '0.00',
    earnedPoints: '0',
  },
  ...over,
});

const friend = (over: Partial<TReferee> = {}): TReferee => ({
  id: '1',
  account: 'de***02',
  registeredAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  state: 'REWARDED',
  depositMet: true,
  validBetMet: true,
  reward: '100.00',
  rewardKind: 'CASH',
  rewardedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

const config = () =>
  testConfig({
    whitelabel: buildWhitelabelTree(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FlagSet),
    registerRules: [
      {
        field: 'referralCode',
        enabled: true,
        required: false,
        acceptedPattern: PATTERNS.NO_SPACES,
        patternId: 'NO_SPACES',
        minLength: 4,
        maxLength: 20,
      },
    ],
  });

async function openReferral(handlers: Record<string, Handler>, type = 0) {
  if (!i18n.isInitialized) await initI18n('en');
  signInMember(type);
  const calls = serve(handlers);
  await renderApp([{ path: '/member', element: <MemberPage /> }], {
    config: config(),
    path: '/member?page=referral',
  });
  await screen.findByRole('navigation', { name: 'Member centre pages' });
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('invite friends', () => {
  it('shows my code and link with copy buttons and a QR code, the rule in words and my figures', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openReferral({
      [`GET ${R.view.path}`]: () => view(),
      [`GET ${R.referees.path}`]: () =>
        page([
          friend(),
          friend({
            id: '2',
            account: 'ne***01',
            state: 'FLAGGED',
            reward: null,
            rewardKind: null,
            rewardedAt: null,
            validBetMet: false,
          }),
        ]),
    });
    const invite = await screen.findByRole('region', { name: 'Your invitation' });
    expect(within(invite).getByText('TSDEMO01')).toBeTruthy();
    expect(within(invite).getByText(LINK)).toBeTruthy();
    expect(within(invite).getByRole('img', { name: `QR code of your invitation link ${LINK}` })).toBeTruthy();
    fireEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await within(invite).findByText('Copied')).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'How it works' });
    expect(rules.textContent).toContain(
      'Invite a friend: when they deposit at least BDT 500.00 in one deposit and reach a valid bet of BDT 1,000.00 within 30 days of registering, you get BDT 100.00 in your main wallet.',
    );
    expect(rules.textContent).toContain('At most 20 rewards a month.');
    const figures = screen.getByRole('region', { name: 'Your figures' });
    expect(within(figures).getByText('Invited').nextElementSibling?.textContent).toBe('3');
    expect(within(figures).getByText('Earned').nextElementSibling?.textContent).toBe('BDT 100.00');
    const [friends] = screen.getAllByRole('region', { name: 'Friends you invited' });
    const rows = await within(friends as HTMLElement).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('de***02')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Rewarded')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Under review')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/Valid bet: not yet/)).toBeTruthy();
  });

  it('words a points reward and no valid bet, and says when there are no friends yet', async () => {
    await openReferral({
      [`GET ${R.view.path}`]: () =>
        view({
          rules: { ...view().rules, minValidBet: '0.00', rewardKind: 'POINTS', reward: '500', monthlyCap: 0 },
        }),
      [`GET ${R.referees.path}`]: () => page([]),
    });
    const rules = await screen.findByRole('region', { name: 'How it works' });
    expect(rules.textContent).toContain(
      'Invite a friend: when they deposit at least BDT 500.00 in one deposit within 30 days of registering, you get 500 points.',
    );
    expect(rules.textContent).not.toContain('a month');
    expect(await screen.findByText('No friends yet')).toBeTruthy();
  });

  it('says so when the brand has referral off (the server’s message)', async () => {
    const calls = await openReferral({
      [`GET ${R.view.path}`]: () => new Error('REFERRAL_DISABLED'),
    });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === R.view.path)).toBe(true));
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });

  it('sends agents to the agent centre instead (they invite there)', async () => {
    const calls = await openReferral({}, 1);
    expect(await screen.findByText('Agents invite through the agent centre')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the register centre' }).getAttribute('href')).toBe(
      '/agentHome?page=registerCenter',
    );
    expect(calls.some((c) => c.url.pathname === R.view.path)).toBe(false);
  });
});
