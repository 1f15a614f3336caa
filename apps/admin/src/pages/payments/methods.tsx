import { ADMIN_PAYMENTS_ROUTES } from '@portal/contracts';
import { Button, type Column, DataTable, EmptyState, Field, QueryFallback } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { useOperator } from '../../lib/session';
import { problemsOf } from './shared';
import './payments.css';

type State = Awaited<ReturnType<typeof call<typeof ADMIN_PAYMENTS_ROUTES.methods>>>;
type Method = State['methods'][number];
const KEY = ['admin', 'payments', 'methods'] as const;

/**
 * /admin/payment-methods: the brand's deposit methods (on/off, order, min/max deposit) and its
 * withdrawal limits (min/max, wagering before withdrawal); settings.view to read, settings.write
 * to change. The server checks every value and answers field errors in the console's language.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useOperator().data?.permissions.includes('settings.write') ?? false;
  const state = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(ADMIN_PAYMENTS_ROUTES.methods, { signal }),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (next: State, message: string) => {
    queryClient.setQueryData(KEY, next);
    setNotice(message);
  };
  const move = useMutation({
    mutationFn: (input: { method: Method; direction: 'up' | 'down' }) =>
      call(ADMIN_PAYMENTS_ROUTES.moveMethod, {
        params: { id: input.method.id },
        body: { direction: input.direction },
      }),
    onSuccess: (next, input) => saved(next, t('payments.methods.moved', { name: input.method.name })),
  });

  if (!state.isSuccess) return <QueryFallback query={state} />;
  const methods = state.data.methods;
  const columns: Column<Method>[] = [
    {
      id: 'place',
      header: t('payments.methods.place'),
      cell: (m) => {
        const index = methods.indexOf(m);
        return (
          <span className="pay-move">
            <span className="mono">{index + 1}</span>
            {canWrite ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  icon="chevronUp"
                  aria-label={t('payments.methods.moveUp', { name: m.name })}
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ method: m, direction: 'up' })}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  icon="chevronDown"
                  aria-label={t('payments.methods.moveDown', { name: m.name })}
                  disabled={index === methods.length - 1 || move.isPending}
                  onClick={() => move.mutate({ method: m, direction: 'down' })}
                />
              </>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'name',
      header: t('payments.methods.name'),
      rowHeader: true,
      cell: (m) => (
        <>
          {m.name}
          {m.name === t(`payments.kinds.${m.kind}`) ? null : (
            <span className="muted pay-sub">{t(`payments.kinds.${m.kind}`)}</span>
          )}
        </>
      ),
    },
    {
      id: 'edit',
      header: <span className="visually-hidden">{t('payments.methods.save')}</span>,
      cell: (m) => (
        <MethodForm
          key={`${m.id}:${m.enabled}:${m.min}:${m.max}`}
          method={m}
          canWrite={canWrite}
          onSaved={(next) => saved(next, t('payments.methods.saved', { name: m.name }))}
        />
      ),
    },
  ];
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('payments.methods.heading')}</h1>
      </div>
      <p className="muted">{t('payments.methods.intro')}</p>
      {canWrite ? null : <p className="notice">{t('payments.methods.readOnly')}</p>}
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {move.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(move.error).message}
        </p>
      ) : null}
      <section className="card card--flush">
        {methods.length === 0 ? (
          <EmptyState icon="wallet" title={t('payments.methods.none')} />
        ) : (
          <div className="table-scroll">
            <DataTable
              className="table pay-methods"
              caption={t('payments.methods.heading')}
              columns={columns}
              rows={methods}
              rowKey={(m) => m.id}
            />
          </div>
        )}
      </section>
      <WithdrawalLimits
        key={JSON.stringify(state.data.withdrawals)}
        state={state.data}
        canWrite={canWrite}
        onSaved={(next) => saved(next, t('payments.methods.limitsSaved'))}
      />
    </>
  );
}

function MethodForm({
  method,
  canWrite,
  onSaved,
}: {
  method: Method;
  canWrite: boolean;
  onSaved: (next: State) => void;
}) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (body: { enabled: boolean; min: string; max: string }) =>
      call(ADMIN_PAYMENTS_ROUTES.updateMethod, { params: { id: method.id }, body }),
    onSuccess: onSaved,
  });
  const problems = save.isError ? problemsOf(save.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      enabled: form.get('enabled') === 'on',
      min: String(form.get('min') ?? '').trim(),
      max: String(form.get('max') ?? '').trim(),
    });
  };
  return (
    <form className="pay-method-form" onSubmit={onSubmit} aria-label={method.name}>
      <label className="pay-switch">
        <input type="checkbox" name="enabled" defaultChecked={method.enabled} disabled={!canWrite} />
        <span>{t('payments.methods.enabled')}</span>
      </label>
      <Field
        label={t('payments.methods.min')}
        name="min"
        inputMode="decimal"
        defaultValue={method.min}
        disabled={!canWrite}
        error={problems?.fields.min}
      />
      <Field
        label={t('payments.methods.max')}
        name="max"
        inputMode="decimal"
        defaultValue={method.max}
        disabled={!canWrite}
        error={problems?.fields.max}
      />
      {canWrite ? (
        <div className="pay-method-form__save">
          <Button
            type="submit"
            size="sm"
            busy={save.isPending}
            aria-label={t('payments.methods.saveOf', { name: method.name })}
          >
            {t('payments.methods.save')}
          </Button>
        </div>
      ) : null}
      {problems && Object.keys(problems.fields).length === 0 ? (
        <p className="notice notice--error pay-method-form__error" role="alert">
          {problems.message}
        </p>
      ) : null}
    </form>
  );
}

function WithdrawalLimits({
  state,
  canWrite,
  onSaved,
}: {
  state: State;
  canWrite: boolean;
  onSaved: (next: State) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useMutation({
    mutationFn: (body: { min: string; max: string; turnoverPercent: number }) =>
      call(ADMIN_PAYMENTS_ROUTES.withdrawalLimits, { body }),
    onSuccess: onSaved,
  });
  const problems = save.isError ? problemsOf(save.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      min: String(form.get('min') ?? '').trim(),
      max: String(form.get('max') ?? '').trim(),
      turnoverPercent: Number(form.get('turnoverPercent')),
    });
  };
  const w = state.withdrawals;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-h3">
        {t('payments.methods.withdrawalTitle')}
      </h2>
      <form className="form-grid pay-limits" onSubmit={onSubmit}>
        <Field
          label={`${t('payments.methods.withdrawalMin')} (${state.currency})`}
          name="min"
          inputMode="decimal"
          defaultValue={w.min}
          disabled={!canWrite}
          error={problems?.fields.min}
        />
        <Field
          label={`${t('payments.methods.withdrawalMax')} (${state.currency})`}
          name="max"
          inputMode="decimal"
          defaultValue={w.max}
          disabled={!canWrite}
          error={problems?.fields.max}
        />
        <Field
          label={t('payments.methods.turnover')}
          name="turnoverPercent"
          type="number"
          min={0}
          max={10000}
          step={1}
          defaultValue={w.turnoverPercent}
          disabled={!canWrite}
          hint={t('payments.methods.turnoverHint')}
          error={problems?.fields.turnoverPercent}
        />
        <p className="muted wide">{t('payments.methods.perDay', { count: w.perDay })}</p>
        {problems && Object.keys(problems.fields).length === 0 ? (
          <p className="notice notice--error wide" role="alert">
            {problems.message}
          </p>
        ) : null}
        {canWrite ? (
          <div className="wide">
            <Button type="submit" busy={save.isPending}>
              {t('payments.methods.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
