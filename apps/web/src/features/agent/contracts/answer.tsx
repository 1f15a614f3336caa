import type { ContractAction } from '@portal/contracts';
import type { TCascadeItem, TContract, TProcessResult } from '@portal/contracts/endpoints';
import { Button, Dialog } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { contractsQueryKey, processContract } from './api';

/** The downline contracts a CONTRACT_CASCADE_CONFIRM answer names, when it names them. */
function cascadeOf(error: ApiError): TCascadeItem[] | null {
  const value = error.value as { cascade?: unknown; contracts?: unknown } | null;
  const list = value?.cascade ?? value?.contracts;
  return Array.isArray(list) ? (list as TCascadeItem[]) : null;
}

/** The downline contracts that end with an answer, by account and kind. */
export function CascadeList({ items }: { items: readonly TCascadeItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="contract-cascade">
      {items.map((item) => (
        <li key={item.contractId}>
          <strong>{item.account}</strong> · {t(`contracts.types.${item.type}`)}
        </li>
      ))}
    </ul>
  );
}

const ACTION_KEYS = {
  ACCEPT: { title: 'contracts.answer.acceptTitle', text: 'contracts.answer.acceptText' },
  REJECT: { title: 'contracts.answer.rejectTitle', text: 'contracts.answer.rejectText' },
  TERMINATE: { title: 'contracts.page.terminateTitle', text: 'contracts.page.terminateText' },
} as const;

const ACTION_LABEL = {
  ACCEPT: 'contracts.page.accept',
  REJECT: 'contracts.page.reject',
  TERMINATE: 'contracts.page.terminate',
} as const;

/**
 * Confirms an answer to an offer (Accept, Reject) or the end of my contract (Terminate) and sends
 * it through the spec call of the contract's type. When accepting lower terms would end contracts
 * I gave my downline, the server answers CONTRACT_CASCADE_CONFIRM: the panel shows which ones and
 * sends again with agreeCascade once I agree (spec section 4).
 */
export function AnswerPanel({
  contract,
  action,
  cascade,
  heading = false,
  onDone,
  onCancel,
}: {
  contract: TContract;
  action: ContractAction;
  /** What the answer is known to end (the offer's cascade, or my downline's contracts for Terminate). */
  cascade: readonly TCascadeItem[];
  /** Draw the title as a heading (inline use; a dialog has its own title). */
  heading?: boolean;
  onDone: (result: TProcessResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [confirmCascade, setConfirmCascade] = useState<{ items: TCascadeItem[]; message: string } | null>(
    null,
  );
  const type = t(`contracts.types.${contract.type}`);
  const send = useMutation({
    mutationFn: (agreeCascade: boolean) =>
      processContract(contract.type, { contractId: contract.id, action, agreeCascade }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      onDone(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONTRACT_CASCADE_CONFIRM')
        setConfirmCascade({ items: cascadeOf(error) ?? [...cascade], message: error.message });
    },
  });
  const failure =
    send.error && !(send.error instanceof ApiError && send.error.code === 'CONTRACT_CASCADE_CONFIRM')
      ? send.error.message
      : null;
  const keys = ACTION_KEYS[action];
  // Inline (in the popup), the buttons that opened the panel are gone: focus moves to the panel.
  const panel = useRef<HTMLElement>(null);
  const step = confirmCascade ? 'cascade' : 'confirm';
  useEffect(() => {
    if (heading && step) panel.current?.focus();
  }, [heading, step]);

  if (confirmCascade)
    return (
      <section ref={panel} tabIndex={-1} className="contract-answer" aria-labelledby={headingId}>
        <h4 id={headingId} className={heading ? 'contract-answer__title' : 'visually-hidden'}>
          {t('contracts.answer.cascadeTitle')}
        </h4>
        <p>{t('contracts.answer.cascadeText')}</p>
        {confirmCascade.items.length > 0 ? (
          <CascadeList items={confirmCascade.items} />
        ) : (
          <p>{confirmCascade.message}</p>
        )}
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="contract-answer__buttons">
          <Button variant="secondary" onClick={() => setConfirmCascade(null)} disabled={send.isPending}>
            {t('contracts.answer.back')}
          </Button>
          <Button variant="danger" busy={send.isPending} onClick={() => send.mutate(true)}>
            {t('contracts.answer.cascadeConfirm')}
          </Button>
        </div>
      </section>
    );

  return (
    <section ref={panel} tabIndex={-1} className="contract-answer" aria-labelledby={headingId}>
      <h4 id={headingId} className={heading ? 'contract-answer__title' : 'visually-hidden'}>
        {t(keys.title, { type })}
      </h4>
      <p>
        {action === 'ACCEPT' && !contract.replacesId
          ? t('contracts.answer.acceptTextNew')
          : t(keys.text, { type })}
      </p>
      {cascade.length > 0 && action !== 'REJECT' ? (
        <>
          <p>
            {action === 'TERMINATE'
              ? t('contracts.page.terminateDownline', { count: cascade.length })
              : t('contracts.page.wouldEnd', { count: cascade.length })}
          </p>
          <CascadeList items={cascade} />
        </>
      ) : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="contract-answer__buttons">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          {t('contracts.answer.cancel')}
        </Button>
        <Button
          variant={action === 'ACCEPT' ? 'primary' : 'danger'}
          busy={send.isPending}
          onClick={() => send.mutate(false)}
        >
          {t(ACTION_LABEL[action])}
        </Button>
      </div>
    </section>
  );
}

/** The same confirmation in the reusable dialog (the contract pages). */
export function AnswerDialog(
  props: Omit<Parameters<typeof AnswerPanel>[0], 'heading'> & { onClose: () => void },
) {
  const { t } = useTranslation();
  const { onClose, ...panel } = props;
  return (
    <Dialog
      title={t(ACTION_KEYS[props.action].title, { type: t(`contracts.types.${props.contract.type}`) })}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
    >
      <AnswerPanel {...panel} />
    </Dialog>
  );
}
