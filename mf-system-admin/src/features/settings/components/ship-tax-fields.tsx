import { Input, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { NativeSelect, Table } from '@market/ui/chakra-more';
import { FormField } from '@market/ui/form-field';
import type { ReactNode } from 'react';

/**
 * Fields of the shipping and tax settings forms (react-hook-form over the domain's zod schemas,
 * ADR 018). A number field keeps a number in the form (NaN while empty, which the schema refuses
 * with its Korean message), so the domain schema validates the form as it is.
 */

/** A form's control, whatever its values (the kit's FormField takes it so). */
type AnyControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

/** The control's id: `prefix-name` inside a dialog, so that it never repeats the page form's ids. */
const fieldId = (name: string, prefix?: string) => (prefix ? `${prefix}-${name.replace(/\./g, '-')}` : undefined);

export function NumberField({
  control,
  name,
  prefix,
  label,
  helper,
  step = 1,
  unit,
}: {
  control: object;
  name: string;
  /** Prefix of the control's id (dialogs). */
  prefix?: string;
  label: string;
  helper?: ReactNode;
  step?: number;
  unit?: string;
}) {
  return (
    <FormField
      control={control as AnyControl}
      id={fieldId(name, prefix)}
      name={name}
      label={unit ? `${label} (${unit})` : label}
      helper={helper}
    >
      {(field) => (
        <Input
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          size="sm"
          type="number"
          step={step}
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : ''}
          onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
      )}
    </FormField>
  );
}

export function TextField({
  control,
  name,
  prefix,
  label,
  helper,
  type = 'text',
  placeholder,
}: {
  control: object;
  name: string;
  /** Prefix of the control's id (dialogs). */
  prefix?: string;
  label: string;
  helper?: ReactNode;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
}) {
  return (
    <FormField control={control as AnyControl} id={fieldId(name, prefix)} name={name} label={label} helper={helper}>
      {(field) => <Input {...field} value={field.value ?? ''} size="sm" type={type} placeholder={placeholder} autoComplete="off" />}
    </FormField>
  );
}

export function CheckField({ control, name, label, prefix }: { control: object; name: string; label: string; prefix?: string }) {
  return (
    <FormField control={control as AnyControl} id={fieldId(name, prefix)} name={name}>
      {(field, meta) => (
        <Checkbox.Root
          size="sm"
          checked={field.value === true}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
          aria-describedby={meta.describedBy}
        >
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </FormField>
  );
}

export function SelectField({
  control,
  name,
  prefix,
  label,
  options,
}: {
  control: object;
  name: string;
  /** Prefix of the control's id (dialogs). */
  prefix?: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FormField control={control as AnyControl} id={fieldId(name, prefix)} name={name} label={label}>
      {(field) => (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...field} value={field.value ?? ''}>
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

/** One column of a settings list. */
export interface ListColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A settings list: every row on one screen (a few methods, zones, carriers, rules or reports), so
 * no paging or sorting, and several per page without repeated pagination landmarks.
 */
export function ListTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    );
  return (
    // Focusable so a keyboard can scroll it at 360 px when no cell holds a button (the tax rules).
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.align ?? 'start'} whiteSpace="nowrap">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align ?? 'start'} verticalAlign="middle">
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
