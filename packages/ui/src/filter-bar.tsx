import { Box, HStack, Input, InputGroup } from '@market/ui/chakra';
import { NativeSelect } from '@market/ui/chakra-more';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LuSearch } from 'react-icons/lu';

export interface FilterOption {
  value: string;
  label: string;
}

/** A select filter; the value '' stands for "all". */
export interface FilterSelect {
  /** Query key; the select gets `data-testid="filter-<key>"`. */
  key: string;
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}

export const SEARCH_DEBOUNCE_MS = 300;

/** Calls `onChange` once typing has paused, and follows outside changes (back button, reset). */
function DebouncedSearch({ value, onChange, placeholder }: { value: string; onChange: (q: string) => void; placeholder: string }) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const t = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, value]);

  return (
    <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', md: '320px' }} flex="1">
      <Input
        size="sm"
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={100}
        data-testid="filter-search"
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') latest.current(text.trim());
        }}
      />
    </InputGroup>
  );
}

/** Search box (debounced) and select filters above an admin table; `children` go to the right. */
export function FilterBar({
  search,
  filters = [],
  children,
}: {
  search?: { value: string; onChange: (q: string) => void; placeholder: string };
  filters?: FilterSelect[];
  children?: ReactNode;
}) {
  return (
    // Named: the admin header has a search landmark too, and two unnamed ones cannot be told apart.
    <HStack gap="2" wrap="wrap" align="center" role="search" aria-label="목록 검색 및 필터">
      {search && <DebouncedSearch {...search} />}
      {filters.map((f) => (
        <NativeSelect.Root key={f.key} size="sm" width="auto" minW="140px">
          <NativeSelect.Field
            aria-label={f.label}
            data-testid={`filter-${f.key}`}
            value={f.value}
            onChange={(e) => f.onChange(e.currentTarget.value)}
          >
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
      {children && <Box ms="auto">{children}</Box>}
    </HStack>
  );
}
