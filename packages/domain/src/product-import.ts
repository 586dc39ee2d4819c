import { z } from 'zod';

/**
 * Product import from CSV and .xlsx (issue 15, screen 1; ADR 027). One row of the file is one
 * option (colour × size with its stock); the rows with the same 상품명 and 브랜드 are one product,
 * whose product columns (category, prices, status, weight, …) are read from its first row (a later
 * row may leave them empty, or must repeat the same value). Each product is then validated with
 * ProductInputSchema (admin-products.ts), like the add dialog. Nothing is written while any row is
 * refused; the import itself runs as a background job in one transaction.
 */

/** Largest file accepted (413 above it). */
export const PRODUCT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows of one file (400 above it). */
export const PRODUCT_IMPORT_MAX_ROWS = 10_000;
/** An .xlsx may unpack to this much at most, all its parts together (a zip bomb is refused before it is read). */
export const PRODUCT_IMPORT_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Parts of an .xlsx (a workbook has a dozen). */
export const PRODUCT_IMPORT_MAX_ZIP_ENTRIES = 500;
/** Rows shown in the preview table. */
export const PRODUCT_IMPORT_PREVIEW_ROWS = 20;
/** Row errors returned at most (every row's errors up to this many; errorCount says how many in all). */
export const PRODUCT_IMPORT_MAX_ERRORS = 5_000;

export const PRODUCT_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ProductImportFormat = (typeof PRODUCT_IMPORT_FORMATS)[number];

/** The columns, in template order: key, Korean header, other accepted headers, required. */
export const PRODUCT_IMPORT_COLUMNS = [
  { key: 'name', header: '상품명', aliases: ['name'], required: true },
  { key: 'nameEn', header: '영문 상품명', aliases: ['nameEn', 'name_en', 'englishName'], required: false },
  { key: 'brand', header: '브랜드', aliases: ['brand'], required: true },
  { key: 'category', header: '카테고리', aliases: ['category'], required: true },
  { key: 'price', header: '판매가', aliases: ['price'], required: true },
  { key: 'salePrice', header: '할인가', aliases: ['salePrice', 'sale_price'], required: false },
  { key: 'status', header: '상태', aliases: ['status'], required: false },
  { key: 'weightGrams', header: '무게(g)', aliases: ['weight', 'weightGrams', 'weight_grams', '무게'], required: false },
  { key: 'color', header: '색상', aliases: ['color', 'colour'], required: true },
  { key: 'size', header: '사이즈', aliases: ['size'], required: true },
  { key: 'stock', header: '재고', aliases: ['stock'], required: true },
  { key: 'description', header: '상품 설명', aliases: ['description', '설명'], required: false },
] as const;
export type ProductImportColumnKey = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];

/** The template's one example row (a seeded brand and category, so it imports as it is). */
export const PRODUCT_IMPORT_EXAMPLE_ROW: Record<ProductImportColumnKey, string | number> = {
  name: '오버핏 린넨 셔츠',
  nameEn: 'Overfit Linen Shirt',
  brand: 'urban-fold',
  category: 'top-shirt',
  price: 59000,
  salePrice: 49000,
  status: '판매중',
  weightGrams: 300,
  color: '화이트',
  size: 'M',
  stock: 30,
  description: '통기성이 좋은 린넨 셔츠',
};

/** Header names that are never a column (and never a key of any object the import builds). */
export const PRODUCT_IMPORT_FORBIDDEN_HEADERS = ['__proto__', 'constructor', 'prototype'] as const;

