import { Button, HStack, Stack, Text } from '@market/ui/chakra';
import { helpfulRate, type AdminReview } from '@market/domain/admin-reviews';
import { formatNumber } from '@market/domain/format';
import { REVIEW_STATUS_LABELS } from '@market/domain/review';
import type { DataTableColumn } from '@market/ui/data-table';
import { LuThumbsDown, LuThumbsUp } from 'react-icons/lu';
import { StatusBadge } from '@market/ui/status-badge';
import { RatingStars } from './rating-stars';
import { DateTimeText } from '../../../components/date-time-text';
import { preview } from '../../../components/text-preview';
import { REVIEW_STATUS_TONES } from './review-format';

/** The review table's columns (spec: review info with badges, customer/product/brand, rating, reactions, status, date). */
export function reviewColumns(onOpen: (r: AdminReview) => void): DataTableColumn<AdminReview>[] {
  return [
    {
      key: 'review',
      header: '리뷰 정보',
      minW: '240px',
      cell: (r) => (
        <Stack gap="1" minW="0" maxW="320px">
          <Text fontWeight="medium" truncate data-testid="review-title">
            {r.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {preview(r.content, 60)}
          </Text>
          <HStack gap="1" wrap="wrap">
            {r.photoCount > 0 && <StatusBadge tone="info" variant="outline">{`사진 ${r.photoCount}`}</StatusBadge>}
            {r.verified && <StatusBadge tone="success" variant="outline">구매 인증</StatusBadge>}
            {r.reported > 0 && <StatusBadge tone="danger" variant="outline">{`신고 ${r.reported}`}</StatusBadge>}
            {r.adminReply && <StatusBadge tone="neutral" variant="outline">답변 완료</StatusBadge>}
          </HStack>
        </Stack>
      ),
    },
    {
      key: 'who',
      header: '고객 / 상품',
      minW: '160px',
      cell: (r) => (
        <Stack gap="0" minW="0" maxW="200px">
          <Text fontSize="sm">{r.customerName}</Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {r.productName}
          </Text>
          <Text fontSize="xs" color="fg.subtle" truncate>
            {r.brandName}
          </Text>
        </Stack>
      ),
    },
    { key: 'rating', header: '평점', sortKey: 'rating', cell: (r) => <RatingStars rating={r.rating} /> },
    {
      key: 'reactions',
      header: '반응',
      sortKey: 'helpful',
      cell: (r) => (
        <Stack gap="0" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Text fontSize="sm" aria-label={`도움률 ${helpfulRate(r.helpful, r.notHelpful).toFixed(1)}%`}>
            {helpfulRate(r.helpful, r.notHelpful).toFixed(1)}%
          </Text>
          <HStack gap="2" fontSize="xs" color="fg.muted">
            <HStack gap="0.5" aria-label={`도움돼요 ${formatNumber(r.helpful)}`}>
              <LuThumbsUp size={11} aria-hidden />
              <Text>{formatNumber(r.helpful)}</Text>
            </HStack>
            <HStack gap="0.5" aria-label={`도움 안 돼요 ${formatNumber(r.notHelpful)}`}>
              <LuThumbsDown size={11} aria-hidden />
              <Text>{formatNumber(r.notHelpful)}</Text>
            </HStack>
          </HStack>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: '상태',
      cell: (r) => (
        <StatusBadge tone={REVIEW_STATUS_TONES[r.status]} data-testid="review-status">
          {REVIEW_STATUS_LABELS[r.status]}
        </StatusBadge>
      ),
    },
    {
      key: 'created',
      header: '작성 일시',
      sortKey: 'created',
      cell: (r) => <DateTimeText value={r.createdAt} />,
    },
    {
      key: 'action',
      header: '관리',
      align: 'end',
      cell: (r) => (
        <Button
          size="xs"
          variant="outline"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(r);
          }}
        >
          상세
        </Button>
      ),
    },
  ];
}
