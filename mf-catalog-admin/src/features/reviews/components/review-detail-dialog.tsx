import { Box, Button, CloseButton, HStack, Portal, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-interactive';
import { helpfulRate, REVIEW_ACTION_LABELS, REVIEW_REPLY_MAX, reviewActions, ReviewReplySchema, type AdminReview } from '@market/domain/admin-reviews';
import { formatDateTime, formatNumber } from '@market/domain/format';
import { REVIEW_STATUS_LABELS } from '@market/domain/review';
import { StatusBadge } from '@market/ui/status-badge';
import { useState, type ReactNode } from 'react';
import { ReplyDialog } from '../../../components/reply-dialog';
import { useReviewActions } from '../api/review-actions';
import { RatingStars } from './rating-stars';
import { REVIEW_STATUS_TONES } from './review-format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * A review: helpful stats, content, product and customer, the admin reply; approve / hide as
 * section 4 offers from its status, and write or edit the reply (any status).
 */
export function ReviewDetailDialog({ review, canUpdate, onClose }: { review: AdminReview | null; canUpdate: boolean; onClose: () => void }) {
  const { pending, changeStatus, reply } = useReviewActions();
  const [replying, setReplying] = useState(false);
  const actions = review && canUpdate ? reviewActions(review.status) : [];

  return (
    <>
      <Dialog.Root open={review !== null && !replying} onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="review-detail">
              {review && (
                <>
                  <Dialog.Header>
                    <Stack gap="1.5">
                      <HStack gap="2" wrap="wrap">
                        <Dialog.Title>{review.title}</Dialog.Title>
                        <StatusBadge tone={REVIEW_STATUS_TONES[review.status]} data-testid="detail-status">
                          {REVIEW_STATUS_LABELS[review.status]}
                        </StatusBadge>
                      </HStack>
                      <HStack gap="2" fontSize="sm" color="fg.muted">
                        <RatingStars rating={review.rating} />
                        <Text>{formatDateTime(review.createdAt)}</Text>
                      </HStack>
                    </Stack>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="5">
                      <SimpleGrid columns={3} gap="2" textAlign="center">
                        {[
                          ['도움돼요', formatNumber(review.helpful)],
                          ['도움 안 돼요', formatNumber(review.notHelpful)],
                          ['도움률', `${helpfulRate(review.helpful, review.notHelpful).toFixed(1)}%`],
                        ].map(([label, value]) => (
                          <Stack key={label} gap="0" bg="bg.subtle" borderRadius="l2" py="2">
                            <Text fontSize="xs" color="fg.muted">
                              {label}
                            </Text>
                            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                              {value}
                            </Text>
                          </Stack>
                        ))}
                      </SimpleGrid>
                      <Section title="리뷰 내용">
                        <Text fontSize="sm" whiteSpace="pre-line" data-testid="review-content">
                          {review.content}
                        </Text>
                      </Section>
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        <Section title="상품 정보">
                          <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                            {[
                              ['상품명', review.productName],
                              ['브랜드', review.brandName],
                              ['주문 번호', review.orderNumber ?? '-'],
                            ].map(([label, value]) => (
                              <DataList.Item key={label}>
                                <DataList.ItemLabel minW="70px">{label}</DataList.ItemLabel>
                                <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
                              </DataList.Item>
                            ))}
                          </DataList.Root>
                        </Section>
                        <Section title="고객 정보">
                          <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                            {[
                              ['고객', review.customerName],
                              ['구매 인증', review.verified ? '예' : '아니요'],
                              ['사진', `${review.photoCount}장`],
                              ['신고', `${review.reported}회`],
                            ].map(([label, value]) => (
                              <DataList.Item key={label}>
                                <DataList.ItemLabel minW="70px">{label}</DataList.ItemLabel>
                                <DataList.ItemValue>{value}</DataList.ItemValue>
                              </DataList.Item>
                            ))}
                          </DataList.Root>
                        </Section>
                      </SimpleGrid>
                      <Section title="관리자 답변">
                        {review.adminReply ? (
                          <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
                            <Text fontSize="sm" whiteSpace="pre-line" data-testid="review-reply">
                              {review.adminReply}
                            </Text>
                            {review.adminRepliedAt && (
                              <Text fontSize="xs" color="fg.muted" mt="1">
                                {formatDateTime(review.adminRepliedAt)}
                              </Text>
                            )}
                          </Box>
                        ) : (
                          <Text fontSize="sm" color="fg.muted">
                            아직 답변이 없습니다.
                          </Text>
                        )}
                      </Section>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    {!canUpdate && (
                      <Text fontSize="sm" color="fg.muted" me="auto">
                        조회 권한만 있습니다.
                      </Text>
                    )}
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" size="sm">
                        닫기
                      </Button>
                    </Dialog.ActionTrigger>
                    {canUpdate && (
                      <Button variant="outline" size="sm" disabled={pending !== null} onClick={() => setReplying(true)} data-testid="review-reply-open">
                        {review.adminReply ? '답변 수정' : '답변 작성'}
                      </Button>
                    )}
                    {actions.map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant={action === 'hide' ? 'outline' : 'solid'}
                        colorPalette={action === 'hide' ? 'red' : undefined}
                        loading={pending === action}
                        disabled={pending !== null}
                        data-testid={`review-action-${action}`}
                        onClick={() => void changeStatus(review.id, action).then(onClose, () => undefined)}
                      >
                        {REVIEW_ACTION_LABELS[action]}
                      </Button>
                    ))}
                  </Dialog.Footer>
                </>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="닫기" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ReplyDialog
        open={review !== null && replying}
        title={review?.adminReply ? '답변 수정' : '답변 작성'}
        context={
          review && (
            <Stack gap="1">
              <Text fontWeight="medium">{review.title}</Text>
              <Text color="fg.muted" whiteSpace="pre-line">
                {review.content}
              </Text>
            </Stack>
          )
        }
        initial={review?.adminReply ?? ''}
        maxLength={REVIEW_REPLY_MAX}
        validate={(text) => {
          const r = ReviewReplySchema.safeParse({ adminReply: text });
          return r.success ? null : (r.error.issues[0]?.message ?? null);
        }}
        onSave={async (text) => {
          await reply(review!.id, { adminReply: text });
          onClose();
        }}
        onClose={() => setReplying(false)}
      />
    </>
  );
}
