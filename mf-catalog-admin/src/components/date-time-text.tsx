import type { DataTableColumn } from '@market/ui/data-table';
import { DateTimeText } from '@market/ui/date-time-text';

/** The '작성 일시' column of the content tables (server sort key `created`). */
export function createdColumn<T extends { createdAt: string }>(): DataTableColumn<T> {
  return { key: 'created', header: '작성 일시', sortKey: 'created', cell: (row) => <DateTimeText value={row.createdAt} /> };
}
