import { Badge, HStack, Stack, Text } from '@market/ui/chakra';
import { ImportErrorBadge, ImportErrorsTable, ImportProgressBar, ImportRowsPreview } from '@market/ui/import-preview';
import type { ProductImportPreview, ProductImportRowError } from '@market/domain/product-import';

/** The preview's counts: rows, products, options and refused rows. */
export function ImportSummary({ preview }: { preview: ProductImportPreview }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="import-summary">
      <Badge variant="subtle">{preview.fileName}</Badge>
      <Text fontSize="sm">
        {preview.totalRows.toLocaleString('ko-KR')}행 · 상품 {preview.productCount.toLocaleString('ko-KR')}개 · 옵션{' '}
        {preview.optionCount.toLocaleString('ko-KR')}개
      </Text>
      <ImportErrorBadge errorCount={preview.errorCount} errors={preview.errors} />
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
      <ImportErrorsTable errors={errors} maxH="220px" labelledBy="import-errors-title" />
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
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold" id="import-rows-title">
        미리보기 (처음 {preview.rows.length}행)
      </Text>
      <ImportRowsPreview columns={preview.columns} rows={preview.rows} errors={preview.errors} labelledBy="import-rows-title" />
    </Stack>
  );
}

/** A progress bar of the import (role progressbar, the count beside it). */
export function ImportProgress({ processed, total, percent, label }: { processed: number; total: number; percent: number; label: string }) {
  return <ImportProgressBar label={label} barLabel="상품 등록 진행률" processed={processed} total={total} percent={percent} />;
}
