import { formatMoney } from '@portal/contracts';
import type { TAgentTransfer, TAgentTransferInfo } from '@portal/contracts/endpoints';
import { Button, Field, Icon, Pager, SelectField, Toast, ToastRegion } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@/components/forms/form-error';
import { PasswordField } from '@/components/forms/password-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { formatTimestamp, toMinorUnits } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { checkAmount } from '@/shared/wallet/amount';
import { balanceQueryKey } from '@/shared/wallet/balance';
import { agentQueryKey, sendTransfer, teamQuery, transferInfoQuery, transfersQuery } from './api';
import { useLiveAgentRefresh } from './live';
import { usePagedPeriod } from './period';
import { ReportFilters } from './reports';
import { AgentTable, Badge, Money, QueryBody, Section, SignedMoney, useMoney } from './ui';

type Target = 'downline' | 'upline';

/**
 * transferUpline (spec: "Upline/downline transfer is for agents"): send money to a direct
 * downline, or to my upline where the brand allows, with the payment password; and my transfers.
 */
export function TransferPage() {
  const query = useQuery(transferInfoQuery);
  useLiveAgentRefresh();
  return (
    <div className="agent-stack">
      <QueryBody query={query}>
        {(info) => (
          <>
            <Summary info={info} />
            {info.hasPaymentPassword ? null : <NeedsPassword />}
            {info.hasPaymentPassword && (info.canSendToDownline || (info.canSendToUpline && info.upline)) ? (
              <TransferForm info={info} />
            ) : null}
          </>
        )}
      </QueryBody>
      <TransferHistory />
    </div>
  );
}

function Summary({ info }: { info: TAgentTransferInfo }) {
  const { t } = useTranslation();
  const { format, exponent } = useMoney();
  const left =
    (toMinorUnits(info.dailyLimit, exponent) ?? 0n) - (toMinorUnits(info.sentToday, exponent) ?? 0n);
  return (
    <Section icon="wallet" title={t('agent.transfer.summary')}>
      <dl className="agent-tiles">
        <div className="agent-tile agent-tile--strong">
          <dt>{t('agent.transfer.balance')}</dt>
          <dd>
            <span className="agent-tile__value">
              <Money amount={info.balance} withCurrency />
            </span>
          </dd>
        </div>
        <div className="agent-tile">
          <dt>{t('agent.transfer.dailyLimit')}</dt>
          <dd>
            <span className="agent-tile__value">
              <Money amount={info.dailyLimit} />
            </span>
          </dd>
        </div>
        <div className="agent-tile">
          <dt>{t('agent.transfer.sentToday')}</dt>
          <dd>
            <span className="agent-tile__value">
              <Money amount={info.sentToday} />
            </span>
            <span className="agent-tile__detail">
              {t('agent.transfer.leftToday', {
                amount: format(formatMoney(left < 0n ? 0n : left, exponent)),
              })}
            </span>
          </dd>
        </div>
        <div className="agent-tile">
          <dt>{t('agent.transfer.minimum')}</dt>
          <dd>
            <span className="agent-tile__value">
              <Money amount={info.minAmount} />
            </span>
          </dd>
        </div>
      </dl>
    </Section>
  );
}

function NeedsPassword() {
  const { t } = useTranslation();
  return (
    <Section icon="shield" title={t('agent.transfer.needPasswordTitle')}>
      <p className="agent-lead">{t('agent.transfer.needPassword')}</p>
      <Link className="btn btn--primary btn--md agent-link-button" to="/member?page=securityCenter">
        <Icon name="shield" size={18} />
        {t('agent.transfer.goSecurity')}
      </Link>
    </Section>
  );
}

