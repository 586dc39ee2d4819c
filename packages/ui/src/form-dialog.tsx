import { Button, CloseButton, Input, Portal, Stack, type ButtonProps } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { FormAlert } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';

/**
 * Every admin create / edit dialog: a form in a dialog with the server's form-level error above the
 * fields (FormAlert), 닫기 and the submit button in the footer, closing refused while the save is
 * pending. Plus text, select, text-area, date-time and checkbox fields bound to react-hook-form
 * through the kit's FormField, for the forms that need nothing more.
 */

/** A form's control whatever its value types (the fields only read and write by name). */
export type AnyFormControl = NonNullable<Parameters<typeof FormField>[0]['control']>;
export const asFormControl = (form: { control: unknown }) => form.control as AnyFormControl;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyControl<T extends FieldValues> = Control<T, any, any>;

export function FormDialog<T extends FieldValues>({
  open = true,
  size = 'lg',
  title,
  onClose,
  busy,
  submitLabel,
  cancelLabel = '닫기',
  submitColorPalette,
  onSubmit,
  testId,
  control,
  children,
}: {
  /** Mounted only while open by most callers; pass it when the dialog stays mounted. */
  open?: boolean;
  size?: 'md' | 'lg' | 'xl';
  title: string;
  onClose: () => void;
  busy: boolean;
  submitLabel: string;
  /** The footer's closing button (a settings dialog says 취소). */
  cancelLabel?: string;
  submitColorPalette?: ButtonProps['colorPalette'];
  onSubmit: () => void;
  testId: string;
  control: AnyControl<T>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} rounded={{ md: 'l3' }}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
              style={{ display: 'contents' }}
            >
              <Dialog.Header>
                <Dialog.Title fontSize="lg">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormAlert control={control} />
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="sm" disabled={busy}>
                    {cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" colorPalette={submitColorPalette} loading={busy} data-testid={`${testId}-submit`}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function TextInputField({
  control,
  name,
  label,
  required = true,
  placeholder,
  helper,
  type,
  inputMode,
  min,
}: {
  control: AnyFormControl;
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  helper?: ReactNode;
  type?: 'text' | 'number' | 'datetime-local';
  inputMode?: 'text' | 'numeric';
  min?: number;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required} helper={helper}>
      {(field) => (
        <Input
          {...field}
          value={(field.value as string | number | null | undefined) ?? ''}
          size="sm"
          type={type}
          inputMode={inputMode}
          min={min}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

export function TextAreaField({
  control,
  name,
  label,
  rows = 6,
  required = true,
  helper,
}: {
  control: AnyFormControl;
  name: string;
  label: string;
  rows?: number;
  required?: boolean;
  helper?: ReactNode;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required} helper={helper}>
      {(field) => <Textarea {...field} value={(field.value as string | undefined) ?? ''} size="sm" rows={rows} />}
    </FormField>
  );
}

export function SelectField({
  control,
  name,
  label,
  options,
}: {
  control: AnyFormControl;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField control={control} name={name} label={label} required>
      {(field) => (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...field} value={(field.value as string | undefined) ?? ''}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

export function CheckboxField({ control, name, label }: { control: AnyFormControl; name: string; label: string }) {
  return (
    <FormField control={control} name={name}>
      {(field, meta) => (
        <Checkbox.Root
          size="sm"
          checked={field.value === true}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
          aria-describedby={meta.describedBy}
        >
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </FormField>
  );
}
