import type { TSystemConfig } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BootProvider } from '@/lib/config';
import { i18n, initI18n, loadTexts, type TextSection } from '@/lib/i18n';
import { PopupProvider } from '@/lib/popups';
import { SessionProvider } from '@/lib/session';

/**
 * Renders routes inside the app's providers, with a brand config and no network; the wallet's
 * texts and any other `texts` sections are loaded first, as their routes and popups load them.
 */
export async function renderApp(
  routes: RouteObject[],
  options: { path?: string; config: TSystemConfig; texts?: TextSection[] },
) {
  if (!i18n.isInitialized) await initI18n('en');
  await Promise.all(['wallet' as const, ...(options.texts ?? [])].map((section) => loadTexts(section)));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchInterval: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BootProvider boot={{ config: options.config, language: 'en' }}>
          <PopupProvider>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </PopupProvider>
        </BootProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}
