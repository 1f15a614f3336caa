import { ApiError } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider, useSession } from './lib/session';
import { AccountPage } from './pages/account';
import { AnnouncementsPage } from './pages/announcements';
import { AuditPage } from './pages/audit';
import { BannersPage } from './pages/banners';
import { FeedbackPage } from './pages/feedback';
import { GamesPage } from './pages/games';
import { AdjustmentsPage } from './pages/members/adjustments';
import { Member360Page } from './pages/members/member-360';
import { MembersSearchPage } from './pages/members/members-search';
import { MessagesPage } from './pages/messages';
import { OperatorsPage } from './pages/operators';
import { PaymentMethodsPage } from './pages/payments/methods';
import { DepositsPage, WithdrawalsPage } from './pages/payments/queues';
import { RolesPage } from './pages/roles';
import { settingsRoutes } from './pages/settings/routes';
import { SignInPage } from './pages/sign-in';
import { Shell } from './shell/shell';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A refusal (4xx) will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Screens behind sign-in: without a session, the sign-in page. */
function RequireSession() {
  const { token } = useSession();
  if (!token) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** The sign-in page is for signed-out operators only. */
function SignedOutOnly() {
  const { token } = useSession();
  if (token) return <Navigate to="/" replace />;
  return <SignInPage />;
}

export function createConsoleRouter() {
  return createBrowserRouter(
    [
      { path: '/login', element: <SignedOutOnly /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Shell />,
            children: [
              // The dashboard and reports load on first use (their own chunk, outside the console's budget).
              {
                index: true,
                lazy: () => import('./pages/dashboard').then((m) => ({ Component: m.LandingPage })),
              },
              { path: 'account', element: <AccountPage /> },
              {
                path: 'reports',
                lazy: () => import('./pages/reports').then((m) => ({ Component: m.ReportsPage })),
              },
              { path: 'announcements', element: <AnnouncementsPage /> },
              { path: 'banners', element: <BannersPage /> },
              { path: 'messages', element: <MessagesPage /> },
              { path: 'feedback', element: <FeedbackPage /> },
              { path: 'audit', element: <AuditPage /> },
              { path: 'operators', element: <OperatorsPage /> },
              { path: 'roles', element: <RolesPage /> },
              { path: 'members', element: <MembersSearchPage /> },
              { path: 'members/:id', element: <Member360Page /> },
              { path: 'adjustments', element: <AdjustmentsPage /> },
              settingsRoutes,
              { path: 'games', element: <GamesPage /> },
              { path: 'deposits', element: <DepositsPage /> },
              { path: 'withdrawals', element: <WithdrawalsPage /> },
              { path: 'payment-methods', element: <PaymentMethodsPage /> },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
    { basename: '/admin' },
  );
}

function Router() {
  const [router] = useState(createConsoleRouter);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Router />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
