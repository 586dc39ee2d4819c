import { Stack, Text } from '@market/ui/chakra';
import { formatDate } from '@market/domain/format';
import type { DataTableColumn } from '@market/ui/data-table';

/** "14:05" in Korea time. */
export function formatClock(value: string | Date): string {
  return new Date(value).toLocaleTimeString('ko-KR', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** A table cell's date and time on two short lines, so that wide tables fit a laptop screen. */
export function DateTimeText({ value }: { value: string }) {
  return (
    <Stack gap="0" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      <Text fontSize="sm">{formatDate(value)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {formatClock(value)}
      </Text>
    </Stack>
  );
}

/** The '작성 일시' column of the content tables (server sort key `created`). */
export function createdColumn<T extends { createdAt: string }>(): DataTableColumn<T> {
  return { key: 'created', header: '작성 일시', sortKey: 'created', cell: (row) => <DateTimeText value={row.createdAt} /> };
}
