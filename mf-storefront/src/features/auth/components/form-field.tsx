import { Input } from '@market/ui/chakra';
import { Field } from '@market/ui/chakra-more';
import type { ComponentProps, ReactNode } from 'react';

/** A labelled text input with its error (spec 5: the error clears when the field is edited). */
export function FormField({
  label,
  error,
  helper,
  required,
  ...input
}: { label: ReactNode; error?: string; helper?: ReactNode; required?: boolean } & ComponentProps<typeof Input>) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} id={input.id}>
      <Field.Label fontSize="sm" fontWeight="600">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input size="lg" {...input} />
      {error ? <Field.ErrorText data-testid={`${String(input.name)}-error`}>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
