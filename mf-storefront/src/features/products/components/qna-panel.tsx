import { Badge, Box, HStack, Stack, Text } from '@market/ui/chakra';
import { Accordion } from '@market/ui/chakra-interactive';
import { formatDate, formatNumber } from '@market/domain/format';
import type { ProductDetail } from '@market/domain/product';
import type { ProductQuestion } from '@market/domain/review';
import { QUESTION_STATUS_LABELS } from '@market/domain/review-rules';
import { useCustomerSession } from '@market/session/session-store';
import { EmptyState, ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import { lazy, useState } from 'react';
import { LuLock, LuPencil } from 'react-icons/lu';
import { QUESTION_PAGE_SIZE, useQuestions } from '../api/get-questions';
import { ReviewFormSignIn } from './review-form-sign-in';
import { ListPager } from '../../../components/list-pager';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LazyDialogButton } from '../../../components/lazy-dialog-button';

const QnaFormDialog = lazy(() => import(/* webpackChunkName: "qna-form" */ './qna-form-dialog'));

function QuestionItem({ q }: { q: ProductQuestion }) {
  return (
    <Accordion.Item value={q.id} borderBottomWidth="1px" borderColor="border" data-testid="question">
      <Accordion.ItemTrigger py="4" cursor="pointer" gap="3" textAlign="start">
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
            <StatusBadge tone={q.status === 'answered' ? 'success' : 'neutral'}>{QUESTION_STATUS_LABELS[q.status] ?? q.status}</StatusBadge>
            {q.isPrivate && (
              <HStack gap="1">
                <LuLock aria-hidden />
                <Text>비밀글</Text>
              </HStack>
            )}
            {q.isMine && (
              <Badge size="xs" variant="outline">
                내 문의
              </Badge>
            )}
            <Text>{q.author}</Text>
            <Text>{formatDate(q.createdAt)}</Text>
          </HStack>
          <Text fontWeight="600" fontSize="sm">
            {q.title}
          </Text>
        </Stack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack gap="3" pb="2" fontSize="sm">
            <Text color="fg.muted" whiteSpace="pre-line">
              {q.content}
            </Text>
            {q.answer ? (
              <Box bg="bg.subtle" rounded="md" p="3" data-testid="question-answer">
                <Text fontWeight="700" mb="1">
                  답변{q.answeredBy ? ` · ${q.answeredBy}` : ''}
                </Text>
                <Text color="fg.muted" whiteSpace="pre-line">
                  {q.answer}
                </Text>
                {q.answeredAt && (
                  <Text fontSize="xs" color="fg.subtle" mt="1">
                    {formatDate(q.answeredAt)}
                  </Text>
                )}
              </Box>
            ) : (
              <Text color="fg.subtle">아직 답변이 등록되지 않았습니다.</Text>
            )}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

/** Q&A tab: public questions with their answers (paged) and, for a signed-in shopper, the write button. */
export function QnaPanel({ product }: { product: ProductDetail }) {
  const { customer } = useCustomerSession();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useQuestions(product.id, page);
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          상품 문의{' '}
          <Text as="span" fontWeight="700" color="fg" data-testid="question-total">
            {data ? formatNumber(data.total) : '-'}
          </Text>
          건
        </Text>
        {customer ? (
          <LazyDialogButton
            size="sm"
            variant="outline"
            data-testid="write-qna"
            dialog={(props) => (
              <QnaFormDialog
                product={product}
                onCreated={() => {
                  setPage(1);
                  void mutate();
                }}
                {...props}
              />
            )}
          >
            <LuPencil aria-hidden /> 상품 문의하기
          </LazyDialogButton>
        ) : (
          <ReviewFormSignIn message="상품 문의는 로그인 후 작성할 수 있습니다." testId="qna-sign-in" />
        )}
      </HStack>
      {error ? (
        <ErrorState
          title="상품 문의를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading && !data ? (
        <ListSkeleton rows={3} label="상품 문의를 불러오는 중" />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="등록된 상품 문의가 없습니다" description="상품에 대해 궁금한 점을 문의해주세요." />
      ) : (
        <Box opacity={isLoading ? 0.6 : 1} aria-busy={isLoading}>
          <Accordion.Root collapsible multiple variant="plain" data-testid="question-list">
            {data.items.map((q) => (
              <QuestionItem key={q.id} q={q} />
            ))}
          </Accordion.Root>
          <ListPager total={data.total} limit={QUESTION_PAGE_SIZE} page={page} onPageChange={setPage} label="상품 문의 페이지 이동" />
        </Box>
      )}
    </Stack>
  );
}
