import { Button, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  helpfulRate,
  REVIEW_ACTION_LABELS,
  REVIEW_REPLY_MAX,
  reviewActions,
  ReviewReplySchema,
  type AdminReview,
} from '@market/domain/admin-reviews';
import { formatDateTime, formatNumber } from '@market/domain/format';
import { REVIEW_STATUS_LABELS } from '@market/domain/review';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useState } from 'react';
import { ReplyDialog, replyActionLabel } from '../../../components/reply-dialog';
import { ReplyView } from '../../../components/reply-view';
import { useReviewActions } from '../api/review-actions';
import { RatingStars } from './rating-stars';
import { REVIEW_STATUS_TONES } from './review-format';

/**
 * A review: helpful stats, content, product and customer, the admin reply; approve / hide as
 * section 4 offers from its status, and write or edit the reply (any status).
 */
export function ReviewDetailDialog({
  review,
  canUpdate,
  onClose,
}: {
  review: AdminReview | null;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { pending, changeStatus, reply } = useReviewActions();
  const [replying, setReplying] = useState(false);
  const actions = review && canUpdate ? reviewActions(review.status) : [];

  return (
    <>
      <DetailDialog open={review !== null && !replying} onClose={onClose} testId="review-detail">
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
                <DetailSection title="리뷰 내용">
                  <Text fontSize="sm" whiteSpace="pre-line" data-testid="review-content">
                    {review.content}
                  </Text>
                </DetailSection>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <DetailSection title="상품 정보">
                    <DetailList
                      labelWidth="70px"
                      rows={[
                        ['상품명', review.productName],
                        ['브랜드', review.brandName],
                        ['주문 번호', review.orderNumber ?? '-'],
                      ]}
                    />
                  </DetailSection>
                  <DetailSection title="고객 정보">
                    <DetailList
                      labelWidth="70px"
                      rows={[
                        ['고객', review.customerName],
                        ['구매 인증', review.verified ? '예' : '아니요'],
                        ['사진', `${review.photoCount}장`],
                        ['신고', `${review.reported}회`],
                      ]}
                    />
                  </DetailSection>
                </SimpleGrid>
                <DetailSection title="관리자 답변">
                  <ReplyView
                    reply={review.adminReply}
                    meta={review.adminRepliedAt && formatDateTime(review.adminRepliedAt)}
                    testId="review-reply"
                  />
                </DetailSection>
              </Stack>
            </Dialog.Body>
            <DetailFooter note={!canUpdate && '조회 권한만 있습니다.'}>
              {canUpdate && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pending !== null}
                  onClick={() => setReplying(true)}
                  data-testid="review-reply-open"
                >
                  {replyActionLabel(review.adminReply)}
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
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      <ReplyDialog
        open={review !== null && replying}
        existing={review?.adminReply ?? null}
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
        maxLength={REVIEW_REPLY_MAX}
        schema={ReviewReplySchema}
        onSave={async (text) => {
          await reply(review!.id, { adminReply: text });
          onClose();
        }}
        onClose={() => setReplying(false)}
      />
    </>
  );
}
