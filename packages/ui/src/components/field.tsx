import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

interface FrameProps {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  /** The control, given its id and the ids that describe it. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** The label, required mark, hint and announced error every form control shares. */
export function FieldFrame({ label, required, error, hint, className, children }: FrameProps) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__control">{children({ id, describedBy })}</div>
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

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  trailing?: ReactNode;
}

/** A labelled input with its error announced to assistive technology. */
export function Field({ label, error, hint, trailing, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} required={input.required} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <>
          <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
          {trailing}
        </>
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled select in the look of Field, its error announced. */
export function SelectField({ label, error, hint, children, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={select.required} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
