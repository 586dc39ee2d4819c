import { PassThrough, Readable, type Writable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { EXPORT_MESSAGES, neutraliseCell, type ExportFormat } from '@market/domain/export';
import { logPersonalDataAccess } from '../services/personal-data';
import type { Database } from '../db/client';
import { adminActor } from './admin-actor';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { copyLines } from './export-copy';
import { errorResponse } from './openapi';

/**
 * Streamed downloads of admin lists (issue 14 item 8). Rows are read in keyset batches and
 * written as they come, so memory stays flat however many rows the filtered view holds: CSV
 * with a UTF-8 BOM (Excel then reads Korean correctly) through papaparse, or .xlsx through
 * exceljs' streaming writer. Text cells that a spreadsheet would run as formulas are neutralised.
 */

export type ExportCell = string | number | Date | null | undefined;

export interface ExportColumn<R> {
  header: string;
  value: (row: R) => ExportCell;
}

export interface ExportOptions<R> {
  format: ExportFormat;
  /** Without extension, e.g. `주문내역-2026-11-25` (exportFileName in the domain). */
  filename: string;
  columns: readonly ExportColumn<R>[];
  rows: AsyncIterable<R>;
  /** Set when the file holds personal data: a reason is then required, and logged. */
  personalData?: { resource: string; fields: string[]; reason: string | undefined };
  /** The audit action, e.g. `orders.list.export`; defaults to `<filename>.export`. */
  auditAction?: string;
  /**
   * The same rows as finished CSV lines, for PostgreSQL to write (export-copy.ts): a query of one
   * text column, each value the line `columns` would give its row, `\r\n` included, in the same
   * order. Used for CSV on the server driver; `rows` serve .xlsx and the embedded database.
   */
  csvLines?: SQL;
}

/** The OpenAPI description of an export's answer (both formats and the reason's 422). */
export function exportResponses(description: string) {
  return {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
      },
      description,
    },
    422: errorResponse(EXPORT_MESSAGES.reasonRequired),
  };
}

/**
 * Reads a list page by page (keyset) as one stream of rows. The next page is fetched while the
 * current one is written, so the database and the encoder work at the same time.
 */
export async function* batches<R, C>(fetch: (cursor: C | null) => Promise<{ items: R[]; nextCursor: C | null }>): AsyncIterable<R> {
  let page = await fetch(null);
  for (;;) {
    const next = page.nextCursor !== null ? fetch(page.nextCursor) : null;
    // A failed prefetch is reported when it is awaited, not as an unhandled rejection meanwhile.
    next?.catch(() => undefined);
    yield* page.items;
    if (!next) return;
    page = await next;
  }
}

/**
 * A web stream pulled chunk by chunk from an async iterable: nothing is produced before the
 * client has taken the previous chunk, which keeps memory flat however long the file is.
 */
