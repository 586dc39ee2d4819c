import { HStack, IconButton, Input, InputGroup, Stack } from '@market/ui/chakra';
import { PlainSelect } from '@market/ui/plain-select';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuLayoutGrid, LuList, LuSearch } from 'react-icons/lu';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { BRAND_CATEGORY_OPTIONS, BRAND_SEARCH_MAX_LENGTH, BRAND_SORT_OPTIONS, type BrandFilters, type BrandSort } from '../brand-filters';

export type BrandFiltersChange = (patch: Partial<BrandFilters>, options?: { replace?: boolean }) => void;

/** Search text that commits to the URL 300 ms after typing stops, or at once on Enter. */
function BrandSearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const latest = useRef({ value, onCommit });
  latest.current = { value, onCommit };

  // The URL changed from outside (back button, a link): show its search text.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const q = debounced.trim();
    if (q !== latest.current.value) latest.current.onCommit(q);
  }, [debounced]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q !== value) onCommit(q);
  };

  return (
    <form role="search" aria-label="브랜드 검색" onSubmit={submit} style={{ width: '100%' }}>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={BRAND_SEARCH_MAX_LENGTH}
          placeholder="브랜드명을 검색하세요 (한글/영문)"
          aria-label="브랜드 검색"
          enterKeyHint="search"
          rounded="full"
          bg="bg.subtle"
          borderColor="transparent"
          _focusVisible={{ bg: 'bg', borderColor: 'border.emphasized' }}
        />
      </InputGroup>
    </form>
  );
}

/** Search, category, sort and grid/list controls of the brand directory. */
export function BrandFilterBar({ filters, onChange }: { filters: BrandFilters; onChange: BrandFiltersChange }) {
  return (
    <Stack gap="3">
      <BrandSearchBox value={filters.q} onCommit={(q) => onChange({ q }, { replace: true })} />
      <HStack gap="2">
        <PlainSelect
          rootProps={{ w: 'auto' }}
          aria-label="카테고리"
          value={filters.category}
          onChange={(e) => onChange({ category: e.target.value })}
          rounded="full"
        >
          <option value="">전체 카테고리</option>
          {BRAND_CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </PlainSelect>
        <PlainSelect
          rootProps={{ w: 'auto' }}
          aria-label="정렬"
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as BrandSort })}
          rounded="full"
        >
          {BRAND_SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </PlainSelect>
        <HStack gap="0" ms="auto" role="group" aria-label="보기 방식">
          <IconButton
            size="sm"
            variant={filters.view === 'grid' ? 'solid' : 'ghost'}
            aria-label="그리드로 보기"
            aria-pressed={filters.view === 'grid'}
            onClick={() => onChange({ view: 'grid' }, { replace: true })}
          >
            <LuLayoutGrid />
          </IconButton>
          <IconButton
            size="sm"
            variant={filters.view === 'list' ? 'solid' : 'ghost'}
            aria-label="리스트로 보기"
            aria-pressed={filters.view === 'list'}
            onClick={() => onChange({ view: 'list' }, { replace: true })}
          >
            <LuList />
          </IconButton>
        </HStack>
      </HStack>
    </Stack>
  );
}
