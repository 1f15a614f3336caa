import type { TAdminVipLevels } from '@portal/contracts/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../../locales/bn';
import en from '../../../locales/en';

/** The VIP screens against a fake API: the ladder and settings (saved, refused with the reason), the members. */
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

const { VipLevelsPage, inputOf, draftsOf } = await import('./levels-page');
const { VipMembersPage } = await import('./members-page');

const page = <T,>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, total: list.length, totalPages: 1 });

async function renderIt(element: ReactElement, lng = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng,
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const sent = (id: string) => calls.filter((c) => c.id === id).map((c) => c.input as Record<string, unknown>);

const ladder = (): TAdminVipLevels => ({
  currency: 'BDT',
  exponent: 2,
  levels: [
    {
      level: 0,
      names: { en: 'Member', bn: 'সদস্য' },
      style: 'iron',
      validBet: '0.00',
      deposits: '0.00',
      pointsMultiplierBps: 10_000,
      rebateExtraBps: 0,
      withdrawalDailyLimit: null,
      contact: null,
      reward: null,
      members: 12,
    },
    {
      level: 1,
      names: { en: 'Bronze', bn: 'ব্রোঞ্জ', fil: 'Tanso' },
      style: 'bronze',
      validBet: '5000.00',
      deposits: '1000.00',
      pointsMultiplierBps: 10_500,
      rebateExtraBps: 5,
      withdrawalDailyLimit: null,
      contact: null,
      reward: { kind: 'CASH', amount: '50.00', wagerMultiple: 0 },
      members: 3,
    },
  ],
});
const settings = { basis: 'LIFETIME', rollingDays: 90, downgrades: false, noticeDays: 7 };

beforeEach(() => {
  calls.length = 0;
  permissions = ['loyalty.view', 'loyalty.manage'];
  answer = (id, input) => {
    if (id === 'adminVip.levels') return ladder();
    if (id === 'adminVip.settings') return settings;
    if (id === 'adminVip.setSettings') return (input as { body: unknown }).body;
    if (id === 'adminVip.saveLevels') return ladder();
    if (id === 'adminVip.members')
      return page([
        {
          memberId: '5',
          account: 'demo01',
          level: 1,
          reachedAt: '2026-11-20T10:00:00Z',
          validBet: '6000.00',
          deposits: '1500.00',
          noticeLevel: null,
        },
      ]);
    if (id === 'adminVip.changes')
      return page([
        {
          id: '1',
          account: 'demo01',
          fromLevel: 0,
          toLevel: 1,
          reason: 'UPGRADE',
          at: '2026-11-20T10:00:00Z',
        },
      ]);
    return null;
  };
});

describe('the ladder screen', () => {
  it('shows each level with its members and saves the ladder with × and % turned into basis points', async () => {
    await renderIt(<VipLevelsPage />);
    expect(await screen.findByText('12 member(s)')).toBeTruthy();
    const level1 = screen.getByRole('group', { name: /Level 1/ });
    fireEvent.change(within(level1).getByLabelText('Points multiplier (×1 to ×5)'), {
      target: { value: '1.25' },
    });
    fireEvent.change(within(level1).getByLabelText('Extra manual rebate (%; at most 2)'), {
      target: { value: '0.1' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sent('adminVip.saveLevels')).toHaveLength(1));
    const sentBody = sent('adminVip.saveLevels')[0]?.body as
      | { levels: Record<string, unknown>[] }
      | undefined;
    const body = sentBody?.levels ?? [];
    expect(body[1]).toMatchObject({
      level: 1,
      names: { en: 'Bronze', bn: 'ব্রোঞ্জ', fil: 'Tanso' },
      pointsMultiplierBps: 12_500,
      rebateExtraBps: 10,
      reward: { kind: 'CASH', amount: '50.00', wagerMultiple: 0 },
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('shows the server’s reason when the ladder is refused, and a number problem before sending', async () => {
    answer = ((base) => (id: string, input: unknown) => {
      if (id === 'adminVip.saveLevels')
        throw new Error('The VIP levels cannot be saved: level 2 needs less than level 1.');
      return base(id, input);
    })(answer);
    await renderIt(<VipLevelsPage />);
    await screen.findByText('12 member(s)');
    fireEvent.click(screen.getByRole('button', { name: 'Add a level' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toContain('level 2 needs less than level 1');
    const level2 = screen.getByRole('group', { name: /Level 2/ });
    fireEvent.change(within(level2).getByLabelText('Points multiplier (×1 to ×5)'), {
      target: { value: 'abc' },
    });
    const before = sent('adminVip.saveLevels').length;
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Level 2: “Points multiplier (×1 to ×5)” is not a number.',
    );
    expect(sent('adminVip.saveLevels')).toHaveLength(before);
  });

  it('saves settings.loyalty.vip, and a read-only role can read but not change', async () => {
    await renderIt(<VipLevelsPage />);
    await screen.findByText('12 member(s)');
    fireEvent.change(screen.getByLabelText('Measured on'), { target: { value: 'ROLLING' } });
    fireEvent.click(screen.getByLabelText('Members may move down at the monthly review'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() =>
      expect(sent('adminVip.setSettings')[0]?.body).toEqual({
        basis: 'ROLLING',
        rollingDays: 90,
        downgrades: true,
        noticeDays: 7,
      }),
    );
  });

  it('a role without loyalty.manage sees the fields disabled and no save', async () => {
    permissions = ['loyalty.view'];
    await renderIt(<VipLevelsPage />, 'bn');
    expect(await screen.findByText('১২ জন সদস্য'.replace('১২', '12'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'সংরক্ষণ' })).toBeNull();
    expect((screen.getByRole('group', { name: /লেভেল 1/ }) as HTMLFieldSetElement).disabled).toBe(true);
  });

  it('turns drafts back into the same input', () => {
    const input = inputOf(draftsOf(ladder()));
    expect('levels' in input && input.levels.map((l) => [l.pointsMultiplierBps, l.rebateExtraBps])).toEqual([
      [10_000, 0],
      [10_500, 5],
    ]);
  });
});

describe('the members screen', () => {
  it('lists members by level and the recent changes', async () => {
    await renderIt(<VipMembersPage />);
    const table = await screen.findByRole('table', { name: 'VIP members' });
    expect(within(table).getByText('demo01')).toBeTruthy();
    expect(within(table).getByText('6,000.00')).toBeTruthy();
    const changes = await screen.findByRole('table', { name: 'Recent level changes' });
    expect(within(changes).getByText('Reached the thresholds')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '1' } });
    await waitFor(() =>
      expect(sent('adminVip.members').at(-1)).toMatchObject({ query: { level: 1, pageNo: 1 } }),
    );
  });
});
