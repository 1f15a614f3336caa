import { BANK_ACCOUNT_LIMIT, type TWithdrawalInfo } from '@portal/contracts';
import { Button, Field, SelectField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { bindBankAccount, useRefreshWallet } from './api';
import { formMessage, Panel } from './ui';
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
                <span className="wallet-list__title">{account.bankName}</span>
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBound(false);
    const digits = accountNumber.replace(/[\s-]/g, '');
    const problems: Record<string, string> = {};
    if (!bankName) problems.bankName = t('wallet.withdraw.bankRequired');
    if (!ACCOUNT_NUMBER.test(digits)) problems.accountNumber = t('wallet.withdraw.accountNumberInvalid');
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
        onChange={(e) => setAccountNumber(e.target.value)}
        error={errors.accountNumber}
        hint={t('wallet.withdraw.accountNumberHint')}
        inputMode="numeric"
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
