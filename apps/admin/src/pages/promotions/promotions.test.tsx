import { DEFAULT_PROMOTION_SETTINGS } from '@portal/contracts';
import { ApiError } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../locales/bn';
import en from '../../locales/en';

/** The promotions screens and the settings section against a fake API. */
const calls: { id: string; input: unknown }[] = [];
let answer: (id: string, input: unknown) => unknown = () => null;
let permissions: string[] = [];
vi.mock('../../lib/client', () => ({
  client: { configure: vi.fn() },
  call: vi.fn(async (route: { id: string }, input: unknown) => {
    calls.push({ id: route.id, input });
    return answer(route.id, input);
  }),
}));
vi.mock('../../lib/session', () => ({
  useOperator: () => ({ data: { permissions } }),
  useSession: () => ({ token: 'operator-token' }),
}));

const { PromotionsPage } = await import('./promotions-page');
const { PromotionEditorPage } = await import('./editor');
const { PromotionSettingsSection } = await import('../settings/promotions');

const settingsView = { settings: DEFAULT_PROMOTION_SETTINGS, currency: 'BDT', currencyExponent: 2 };
const page = <T,>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, total: list.length, totalPages: 1 });
const text = (title: string) => ({
  title,
  summary: 'Double your first deposit',
  body: '<p>Body</p>',
  terms: '',
});
const promotion = (over: Record<string, unknown> = {}) => ({
  id: '5',
  slug: 'welcome-bonus',
  category: 'NEW_MEMBER',
  content: { en: text('Welcome bonus'), bn: text('স্বাগতম বোনাস') },
  imageUrl: null,
  showsFrom: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  audience: { kind: 'ALL', newWithinDays: null, agents: [], tags: [], include: [], exclude: [] },
  trigger: {
    type: 'DEPOSIT',
    nth: 1,
    minDeposit: '100.00',
    weekdays: [],
    code: null,
    period: null,
    minValidBet: '0.00',
    minLoss: '0.00',
    ticketPerDeposit: '0.00',
    ticketPerValidBet: '0.00',
    optIn: false,
  },
  reward: { type: 'PERCENT', percentBps: 10_000, amount: '5000.00', tickets: 0, prizes: [] },
  bonusTerms: {
    wagerMultiplier: 20,
    wagerBase: 'BONUS',
    expiryDays: 14,
    maxBet: '0.00',
    maxConversion: '0.00',
  },
  limits: { perMember: 'ONCE', household: true, budget: '10000.00', claimDays: 7 },
  sortOrder: 0,
  status: 'PUBLISHED',
  spent: '1500.00',
  grants: 3,
  applicationsWaiting: 2,
  createdAt: '2026-10-30T00:00:00.000Z',
  updatedAt: '2026-10-30T00:00:00.000Z',
  publishedAt: '2026-10-31T00:00:00.000Z',
  ...over,
});
const application = (over: Record<string, unknown> = {}) => ({
  id: '41',
  promotionId: '6',
  promotionTitle: 'Photo contest',
  memberId: '9',
  account: 'alice01',
  state: 'APPLYING',
  remark: 'My big win screenshot',
  images: ['upload_abcdefghijklmnop'],
  amount: null,
  note: null,
  decidedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  ...over,
});
const grant = (over: Record<string, unknown> = {}) => ({
  id: '71',
  promotionId: '5',
  title: 'Welcome bonus',
  state: 'ACTIVE',
  endReason: null,
  amount: '1000.00',
  balance: '800.00',
  wagerRequired: '20000.00',
  wagered: '5000.00',
  progressBps: 2500,
  maxBet: null,
  maxConversion: null,
  converted: null,
  removed: null,
  contributions: { RNG: 10_000 },
  grantedAt: '2026-11-20T10:00:00.000Z',
  activatedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  endedAt: null,
  memberId: '9',
  account: 'alice01',
  grantedBy: null,
  ...over,
});

