import { z } from 'zod';

/**
 * Downloads of admin lists (issue 14 item 8): the current filtered view as CSV that opens in
 * Excel with Korean intact, or as .xlsx. A file holding personal data asks for a reason, which
 * is logged with who downloaded it.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV (엑셀 호환)', xlsx: '엑셀 (.xlsx)' };

export const EXPORT_MESSAGES = {
  format: '파일 형식은 csv 또는 xlsx만 가능합니다.',
  reasonRequired: '개인정보가 포함된 파일입니다. 내려받는 사유를 입력해주세요.',
  reasonTooShort: '사유를 2자 이상 입력해주세요.',
  reasonTooLong: '사유는 200자 이하로 입력해주세요.',
  failed: '파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.',
  started: '파일 내려받기를 시작했습니다',
} as const;

/** The personal-data reason, shared by exports and by the reveal of one record. */
export const AccessReasonSchema = z
  .string({ error: EXPORT_MESSAGES.reasonRequired })
  .trim()
  .min(2, EXPORT_MESSAGES.reasonTooShort)
  .max(200, EXPORT_MESSAGES.reasonTooLong);

/** Query of every `…/export` route; each list `.extend()`s it with its own filters. */
export const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.format }).default('csv'),
  reason: AccessReasonSchema.optional(),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet should show it: one that a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) gets a leading apostrophe, which Excel and LibreOffice show
 * as text. Numbers are written as numbers and never pass through here.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** `주문내역-2026-11-25`: the file name of a download, dated in Korea time. */
export function exportFileName(title: string, now = new Date()): string {
  return `${title}-${new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10)}`;
}
