import { ADMIN_PAYMENTS_ROUTES, ADMIN_ROUTES, CLAIM_MINUTES } from '@portal/contracts';
import { Button, Dialog, Field, QueryFallback } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import type { DepositRow, WithdrawalRow } from './queues';
import {
  decidable,
  Flags,
  type Kind,
  ProofImage,
  problemsOf,
  StatusBadge,
  useFormat,
  Wagering,
} from './shared';

type DetailData =
  | Awaited<ReturnType<typeof call<typeof ADMIN_PAYMENTS_ROUTES.deposit>>>
  | Awaited<ReturnType<typeof call<typeof ADMIN_PAYMENTS_ROUTES.withdrawal>>>;

type Action = 'approve' | 'reject' | 'pay' | 'FULL_PAYMENT' | 'FORCED_RECEIPT' | 'REFUND';

/**
 * One request: what it is, the proofs, the player context and risk flags, the member's latest
 * deposits and withdrawals, the claim (claim, release, an owner's take-over) and the decisions its
 * state allows, each confirmed with its reason, reference or note.
 */
export function RequestDetail({
  kind,
  id,
  canDecide,
  isOwner,
  onClose,
  onChanged,
}: {
  kind: Kind;
  id: string;
  canDecide: boolean;
  isOwner: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const formId = useId();
  const queryClient = useQueryClient();
  const key = ['admin', 'payments', 'detail', kind, id] as const;
  const detail = useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<DetailData> =>
      kind === 'deposit'
        ? call(ADMIN_PAYMENTS_ROUTES.deposit, { params: { id }, signal })
        : call(ADMIN_PAYMENTS_ROUTES.withdrawal, { params: { id }, signal }),
  });
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    onChanged();
  };

  const claim = useMutation({
    mutationFn: (takeOver: boolean) =>
      kind === 'deposit'
        ? call(ADMIN_PAYMENTS_ROUTES.claimDeposit, { params: { id }, body: { takeOver } })
        : call(ADMIN_PAYMENTS_ROUTES.claimWithdrawal, { params: { id }, body: { takeOver } }),
    onSuccess: changed,
  });
  const release = useMutation({
    mutationFn: () =>
      kind === 'deposit'
        ? call(ADMIN_PAYMENTS_ROUTES.releaseDeposit, { params: { id } })
        : call(ADMIN_PAYMENTS_ROUTES.releaseWithdrawal, { params: { id } }),
    onSuccess: changed,
  });
  const decide = useMutation({
    mutationFn: async (input: { action: Action; text: string | null }) => {
      const text = input.text ?? undefined;
      switch (input.action) {
        case 'approve':
          return call(ADMIN_ROUTES.approveDeposit, { params: { id } });
        case 'reject':
          return kind === 'deposit'
            ? call(ADMIN_ROUTES.rejectDeposit, { params: { id }, body: text ? { reason: text } : {} })
            : call(ADMIN_ROUTES.rejectWithdrawal, { params: { id }, body: text ? { reason: text } : {} });
        case 'pay':
          return call(ADMIN_ROUTES.approveWithdrawal, {
            params: { id },
            body: text ? { reference: text } : {},
          });
        default:
          return call(ADMIN_ROUTES.resolveWithdrawal, {
            params: { id },
            body: { outcome: input.action, ...(text ? { note: text } : {}) },
          });
      }
    },
    onSuccess: async (result) => {
      setAction(null);
      const status =
        kind === 'deposit'
          ? t(`payments.depositStatuses.${result.status as 'CREDITED'}`)
          : t(`payments.withdrawalStatuses.${result.status as 'PAID'}`);
      setNotice(t('payments.decidedOk', { id, status }));
      await changed();
    },
  });

  const row = detail.data?.row as (DepositRow | WithdrawalRow) | undefined;
  const deposit = kind === 'deposit' ? (row as DepositRow | undefined) : undefined;
  const withdrawal = kind === 'withdrawal' ? (row as WithdrawalRow | undefined) : undefined;
  const heldByOther = row?.claim && !row.claim.mine ? row.claim : null;
  const claimProblem = claim.isError
    ? problemsOf(claim.error).message
    : release.isError
      ? problemsOf(release.error).message
      : null;
  const decideProblem = decide.isError ? problemsOf(decide.error) : null;

  const actions: Action[] = !row
    ? []
    : kind === 'deposit'
      ? decidable(kind, row.status)
        ? ['approve', 'reject']
        : []
      : row.status === 'PENDING'
        ? ['pay', 'reject']
        : row.status === 'DISPUTED'
          ? ['FULL_PAYMENT', 'FORCED_RECEIPT', 'REFUND']
          : row.status === 'PAID'
            ? ['FORCED_RECEIPT', 'REFUND']
            : [];
  const claimable = actions.length > 0;
  const label = (a: Action) =>
    ({
      approve: t('payments.approve'),
      reject: t('payments.reject'),
      pay: t('payments.pay'),
      FULL_PAYMENT: t('payments.fullPayment'),
      FORCED_RECEIPT: t('payments.forcedReceipt'),
      REFUND: t('payments.refund'),
    })[a];
  const question = (a: Action) => {
    if (!row) return '';
    const values = { id, amount: fmt.money(row.amount), account: row.player.account };
    if (a === 'approve') return t('payments.confirmApprove', values);
    if (a === 'reject') return t('payments.confirmReject', values);
    if (a === 'pay') return t('payments.confirmPay', values);
    if (a === 'REFUND') return t('payments.confirmRefund', values);
    return t('payments.confirmResolve', values);
  };
  const textField = (a: Action) =>
    a === 'reject'
      ? { name: 'reason', label: t('payments.reason'), max: 200 }
      : a === 'pay'
        ? { name: 'reference', label: t('payments.referenceInput'), max: 100 }
        : a === 'approve' || a === 'FORCED_RECEIPT'
          ? null
          : { name: 'note', label: t('payments.note'), max: 200 };
  const onDecide = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action) return;
    const field = textField(action);
    const value = field ? String(new FormData(event.currentTarget).get(field.name) ?? '').trim() : '';
    decide.mutate({ action, text: value || null });
  };

  return (
    <Dialog
      title={t('payments.detailTitle', { id })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="lg"
    >
      {!detail.isSuccess || !row ? (
        <QueryFallback query={detail} />
      ) : (
        <div className="pay-detail">
          {notice ? (
            <p className="notice notice--ok" role="status">
              {notice}
            </p>
          ) : null}
          <dl className="pay-facts">
            <div>
              <dt>{t('payments.col.amount')}</dt>
              <dd>
                <strong>{fmt.money(row.amount)}</strong>
              </dd>
            </div>
            <div>
              <dt>{t('payments.col.status')}</dt>
              <dd>
                <StatusBadge kind={kind} row={row} />
              </dd>
            </div>
            <div>
              <dt>{t('payments.col.member')}</dt>
              <dd>{row.player.account}</dd>
            </div>
            <div>
              <dt>{t('payments.requested')}</dt>
              <dd>{fmt.when(row.createdAt)}</dd>
            </div>
            {deposit ? (
              <>
                <div>
                  <dt>{t('payments.col.method')}</dt>
                  <dd>
                    {deposit.method}
                    {deposit.method === t(`payments.kinds.${deposit.kind}`)
                      ? null
                      : ` · ${t(`payments.kinds.${deposit.kind}`)}`}
                  </dd>
                </div>
                <div>
                  <dt>{t('payments.reference')}</dt>
                  <dd className="mono">{deposit.reference ?? '—'}</dd>
                </div>
              </>
            ) : null}
            {withdrawal ? (
              <>
                <div>
                  <dt>{t('payments.col.bank')}</dt>
                  <dd>
                    {withdrawal.bank} · {withdrawal.accountName}
                  </dd>
                </div>
                <div>
                  <dt>{t('payments.paymentReference')}</dt>
                  <dd className="mono">{withdrawal.paymentReference ?? '—'}</dd>
                </div>
              </>
            ) : null}
            {row.decidedBy ? (
              <div>
                <dt>{t('payments.decidedBy')}</dt>
                <dd>{row.decidedBy}</dd>
              </div>
            ) : null}
            {row.reason ? (
              <div>
                <dt>{t('payments.reasonShown')}</dt>
                <dd>{row.reason}</dd>
              </div>
            ) : null}
          </dl>
          {withdrawal?.status === 'DISPUTED' ? <p className="notice">{t('payments.disputeHint')}</p> : null}
          {withdrawal?.status === 'PAID' ? <p className="muted">{t('payments.paidHint')}</p> : null}
          {canDecide && claimable ? (
            <section className="pay-decide" aria-labelledby={`${formId}-decide`}>
              <h3 id={`${formId}-decide`} className="pay-h3">
                {t('payments.decide')}
              </h3>
              <div className="pay-claimbar">
                {row.claim?.mine ? (
                  <>
                    <span className="pay-claim pay-claim--mine">
                      {t('payments.claimedByMe', { time: fmt.time(row.claim.expiresAt) })}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={release.isPending}
                      onClick={() => release.mutate()}
                    >
                      {t('payments.release')}
                    </Button>
                  </>
                ) : heldByOther ? (
                  <>
                    <span className="pay-claim">
                      {t('payments.heldByOther', {
                        operator: heldByOther.operator,
                        time: fmt.time(heldByOther.expiresAt),
                      })}
                    </span>
                    {isOwner ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={claim.isPending}
                        onClick={() => claim.mutate(true)}
                      >
                        {t('payments.takeOver')}
                      </Button>
                    ) : null}
                  </>
                ) : (
                  <>
                    <span className="muted">{t('payments.claimHint', { minutes: CLAIM_MINUTES })}</span>
                    <Button size="sm" busy={claim.isPending} onClick={() => claim.mutate(false)}>
                      {t('payments.claim')}
                    </Button>
                  </>
                )}
              </div>
              {claimProblem ? (
                <p className="notice notice--error" role="alert">
                  {claimProblem}
                </p>
              ) : null}
              {action ? (
                <form className="pay-form pay-confirm" onSubmit={onDecide}>
                  <p>
                    <strong>{question(action)}</strong>
                  </p>
                  {(() => {
                    const field = textField(action);
                    return field ? (
                      <Field
                        label={field.label}
                        name={field.name}
                        maxLength={field.max}
                        error={decideProblem?.fields[field.name]}
                      />
                    ) : null;
                  })()}
                  <div className="row-actions pay-confirm__buttons">
                    <Button variant="secondary" onClick={() => setAction(null)}>
                      {t('common.cancel')}
                    </Button>
                    <Button
                      type="submit"
                      variant={action === 'reject' || action === 'REFUND' ? 'danger' : 'primary'}
                      busy={decide.isPending}
                    >
                      {t('payments.confirm')}: {label(action)}
                    </Button>
                  </div>
                </form>
              ) : (
                <div className="row-actions pay-actions">
                  {actions.map((a) => (
                    <Button
                      key={a}
                      size="sm"
                      variant={
                        a === 'reject' || a === 'REFUND'
                          ? 'danger'
                          : a === 'approve' || a === 'pay' || a === 'FULL_PAYMENT'
                            ? 'primary'
                            : 'secondary'
                      }
                      disabled={Boolean(heldByOther)}
                      onClick={() => {
                        decide.reset();
                        setAction(a);
                      }}
                    >
                      {label(a)}
                    </Button>
                  ))}
                </div>
              )}
              {decideProblem ? (
                <p className="notice notice--error" role="alert">
                  {decideProblem.message}
                </p>
              ) : null}
            </section>
          ) : !claimable ? (
            <p className="muted">{t('payments.noDecision')}</p>
          ) : null}

          <section aria-labelledby={`${formId}-proofs`}>
            <h3 id={`${formId}-proofs`} className="pay-h3">
              {t('payments.proofs')}
            </h3>
            {row.proofs.length === 0 ? (
              <p className="muted">{t('payments.noProofs')}</p>
            ) : (
              <div className="pay-proofs">
                {row.proofs.map((p, i) => (
                  <ProofImage key={p.id} url={p.url} alt={t('payments.proofAlt', { n: i + 1, id })} />
                ))}
              </div>
            )}
          </section>

          <section aria-labelledby={`${formId}-player`}>
            <h3 id={`${formId}-player`} className="pay-h3">
              {t('payments.playerTitle')}
            </h3>
            <dl className="pay-facts">
              <div>
                <dt>{t('payments.mainBalance')}</dt>
                <dd>{fmt.money(row.player.balance)}</dd>
              </div>
              <div>
                <dt>{t('payments.wageringTitle')}</dt>
                <dd>
                  <Wagering wagered={row.player.turnoverWagered} required={row.player.turnoverRequired} />
                  {Number(row.player.turnoverRemaining) > 0 ? (
                    <span className="pay-sub">
                      {t('payments.wageringRemaining', { amount: fmt.money(row.player.turnoverRemaining) })}
                    </span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>{t('payments.registered')}</dt>
                <dd>{fmt.when(row.player.registeredAt)}</dd>
              </div>
              <div>
                <dt>{t('payments.deposited')}</dt>
                <dd>
                  {row.player.depositsCredited} · {fmt.money(row.player.depositsCreditedSum)}
                </dd>
              </div>
              <div>
                <dt>{t('payments.rejected30d')}</dt>
                <dd>{row.player.depositsRejected30d}</dd>
              </div>
              <div>
                <dt>{t('payments.withdrawn')}</dt>
                <dd>
                  {row.player.withdrawalsPaid} · {fmt.money(row.player.withdrawalsPaidSum)}
                </dd>
              </div>
              <div>
                <dt>{t('payments.pendingWithdrawals')}</dt>
                <dd>{row.player.withdrawalsPending}</dd>
              </div>
              <div>
                <dt>{t('payments.lastDeposit')}</dt>
                <dd>{fmt.when(row.player.lastDepositAt)}</dd>
              </div>
            </dl>
            <h4 className="pay-h4">{t('payments.riskTitle')}</h4>
            {row.flags.length === 0 ? (
              <p className="muted">{t('payments.noFlags')}</p>
            ) : (
              <ul className="pay-risk">
                {row.flags.map((flag) => (
                  <li key={flag}>
                    <Flags flags={[flag]} /> {t(`payments.flagHints.${flag}`)}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div className="pay-recent">
            <section aria-labelledby={`${formId}-rd`}>
              <h3 id={`${formId}-rd`} className="pay-h3">
                {t('payments.recentDeposits')}
              </h3>
              {detail.data.recentDeposits.length === 0 ? (
                <p className="muted">{t('payments.nothingYet')}</p>
              ) : (
                <ul className="pay-mini">
                  {detail.data.recentDeposits.map((d) => (
                    <li key={d.id}>
                      <span className="mono">#{d.id}</span> {fmt.money(d.amount)} ·{' '}
                      {t(`payments.depositStatuses.${d.status}`)}{' '}
                      <span className="muted">{fmt.when(d.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={`${formId}-rw`}>
              <h3 id={`${formId}-rw`} className="pay-h3">
                {t('payments.recentWithdrawals')}
              </h3>
              {detail.data.recentWithdrawals.length === 0 ? (
                <p className="muted">{t('payments.nothingYet')}</p>
              ) : (
                <ul className="pay-mini">
                  {detail.data.recentWithdrawals.map((w) => (
                    <li key={w.id}>
                      <span className="mono">#{w.id}</span> {fmt.money(w.amount)} ·{' '}
                      {t(`payments.withdrawalStatuses.${w.status}`)}{' '}
                      <span className="muted">{fmt.when(w.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </Dialog>
  );
}
