import { Box, Button, HStack, Input, Portal, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { ADDRESS_MESSAGES, ADDRESS_SEARCH_QUERY_MIN, type AddressSearchPage, type AddressSearchResult } from '@market/domain/address';
import { useId, useState } from 'react';
import { searchAddresses } from '../../api/addresses-api';
import type { LazyDialogProps } from '../lazy-dialog-button';

/**
 * 주소 검색: the shopper types a road name, building or district, picks one result, and the form
 * takes its zip code and road-name address (the detail stays the shopper's to type).
 */
export default function AddressSearchDialog({
  open,
  onOpenChange,
  finalFocusEl,
  onPick,
}: LazyDialogProps & { onPick: (result: AddressSearchResult) => void }) {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<AddressSearchPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState('');
  const inputId = useId();
  const statusId = useId();

  const run = async (q: string, page: number) => {
    if (q.trim().length < ADDRESS_SEARCH_QUERY_MIN) {
      setError(ADDRESS_MESSAGES.searchQuery);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await searchAddresses(q.trim(), page));
      setAsked(q.trim());
    } catch (e) {
      setResult(null);
      setError(e instanceof Error ? e.message : '주소를 검색하지 못했습니다');
    } finally {
      setBusy(false);
    }
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={finalFocusEl}
      initialFocusEl={() => document.getElementById(inputId)}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="address-search-dialog">
            <Dialog.Header>
              <Dialog.Title>주소 검색</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <form
                  role="search"
                  aria-label="도로명주소 검색"
                  onSubmit={(e) => {
                    e.preventDefault();
                    // React bubbles through the portal: an address form around the button must not submit.
                    e.stopPropagation();
                    void run(query, 1);
                  }}
                >
                  <Stack gap="1.5">
                    <Text asChild fontSize="sm" fontWeight="700">
                      <label htmlFor={inputId}>도로명, 건물명 또는 지번</label>
                    </Text>
                    <HStack gap="2">
                      <Input
                        id={inputId}
                        value={query}
                        onChange={(e) => setQuery(e.target.value)}
                        placeholder="예) 세종대로 110, 제주도청"
                        maxLength={80}
                        aria-describedby={statusId}
                        aria-invalid={error ? true : undefined}
                        data-testid="address-search-input"
                      />
                      <Button type="submit" loading={busy} flexShrink="0" data-testid="address-search-submit">
                        검색
                      </Button>
                    </HStack>
                  </Stack>
                </form>
                <Text id={statusId} role="status" fontSize="sm" color={error ? 'fg.error' : 'fg.muted'} data-testid="address-search-status">
                  {error ??
                    (result
                      ? result.total === 0
                        ? `'${asked}'에 맞는 주소가 없습니다. 도로명과 건물번호를 확인해주세요.`
                        : `검색 결과 ${result.total}건`
                      : '도로명과 건물번호(예: 세종대로 110)로 검색하면 정확합니다.')}
                </Text>
                {result && result.items.length > 0 && (
                  <Stack as="ul" gap="2" listStyleType="none" aria-label="주소 검색 결과" data-testid="address-search-results">
                    {result.items.map((a) => (
                      <Box as="li" key={`${a.zipCode}-${a.roadAddress}`}>
                        <Button
                          variant="outline"
                          w="full"
                          h="auto"
                          py="3"
                          px="3"
                          justifyContent="flex-start"
                          textAlign="start"
                          whiteSpace="normal"
                          onClick={() => {
                            onPick(a);
                            onOpenChange(false);
                          }}
                          data-testid="address-search-result"
                        >
                          <Stack gap="0.5" align="start" fontWeight="normal">
                            <Text fontSize="sm" fontWeight="700">
                              {a.zipCode} · {a.roadAddress}
                              {a.buildingName ? ` (${a.buildingName})` : ''}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              지번 {a.jibunAddress}
                            </Text>
                          </Stack>
                        </Button>
                      </Box>
                    ))}
                  </Stack>
                )}
                {result && pages > 1 && (
                  <HStack justify="center" gap="3" aria-label="검색 결과 페이지">
                    <Button size="sm" variant="ghost" disabled={busy || result.page <= 1} onClick={() => void run(asked, result.page - 1)}>
                      이전
                    </Button>
                    <Text fontSize="sm" aria-live="polite">
                      {result.page} / {pages}
                    </Text>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy || result.page >= pages}
                      onClick={() => void run(asked, result.page + 1)}
                    >
                      다음
                    </Button>
                  </HStack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">닫기</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
