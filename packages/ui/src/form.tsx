/**
 * The one way to write a form (ADR 018): react-hook-form over a zod schema of `@market/domain`,
 * fields drawn with `FormField` (`@market/ui/form-field`), API errors put on the fields with
 * `applyApiError`, and what belongs to no field shown by `FormAlert`.
 */
import { Alert } from '@market/ui/chakra-more';
import { ApiError } from '@market/api-client/api-fetch';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  useForm,
  useFormState,
  type Control,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';

/** A zod 4 schema, structurally (the UI kit needs only its input and output types). */
interface ZodSchema<Output, Input> {
  _zod: { output: Output; input: Input };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyControl<T extends FieldValues> = Control<T, any, any>;

/** What `useZodForm` returns, for the helpers that take a form (the remotes do not import react-hook-form). */
export type ZodForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;
export type { FieldValues };

/** Where a form keeps the error that belongs to no field (`errors.root.server`). */
export const FORM_ERROR = 'root.server';

/**
 * `useForm` with the zod resolver and the house rules: validate on submit only, the first message
 * per field in the schema's order (the order the specs check them), focus on the first invalid
 * field, and a field's error cleared as soon as the shopper edits it (storefront spec 5) rather
 * than re-validated on every key. Values set by code (`setValue`) clear their errors themselves.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: ZodSchema<Output, Input>,
  props: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    criteriaMode: 'firstError',
    shouldFocusError: true,
    ...props,
    resolver: zodResolver(schema),
  });
  const { subscribe, getFieldState, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        // Only a user's edit carries an event type; a blur or a programmatic setValue clears nothing.
        callback: ({ name, type }) => {
          if (!name || !type) return;
          const edited = name as Path<Input>;
          if (getFieldState(edited).error) clearErrors(edited);
          // An answer from the server about the whole form is stale once anything changes.
          if (getFieldState(FORM_ERROR as Path<Input>).error) clearErrors(FORM_ERROR as Path<Input>);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );
  return form;
}

/** Options of `applyApiError`. */
export interface ApplyApiErrorOptions {
  /** The form's name of a field the API names otherwise; `null` drops that field's message. */
  fieldName?: (apiField: string) => string | null;
  /** Shown when the error is not an API answer (a bug, a lost chunk ...). */
  fallback?: string;
}

/**
 * Puts an API error (`{ error: { code, message, fields? } }`) on a form: each field message on
 * its field (the first one focused), the message itself as the form's error (`FormAlert`).
 * Returns the form-level message and how many field messages landed.
 */
export function applyApiError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  { fieldName = (f) => f, fallback = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.' }: ApplyApiErrorOptions = {},
): { message: string; fields: number } {
  const message = err instanceof ApiError ? err.message || fallback : fallback;
  let fields = 0;
  if (err instanceof ApiError && err.fields) {
    for (const [apiField, text] of Object.entries(err.fields)) {
      const name = fieldName(apiField);
      if (!name) continue;
      setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: fields === 0 });
      fields += 1;
    }
  }
  setError(FORM_ERROR as Path<T>, { type: 'server', message });
  return { message, fields };
}

/** The first message of a failed submit in the schema's order (for a toast that repeats it). */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'root') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** The form-level error (an API answer about the whole form), as an alert above the fields. */
export function FormAlert<T extends FieldValues>({ control, title, testId }: { control: AnyControl<T>; title?: string; testId?: string }) {
  const { errors } = useFormState({ control: control as Control<T> });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert.Root status="error" size="sm" data-testid={testId}>
      <Alert.Indicator />
      {title ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title>{message}</Alert.Title>
      )}
    </Alert.Root>
  );
}
