import type { TAdminMission } from '@portal/contracts/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../../locales/bn';
import en from '../../../locales/en';

/** The console's missions and leaderboards against a fake API. */
const calls: { id: string; input: unknown }[] = [];
let answer: (id: string, input: unknown) => unknown = () => null;
let permissions: string[] = [];
vi.mock('../../../lib/client', () => ({
  client: { configure: vi.fn() },
  call: vi.fn(async (route: { id: string }, input: unknown) => {
    calls.push({ id: route.id, input });
    return answer(route.id, input);
  }),
}));
vi.mock('../../../lib/session', () => ({
  useOperator: () => ({ data: { permissions } }),
  useSession: () => ({ token: 'operator-token' }),
}));

const { MissionsPage } = await import('./missions-page');
const { MissionEditorPage, blankDraft, missionInputOf } = await import('./mission-editor');
const { LeaderboardPage, boardInputOf } = await import('./leaderboards-page');

async function renderIt(element: ReactElement, path = '/', route = '*') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const mission = (over: Partial<TAdminMission> = {}): TAdminMission => ({
  id: '3',
  content: { en: { title: 'Place 20 bets on slots', description: '' } },
  kind: 'BETS',
  target: '20',
  category: 'RNG',
  field: null,
  period: 'DAILY',
  reward: { kind: 'CASH', amount: '20.00', wagerMultiple: 0 },
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: null,
  sortOrder: 0,
  status: 'DRAFT',
  completed: 12,
  claimed: 9,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
  ...over,
});

beforeEach(() => {
  calls.length = 0;
  permissions = ['loyalty.view', 'loyalty.manage'];
  answer = () => null;
});

describe('mission rules in the editor', () => {
  it('checks each kind as the server does', () => {
    const base = { ...blankDraft(new Date('2026-11-26T00:00:00Z')), rewardAmount: '10' };
    base.text.en.title = 'T';
    expect(missionInputOf({ ...base, text: { ...base.text, en: { title: '', description: '' } } })).toEqual({
      problem: 'title',
    });
    expect(missionInputOf({ ...base, target: '2.5' })).toEqual({ problem: 'target' });
    expect(missionInputOf({ ...base, kind: 'VALID_BET', target: 'abc' })).toEqual({ problem: 'targetMoney' });
    expect(missionInputOf({ ...base, kind: 'PROFILE_FIELD', target: '2' })).toEqual({
      problem: 'profileTarget',
    });
    expect(missionInputOf({ ...base, rewardKind: 'BONUS', wagerMultiple: '0' })).toEqual({
      problem: 'wager',
    });
    expect(missionInputOf({ ...base, rewardKind: 'POINTS', rewardAmount: '1.5' })).toEqual({
      problem: 'reward',
    });
    const ok = missionInputOf({ ...base, kind: 'DEPOSITS', category: 'RNG', target: '2' });
    // A category only narrows bet missions.
    expect(ok).toMatchObject({ kind: 'DEPOSITS', target: '2', category: null, field: null });
    const zalo = missionInputOf({
      ...base,
      kind: 'PROFILE_FIELD',
      target: '1',
      field: 'zalo',
      period: 'ONCE',
    });
    expect(zalo).toMatchObject({ field: 'zalo', period: 'ONCE' });
  });

  it('checks a leaderboard’s prizes', () => {
    const draft = {
      title: { en: 'Race', bn: '', fil: '' },
      metric: 'VALID_BET' as const,
      period: 'WEEKLY' as const,
      category: '',
      minStake: '5',
      prizes: [{ kind: 'CASH' as const, amount: '100', wagerMultiple: '0' }],
      startsAt: '2026-11-26T10:00',
      endsAt: '',
      sortOrder: '0',
    };
    expect(boardInputOf(draft)).toMatchObject({ minStake: '0', prizes: [{ kind: 'CASH', amount: '100' }] });
    expect(boardInputOf({ ...draft, prizes: [] })).toEqual({ problem: 'prizes' });
    expect(
      boardInputOf({ ...draft, prizes: [{ kind: 'BONUS', amount: '100', wagerMultiple: '0' }] }),
    ).toEqual({ problem: 'prizes' });
  });
});

