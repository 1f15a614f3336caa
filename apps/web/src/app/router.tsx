import type { GameCategory } from '@portal/contracts';
import { type ComponentType, useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { RouteError } from '@/features/errors/route-error';
import { withChunkRetry } from '@/lib/chunk-routes';

import { loadTexts } from '@/lib/i18n';
import { usePopups } from '@/lib/popups';
import { HomePage } from './routes/home/home-page';
import { AppLayout } from './shell/layout';
import { PageLoading } from './shell/page-loading';

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

/** An in-house game screen (or the fairness page): the page and the originals texts load together. */
const original = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadTexts('originals')]);
    return { Component };
  },
});

/**
 * /help: home with the help popup (spec section 2, "Help centre, opened with a help popup"); the
 * article named by ?anchor= (or #anchor) opens. Closing the popup leaves for home.
 */
function HelpRoute() {
  const { open } = usePopups();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const anchor = params.get('anchor') ?? (hash ? hash.slice(1) : undefined);
  useEffect(() => {
    open('help', { anchor, onClosed: () => navigate('/', { replace: true }) });
  }, [open, anchor, navigate]);
  return <HomePage />;
}

/** Every route of spec section 2. Home ships with the app; other pages load on first visit. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // A page whose code is still loading on the first visit: the shell shows with a spinner.
        hydrateFallbackElement: <PageLoading />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'index', element: <HomePage /> },
          { path: 'index.html', element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'register', element: <RegisterRoute /> },
          { path: 'help', element: <HelpRoute /> },
          {
            path: 'download',
            lazy: async () => {
              const [page] = await Promise.all([
                import('@/features/download/download-page'),
                loadTexts('account'),
              ]);
              return { Component: page.DownloadPage };
            },
          },
          {
            path: 'agent',
            lazy: async () => ({
              Component: (await import('./routes/agent-login')).AgentLoginRoute,
            }),
          },
          {
            path: 'agentHome',
            lazy: async () => {
              const [{ AgentHomeRoute }] = await Promise.all([
                import('./routes/agent-home'),
                loadTexts('agent'),
              ]);
              return { Component: AgentHomeRoute };
            },
          },
          {
            path: 'member',
            lazy: async () => ({ Component: (await import('./routes/member-page')).MemberPage }),
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
            path: 'bgs/crash',
            lazy: async () => {
              const [{ CrashPage }] = await Promise.all([
                import('@/features/crash/crash-page'),
                loadTexts('crash'),
                // The in-house games' switcher names the other games (issue 20).
                loadTexts('originals'),
              ]);
              return { Component: CrashPage };
            },
          },
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
          // Lottery pages need a login: a visitor without a token goes to /login (LotteryGate).
          {
            path: 'lottery',
            lazy: async () => {
              const [{ LotteryGate }, { LobbyPage }] = await Promise.all([
                import('@/features/lottery/lottery-gate'),
                import('@/features/lottery/lobby-page'),
                loadTexts('lotto'),
              ]);
              return {
                Component: () => (
                  <LotteryGate>
                    <LobbyPage />
                  </LotteryGate>
                ),
              };
            },
          },
          ...(['vnLottery', 'seaLottery'] as const).map(
            (path): RouteObject => ({
              path,
              lazy: async () => {
                const [{ LotteryGate }, { BettingPage }] = await Promise.all([
                  import('@/features/lottery/lottery-gate'),
                  import('@/features/lottery/betting-page'),
                  loadTexts('lotto'),
                ]);
                const style = path === 'vnLottery' ? 'VN' : 'SEA';
                return {
                  Component: () => (
                    <LotteryGate>
                      <BettingPage style={style} />
                    </LotteryGate>
                  ),
                };
              },
            }),
          ),
          original('bgs/dice', async () => (await import('@/features/originals/dice-page')).DicePage),
          original('bgs/limbo', async () => (await import('@/features/originals/limbo-page')).LimboPage),
          original('bgs/plinko', async () => (await import('@/features/originals/plinko-page')).PlinkoPage),
          original('bgs/keno', async () => (await import('@/features/originals/keno-page')).KenoPage),
          original('bgs/mines', async () => (await import('@/features/originals/mines-page')).MinesPage),
          original('bgs/hilo', async () => (await import('@/features/originals/hilo-page')).HiloPage),
          original('fairness', async () => (await import('@/features/originals/fairness-page')).FairnessPage),
          {
            path: 'promotions',
            lazy: async () => {
              const [{ PromotionsPage }] = await Promise.all([
                import('./routes/promotions-page'),
                loadTexts('promotions'),
              ]);
              return { Component: PromotionsPage };
            },
          },
          {
            path: 'pointMall',
            lazy: async () => {
              const [{ PointMallPage }] = await Promise.all([
                import('@/features/points/point-mall-page'),
                loadTexts('points'),
              ]);
              return { Component: PointMallPage };
            },
          },
          {
            path: 'vip',
            lazy: async () => {
              const [{ VipPage }] = await Promise.all([import('@/features/vip/vip-page'), loadTexts('vip')]);
              return { Component: VipPage };
            },
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
  // Every page's code loads with the spec's timeout and one automatic retry (lib/chunk, ADR 0046).
  return createBrowserRouter(withChunkRetry(routes));
}