function TransferForm({ info }: { info: TAgentTransferInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency, exponent, format } = useMoney();
  const ids = useRequestId();
  const { errors, setErrors, busy, run } = useFormSubmit();
  const canUp = info.canSendToUpline && info.upline !== null;
  const [target, setTarget] = useState<Target>(info.canSendToDownline ? 'downline' : 'upline');
  const [keyword, setKeyword] = useState('');
  const [downline, setDownline] = useState('');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<{ key: string; transfer: TAgentTransfer } | null>(null);
  const team = useQuery({
    ...teamQuery({ keyword, kind: 'all', directOnly: true, pageNo: 1, pageSize: 50 }),
    enabled: info.canSendToDownline && target === 'downline',
  });

  // A choice the search no longer lists is no choice: the select and the request agree.
  const chosen = team.data?.list.some((member) => member.account === downline) ? downline : '';

  // What can go out today: the balance, capped by what is left of the daily limit.
  const leftToday =
    (toMinorUnits(info.dailyLimit, exponent) ?? 0n) - (toMinorUnits(info.sentToday, exponent) ?? 0n);
  const balance = toMinorUnits(info.balance, exponent) ?? 0n;
  const most = leftToday < balance ? leftToday : balance;
  const mostText = formatMoney(most < 0n ? 0n : most, exponent);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const to = target === 'upline' ? (info.upline?.account ?? '') : chosen;
    if (!to) problems.to = t('agent.transfer.chooseRecipient');
    const check = checkAmount(amount, { exponent, min: info.minAmount, available: mostText });
    if (!check.ok) {
      problems.amount = t(`agent.amountProblems.${check.problem}`, {
        min: format(info.minAmount),
        max: format(mostText),
        available: format(mostText),
        decimals: exponent,
      });
    }
    if (!password) problems.paymentPassword = t('agent.transfer.passwordRequired');
    if (!check.ok || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const content = {
      to,
      amount: check.amount,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
      paymentPassword: password,
    };
    const result = await run(() => ids.send(content, (requestId) => sendTransfer({ ...content, requestId })));
    if (!result) return;
    setDone({ key: result.transfer.transferId, transfer: result.transfer });
    setAmount('');
    setRemark('');
    setPassword('');
    void queryClient.invalidateQueries({ queryKey: agentQueryKey });
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }

  return (
    <Section icon="users" title={t('agent.transfer.form')}>
      <form className="form" noValidate onSubmit={submit}>
        {info.canSendToDownline && canUp ? (
          <fieldset className="segmented agent-kind">
            <legend className="visually-hidden">{t('agent.transfer.recipientKind')}</legend>
            {(['downline', 'upline'] as const).map((k) => (
              <button
                key={k}
                type="button"
                aria-pressed={target === k}
                onClick={() => {
                  setTarget(k);
                  setErrors({});
                }}
              >
                {t(`agent.transfer.targets.${k}`)}
              </button>
            ))}
          </fieldset>
        ) : null}
        {target === 'downline' ? (
          <div className="agent-recipient">
            <Field
              label={t('agent.transfer.findDownline')}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="none"
              hint={t('agent.transfer.findHint')}
            />
            <SelectField
              label={t('agent.transfer.downline')}
              value={chosen}
              onChange={(e) => {
                setDownline(e.target.value);
                if (errors.to) setErrors({ ...errors, to: '' });
              }}
              error={errors.to || undefined}
              required
            >
              <option value="">
                {team.isPending
                  ? t('common.loading')
                  : t('agent.transfer.chooseDownline', { count: team.data?.total ?? 0 })}
              </option>
              {(team.data?.list ?? []).map((member) => (
                <option key={member.id} value={member.account}>
                  {member.nickname ? `${member.account} (${member.nickname})` : member.account}
                </option>
              ))}
            </SelectField>
          </div>
        ) : (
          <dl className="facts">
            <div>
              <dt>{t('agent.transfer.upline')}</dt>
              <dd>
                {info.upline?.account}
                {info.upline?.nickname ? ` (${info.upline.nickname})` : ''}
              </dd>
            </div>
          </dl>
        )}
        <Field
          label={t('agent.transfer.amount')}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            if (errors.amount) setErrors({ ...errors, amount: '' });
          }}
          error={errors.amount || undefined}
          hint={t('agent.transfer.amountHint', {
            currency,
            min: format(info.minAmount),
            most: format(mostText),
          })}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          required
        />
        <Field
          label={t('agent.transfer.remark')}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          error={errors.remark || undefined}
          maxLength={140}
          autoComplete="off"
        />
        <PasswordField
          label={t('agent.transfer.paymentPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.paymentPassword || undefined}
          autoComplete="off"
          inputMode="numeric"
          maxLength={128}
          required
        />
        <FormError
          message={
            errors.form ??
            Object.entries(errors).find(
              ([f, m]) => m && !['to', 'amount', 'remark', 'paymentPassword'].includes(f),
            )?.[1]
          }
        />
        <div className="form__actions">
          <Button type="submit" busy={busy} icon="arrowUp">
            {t('agent.transfer.submit')}
          </Button>
        </div>
      </form>
      <ToastRegion>
        {done ? (
          <Toast
            key={done.key}
            icon="wallet"
            title={t('agent.transfer.sentTitle')}
            text={t('agent.transfer.sent', {
              amount: `${currency} ${format(done.transfer.amount)}`,
              account: done.transfer.counterparty,
            })}
            closeLabel={t('common.close')}
            onClose={() => setDone(null)}
            durationMs={6000}
          />
        ) : null}
      </ToastRegion>
    </Section>
  );
}

function TransferHistory() {
  const { t } = useTranslation();
  const { range, period, page, setPage, onRange } = usePagedPeriod();
  const query = useQuery(transfersQuery(period, page));
  const title = t('agent.transfer.history');
  return (
    <Section icon="clock" title={title}>
      <div className="agent-stack">
        <ReportFilters range={range} onRange={onRange} />
        <QueryBody
          query={query}
          isEmpty={(data) => data.total === 0}
          empty={{ icon: 'users', title: t('agent.transfer.noTransfers') }}
        >
          {(data) => (
            <>
              <AgentTable
                caption={title}
                rows={data.list}
                rowKey={(row) => `${row.transferId}-${row.direction}`}
                columns={[
                  {
                    id: 'time',
                    header: t('agent.reports.time'),
                    cellClassName: 'nowrap',
                    cell: (row) => formatTimestamp(row.createdAt),
                  },
                  {
                    id: 'direction',
                    header: t('agent.transfer.direction'),
                    cell: (row) => (
                      <Badge tone={row.direction === 'IN' ? 'success' : 'neutral'}>
                        {t(`agent.transfer.directions.${row.direction}`)}
                      </Badge>
                    ),
                  },
                  {
                    id: 'counterparty',
                    header: t('agent.transfer.counterparty'),
                    cell: (row) => (
                      <>
                        <span className="records-table__strong">{row.counterparty}</span>
                        <span className="records-table__sub">
                          {t(`agent.transfer.relations.${row.relation}`)}
                        </span>
                      </>
                    ),
                  },
                  {
                    id: 'amount',
                    header: t('agent.transfer.amount'),
                    className: 'num',
                    cell: (row) => (
                      <SignedMoney amount={row.direction === 'OUT' ? `-${row.amount}` : row.amount} />
                    ),
                  },
                  { id: 'remark', header: t('agent.transfer.remark'), cell: (row) => row.remark ?? '—' },
                ]}
              />
              <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
            </>
          )}
        </QueryBody>
      </div>
    </Section>
  );
}
