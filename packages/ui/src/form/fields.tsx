import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import {
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { FieldFrame } from '../components/field.tsx';

interface Bound {
  /** The form value the control holds (a dotted path for nested values). */
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string | undefined;
}

/** The control's registration and its current error message (the client's or the server's). */
function useBound(name: string, options?: RegisterOptions) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return { field: register(name, options), error: error || undefined };
}

/** What a labelled control gets: its id, the ids describing it, its registration and whether it is invalid. */
interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  field: UseFormRegisterReturn;
}

/** A bound control in the shared field frame (label, required mark, hint, announced error). */
function BoundField({
  name,
  label,
  hint,
  className,
  required,
  options,
  children,
}: Bound & {
  required?: boolean | undefined;
  options?: RegisterOptions;
  children: (control: ControlProps) => ReactNode;
}) {
  const { field, error } = useBound(name, options);
  return (
    <FieldFrame label={label} required={required} error={error} hint={hint} className={className}>
      {({ id, describedBy }) =>
        children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, field })
      }
    </FieldFrame>
  );
}

/** The hint and the announced error under a control that is not in a field frame (a checkbox, a group). */
function HintAndError({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'className'>;

/** A labelled text input (text, date-time, URL…) bound to the form. */
export function FormText({
  name,
  label,
  hint,
  className,
  trailing,
  ...input
}: Bound & InputProps & { trailing?: ReactNode }) {
  return (
    <BoundField name={name} label={label} hint={hint} className={className} required={input.required}>
      {({ field, ...control }) => (
        <>
          <input type="text" {...control} {...input} {...field} />
          {trailing}
        </>
      )}
    </BoundField>
  );
}

const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** A labelled number input bound to the form: its value a number, or undefined when empty. */
export function FormNumber({ name, label, hint, className, ...input }: Bound & Omit<InputProps, 'type'>) {
  return (
    <BoundField
      name={name}
      label={label}
      hint={hint}
      className={className}
      required={input.required}
      options={{ setValueAs: numberOrUndefined }}
    >
      {({ field, ...control }) => (
        <input type="number" inputMode="decimal" {...control} {...input} {...field} />
      )}
    </BoundField>
  );
}

/** A labelled select bound to the form. */
export function FormSelect({
  name,
  label,
  hint,
  className,
  children,
  ...select
}: Bound & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'form' | 'className'>) {
  return (
    <BoundField name={name} label={label} hint={hint} className={className} required={select.required}>
      {({ field, ...control }) => (
        <select className="field__select" {...control} {...select} {...field}>
          {children}
        </select>
      )}
    </BoundField>
  );
}

/** A labelled multi-line text bound to the form. */
export function FormTextarea({
  name,
  label,
  hint,
  className,
  ...textarea
}: Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'form' | 'className'>) {
  return (
    <BoundField name={name} label={label} hint={hint} className={className} required={textarea.required}>
      {({ field, ...control }) => <textarea {...control} {...textarea} {...field} />}
    </BoundField>
  );
}

/** One checkbox bound to a true/false value of the form, its label beside it. */
export function FormCheckbox({ name, label, hint, className, ...input }: Bound & Omit<InputProps, 'type'>) {
  const { field, error } = useBound(name);
  const id = useId();
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
          {...field}
        />
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

interface Choice {
  value: string;
  label: string;
}

/**
 * A group of choices under one legend, bound to the form: checkboxes for a list of values
 * (`multiple`), radio buttons for one value.
 */
export function FormChoices({
  name,
  label,
  hint,
  className,
  choices,
  multiple = false,
  disabled,
}: Bound & { choices: readonly Choice[]; multiple?: boolean; disabled?: boolean }) {
  const { field, error } = useBound(name);
  const id = useId();
  return (
    <fieldset
      className={`checks${className ? ` ${className}` : ''}`}
      aria-describedby={describedBy(id, hint, error)}
      disabled={disabled}
    >
      <legend className="field__label">{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input type={multiple ? 'checkbox' : 'radio'} value={choice.value} {...field} />
          {choice.label}
        </label>
      ))}
      <HintAndError id={id} hint={hint} error={error} />
    </fieldset>
  );
}
