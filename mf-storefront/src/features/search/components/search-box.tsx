import { Box, HStack, IconButton, Input, InputGroup, Link, Spinner, Stack, Text } from '@market/ui/chakra';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuSearch, LuStore, LuTag, LuX } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { SEARCH_QUERY_MAX } from '@market/domain/catalog-rules';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { urls } from '../../../urls';
import { useSearchSuggestions } from '../api/get-search-suggestions';

/**
 * The search field: suggestions (5 products, 3 brands) 300 ms after typing stops; Enter submits a
 * trimmed, non-blank term. Arrow down moves into the suggestions, Escape closes them.
 */
export function SearchBox({
  value,
  onSubmit,
  onChoose,
}: {
  value: string;
  onSubmit: (term: string) => void;
  onChoose: (term: string) => void;
}) {
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(text, 300);
  const { data, isLoading } = useSearchSuggestions(open ? debounced : '');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // The URL's term changed from outside (back button, a recent or popular search): show it, but
  // never overwrite what the shopper is typing (navigations render late, in a transition).
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(value);
  }, [value]);

  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = text.trim();
    if (!term) return; // spec 5: a blank query is not submitted
    setOpen(false);
    onSubmit(term);
  };

  const focusItem = (delta: number) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (!items.length) return;
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const next = index < 0 ? (delta > 0 ? 0 : items.length - 1) : index + delta;
    if (next < 0) inputRef.current?.focus();
    else items[Math.min(next, items.length - 1)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      focusItem(1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(-1);
    } else if (e.key === 'Escape') {
      setOpen(false);
      inputRef.current?.focus();
    }
  };

  const term = debounced.trim();
  const products = data?.products ?? [];
  const brands = data?.brands ?? [];
  const showList = open && term !== '' && text.trim() !== '' && (products.length > 0 || brands.length > 0);

  return (
    <Box ref={rootRef} position="relative" onKeyDown={onKeyDown}>
      <form role="search" onSubmit={submit} aria-label="상품 검색">
        <InputGroup
          startElement={<LuSearch aria-hidden />}
          endElement={
            <HStack gap="1">
              {isLoading && open && <Spinner size="xs" color="fg.subtle" aria-label="추천 검색어 불러오는 중" />}
              {text && (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  rounded="full"
                  aria-label="검색어 지우기"
                  onClick={() => {
                    setText('');
                    inputRef.current?.focus();
                  }}
                >
                  <LuX />
                </IconButton>
              )}
            </HStack>
          }
        >
          <Input
            ref={inputRef}
            type="search"
            size="lg"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            placeholder="상품명, 브랜드명으로 검색하세요"
            aria-label="검색어"
            aria-autocomplete="list"
            aria-controls={showList ? listId : undefined}
            aria-expanded={showList}
            role="combobox"
            enterKeyHint="search"
            rounded="full"
            bg="bg.subtle"
            borderColor="transparent"
            _focusVisible={{ bg: 'bg', borderColor: 'border.emphasized' }}
            data-testid="search-input"
          />
        </InputGroup>
      </form>
      {showList && (
        <Box
          position="absolute"
          top="calc(100% + 0.5rem)"
          insetX="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="lg"
          shadow="lg"
          py="2"
          data-testid="search-suggestions"
        >
          <Stack as="ul" ref={listRef} id={listId} gap="0" listStyleType="none" aria-label="추천 검색어">
            {products.map((p) => (
              <li key={`p${p.id}`}>
                <Link
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="2.5"
                  px="4"
                  py="2"
                  fontSize="sm"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  _focusVisible={{ bg: 'bg.muted', outline: 'none' }}
                >
                  <RouterLink to={urls.product(p.id)} onClick={() => onChoose(term)} data-testid="suggestion-product">
                    <Box color="fg.subtle" aria-hidden>
                      <LuTag />
                    </Box>
                    <Text as="span" truncate>
                      {p.name}
                    </Text>
                  </RouterLink>
                </Link>
              </li>
            ))}
            {brands.length > 0 && (
              <Text as="li" px="4" pt="2" pb="1" fontSize="2xs" fontWeight="700" color="fg.subtle" letterSpacing="0.08em" aria-hidden>
                브랜드
              </Text>
            )}
            {brands.map((b) => (
              <li key={`b${b.slug}`}>
                <Link
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="2.5"
                  px="4"
                  py="2"
                  fontSize="sm"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  _focusVisible={{ bg: 'bg.muted', outline: 'none' }}
                >
                  <RouterLink to={urls.brand(b.slug)} onClick={() => onChoose(term)} data-testid="suggestion-brand">
                    <Box color="fg.subtle" aria-hidden>
                      <LuStore />
                    </Box>
                    <Text as="span" truncate>
                      {b.name}
                    </Text>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
