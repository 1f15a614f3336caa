import {
  isWalletNumber,
  MOBILE_WALLETS,
  type MobileWallet,
  normaliseWalletNumber,
  type TDeposit,
  type TPaymentMethod,
} from '@portal/contracts';
import { Button, EmptyState, Field, Icon, LoadFailed, Spinner } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useRequestId } from '@/lib/request-id';
import { AmountField, useAmountCheck } from './amount-field';
import { startOnlineDeposit, submitBankDeposit, usePaymentMethods, useRefreshWallet } from './api';
import { DepositBadge } from './badges';
import { DepositHistory } from './deposit-history';
import { DepositReturn } from './deposit-return';
import { ProofPicker, uploadProofs } from './proofs';
import { formMessage, Money, Panel, useCurrency } from './ui';
import { WalletMark } from './wallet-mark';
import './wallet.css';

/** The payment reference the server accepts (ZBankDepositRequest). */
const REFERENCE_MAX = 64;

/** depositv2: a returning payment's status, the deposit form and the deposit history. */
export function DepositPage() {
  const [params, setParams] = useSearchParams();
  const returning = params.get('deposit');
  return (
    <div className="panels">
      {returning ? (
        <DepositReturn
          key={returning}
          id={returning}
          onDismiss={() => {
            const next = new URLSearchParams(params);
            for (const name of ['deposit', 'payment', 'status']) next.delete(name);
            setParams(next, { replace: true });
          }}
        />
      ) : null}
      <DepositForm />
      <DepositHistory />
    </div>
  );
}

