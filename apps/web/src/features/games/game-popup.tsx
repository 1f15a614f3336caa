import { Button, Dialog, Icon } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { usePopups } from '@/lib/popups';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';
import { type LaunchTarget, launchGame, recentKey } from './api';
import './game-popup.css';

/**
 * How long a game's frame may take to load before the popup offers a retry (ADR 0046): a frame
 * from another site reports no errors, only that it loaded, so silence is the failure signal.
 */
export const FRAME_TIMEOUT_MS = 30_000;

/**
 * The game's frame with a loader over it until the page inside has loaded, and, if it has not
 * loaded within FRAME_TIMEOUT_MS, a message with Retry (the frame loads again) and Choose another.
 */
function GameFrame({
  url,
  name,
  onChooseAnother,
}: {
  url: string;
  name: string;
  onChooseAnother: () => void;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (and each address) restarts the clock
  useEffect(() => {
    setState('loading');
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      FRAME_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [attempt, url]);

  return (
    <div className="game-frame-wrap" aria-busy={state === 'loading' || undefined}>
      {state === 'failed' ? null : (
        <iframe
          key={attempt}
          className="game-frame"
          src={url}
          title={name}
          allow="fullscreen; autoplay"
          allowFullScreen
          onLoad={() => setState('loaded')}
        />
      )}
      {state === 'loading' ? (
        <div className="game-popup__state game-popup__state--over" role="status">
          <span className="spinner spinner--lg" aria-hidden="true" />
          <p className="game-popup__text">{t('games.frameLoading', { name })}</p>
        </div>
      ) : state === 'failed' ? (
        <div className="game-popup__state" role="alert">
          <Icon name="ban" size={40} />
          <p className="game-popup__title">{t('games.frameFailed')}</p>
          <p className="game-popup__text">{t('games.frameFailedText')}</p>
          <div className="button-row">
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
            <Button onClick={onChooseAnother}>{t('games.chooseAnother')}</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Errors that another try will not mend. */
const FINAL_CODES = new Set(['GAME_MAINTENANCE', 'NOT_FOUND', 'NEED_REAL_ACCOUNT', 'NOT_LOGGED_IN']);

/**
 * The game popup (spec section 2): asks for the launch URL and opens the game in a frame, titled
 * with the game's name. Full screen on phones, large on desktops. The game's own page brings its
 * title bar, so the popup draws none of its own: its title names the dialog for screen readers
 * and only the close button shows (game-popup.css). Closing it refreshes the header balance and
 * the recent list, since the game has moved money and been played.
 */
export function GamePopup({ onClose, target }: { onClose: () => void; target?: LaunchTarget }) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  const client = useQueryClient();
  const launch = useLaunch();
  const { mutate } = launch;

  // One launch per opening (a launch makes a game session); the ref survives Strict Mode's re-run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !target) return;
    started.current = true;
    mutate(target);
  }, [mutate, target]);

  // Our own games (in-house, lottery) answer with a page of this site: go there instead of framing it.
  const navigate = useNavigate();
  const page = launch.data?.url.startsWith('/') ? launch.data.url : null;
  useEffect(() => {
    if (!page) return;
    onClose();
    navigate(page);
  }, [page, navigate, onClose]);

  const code = launch.error instanceof ApiError ? launch.error.code : launch.error ? 'NETWORK' : null;
  useEffect(() => {
    // A trial account is told what it needs; a lost session has already opened the login popup.
    if (code === 'NEED_REAL_ACCOUNT') swap('game', 'needRealAccount');
    else if (code === 'NOT_LOGGED_IN') onClose();
  }, [code, swap, onClose]);

  const close = () => {
    void client.invalidateQueries({ queryKey: balanceQueryKey });
    void client.invalidateQueries({ queryKey: walletQueryKey });
    void client.invalidateQueries({ queryKey: recentKey });
    onClose();
  };

  if (!target) return null;
  const message =
    code === 'NOT_FOUND'
      ? t('games.launchNotFound')
      : code === 'GAME_MAINTENANCE'
        ? launch.error?.message || t('games.launchMaintenance')
        : (launch.error?.message ?? '');

  return (
    // A refusal is a short message: the dialog shrinks to fit it.
    <Dialog title={target.name} onClose={close} closeLabel={t('games.closeGame')} size={code ? 'md' : 'game'}>
      {launch.data && !page ? (
        <GameFrame url={launch.data.url} name={target.name} onChooseAnother={close} />
      ) : code ? (
        <div className="game-popup__state" role="alert">
          <Icon name={code === 'GAME_MAINTENANCE' ? 'wrench' : 'ban'} size={40} />
          <p className="game-popup__title">
            {code === 'GAME_MAINTENANCE' ? t('games.unavailable') : t('games.launchFailed')}
          </p>
          <p className="game-popup__text">{message}</p>
          <div className="button-row">
            {FINAL_CODES.has(code) ? null : (
              <Button variant="secondary" onClick={() => mutate(target)}>
                {t('common.retry')}
              </Button>
            )}
            <Button onClick={close}>{t('games.chooseAnother')}</Button>
          </div>
        </div>
      ) : (
        <div className="game-popup__state" role="status">
          <span className="spinner spinner--lg" aria-hidden="true" />
          <p className="game-popup__text">{t('games.opening', { name: target.name })}</p>
        </div>
      )}
    </Dialog>
  );
}

/** The launch call of the game popup (its only user, which loads on first play). */
function useLaunch() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (target: LaunchTarget) => launchGame(target, i18n.language) });
}
