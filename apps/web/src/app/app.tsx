import { SYSTEM_STATUS } from '@portal/contracts';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { ApiError } from '@/lib/api-client';
import type { Boot } from '@/lib/boot';
import { BootProvider, useSystemConfig } from '@/lib/config';
import { PopupProvider } from '@/lib/popups';
import { SessionProvider } from '@/lib/session';
import { applyTheme } from '@/lib/theme';
import { createRouter } from './router';
import { MaintenancePage, RegionBlockedPage } from './status-pages';

/** Codes that mean the site itself is closed: re-read the status so the right page shows. */
const STATUS_CODES = new Set(['MAINTENANCE', 'REGION_BLOCKED']);

function createQueryClient(): QueryClient {
  let client: QueryClient;
  const onError = (error: unknown) => {
    if (error instanceof ApiError && STATUS_CODES.has(error.code)) {
      void client.invalidateQueries({ queryKey: ['system', 'config'] });
    }
  };
  client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

/** Draws the app, the maintenance page or the region-blocked page, by system status (spec section 2). */
function StatusGate({ children }: { children: ReactNode }) {
  const config = useSystemConfig();
  useEffect(() => applyTheme(config.merchant.theme), [config.merchant.theme]);
  if (config.status.status === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage config={config} />;
  if (config.status.status === SYSTEM_STATUS.REGION_BLOCKED) return <RegionBlockedPage config={config} />;
  return <>{children}</>;
}

function Router() {
  const [router] = useState(createRouter);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

export function App({ boot, i18n }: { boot: Boot; i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BootProvider boot={boot}>
          <PopupProvider>
            <SessionProvider>
              <StatusGate>
                <Router />
              </StatusGate>
            </SessionProvider>
          </PopupProvider>
        </BootProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
