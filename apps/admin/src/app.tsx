import { ApiError } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider, useSession } from './lib/session';
import { settingsRoutes } from './pages/settings/routes';
import { SignInPage } from './pages/sign-in';
import { Shell } from './shell/shell';

/**
 * A screen loaded on first use: each is its own chunk, so the console's first load is the shell
 * and the sign-in (scripts/check-bundle.ts budgets it) and a screen costs only when opened.
 */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => RouteObject['Component'],
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

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
              {
                index: true,
                ...screen(
                  () => import('./pages/dashboard'),
                  (m) => m.LandingPage,
                ),
              },
              {
                path: 'account',
                ...screen(
                  () => import('./pages/account'),
                  (m) => m.AccountPage,
                ),
              },
              {
                path: 'reports',
                ...screen(
                  () => import('./pages/reports'),
                  (m) => m.ReportsPage,
                ),
              },
              {
                path: 'announcements',
                ...screen(
                  () => import('./pages/announcements'),
                  (m) => m.AnnouncementsPage,
                ),
              },
              {
                path: 'banners',
                ...screen(
                  () => import('./pages/banners'),
                  (m) => m.BannersPage,
                ),
              },
              {
                path: 'messages',
                ...screen(
                  () => import('./pages/messages'),
                  (m) => m.MessagesPage,
                ),
              },
              {
                path: 'feedback',
                ...screen(
                  () => import('./pages/feedback'),
                  (m) => m.FeedbackPage,
                ),
              },
              {
                path: 'audit',
                ...screen(
                  () => import('./pages/audit'),
                  (m) => m.AuditPage,
                ),
              },
              {
                path: 'operators',
                ...screen(
                  () => import('./pages/operators'),
                  (m) => m.OperatorsPage,
                ),
              },
              {
                path: 'roles',
                ...screen(
                  () => import('./pages/roles'),
                  (m) => m.RolesPage,
                ),
              },
              {
                path: 'members',
                ...screen(
                  () => import('./pages/members/members-search'),
                  (m) => m.MembersSearchPage,
                ),
              },
              {
                path: 'members/:id',
                ...screen(
                  () => import('./pages/members/member-360'),
                  (m) => m.Member360Page,
                ),
              },
              {
                path: 'agents',
                ...screen(
                  () => import('./pages/agents'),
                  (m) => m.AgentsPage,
                ),
              },
              {
                path: 'adjustments',
                ...screen(
                  () => import('./pages/members/adjustments'),
                  (m) => m.AdjustmentsPage,
                ),
              },
              settingsRoutes,
              {
                path: 'games',
                ...screen(
                  () => import('./pages/games'),
                  (m) => m.GamesPage,
                ),
              },
              {
                path: 'deposits',
                ...screen(
                  () => import('./pages/payments/queues'),
                  (m) => m.DepositsPage,
                ),
              },
              {
                path: 'withdrawals',
                ...screen(
                  () => import('./pages/payments/queues'),
                  (m) => m.WithdrawalsPage,
                ),
              },
              {
                path: 'contracts',
                ...screen(
                  () => import('./pages/contracts/contracts-page'),
                  (m) => m.ContractsPage,
                ),
              },
              {
                path: 'promotions',
                ...screen(
                  () => import('./pages/promotions/promotions-page'),
                  (m) => m.PromotionsPage,
                ),
              },
              {
                path: 'promotions/new',
                ...screen(
                  () => import('./pages/promotions/editor'),
                  (m) => m.PromotionEditorPage,
                ),
              },
              {
                path: 'promotions/:id',
                ...screen(
                  () => import('./pages/promotions/editor'),
                  (m) => m.PromotionEditorPage,
                ),
              },
              // Loyalty (issue 19): the points screens.
              {
                path: 'loyalty/points',
                ...screen(
                  () => import('./pages/loyalty/points/points-page'),
                  (m) => m.PointsPage,
                ),
              },
              {
                path: 'loyalty/points/mall',
                ...screen(
                  () => import('./pages/loyalty/points/mall-page'),
                  (m) => m.MallPage,
                ),
              },
              {
                path: 'loyalty/points/redemptions',
                ...screen(
                  () => import('./pages/loyalty/points/redemptions-page'),
                  (m) => m.RedemptionsPage,
                ),
              },
              {
                path: 'loyalty/points/report',
                ...screen(
                  () => import('./pages/loyalty/points/report-page'),
                  (m) => m.PointsReportPage,
                ),
              },
              // Loyalty (issue 19): the VIP screens.
              {
                path: 'loyalty/vip',
                ...screen(
                  () => import('./pages/loyalty/vip/levels-page'),
                  (m) => m.VipLevelsPage,
                ),
              },
              {
                path: 'loyalty/vip/members',
                ...screen(
                  () => import('./pages/loyalty/vip/members-page'),
                  (m) => m.VipMembersPage,
                ),
              },
              // Loyalty (issue 19): missions and leaderboards.
              {
                path: 'loyalty/missions',
                ...screen(
                  () => import('./pages/loyalty/missions/missions-page'),
                  (m) => m.MissionsPage,
                ),
              },
              {
                path: 'loyalty/missions/new',
                ...screen(
                  () => import('./pages/loyalty/missions/mission-editor'),
                  (m) => m.MissionEditorPage,
                ),
              },
              {
                path: 'loyalty/missions/report',
                ...screen(
                  () => import('./pages/loyalty/missions/report-page'),
                  (m) => m.MissionReportPage,
                ),
              },
              {
                path: 'loyalty/missions/:id',
                ...screen(
                  () => import('./pages/loyalty/missions/mission-editor'),
                  (m) => m.MissionEditorPage,
                ),
              },
              {
                path: 'loyalty/leaderboards',
                ...screen(
                  () => import('./pages/loyalty/missions/leaderboards-page'),
                  (m) => m.LeaderboardsPage,
                ),
              },
              {
                path: 'loyalty/leaderboards/new',
                ...screen(
                  () => import('./pages/loyalty/missions/leaderboards-page'),
                  (m) => m.LeaderboardPage,
                ),
              },
              {
                path: 'loyalty/leaderboards/:id',
                ...screen(
                  () => import('./pages/loyalty/missions/leaderboards-page'),
                  (m) => m.LeaderboardPage,
                ),
              },
              // Loyalty (issue 19): the referral screens.
              {
                path: 'loyalty/referrals',
                ...screen(
                  () => import('./pages/loyalty/referral/referrals-page'),
                  (m) => m.ReferralsPage,
                ),
              },
              {
                path: 'loyalty/referral/rules',
                ...screen(
                  () => import('./pages/loyalty/referral/rules-page'),
                  (m) => m.ReferralRulesPage,
                ),
              },
              {
                path: 'loyalty/referral/report',
                ...screen(
                  () => import('./pages/loyalty/referral/report-page'),
                  (m) => m.ReferralReportPage,
                ),
              },
              {
                path: 'agent-transfers',
                ...screen(
                  () => import('./pages/agent-transfers'),
                  (m) => m.AgentTransfersPage,
                ),
              },
              {
                path: 'payment-methods',
                ...screen(
                  () => import('./pages/payments/methods'),
                  (m) => m.PaymentMethodsPage,
                ),
              },
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
