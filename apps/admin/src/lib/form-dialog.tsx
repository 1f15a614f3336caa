import { Button, Dialog } from '@portal/ui';
import { type FieldValues, Form, type UseFormReturn } from '@portal/ui/form';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog around one form of the shared form layer (useZodForm): Cancel and the submit button in
 * the footer (the button submits the form by its id, so it sits outside the scrolling body), the
 * fields checked against the contract's schema before anything is sent, and a refusal's message
 * above the fields (its field errors on the fields). `onSubmit` gets the parsed body; what it
 * throws is shown.
 */
export function FormDialog<V extends FieldValues, T>({
  title,
  size,
  submitLabel,
  form,
  formClassName = 'form-grid',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size: 'sm' | 'md' | 'lg';
  submitLabel: string;
  form: UseFormReturn<V, unknown, T>;
  formClassName?: string;
  onSubmit: (body: T) => unknown;
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
          <Button type="submit" form={formId} busy={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} className={formClassName} form={form} onSubmit={onSubmit}>
        {children}
      </Form>
    </Dialog>
  );
}
