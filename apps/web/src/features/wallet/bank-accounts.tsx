import {
  BANK_ACCOUNT_LIMIT,
  isWalletNumber,
  MOBILE_WALLETS,
  mobileWalletOf,
  normaliseWalletNumber,
  type TWithdrawalInfo,
} from '@portal/contracts';
import { Button, Field, SelectField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { bindBankAccount, useRefreshWallet } from './api';
import { formMessage, Panel } from './ui';
import { WalletMark } from './wallet-mark';
import './wallet.css';

/** Digits only, 6 to 24, once spaces and dashes are out (ZBankAccountRequest). */
const ACCOUNT_NUMBER = /^\d{6,24}$/;

/** The linked bank accounts (masked) and, below the limit of 3, a form to link another. */
export function BankAccounts({ info }: { info: TWithdrawalInfo }) {
  const { t } = useTranslation();
  const full = info.bankAccounts.length >= BANK_ACCOUNT_LIMIT;
  return (
    <Panel
      icon="briefcase"
      title={t('wallet.withdraw.accounts')}
      status={
        <span className="status-pill">
          {t('wallet.withdraw.accountCount', { n: info.bankAccounts.length, max: BANK_ACCOUNT_LIMIT })}
        </span>
      }
    >
      {info.bankAccounts.length === 0 ? (
        <p className="field__hint">{t('wallet.withdraw.noAccounts')}</p>
      ) : (
        <ul className="wallet-list">
          {info.bankAccounts.map((account) => (
            <li key={account.id} className="wallet-list__item">
              <div className="wallet-list__main">
                <span className="wallet-list__title">
                  {(() => {
                    const wallet = mobileWalletOf(account.bankName);
                    return wallet ? <WalletMark wallet={wallet} size={16} /> : null;
                  })()}
                  {account.bankName}
                </span>
                <span className="wallet-list__meta">{account.accountName}</span>
              </div>
              <span className="wallet-list__number">{account.accountNumberMasked}</span>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="field__hint">{t('wallet.withdraw.accountLimit', { max: BANK_ACCOUNT_LIMIT })}</p>
      ) : info.hasPayeeName ? (
        <>
          <h4 className="wallet-subtitle">{t('wallet.withdraw.bindTitle')}</h4>
          <BindForm banks={info.banks} />
        </>
      ) : null}
    </Panel>
  );
}

function BindForm({ banks }: { banks: string[] }) {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const { errors, setErrors, busy, run } = useFormSubmit();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [bound, setBound] = useState(false);

  // A mobile wallet (bKash, GCash…) takes a wallet number of its country (ADR 0047).
  const wallet = mobileWalletOf(bankName);
  const walletText = wallet
    ? { wallet: MOBILE_WALLETS[wallet].name, example: MOBILE_WALLETS[wallet].example }
    : null;
  const numberProblem = (value: string): string => {
    if (wallet) {
      return isWalletNumber(wallet, value) ? '' : t('wallet.withdraw.walletNumberInvalid', walletText ?? {});
    }
    return ACCOUNT_NUMBER.test(value.replace(/[\s-]/g, '')) ? '' : t('wallet.withdraw.accountNumberInvalid');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBound(false);
    const digits = wallet
      ? normaliseWalletNumber(wallet, accountNumber)
      : accountNumber.replace(/[\s-]/g, '');
    const problems: Record<string, string> = {};
    if (!bankName) problems.bankName = t('wallet.withdraw.bankRequired');
    const problem = numberProblem(accountNumber);
    if (problem) problems.accountNumber = problem;
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const account = await run(() => bindBankAccount({ bankName, accountNumber: digits }));
    if (!account) return;
    refresh();
    setBankName('');
    setAccountNumber('');
    setBound(true);
  }

  return (
    <form
      className="form form--grid bank-bind"
      noValidate
      onSubmit={submit}
      aria-label={t('wallet.withdraw.bindTitle')}
    >
      <SelectField
        label={t('wallet.withdraw.bank')}
        value={bankName}
        onChange={(e) => setBankName(e.target.value)}
        error={errors.bankName}
        required
      >
        <option value="">{t('wallet.withdraw.chooseBank')}</option>
        {banks.map((bank) => (
          <option key={bank} value={bank}>
            {bank}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('wallet.withdraw.accountNumber')}
        value={accountNumber}
        onChange={(e) => {
          setAccountNumber(e.target.value);
          if (errors.accountNumber) setErrors({ ...errors, accountNumber: '' });
        }}
        onBlur={() => {
          if (accountNumber.trim() !== '')
            setErrors({ ...errors, accountNumber: numberProblem(accountNumber) });
        }}
        error={errors.accountNumber || undefined}
        hint={
          walletText
            ? t('wallet.withdraw.walletNumberHint', walletText)
            : t('wallet.withdraw.accountNumberHint')
        }
        inputMode={wallet ? 'tel' : 'numeric'}
        autoComplete="off"
        maxLength={40}
        required
      />
      <FormError message={formMessage(errors, ['bankName', 'accountNumber'])} />
      <div className="form__actions">
        <Button type="submit" variant="secondary" busy={busy}>
          {t('wallet.withdraw.bind')}
        </Button>
        {bound ? (
          <span className="form__success" role="status">
            {t('wallet.withdraw.bound')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