async function renderIt(element: ReactElement, entry = '/promotions', lng = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng,
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter(
    [
      { path: '/promotions/new', element: <PromotionEditorPage /> },
      { path: '/promotions/:id', element: <PromotionEditorPage /> },
      { path: '*', element },
    ],
    { initialEntries: [entry] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const sent = (id: string) =>
  calls.find((c) => c.id === id)?.input as { body: Record<string, unknown>; params?: unknown } | undefined;
const pause = (ms = 30) => new Promise((r) => setTimeout(r, ms));

const ALL = [
  'promotions.view',
  'promotions.manage',
  'promotions.review',
  'promotions.grant',
  'settings.view',
];
beforeEach(() => {
  calls.length = 0;
  permissions = [...ALL];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the promotions tab', () => {
  const list = (id: string) =>
    id === 'adminPromotions.settings'
      ? settingsView
      : page([
          promotion(),
          promotion({
            id: '6',
            slug: 'photo',
            status: 'DRAFT',
            content: { en: text('Photo contest') },
            limits: { perMember: 'ONCE', household: false, budget: '0.00', claimDays: 7 },
            spent: '0.00',
            applicationsWaiting: 0,
            trigger: { ...promotion().trigger, type: 'APPLICATION' },
          }),
        ]);

  it('lists promotions with their budget use and waiting applications, and filters by status and category', async () => {
    answer = list;
    const router = await renderIt(<PromotionsPage />, '/promotions?category=NEW_MEMBER');
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(screen.getByText('2 promotions')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const first = rows[1] as HTMLElement;
    expect(within(first).getByText('Welcome bonus')).toBeTruthy();
    expect(within(first).getByText('1,500.00 / 10,000.00')).toBeTruthy();
    expect(within(first).getByText('Published')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: '2 waiting applications to Welcome bonus' })
        .getAttribute('href'),
    ).toBe('/promotions?tab=applications&state=APPLYING&promotionId=5');
    expect(within(rows[2] as HTMLElement).getByText('0.00 (no budget)')).toBeTruthy();
    expect(calls[0]?.input).toMatchObject({ query: { category: 'NEW_MEMBER', pageNo: 1 } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'DRAFT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=DRAFT&category=NEW_MEMBER'));
    await waitFor(() =>
      expect(calls.some((c) => (c.input as { query?: { status?: string } }).query?.status === 'DRAFT')).toBe(
        true,
      ),
    );
  });

  it('publishes a draft and ends a promotion after a confirmation', async () => {
    answer = (id, input) => {
      if (id === 'adminPromotions.setStatus')
        return promotion({
          id: '6',
          content: { en: text('Photo contest') },
          status: (input as { body: { status: string } }).body.status,
        });
      return list(id);
    };
    await renderIt(<PromotionsPage />);
    expect(await screen.findByRole('link', { name: 'Edit Welcome bonus' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish Welcome bonus' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish Photo contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Photo contest”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('“Photo contest” is published.')).toBeTruthy();
    expect(sent('adminPromotions.setStatus')).toEqual({ params: { id: '6' }, body: { status: 'PUBLISHED' } });

    fireEvent.click(screen.getByRole('button', { name: 'End Welcome bonus' }));
    const end = await screen.findByRole('dialog', { name: 'End “Welcome bonus”?' });
    expect(within(end).getByText(/Bonuses already granted keep running/)).toBeTruthy();
    fireEvent.click(within(end).getByRole('button', { name: 'End the promotion' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.id === 'adminPromotions.setStatus')
          .map((c) => (c.input as { body: unknown }).body),
      ).toEqual([{ status: 'PUBLISHED' }, { status: 'ARCHIVED' }]),
    );
  });

  it('hides New, Edit, Publish and End without promotions.manage', async () => {
    permissions = ['promotions.view'];
    answer = list;
    await renderIt(<PromotionsPage />);
    await screen.findByRole('table', { name: 'Promotions' });
    expect(screen.queryByRole('link', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Welcome bonus' })).toBeTruthy();
  });
});

describe('the promotion editor', () => {
  const editorAnswers = (id: string, input: unknown) => {
    if (id === 'adminPromotions.settings') return settingsView;
    if (id === 'adminPromotions.get') return promotion();
    if (id === 'adminPromotions.create' || id === 'adminPromotions.update')
      return promotion({ ...(input as { body: Record<string, unknown> }).body, id: '9' });
    return page([]);
  };

  it('shows only the fields of the chosen trigger and reward, and the preview follows', async () => {
    answer = editorAnswers;
    await renderIt(<PromotionsPage />, '/promotions/new');
    const minDeposit = await screen.findByRole('textbox', { name: /^Minimum deposit \(BDT\)/ });
    expect(minDeposit).toBeTruthy();
    expect(screen.getByRole('group', { name: 'On these days' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Promo code/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Rate \(%\)/ })).toBeTruthy();

    // The preview: the card and the worked example, computed with the contracts' maths.
    const preview = screen.getByRole('complementary', { name: 'Preview (English)' });
    expect(within(preview).getByText('Untitled promotion')).toBeTruthy();
    expect(within(preview).getByText('100 % of the deposit · 20× wagering')).toBeTruthy();
    expect(within(preview).getByText('A deposit of 1,000.00 gets 1,000.00.')).toBeTruthy();
    expect(within(preview).getByText(/wagering 20,000.00 \(20× the bonus\) within 14 days/)).toBeTruthy();
    expect(within(preview).getAllByText('Coming soon').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Welcome' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Cap \(BDT\)/ }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Wagering \(×\)/ }), {
      target: { value: '10' },
    });
    expect(await within(preview).findByText('Welcome')).toBeTruthy();
    expect(within(preview).getByText('100 % of the deposit up to 500.00 · 10× wagering')).toBeTruthy();
    expect(within(preview).getByText('A deposit of 1,000.00 gets 500.00.')).toBeTruthy();
    expect(within(preview).getByText(/wagering 5,000.00 \(10× the bonus\)/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: /^Trigger/ }), { target: { value: 'PROMO_CODE' } });
    expect(await screen.findByRole('textbox', { name: /^Promo code/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Minimum deposit/ })).toBeNull();
    const reward = screen.getByRole('combobox', { name: 'Reward type' }) as HTMLSelectElement;
    await waitFor(() => expect(reward.value).toBe('FIXED'));
    expect(
      within(reward)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fixed amount']);
    expect(screen.getByRole('textbox', { name: /^Amount \(BDT\)/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Rate/ })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: /^Trigger/ }), { target: { value: 'RAFFLE' } });
    expect(await screen.findByRole('group', { name: 'Prizes by rank' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Bonus terms' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Period/ })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: /^Trigger/ }), { target: { value: 'DEPOSIT' } });
    fireEvent.change(await screen.findByRole('spinbutton', { name: /^Wagering \(×\)/ }), {
      target: { value: '0' },
    });
    expect(await within(preview).findByText('It is paid as real money: no wagering.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Largest bet while active/ })).toBeNull();
  });

  it('checks the form before sending: dates in order, amounts in the currency', async () => {
    answer = editorAnswers;
    await renderIt(<PromotionsPage />, '/promotions/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Address name/ }), {
      target: { value: 'welcome' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Welcome' } });
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-12-10T00:00' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Minimum deposit/ }), {
      target: { value: '10.005' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByText('Enter an amount such as 1000 or 1000.50.')).toBeTruthy();
    expect(screen.getByLabelText(/^Ends/).getAttribute('aria-invalid')).toBe('true');
    expect(sent('adminPromotions.create')).toBeUndefined();
  });

  it('shows the refusal of the empty English title, and of the Bengali title on its own tab', async () => {
    answer = editorAnswers;
    await renderIt(<PromotionsPage />, '/promotions/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save as a draft' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(title, { target: { value: 'Welcome' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Address name/ }), {
      target: { value: 'welcome' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Bengali' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Summary/ }), { target: { value: 'সারাংশ' } });
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(
      await screen.findByRole('tab', { name: /^Bengali ⚠ needs attention/, selected: true }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Title/ }).getAttribute('aria-invalid')).toBe('true');
    expect(sent('adminPromotions.create')).toBeUndefined();
  });

  it("sends only the trigger's and the reward's fields, and shows the server's refusal at the form", async () => {
    let refuse = true;
    answer = (id, input) => {
      if (id === 'adminPromotions.create' && refuse)
        throw new ApiError(
          'PROMOTION_INVALID',
          'The promotion cannot be saved: The slug "welcome" is taken.',
          400,
        );
      return editorAnswers(id, input);
    };
    const router = await renderIt(<PromotionsPage />, '/promotions/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Address name/ }), {
      target: { value: 'welcome' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Welcome' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Minimum deposit/ }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(await screen.findByText(/The slug "welcome" is taken\./)).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/9'));
    const bodies = calls
      .filter((c) => c.id === 'adminPromotions.create')
      .map((c) => (c.input as { body: Record<string, unknown> }).body);
    expect(bodies).toHaveLength(2);
    const body = bodies[1] as Record<string, Record<string, unknown>>;
    expect(Object.keys(body.content ?? {})).toEqual(['en']);
    expect(body.trigger).toEqual({
      type: 'DEPOSIT',
      nth: 1,
      minDeposit: '500',
      weekdays: [5],
      code: null,
      period: null,
      minValidBet: '0.00',
      minLoss: '0.00',
      ticketPerDeposit: '0.00',
      ticketPerValidBet: '0.00',
      optIn: false,
    });
    expect(body.reward).toEqual({
      type: 'PERCENT',
      percentBps: 10_000,
      amount: '0.00',
      tickets: 0,
      prizes: [],
    });
    expect(body.bonusTerms).toMatchObject({ wagerMultiplier: 20, wagerBase: 'BONUS', expiryDays: 14 });
    expect(await screen.findByText('The promotion is saved.')).toBeTruthy();
  });

  it('edits a published promotion: its trigger, reward and terms stay as saved, other languages are kept', async () => {
    const saved = promotion({
      content: { en: text('Welcome bonus'), fil: text('Bonus sa pagsali') },
      trigger: { ...promotion().trigger, minValidBet: '0', minLoss: '0' },
    });
    answer = (id, input) => {
      if (id === 'adminPromotions.get') return saved;
      if (id === 'adminPromotions.update')
        return { ...saved, ...(input as { body: object }).body, updatedAt: '2026-11-26T09:00:00.000Z' };
      return editorAnswers(id, input);
    };
    await renderIt(<PromotionsPage />, '/promotions/5');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.getByText(/^Published: its trigger, reward and bonus terms stay as they are/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Trigger/ }).closest('fieldset:disabled')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Welcome bonus 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the promotion' }));
    expect(await screen.findByText('The promotion is saved.')).toBeTruthy();
    const body = sent('adminPromotions.update')?.body as Record<string, unknown>;
    expect(sent('adminPromotions.update')?.params).toEqual({ id: '5' });
    expect(body.trigger).toEqual(saved.trigger);
    expect(body.reward).toEqual(saved.reward);
    expect(body.bonusTerms).toEqual(saved.bonusTerms);
    expect(body.content).toEqual({
      en: { ...text('Welcome bonus'), title: 'Welcome bonus 2026' },
      fil: text('Bonus sa pagsali'),
    });
  });

  it('opens a saved promotion read-only without promotions.manage', async () => {
    permissions = ['promotions.view'];
    answer = editorAnswers;
    await renderIt(<PromotionsPage />, '/promotions/5');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe('Welcome bonus');
    expect(title.closest('fieldset:disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Cap/ })).toBeTruthy();
  });
});

describe('the applications tab', () => {
  const answers = (id: string) => {
    if (id === 'adminPromotions.applications')
      return page([
        application(),
        application({ id: '42', state: 'REJECTED', account: 'bob02', note: 'blurry' }),
      ]);
    if (id === 'adminPromotions.application') return application();
    if (id === 'adminPromotions.decide') return application({ state: 'APPROVED', amount: '50.00' });
    if (id === 'adminPromotions.list') return page([promotion()]);
    if (id === 'adminPromotions.settings') return settingsView;
    return null;
  };
  const stubImages = () => {
    const fetch = vi.fn(async () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('opens an application with its images (with the bearer) and approves it with an amount', async () => {
    const fetch = stubImages();
    answer = answers;
    await renderIt(<PromotionsPage />, '/promotions?tab=applications');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByText('Waiting')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Application of alice01 to Photo contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application of alice01 to Photo contest' });
    expect(within(dialog).getByText('My big win screenshot')).toBeTruthy();
    expect(
      await within(dialog).findByRole('button', { name: 'Image 1 from alice01 (press to enlarge)' }),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/admin/api/promotion-applications/41/images/upload_abcdefghijklmnop',
      expect.objectContaining({ headers: { authorization: 'Bearer operator-token' } }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount \(BDT\)/ }), {
      target: { value: '50.00' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note to the member/ }), {
      target: { value: 'Congratulations' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve the application' }));
    expect(await screen.findByText('The application of alice01 is approved.')).toBeTruthy();
    expect(sent('adminPromotions.decide')).toEqual({
      params: { id: '41' },
      body: { decision: 'APPROVE', amount: '50.00', note: 'Congratulations' },
    });
  });

  it('rejects only with a note', async () => {
    stubImages();
    answer = (id) =>
      id === 'adminPromotions.decide' ? application({ state: 'REJECTED', note: 'No' }) : answers(id);
    await renderIt(<PromotionsPage />, '/promotions?tab=applications');
    fireEvent.click(await screen.findByRole('button', { name: 'Application of alice01 to Photo contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application of alice01 to Photo contest' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Amount/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the application' }));
    const note = within(dialog).getByRole('textbox', { name: /^Note to the member/ });
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(sent('adminPromotions.decide')).toBeUndefined();
    fireEvent.change(note, { target: { value: 'The screenshot is unreadable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the application' }));
    expect(await screen.findByText('The application of alice01 is rejected.')).toBeTruthy();
    expect(sent('adminPromotions.decide')?.body).toEqual({
      decision: 'REJECT',
      note: 'The screenshot is unreadable',
    });
  });

  it('shows an application without a decision to a role without promotions.review', async () => {
    stubImages();
    permissions = ['promotions.view'];
    answer = answers;
    await renderIt(<PromotionsPage />, '/promotions?tab=applications&state=APPLYING&account=alice01');
    fireEvent.click(await screen.findByRole('button', { name: 'Application of alice01 to Photo contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application of alice01 to Photo contest' });
    expect(within(dialog).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
    expect(calls.find((c) => c.id === 'adminPromotions.applications')?.input).toMatchObject({
      query: { state: 'APPLYING', account: 'alice01' },
    });
  });
});

describe('the bonus grants tab', () => {
  const answers = (id: string, input: unknown) => {
    if (id === 'adminPromotions.grants')
      return page([
        grant(),
        grant({ id: '72', state: 'COMPLETED', endReason: 'WAGERING_MET', progressBps: 10_000 }),
      ]);
    if (id === 'adminPromotions.grant')
      return grant({
        id: '73',
        account: (input as { body: { account: string } }).body.account,
        amount: '250.00',
        promotionId: null,
      });
    if (id === 'adminPromotions.revoke')
      return grant({ state: 'CANCELLED', endReason: 'CANCELLED_BY_OPERATOR' });
    if (id === 'adminPromotions.list') return page([promotion()]);
    if (id === 'adminPromotions.settings') return settingsView;
    return null;
  };

  it('shows wagering progress and grants a bonus by hand with a request id', async () => {
    answer = answers;
    await renderIt(<PromotionsPage />, '/promotions?tab=grants');
    const table = await screen.findByRole('table', { name: 'Bonus grants' });
    expect(within(table).getByText('5,000.00 of 20,000.00 (25 %)')).toBeTruthy();
    expect(within(table).getByText('Wagering met')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Cancel the bonus/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Grant a bonus' }));
    const account = await screen.findByRole('textbox', { name: /^Member account/ });
    const dialog = screen.getByRole('dialog', { name: 'Grant a bonus by hand' });
    fireEvent.change(account, {
      target: { value: 'Bob02' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount \(BDT\)/ }), {
      target: { value: '250' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Goodwill after an outage' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant the bonus' }));
    expect(await screen.findByText('250.00 bonus granted to bob02.')).toBeTruthy();
    const body = sent('adminPromotions.grant')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      account: 'bob02',
      amount: '250',
      promotionId: null,
      terms: {
        wagerMultiplier: 10,
        wagerBase: 'BONUS',
        expiryDays: 14,
        maxBet: '0.00',
        maxConversion: '0.00',
      },
      reason: 'Goodwill after an outage',
    });
    expect(String(body.requestId)).toMatch(/^console-/);
  });

  it('refuses a grant amount that is no amount, without sending', async () => {
    answer = answers;
    await renderIt(<PromotionsPage />, '/promotions?tab=grants');
    fireEvent.click(await screen.findByRole('button', { name: 'Grant a bonus' }));
    const account = await screen.findByRole('textbox', { name: /^Member account/ });
    const dialog = screen.getByRole('dialog', { name: 'Grant a bonus by hand' });
    fireEvent.change(account, {
      target: { value: 'bob02' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount/ }), {
      target: { value: '12.345' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant the bonus' }));
    expect(await within(dialog).findByText('Enter an amount such as 1000 or 1000.50.')).toBeTruthy();
    expect(sent('adminPromotions.grant')).toBeUndefined();
  });

  it('cancels a grant with a reason after a confirmation', async () => {
    answer = answers;
    await renderIt(<PromotionsPage />, '/promotions?tab=grants');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the bonus of alice01 (1,000.00)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the bonus of alice01?' });
    expect(within(dialog).getByText(/the 800.00 it holds is removed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /^Reason/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Abuse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    expect(await screen.findByText('The bonus of alice01 is cancelled.')).toBeTruthy();
    expect(sent('adminPromotions.revoke')).toEqual({ params: { id: '71' }, body: { reason: 'Abuse' } });
  });

  it('hides granting and cancelling without promotions.grant', async () => {
    permissions = ['promotions.view'];
    answer = answers;
    await renderIt(<PromotionsPage />, '/promotions?tab=grants');
    await screen.findByRole('table', { name: 'Bonus grants' });
    expect(screen.queryByRole('button', { name: 'Grant a bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel the bonus/ })).toBeNull();
  });
});

describe('the report and the raffle draws', () => {
  const row = (over: Record<string, unknown> = {}) => ({
    promotionId: '5',
    title: 'Welcome bonus',
    eligible: 40,
    claimed: 10,
    conversionBps: 2500,
    bonusGranted: '10000.00',
    cashPaid: '0.00',
    bonusConverted: '3000.00',
    bonusRemoved: '1000.00',
    cost: '3000.00',
    ggr: '12000.00',
    costToGgrBps: 2500,
    ...over,
  });

  it('asks for this month by default and shows one row per promotion and the total', async () => {
    answer = (_id, input) => {
      const q = (input as { query: { from: string; to: string } }).query;
      return {
        from: q.from,
        to: q.to,
        currency: 'BDT',
        rows: [row()],
        total: row({ promotionId: null, title: 'Total', ggr: '-5.00', costToGgrBps: null }),
      };
    };
    await renderIt(<PromotionsPage />, '/promotions?tab=report');
    const table = await screen.findByRole('table', { name: /^Promotion report/ });
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const query = (calls[0]?.input as { query: { from: string; to: string } } | undefined)?.query ?? {
      from: '',
      to: '',
    };
    expect(query.from).toBe(`${month}-01`);
    expect(query.to.startsWith(month)).toBe(true);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByText('25 %')).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('12,000.00')).toBeTruthy();
    const total = rows[2] as HTMLElement;
    expect(within(total).getByText('Total')).toBeTruthy();
    expect(within(total).getByText('—')).toBeTruthy();
  });

  it('lists draws with the seed hash, the revealed seed and the winners', async () => {
    answer = (id) =>
      id === 'adminPromotions.draws'
        ? page([
            {
              id: '3',
              period: '2026-11-25',
              opensAt: '2026-11-24T18:00:00.000Z',
              drawsAt: '2026-11-25T18:00:00.000Z',
              state: 'DRAWN',
              seedHash: 'a'.repeat(64),
              serverSeed: 'b'.repeat(64),
              clientSeed: 'c'.repeat(64),
              tickets: 120,
              winners: [{ rank: 1, name: 'al***1', ticket: 17, prize: '1000.00' }],
              promotionId: '8',
              promotionTitle: 'Daily raffle',
            },
          ])
        : page([]);
    await renderIt(<PromotionsPage />, '/promotions?tab=draws');
    const table = await screen.findByRole('table', { name: 'Raffle draws' });
    expect(within(table).getByText('a'.repeat(64))).toBeTruthy();
    expect(within(table).getByText('b'.repeat(64))).toBeTruthy();
    expect(within(table).getByText('No. 1: al***1, ticket 17, 1,000.00')).toBeTruthy();
    expect(within(table).getByText('Drawn')).toBeTruthy();
  });
});

describe('the promotion settings section', () => {
  it('shows rates in per cent and amounts in the currency, and sends basis points and minor units', async () => {
    answer = (id, input) =>
      id === 'adminPromotions.setSettings'
        ? { ...settingsView, settings: (input as { body: unknown }).body }
        : settingsView;
    await renderIt(<PromotionSettingsSection />, '/settings/promotions');
    const live = await screen.findByRole('textbox', { name: 'Live casino (%)' });
    expect((live as HTMLInputElement).value).toBe('10');
    fireEvent.change(live, { target: { value: '12.5' } });
    const rebate = screen.getByRole('group', { name: 'Manual rebate' });
    expect(
      (within(rebate).getByRole('textbox', { name: 'Slots rebate (%)' }) as HTMLInputElement).value,
    ).toBe('0.8');
    fireEvent.change(within(rebate).getByRole('textbox', { name: /^Least that can be claimed \(BDT\)/ }), {
      target: { value: '5.50' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Largest bet while a bonus is active \(BDT\)/ }), {
      target: { value: '200' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a vendor' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Vendor code 1' }), { target: { value: 'jili' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Vendor code 1: rate (%)' }), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save promotion settings' }));
    expect(await screen.findByText('Promotion settings saved.')).toBeTruthy();
    const body = sent('adminPromotions.setSettings')?.body as unknown as typeof DEFAULT_PROMOTION_SETTINGS;
    expect(body.contributions.byCategory.LIVE).toBe(1250);
    expect(body.contributions.byCategory.RNG).toBe(10_000);
    expect(body.contributions.byVendor).toEqual({ JILI: 5000 });
    expect(body.bonus).toEqual({ defaultExpiryDays: 14, defaultMaxBetMinor: 20_000 });
    expect(body.rebate.minClaimMinor).toBe(550);
    expect(body.rebate.ratesBps).toEqual(DEFAULT_PROMOTION_SETTINGS.rebate.ratesBps);
    // The form starts again from the answer and still says it was saved.
    await pause(50);
    expect(screen.getByText('Promotion settings saved.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Live casino (%)' }) as HTMLInputElement).value).toBe('12.5');
  });

  it('refuses a rate above the rebate maximum without sending', async () => {
    answer = () => settingsView;
    await renderIt(<PromotionSettingsSection />, '/settings/promotions');
    const rebate = await screen.findByRole('group', { name: 'Manual rebate' });
    const slots = within(rebate).getByRole('textbox', { name: 'Slots rebate (%)' });
    fireEvent.change(slots, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save promotion settings' }));
    await waitFor(() => expect(slots.getAttribute('aria-invalid')).toBe('true'));
    expect(sent('adminPromotions.setSettings')).toBeUndefined();
  });

  it('is read-only without promotions.manage', async () => {
    permissions = ['settings.view'];
    answer = () => settingsView;
    await renderIt(<PromotionSettingsSection />, '/settings/promotions');
    const live = await screen.findByRole('textbox', { name: 'Live casino (%)' });
    expect(live.closest('fieldset:disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save promotion settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a vendor' })).toBeNull();
  });
});

describe('in Bengali', () => {
  it('shows the promotions with their states in Bengali', async () => {
    answer = () => page([promotion()]);
    await renderIt(<PromotionsPage />, '/promotions', 'bn');
    const table = await screen.findByRole('table', { name: 'প্রোমোশন' });
    expect(within(table).getByText('প্রকাশিত')).toBeTruthy();
    expect(within(table).getByText('স্বাগতম বোনাস')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'প্রোমোশন', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'বোনাস প্রদান' })).toBeTruthy();
  });
});