export const PRODUCT_IMPORT_MESSAGES = {
  tooLarge: `파일이 너무 큽니다. ${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024}MB 이하의 파일을 올려주세요.`,
  fileType: 'CSV(.csv) 또는 엑셀(.xlsx) 파일만 올릴 수 있습니다.',
  unreadable: '파일을 읽을 수 없습니다. CSV(UTF-8 또는 EUC-KR) 또는 엑셀(.xlsx) 파일인지 확인해주세요.',
  zipBomb: '엑셀 파일의 압축을 푼 크기가 너무 큽니다. 내용을 나누어 올려주세요.',
  empty: '파일에 상품 행이 없습니다.',
  tooManyRows: `한 번에 ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('ko-KR')}행까지 올릴 수 있습니다. 파일을 나누어 올려주세요.`,
  forbiddenHeader: '사용할 수 없는 열 이름이 있습니다',
  unknownColumns: '알 수 없는 열이 있습니다',
  missingColumns: '필수 열이 없습니다',
  duplicateColumns: '같은 열이 두 번 있습니다',
  columns: '열 구성을 확인해주세요. 템플릿을 내려받아 사용하세요.',
  hasErrors: '오류가 있는 행이 있어 등록하지 않았습니다. 미리보기에서 오류를 고친 뒤 다시 올려주세요.',
  otherBrand: '담당 브랜드의 상품만 등록할 수 있습니다.',
  brandWithoutSeller: '셀러가 지정되지 않은 브랜드에는 상품을 등록할 수 없습니다.',
  categoryAmbiguous: '같은 이름의 카테고리가 여러 개입니다. 카테고리 슬러그로 입력해주세요.',
  productFieldMismatch: '같은 상품의 앞 행과 값이 다릅니다. 상품 정보는 첫 행에만 적거나 같은 값으로 적어주세요.',
  jobNotFound: '가져오기 작업을 찾을 수 없습니다.',
  failed: '상품 일괄 등록에 실패했습니다. 잠시 후 다시 시도해주세요.',
  done: (n: number) => `${n.toLocaleString('ko-KR')}개 상품 등록 완료`,
} as const;

/** One refused cell (or row): spreadsheet row number (the header is row 1), the column's Korean header, the message. */
export const ProductImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ProductImportRowError = z.infer<typeof ProductImportRowErrorSchema>;

/** A row as the preview table shows it (the cells as read, trimmed). */
export const ProductImportPreviewRowSchema = z.object({
  row: z.number().int(),
  cells: z.record(z.string(), z.string()),
});
export type ProductImportPreviewRow = z.infer<typeof ProductImportPreviewRowSchema>;

/** `POST /api/admin/products/import?dryRun=1`: what the file would import, and every refused row. */
export const ProductImportPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(PRODUCT_IMPORT_FORMATS),
  totalRows: z.number().int(),
  productCount: z.number().int(),
  optionCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(ProductImportRowErrorSchema),
  columns: z.array(z.string()),
  rows: z.array(ProductImportPreviewRowSchema),
});
export type ProductImportPreview = z.infer<typeof ProductImportPreviewSchema>;

export const PRODUCT_IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];
export const PRODUCT_IMPORT_STATUS_LABELS: Record<ProductImportStatus, string> = {
  queued: '대기 중',
  running: '등록 중',
  completed: '완료',
  failed: '실패',
};

/** `GET /api/admin/products/import/jobs/{id}`: an import's state and progress. */
export const ProductImportJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  fileName: z.string(),
  totalRows: z.number().int(),
  productCount: z.number().int(),
  /** Rows written so far (of totalRows). */
  processed: z.number().int(),
  /** Products created (set when completed). */
  created: z.number().int(),
  errors: z.array(ProductImportRowErrorSchema),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImportJob = z.infer<typeof ProductImportJobSchema>;

export const ProductImportQuerySchema = z.strictObject({
  dryRun: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const ProductImportTemplateQuerySchema = z.strictObject({
  format: z.enum(PRODUCT_IMPORT_FORMATS, { error: '형식은 csv 또는 xlsx만 가능합니다.' }).default('csv'),
});

/** The file's format from its name and first bytes: .xlsx is a zip (PK\x03\x04), anything else must be a .csv. */
export function productImportFormatOf(fileName: string, head: Uint8Array): ProductImportFormat | null {
  const lower = fileName.toLowerCase();
  const zip = head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  if (lower.endsWith('.xlsx')) return zip ? 'xlsx' : null;
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return zip ? null : 'csv';
  return null;
}

/** Percent done of a job (0–100). */
export function productImportPercent(job: Pick<ProductImportJob, 'processed' | 'totalRows' | 'status'>): number {
  if (job.status === 'completed') return 100;
  if (!job.totalRows) return 0;
  return Math.min(100, Math.round((job.processed / job.totalRows) * 100));
}