function pulled(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const it = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await it.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        await it.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

function textCell(value: ExportCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return neutraliseCell(value);
}

const CSV_BATCH = 500;

function csvHeader(columns: readonly ExportColumn<unknown>[]): Buffer {
  return Buffer.from(`\uFEFF${Papa.unparse([columns.map((c) => neutraliseCell(c.header))], { newline: '\r\n' })}\r\n`);
}

async function* csvChunks<R>(columns: readonly ExportColumn<R>[], rows: AsyncIterable<R>): AsyncIterable<Buffer> {
  yield csvHeader(columns as readonly ExportColumn<unknown>[]);
  let batch: (string | number)[][] = [];
  for await (const row of rows) {
    batch.push(columns.map((c) => textCell(c.value(row))));
    if (batch.length >= CSV_BATCH) {
      yield Buffer.from(`${Papa.unparse(batch, { newline: '\r\n' })}\r\n`);
      batch = [];
    }
  }
  if (batch.length) yield Buffer.from(`${Papa.unparse(batch, { newline: '\r\n' })}\r\n`);
}

async function* copiedCsvChunks(
  columns: readonly ExportColumn<unknown>[],
  client: NonNullable<Database['sql']>,
  lines: SQL,
): AsyncIterable<Buffer> {
  yield csvHeader(columns);
  yield* copyLines(client, lines);
}

/** Whether PostgreSQL writes the CSV; `EXPORT_CSV_COPY=off` keeps the row-by-row path (for the bench's before/after). */
function copiesCsv(database: Database): database is Database & { sql: NonNullable<Database['sql']> } {
  return database.driver === 'postgres' && database.sql !== undefined && process.env.EXPORT_CSV_COPY !== 'off';
}

/**
 * The CSV file's bytes: written by PostgreSQL when the list gives `csvLines` and the database is
 * a server, row by row in JavaScript otherwise. Both give the same bytes (export-copy.test.ts).
 */
export function csvBody<R>(
  database: Database,
  options: Pick<ExportOptions<R>, 'columns' | 'rows' | 'csvLines'>,
  copy = copiesCsv(database),
): AsyncIterable<Buffer> {
  if (options.csvLines && copy && database.sql) {
    return copiedCsvChunks(options.columns as readonly ExportColumn<unknown>[], database.sql, options.csvLines);
  }
  return csvChunks(options.columns, options.rows);
}

/**
 * How many bytes of sheet XML may wait for the zip at most. exceljs's streaming writer hands each
 * committed row to its sheet's StreamBuf, which passes it on to the zip entry's input with
 * `write()` and ignores the answer, so when deflate lags (a busy CPU) rows pile up there
 * unbounded — 54 MB of XML on 200,000 rows with a slow reader, +206 MB of server RSS on 1,000,000
 * orders. The writer waits for that input to drain whenever it holds more than this.
 */
export const XLSX_PENDING_BYTES = 1 << 20;

/** The parts of exceljs 4's streaming worksheet this uses: its StreamBuf and the stream it pipes to. */
interface SheetStreamInternals {
  buffers: { length: number }[];
  pipes: Writable[];
  write(xml: string): unknown;
}

/** A Writable's buffered bytes on both sides (the zip's input is a readable-stream 2 PassThrough). */
function bufferedIn(stream: Writable): number {
  const s = stream as Writable & { _writableState?: { length: number }; _readableState?: { length: number } };
  return (s._writableState?.length ?? 0) + (s._readableState?.length ?? 0);
}

/** A column's letters in a cell reference: 1 → A, 26 → Z, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const XML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&apos;', '<': '&lt;', '>': '&gt;' };
// exceljs's utils.xmlEncode: the five entities, and the control characters XML 1.0 forbids dropped.
// eslint-disable-next-line no-control-regex -- the control characters are what it must find
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const xmlText = (text: string) => text.replace(XML_SPECIAL, (c) => XML_ESCAPES[c] ?? '');

/** Days since 1899-12-30, as exceljs writes a date (utils.dateToExcel, 1900 date system). */
const excelDate = (date: Date) => 25569 + date.getTime() / (24 * 3600 * 1000);

/**
 * One sheet row's XML, exactly as exceljs's RowXform and CellXform write it for these values with
 * styles and shared strings off (export.test.ts compares the two byte for byte): text as `str`
 * cells, numbers bare, dates as day numbers in the date style `dateStyle` gives.
 */
function sheetRowXml(
  number: number,
  cells: readonly (string | number | Date)[],
  letters: readonly string[],
  dateStyle: () => number,
): string {
  let xml = `<row r="${number}" spans="1:${cells.length}" x14ac:dyDescent="0.25">`;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    const ref = `${letters[i]}${number}`;
    if (typeof v === 'number') xml += `<c r="${ref}"><v>${v}</v></c>`;
    else if (v instanceof Date) xml += `<c r="${ref}" s="${dateStyle()}"><v>${excelDate(v)}</v></c>`;
    else xml += `<c r="${ref}" t="str"><v>${xmlText(v)}</v></c>`;
  }
  return `${xml}</row>`;
}

/**
 * An .xlsx file streamed from rows, holding at most about `bound` bytes of sheet XML that the zip
 * has not taken (plus what the zip and `stream`'s 1 MB hold). `buffered()` reports the former.
 *
 * exceljs writes the package (workbook, styles, the header row, the zip); the data rows' XML is
 * written here, straight into the sheet's stream. exceljs's own path builds a Row, Cells, values
 * and cell models per cell and renders them through its XmlStream, about 1.5 KB of garbage per
 * cell: an order row and its database row allocated 28 KB, now 12 KB, and the file is written
 * about 40% faster. (The memory a long download takes is V8's heap growth: ADR 044.)
 */
