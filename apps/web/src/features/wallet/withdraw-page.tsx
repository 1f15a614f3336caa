import type { TWithdrawal, TWithdrawalInfo } from '@portal/contracts';
import { Button, Icon, LoadFailed, SelectField, Spinner } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@/components/forms/form-error';
import { PasswordField } from '@/components/forms/password-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { toMinorUnits } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { ActiveBonusNotice, ForfeitForWithdrawalDialog } from '@/shared/promotions/withdraw-bonus';
import { type WithdrawableNow, withdrawableNow } from '@/shared/wallet/withdrawable';
import { AmountField, useAmountCheck } from './amount-field';
import { requestWithdrawal, useRefreshWallet, useWithdrawalInfo, withdrawalInfoQuery } from './api';
import { WithdrawalBadge } from './badges';
import { BankAccounts } from './bank-accounts';
import { formMessage, Money, Panel, useCurrency } from './ui';
import { WithdrawalHistory } from './withdrawal-history';
import './wallet.css';

const positive = (amount: string) => (toMinorUnits(amount) ?? 0n) > 0n;
const REWARD_CENTRE = '/member?page=rewardCenter';

interface WithdrawalContent {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
  forfeitBonus?: boolean;
}

/** withdraw: what can be withdrawn, what is missing, bank accounts, the request and the history. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { data: info, isPending, isError, refetch } = useWithdrawalInfo();
  if (isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (isError) return <LoadFailed onRetry={refetch} />;
  const ready = info.hasPayeeName && info.hasPaymentPassword;
  return (
    <div className="panels">
      <Summary info={info} />
      {ready ? null : <Missing info={info} />}
      <BankAccounts info={info} />
      {ready ? <WithdrawForm info={info} /> : null}
      <WithdrawalHistory />
    </div>
  );
}

/** Why the main balance, or part of it, cannot be withdrawn now; the way to the wagering when that is it. */
function LockedReason({ info, figures }: { info: TWithdrawalInfo; figures: WithdrawableNow }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const money = (amount: string) => `${currency} ${format(amount)}`;
  if (figures.block === 'turnover') {
    return (
      <div className="wallet-notice withdraw-locked" role="note">
        <p>
          <Icon name="clock" size={18} />{' '}
          {t('wallet.withdraw.lockedTurnover', { remaining: money(info.turnoverRemaining) })}
          <span className="wallet-notice__hint">{t('wallet.withdraw.turnoverHint')}</span>
        </p>
        <Link to={REWARD_CENTRE}>{t('wallet.withdraw.seeWagering')}</Link>
      </div>
    );
  }
  const text =
    figures.block === 'dailyCount'
      ? t('wallet.withdraw.lockedDaily', { max: info.dailyCount })
      : figures.block === 'belowMin'
        ? t('wallet.withdraw.lockedMin', { min: money(info.min) })
        : figures.block === 'empty'
          ? t('wallet.withdraw.lockedEmpty')
          : positive(figures.locked)
            ? t('wallet.withdraw.restAboveMax', { max: money(info.max), rest: money(figures.locked) })
            : null;
  return text ? (
    <div className="wallet-notice" role="note">
      <Icon name="clock" size={18} />
      <p>{text}</p>
    </div>
  ) : null;
}

function Summary({ info }: { info: TWithdrawalInfo }) {
  const { t } = useTranslation();
  const figures = withdrawableNow(info);
  return (
    <Panel icon="wallet" title={t('wallet.withdraw.summary')}>
      <div className="wallet-total">
        <span className="wallet-total__label">{t('wallet.withdraw.withdrawableNow')}</span>
        <span className="wallet-total__value">
          <Money amount={figures.now} withCurrency />
        </span>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('wallet.withdraw.mainBalance')}</dt>
          <dd>
            <Money amount={figures.main} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.withdraw.limits')}</dt>
          <dd>
            <Money amount={info.min} /> – <Money amount={info.max} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.withdraw.today')}</dt>
          <dd>{t('wallet.withdraw.todayValue', { n: info.todayCount, max: info.dailyCount })}</dd>
        </div>
      </dl>
      <LockedReason info={info} figures={figures} />
      <ActiveBonusNotice />
    </Panel>
  );
}

function Missing({ info }: { info: TWithdrawalInfo }) {
  const { t } = useTranslation();
  return (
    <Panel icon="shield" title={t('wallet.withdraw.missingTitle')}>
      <ul className="wallet-checklist">
        {info.hasPayeeName ? null : <li>{t('wallet.withdraw.missingPayee')}</li>}
        {info.hasPaymentPassword ? null : <li>{t('wallet.withdraw.missingPassword')}</li>}
      </ul>
      <Link className="btn btn--primary btn--md wallet-link-button" to="/member?page=securityCenter">
        <Icon name="shield" size={18} />
        {t('wallet.withdraw.goSecurity')}
      </Link>
    </Panel>
  );
}

