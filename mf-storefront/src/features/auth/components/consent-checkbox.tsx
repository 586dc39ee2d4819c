import { Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import type { ReactNode, Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type BoxProps = {
  children: ReactNode;
  /** 필수 or 선택. */
  tag?: '필수' | '선택';
  testId: string;
  strong?: boolean;
};

/** One consent box of the sign-up form, bound to its form field (focused when it is missing). */
export function ConsentCheckbox<T extends FieldValues>(
  props: BoxProps &
    (
      | { control: Control<T, unknown, unknown>; name: FieldPath<T> }
      | { checked: boolean; onChange: (checked: boolean) => void; control?: never }
    ),
) {
  return 'control' in props && props.control ? (
    <BoundConsent {...props} />
  ) : (
    <ConsentBox {...(props as BoxProps & { checked: boolean; onChange: (c: boolean) => void })} />
  );
}

function BoundConsent<T extends FieldValues>({
  control,
  name,
  ...box
}: BoxProps & { control: Control<T, unknown, unknown>; name: FieldPath<T> }) {
  const { field, fieldState } = useController({ control: control as Control<T>, name });
  return (
    <ConsentBox
      {...box}
      checked={field.value === true}
      onChange={field.onChange}
      invalid={Boolean(fieldState.error)}
      inputRef={field.ref}
      name={name}
    />
  );
}

function ConsentBox({
  checked,
  onChange,
  children,
  tag,
  testId,
  invalid,
  inputRef,
  name,
  strong = false,
}: BoxProps & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      invalid={invalid}
      name={name}
      data-testid={testId}
      size={strong ? 'md' : 'sm'}
      alignItems="center"
    >
      <Checkbox.HiddenInput ref={inputRef} />
      <Checkbox.Control />
      <Checkbox.Label fontSize={strong ? 'md' : 'sm'} fontWeight={strong ? '700' : '400'}>
        {tag && (
          <Text as="span" color={tag === '필수' ? 'accent.fg' : 'fg.subtle'} fontWeight="700" me="1">
            [{tag}]
          </Text>
        )}
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
