import { Text } from '@market/ui/chakra';
import { QNA_PREVIEW_CHARS, QNA_PRIORITY_LABELS, QNA_STATUS_LABELS, type AdminQna } from '@market/domain/admin-qna';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { CustomerCell } from '../../../components/customer-cell';
import { createdColumn } from '../../../components/date-time-text';
import { TextPreviewCell } from '../../../components/text-preview-cell';
import { categoryLabel, QNA_PRIORITY_TONES, QNA_STATUS_TONES } from './qna-format';

/** The Q&A table's columns (spec: inquiry info with product/order/private badges, customer, category, priority, status, date). */
export function qnaColumns(onOpen: (q: AdminQna) => void): DataTableColumn<AdminQna>[] {
  return [
    {
      key: 'question',
      header: '문의 정보',
      minW: '260px',
      cell: (q) => (
        <TextPreviewCell title={q.title} text={q.question} maxChars={QNA_PREVIEW_CHARS} titleTestId="qna-title" maxW="340px">
          <StatusBadge tone={q.kind === 'product' ? 'highlight' : 'info'} variant="outline">
            {q.kind === 'product' ? '상품' : '1:1'}
          </StatusBadge>
          {q.orderNumber && (
            <StatusBadge tone="neutral" variant="outline">
              주문
            </StatusBadge>
          )}
          {!q.isPublic && (
            <StatusBadge tone="neutral" variant="outline">
              비공개
            </StatusBadge>
          )}
        </TextPreviewCell>
      ),
    },
    {
      key: 'customer',
      header: '고객',
      minW: '140px',
      cell: (q) => <CustomerCell name={q.customerName} detail={q.customerEmail ?? '-'} />,
    },
    {
      key: 'category',
      header: '분류',
      cell: (q) => (
        <Text fontSize="sm" whiteSpace="nowrap">
          {categoryLabel(q.category)}
        </Text>
      ),
    },
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
    statusColumn(QNA_STATUS_TONES, QNA_STATUS_LABELS, 'qna-status'),
    createdColumn(),
    detailColumn(onOpen),
  ];
}
