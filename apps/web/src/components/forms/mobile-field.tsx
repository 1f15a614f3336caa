import { Field } from '@portal/ui';
import type { InputHTMLAttributes } from 'react';
import { useMerchant } from '@/lib/config';

interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
}

/** A mobile number with the brand's dialing code before it and its usual format as placeholder. */
export function MobileField({ label, error, ...input }: MobileFieldProps) {
  const { phone } = useMerchant();
  return (
    <Field
      label={label}
      error={error}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={phone.placeholder}
      maxLength={16}
      className="field--prefixed"
      trailing={
        <span className="field__prefix" aria-hidden="true">
          {phone.countryDialingCode}
        </span>
      }
      {...input}
    />
  );
}
