import { Box, Heading, Input, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import { Switch } from '@market/ui/chakra-form-controls';
import { FormField } from '@market/ui/form-field';
import type { ReactNode } from 'react';

/** A form's control whatever its values (the settings forms share these fields). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyControl = any;

/** One group of settings: a heading, a line of help and its fields in a grid. */
export function SettingsSection({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = `section-${title.replace(/\s+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="l3" p={{ base: '4', md: '5' }} bg="bg.panel" data-testid={testId}>
      <Stack gap="1" mb="4">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Box>
  );
}

export function TextField({
  control,
  name,
  label,
  helper,
  required,
  type = 'text',
  placeholder,
  autoComplete = 'off',
}: {
  control: AnyControl;
  name: string;
  label: string;
  helper?: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <FormField control={control} name={name} label={label} helper={helper} required={required}>
      {(field) => (
        <Input
          {...field}
          value={(field.value as string | null) ?? ''}
          size="sm"
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({ control, name, label, helper }: { control: AnyControl; name: string; label: string; helper?: string }) {
  return (
    <FormField control={control} name={name} label={label} helper={helper} gridColumn={{ md: 'span 2' }}>
      {(field) => <Textarea {...field} value={(field.value as string) ?? ''} size="sm" rows={3} />}
    </FormField>
  );
}

/**
 * A number typed in the form: the schema gets a number (an empty or unreadable input is NaN, which
 * the schema refuses with the field's message).
 */
export function NumberField({
  control,
  name,
  label,
  helper,
  unit,
  step = 1,
  min = 0,
}: {
  control: AnyControl;
  name: string;
  label: string;
  helper?: string;
  unit?: string;
  step?: number;
  min?: number;
}) {
  return (
    <FormField control={control} name={name} label={unit ? `${label} (${unit})` : label} helper={helper} required requiredMarker={false}>
      {(field) => (
        <Input
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : ''}
          onChange={(e) => field.onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))}
          size="sm"
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
        />
      )}
    </FormField>
  );
}

export function SelectField({
  control,
  name,
  label,
  options,
}: {
  control: AnyControl;
  name: string;
  label: string;
  options: Record<string, string>;
}) {
  return (
    <FormField control={control} name={name} label={label} required requiredMarker={false}>
      {(field) => (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...field}>
            {Object.entries(options).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

/** An on/off setting: a switch labelled by its name, with a line of help. */
export function SwitchField({ control, name, label, helper }: { control: AnyControl; name: string; label: string; helper?: string }) {
  return (
    <FormField control={control} name={name} helper={helper}>
      {(field, meta) => (
        <Switch.Root
          size="sm"
          checked={field.value === true}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
          aria-describedby={helper ? meta.describedBy : undefined}
          data-testid={`switch-${name}`}
        >
          <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label fontSize="sm" fontWeight="600">
            {label}
          </Switch.Label>
        </Switch.Root>
      )}
    </FormField>
  );
}

/** Checkboxes of a list (installment months, mobile carriers): the field holds the checked values. */
export function ChoiceListField<V extends string | number>({
  control,
  name,
  label,
  options,
}: {
  control: AnyControl;
  name: string;
  label: string;
  options: { value: V; label: string }[];
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => {
        const value = (field.value as V[]) ?? [];
        return (
          <Box as="fieldset" display="flex" flexWrap="wrap" gap="3" aria-label={label}>
            {options.map((o) => (
              <label key={String(o.value)} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.35rem', fontSize: '0.875rem' }}>
                <input
                  type="checkbox"
                  checked={value.includes(o.value)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? options.map((x) => x.value).filter((x) => x === o.value || value.includes(x))
                        : value.filter((x) => x !== o.value),
                    )
                  }
                />
                {o.label}
              </label>
            ))}
          </Box>
        );
      }}
    </FormField>
  );
}
