import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@market/ui/chakra';
import { List } from '@market/ui/chakra-more';
import { Tabs } from '@market/ui/chakra-interactive';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import type { ProductDetail } from '@market/domain/product';
import { REVIEW_MESSAGES } from '@market/domain/review-rules';
import { EmptyState, ErrorState } from '@market/ui/states';
import { lazy, useState } from 'react';
import { LuPencil, LuStar } from 'react-icons/lu';
import { useShopSettings } from '../../../api/get-shop-settings';
import { useReviews } from '../api/get-reviews';
import { remoteZoneNotes } from '../shipping-notes';
import { deliveryDateText } from '@market/domain/delivery-date';
import { useHydrated } from '@market/ui/use-hydrated';
import { QnaPanel } from './qna-panel';
import { SizeGuideTable } from './size-guide-table';
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

function ReviewsPanel({ product }: { product: ProductDetail }) {
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

/** Shipping and returns, with the fees and the return window the server applies. */
function ShippingPanel() {
  const { shipping } = useShopSettings();
  const remote = remoteZoneNotes(shipping.remoteZones);
  // After hydration only: the server's "now" may be another day than the browser's.
  const hydrated = useHydrated();
  const arrival = hydrated
    ? deliveryDateText(
        new Date(),
        shipping.processingDays,
        shipping.remoteZones.map((z) => z.deliveryDays),
      )
    : null;
  return (
    <Stack gap="6" fontSize="sm" data-testid="shipping-returns">
      <Stack gap="2">
        <Text fontWeight="700">배송 안내</Text>
        <List.Root gap="1.5" ps="4" color="fg.muted">
          <List.Item>
            배송비: {formatKRW(shipping.fee)} ({formatKRW(shipping.freeShippingThreshold)} 이상 구매 시 무료배송)
          </List.Item>
          {remote.length > 0 && (
            <List.Item>
              일부 지역은 무료배송 주문에도 추가 배송비가 부과되며, 지역별 기준 금액 이상 구매 시 추가 배송비가 면제됩니다.
            </List.Item>
          )}
          <List.Item>주문 확인 및 상품 준비에 1~2일, 주문 확정 후 2~3 영업일 이내 도착합니다.</List.Item>
          {arrival && (
            <List.Item data-testid="product-delivery-date">지금 주문하면 {arrival} (지역에 따라 다르며, 주말·공휴일 제외)</List.Item>
          )}
        </List.Root>
      </Stack>
      {remote.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="700" id="remote-zones-heading">
            지역별 추가 배송비
          </Text>
          <List.Root gap="1.5" ps="4" color="fg.muted" aria-labelledby="remote-zones-heading" data-testid="remote-zone-notes">
            {remote.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Stack gap="2">
        <Text fontWeight="700">교환 및 반품 안내</Text>
        <List.Root gap="1.5" ps="4" color="fg.muted">
          <List.Item>상품 수령 후 {shipping.returnWindowDays}일 이내에 교환 및 반품을 신청하실 수 있습니다.</List.Item>
          <List.Item>단순 변심에 의한 반품 배송비는 고객 부담이며, 상품 불량 시 무료로 처리됩니다.</List.Item>
          <List.Item>세탁하거나 착용한 상품은 반품이 불가합니다.</List.Item>
          <List.Item>사이즈 교환은 1회 무료로 가능하며, 세일 상품은 교환만 가능합니다.</List.Item>
        </List.Root>
      </Stack>
      <Text fontSize="xs" color="fg.subtle">
        고객센터 운영시간: 평일 09:00 - 18:00
      </Text>
    </Stack>
  );
}

/** Description / reviews (count) / Q&A / shipping and returns (spec 2). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs.Root defaultValue="description" variant="line" lazyMount unmountOnExit={false} data-testid="product-tabs">
      <Tabs.List overflowX="auto" bg="bg" position="sticky" top="3.5rem" zIndex="1">
        <Tabs.Trigger value="description">상품정보</Tabs.Trigger>
        <Tabs.Trigger value="reviews">
          리뷰{' '}
          <Text as="span" color="fg.muted" fontWeight="500">
            {formatNumber(product.reviewCount)}
          </Text>
        </Tabs.Trigger>
        <Tabs.Trigger value="qna">Q&amp;A</Tabs.Trigger>
        <Tabs.Trigger value="shipping">배송/교환/반품</Tabs.Trigger>
      </Tabs.List>
      <Box py="6">
        <Tabs.Content value="description">
          <Text whiteSpace="pre-line" lineHeight="1.8" color="fg.muted" data-testid="product-description">
            {product.description}
          </Text>
          <SizeGuideTable product={product} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ReviewsPanel product={product} />
        </Tabs.Content>
        <Tabs.Content value="qna">
          <QnaPanel product={product} />
        </Tabs.Content>
        <Tabs.Content value="shipping">
          <ShippingPanel />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
