import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from 'react-hook-form';
import { applyServerErrors } from './server-errors.ts';

interface FormProps<V extends FieldValues, T>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'noValidate'> {
  form: UseFormReturn<V, unknown, T>;
  /** Called with the parsed body once the schema accepts the values; a throw is put on the form. */
  onSubmit: (body: T) => unknown;
  /** Where the form's own error goes: first inside the form (the default), or nowhere (the caller shows FormAlert). */
  alert?: 'top' | 'none';
  children: ReactNode;
}

/**
 * A form bound to a useZodForm form: validated before it is sent (the browser's own bubbles are
 * off, the fields show the messages), and a refusal from the server put on the fields it names
 * and above them.
 */
export function Form<V extends FieldValues, T>({
  form,
  onSubmit,
  alert = 'top',
  children,
  ...attributes
}: FormProps<V, T>) {
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormProvider {...form}>
      <form {...attributes} noValidate onSubmit={(event) => void submit(event)}>
        {alert === 'top' ? <FormAlert control={form.control} /> : null}
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's own error: the server's refusal, or a rule about no one field. */
export function FormAlert<V extends FieldValues, T>({
  control,
  className = 'notice notice--error wide',
}: {
  control: UseFormReturn<V, unknown, T>['control'];
  className?: string;
}) {
  const { errors } = useFormState({ control });
  const messages = [errors.root?.server?.message, errors.root?.form?.message].filter(Boolean);
  if (messages.length === 0) return null;
  return (
    <p className={className} role="alert">
      {messages.join(' ')}
    </p>
  );
}
