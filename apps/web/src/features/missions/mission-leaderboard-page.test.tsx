import { MISSION_ROUTES } from '@portal/contracts';
import type { TLeaderboardAnswer, TMissionCard, TMissionSummary } from '@portal/contracts/endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPage } from '@/app/routes/member-page';
import { i18n, initI18n } from '@/lib/i18n';
import { type LiveMessage, liveConnection } from '@/lib/live-connection';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { bodyOf, type Handler, serve, signInMember } from '@/test/serve';

const R = MISSION_ROUTES;
const LATER = new Date(Date.now() + 5 * 3600_000).toISOString();

const mission = (over: Partial<TMissionCard> = {}): TMissionCard => ({
  id: '1',
  title: 'Place 20 bets on slots',
  description: 'Any slot game counts.',
  kind: 'BETS',
  period: 'DAILY',
  category: 'RNG',
  unit: 'COUNT',
  target: '20',
  progress: '5',
  progressBps: 2500,
  state: 'IN_PROGRESS',
  reward: { kind: 'CASH', amount: '10.00', wagerMultiple: 0 },
  periodKey: '2026-11-26',
  resetsAt: LATER,
  endsAt: null,
  completedAt: null,
  claimedAt: null,
  ...over,
});

const zalo = mission({
  id: '2',
  title: 'Add your Zalo handle: 131K points',
  description: '',
  kind: 'PROFILE_FIELD',
  period: 'ONCE',
  category: null,
  target: '1',
  progress: '1',
  progressBps: 10_000,
  state: 'COMPLETED',
  reward: { kind: 'POINTS', amount: '131000', wagerMultiple: 0 },
  periodKey: 'ONCE',
  resetsAt: null,
  completedAt: '2026-11-26T05:00:00.000Z',
});

const summary = (missions: TMissionCard[]): TMissionSummary => ({
  missions,
  unclaimed: missions.filter((m) => m.state === 'COMPLETED').length,
  currency: 'BDT',
});

const board: TLeaderboardAnswer = {
  boards: [
    { id: '7', title: 'Weekly valid-bet race' },
    { id: '8', title: 'Daily big win' },
  ],
  currency: 'BDT',
  board: {
    id: '7',
    title: 'Weekly valid-bet race',
    metric: 'VALID_BET',
    period: 'WEEKLY',
    category: null,
    minStake: '0.00',
    periodKey: '2026-W48',
    startsAt: '2026-11-22T18:00:00.000Z',
    endsAt: LATER,
    prizes: [
      { rank: 1, reward: { kind: 'CASH', amount: '1000.00', wagerMultiple: 0 } },
      { rank: 2, reward: { kind: 'POINTS', amount: '5000', wagerMultiple: 0 } },
    ],
    top: [
      { rank: 1, name: 'pl***07', score: '25000.00', me: false },
      { rank: 2, name: 'de***01', score: '12000.50', me: true },
    ],
    me: { rank: 2, score: '12000.50' },
    last: {
      periodKey: '2026-W47',
      winners: [
        {
          rank: 1,
          name: 'pl***03',
          score: '40000.00',
          me: false,
          reward: { kind: 'CASH', amount: '1000.00', wagerMultiple: 0 },
        },
      ],
    },
  },
};

