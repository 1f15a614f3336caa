import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from './form-errors';

/**
 * The submit cycle every form shares: busy while it runs; on failure, the server's field messages
 * by field, or its message (or the network message) as the form error.
 */
export function useFormSubmit() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await work();
      setErrors({});
      return result;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { form: error instanceof ApiError ? error.message : t('errors.network') },
      );
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, run };
}
