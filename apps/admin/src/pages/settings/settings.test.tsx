import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet } from '@portal/contracts';
import { ApiError } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en';

/** The brand-settings screens against a fake API: what they send, and how they show refusals. */
const calls: { id: string; input: unknown }[] = [];
let answer: (id: string, input: unknown) => unknown = () => null;
let permissions = ['settings.view', 'settings.write'];
vi.mock('../../lib/client', () => ({
  client: { configure: vi.fn() },
  call: vi.fn(async (route: { id: string }, input: unknown) => {
    calls.push({ id: route.id, input });
    return answer(route.id, input);
  }),
}));
vi.mock('../../lib/session', () => ({ useOperator: () => ({ data: { permissions } }) }));

const { FlagsSection } = await import('./flags');
const { RegionSection } = await import('./region');

const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FlagSet;
const view = {
  brand: { code: 'TIGER', name: 'Tiger Star', currency: 'BDT', currencyExponent: 2, logoUrl: '/logo.svg' },
  whitelabel: buildWhitelabelTree(flags),
  registerRules: [],
  languages: ['en', 'bn'],
  defaultLanguage: 'en',
  theme: {},
  maintenance: { enabled: false, startsAt: null, endsAt: null, message: {}, active: false },
  regionRestriction: { blockedCountries: ['US'], blockedCidrs: [], allowedCidrs: [] },
  domains: [],
  customerService: [],
  resources: [],
};

async function renderSection(section: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {section}
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  permissions = ['settings.view', 'settings.write'];
  answer = (id) => (id === 'settings.get' ? view : null);
});

describe('feature flags', () => {
  it('sends only the flags switched, after a confirmation that names them', async () => {
    answer = (id) =>
      id === 'settings.updateFlags'
        ? { ...view, whitelabel: buildWhitelabelTree({ ...flags, FREEPLAY3: false }) }
        : view;
    await renderSection(<FlagsSection />);
    const freePlay = await screen.findByRole('switch', { name: 'Free play' });
    expect((freePlay as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(freePlay);
    fireEvent.click(save);
    const dialog = screen.getByRole('dialog', { name: 'Change feature flags?' });
    expect(within(dialog).getByText('Free play: off')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Saved. The player site shows the change now.')).toBeTruthy();
    expect(calls.find((c) => c.id === 'settings.updateFlags')?.input).toEqual({
      body: { flags: { FREEPLAY3: false } },
    });
    expect(((await screen.findByRole('switch', { name: 'Free play' })) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('shows the settings without a way to change them to a role without settings.write', async () => {
    permissions = ['settings.view'];
    await renderSection(<FlagsSection />);
    expect(((await screen.findByRole('switch', { name: 'Free play' })) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('region restrictions', () => {
  it('names each refused entry with the server’s message', async () => {
    answer = (id) => {
      if (id !== 'settings.updateRegion') return view;
      throw new ApiError('VALIDATION_ERROR', 'Invalid', 400, {
        fields: [{ field: 'blockedCidrs.1', message: 'Enter a network such as 203.0.113.0/24.' }],
      });
    };
    await renderSection(<RegionSection />);
    const blocked = await screen.findByRole('textbox', { name: 'Blocked networks' });
    fireEvent.change(blocked, { target: { value: '10.0.0.0/8\n10.0.0.0/33\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('10.0.0.0/33: Enter a network such as 203.0.113.0/24.')).toBeTruthy();
    expect(blocked.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.id === 'settings.updateRegion')?.input).toEqual({
      body: { blockedCountries: ['US'], blockedCidrs: ['10.0.0.0/8', '10.0.0.0/33'], allowedCidrs: [] },
    });
  });
});