describe('missions screens', () => {
  it('lists missions with their counts and activates a draft', async () => {
    answer = (id) =>
      id === 'adminMissions.list'
        ? [mission()]
        : id === 'adminMissions.setStatus'
          ? mission({ status: 'ACTIVE' })
          : null;
    await renderIt(<MissionsPage />);
    const table = await screen.findByRole('table', { name: 'Missions' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Place 20 bets on slots')).toBeTruthy();
    expect(within(row).getByText('Settled bets (count)')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Activate: Place 20 bets on slots' }));
    await waitFor(() =>
      expect(calls.find((c) => c.id === 'adminMissions.setStatus')?.input).toEqual({
        params: { id: '3' },
        body: { status: 'ACTIVE' },
      }),
    );
    expect(screen.getByRole('link', { name: 'New mission' })).toBeTruthy();
  });

  it('shows no write controls to a role without loyalty.manage', async () => {
    permissions = ['loyalty.view'];
    answer = (id) => (id === 'adminMissions.list' ? [mission()] : null);
    await renderIt(<MissionsPage />);
    await screen.findByRole('table', { name: 'Missions' });
    expect(screen.queryByRole('link', { name: 'New mission' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Activate/ })).toBeNull();
  });

  it('writes a new mission and says what the server refused', async () => {
    answer = (id) => {
      if (id === 'adminMissions.create')
        throw new Error('The mission cannot be saved: the reward must be an amount above 0.');
      return null;
    };
    await renderIt(<MissionEditorPage />, '/loyalty/missions/new', '/loyalty/missions/new');
    fireEvent.change(await screen.findByLabelText(/^Title \(English\)/), {
      target: { value: 'Deposit twice' },
    });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('the reward must be an amount above 0');
    expect(calls.find((c) => c.id === 'adminMissions.create')?.input).toMatchObject({
      body: { kind: 'BETS', target: '10', reward: { kind: 'CASH', amount: '10', wagerMultiple: 0 } },
    });
  });

  it('shows a leaderboard’s standings and closed periods', async () => {
    answer = (id) =>
      id === 'adminLeaderboards.get'
        ? {
            board: {
              id: '5',
              content: { en: { title: 'Weekly valid-bet race' } },
              metric: 'VALID_BET',
              period: 'WEEKLY',
              category: null,
              minStake: '0.00',
              prizes: [{ kind: 'CASH', amount: '1000.00', wagerMultiple: 0 }],
              startsAt: '2026-11-23T00:00:00.000Z',
              endsAt: null,
              sortOrder: 0,
              status: 'ACTIVE',
              createdAt: '2026-11-23T00:00:00.000Z',
              updatedAt: '2026-11-23T00:00:00.000Z',
            },
            periodKey: '2026-W48',
            endsAt: '2026-11-29T18:00:00.000Z',
            standings: [
              {
                rank: 1,
                memberId: '9',
                account: 'player07',
                score: '25000.00',
                reachedAt: '2026-11-25T10:00:00.000Z',
              },
            ],
            results: [
              {
                periodKey: '2026-W47',
                closedAt: '2026-11-22T18:15:00.000Z',
                winners: [
                  {
                    rank: 1,
                    memberId: '4',
                    account: 'player03',
                    score: '40000.00',
                    reachedAt: '2026-11-20T10:00:00.000Z',
                    reward: { kind: 'CASH', amount: '1000.00', wagerMultiple: 0 },
                  },
                ],
              },
            ],
          }
        : null;
    await renderIt(<LeaderboardPage />, '/loyalty/leaderboards/5', '/loyalty/leaderboards/:id');
    const standings = await screen.findByRole('table', { name: /Standings of 2026-W48/ });
    expect(within(standings).getByText('player07')).toBeTruthy();
    expect(within(standings).getByText('25,000.00')).toBeTruthy();
    const closed = screen.getByRole('table', { name: '2026-W47' });
    expect(within(closed).getByText('player03')).toBeTruthy();
    expect(
      screen.getByText(
        'This leaderboard is active: its metric, period, category and least stake stay as they are.',
      ),
    ).toBeTruthy();
  });
});
