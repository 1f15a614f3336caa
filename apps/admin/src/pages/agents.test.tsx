import { DEFAULT_AGENT_SETTINGS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en';

/** The Agents screen against a fake API: what the move dialog offers and sends, and the settings form. */
const calls: { id: string; input: unknown }[] = [];
let answer: (id: string, input: unknown) => unknown = () => null;
let permissions = ['agents.view', 'agents.manage'];
vi.mock('../lib/client', () => ({
  client: { configure: vi.fn() },
  call: vi.fn(async (route: { id: string }, input: unknown) => {
    calls.push({ id: route.id, input });
    return answer(route.id, input);
  }),
}));
vi.mock('../lib/session', () => ({ useOperator: () => ({ data: { permissions } }) }));

const { MoveDialog } = await import('./agents-dialogs');
const { AgentSettingsPanel } = await import('./agents-settings');

const node = (id: string, account: string, type: number, parentId: string | null) => ({
  id,
  account,
  nickname: null,
  type,
  isAgent: type !== 0,
  status: 'active' as const,
  parentId,
  depth: parentId ? 1 : 0,
  directCount: 0,
  teamSize: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const entry = (id: string, account: string) => ({ id, account, nickname: null, type: 1, isAgent: true });

async function renderIt(element: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{element}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  permissions = ['agents.view', 'agents.manage'];
});

describe('the move dialog', () => {
  it('offers agents only, not the account`s team or its upline, and sends null for the top', async () => {
    // p1 sits under a1; the search finds a1 (its upline), a2, a member m, and t1 (in p1's own team).
    answer = (id) =>
      id === 'adminAgents.search'
        ? {
            list: [
              { node: node('1', 'a1', 1, null), chain: [] },
              { node: node('2', 'a2', 1, null), chain: [] },
              { node: node('3', 'm', 0, '2'), chain: [entry('2', 'a2')] },
              { node: node('5', 't1', 2, '4'), chain: [entry('1', 'a1'), entry('4', 'p1')] },
            ],
          }
        : { node: node('4', 'p1', 2, '1'), chain: [entry('1', 'a1')], moved: 1 };
    const done = vi.fn();
    await renderIt(
      <MoveDialog
        node={node('4', 'p1', 2, '1')}
        chain={[entry('1', 'a1')]}
        onClose={() => {}}
        onDone={done}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Move p1' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find the new upline' }), {
      target: { value: 'a' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Find agents' }));
    await within(dialog).findByRole('radio', { name: /^a2/ });
    const offered = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(offered).toEqual(['No upline (the top of the tree)', 'a2 · Agent']);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'No upline (the top of the tree)' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'its own network' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.find((c) => c.id === 'adminAgents.move')?.input).toEqual({
      params: { id: '4' },
      body: { uplineId: null, reason: 'its own network' },
    });
  });
});

describe('the agent settings', () => {
  const view = { settings: DEFAULT_AGENT_SETTINGS, currency: 'BDT', currencyExponent: 2 };

  it('shows amounts in the currency and sends minor units', async () => {
    answer = (id, input) =>
      id === 'adminAgents.setSettings' ? { ...view, settings: (input as { body: unknown }).body } : view;
    await renderIt(<AgentSettingsPanel />);
    const min = await screen.findByRole('textbox', { name: /^Smallest transfer \(BDT\)/ });
    expect((min as HTMLInputElement).value).toBe('1.00');
    fireEvent.change(min, { target: { value: '25.50' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'A downline may send money to its upline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent settings saved.')).toBeTruthy();
    // The form starts again from the server's answer, and says so still.
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: /^Smallest transfer \(BDT\)/ }) as HTMLInputElement).value,
      ).toBe('25.50'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Agent settings saved.')).toBeTruthy();
    const sent = calls.find((c) => c.id === 'adminAgents.setSettings')?.input as {
      body: typeof DEFAULT_AGENT_SETTINGS;
    };
    expect(sent.body.transfers).toEqual({
      ...DEFAULT_AGENT_SETTINGS.transfers,
      minMinor: 2550,
      toUpline: true,
    });
    expect(sent.body.recruitingTypes).toEqual(DEFAULT_AGENT_SETTINGS.recruitingTypes);
  });

  it('refuses a malformed amount on its field before sending anything', async () => {
    answer = () => view;
    await renderIt(<AgentSettingsPanel />);
    const limit = await screen.findByRole('textbox', { name: /^Daily limit per sender/ });
    fireEvent.change(limit, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(limit.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.id === 'adminAgents.setSettings')).toBe(false);
  });

  it('is read-only without agents.manage', async () => {
    permissions = ['agents.view'];
    answer = () => view;
    await renderIt(<AgentSettingsPanel />);
    const depth = await screen.findByRole('spinbutton', { name: /^Deepest chain of agents/ });
    expect(depth.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