function WithdrawForm({ info }: { info: TWithdrawalInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency, format } = useCurrency();
  const refresh = useRefreshWallet();
  const checkAmount = useAmountCheck();
  const ids = useRequestId();
  const { errors, setErrors, busy, run } = useFormSubmit();
  const [accountId, setAccountId] = useState(
    info.bankAccounts.length === 1 ? (info.bankAccounts[0]?.id ?? '') : '',
  );
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<TWithdrawal | null>(null);
  /** The server's BONUS_ACTIVE answer to this request, waiting for the member to give the bonus up or not. */
  const [bonusAsk, setBonusAsk] = useState<{ message: string; content: WithdrawalContent } | null>(null);
  const figures = withdrawableNow(info);
  const limits = { min: info.min, max: info.max, available: figures.now };

  if (info.bankAccounts.length === 0) {
    return (
      <Panel icon="arrowUp" title={t('wallet.withdraw.form')}>
        <p className="field__hint">{t('wallet.withdraw.needAccount')}</p>
      </Panel>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const problems: Record<string, string> = {};
    if (!accountId) problems.bankAccountId = t('wallet.withdraw.accountRequired');
    const check = checkAmount(amount, limits);
    if (!check.ok) problems.amount = check.message ?? '';
    if (!password) problems.paymentPassword = t('wallet.withdraw.passwordRequired');
    if (!check.ok || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    await send({ bankAccountId: accountId, amount: check.amount, paymentPassword: password });
  }

  /** Sends the request; with `forfeitBonus` once the member agreed to give up their active bonus. */
  async function send(content: WithdrawalContent) {
    const withdrawal = await run(async () => {
      try {
        return await ids.send(content, (requestId) => requestWithdrawal({ ...content, requestId }));
      } catch (error) {
        // The wagering still owed may have changed since the page was read: show the current figure.
        if (error instanceof ApiError && error.code === 'TURNOVER_NOT_MET') {
          void queryClient.invalidateQueries({ queryKey: withdrawalInfoQuery.queryKey });
        }
        // A bonus is active: ask (the server's message says what is lost), then send again.
        if (error instanceof ApiError && error.code === 'BONUS_ACTIVE' && !content.forfeitBonus) {
          setBonusAsk({ message: error.message, content });
          return null;
        }
        throw error;
      }
    });
    // After the answer to a confirmed request the question is over (a refusal shows on the form).
    if (content.forfeitBonus) setBonusAsk(null);
    if (!withdrawal) return;
    refresh();
    setDone(withdrawal);
    setAmount('');
    setPassword('');
  }

  // Nothing can be withdrawn now: say so here too (the summary says why), instead of a form to fail.
  if (figures.block !== null) {
    return (
      <Panel icon="arrowUp" title={t('wallet.withdraw.form')}>
        <p className="field__hint" role="status">
          {t('wallet.withdraw.nothingNow')}
        </p>
        {figures.block === 'turnover' ? (
          <Link className="btn btn--secondary btn--md wallet-link-button" to={REWARD_CENTRE}>
            {t('wallet.withdraw.seeWagering')}
          </Link>
        ) : null}
      </Panel>
    );
  }

  return (
    <Panel icon="arrowUp" title={t('wallet.withdraw.form')}>
      <form className="form" noValidate onSubmit={submit}>
        <SelectField
          label={t('wallet.withdraw.toAccount')}
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
          error={errors.bankAccountId}
          required
        >
          <option value="">{t('wallet.withdraw.chooseAccount')}</option>
          {info.bankAccounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} {account.accountNumberMasked}
            </option>
          ))}
        </SelectField>
        <AmountField
          label={t('wallet.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            // Checked as it is typed: the limits and what can be withdrawn now are in the hint.
            const check = checkAmount(value, limits);
            setErrors({ ...errors, amount: value.trim() === '' || check.ok ? '' : (check.message ?? '') });
          }}
          error={errors.amount || undefined}
          hint={t('wallet.withdraw.amountHint', {
            available: `${currency} ${format(figures.now)}`,
            min: format(info.min),
            max: format(info.max),
          })}
          onMax={() => setAmount(figures.now)}
        />
        <PasswordField
          label={t('wallet.withdraw.paymentPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.paymentPassword}
          autoComplete="off"
          inputMode="numeric"
          maxLength={128}
          required
        />
        <FormError message={formMessage(errors, ['bankAccountId', 'amount', 'paymentPassword'])} />
        <div className="form__actions">
          <Button type="submit" busy={busy} icon="arrowUp">
            {t('wallet.withdraw.submit')}
          </Button>
        </div>
        {bonusAsk ? (
          <ForfeitForWithdrawalDialog
            message={bonusAsk.message}
            busy={busy}
            onCancel={() => setBonusAsk(null)}
            onConfirm={() => void send({ ...bonusAsk.content, forfeitBonus: true })}
          />
        ) : null}
        {done ? (
          <div className="wallet-outcome wallet-outcome--pending" role="status">
            <WithdrawalBadge status={done.status} />
            <p>{t('wallet.withdraw.submitted', { amount: `${currency} ${format(done.amount)}` })}</p>
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
