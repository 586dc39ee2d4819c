import { z } from 'zod';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MAX_ROWS, ProductImportRowErrorSchema } from './product-import';

/**
 * 데이터 가져오기 (issue 16 screen 5): products and customers from .csv, .xlsx or .json, previewed
 * with every row's errors, then written all or nothing by a background job with a progress bar.
 * Products reuse the product import (ADR 027); customers are written by `customers.import`.
 */
export const DATA_IMPORT_KINDS = ['products', 'customers'] as const;
export type DataImportKind = (typeof DATA_IMPORT_KINDS)[number];
export const DATA_IMPORT_KIND_LABELS: Record<DataImportKind, string> = { products: '상품', customers: '고객' };

export const DATA_IMPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type DataImportFormat = (typeof DATA_IMPORT_FORMATS)[number];

export const DATA_IMPORT_MAX_BYTES = PRODUCT_IMPORT_MAX_BYTES;
export const DATA_IMPORT_MAX_ROWS = PRODUCT_IMPORT_MAX_ROWS;

/** The customer columns, in template order. */
export const CUSTOMER_IMPORT_COLUMNS = [
  { key: 'name', header: '이름', aliases: ['name'], required: true },
  { key: 'email', header: '이메일', aliases: ['email', 'e-mail'], required: true },
  { key: 'phone', header: '전화번호', aliases: ['phone', '연락처', '휴대폰'], required: false },
  { key: 'grade', header: '등급', aliases: ['grade'], required: false },
  { key: 'status', header: '상태', aliases: ['status'], required: false },
  { key: 'birthday', header: '생년월일', aliases: ['birthday', '생일'], required: false },
  { key: 'gender', header: '성별', aliases: ['gender'], required: false },
  { key: 'address', header: '주소', aliases: ['address'], required: false },
] as const;
export type CustomerImportColumnKey = (typeof CUSTOMER_IMPORT_COLUMNS)[number]['key'];

export const DATA_IMPORT_MESSAGES = {
  kind: '가져올 데이터 종류를 선택해주세요.',
  fileType: 'CSV(.csv), 엑셀(.xlsx) 또는 JSON(.json) 파일만 올릴 수 있습니다.',
  json: 'JSON 파일은 객체의 배열이어야 합니다. 예: [{"이름": "홍길동", "이메일": "hong@example.com"}]',
  forbiddenKey: '사용할 수 없는 키(__proto__, constructor, prototype)가 있어 파일을 읽지 않았습니다.',
  name: '이름을 입력해주세요. (50자 이하)',
  email: '이메일 형식이 올바르지 않습니다.',
  emailInFile: (row: number) => `파일 안에서 중복된 이메일입니다. (${row}행과 같음)`,
  emailTaken: '이미 가입된 이메일입니다.',
  phone: '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
  grade: '등급은 VIP, 골드, 실버, 브론즈 중 하나여야 합니다.',
  status: '상태는 활성, 휴면, 정지 중 하나여야 합니다.',
  birthday: '생년월일은 YYYY-MM-DD 형식의 지난 날짜여야 합니다.',
  gender: '성별은 남성, 여성, 기타 중 하나여야 합니다.',
  address: '주소는 200자 이하로 입력해주세요.',
  hasErrors: '오류가 있는 행이 있어 가져오지 않았습니다. 오류를 고친 뒤 다시 올려주세요.',
  jobNotFound: '가져오기 작업을 찾을 수 없습니다.',
  failed: '가져오기에 실패했습니다. 아무것도 저장하지 않았습니다.',
  done: '가져오기가 완료되었습니다.',
} as const;

export const DataImportQuerySchema = z.strictObject({
  kind: z.enum(DATA_IMPORT_KINDS, { error: DATA_IMPORT_MESSAGES.kind }),
  dryRun: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const DataImportPreviewSchema = z.object({
  kind: z.enum(DATA_IMPORT_KINDS),
  fileName: z.string(),
  format: z.enum(DATA_IMPORT_FORMATS),
  totalRows: z.number().int(),
  /** Records the file would create (products or customers). */
  recordCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(ProductImportRowErrorSchema),
  columns: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), cells: z.record(z.string(), z.string()) })),
});
export type DataImportPreview = z.infer<typeof DataImportPreviewSchema>;

export const DATA_IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type DataImportStatus = (typeof DATA_IMPORT_STATUSES)[number];

export const DataImportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_IMPORT_KINDS),
  status: z.enum(DATA_IMPORT_STATUSES),
  fileName: z.string(),
  totalRows: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DataImportJob = z.infer<typeof DataImportJobSchema>;

/** Percent done (0–100). */
export function dataImportPercent(job: Pick<DataImportJob, 'processed' | 'totalRows' | 'status'>): number {
  if (job.status === 'completed') return 100;
  if (!job.totalRows) return 0;
  return Math.min(99, Math.round((job.processed / job.totalRows) * 100));
}

/** The file's format from its name and first bytes (a zip must be .xlsx; .json must not be a zip). */
export function dataImportFormatOf(fileName: string, head: Uint8Array): DataImportFormat | null {
  const lower = fileName.toLowerCase();
  const zip = head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  if (lower.endsWith('.xlsx')) return zip ? 'xlsx' : null;
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return zip ? null : 'csv';
  if (lower.endsWith('.json')) return zip ? null : 'json';
  return null;
}
