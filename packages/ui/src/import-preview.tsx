import { Badge, Box, HStack, Stack, Text } from '@market/ui/chakra';
import { Table } from '@market/ui/chakra-more';

/**
 * The pieces of a file import's screens (상품 일괄 등록, 데이터 가져오기): the progress bar of the
 * running import, the count of refused rows, the table of every refused cell and the file's first
 * rows with a refused row marked.
 */

/** A refused cell: its row number, column (none when the whole row is refused) and Korean message. */
export interface ImportRowError {
  row: number;
  column: string | null;
  message: string;
}

/** A row of the file as read. */
export interface ImportPreviewRow {
  row: number;
  cells: Record<string, string>;
}

/** The table's name: its own label, or the id of the heading above it. */
type TableName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/** A progress bar of the import (role progressbar, the count beside it), red once it failed. */
export function ImportProgressBar({
  label,
  barLabel,
  processed,
  total,
  percent,
  failed = false,
  testId,
}: {
  /** The status line above the bar. */
  label: string;
  /** The progressbar's accessible name. */
  barLabel: string;
  processed: number;
  total: number;
  percent: number;
  failed?: boolean;
  testId?: string;
}) {
  return (
    <Stack gap="1.5" data-testid={testId}>
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {processed.toLocaleString('ko-KR')} / {total.toLocaleString('ko-KR')}행 ({percent}%)
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        h="3"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette={failed ? 'red' : 'blue'} transition="width 0.3s" />
      </Box>
    </Stack>
  );
}

/** 오류 N건 (M행) in red, or 오류 없음 in green. */
export function ImportErrorBadge({ errorCount, errors }: { errorCount: number; errors: readonly ImportRowError[] }) {
  const rows = new Set(errors.map((e) => e.row)).size;
  return errorCount > 0 ? (
    <Badge colorPalette="red" variant="solid">
      오류 {errorCount.toLocaleString('ko-KR')}건 ({rows.toLocaleString('ko-KR')}행)
    </Badge>
  ) : (
    <Badge colorPalette="green" variant="subtle">
      오류 없음
    </Badge>
  );
}

/** Every refused cell: row number, column and the Korean message, in a scrolling box. */
export function ImportErrorsTable({
  errors,
  maxH,
  rowTestId,
  ...name
}: { errors: readonly ImportRowError[]; maxH: string; rowTestId?: string } & TableName) {
  return (
    <Box maxH={maxH} overflowY="auto" borderWidth="1px" borderColor="red.muted" rounded="md">
      <Table.Root size="sm" aria-label={name.label} aria-labelledby={name.labelledBy} stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="64px">행</Table.ColumnHeader>
            <Table.ColumnHeader w="110px">열</Table.ColumnHeader>
            <Table.ColumnHeader>오류 내용</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {errors.map((e, i) => (
            <Table.Row key={`${e.row}-${e.column}-${i}`} data-testid={rowTestId}>
              <Table.Cell fontVariantNumeric="tabular-nums">{e.row}</Table.Cell>
              <Table.Cell>{e.column ?? '-'}</Table.Cell>
              <Table.Cell color="red.fg">{e.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The file's first rows as read, each refused row (a row of `errors`) marked. */
export function ImportRowsPreview({
  columns,
  rows,
  errors,
  ...name
}: { columns: readonly string[]; rows: readonly ImportPreviewRow[]; errors: readonly ImportRowError[] } & TableName) {
  const refused = new Set(errors.map((e) => e.row));
  return (
    <Box maxH="260px" overflow="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={name.label} aria-labelledby={name.labelledBy} stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="48px">행</Table.ColumnHeader>
            {columns.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap">
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.row} bg={refused.has(r.row) ? 'red.subtle' : undefined} data-refused={refused.has(r.row) || undefined}>
              <Table.Cell fontVariantNumeric="tabular-nums">{r.row}</Table.Cell>
              {columns.map((c) => (
                <Table.Cell key={c} whiteSpace="nowrap" maxW="220px" overflow="hidden" textOverflow="ellipsis" title={r.cells[c]}>
                  {r.cells[c]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
