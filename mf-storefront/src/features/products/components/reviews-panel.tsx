import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@market/ui/chakra';
import { formatDate, formatNumber } from '@market/domain/format';
import type { ProductDetail } from '@market/domain/product';
import { REVIEW_MESSAGES } from '@market/domain/review-rules';
import { EmptyState, ErrorState } from '@market/ui/states';
import { lazy, useState } from 'react';
import { LuPencil, LuStar } from 'react-icons/lu';
import { useShopSettings } from '../../../api/get-shop-settings';
import { useReviews } from '../api/get-reviews';
import { ReportReviewButton } from './report-review-button';
import { ReviewFormSignIn } from './review-form-sign-in';
import { useCustomerSession } from '@market/session/session-store';
import { LazyDialogButton } from '../../../components/lazy-dialog-button';

const ReviewFormDialog = lazy(() => import(/* webpackChunkName: "review-form" */ './review-form-dialog'));

/**
 * '리뷰 작성' for a signed-in shopper (the dialog loads on the first press); a sign-in hint
 * otherwise; nothing while the shop settings switch reviews off (the API refuses them then).
 */
function WriteReviewButton({ product }: { product: ProductDetail }) {
  const { customer } = useCustomerSession();
  const { reviewsEnabled } = useShopSettings();
  if (!reviewsEnabled)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="reviews-closed">
        {REVIEW_MESSAGES.disabled}
      </Text>
    );
  if (!customer) return <ReviewFormSignIn message="리뷰는 로그인 후 작성할 수 있습니다." testId="review-sign-in" />;
  return (
    <LazyDialogButton
      size="sm"
      variant="outline"
      data-testid="write-review"
      dialog={(props) => <ReviewFormDialog product={product} {...props} />}
    >
      <LuPencil aria-hidden /> 리뷰 작성
    </LazyDialogButton>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" color="orange.solid" aria-label={`별점 ${rating}점`}>
      {Array.from({ length: 5 }, (_, i) => (
        <LuStar key={i} aria-hidden fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

/** The 리뷰 tab: rating summary, the write button and the paged reviews (a chunk of its own). */
export default function ReviewsPanel({ product }: { product: ProductDetail }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useReviews(product.id, page);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2">
          <Text fontSize="2xl" fontWeight="800">
            {product.rating.toFixed(1)}
          </Text>
          <Stars rating={Math.round(product.rating)} />
          <Text fontSize="sm" color="fg.muted">
            리뷰 {formatNumber(product.reviewCount)}개
          </Text>
        </HStack>
        <WriteReviewButton product={product} />
      </HStack>
      {error ? (
        <ErrorState
          title="리뷰를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <Stack gap="4">
          {Array.from({ length: 3 }, (_, i) => (
            <Stack key={i} gap="2">
              <Skeleton h="3" w="30%" />
              <Skeleton h="4" w="90%" />
            </Stack>
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState title="아직 작성된 리뷰가 없습니다" description="첫 번째 리뷰를 남겨주세요." />
      ) : (
        <Stack gap="0" data-testid="review-list">
          {data.items.map((r) => (
            <Stack key={r.id} gap="1.5" py="4" borderBottomWidth="1px" borderColor="border" data-testid="review">
              <HStack gap="2" fontSize="xs" color="fg.muted">
                <Stars rating={r.rating} />
                <Text>{r.author}</Text>
                <Text>·</Text>
                <Text>{formatDate(r.createdAt)}</Text>
                {r.verified && (
                  <Badge size="xs" variant="subtle">
                    구매 확인
                  </Badge>
                )}
                <ReportReviewButton reviewId={r.id} onReported={() => void mutate()} />
              </HStack>
              {r.title && (
                <Text fontWeight="700" fontSize="sm">
                  {r.title}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                {r.content}
              </Text>
              {r.adminReply && (
                <Box bg="bg.subtle" rounded="md" p="3" fontSize="xs" color="fg.muted">
                  <Text fontWeight="700" color="fg" mb="1">
                    판매자 답변
                  </Text>
                  {r.adminReply}
                </Box>
              )}
            </Stack>
          ))}
          {data.total > data.page * data.limit && (
            <Button mt="4" variant="outline" size="sm" alignSelf="center" onClick={() => setPage(page + 1)}>
              다음 리뷰 보기
            </Button>
          )}
          {page > 1 && (
            <Button mt="2" variant="ghost" size="sm" alignSelf="center" onClick={() => setPage(page - 1)}>
              이전 리뷰 보기
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
