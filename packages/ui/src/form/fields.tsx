import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { get, type RegisterOptions, useFormContext, useFormState } from 'react-hook-form';
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
  const { field, error } = useBound(name);
  return (
    <FieldFrame label={label} required={input.required} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <>
          <input
            id={id}
            type="text"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
            {...field}
          />
          {trailing}
        </>
      )}
    </FieldFrame>
  );
}

/** A labelled number input bound to the form: its value a number, or undefined when empty. */
export function FormNumber({ name, label, hint, className, ...input }: Bound & Omit<InputProps, 'type'>) {
  const { field, error } = useBound(name, {
    setValueAs: (value: unknown) =>
      value === '' || value === null || value === undefined ? undefined : Number(value),
  });
  return (
    <FieldFrame label={label} required={input.required} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          {...field}
        />
      )}
    </FieldFrame>
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
  const { field, error } = useBound(name);
  return (
    <FieldFrame label={label} required={select.required} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
          {...field}
        >
          {children}
        </select>
      )}
    </FieldFrame>
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
  const { field, error } = useBound(name);
  return (
    <FieldFrame label={label} required={textarea.required} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
          {...field}
        />
      )}
    </FieldFrame>
  );
}

/** One checkbox bound to a true/false value of the form, its label beside it. */
export function FormCheckbox({ name, label, hint, className, ...input }: Bound & Omit<InputProps, 'type'>) {
  const { field, error } = useBound(name);
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
          {...field}
        />
        {label}
      </label>
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
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`checks${className ? ` ${className}` : ''}`}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
    >
      <legend className="field__label">{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input type={multiple ? 'checkbox' : 'radio'} value={choice.value} {...field} />
          {choice.label}
        </label>
      ))}
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
    </fieldset>
  );
}
