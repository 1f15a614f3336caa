import type { GameCategory } from '@portal/contracts';
import { useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '@/features/errors/route-error';
import { HomePage } from '@/features/home/home-page';
import { usePopups } from '@/lib/popups';
import { AppLayout } from './shell/layout';

/** /login: home with the login popup, at / (spec section 2). */
function LoginRoute() {
  const { open } = usePopups();
  useEffect(() => open('login'), [open]);
  return <Navigate to="/" replace />;
}

/** /register: home with the registration popup. */
function RegisterRoute() {
  const { open } = usePopups();
  useEffect(() => open('register'), [open]);
  return <HomePage />;
}

const listCentre = (path: string, category: GameCategory): RouteObject => ({
  path,
  lazy: async () => {
    const { ListCentrePage } = await import('@/features/games/list-centre-page');
    return { Component: () => <ListCentrePage category={category} /> };
  },
});

const gameCentre = (path: string, category: GameCategory): RouteObject => ({
  path,
  lazy: async () => {
    const { GameCentrePage } = await import('@/features/games/game-centre-page');
    return { Component: () => <GameCentrePage category={category} /> };
  },
});

/** Every route of spec section 2. Home ships with the app; other pages load on first visit. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'index', element: <HomePage /> },
          { path: 'index.html', element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'register', element: <RegisterRoute /> },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('@/features/help/help-page')).HelpPage }),
          },
          {
            path: 'download',
            lazy: async () => ({
              Component: (await import('@/features/download/download-page')).DownloadPage,
            }),
          },
          {
            path: 'agent',
            lazy: async () => ({
              Component: (await import('@/features/agent/agent-login-page')).AgentLoginPage,
            }),
          },
          {
            path: 'agentHome',
            lazy: async () => ({
              Component: (await import('@/features/agent/agent-home-page')).AgentHomePage,
            }),
          },
          {
            path: 'member',
            lazy: async () => ({ Component: (await import('@/features/member/member-page')).MemberPage }),
          },
          gameCentre('sports', 'SPORTS'),
          gameCentre('esports', 'ESPORTS'),
          gameCentre('lott', 'LOTT'),
          gameCentre('elott', 'ELOTT'),
          gameCentre('cockfight', 'COCKFIGHT'),
          listCentre('live', 'LIVE'),
          listCentre('fish', 'FISH'),
          listCentre('rng', 'RNG'),
          listCentre('pvp', 'PVP'),
          listCentre('bgs', 'BGS'),
          {
            path: 'favorite',
            lazy: async () => {
              const { AccountGamesPage } = await import('@/features/games/account-games-page');
              return { Component: () => <AccountGamesPage list="favorite" /> };
            },
          },
          {
            path: 'recent',
            lazy: async () => {
              const { AccountGamesPage } = await import('@/features/games/account-games-page');
              return { Component: () => <AccountGamesPage list="recent" /> };
            },
          },
          ...['lottery', 'seaLottery', 'vnLottery'].map(
            (path): RouteObject => ({
              path,
              lazy: async () => ({ Component: (await import('@/features/games/lottery-page')).LotteryPage }),
            }),
          ),
          {
            path: 'promotions',
            lazy: async () => ({
              Component: (await import('@/features/promotions/promotions-page')).PromotionsPage,
            }),
          },
          {
            path: 'pointMall',
            lazy: async () => ({
              Component: (await import('@/features/promotions/point-mall-page')).PointMallPage,
            }),
          },
          {
            path: 'seamless',
            lazy: async () => ({ Component: (await import('@/features/games/seamless-page')).SeamlessPage }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('@/features/errors/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
