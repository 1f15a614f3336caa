import type {
  TConsolidatedFunds,
  TMerchantWallet,
  TRecallResult,
  TTransfer,
  WalletRef,
} from '@portal/contracts';
import { Button, LoadFailed, SelectField, Spinner } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { toMinorUnits } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { AmountField, useAmountCheck } from './amount-field';
import { fundsQuery, recallAll, transferFunds, useFunds, useMerchantWallet, useRefreshWallet } from './api';
import { TransferBadge } from './badges';
import { formMessage, Money, Panel, StatusBadge, useCurrency } from './ui';
import './wallet.css';

/** Names wallets: the main wallet in words, vendors by their name. */
function useWalletName(funds: TConsolidatedFunds, merchant: TMerchantWallet) {
  const { t } = useTranslation();
  return (ref: WalletRef) =>
    ref === 'MAIN'
      ? t('wallet.wallets.MAIN')
      : (merchant.vendors.find((v) => v.vendorCode === ref)?.name ??
        funds.vendors.find((v) => v.vendorCode === ref)?.name ??
        ref);
}

/** transferFund: every wallet of the member, transfers between them and recall-all. */
export function TransferPage() {
  const { t } = useTranslation();
  const funds = useFunds();
  const merchant = useMerchantWallet();
  if (funds.isPending || merchant.isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (funds.isError || merchant.isError) {
    return (
      <LoadFailed
        onRetry={() =>
          Promise.all([funds.isError && funds.refetch(), merchant.isError && merchant.refetch()])
        }
      />
    );
  }
  return (
    <div className="panels">
      <FundsPanel funds={funds.data} merchant={merchant.data} />
      {merchant.data.isSingle ? (
        <Panel icon="wallet" title={t('wallet.funds.single')}>
          <p className="panel__value">{t('wallet.funds.singleHint')}</p>
        </Panel>
      ) : (
        <>
          <TransferForm funds={funds.data} merchant={merchant.data} />
          <RecallPanel funds={funds.data} merchant={merchant.data} />
        </>
      )}
    </div>
  );
}

function FundsPanel({ funds, merchant }: { funds: TConsolidatedFunds; merchant: TMerchantWallet }) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const name = useWalletName(funds, merchant);
  return (
    <Panel icon="wallet" title={t('wallet.funds.title')}>
      <div className="wallet-total">
        <span className="wallet-total__label">{t('wallet.funds.total')}</span>
        <span className="wallet-total__value">
          <Money amount={funds.total} withCurrency />
        </span>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('wallet.wallets.MAIN')}</dt>
          <dd>
            <Money amount={funds.main} />
          </dd>
        </div>
        {/* The bonus wallet only while it holds money (a bonus is active), with the way to its rules. */}
        {(toMinorUnits(funds.bonus) ?? 0n) > 0n ? (
          <div>
            <dt>{t('wallet.wallets.BONUS')}</dt>
            <dd>
              <Link
                to="/member?page=rewardCenter"
                aria-label={t('wallet.bonusOpen', { amount: format(funds.bonus) })}
              >
                <Money amount={funds.bonus} />
              </Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('wallet.funds.pendingWithdrawal')}</dt>
          <dd>
            <Money amount={funds.pendingWithdrawal} />
          </dd>
        </div>
      </dl>
      {merchant.isSingle ? null : (
        <>
          <h4 className="wallet-subtitle">{t('wallet.funds.vendors')}</h4>
          {funds.vendors.length === 0 ? (
            <p className="field__hint">{t('wallet.funds.noVendors')}</p>
          ) : (
            <ul className="vendor-wallets">
              {funds.vendors.map((vendor) => {
                const down = vendor.status === 'UNAVAILABLE';
                return (
                  <li
                    key={vendor.vendorCode}
                    className={`vendor-wallet${down ? ' vendor-wallet--unavailable' : ''}`}
                  >
                    <span className="vendor-wallet__name">{name(vendor.vendorCode)}</span>
                    <span className="vendor-wallet__balance">
                      <Money amount={vendor.balance} />
                    </span>
                    <StatusBadge tone={down ? 'danger' : 'success'}>
                      {down ? t('wallet.funds.unavailable') : t('wallet.funds.available')}
                    </StatusBadge>
                    {down ? <p className="vendor-wallet__note">{t('wallet.funds.unavailableHint')}</p> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}

/** What a transfer came to: done, pending (the vendor has not said) or failed. */
function TransferOutcome({ transfer, name }: { transfer: TTransfer; name: (ref: WalletRef) => string }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const params = {
    from: name(transfer.from),
    to: name(transfer.to),
    amount: `${currency} ${format(transfer.amount)}`,
  };
  return (
    <div className={`wallet-outcome wallet-outcome--${transfer.status.toLowerCase()}`} role="status">
      <TransferBadge status={transfer.status} />
      <p>{t(`wallet.transfer.outcome.${transfer.status}`, params)}</p>
    </div>
  );
}

function TransferForm({ funds, merchant }: { funds: TConsolidatedFunds; merchant: TMerchantWallet }) {
  const { t } = useTranslation();
  const name = useWalletName(funds, merchant);
  const refresh = useRefreshWallet();
  const checkAmount = useAmountCheck();
  const ids = useRequestId();
  const { errors, setErrors, busy, run } = useFormSubmit();
  const vendorOf = (ref: WalletRef) => funds.vendors.find((v) => v.vendorCode === ref);
  const isUp = (ref: WalletRef) => ref === 'MAIN' || vendorOf(ref)?.status !== 'UNAVAILABLE';
  const firstVendor = merchant.vendors.find((v) => isUp(v.vendorCode))?.vendorCode ?? '';
  const [from, setFrom] = useState<WalletRef>('MAIN');
  const [to, setTo] = useState<WalletRef>(firstVendor);
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<TTransfer | null>(null);
  const balanceOf = (ref: WalletRef) => (ref === 'MAIN' ? funds.main : (vendorOf(ref)?.balance ?? '0'));
  const refs: WalletRef[] = ['MAIN', ...merchant.vendors.map((v) => v.vendorCode)];

  // Money moves between the main wallet and one game wallet: choosing a game wallet on one side
  // puts the main wallet on the other; choosing the main wallet swaps.
  const choose = (side: 'from' | 'to', ref: WalletRef) => {
    const current = side === 'from' ? from : to;
    const opposite = side === 'from' ? to : from;
    const other =
      ref !== 'MAIN' ? 'MAIN' : opposite !== 'MAIN' ? opposite : current !== 'MAIN' ? current : firstVendor;
    setFrom(side === 'from' ? ref : other);
    setTo(side === 'from' ? other : ref);
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const problems: Record<string, string> = {};
    if (!from || !to || from === to) problems.to = t('wallet.transfer.sameWallet');
    const check = checkAmount(amount, { available: balanceOf(from) });
    if (!check.ok) problems.amount = check.message ?? '';
    if (Object.keys(problems).length > 0 || !check.ok) {
      setErrors(problems);
      return;
    }
    const content = { from, to, amount: check.amount };
    const transfer = await run(() =>
      ids.send(content, (requestId) => transferFunds({ ...content, requestId })),
    );
    if (!transfer) return;
    refresh();
    setResult(transfer);
    if (transfer.status !== 'FAILED') setAmount('');
  }

  const option = (ref: WalletRef) => (
    <option key={ref} value={ref} disabled={!isUp(ref)}>
      {isUp(ref) ? name(ref) : t('wallet.transfer.unavailableOption', { name: name(ref) })}
    </option>
  );

  return (
    <Panel icon="refresh" title={t('wallet.transfer.title')}>
      <form className="form" noValidate onSubmit={submit}>
        <div className="wallet-pair">
          <SelectField
            label={t('wallet.transfer.from')}
            value={from}
            onChange={(e) => choose('from', e.target.value)}
            error={errors.from}
            hint={
              <>
                {t('wallet.transfer.inWallet')} <Money amount={balanceOf(from)} />
              </>
            }
          >
            {refs.map(option)}
          </SelectField>
          <SelectField
            label={t('wallet.transfer.to')}
            value={to}
            onChange={(e) => choose('to', e.target.value)}
            error={errors.to}
            hint={
              to ? (
                <>
                  {t('wallet.transfer.inWallet')} <Money amount={balanceOf(to)} />
                </>
              ) : undefined
            }
          >
            {to === '' ? <option value="">{t('wallet.transfer.chooseWallet')}</option> : null}
            {refs.map(option)}
          </SelectField>
        </div>
        <AmountField
          label={t('wallet.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            // Checked as it is typed against what the source wallet holds (shown above).
            const check = checkAmount(value, { available: balanceOf(from) });
            setErrors({ ...errors, amount: value.trim() === '' || check.ok ? '' : (check.message ?? '') });
          }}
          error={errors.amount || undefined}
          onMax={() => setAmount(balanceOf(from))}
        />
        <FormError message={formMessage(errors, ['from', 'to', 'amount'])} />
        <div className="form__actions">
          <Button type="submit" busy={busy}>
            {t('wallet.transfer.submit')}
          </Button>
        </div>
        {result ? <TransferOutcome transfer={result} name={name} /> : null}
      </form>
    </Panel>
  );
}

function RecallPanel({ funds, merchant }: { funds: TConsolidatedFunds; merchant: TMerchantWallet }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useRefreshWallet();
  const name = useWalletName(funds, merchant);
  const ids = useRequestId();
  const { errors, busy, run } = useFormSubmit();
  const [result, setResult] = useState<TRecallResult | null>(null);
  const anything = funds.vendors.some((v) => v.status === 'OK' && (toMinorUnits(v.balance) ?? 0n) > 0n);

  const recall = async () => {
    setResult(null);
    const outcome = await run(() => ids.send({}, (requestId) => recallAll(requestId)));
    if (!outcome) return;
    queryClient.setQueryData(fundsQuery.queryKey, outcome.funds);
    refresh();
    setResult(outcome);
  };

  return (
    <Panel icon="arrowUp" title={t('wallet.recall.title')}>
      <p className="field__hint">{t('wallet.recall.hint')}</p>
      <Button
        variant="secondary"
        icon="refresh"
        busy={busy}
        disabled={!anything}
        onClick={() => void recall()}
      >
        {t('wallet.recall.submit')}
      </Button>
      {anything ? null : <p className="field__hint">{t('wallet.recall.nothing')}</p>}
      <FormError message={formMessage(errors, [])} />
      {result ? (
        <div role="status">
          {result.transfers.length === 0 ? (
            <p className="panel__value">{t('wallet.recall.nothing')}</p>
          ) : (
            <ul className="wallet-list">
              {result.transfers.map((transfer) => (
                <li key={transfer.transferId} className="wallet-list__item">
                  <span className="wallet-list__main">{name(transfer.from)}</span>
                  <Money amount={transfer.amount} />
                  <TransferBadge status={transfer.status} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Panel>
  );
}
