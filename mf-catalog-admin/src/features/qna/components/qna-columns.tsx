import { Button, HStack, Stack, Text } from '@market/ui/chakra';
import { QNA_PREVIEW_CHARS, QNA_PRIORITY_LABELS, QNA_STATUS_LABELS, type AdminQna } from '@market/domain/admin-qna';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { DateTimeText } from '../../../components/date-time-text';
import { preview } from '../../../components/text-preview';
import { categoryLabel, QNA_PRIORITY_TONES, QNA_STATUS_TONES } from './qna-format';

/** The Q&A table's columns (spec: inquiry info with product/order/private badges, customer, category, priority, status, date). */
export function qnaColumns(onOpen: (q: AdminQna) => void): DataTableColumn<AdminQna>[] {
  return [
    {
      key: 'question',
      header: '문의 정보',
      minW: '260px',
      cell: (q) => (
        <Stack gap="1" minW="0" maxW="340px">
          <Text fontWeight="medium" truncate data-testid="qna-title">
            {q.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {preview(q.question, QNA_PREVIEW_CHARS)}
          </Text>
          <HStack gap="1" wrap="wrap">
            <StatusBadge tone={q.kind === 'product' ? 'highlight' : 'info'} variant="outline">
              {q.kind === 'product' ? '상품' : '1:1'}
            </StatusBadge>
            {q.orderNumber && <StatusBadge tone="neutral" variant="outline">주문</StatusBadge>}
            {!q.isPublic && <StatusBadge tone="neutral" variant="outline">비공개</StatusBadge>}
          </HStack>
        </Stack>
      ),
    },
    {
      key: 'customer',
      header: '고객',
      minW: '140px',
      cell: (q) => (
        <Stack gap="0" minW="0" maxW="200px">
          <Text fontSize="sm">{q.customerName}</Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {q.customerEmail ?? '-'}
          </Text>
        </Stack>
      ),
    },
    { key: 'category', header: '분류', cell: (q) => <Text fontSize="sm" whiteSpace="nowrap">{categoryLabel(q.category)}</Text> },
    {
      key: 'priority',
      header: '우선순위',
      sortKey: 'priority',
      cell: (q) => (
        <StatusBadge tone={QNA_PRIORITY_TONES[q.priority]} variant="outline">
          {QNA_PRIORITY_LABELS[q.priority]}
        </StatusBadge>
      ),
    },
    {
      key: 'status',
      header: '상태',
      cell: (q) => (
        <StatusBadge tone={QNA_STATUS_TONES[q.status]} data-testid="qna-status">
          {QNA_STATUS_LABELS[q.status]}
        </StatusBadge>
      ),
    },
    {
      key: 'created',
      header: '작성 일시',
      sortKey: 'created',
      cell: (q) => <DateTimeText value={q.createdAt} />,
    },
    {
      key: 'action',
      header: '관리',
      align: 'end',
      cell: (q) => (
        <Button
          size="xs"
          variant="outline"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(q);
          }}
        >
          상세
        </Button>
      ),
    },
  ];
}
