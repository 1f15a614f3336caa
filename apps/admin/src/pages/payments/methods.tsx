import { ADMIN_PAYMENTS_ROUTES } from '@portal/contracts';
import { ZPaymentMethodInput, ZWithdrawalLimitsInput } from '@portal/contracts/schemas/payment-methods';
import { Button, type Column, EmptyState, QueryFallback } from '@portal/ui';
import { Form, FormAlert, FormNumber, FormText, type Parsed, useZodForm } from '@portal/ui/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { ScrollTable } from '../../lib/scroll-table';
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
          <ScrollTable
            className="table pay-methods"
            caption={t('payments.methods.heading')}
            columns={columns}
            rows={methods}
            rowKey={(m) => m.id}
          />
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
  const form = useZodForm(ZPaymentMethodInput, { enabled: method.enabled, min: method.min, max: method.max });
  const save = useMutation({
    mutationFn: (body: Parsed<typeof ZPaymentMethodInput>) =>
      call(ADMIN_PAYMENTS_ROUTES.updateMethod, { params: { id: method.id }, body }),
    onSuccess: onSaved,
  });
  return (
    <Form
      form={form}
      onSubmit={save.mutateAsync}
      alert="none"
      className="pay-method-form"
      aria-label={method.name}
    >
      <label className="pay-switch">
        <input type="checkbox" {...form.register('enabled')} disabled={!canWrite} />
        <span>{t('payments.methods.enabled')}</span>
      </label>
      <FormText label={t('payments.methods.min')} name="min" inputMode="decimal" disabled={!canWrite} />
      <FormText label={t('payments.methods.max')} name="max" inputMode="decimal" disabled={!canWrite} />
      {canWrite ? (
        <div className="pay-method-form__save">
          <Button
            type="submit"
            size="sm"
            busy={form.formState.isSubmitting}
            aria-label={t('payments.methods.saveOf', { name: method.name })}
          >
            {t('payments.methods.save')}
          </Button>
        </div>
      ) : null}
      <FormAlert control={form.control} className="notice notice--error pay-method-form__error" />
    </Form>
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
  const w = state.withdrawals;
  const form = useZodForm(ZWithdrawalLimitsInput, {
    min: w.min,
    max: w.max,
    turnoverPercent: w.turnoverPercent as number | undefined,
  });
  const save = useMutation({
    mutationFn: (body: Parsed<typeof ZWithdrawalLimitsInput>) =>
      call(ADMIN_PAYMENTS_ROUTES.withdrawalLimits, { body }),
    onSuccess: onSaved,
  });
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-h3">
        {t('payments.methods.withdrawalTitle')}
      </h2>
      <Form form={form} onSubmit={save.mutateAsync} alert="none" className="form-grid pay-limits">
        <FormText
          label={`${t('payments.methods.withdrawalMin')} (${state.currency})`}
          name="min"
          inputMode="decimal"
          disabled={!canWrite}
        />
        <FormText
          label={`${t('payments.methods.withdrawalMax')} (${state.currency})`}
          name="max"
          inputMode="decimal"
          disabled={!canWrite}
        />
        <FormNumber
          label={t('payments.methods.turnover')}
          name="turnoverPercent"
          min={0}
          max={10000}
          step={1}
          disabled={!canWrite}
          hint={t('payments.methods.turnoverHint')}
        />
        <p className="muted wide">{t('payments.methods.perDay', { count: w.perDay })}</p>
        <FormAlert control={form.control} />
        {canWrite ? (
          <div className="wide">
            <Button type="submit" busy={form.formState.isSubmitting}>
              {t('payments.methods.save')}
            </Button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}
