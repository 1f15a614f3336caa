import type { TLiveEvent } from '@portal/contracts';
import { Toast, ToastRegion } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchant } from '@/lib/config';
import { liveConnection } from '@/lib/live-connection';
import { useSession } from '@/lib/session';
import { unreadQueryKey } from '@/shared/messages/unread';
import { onBonusEvent, onRewardEvent } from '@/shared/promotions/live';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';
import { inboxQueryKey } from './api';
import './content.css';

const TOAST_MS = 8000;

/**
 * The listener for live events (spec section 2, logged in only): on the tab's one WebSocket
 * (lib/live-connection), it keeps the red badges and the balance current, refreshes the inbox when a message arrives, and says so
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

  // The tab's one connection greets with this member's session; a new language reconnects, since
  // broadcasts are chosen by it when connecting.
  useEffect(() => {
    liveConnection.setIdentity(merchant.code, token, language);
    return () => liveConnection.setIdentity(merchant.code, null, language);
  }, [merchant.code, token, language]);

  useEffect(() => {
    if (!token) return;
    return liveConnection.subscribe((message) => {
      const event = message as unknown as TLiveEvent;
      switch (event.type) {
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
        case 'bonus':
          // Wagering moved or a bonus ended or started (issue 18): the bonus figures follow.
          onBonusEvent(queryClient, event);
          break;
        case 'reward':
          onRewardEvent(queryClient, event);
          break;
        case 'session.ended':
          // The next call finds the session gone and signs this tab out.
          void queryClient.invalidateQueries({ queryKey: ['member'] });
          break;
      }
    });
  }, [token, queryClient]);

  useEffect(() => {
    if (!token) setToast(null);
  }, [token]);

  return (
    <ToastRegion>
      {toast ? (
        <Toast
          key={toast.id}
          icon="mail"
          title={t('content.newMessage')}
          text={toast.title}
          action={
            <Link className="toast__action" to="/member?page=messageV2" onClick={() => setToast(null)}>
              {t('content.view')}
            </Link>
          }
          closeLabel={t('common.close')}
          onClose={() => setToast(null)}
          durationMs={TOAST_MS}
        />
      ) : null}
    </ToastRegion>
  );
}
