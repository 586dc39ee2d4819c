import { Box, Input, Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { useId, useMemo, useState } from 'react';

/**
 * A multi-select as a filterable checkbox list: none checked means every brand (category), which
 * the line under the list says.
 */
export function ScopePicker({
  label,
  allLabel,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  allLabel: string;
  options: { id: string; name: string; hint?: string | null }[];
  value: string[];
  onChange: (ids: string[]) => void;
  testId: string;
}) {
  const [filter, setFilter] = useState('');
  const uid = useId();
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? options.filter((o) => `${o.name} ${o.hint ?? ''}`.toLowerCase().includes(f)) : options;
  }, [options, filter]);
  const chosen = new Set(value);
  const names = options.filter((o) => chosen.has(o.id)).map((o) => o.name);

  return (
    <Stack gap="1.5" data-testid={testId}>
      <Input
        size="xs"
        placeholder={`${label} 검색`}
        aria-label={`${label} 검색`}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <Box
        as="ul"
        role="group"
        aria-label={label}
        listStyleType="none"
        maxH="40"
        overflowY="auto"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        px="2"
        py="1"
      >
        {shown.map((o) => (
          <Box as="li" key={o.id} py="0.5">
            <Checkbox.Root
              // Own ids: inside a form field every checkbox would otherwise take the field's one id and label.
              ids={{
                hiddenInput: `${uid}-${o.id}`,
                label: `${uid}-${o.id}-label`,
                control: `${uid}-${o.id}-control`,
                root: `${uid}-${o.id}-root`,
              }}
              size="sm"
              checked={chosen.has(o.id)}
              onCheckedChange={(e) => onChange(e.checked === true ? [...value, o.id] : value.filter((id) => id !== o.id))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm">
                {o.name}
                {o.hint && (
                  <Text as="span" color="fg.subtle" fontSize="xs">
                    {' '}
                    · {o.hint}
                  </Text>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          </Box>
        ))}
        {shown.length === 0 && (
          <Text as="li" fontSize="xs" color="fg.muted" py="1">
            검색 결과가 없습니다.
          </Text>
        )}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {names.length > 0 ? `${names.length}개 선택: ${names.slice(0, 4).join(', ')}${names.length > 4 ? ' …' : ''}` : allLabel}
      </Text>
    </Stack>
  );
}
