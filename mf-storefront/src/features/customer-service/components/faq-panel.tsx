import { Badge, Box, Button, HStack, Input, InputGroup, Stack, Text } from '@market/ui/chakra';
import { Accordion } from '@market/ui/chakra-interactive';
import { EmptyState, ErrorState } from '@market/ui/states';
import { useRef, useState } from 'react';
import { LuSearch, LuThumbsDown, LuThumbsUp } from 'react-icons/lu';
import { ApiError } from '@market/api-client/api-fetch';
import { countFaqView, rememberVote, voteFaq, votedFaqs } from '../api/faq-feedback';
import { ListPager } from '../../../components/list-pager';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FAQ_PAGE_SIZE, useFaqCategories, useFaqs } from '../api/get-faqs';
import { formatNumber } from '@market/domain/format';

/** 'Was this helpful?': one vote per shopper or browser; the thanks (or the refusal) replaces the buttons. */
function FaqFeedback({ id }: { id: string }) {
  const [message, setMessage] = useState<string | null>(() => (id in votedFaqs() ? '평가해주셔서 감사합니다.' : null));
  const [busy, setBusy] = useState(false);
  const vote = async (helpful: boolean) => {
    setBusy(true);
    try {
      const result = await voteFaq(id, helpful);
      rememberVote(id, helpful);
      setMessage(result.message ?? '평가해주셔서 감사합니다.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) rememberVote(id, helpful);
      setMessage(error instanceof Error ? error.message : '평가를 저장하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="2" mt="3" justify="flex-end" fontSize="sm" color="fg.muted" data-testid="faq-feedback">
      {message ? (
        <Text role="status" data-testid="faq-feedback-message">
          {message}
        </Text>
      ) : (
        <>
          <Text>이 답변이 도움이 되었나요?</Text>
          <Button size="xs" variant="outline" disabled={busy} onClick={() => void vote(true)} data-testid="faq-helpful">
            <LuThumbsUp aria-hidden /> 도움이 됐어요
          </Button>
          <Button size="xs" variant="outline" disabled={busy} onClick={() => void vote(false)} data-testid="faq-not-helpful">
            <LuThumbsDown aria-hidden /> 도움이 안 됐어요
          </Button>
        </>
      )}
    </HStack>
  );
}

/** FAQ tab: category chips with counts, a search box (300 ms) and the answers in an accordion; opening one counts a view. */
export function FaqPanel() {
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), 300);
  const categories = useFaqCategories();
  const { data, error, isLoading, mutate } = useFaqs(category, q, page);
  const cats = categories.data?.items ?? [];
  // Each FAQ's view is counted once per visit of the page, when it is first opened.
  const viewed = useRef(new Set<string>());
  const opened = (ids: string[]) => {
    for (const id of ids) {
      if (viewed.current.has(id)) continue;
      viewed.current.add(id);
      void countFaqView(id).catch(() => undefined);
    }
  };
  const all = categories.data?.total ?? 0;
  const pick = (value: string) => {
    setCategory(value);
    setPage(1);
  };
  return (
    <Stack gap="5">
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          placeholder="궁금한 내용을 검색해보세요"
          aria-label="자주 묻는 질문 검색"
          maxLength={100}
          data-testid="faq-search"
        />
      </InputGroup>
      <HStack gap="2" overflowX="auto" pb="1" role="group" aria-label="FAQ 분류">
        {[{ value: '', label: '전체', count: all }, ...cats].map((c) => (
          <Button
            key={c.value || 'all'}
            size="sm"
            rounded="full"
            flexShrink="0"
            variant={category === c.value ? 'solid' : 'outline'}
            aria-pressed={category === c.value}
            onClick={() => pick(c.value)}
            data-testid="faq-category"
          >
            {c.label}
            {cats.length > 0 && (
              <Text as="span" fontSize="xs" opacity={0.7}>
                {c.count}
              </Text>
            )}
          </Button>
        ))}
      </HStack>
      {error ? (
        <ErrorState
          title="자주 묻는 질문을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading && !data ? (
        <ListSkeleton rows={5} label="자주 묻는 질문을 불러오는 중" />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          title={q ? '검색 결과가 없습니다' : '등록된 질문이 없습니다'}
          description={q ? `'${q}'에 대한 질문을 찾지 못했습니다. 1:1 문의를 이용해주세요.` : undefined}
        />
      ) : (
        <Box opacity={isLoading ? 0.6 : 1} aria-busy={isLoading}>
          <Text fontSize="sm" color="fg.muted" mb="2" data-testid="faq-count">
            총 {formatNumber(data.total)}건
          </Text>
          <Accordion.Root collapsible variant="plain" data-testid="faq-list" onValueChange={(e) => opened(e.value)}>
            {data.items.map((f) => (
              <Accordion.Item key={f.id} value={f.id} borderBottomWidth="1px" borderColor="border" data-testid="faq-item">
                <Accordion.ItemTrigger py="4" cursor="pointer" gap="3" textAlign="start">
                  <Text as="span" fontWeight="800" color="accent.fg" aria-hidden>
                    Q
                  </Text>
                  <Stack gap="1" flex="1">
                    <Badge size="sm" variant="subtle" alignSelf="start">
                      {f.categoryLabel}
                    </Badge>
                    <Text as="span" fontWeight="600">
                      {f.question}
                    </Text>
                  </Stack>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <HStack align="start" gap="3" bg="bg.subtle" rounded="md" p="4">
                      <Text fontWeight="800" color="fg.muted" aria-hidden>
                        A
                      </Text>
                      <Text color="fg.muted" whiteSpace="pre-line" fontSize="sm" lineHeight="1.8">
                        {f.answer}
                      </Text>
                    </HStack>
                    <FaqFeedback id={f.id} />
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <ListPager total={data.total} limit={FAQ_PAGE_SIZE} page={page} onPageChange={setPage} />
        </Box>
      )}
    </Stack>
  );
}
