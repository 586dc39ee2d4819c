import { Stack, Text } from '@market/ui/chakra';
import { Field } from '@market/ui/chakra-more';
import type { ComponentProps, ReactNode } from 'react';
import {
  get,
  useController,
  useFormContext,
  useFormState,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** What a render-prop child gets besides the controller's props. */
export interface FormFieldMeta {
  /** Id of the control (the label's target). */
  id: string;
  /** Id of the helper and error text, for controls that Chakra's field does not wire (checkboxes). */
  describedBy: string;
  invalid: boolean;
}

export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  /** The form's control; taken from `FormProvider` when left out. */
  control?: AnyControl<T>;
  name: N;
  /** Left out for a checkbox, whose own label names it. */
  label?: ReactNode;
  helper?: ReactNode;
  required?: boolean;
  /** Show the required marker (*) of a required field; off where every field of a form is required. */
  requiredMarker?: boolean;
  /** Other fields whose first error this one shows after its own (a zip code and a street). */
  also?: FieldPath<T>[];
  /** Id of the control (the label points to it); from the name by default. */
  id?: string;
  /** Test id of the error text; `<name>-error` by default. */
  errorTestId?: string;
  /**
   * The control. A function gets the controller's props (value, onChange, onBlur, ref, name) to
   * spread on a Chakra input, select or textarea, or to map onto a checkbox. An element wires
   * itself (`form.register(name)`); prefer the function: react-hook-form focuses the first invalid
   * field in the order the fields registered, and a controller registers where it renders.
   */
  children: ReactNode | ((field: ControllerRenderProps<T, N>, meta: FormFieldMeta) => ReactNode);
} & Omit<ComponentProps<typeof Field.Root>, 'children' | 'id' | 'invalid' | 'required' | 'ids'>;

/** A form's control whatever its output type (the resolver's parsed values). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyControl<T extends FieldValues> = Control<T, any, any>;

const controlId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/**
 * One field of a react-hook-form form in Chakra's Field: label with the required marker, the
 * control, the helper text and the field's FIRST error (the schema's order), which the control
 * names through aria-describedby and aria-invalid.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>(props: FormFieldProps<T, N>) {
  const { children, ...rest } = props;
  return typeof children === 'function' ? <ControlledField {...props} render={children} /> : <FieldFrame {...rest}>{children}</FieldFrame>;
}

function ControlledField<T extends FieldValues, N extends FieldPath<T>>({
  render,
  ...props
}: FormFieldProps<T, N> & { render: (field: ControllerRenderProps<T, N>, meta: FormFieldMeta) => ReactNode }) {
  const context = useFormContext<T>();
  const control = (props.control ?? context?.control) as Control<T>;
  const { field } = useController({ control, name: props.name });
  const id = props.id ?? controlId(props.name);
  return <FieldFrame {...props}>{(invalid) => render(field, { id, describedBy: `${id}-description`, invalid })}</FieldFrame>;
}

function FieldFrame<T extends FieldValues, N extends FieldPath<T>>({
  control: given,
  name,
  label,
  helper,
  required,
  requiredMarker = true,
  also = [],
  id = controlId(name),
  errorTestId = `${name}-error`,
  children,
  ...root
}: Omit<FormFieldProps<T, N>, 'children'> & { children: ReactNode | ((invalid: boolean) => ReactNode) }) {
  const context = useFormContext<T>();
  const control = (given ?? context?.control) as Control<T>;
  const names = [name, ...also];
  const { errors } = useFormState({ control, name: names });
  const error = names.map((n) => (get(errors, n) as { message?: string } | undefined)?.message).find(Boolean);
  const descriptionId = `${id}-description`;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      id={id}
      // Helper and error in one described element: the input names both, whatever its kind.
      ids={{ helperText: descriptionId, errorText: `${id}-error-text` }}
      {...root}
    >
      {label && (
        <Field.Label fontSize="sm" fontWeight="600">
          {label}
          {required && requiredMarker && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      {typeof children === 'function' ? children(Boolean(error)) : children}
      {(helper || error) && (
        <Stack id={descriptionId} gap="1" w="full">
          {helper && (
            <Text fontSize="xs" color="fg.muted">
              {helper}
            </Text>
          )}
          {error && <Field.ErrorText data-testid={errorTestId}>{error}</Field.ErrorText>}
        </Stack>
      )}
    </Field.Root>
  );
}
