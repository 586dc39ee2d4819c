import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import { preview } from '@market/domain/admin-content';
import { EVENT_STATUS_LABELS, type AdminEvent } from '@market/domain/admin-events';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { EVENT_STATUS_TONES, EVENT_TYPE_ICONS, rateText } from './event-format';

/** A participation rate bar (current / max). */
export function RateBar({ rate }: { rate: number | null }) {
  if (rate === null) return null;
  return (
    <Box h="1.5" w="100px" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
      <Box h="full" w={`${Math.min(rate, 100)}%`} bg={rate >= 100 ? 'red.solid' : 'teal.solid'} borderRadius="full" />
    </Box>
  );
}

/** The event table (spec 001): info with a type icon, participation, performance, period, status. */
export function eventColumns(onOpen: (e: AdminEvent) => void): DataTableColumn<AdminEvent>[] {
  return [
    {
      key: 'title',
      header: '이벤트 정보',
      sortKey: 'title',
      minW: '280px',
      cell: (e) => {
        const Icon = EVENT_TYPE_ICONS[e.type];
        return (
          <HStack gap="3" align="start" maxW="400px" minW="0">
            <Box p="1.5" bg="bg.subtle" borderRadius="l2" color="fg.muted" flexShrink={0} aria-hidden>
              <Icon size={16} />
            </Box>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" truncate data-testid="event-title">
                {e.title}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {e.typeName} · {e.locationName}
              </Text>
              <Text fontSize="xs" color="fg.subtle" truncate>
                {preview(e.description, 80)}
              </Text>
            </Stack>
          </HStack>
        );
      },
    },
    {
      key: 'participants',
      header: '참여',
      sortKey: 'participants',
      cell: (e) => (
        <Stack gap="1" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Text fontSize="sm" data-testid="event-participants">
            {formatNumber(e.currentParticipants)} / {e.maxParticipants === null ? '∞' : formatNumber(e.maxParticipants)}
          </Text>
          <RateBar rate={e.participationRate} />
          <Text fontSize="xs" color="fg.muted">
            {rateText(e.participationRate)}
            {e.winners > 0 && ` · 당첨 ${formatNumber(e.winners)}명`}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'performance',
      header: '성과',
      sortKey: 'views',
      cell: (e) => (
        <Stack gap="0" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Text>
            조회 {formatNumber(e.views)} · 클릭 {formatNumber(e.clicks)}
          </Text>
          {e.revenue > 0 && <Text color="fg">매출 {formatKRW(e.revenue)}</Text>}
          {e.roi > 0 && <Text color="green.fg">ROI {e.roi.toFixed(1)}%</Text>}
        </Stack>
      ),
    },
    {
      key: 'period',
      header: '기간',
      sortKey: 'start',
      cell: (e) => (
        <Stack gap="0" fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          <Text>{formatDate(e.startDate)}</Text>
          <Text fontSize="xs" color="fg.muted">
            ~ {formatDate(e.endDate)}
          </Text>
        </Stack>
      ),
    },
    statusColumn(EVENT_STATUS_TONES, EVENT_STATUS_LABELS, 'event-status'),
    detailColumn(onOpen),
  ];
}
