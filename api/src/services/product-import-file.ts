import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_MAX_UNPACKED_BYTES,
  PRODUCT_IMPORT_MAX_ZIP_ENTRIES,
  PRODUCT_IMPORT_MESSAGES,
  type ProductImportFormat,
} from '@market/domain/product-import';
import { AppError } from '../lib/errors';

/**
 * Reading an uploaded product file into rows of text cells (ADR 027). Every cell is data: a CSV
 * cell that looks like a formula (`=1+1`, `@SUM(…)`) is kept as the text it is, and an .xlsx
 * formula cell gives the value Excel last computed, never evaluated here. Rows are arrays, never
 * objects keyed by the file's headers, so no header can reach an object's prototype.
 */

export interface SheetRow {
  /** Row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

const badFile = (message: string) => new AppError('BAD_REQUEST', message);

/** Decodes CSV bytes: UTF-8 with or without BOM, else EUC-KR (CP949, what Korean Excel saves as "CSV"). */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      text = new TextDecoder('euc-kr', { fatal: true }).decode(bytes);
    } catch {
      throw badFile(PRODUCT_IMPORT_MESSAGES.unreadable);
    }
  }
  // A text file has no NUL: a binary file renamed .csv stops here.
  if (text.includes('\u0000')) throw badFile(PRODUCT_IMPORT_MESSAGES.unreadable);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** The header and the non-blank rows of a CSV file (at most PRODUCT_IMPORT_MAX_ROWS data rows). */
export function readCsv(bytes: Uint8Array): Sheet {
  const text = decodeCsv(bytes);
  // One row more than allowed (plus the header) tells "too many" without parsing the rest.
  const parsed = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    dynamicTyping: false,
    preview: PRODUCT_IMPORT_MAX_ROWS * 2 + 2,
  });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw badFile(PRODUCT_IMPORT_MESSAGES.unreadable);
  return toSheet(parsed.data.map((cells, i) => ({ row: i + 1, cells: cells.map((c) => String(c ?? '')) })));
}

function toSheet(all: SheetRow[]): Sheet {
  const filled = all.filter((r) => !isBlank(r.cells));
  const [head, ...rows] = filled;
  if (!head) throw badFile(PRODUCT_IMPORT_MESSAGES.empty);
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS) throw badFile(PRODUCT_IMPORT_MESSAGES.tooManyRows);
  return { header: head.cells.map((c) => c.replace(/^\uFEFF/, '').trim()), rows };
}

/**
 * Refuses a zip bomb before exceljs unpacks anything: the central directory must list at most
 * PRODUCT_IMPORT_MAX_ZIP_ENTRIES parts whose uncompressed sizes add up to at most
 * PRODUCT_IMPORT_MAX_UNPACKED_BYTES (no ZIP64), and each part must really inflate to no more than
 * the size it declares (inflated here with that size as the output cap, so a lying directory
 * stops at the cap too).
 */
export function checkZip(buf: Buffer): void {
  const bomb = () => badFile(PRODUCT_IMPORT_MESSAGES.zipBomb);
  const unreadable = () => badFile(PRODUCT_IMPORT_MESSAGES.unreadable);
  // End of central directory: 22 bytes plus a comment of up to 65,535 bytes, at the end.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const entries = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff) throw bomb();
  if (entries > PRODUCT_IMPORT_MAX_ZIP_ENTRIES) throw bomb();
  if (dirOffset + dirSize > buf.length) throw unreadable();
  let total = 0;
  let at = dirOffset;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    if (size === 0xffffffff || compressed === 0xffffffff || localOffset === 0xffffffff) throw bomb();
    total += size;
    if (total > PRODUCT_IMPORT_MAX_UNPACKED_BYTES) throw bomb();
    // The part itself: local header (30 bytes + name + extra), then the data.
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== 0x04034b50) throw unreadable();
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataStart + compressed > buf.length) throw unreadable();
    if (method === 8) {
      try {
        inflateRawSync(buf.subarray(dataStart, dataStart + compressed), { maxOutputLength: Math.max(1, size) });
      } catch (e) {
        if (e instanceof RangeError || (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
        throw unreadable();
      }
    } else if (method === 0) {
      if (compressed !== size) throw unreadable();
    } else {
      throw unreadable();
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
}

/** An exceljs cell value as the text the sheet shows (a formula: its last computed value). */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text ?? '').join('');
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
    if ('hyperlink' in value && 'text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    if ('error' in value) return String((value as { error: unknown }).error);
  }
  return '';
}

/** The header and non-blank rows of the first worksheet of an .xlsx file, after the zip check. */
export async function readXlsx(buf: Buffer): Promise<Sheet> {
  checkZip(buf);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badFile(PRODUCT_IMPORT_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badFile(PRODUCT_IMPORT_MESSAGES.empty);
  if (sheet.actualRowCount > PRODUCT_IMPORT_MAX_ROWS + 1) throw badFile(PRODUCT_IMPORT_MESSAGES.tooManyRows);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
    rows.push({ row: number, cells });
  });
  return toSheet(rows);
}

/** Reads a file of the given format. */
export async function readSheet(format: ProductImportFormat, bytes: Buffer): Promise<Sheet> {
  return format === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}
