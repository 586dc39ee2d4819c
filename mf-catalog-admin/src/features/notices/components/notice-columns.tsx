import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import { preview } from '@market/domain/admin-content';
import {
  NOTICE_AUDIENCE_LABELS,
  NOTICE_PRIORITY_LABELS,
  NOTICE_STATUS_LABELS,
  NOTICE_TYPE_ADMIN_LABELS,
  type AdminNotice,
} from '@market/domain/admin-notices';
import { formatNumber } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { LuPin } from 'react-icons/lu';
import { NOTICE_PRIORITY_TONES, NOTICE_STATUS_TONES, publishingPeriod } from './notice-format';

/** The announcement table (spec 001): pinned marker, title with 100 characters of content, type and audience, priority, views, period, status. */
export function noticeColumns(onOpen: (n: AdminNotice) => void): DataTableColumn<AdminNotice>[] {
  return [
    {
      key: 'pinned',
      header: '고정',
      cell: (n) =>
        n.isPinned ? (
          <Box color="orange.fg" role="img" aria-label="고정됨" data-testid="notice-pinned">
            <LuPin size={14} aria-hidden />
          </Box>
        ) : null,
    },
    {
      key: 'title',
      header: '제목 / 내용',
      sortKey: 'title',
      minW: '280px',
      cell: (n) => (
        <Stack gap="0.5" maxW="420px" minW="0">
          <Text fontWeight="medium" truncate data-testid="notice-title">
            {n.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {preview(n.content, 100)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: '유형 / 대상',
      cell: (n) => (
        <Stack gap="0.5" whiteSpace="nowrap">
          <Text fontSize="sm">{NOTICE_TYPE_ADMIN_LABELS[n.type]}</Text>
          <Text fontSize="xs" color="fg.muted">
            {NOTICE_AUDIENCE_LABELS[n.targetAudience]}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'priority',
      header: '중요도',
      sortKey: 'priority',
      cell: (n) => (
        <StatusBadge
          tone={NOTICE_PRIORITY_TONES[n.priority]}
          variant={n.priority === 'urgent' || n.priority === 'high' ? 'solid' : 'outline'}
        >
          {NOTICE_PRIORITY_LABELS[n.priority]}
        </StatusBadge>
      ),
    },
    {
      key: 'views',
      header: '조회수',
      sortKey: 'views',
      align: 'end',
      cell: (n) => <Text fontVariantNumeric="tabular-nums">{formatNumber(n.views)}</Text>,
    },
    {
      key: 'period',
      header: '게시 기간',
      sortKey: 'start',
      cell: (n) => (
        <HStack fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          <Text>{publishingPeriod(n)}</Text>
        </HStack>
      ),
    },
    statusColumn(NOTICE_STATUS_TONES, NOTICE_STATUS_LABELS, 'notice-status'),
    detailColumn(onOpen),
  ];
}
