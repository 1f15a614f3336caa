import { DEFAULT_LOYALTY_SETTINGS } from '@portal/contracts';
import { ApiError } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../../locales/bn';
import en from '../../../locales/en';

/** The points screens against a fake API: settings, a member's adjustment, the mall, the queue, the report. */
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

const { PointsPage } = await import('./points-page');
const { MallPage, inputOf, draftOf } = await import('./mall-page');
const { RedemptionsPage } = await import('./redemptions-page');
const { PointsReportPage } = await import('./report-page');

const page = <T,>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, total: list.length, totalPages: 1 });
const ALL = ['loyalty.view', 'loyalty.manage', 'loyalty.review', 'loyalty.adjust'];

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

const redemption = (over: Record<string, unknown> = {}) => ({
  id: '7',
  itemId: '1',
  kind: 'PHYSICAL',
  name: 'Team jersey',
  points: '3000',
  value: null,
  state: 'IN_PROCESS',
  address: '12 Road, Dhaka',
  note: null,
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: null,
  memberId: '42',
  account: 'demo01',
  decidedBy: null,
  ...over,
});

beforeEach(() => {
  calls.length = 0;
  permissions = ALL;
});

describe('points settings and a member’s points', () => {
  it('saves only the points settings, with the conversion example, and adjusts a member with a reason', async () => {
    const member = {
      memberId: '42',
      account: 'demo01',
      balance: '1200',
      earned: '1500',
      spent: '300',
      unrecovered: '0',
      cashValue: '12.00',
      entries: page([
        {
          id: '1',
          kind: 'EARN',
          change: '+1500',
          balance: '1500',
          note: 'RNG slot',
          createdAt: '2026-11-20T10:00:00Z',
        },
      ]),
    };
    answer = (id, input) => {
      if (id === 'adminPoints.settings' || id === 'adminPoints.setSettings')
        return { settings: DEFAULT_LOYALTY_SETTINGS.points, currency: 'BDT', currencyExponent: 2 };
      if (id === 'adminPoints.member') return member;
      if (id === 'adminPoints.adjust') {
        const body = (input as { body: { points: string } }).body;
        if (body.points === '-5000')
          throw new ApiError('POINTS_INSUFFICIENT', 'You do not have enough points.', 409);
        return { ...member, balance: '1300' };
      }
      return null;
    };
    await renderIt(<PointsPage />);
    expect(await screen.findByText('Example: 1,000 points convert to BDT 10.00.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('RNG'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('adminPoints.setSettings')).toHaveLength(1));
    const body = sent('adminPoints.setSettings')[0]?.body as {
      earnMilli: Record<string, number>;
      minConvert: number;
    };
    expect(body.earnMilli.RNG).toBe(12);
    expect(body.minConvert).toBe(1000);

    fireEvent.change(screen.getByLabelText(/Member account/), { target: { value: 'demo01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByTestId('member-points')).textContent).toBe('1,200');
    fireEvent.change(screen.getByLabelText(/Points \(negative/), { target: { value: '-5000' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'correction' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have enough points.');
    fireEvent.change(screen.getByLabelText(/Points \(negative/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Adjusted. The balance is now 1,300 points.')).toBeTruthy();
    const adjusts = sent('adminPoints.adjust');
    expect(adjusts[1]).toMatchObject({ params: { id: '42' }, body: { points: '100', reason: 'correction' } });
    // A refused adjustment's request id is not reused.
    const ids = adjusts.map((a) => (a.body as { requestId: string }).requestId);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('reads without changing when the role has only loyalty.view', async () => {
    permissions = ['loyalty.view'];
    answer = () => ({ settings: DEFAULT_LOYALTY_SETTINGS.points, currency: 'BDT', currencyExponent: 2 });
    await renderIt(<PointsPage />, 'bn');
    expect(await screen.findByText('আপনার ভূমিকা এগুলো পড়তে পারে কিন্তু বদলাতে পারে না।')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'সংরক্ষণ' })).toBeNull();
  });
});

describe('the mall and the redemption queue', () => {
  it('turns the item form into the server’s input (physical items carry no value, fil is optional)', () => {
    const item = {
      id: '1',
      kind: 'PHYSICAL' as const,
      text: { en: { name: 'Jersey', description: 'Team jersey' }, bn: { name: 'জার্সি', description: '' } },
      imageUrl: null,
      points: '3000',
      minDeposits: '500.00',
      value: '0.00',
      wagerMultiple: 0,
      stock: 5,
      perMemberLimit: 1,
      status: 'ACTIVE' as const,
      sortOrder: 3,
      inProcess: 0,
      approved: 0,
      updatedAt: '2026-11-20T10:00:00Z',
    };
    expect(inputOf(draftOf(item))).toEqual({
      kind: 'PHYSICAL',
      text: { en: { name: 'Jersey', description: 'Team jersey' }, bn: { name: 'জার্সি', description: '' } },
      imageUrl: null,
      points: '3000',
      minDeposits: '500.00',
      value: '0',
      wagerMultiple: 0,
      stock: 5,
      perMemberLimit: 1,
      status: 'ACTIVE',
      sortOrder: 3,
    });
    expect(inputOf({ ...draftOf(item), stock: '' }).stock).toBeNull();
  });

  it('creates an item from the dialog and shows the server’s refusal', async () => {
    let refuse = true;
    answer = (id) => {
      if (id === 'adminPoints.items') return [];
      if (id === 'adminPoints.createItem') {
        if (refuse) throw new ApiError('VALIDATION_ERROR', 'Check the highlighted fields.', 400);
        return {};
      }
      return null;
    };
    await renderIt(<MallPage />);
    expect(await screen.findByText('No items yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New mall item' });
    fireEvent.change(within(dialog).getByLabelText(/Name \(English\)/), { target: { value: 'Cash 50' } });
    fireEvent.change(within(dialog).getByLabelText(/Name \(Bengali\)/), { target: { value: 'ক্যাশ ৫০' } });
    fireEvent.change(within(dialog).getByLabelText(/^Points/), { target: { value: '5000' } });
    fireEvent.change(within(dialog).getByLabelText(/^Value/), { target: { value: '50.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('adminPoints.createItem')[1]?.body).toMatchObject({
      kind: 'CASH',
      points: '5000',
      value: '50.00',
    });
  });

  it('approves and rejects from the queue; a rejection needs a note; without loyalty.review no buttons', async () => {
    answer = (id) =>
      id === 'adminPoints.redemptions' ? page([redemption()]) : redemption({ state: 'REJECTED' });
    await renderIt(<RedemptionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject: Team jersey, demo01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Team jersey for demo01' });
    expect(
      within(dialog).getByText('3,000 points go back to the member, and the item back to stock.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why (at least 3 characters).')).toBeTruthy();
    expect(sent('adminPoints.reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Note to the member'), {
      target: { value: 'Address incomplete' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent('adminPoints.reject')).toHaveLength(1));
    expect(sent('adminPoints.reject')[0]).toMatchObject({
      params: { id: '7' },
      body: { note: 'Address incomplete' },
    });
    expect(sent('adminPoints.redemptions')[0]).toMatchObject({ query: { state: 'IN_PROCESS' } });
  });

  it('hides the decisions from a role without loyalty.review', async () => {
    permissions = ['loyalty.view'];
    answer = () => page([redemption()]);
    await renderIt(<RedemptionsPage />);
    expect(await screen.findByText('Team jersey')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});

describe('the points report', () => {
  it('shows the liability and the days', async () => {
    answer = () => ({
      from: '2026-11-01',
      to: '2026-11-30',
      currency: 'BDT',
      days: [
        {
          day: '2026-11-20',
          earned: '1500',
          rewarded: '0',
          converted: '1000',
          convertedCash: '10.00',
          redeemed: '3000',
          returned: '3000',
          adjusted: '-5',
        },
      ],
      outstanding: '12500',
      outstandingCash: '125.00',
      members: 3,
      inProcess: 1,
    });
    await renderIt(<PointsReportPage />);
    expect((await screen.findByTestId('outstanding')).textContent).toBe('12,500');
    expect(screen.getByText('BDT 125.00')).toBeTruthy();
    expect(screen.getByText('2026-11-20')).toBeTruthy();
  });
});
