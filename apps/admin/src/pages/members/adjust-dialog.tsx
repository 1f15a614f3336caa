import {
  ADJUSTMENT_REASONS,
  type AdjustmentDirection,
  type AdjustmentReason,
  MEMBER_OPS_ROUTES,
} from '@portal/contracts';
import { Button, Dialog, Field, SelectField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { newKey, problemsOf } from './shared';

/**
 * "Adjust balance" on the member 360 page: credit or debit of the main wallet with a reason code
 * and a note. Within the operator's limit it is applied at once, above it it becomes a proposal
 * (ADR 0026). One idempotency key per dialog, so a double submit makes one adjustment.
 */
export function AdjustDialog({
  memberId,
  account,
  onClose,
  onDone,
}: {
  memberId: string;
  account: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const [key] = useState(newKey);
  const [direction, setDirection] = useState<AdjustmentDirection>('CREDIT');
  const policy = useQuery({
    queryKey: ['admin', 'adjustment-policy'],
    queryFn: ({ signal }) => call(MEMBER_OPS_ROUTES.adjustmentPolicy, { signal }),
  });
  const submit = useMutation({
    mutationFn: (body: { amount: string; reasonCode: AdjustmentReason; note: string }) =>
      call(MEMBER_OPS_ROUTES.proposeAdjustment, {
        params: { id: memberId },
        body: { ...body, direction, idempotencyKey: key },
      }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'member-tab', memberId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'adjustments'] }),
      ]);
      const values = {
        direction: t(`members.direction.${result.direction}`),
        amount: result.amount,
        currency: result.currency,
      };
      onDone(
        result.status === 'APPLIED'
          ? t('members.adjust.applied', values)
          : t('members.adjust.proposed', values),
      );
    },
  });
  const problems = submit.isError ? problemsOf(submit.error) : null;
  const currency = policy.data?.currency ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    submit.mutate({
      amount: String(form.get('amount') ?? '').trim(),
      reasonCode: String(form.get('reasonCode')) as AdjustmentReason,
      note: String(form.get('note') ?? ''),
    });
  };

  return (
    <Dialog
      title={t('members.adjust.title', { account })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={submit.isPending}>
            {t('members.adjust.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-grid" onSubmit={onSubmit}>
        {policy.data ? (
          <p className="notice wide">
            {t('members.adjust.limit', { limit: policy.data.ownLimit, currency })}
          </p>
        ) : null}
        {problems ? (
          <p className="notice notice--error wide" role="alert">
            {problems.message}
          </p>
        ) : null}
        <fieldset className="checks wide">
          <legend className="field__label">{t('members.adjust.direction')}</legend>
          {(['CREDIT', 'DEBIT'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="direction"
                value={value}
                checked={direction === value}
                onChange={() => setDirection(value)}
              />
              {value === 'CREDIT' ? t('members.adjust.credit') : t('members.adjust.debit')}
            </label>
          ))}
        </fieldset>
        <Field
          label={t('members.adjust.amount', { currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={24}
          pattern="[0-9]+([.][0-9]+)?"
          error={problems?.fields.amount}
        />
        <SelectField
          label={t('members.adjust.reason')}
          name="reasonCode"
          defaultValue="GOODWILL"
          error={problems?.fields.reasonCode}
        >
          {ADJUSTMENT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`members.adjust.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <div className="field wide">
          <label className="field__label" htmlFor={`${formId}-note`}>
            {t('members.adjust.note')}
          </label>
          <textarea
            id={`${formId}-note`}
            name="note"
            rows={3}
            minLength={3}
            maxLength={500}
            required
            aria-describedby={`${formId}-note-hint`}
          />
          <p id={`${formId}-note-hint`} className="field__hint">
            {t('members.adjust.noteHint')}
          </p>
          {problems?.fields.note ? (
            <p className="field__error" role="alert">
              {problems.fields.note}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