async function open(handlers: Record<string, Handler>, path = '/member?page=missionLeaderboard') {
  if (!i18n.isInitialized) await initI18n('en');
  signInMember();
  const calls = serve(handlers);
  await renderApp([{ path: '/member', element: <MemberPage /> }], { config: testConfig(), path });
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('mission activity', () => {
  it('shows each mission with its progress, reward and reset, and claims a completed one once', async () => {
    let claimed = false;
    const calls = await open({
      [`GET ${R.summary.path}`]: () => summary([mission(), claimed ? { ...zalo, state: 'CLAIMED' } : zalo]),
      [`POST ${R.claim.path.replace(':id', '2')}`]: () => {
        claimed = true;
        return { ...zalo, state: 'CLAIMED', claimedAt: '2026-11-26T06:00:00.000Z' };
      },
    });
    const [slots, zaloCard] = await screen.findAllByTestId('mission-card');
    const bar = within(slots as HTMLElement).getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('5 of 20');
    expect(within(slots as HTMLElement).getByText('BDT 10.00 to your main wallet')).toBeTruthy();
    expect(within(slots as HTMLElement).getByText(/Starts again in/)).toBeTruthy();
    expect(within(slots as HTMLElement).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(zaloCard as HTMLElement).getByText('131,000 points')).toBeTruthy();
    expect(screen.getByText('1 reward is waiting for you to claim it.')).toBeTruthy();
    fireEvent.click(within(zaloCard as HTMLElement).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Reward received: 131,000 points.')).toBeTruthy();
    const claim = calls.find((c) => c.init.method === 'POST');
    expect(bodyOf(claim).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('mission-card')[1] as HTMLElement).getByText('Claimed'),
      ).toBeTruthy(),
    );
  });

  it('says why a claim was refused', async () => {
    await open({
      [`GET ${R.summary.path}`]: () => summary([zalo]),
      [`POST ${R.claim.path.replace(':id', '2')}`]: () => new Error('MISSION_CLAIMED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused: MISSION_CLAIMED');
  });

  it('reads my missions again when one of them moves live', async () => {
    const listeners: ((message: LiveMessage) => void)[] = [];
    const subscribe = liveConnection.subscribe.bind(liveConnection);
    vi.spyOn(liveConnection, 'subscribe').mockImplementation((listener) => {
      listeners.push(listener);
      return subscribe(listener);
    });
    let progress = '5';
    const calls = await open({
      [`GET ${R.summary.path}`]: () => summary([mission({ progress, progressBps: Number(progress) * 500 })]),
    });
    expect(
      (await screen.findByRole('progressbar', { name: 'Progress' })).getAttribute('aria-valuetext'),
    ).toBe('5 of 20');
    const reads = () => calls.filter((c) => c.url.pathname === R.summary.path).length;
    const before = reads();
    progress = '6';
    act(() => {
      for (const listener of listeners)
        listener({
          type: 'mission',
          missionId: '1',
          period: '2026-11-26',
          state: 'IN_PROGRESS',
          progress: '6',
          target: '20',
        } as LiveMessage);
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe(
        '6 of 20',
      ),
    );
    vi.mocked(liveConnection.subscribe).mockRestore();
  });

  it('says when no mission runs', async () => {
    await open({ [`GET ${R.summary.path}`]: () => summary([]) });
    expect(await screen.findByText('No missions running right now')).toBeTruthy();
  });

  it('shows the leaderboard: my place highlighted, masked names, prizes, last winners; another board picked', async () => {
    const calls = await open(
      {
        [`GET ${R.leaderboard.path}`]: (url) =>
          url.searchParams.get('id') === '8'
            ? {
                ...board,
                board: {
                  ...board.board,
                  id: '8',
                  title: 'Daily big win',
                  metric: 'WIN_MULTIPLIER',
                  top: [],
                  me: { rank: null, score: '0.00' },
                  last: null,
                },
              }
            : board,
      },
      '/member?page=missionLeaderboard&tab=leaderboard',
    );
    const table = await screen.findByRole('table', { name: 'Top players this period' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText(/de\*\*\*01/)).toBeTruthy();
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
    expect(within(rows[1] as HTMLElement).getByText('BDT 25,000.00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your place' }).textContent).toContain('#2');
    expect(screen.getByText('BDT 1,000.00 to your main wallet')).toBeTruthy();
    expect(screen.getByText('5,000 points')).toBeTruthy();
    expect(screen.getByText('Last winners (2026-W47)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Choose a leaderboard'), { target: { value: '8' } });
    expect(await screen.findByText('Not ranked yet')).toBeTruthy();
    expect(screen.getByText('No scores yet this period: the first bet takes the lead.')).toBeTruthy();
    expect(calls.some((c) => c.url.searchParams.get('id') === '8')).toBe(true);
  });
});
