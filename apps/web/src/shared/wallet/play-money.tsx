import { TRIAL_ROUTES } from '@portal/contracts';
import { Button, Dialog } from '@portal/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { usePopups } from '@/lib/popups';
import { useRequestId } from '@/lib/request-id';
import { useSession } from '@/lib/session';
import './play-money.css';

/** A trial account's play money (ADR 0044); under the member keys, so sign-out forgets it. */
export const playMoneyQueryKey = ['member', 'playMoney'] as const;

export const playMoneyQuery = queryOptions({
  queryKey: playMoneyQueryKey,
  queryFn: ({ signal }) => call(TRIAL_ROUTES.wallet, { signal }),
  // A provider's game in its frame moves it without telling this page: read it again now and then.
  refetchInterval: 5_000,
  refetchIntervalInBackground: false,
});

/**
 * The play money of a trial account, or nothing for anyone else. Any command the page sends (a
 * round of an in-house game) reads it again when it succeeds, so the header follows each bet.
 */
export function usePlayMoney() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const trial = status === 'trial';
  useEffect(() => {
    if (!trial) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        void queryClient.invalidateQueries({ queryKey: playMoneyQueryKey });
    });
  }, [trial, queryClient]);
  return useQuery({ ...playMoneyQuery, enabled: trial });
}

/**
 * The trial header's balance: always labelled "Play money" (never shown like real money), with a
 * dialog that explains it, refills it once it runs low and offers a real account.
 */
export function PlayMoneyBalance() {
  const { t, i18n } = useTranslation();
  const { data, isError } = usePlayMoney();
  const [open, setOpen] = useState(false);
  const amount = data ? formatAmount(data.balance, i18n.language) : isError ? '—' : '…';
  return (
    <>
      <button
        type="button"
        className="play-money"
        onClick={() => setOpen(true)}
        aria-label={t('trial.balanceLabel', { amount })}
        aria-haspopup="dialog"
      >
        {/* Phones show the short label (the account menu says "Trial" beside it). */}
        <span className="play-money__label play-money__label--long" aria-hidden="true">
          {t('trial.chip')}
        </span>
        <span className="play-money__label play-money__label--short" aria-hidden="true">
          {t('trial.playMoney')}
        </span>
        <span className="play-money__value" aria-hidden="true">
          {amount}
        </span>
      </button>
      {/* Outside the header's shortcuts, whose phone styles would reach into the dialog. */}
      {open ? createPortal(<PlayMoneyDialog onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}

function PlayMoneyDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { open } = usePopups();
  const { data } = usePlayMoney();
  const requestIds = useRequestId();
  const [done, setDone] = useState<string | null>(null);
  const refill = useMutation({
    mutationFn: () =>
      requestIds.send('refill', (requestId) => call(TRIAL_ROUTES.refill, { body: { requestId } })),
    onSuccess: (wallet) => {
      queryClient.setQueryData(playMoneyQueryKey, wallet);
      setDone(t('trial.refilled', { amount: formatAmount(wallet.refillTo, i18n.language) }));
    },
  });
  const money = (text: string) => formatAmount(text, i18n.language);
  const error =
    refill.error instanceof ApiError ? refill.error.message : refill.error ? t('trial.refillFailed') : null;
  return (
    <Dialog
      title={t('trial.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <div className="button-row button-row--end">
          <Button
            variant="secondary"
            onClick={() => refill.mutate()}
            disabled={!data?.canRefill || refill.isPending}
            aria-describedby="play-money-refill-rule"
          >
            {t('trial.refill')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              open('register');
            }}
          >
            {t('trial.registerForReal')}
          </Button>
        </div>
      }
    >
      <div className="play-money-dialog">
        <p className="play-money-dialog__balance">
          <span>{t('trial.playMoney')}</span>
          <strong>{data ? money(data.balance) : '…'}</strong>
        </p>
        <p>{t('trial.explain')}</p>
        {data ? (
          <p id="play-money-refill-rule" className="play-money-dialog__rule">
            {t('trial.refillRule', { below: money(data.refillBelow), to: money(data.refillTo) })}{' '}
            {t('trial.refillsLeft', { left: data.refillsLeft })}
          </p>
        ) : null}
        {done ? (
          <p className="play-money-dialog__done" role="status">
            {done}
          </p>
        ) : null}
        {error ? (
          <p className="form__error form__error--banner" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
