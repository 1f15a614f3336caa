import type { TLiveEvent } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { balanceQueryKey, walletQueryKey } from '@/features/wallet/balance';
import { useMerchant } from '@/lib/config';
import { useSession } from '@/lib/session';
import { inboxQueryKey, unreadQueryKey } from './api';

/** Reconnection waits grow from 1 s to 30 s, so a restarting server is not flooded. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Close codes after which trying again cannot help: a bad greeting, no session. */
const FINAL_CLOSE = new Set([4400, 4401]);
const TOAST_MS = 8000;

/**
 * The listener for live events (spec section 2, logged in only): one WebSocket per tab that keeps
 * the red badges and the balance current, refreshes the inbox when a message arrives, and says so
 * in a toast.
 */
export function LiveUpdates() {
  const { t, i18n } = useTranslation();
  const { status, session } = useSession();
  const merchant = useMerchant();
  const queryClient = useQueryClient();
  const [toast, setToast] = useState<{ id: string; title: string } | null>(null);
  const token = status === 'member' || status === 'agent' ? (session?.token ?? null) : null;
  const language = i18n.language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language reconnects, since broadcasts are chosen by it when connecting
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;

    const connect = () => {
      const url = new URL('/ws', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.addEventListener('open', () => {
        socket?.send(JSON.stringify({ type: 'hello', merchant: merchant.code, token }));
      });
      socket.addEventListener('message', (message) => {
        let event: TLiveEvent;
        try {
          event = JSON.parse(String(message.data)) as TLiveEvent;
        } catch {
          return;
        }
        switch (event.type) {
          case 'ready':
            attempt = 0;
            break;
          case 'unread':
            queryClient.setQueryData(unreadQueryKey, event.counts);
            break;
          case 'message.new':
            void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
            void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
            setToast({ id: event.messageId, title: event.title });
            break;
          case 'balance':
            queryClient.setQueryData(balanceQueryKey, event.balance);
            // Wallet pages on screen (funds, withdrawable) follow; unused ones refetch when opened.
            void queryClient.invalidateQueries({ queryKey: walletQueryKey });
            break;
          case 'session.ended':
            // The next call finds the session gone and signs this tab out.
            void queryClient.invalidateQueries({ queryKey: ['member'] });
            break;
        }
      });
      socket.addEventListener('close', (event) => {
        socket = null;
        if (stopped || FINAL_CLOSE.has(event.code)) return;
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 30_000;
        attempt += 1;
        timer = window.setTimeout(connect, wait);
      });
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socket?.close(1000);
    };
  }, [token, merchant.code, queryClient, language]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    if (!token) setToast(null);
  }, [token]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? (
        <div className="toast">
          <Icon name="mail" size={20} />
          <div className="toast__body">
            <p className="toast__title">{t('content.newMessage')}</p>
            <p className="toast__text">{toast.title}</p>
          </div>
          <Link className="toast__action" to="/member?page=messageV2" onClick={() => setToast(null)}>
            {t('content.view')}
          </Link>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={() => setToast(null)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