export function xlsxWriter<R>(
  columns: readonly ExportColumn<R>[],
  rows: AsyncIterable<R>,
  bound = XLSX_PENDING_BYTES,
): { stream: Readable; buffered: () => number } {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('목록');
  const internals = (sheet as unknown as { stream: SheetStreamInternals }).stream;
  const styles = (workbook as unknown as { styles?: { dateStyleId?: number } }).styles;
  // The sheet's stream is piped to the zip entry's input when the sheet is added; an exceljs whose
  // internals differ fails here (and in export.test.ts) rather than exporting unbounded or broken.
  const zipInput = internals.pipes[0];
  if (!Array.isArray(internals.buffers) || !zipInput || typeof internals.write !== 'function' || !styles || !('dateStyleId' in styles)) {
    throw new Error('exceljs: unexpected streaming workbook internals');
  }
  // exceljs adds the date style to styles.xml the first time it is asked for its id.
  const dateStyle = () => styles.dateStyleId!;
  const letters = columns.map((_, i) => columnLetters(i + 1));
  const buffered = () => internals.buffers.reduce((n, b) => n + b.length, 0) + bufferedIn(zipInput);
  // Resolves when `stream` drains, or when the download ends early (the client went away).
  const closed = new Promise<void>((resolve) => out.once('close', resolve));
  const drained = (stream: Writable | PassThrough) => Promise.race([once(stream, 'drain').then(() => undefined), closed]);
  void (async () => {
    // The header through exceljs, which opens the sheet's data with it.
    sheet.addRow(columns.map((c) => c.header)).commit();
    let number = 1;
    for await (const row of rows) {
      const cells = columns.map((c) => {
        const v = c.value(row);
        return v instanceof Date ? v : textCell(v);
      });
      internals.write(sheetRowXml(++number, cells, letters, dateStyle));
      // Back-pressure from the zip's input (see XLSX_PENDING_BYTES): its write() answered false
      // long before it held `bound` bytes, so it emits 'drain' once deflate has taken them.
      while (buffered() > bound && !out.destroyed) await drained(zipInput);
      // And from the client: wait while it has not read what the zip wrote.
      if (out.writableNeedDrain) await drained(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream: out, buffered };
}

/**
 * The .xlsx file as the response body, pulled chunk by chunk like the CSV: `Readable.toWeb()` would
 * copy every chunk and queue another megabyte ahead of the client.
 */
export function xlsxBody<R>(
  columns: readonly ExportColumn<R>[],
  rows: AsyncIterable<R>,
  bound = XLSX_PENDING_BYTES,
): ReadableStream<Uint8Array> {
  return pulled(xlsxWriter(columns, rows, bound).stream);
}

export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Answers the download. A file with personal data needs a reason (422 otherwise) and writes the
 * 개인정보 열람 기록 before the first byte; every export writes an audit row.
 */
export async function exportResponse<R>(c: Context<AppEnv>, options: ExportOptions<R>): Promise<Response> {
  const actor = adminActor(c);
  const { personalData } = options;
  if (personalData && !personalData.reason) {
    throw new AppError('VALIDATION', EXPORT_MESSAGES.reasonRequired, { reason: EXPORT_MESSAGES.reasonRequired });
  }
  const { db } = c.var.database;
  await db.transaction(async (tx) => {
    if (personalData) {
      await logPersonalDataAccess(tx, actor, {
        purpose: 'export',
        resource: personalData.resource,
        fields: personalData.fields,
        reason: personalData.reason!,
      });
    }
    await actor.audit(tx, {
      action: options.auditAction ?? `${options.filename}.export`,
      resource: personalData?.resource ?? 'export',
      resourceName: options.filename,
      details: { format: options.format, query: c.req.query(), ...(personalData ? { reason: personalData.reason } : {}) },
      severity: personalData ? 'MEDIUM' : 'INFO',
    });
  });

  const file = `${options.filename}.${options.format}`;
  const headers = {
    'Content-Disposition': contentDisposition(file),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  if (options.format === 'csv') {
    return new Response(pulled(csvBody(c.var.database, options)), {
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' },
    });
  }
  return new Response(xlsxBody(options.columns, options.rows), {
    headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
