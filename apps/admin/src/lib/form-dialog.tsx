import { Button, Dialog } from '@portal/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog around one form: Cancel and the submit button in the footer (the button submits the
 * form by its id, so it sits outside the scrolling body), and the refusal's message above the
 * fields when the caller has one to show.
 */
export function FormDialog({
  title,
  size,
  submitLabel,
  busy,
  alert,
  formClassName = 'form-grid',
  noValidate,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size: 'sm' | 'md' | 'lg';
  submitLabel: string;
  busy: boolean;
  alert: string | null;
  formClassName?: string;
  noValidate?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      title={title}
      closeLabel={t('common.close')}
      onClose={onClose}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate={noValidate}>
        {alert ? (
          <p className="notice notice--error wide" role="alert">
            {alert}
          </p>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}
