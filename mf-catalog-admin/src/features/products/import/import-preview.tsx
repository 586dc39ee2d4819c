import { Badge, Box, HStack, Stack, Text } from '@market/ui/chakra';
import { Table } from '@market/ui/chakra-more';
import type { ProductImportPreview, ProductImportRowError } from '@market/domain/product-import';

/** The preview's counts: rows, products, options and refused rows. */
export function ImportSummary({ preview }: { preview: ProductImportPreview }) {
  const rowsWithErrors = new Set(preview.errors.map((e) => e.row)).size;
  return (
    <HStack gap="2" wrap="wrap" data-testid="import-summary">
      <Badge variant="subtle">{preview.fileName}</Badge>
      <Text fontSize="sm">
        {preview.totalRows.toLocaleString('ko-KR')}행 · 상품 {preview.productCount.toLocaleString('ko-KR')}개 · 옵션{' '}
        {preview.optionCount.toLocaleString('ko-KR')}개
      </Text>
      {preview.errorCount > 0 ? (
        <Badge colorPalette="red" variant="solid">
          오류 {preview.errorCount.toLocaleString('ko-KR')}건 ({rowsWithErrors.toLocaleString('ko-KR')}행)
        </Badge>
      ) : (
        <Badge colorPalette="green" variant="subtle">
          오류 없음
        </Badge>
      )}
    </HStack>
  );
}

/** Every refused cell: row number, column and the Korean message. */
export function ImportErrorTable({ errors, total }: { errors: ProductImportRowError[]; total: number }) {
  if (!errors.length) return null;
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold" color="red.fg" id="import-errors-title">
        오류가 있는 행 — 파일을 고친 뒤 다시 올려주세요
      </Text>
      <Box maxH="220px" overflowY="auto" borderWidth="1px" borderColor="red.muted" rounded="md">
        <Table.Root size="sm" aria-labelledby="import-errors-title" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="64px">행</Table.ColumnHeader>
              <Table.ColumnHeader w="110px">열</Table.ColumnHeader>
              <Table.ColumnHeader>오류 내용</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {errors.map((e, i) => (
              <Table.Row key={`${e.row}-${e.column}-${i}`}>
                <Table.Cell fontVariantNumeric="tabular-nums">{e.row}</Table.Cell>
                <Table.Cell>{e.column ?? '-'}</Table.Cell>
                <Table.Cell color="red.fg">{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {total > errors.length ? (
        <Text fontSize="xs" color="fg.muted">
          처음 {errors.length.toLocaleString('ko-KR')}건만 표시합니다 (전체 {total.toLocaleString('ko-KR')}건).
        </Text>
      ) : null}
    </Stack>
  );
}

/** The file's first rows as read, a refused row marked. */
export function ImportRowsTable({ preview }: { preview: ProductImportPreview }) {
  const refused = new Set(preview.errors.map((e) => e.row));
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold" id="import-rows-title">
        미리보기 (처음 {preview.rows.length}행)
      </Text>
      <Box maxH="260px" overflow="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-labelledby="import-rows-title" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="48px">행</Table.ColumnHeader>
              {preview.columns.map((c) => (
                <Table.ColumnHeader key={c} whiteSpace="nowrap">
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.rows.map((r) => (
              <Table.Row key={r.row} bg={refused.has(r.row) ? 'red.subtle' : undefined} data-refused={refused.has(r.row) || undefined}>
                <Table.Cell fontVariantNumeric="tabular-nums">{r.row}</Table.Cell>
                {preview.columns.map((c) => (
                  <Table.Cell key={c} whiteSpace="nowrap" maxW="220px" overflow="hidden" textOverflow="ellipsis" title={r.cells[c]}>
                    {r.cells[c]}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/** A progress bar of the import (role progressbar, the count beside it). */
export function ImportProgress({ processed, total, percent, label }: { processed: number; total: number; percent: number; label: string }) {
  return (
    <Stack gap="1.5">
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
        aria-label="상품 등록 진행률"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        h="3"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette="blue" transition="width 0.3s" />
      </Box>
    </Stack>
  );
}