function DepositForm() {
  const { t } = useTranslation();
  const { data: methods, isPending, isError, refetch } = usePaymentMethods();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [done, setDone] = useState<TDeposit | null>(null);
  if (isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (isError) return <LoadFailed onRetry={refetch} />;
  if (methods.length === 0) {
    return (
      <EmptyState
        icon="download"
        title={t('member.pages.depositv2.empty')}
        description={t('member.pages.depositv2.hint')}
      />
    );
  }
  const method = methods.find((m) => m.id === chosenId) ?? (methods[0] as TPaymentMethod);
  if (done) return <BankDepositDone deposit={done} onAgain={() => setDone(null)} />;
  return (
    <Panel icon="download" title={t('wallet.deposit.title')}>
      <MethodCards methods={methods} chosen={method} onChoose={setChosenId} />
      {/* A new method starts a new form: its limits and fields differ. */}
      <DepositDetails key={method.id} method={method} onBankDeposit={setDone} />
    </Panel>
  );
}

function MethodCards({
  methods,
  chosen,
  onChoose,
}: {
  methods: TPaymentMethod[];
  chosen: TPaymentMethod;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const name = useId();
  return (
    <fieldset className="method-cards">
      <legend className="field__label">{t('wallet.deposit.method')}</legend>
      {methods.map((method) => (
        <label
          key={method.id}
          className={`method-card${method.id === chosen.id ? ' method-card--chosen' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={method.id}
            checked={method.id === chosen.id}
            onChange={() => onChoose(method.id)}
            className="method-card__radio"
          />
          <span className={`method-card__icon${method.channel ? ' method-card__icon--wallet' : ''}`}>
            {method.channel ? (
              <WalletMark wallet={method.channel} size={18} />
            ) : (
              <Icon name={method.kind === 'ONLINE' ? 'globe' : 'briefcase'} size={20} />
            )}
          </span>
          <span className="method-card__text">
            <span className="method-card__name">{method.name}</span>
            <span className="method-card__meta">
              {method.channel ? t('wallet.deposit.walletKind') : t(`wallet.deposit.kinds.${method.kind}`)} ·{' '}
              {format(method.min)} – {format(method.max)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function DepositDetails({
  method,
  onBankDeposit,
}: {
  method: TPaymentMethod;
  onBankDeposit: (deposit: TDeposit) => void;
}) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const checkAmount = useAmountCheck();
  const refresh = useRefreshWallet();
  const ids = useRequestId();
  const { errors, setErrors, busy, run } = useFormSubmit();
  const [amount, setAmount] = useState('');
  const [walletNumber, setWalletNumber] = useState('');
  const [reference, setReference] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [leaving, setLeaving] = useState(false);
  const isBank = method.kind === 'BANK_TRANSFER';
  const walletProblem = (wallet: MobileWallet) =>
    t('wallet.deposit.walletNumberInvalid', {
      wallet: MOBILE_WALLETS[wallet].name,
      example: MOBILE_WALLETS[wallet].example,
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const check = checkAmount(amount, { min: method.min, max: method.max });
    if (!check.ok) problems.amount = check.message ?? '';
    if (isBank && reference.trim() === '') problems.reference = t('wallet.deposit.referenceRequired');
    if (method.channel && !isWalletNumber(method.channel, walletNumber)) {
      problems.walletNumber = walletProblem(method.channel);
    }
    if (!check.ok || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const base = {
      methodId: method.id,
      amount: check.amount,
      ...(method.channel ? { walletNumber: normaliseWalletNumber(method.channel, walletNumber) } : {}),
    };
    if (!isBank) {
      const start = await run(() =>
        ids.send(base, (requestId) => startOnlineDeposit({ ...base, requestId })),
      );
      if (!start) return;
      setLeaving(true);
      window.location.assign(start.redirectUrl);
      return;
    }
    const deposit = await run(async () => {
      const proofIds = await uploadProofs(proofs);
      const content = { ...base, reference: reference.trim(), proofIds };
      return ids.send(content, (requestId) => submitBankDeposit({ ...content, requestId }));
    });
    if (!deposit) return;
    refresh();
    onBankDeposit(deposit);
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      {isBank && method.bank ? <BankDetails bank={method.bank} /> : null}
      <AmountField
        label={t('wallet.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          // Checked as it is typed against the method's limits (shown below it), not only on send.
          const check = checkAmount(value, { min: method.min, max: method.max });
          setErrors({ ...errors, amount: value.trim() === '' || check.ok ? '' : (check.message ?? '') });
        }}
        error={errors.amount || undefined}
        hint={t('wallet.deposit.limits', { min: format(method.min), max: format(method.max) })}
        presets={method.presets}
      />
      {method.channel ? (
        <Field
          label={t('wallet.deposit.walletNumber', { wallet: MOBILE_WALLETS[method.channel].name })}
          value={walletNumber}
          onChange={(e) => {
            setWalletNumber(e.target.value);
            if (errors.walletNumber) setErrors({ ...errors, walletNumber: '' });
          }}
          onBlur={() => {
            if (
              method.channel &&
              walletNumber.trim() !== '' &&
              !isWalletNumber(method.channel, walletNumber)
            ) {
              setErrors({ ...errors, walletNumber: walletProblem(method.channel) });
            }
          }}
          error={errors.walletNumber || undefined}
          hint={t('wallet.deposit.walletNumberHint', {
            wallet: MOBILE_WALLETS[method.channel].name,
            example: MOBILE_WALLETS[method.channel].example,
          })}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          required
        />
      ) : null}
      {isBank ? (
        <>
          <Field
            label={t('wallet.deposit.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            error={errors.reference || undefined}
            hint={t('wallet.deposit.referenceHint')}
            maxLength={REFERENCE_MAX}
            autoComplete="off"
            required
          />
          <ProofPicker files={proofs} onChange={setProofs} error={errors.proofIds} />
        </>
      ) : null}
      <FormError message={formMessage(errors, ['amount', 'walletNumber', 'reference', 'proofIds'])} />
      <div className="form__actions">
        <Button type="submit" busy={busy || leaving} icon={isBank ? 'download' : 'globe'}>
          {isBank ? t('wallet.deposit.submitBank') : t('wallet.deposit.payOnline')}
        </Button>
        {leaving ? (
          <span className="field__hint" role="status">
            {t('wallet.deposit.redirecting')}
          </span>
        ) : busy && isBank && proofs.length > 0 ? (
          <span className="field__hint" role="status">
            {t('wallet.deposit.sending')}
          </span>
        ) : null}
      </div>
    </form>
  );
}

function BankDetails({ bank }: { bank: NonNullable<TPaymentMethod['bank']> }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'bankName', label: t('wallet.deposit.bankName'), value: bank.bankName },
    { key: 'accountName', label: t('wallet.deposit.accountName'), value: bank.accountName },
    { key: 'accountNumber', label: t('wallet.deposit.accountNumber'), value: bank.accountNumber },
    ...(bank.branch ? [{ key: 'branch', label: t('wallet.deposit.branch'), value: bank.branch }] : []),
  ];
  return (
    <div className="bank-details">
      <p className="bank-details__lead">{t('wallet.deposit.sendTo')}</p>
      <dl className="bank-details__list">
        {rows.map((row) => (
          <div key={row.key} className="bank-details__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="bank-details__value">{row.value}</span>
              <CopyButton value={row.value} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="copy">
      <button
        type="button"
        className="btn btn--ghost btn--sm copy__button"
        aria-label={t('wallet.deposit.copy', { label })}
        onClick={() => void copy()}
      >
        {t('wallet.deposit.copyShort')}
      </button>
      <span className={state === 'failed' ? 'field__error' : 'form__success'} role="status">
        {state === 'copied'
          ? t('wallet.deposit.copied')
          : state === 'failed'
            ? t('wallet.deposit.copyFailed')
            : ''}
      </span>
    </span>
  );
}

function BankDepositDone({ deposit, onAgain }: { deposit: TDeposit; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel
      icon="download"
      title={t('wallet.deposit.title')}
      status={<DepositBadge status={deposit.status} />}
    >
      <div className="form__success-panel" role="status">
        <Icon name="sparkle" size={36} />
        <p>{t('wallet.deposit.submitted')}</p>
        <p className="field__hint">
          <Money amount={deposit.amount} withCurrency /> · {t('wallet.deposit.submittedHint')}
        </p>
      </div>
      <Button variant="secondary" onClick={onAgain}>
        {t('wallet.deposit.again')}
      </Button>
    </Panel>
  );
}
