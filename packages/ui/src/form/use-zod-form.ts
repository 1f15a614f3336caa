import { toNestErrors } from '@hookform/resolvers';
import { issueMessage, LANGUAGE_CODES, type LanguageCode } from '@portal/contracts';
import { useRef } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** What a schema hands over once it accepts the values: the request body, defaults filled in. */
export type Parsed<S extends z.ZodType> = z.output<S>;

/** A form whose values are `V` and whose submit hands over the schema's output (the request body). */
export type ZodForm<V extends FieldValues, S extends z.ZodType> = UseFormReturn<V, unknown, z.output<S>>;

const asLanguage = (language: string): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(language) ? (language as LanguageCode) : 'en';

/**
 * The form's own field that an issue's (or a server's field error's) path falls under: the path
 * itself, or the longest start of it that names a value or a control of the form (an issue on
 * `audience.1` belongs to the `audience` checkboxes); null when the form has no such field.
 */
export function fieldOf(values: FieldValues, controls: object, path: readonly PropertyKey[]): string | null {
  for (let length = path.length; length > 0; length -= 1) {
    const name = path.slice(0, length).map(String).join('.');
    if (get(values, name) !== undefined || get(controls, name) !== undefined) return name;
  }
  return null;
}

/**
 * A react-hook-form form validated by a zod schema: the contract's request schema, the very one
 * the server parses the body with. The form's values (what the controls hold: text, checkboxes)
 * become the body through `toBody` when the two differ (a date field's text becomes an instant,
 * an empty text null); by convention a body keeps the form's field names, so the schema's issues
 * land on the fields. Messages are the shared field messages in the console's language (the same
 * the server would answer); an issue on no field of the form is the form's own (`root.form`).
 * The submit handler receives the parsed body, defaults filled in.
 */
export function useZodForm<S extends z.ZodType, V extends FieldValues>(
  schema: S,
  defaults: V,
  toBody?: (values: V) => unknown,
): ZodForm<V, S> {
  const { i18n } = useTranslation();
  const language = useRef(asLanguage(i18n.language));
  language.current = asLanguage(i18n.language);
  const resolver = useRef<Resolver<V, unknown, z.output<S>>>(async (values, _context, options) => {
    const body = toBody ? toBody(values) : values;
    const result = await schema.safeParseAsync(body);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = fieldOf(values, options.fields, issue.path) ?? 'root.form';
      errors[name] ??= { type: issue.code, message: issueMessage(issue, body, language.current) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  });
  return useForm<V, unknown, z.output<S>>({
    defaultValues: defaults as DefaultValues<V>,
    resolver: resolver.current,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
