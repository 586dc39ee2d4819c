import { HStack, Stack, Text } from '@market/ui/chakra';
import { helpfulRate, type AdminReview } from '@market/domain/admin-reviews';
import { formatNumber } from '@market/domain/format';
import { REVIEW_STATUS_LABELS } from '@market/domain/review';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { LuThumbsDown, LuThumbsUp } from 'react-icons/lu';
import { StatusBadge } from '@market/ui/status-badge';
import { RatingStars } from './rating-stars';
import { CustomerCell } from '../../../components/customer-cell';
import { createdColumn } from '../../../components/date-time-text';
import { TextPreviewCell } from '../../../components/text-preview-cell';
import { REVIEW_STATUS_TONES } from './review-format';

/** The review table's columns (spec: review info with badges, customer/product/brand, rating, reactions, status, date). */
export function reviewColumns(onOpen: (r: AdminReview) => void): DataTableColumn<AdminReview>[] {
  return [
    {
      key: 'review',
      header: '리뷰 정보',
      minW: '240px',
      cell: (r) => (
        <TextPreviewCell title={r.title} text={r.content} maxChars={60} titleTestId="review-title" maxW="320px">
          {r.photoCount > 0 && <StatusBadge tone="info" variant="outline">{`사진 ${r.photoCount}`}</StatusBadge>}
          {r.verified && (
            <StatusBadge tone="success" variant="outline">
              구매 인증
            </StatusBadge>
          )}
          {r.reported > 0 && <StatusBadge tone="danger" variant="outline">{`신고 ${r.reported}`}</StatusBadge>}
          {r.adminReply && (
            <StatusBadge tone="neutral" variant="outline">
              답변 완료
            </StatusBadge>
          )}
        </TextPreviewCell>
      ),
    },
    {
      key: 'who',
      header: '고객 / 상품',
      minW: '160px',
      cell: (r) => <CustomerCell name={r.customerName} detail={r.productName} extra={r.brandName} />,
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
    statusColumn(REVIEW_STATUS_TONES, REVIEW_STATUS_LABELS, 'review-status'),
    createdColumn(),
    detailColumn(onOpen),
  ];
}
